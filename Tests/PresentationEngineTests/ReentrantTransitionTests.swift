import Foundation
import PresCheckCore
import PresentationEngine
import Testing

/// LIFE-7's order at the end of a transition: links cleared, views removed and the transition
/// ended before its DidEnd, so a `present` or `dismiss` made from a DidEnd, a completion handler or
/// `viewDidAppear` is accepted and starts at elapsed 0 in the same step.
@Suite("LIFE-7: transitions started from a DidEnd, a completion or viewDidAppear")
struct ReentrantTransitionTests {
    /// A `.custom` controller that runs `onDismissalEnd` in `dismissalTransitionDidEnd(true)` and
    /// writes down what it sees there.
    final class Probe: PresentationController {
        var onDismissalEnd: (() -> Void)?
        var seen: [String] = []

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            super.dismissalTransitionDidEnd(completed)
            guard completed else { return }
            seen.append("presenting: \(presentedViewController.presentingViewController?.title ?? "nil")")
            seen.append("presented: \(presentingViewController.presentedViewController?.title ?? "nil")")
            seen.append("in window: \(presentedViewController.view.window != nil)")
            seen.append("container: \(containerView == nil ? "gone" : "there")")
            onDismissalEnd?()
        }
    }

    @Test("In dismissalTransitionDidEnd(true) the links are cleared and the views gone; a present made there starts at elapsed 0")
    func presentFromDismissalDidEnd() throws {
        let s = try Stage()
        let p = vc("P")
        var probe: Probe?
        s.custom(p, ControllerFactory { presented, presenting in
            let made = Probe(presentedViewController: presented, presenting: presenting)
            probe = made
            return made
        })
        s.root.present(p, animated: false)
        let next = vc("N", style: .overFullScreen)
        try #require(probe).onDismissalEnd = { [root = s.root] in root.present(next, animated: true) }
        let mark = s.mark
        p.dismiss(animated: true)
        s.window.advance(by: 0.3)
        #expect(probe?.seen == ["presenting: nil", "presented: nil", "in window: false", "container: gone"])
        #expect(s.trace(since: mark) == [
            "P: dismissalTransitionWillBegin", "P: dismissalTransitionDidEnd(true)", "N: presentationTransitionWillBegin",
        ])
        #expect(s.warnings.isEmpty)
        // LIFE-6: the new transition begins at elapsed 0; the rest of the advance is discarded.
        #expect(s.window.isTransitionRunning)
        #expect(next.view.frameInWindow == rect(0, 852, 393, 852))
        s.window.advance(by: 0.15)
        #expect(next.view.frameInWindow == rect(0, 426, 393, 852))
        s.window.advance(by: 0.15)
        #expect(!s.window.isTransitionRunning)
        #expect(next.presentingViewController === s.root)
    }

    @Test("A dismiss from a present's completion is accepted in the same step")
    func dismissFromCompletion() throws {
        let s = try Stage()
        let p = vc("P", style: .overFullScreen)
        let mark = s.mark
        s.root.present(p, animated: false) { [root = s.root] in root.dismiss(animated: false) }
        #expect(s.trace(since: mark) == [
            "P: presentationTransitionWillBegin", "P: presentationTransitionDidEnd(true)",
            "P: dismissalTransitionWillBegin", "P: dismissalTransitionDidEnd(true)",
        ])
        #expect(s.warnings.isEmpty)
        #expect(s.window.presentations.isEmpty)
    }
}

/// Catalogue `intermediate-helper` on the engine: the helper presents its target from its own
/// `viewDidAppear` (LIFE-9) and the target's controller dismisses the helper from its
/// `dismissalTransitionDidEnd(true)` (LIFE-7), article 000's cleanup as the article writes it.
@Suite("Catalogue intermediate-helper: the whole workaround (CTX-3, LIFE-7, LIFE-9)")
struct IntermediateHelperStoryTests {
    @Test("Unanimated: helper and target in one step, the target in B's bottom half")
    func unanimated() throws {
        let s = try SplitStage()
        let target = vc("P")
        let helper = PresentationHelper(presenting: target)
        let mark = s.mark
        helper.start(from: s.bottom, animated: false) { s.note("presented") }
        #expect(s.trace(since: mark) == [
            "helper: presentationTransitionWillBegin", "helper: presentationTransitionDidEnd(true)",
            "P: presentationTransitionWillBegin", "P: presentationTransitionDidEnd(true)", "note: presented",
        ])
        #expect(helper.presentingViewController === s.bottom)
        #expect(target.presentingViewController === helper)
        #expect(target.presentationController is HelperHalfContextPresentationController)
        #expect(helper.view.frameInWindow == rect(0, 426, 393, 426))
        #expect(target.view.frameInWindow == rect(0, 639, 393, 213))
        #expect(!s.window.isTransitionRunning)
    }

    @Test("Animated: the target's presentation starts at elapsed 0 in the helper's step; the dismissal takes the helper with it")
    func animatedThroughDismissal() throws {
        let s = try SplitStage()
        let target = vc("P")
        let helper = PresentationHelper(presenting: target)
        helper.start(from: s.bottom, animated: true)
        // coverVertical at p = 0: down by the container height, 426.
        #expect(s.window.isTransitionRunning)
        #expect(target.view.frameInWindow == rect(0, 1065, 393, 213))
        s.window.advance(by: 0.3)
        #expect(target.view.frameInWindow == rect(0, 639, 393, 213))
        // The dimming view's tap: presentingViewController (the helper).dismiss(animated: true).
        let controller = try #require(target.presentationController as? HelperHalfContextPresentationController)
        #expect(s.window.tap(at: CGPoint(x: 196, y: 500)) === controller.dimmingView)
        let mark = s.mark
        s.window.advance(by: 0.3)
        #expect(s.trace(since: mark) == [
            "P: dismissalTransitionDidEnd(true)",
            "helper: dismissalTransitionWillBegin", "helper: dismissalTransitionDidEnd(true)",
        ])
        #expect(s.warnings.isEmpty)
        #expect(s.window.presentations.isEmpty)
        #expect(s.bottom.presentedViewController == nil)
        #expect(helper.view.window == nil)
        #expect(s.window.tap(at: CGPoint(x: 196, y: 500)) === s.bottom.view)
    }

    @Test("A dismiss from B takes both layers in one transition; the cleanup then finds the helper in no layer")
    func dismissedFromBelow() throws {
        let s = try SplitStage()
        let target = vc("P")
        let helper = PresentationHelper(presenting: target)
        helper.start(from: s.bottom, animated: false)
        let mark = s.mark
        s.bottom.dismiss(animated: false) { s.note("dismissed") }
        #expect(s.trace(since: mark) == [
            "P: dismissalTransitionWillBegin", "helper: dismissalTransitionWillBegin",
            "P: dismissalTransitionDidEnd(true)", "helper: dismissalTransitionDidEnd(true)", "note: dismissed",
        ])
        #expect(s.warnings.isEmpty)
        #expect(s.window.presentations.isEmpty)
    }

    @Test("Started again after the cleanup, the same helper presents its target again")
    func startedAgain() throws {
        let s = try SplitStage()
        let target = vc("P")
        let helper = PresentationHelper(presenting: target)
        helper.start(from: s.bottom, animated: false)
        target.dismiss(animated: false)
        #expect(s.window.presentations.isEmpty)
        helper.start(from: s.bottom, animated: false)
        #expect(target.presentingViewController === helper)
        #expect(helper.presentingViewController === s.bottom)
        #expect(s.warnings.isEmpty)
    }

    @Test("Reading LIFE-9.d: a later viewDidAppear (the helper's view coming back) presents nothing")
    func laterAppearancePresentsNothing() throws {
        let s = try SplitStage()
        let target = vc("P", style: .overFullScreen)
        s.root.present(target, animated: false)
        let helper = PresentationHelper(presenting: target)
        // The helper is accepted; its present of P is refused: P is in a layer.
        helper.start(from: s.bottom, animated: false)
        #expect(s.warnings == [Warning.alreadyPresented])
        #expect(helper.presentingViewController === s.bottom)
        s.root.dismiss(animated: false)
        #expect(target.presentingViewController == nil)
        // A .fullScreen from the helper takes its view out (FRAME-2); its dismissal brings it back.
        let full = vc("F", style: .fullScreen)
        helper.present(full, animated: false)
        #expect(helper.view.window == nil)
        let mark = s.mark
        helper.dismiss(animated: false)
        #expect(helper.view.window === s.window)
        #expect(s.trace(since: mark) == ["F: dismissalTransitionWillBegin", "F: dismissalTransitionDidEnd(true)"])
        #expect(target.presentingViewController == nil)
    }

    @Test("Reading LIFE-9.d: a cancelled dismissal's viewDidAppear presents nothing either")
    func cancelledDismissalPresentsNothing() throws {
        let s = try SplitStage()
        let target = vc("P")
        let helper = PresentationHelper(presenting: target)
        helper.start(from: s.bottom, animated: false)
        let mark = s.mark
        s.window.beginInteractiveDismissal(of: s.bottom)
        s.window.cancelInteractiveDismissal()
        #expect(s.trace(since: mark) == [
            "P: dismissalTransitionWillBegin", "helper: dismissalTransitionWillBegin",
            "P: dismissalTransitionDidEnd(false)", "helper: dismissalTransitionDidEnd(false)",
        ])
        #expect(s.warnings.isEmpty)
        #expect(target.presentingViewController === helper)
    }
}
