import Foundation
import PresCheckCore
import PresentationEngine
import Testing

/// LIFE-9 on the engine alone: appearance callbacks as an app's subclass sees them.
@Suite("LIFE-9: appearance callbacks")
struct AppearanceCallbackTests {
    /// A view controller that writes its appearance callbacks to a shared list.
    final class Recorder: ViewController {
        let trace: Trace
        init(_ title: String, trace: Trace) {
            self.trace = trace
            super.init()
            self.title = title
        }
        override func viewWillAppear(_ animated: Bool) { trace.lines.append("\(title!): viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { trace.lines.append("\(title!): viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { trace.lines.append("\(title!): viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { trace.lines.append("\(title!): viewDidDisappear") }
    }

    final class Trace { var lines: [String] = [] }

    @Test("A .fullScreen presentation: presented VC and its child appear, the presenter disappears; the dismissal mirrors it")
    func fullScreenPresentAndDismiss() throws {
        let trace = Trace()
        let window = try Window(device: .phone, orientation: .portrait)
        let root = Recorder("R", trace: trace)
        window.rootViewController = root
        let presented = Recorder("P", trace: trace)
        let child = Recorder("C", trace: trace)
        presented.addChild(child)
        presented.view.addSubview(child.view)
        child.didMove(toParent: presented)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        #expect(trace.lines == ["P: viewWillAppear", "C: viewWillAppear", "R: viewWillDisappear"])
        window.advance(by: 0.3)
        #expect(trace.lines.suffix(3) == ["P: viewDidAppear", "C: viewDidAppear", "R: viewDidDisappear"])
        trace.lines = []
        root.dismiss(animated: false)
        #expect(trace.lines == ["P: viewWillDisappear", "C: viewWillDisappear", "R: viewWillAppear",
                                "P: viewDidDisappear", "C: viewDidDisappear", "R: viewDidAppear"])
    }

    @Test("A sheet leaves its presenter's view in the window, so the presenter hears nothing; a cancelled dismissal calls the appear pair back")
    func sheetAndCancelledDismissal() throws {
        let trace = Trace()
        let window = try Window(device: .phone, orientation: .portrait)
        let root = Recorder("R", trace: trace)
        window.rootViewController = root
        let presented = Recorder("S", trace: trace)
        presented.modalPresentationStyle = .pageSheet
        root.present(presented, animated: false)
        #expect(trace.lines == ["S: viewWillAppear", "S: viewDidAppear"])
        trace.lines = []
        window.beginInteractiveDismissal(of: presented)
        #expect(trace.lines == ["S: viewWillDisappear"])
        window.cancelInteractiveDismissal()
        #expect(trace.lines == ["S: viewWillDisappear", "S: viewWillAppear", "S: viewDidAppear"])
    }
}

@Suite("Appearance of the window's root view controller")
struct RootAppearanceTests {
    final class Recorder: ViewController {
        var calls: [String] = []
        var presentOnAppear: ViewController?
        override func viewWillAppear(_ animated: Bool) { calls.append("\(title ?? "?") willAppear") }
        override func viewDidAppear(_ animated: Bool) {
            calls.append("\(title ?? "?") didAppear")
            if let presentOnAppear { present(presentOnAppear, animated: false) }
        }
        override func viewWillDisappear(_ animated: Bool) { calls.append("\(title ?? "?") willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { calls.append("\(title ?? "?") didDisappear") }
    }

    @Test("makeKeyAndVisible shows the root: viewWillAppear then viewDidAppear, once, and a present from viewDidAppear runs")
    func rootAppearsWhenTheWindowIsShown() throws {
        let window = try Window(device: .phone)
        let root = Recorder()
        root.title = "R"
        let shown = ViewController()
        root.presentOnAppear = shown
        window.rootViewController = root
        #expect(root.calls.isEmpty)
        window.makeKeyAndVisible()
        #expect(root.calls == ["R willAppear", "R didAppear"])
        #expect(root.presentedViewController === shown)
        window.makeKeyAndVisible()
        #expect(root.calls == ["R willAppear", "R didAppear"])
    }

    @Test("a root set on a visible window appears at once; the one it replaces hears the disappear pair")
    func replacedRootDisappears() throws {
        let window = try Window(device: .phone)
        window.makeKeyAndVisible()
        let first = Recorder()
        first.title = "A"
        window.rootViewController = first
        let second = Recorder()
        second.title = "B"
        window.rootViewController = second
        #expect(first.calls == ["A willAppear", "A didAppear", "A willDisappear", "A didDisappear"])
        #expect(second.calls == ["B willAppear", "B didAppear"])
        #expect(first.view.window == nil && second.view.window === window)
    }
}
