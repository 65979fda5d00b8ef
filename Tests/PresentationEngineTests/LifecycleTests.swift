import Foundation
import PresCheckCore
import PresCheckTestSupport
import PresentationEngine
import Testing

// LIFE-1..4, LIFE-6..8 on `phone` portrait (393×852).

@Suite("LIFE-1: refused presentations, in order of precedence")
struct RefusalTests {
    /// Checks that a refused step changed nothing: same presentations, same window subviews.
    private func snapshot(_ s: Stage) -> [ObjectIdentifier] {
        s.window.subviews.map(ObjectIdentifier.init) + s.window.presentations.map(ObjectIdentifier.init)
    }

    @Test("\"transition in progress\" wins over \"already presented\"; dismiss and rotate are refused too")
    func transitionInProgressFirst() throws {
        let s = try Stage()
        let a = vc("A", style: .overFullScreen)
        s.root.present(a, animated: true)
        let before = snapshot(s)
        var called = false
        let mark = s.mark
        s.root.present(a, animated: false) { called = true }            // also "already presented"
        s.root.present(vc("B", style: .overFullScreen), animated: false) { called = true }
        s.root.dismiss(animated: true) { called = true }
        #expect(!s.window.rotate(to: .landscape))
        #expect(s.trace(since: mark) == [
            "warning: transition in progress", "warning: transition in progress",
            "warning: transition in progress", "warning: transition in progress",
        ])
        #expect(snapshot(s) == before)
        #expect(s.window.orientation == .portrait)
        s.window.advance(by: 0.3)
        #expect(!called)
        #expect(a.presentingViewController === s.root)
    }

    @Test("\"already presented\" wins over \"already presenting\" (the VC is already in a layer)")
    func alreadyPresentedSecond() throws {
        let s = try SplitStage()
        let a = vc("A", style: .overFullScreen)
        s.root.present(a, animated: false)
        let before = snapshot(s)
        var called = false
        let mark = s.mark
        s.root.present(a, animated: false) { called = true }        // R also presents already
        a.present(s.root, animated: false) { called = true }        // R is layer 0's root
        a.present(s.top, animated: false) { called = true }         // T is in layer 0
        a.present(a, animated: false) { called = true }
        #expect(s.trace(since: mark) == Array(repeating: "warning: already presented", count: 4))
        #expect(snapshot(s) == before)
        #expect(!called)
        #expect(s.root.presentingViewController == nil)
        #expect(s.top.presentingViewController == nil)
    }

    @Test("\"presenter not in window\" wins over \"already presenting\"")
    func presenterNotInWindowThird() throws {
        let s = try SplitStage()
        let full = vc("F", style: .fullScreen)
        s.root.present(full, animated: false)
        // FRAME-2: R's view (with T and B) left the window.
        #expect(s.root.view.window == nil)
        let before = snapshot(s)
        var called = false
        let mark = s.mark
        s.root.present(vc("X", style: .overFullScreen), animated: false) { called = true }   // R presents F too
        s.top.present(vc("Y", style: .overFullScreen), animated: false) { called = true }    // CTX-2: presenter R
        s.bottom.present(vc("Z", style: .overCurrentContext), animated: false) { called = true } // CTX-1: presenter B
        #expect(s.trace(since: mark) == Array(repeating: "warning: presenter not in window", count: 3))
        #expect(snapshot(s) == before)
        #expect(!called)
    }

    @Test("\"already presenting\" wins over \"no anchor\"; then \"no anchor\" alone (POP-1)")
    func alreadyPresentingThenNoAnchor() throws {
        let s = try Stage()
        let over = vc("O", style: .overFullScreen)
        s.root.present(over, animated: false)
        var called = false
        let popover = vc("P", style: .popover)   // no source view
        var mark = s.mark
        var before = snapshot(s)
        s.root.present(popover, animated: false) { called = true }
        #expect(s.trace(since: mark) == ["warning: already presenting"])
        #expect(snapshot(s) == before)

        mark = s.mark
        before = snapshot(s)
        over.present(popover, animated: false) { called = true }
        #expect(s.trace(since: mark) == ["warning: no anchor"])
        #expect(snapshot(s) == before)
        #expect(popover.presentingViewController == nil)
        #expect(over.presentedViewController == nil)
        #expect(!called)
    }

    @Test("\"no anchor\" on an idle window changes nothing")
    func noAnchorIdle() throws {
        let s = try Stage(device: .pad)
        let popover = vc("P", style: .popover)
        var called = false
        s.root.present(popover, animated: false) { called = true }
        #expect(s.warnings == ["no anchor"])
        #expect(s.window.presentations.isEmpty)
        #expect(s.window.subviews.count == 1)
        #expect(s.root.view.tintAdjustmentMode == .automatic)
        #expect(!called)
    }
}

@Suite("LIFE-2, LIFE-3: dismissal and callback order")
struct DismissalOrderTests {
    @Test("LIFE-3: WillBegin then DidEnd(true), then the completion, once each")
    func presentAndDismissOrder() throws {
        let s = try Stage()
        let a = vc("A", style: .overFullScreen)
        var count = 0
        let mark = s.mark
        s.root.present(a, animated: true) { count += 1; s.note("presented") }
        #expect(s.trace(since: mark) == ["A: presentationTransitionWillBegin"])
        #expect(a.presentationController?.phase == .presenting)
        // LIFE-7: links are set when present is accepted.
        #expect(a.presentingViewController === s.root)
        s.window.advance(by: 0.15)
        #expect(s.trace(since: mark) == ["A: presentationTransitionWillBegin"])
        #expect(count == 0)
        s.window.advance(by: 0.15)
        #expect(s.trace(since: mark) == [
            "A: presentationTransitionWillBegin", "A: presentationTransitionDidEnd(true)", "note: presented",
        ])
        #expect(count == 1)
        #expect(a.presentationController?.phase == .presented)

        let mark2 = s.mark
        s.root.dismiss(animated: true) { count += 1; s.note("dismissed") }
        #expect(s.trace(since: mark2) == ["A: dismissalTransitionWillBegin"])
        // Links stay until DidEnd(true).
        #expect(a.presentingViewController === s.root)
        s.window.advance(by: 0.3)
        #expect(s.trace(since: mark2) == [
            "A: dismissalTransitionWillBegin", "A: dismissalTransitionDidEnd(true)", "note: dismissed",
        ])
        #expect(count == 2)
        #expect(a.presentingViewController == nil)
        #expect(s.root.presentedViewController == nil)
        s.window.advance(by: 1)
        #expect(count == 2)
    }

    @Test("LIFE-6: an unanimated presentation completes within its step")
    func unanimatedCompletesInStep() throws {
        let s = try Stage()
        let a = vc("A", style: .overFullScreen)
        let mark = s.mark
        s.root.present(a, animated: false) { s.note("done") }
        #expect(s.trace(since: mark) == [
            "A: presentationTransitionWillBegin", "A: presentationTransitionDidEnd(true)", "note: done",
        ])
        #expect(!s.window.isTransitionRunning)
    }

    @Test("LIFE-2: dismissing from R removes two layers in one transition, top to bottom, one completion")
    func nestedDismissalFromRoot() throws {
        let s = try Stage()
        let a = vc("A", style: .overFullScreen)
        let b = vc("B", style: .overFullScreen)
        s.root.present(a, animated: false)
        a.present(b, animated: false)
        #expect(b.presentingViewController === a)
        #expect(s.root.presentedViewController === a)
        #expect(a.presentedViewController === b)

        var count = 0
        let mark = s.mark
        s.root.dismiss(animated: true) { count += 1; s.note("done") }
        #expect(s.trace(since: mark) == ["B: dismissalTransitionWillBegin", "A: dismissalTransitionWillBegin"])
        // The intermediate presented view leaves the window; only B animates.
        #expect(a.view.window == nil)
        #expect(b.view.frameInWindow == rect(0, 0, 393, 852))
        s.window.advance(by: 0.15)
        #expect(b.view.frameInWindow == rect(0, 426, 393, 852))
        #expect(a.view.window == nil)
        #expect(count == 0)
        s.window.advance(by: 0.15)
        #expect(s.trace(since: mark) == [
            "B: dismissalTransitionWillBegin", "A: dismissalTransitionWillBegin",
            "B: dismissalTransitionDidEnd(true)", "A: dismissalTransitionDidEnd(true)", "note: done",
        ])
        #expect(count == 1)
        #expect(s.window.presentations.isEmpty)
        #expect(s.window.subviews.count == 1)
        #expect(s.window.subviews.first === s.root.view)
        #expect(a.presentingViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(a.presentedViewController == nil)
        #expect(s.root.presentedViewController == nil)
    }

    @Test("LIFE-2 with .fullScreen layers: the removed views come back when the dismissal starts (LIFE-7)")
    func nestedFullScreenDismissal() throws {
        let s = try Stage()
        let a = vc("A", style: .fullScreen)
        let b = vc("B", style: .fullScreen)
        s.root.present(a, animated: false)
        a.present(b, animated: false)
        #expect(s.root.view.window == nil)
        #expect(a.view.window == nil)
        #expect(b.view.frameInWindow == rect(0, 0, 393, 852))
        s.root.dismiss(animated: true)
        #expect(s.root.view.frameInWindow == rect(0, 0, 393, 852))
        #expect(a.view.window == nil)
        s.window.advance(by: 0.3)
        #expect(s.window.subviews.count == 1)
        #expect(s.root.view.window === s.window)
        #expect(b.view.window == nil)
    }

    @Test("LIFE-2: A.dismiss dismisses what A presents, not A; B.dismiss dismisses B's own layer")
    func dismissReceiverRules() throws {
        let s = try Stage()
        let a = vc("A", style: .overFullScreen)
        let b = vc("B", style: .overFullScreen)
        s.root.present(a, animated: false)
        a.present(b, animated: false)
        var mark = s.mark
        a.dismiss(animated: false)
        #expect(s.trace(since: mark) == ["B: dismissalTransitionWillBegin", "B: dismissalTransitionDidEnd(true)"])
        #expect(a.presentingViewController === s.root)
        #expect(a.presentedViewController == nil)

        a.present(b, animated: false)
        mark = s.mark
        b.dismiss(animated: false)
        #expect(s.trace(since: mark) == ["B: dismissalTransitionWillBegin", "B: dismissalTransitionDidEnd(true)"])
        #expect(a.presentingViewController === s.root)

        // R presents A: R.dismiss dismisses A; then R has nothing to dismiss and nothing happens.
        s.root.dismiss(animated: false)
        mark = s.mark
        var called = false
        s.root.dismiss(animated: false) { called = true }
        #expect(s.trace(since: mark).isEmpty)
        #expect(!called)
    }
}

@Suite("LIFE-4, LIFE-8: interactive dismissal")
struct InteractiveDismissalTests {
    @Test("Cancelled .fullScreen dismissal: frames, views in window and links restored")
    func cancelFullScreen() throws {
        let s = try Stage()
        let full = vc("F", style: .fullScreen)
        s.root.present(full, animated: false)
        #expect(s.root.view.window == nil)
        let mark = s.mark
        s.window.beginInteractiveDismissal(of: full)
        #expect(s.trace(since: mark) == ["F: dismissalTransitionWillBegin"])
        #expect(s.window.isTransitionRunning)
        #expect(s.root.view.window === s.window)         // LIFE-7
        s.window.updateInteractiveDismissal(progress: 0.5)
        #expect(full.view.frameInWindow == rect(0, 426, 393, 852))
        s.window.advance(by: 1)                             // the clock does not drive it
        #expect(full.view.frameInWindow == rect(0, 426, 393, 852))
        #expect(s.window.isTransitionRunning)
        s.window.cancelInteractiveDismissal()
        #expect(s.trace(since: mark) == ["F: dismissalTransitionWillBegin", "F: dismissalTransitionDidEnd(false)"])
        #expect(!s.window.isTransitionRunning)
        #expect(full.view.frameInWindow == rect(0, 0, 393, 852))
        #expect(s.root.view.window == nil)
        #expect(full.presentingViewController === s.root)
        #expect(s.root.presentedViewController === full)
        #expect(full.presentationController?.phase == .presented)
        #expect(s.window.presentations.count == 1)

        // It can still be dismissed normally.
        s.root.dismiss(animated: false)
        #expect(s.root.view.window === s.window)
        #expect(full.view.window == nil)
    }

    @Test("Cancelled sheet dismissal: tint, dimming and frame restored (TINT-1, DETENT-2)")
    func cancelDimmedSheet() throws {
        let s = try Stage()
        let sheet = vc("S", style: .pageSheet)
        s.root.present(sheet, animated: false)
        // M = 852 − 69 − 34 = 749; large: height 749 + 34 = 783, y = 69.
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
        let controller = try #require(sheet.presentationController)
        let dimming = try #require(controller.dimmingViewInContainer)
        #expect(dimming.alpha == 1)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)

        s.window.beginInteractiveDismissal(of: sheet)
        // TINT-1: back in the step the dismissal starts.
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)
        s.window.updateInteractiveDismissal(progress: 0.5)
        #expect(sheet.view.frameInWindow == rect(0, 69 + 426, 393, 783))
        #expect(close(dimming.alpha, 0.5))
        s.window.cancelInteractiveDismissal()
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
        #expect(dimming.alpha == 1)
        #expect(controller.dimmingViewInContainer === dimming)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(s.root.view.tintAdjustmentMode == .dimmed)
        #expect(sheet.presentingViewController === s.root)
    }

    @Test("Cancelled centered-card dismissal: card frame and dimming alpha 0.5 restored")
    func cancelCenteredCard() throws {
        let s = try Stage()
        let card = vc("C")
        s.custom(card, .centeredCard)
        s.root.present(card, animated: false)
        let controller = try #require(card.presentationController as? CenteredCardPresentationController)
        s.window.beginInteractiveDismissal(of: card)
        s.window.updateInteractiveDismissal(progress: 0.4)
        // Down by 0.4 · 852 = 340.8; dimming 0.5 · (1 − 0.4) = 0.3.
        #expect(close(card.view.frameInWindow, rect(65.5, 553.8, 262, 426)))
        #expect(close(controller.dimmingView.alpha, 0.3))
        s.window.cancelInteractiveDismissal()
        #expect(card.view.frameInWindow == rect(65.5, 213, 262, 426))
        #expect(controller.dimmingView.alpha == 0.5)
        #expect(controller.dimmingView.superview === controller.containerView)
        #expect(controller.dimmingView.frameInWindow == rect(0, 0, 393, 852))
        #expect(card.presentingViewController === s.root)
        #expect(s.window.tap(at: CGPoint(x: 5, y: 5)) === controller.dimmingView)
    }

    @Test("Cancelled two-layer dismissal puts the intermediate view back (LIFE-2, LIFE-4)")
    func cancelTwoLayers() throws {
        let s = try Stage()
        let a = vc("A", style: .overFullScreen)
        let b = vc("B", style: .overFullScreen)
        s.root.present(a, animated: false)
        a.present(b, animated: false)
        let mark = s.mark
        s.window.beginInteractiveDismissal(of: s.root)
        #expect(a.view.window == nil)
        s.window.updateInteractiveDismissal(progress: 0.25)
        #expect(b.view.frameInWindow == rect(0, 213, 393, 852))
        s.window.cancelInteractiveDismissal()
        #expect(s.trace(since: mark) == [
            "B: dismissalTransitionWillBegin", "A: dismissalTransitionWillBegin",
            "B: dismissalTransitionDidEnd(false)", "A: dismissalTransitionDidEnd(false)",
        ])
        #expect(a.view.frameInWindow == rect(0, 0, 393, 852))
        #expect(b.view.frameInWindow == rect(0, 0, 393, 852))
        #expect(a.view.superview === a.presentationController?.containerView)
        #expect(s.root.presentedViewController === a)
        #expect(a.presentedViewController === b)
        #expect(s.window.tap(at: CGPoint(x: 5, y: 5)) === b.view)
    }

    @Test("LIFE-8: finish animates the rest over (1 − p) · 0.3 s")
    func finishInteractive() throws {
        let s = try Stage()
        let full = vc("F", style: .fullScreen)
        s.root.present(full, animated: false)
        let mark = s.mark
        s.window.beginInteractiveDismissal(of: full)
        s.window.updateInteractiveDismissal(progress: 0.5)
        s.window.finishInteractiveDismissal()
        #expect(s.window.isTransitionRunning)
        s.window.advance(by: 0.1)
        // p = 0.5 + 0.1 / 0.3 = 5/6 → down by 852 · 5/6 = 710.
        #expect(close(full.view.frameInWindow, rect(0, 710, 393, 852)))
        #expect(s.window.isTransitionRunning)
        s.window.advance(by: 0.05)
        #expect(!s.window.isTransitionRunning)
        #expect(s.trace(since: mark) == ["F: dismissalTransitionWillBegin", "F: dismissalTransitionDidEnd(true)"])
        #expect(full.view.window == nil)
        #expect(s.root.view.frameInWindow == rect(0, 0, 393, 852))
        #expect(full.presentingViewController == nil)
    }
}
