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
