import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// UIKit's isBeingPresented / isBeingDismissed through whole transitions (LIFE-3, LIFE-4, LIFE-6,
// LIFE-7, LIFE-8, LIFE-9).

private final class Lines { var lines: [String] = [] }

private func flags(_ viewController: ViewController) -> String {
    "presented=\(viewController.isBeingPresented) dismissed=\(viewController.isBeingDismissed)"
}

/// A view controller that writes its appearance callbacks, with both flags, to a shared list.
private final class FlagRecorder: ViewController {
    let trace: Lines
    init(_ title: String, trace: Lines) {
        self.trace = trace
        super.init()
        self.title = title
    }
    private func note(_ callback: String) { trace.lines.append("\(title!): \(callback) \(flags(self))") }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
}

/// A `.custom` controller that writes its transition callbacks with the presented VC's flags.
private final class FlagController: PresentationController {
    var trace: Lines?
    private func note(_ callback: String) { trace?.lines.append("controller: \(callback) \(flags(presentedViewController))") }
    override func presentationTransitionWillBegin() { note("presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { note("presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { note("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { note("dismissalTransitionDidEnd(\(completed))") }
}

/// A stage whose root presents `P` (with a child `C`) through a `FlagController`.
private struct FlagStage {
    let stage: Stage
    let trace = Lines()
    let presented: FlagRecorder
    let child: FlagRecorder

    init() throws {
        stage = try Stage()
        presented = FlagRecorder("P", trace: trace)
        child = FlagRecorder("C", trace: trace)
        presented.addChild(child)
        presented.view.addSubview(child.view)
        child.didMove(toParent: presented)
        let trace = self.trace
        stage.custom(presented, ControllerFactory {
            let controller = FlagController(presentedViewController: $0, presenting: $1)
            controller.trace = trace
            return controller
        })
    }

    func completion(_ name: String) -> () -> Void {
        { [trace, presented] in trace.lines.append("\(name) completion \(flags(presented))") }
    }
}

/// An animator object that leaves the transition running until the test completes it.
private final class HeldAnimator: ViewControllerAnimatedTransitioning {
    var context: TransitionContext?
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: ViewControllerContextTransitioning) { context = transitionContext }
}

/// Supplies a `FlagController` and the held animator for the presentation.
private final class HeldTransitions: ViewControllerTransitioningDelegate {
    let trace: Lines
    let animator = HeldAnimator()
    init(trace: Lines) { self.trace = trace }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        let controller = FlagController(presentedViewController: presented, presenting: presenting)
        controller.trace = trace
        return controller
    }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator }
}

@Suite("isBeingPresented / isBeingDismissed (LIFE-3, LIFE-7, LIFE-8, LIFE-9)")
struct BeingPresentedTests {
    @Test("An animated present and dismiss: true from acceptance through DidEnd and viewDidAppear / viewDidDisappear, false in the completion")
    func animatedPresentAndDismiss() throws {
        let f = try FlagStage()
        let s = f.stage
        #expect(!f.presented.isBeingPresented && !f.presented.isBeingDismissed)
        s.root.present(f.presented, animated: true, completion: f.completion("present"))
        #expect(f.trace.lines == [
            "controller: presentationTransitionWillBegin presented=true dismissed=false",
            "P: viewWillAppear presented=true dismissed=false",
            "C: viewWillAppear presented=false dismissed=false",
        ])
        #expect(f.presented.isBeingPresented)
        #expect(!f.child.isBeingPresented)               // only the presented VC reports it
        #expect(!s.root.isBeingPresented)
        s.window.advance(by: 0.15)
        #expect(f.presented.isBeingPresented)
        f.trace.lines = []
        s.window.advance(by: 0.15)
        #expect(f.trace.lines == [
            "controller: presentationTransitionDidEnd(true) presented=true dismissed=false",
            "P: viewDidAppear presented=true dismissed=false",
            "C: viewDidAppear presented=false dismissed=false",
            "present completion presented=false dismissed=false",
        ])
        #expect(!f.presented.isBeingPresented && !f.presented.isBeingDismissed)

        f.trace.lines = []
        s.root.dismiss(animated: true, completion: f.completion("dismiss"))
        #expect(f.trace.lines == [
            "controller: dismissalTransitionWillBegin presented=false dismissed=true",
            "P: viewWillDisappear presented=false dismissed=true",
            "C: viewWillDisappear presented=false dismissed=false",
        ])
        #expect(f.presented.isBeingDismissed)
        s.window.advance(by: 0.15)
        #expect(f.presented.isBeingDismissed)
        f.trace.lines = []
        s.window.advance(by: 0.15)
        #expect(f.trace.lines == [
            "controller: dismissalTransitionDidEnd(true) presented=false dismissed=true",
            "P: viewDidDisappear presented=false dismissed=true",
            "C: viewDidDisappear presented=false dismissed=false",
            "dismiss completion presented=false dismissed=false",
        ])
        #expect(!f.presented.isBeingPresented && !f.presented.isBeingDismissed)
    }

    @Test("An unanimated present reports true inside its callbacks and false once the call returns")
    func unanimatedPresent() throws {
        let f = try FlagStage()
        f.stage.root.present(f.presented, animated: false, completion: f.completion("present"))
        #expect(f.trace.lines == [
            "controller: presentationTransitionWillBegin presented=true dismissed=false",
            "P: viewWillAppear presented=true dismissed=false",
            "C: viewWillAppear presented=false dismissed=false",
            "controller: presentationTransitionDidEnd(true) presented=true dismissed=false",
            "P: viewDidAppear presented=true dismissed=false",
            "C: viewDidAppear presented=false dismissed=false",
            "present completion presented=false dismissed=false",
        ])
        #expect(!f.presented.isBeingPresented)
    }

    @Test("A cancelled interactive dismissal: true from begin until the cancel, false in its DidEnd(false) and appear pair")
    func cancelledInteractiveDismissal() throws {
        let f = try FlagStage()
        let s = f.stage
        s.root.present(f.presented, animated: false)
        f.trace.lines = []
        s.window.beginInteractiveDismissal(of: f.presented)
        #expect(f.trace.lines == [
            "controller: dismissalTransitionWillBegin presented=false dismissed=true",
            "P: viewWillDisappear presented=false dismissed=true",
            "C: viewWillDisappear presented=false dismissed=false",
        ])
        s.window.updateInteractiveDismissal(progress: 0.5)
        s.window.advance(by: 1)                            // a paused interactive dismissal does not end
        #expect(f.presented.isBeingDismissed)
        f.trace.lines = []
        s.window.cancelInteractiveDismissal()
        #expect(f.trace.lines == [
            "controller: dismissalTransitionDidEnd(false) presented=false dismissed=false",
            "P: viewWillAppear presented=false dismissed=false",
            "C: viewWillAppear presented=false dismissed=false",
            "P: viewDidAppear presented=false dismissed=false",
            "C: viewDidAppear presented=false dismissed=false",
        ])
        #expect(!f.presented.isBeingPresented && !f.presented.isBeingDismissed)
        // A later dismissal sets it again.
        s.root.dismiss(animated: true)
        #expect(f.presented.isBeingDismissed)
        s.window.advance(by: 0.3)
        #expect(!f.presented.isBeingDismissed)
        #expect(f.presented.presentingViewController == nil)
    }

    @Test("A finished interactive dismissal stays true until it ends in an advance step")
    func finishedInteractiveDismissal() throws {
        let f = try FlagStage()
        let s = f.stage
        s.root.present(f.presented, animated: false)
        s.window.beginInteractiveDismissal(of: f.presented)
        s.window.updateInteractiveDismissal(progress: 0.5)
        s.window.finishInteractiveDismissal()
        #expect(f.presented.isBeingDismissed)
        s.window.advance(by: 0.15)                          // (1 − 0.5) · 0.3 = 0.15
        #expect(!f.presented.isBeingDismissed)
        #expect(f.presented.presentingViewController == nil)
    }

    @Test("Dismissing two layers at once: both layer roots are being dismissed until the end")
    func twoLayers() throws {
        let s = try Stage()
        let a = vc("A", style: .fullScreen)
        let b = vc("B", style: .pageSheet)
        s.root.present(a, animated: false)
        a.present(b, animated: false)
        s.root.dismiss(animated: true)
        #expect(a.isBeingDismissed && b.isBeingDismissed)
        #expect(!s.root.isBeingDismissed)
        s.window.advance(by: 0.3)
        #expect(!a.isBeingDismissed && !b.isBeingDismissed)
    }

    @Test("A dismissal started in viewDidAppear keeps isBeingDismissed when the presentation's flag clears")
    func dismissFromViewDidAppear() throws {
        final class DismissesItself: ViewController {
            var sawAfterDismiss: (presented: Bool, dismissed: Bool)?
            override func viewDidAppear(_ animated: Bool) {
                guard sawAfterDismiss == nil else { return }
                dismiss(animated: true)
                sawAfterDismiss = (isBeingPresented, isBeingDismissed)
            }
        }
        let s = try Stage()
        let p = DismissesItself()
        p.modalPresentationStyle = .fullScreen
        s.root.present(p, animated: false)
        #expect(p.sawAfterDismiss?.presented == true)
        #expect(p.sawAfterDismiss?.dismissed == true)
        #expect(!p.isBeingPresented)
        #expect(p.isBeingDismissed)
        s.window.advance(by: 0.3)
        #expect(!p.isBeingDismissed)
    }

    @Test("A presentation its animator cancels: true until the cancel, false in DidEnd(false) and the disappear pair (LIFE-4)")
    func cancelledPresentation() throws {
        let s = try Stage()
        let trace = Lines()
        let presented = FlagRecorder("P", trace: trace)
        presented.modalPresentationStyle = .custom
        let delegate = HeldTransitions(trace: trace)
        presented.transitioningDelegate = delegate
        s.root.present(presented, animated: true)
        s.window.advance(by: 1)
        #expect(presented.isBeingPresented)
        trace.lines = []
        delegate.animator.context?.completeTransition(false)
        #expect(trace.lines == [
            "controller: presentationTransitionDidEnd(false) presented=false dismissed=false",
            "P: viewWillDisappear presented=false dismissed=false",
            "P: viewDidDisappear presented=false dismissed=false",
        ])
        #expect(!presented.isBeingPresented && !presented.isBeingDismissed)
        #expect(presented.presentingViewController == nil)
    }
}
