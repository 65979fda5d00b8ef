import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// POP-1, POP-2, TINT-1 on `pad` portrait (820×1180, safe 24,0,20,0).
// A = safe frame (0, 24, 820, 1136) inset by 10 = (10, 34, 800, 1116): maxX 810, maxY 1150.
// Default size 320×480.

@Suite("Popovers on pad (POP-1, POP-2, TINT-1)")
struct PopoverTests {
    @Test("Source rect near the bottom edge: placed above, (260, 607, 320, 480); passthrough view; taps")
    func nearBottomEdgeWithPassthrough() throws {
        let s = try PopoverStage(device: .pad)
        let p = vc("P", style: .popover)
        let controller = try #require(p.presentationController as? PopoverPresentationController)
        controller.sourceView = s.root.view
        controller.sourceRect = rect(400, 1100, 40, 40)
        controller.passthroughViews = [s.button]
        s.root.present(p, animated: false)
        // S = (400, 1100, 40, 40): x = clamp(420 − 160, 10, 490) = 260; below: 1140 + 13 + 480 > 1150;
        // above: 1100 − 13 − 480 = 607 ≥ 34.
        #expect(p.view.frameInWindow == rect(260, 607, 320, 480))
        #expect(controller.adaptedStyle == .none)
        #expect(controller.effectiveStyle == .popover)
        let dimming = try #require(controller.dimmingViewInContainer)
        #expect(dimming.frameInWindow == rect(0, 0, 820, 1180))
        #expect(dimming.alpha == 0.01)
        #expect(dimming.isUserInteractionEnabled)
        // TINT-1: the presenter's view (and what inherits from it) is dimmed; the popover is not.
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(s.button.effectiveTintAdjustmentMode == .dimmed)
        #expect(p.view.effectiveTintAdjustmentMode == .normal)

        // Inside the popover.
        #expect(s.window.tap(at: CGPoint(x: 400, y: 800)) === p.view)
        // POP-2: a passthrough view takes the tap, nothing else happens.
        #expect(s.window.tap(at: CGPoint(x: 50, y: 120)) === s.button)
        #expect(!s.window.isTransitionRunning)
        #expect(s.window.presentations.count == 1)
        // Elsewhere: the dimming view, and the presenter dismisses (animated).
        let mark = s.mark
        #expect(s.window.tap(at: CGPoint(x: 700, y: 200)) === dimming)
        #expect(s.trace(since: mark) == ["P: dismissalTransitionWillBegin"])
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)
        // A dimming tap while the transition runs does nothing.
        #expect(s.window.tap(at: CGPoint(x: 700, y: 200)) === dimming)
        #expect(s.trace(since: mark) == ["P: dismissalTransitionWillBegin"])
        s.window.advance(by: 0.3)
        #expect(p.presentingViewController == nil)
        #expect(s.window.subviews.count == 1)
        #expect(s.window.tap(at: CGPoint(x: 700, y: 200)) === s.root.view)
    }

    @Test("A view behind that is not a passthrough view does not take the tap (POP-2)")
    func nonPassthroughButton() throws {
        let s = try PopoverStage(device: .pad)
        let p = vc("P", style: .popover)
        let controller = try #require(p.presentationController as? PopoverPresentationController)
        controller.sourceView = s.root.view
        controller.sourceRect = rect(400, 1100, 40, 40)
        s.root.present(p, animated: false)
        #expect(s.window.tap(at: CGPoint(x: 50, y: 120)) === controller.dimmingViewInContainer)
        #expect(s.window.isTransitionRunning)
    }

    @Test("Anchored at the button: below it, x clamped to A (10, 157, 320, 480)")
    func belowButton() throws {
        let s = try PopoverStage(device: .pad)
        let p = s.popover()
        s.root.present(p, animated: false)
        // S = (20, 100, 100, 44): x = clamp(70 − 160, 10, 490) = 10; y = 144 + 13 = 157.
        #expect(p.view.frameInWindow == rect(10, 157, 320, 480))
        #expect(p.presentingViewController === s.root)
    }

    @Test("preferredContentSize, and the neither-side-fits clamp")
    func preferredSizes() throws {
        let s = try PopoverStage(device: .pad)
        let p = vc("P", style: .popover)
        let controller = try #require(p.presentationController as? PopoverPresentationController)
        controller.sourceView = s.root.view
        controller.sourceRect = rect(400, 500, 20, 20)
        p.preferredContentSize = CGSize(width: 200, height: 100)
        s.root.present(p, animated: false)
        // x = 410 − 100 = 310, y = 520 + 13 = 533.
        #expect(p.view.frameInWindow == rect(310, 533, 200, 100))
        p.preferredContentSize = CGSize(width: 300, height: 700)
        // Below: 533 + 700 > 1150; above: 500 − 13 − 700 < 34 → 533, clamped to 1150 − 700 = 450.
        #expect(p.view.frameInWindow == rect(260, 450, 300, 700))
        p.preferredContentSize = CGSize(width: 5000, height: 5000)
        // Clamped to A: 800×1116 at (10, 34).
        #expect(p.view.frameInWindow == rect(10, 34, 800, 1116))
    }

    @Test("sourceRect defaults to the source view's bounds (the whole root view)")
    func defaultSourceRect() throws {
        let s = try PopoverStage(device: .pad)
        let p = vc("P", style: .popover)
        let controller = try #require(p.presentationController as? PopoverPresentationController)
        controller.sourceView = s.root.view
        s.root.present(p, animated: false)
        // S = (0, 0, 820, 1180): x = 410 − 160 = 250; y = 1193 clamped to 1150 − 480 = 670.
        #expect(p.view.frameInWindow == rect(250, 670, 320, 480))
    }

    @Test("Popover follows a rotation of pad (POP-1 re-applied)")
    func popoverRotation() throws {
        let s = try PopoverStage(device: .pad)
        let p = vc("P", style: .popover)
        let controller = try #require(p.presentationController as? PopoverPresentationController)
        controller.sourceView = s.root.view
        controller.sourceRect = rect(400, 100, 40, 40)
        s.root.present(p, animated: false)
        #expect(p.view.frameInWindow == rect(260, 153, 320, 480))
        #expect(s.window.rotate(to: .landscape))
        // 1180×820: A = (10, 34, 1160, 756), maxY 790; y = 153 (153 + 480 = 633 ≤ 790).
        #expect(p.view.frameInWindow == rect(260, 153, 320, 480))
        #expect(controller.dimmingViewInContainer?.frameInWindow == rect(0, 0, 1180, 820))
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
    }
}
