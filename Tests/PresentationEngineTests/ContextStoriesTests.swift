import Foundation
import PresCheckCore
import PresCheckTestSupport
import PresentationEngine
import Testing

// The source articles' stories (articles 000, 001, 004 of the behaviour catalogue's Sources), on `phone` portrait (393×852, safe 59,0,34,0).
// Split stage: T = (0, 0, 393, 426), B = (0, 426, 393, 426) (TRAIT-2: 852 · 0.5 = 426).

@Suite("Context stories (CTX, HIT-2, FRAME-1)")
struct ContextStoriesTests {
    @Test("Split stage lays out its children in unit coordinates (TRAIT-2)")
    func splitLayout() throws {
        let s = try SplitStage()
        #expect(s.root.view.frameInWindow == rect(0, 0, 393, 852))
        #expect(s.top.view.frameInWindow == rect(0, 0, 393, 426))
        #expect(s.bottom.view.frameInWindow == rect(0, 426, 393, 426))
        #expect(s.root.view.subviews.count == 2)
        #expect(s.root.view.subviews.first === s.top.view)
        #expect(s.root.view.subviews.last === s.bottom.view)
    }

    @Test(".overCurrentContext from B covers exactly B; a tap on the top half reaches T (CTX-1, CTX-4, HIT-2, HIT-3)")
    func overCurrentContextFromBottom() throws {
        let s = try SplitStage()
        let p = vc("P", style: .overCurrentContext)
        s.bottom.present(p, animated: false)

        // CTX-1: B defines the context, so B is the presenter.
        #expect(p.presentingViewController === s.bottom)
        #expect(s.bottom.presentedViewController === p)
        // CTX-5: R and T present nothing (R has no ancestor; T's ancestor R presents nothing).
        #expect(s.root.presentedViewController == nil)
        #expect(s.top.presentedViewController == nil)
        let controller = try #require(p.presentationController)
        let container = try #require(controller.containerView)
        // CTX-4: container frame = presenter's view frame; FRAME-1: context style = container frame.
        #expect(container.frameInWindow == rect(0, 426, 393, 426))
        #expect(p.view.frameInWindow == rect(0, 426, 393, 426))
        // HIT-3: inserted into B's superview (R's view) directly above B's view.
        #expect(container.superview === s.root.view)
        #expect(s.root.view.subviews.map { ObjectIdentifier($0) }
                == [s.top.view, s.bottom.view, container].map { ObjectIdentifier($0) })
        // FRAME-2: .overCurrentContext removes nothing.
        #expect(s.bottom.view.window === s.window)
        #expect(s.top.view.window === s.window)
        // HIT-1/HIT-2: y = 425.9 is in T (half-open), y = 426 in the presented view.
        #expect(s.window.tap(at: CGPoint(x: 100, y: 100)) === s.top.view)
        #expect(s.window.tap(at: CGPoint(x: 100, y: 425.9)) === s.top.view)
        #expect(s.window.tap(at: CGPoint(x: 100, y: 426)) === p.view)
        #expect(s.window.tap(at: CGPoint(x: 392.9, y: 851.9)) === p.view)
        // TINT-1: no tint change.
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)
        #expect(s.warnings.isEmpty)
    }

    @Test("Animated .overCurrentContext slides over the context's height (LIFE-6, LIFE-7)")
    func overCurrentContextAnimated() throws {
        let s = try SplitStage()
        let p = vc("P", style: .overCurrentContext)
        s.bottom.present(p, animated: true)
        // LIFE-7: in the window from the accepting step; p = 0 → moved down by 426.
        #expect(p.view.frameInWindow == rect(0, 852, 393, 426))
        s.window.advance(by: 0.15)
        // p = 0.5 → down by 0.5 · 426 = 213.
        #expect(p.view.frameInWindow == rect(0, 639, 393, 426))
        #expect(s.window.isTransitionRunning)
        s.window.advance(by: 0.15)
        #expect(p.view.frameInWindow == rect(0, 426, 393, 426))
        #expect(!s.window.isTransitionRunning)
    }

    @Test(".currentContext from B removes only B's view when settled (FRAME-2)")
    func currentContextRemovesPresenterOnly() throws {
        let s = try SplitStage()
        let p = vc("P", style: .currentContext)
        s.bottom.present(p, animated: false)
        #expect(p.presentingViewController === s.bottom)
        #expect(p.view.frameInWindow == rect(0, 426, 393, 426))
        #expect(s.bottom.view.window == nil)
        #expect(s.top.view.window === s.window)
        #expect(s.root.view.window === s.window)
        s.bottom.dismiss(animated: false)
        // FRAME-5: as if it never happened.
        #expect(s.bottom.view.frameInWindow == rect(0, 426, 393, 426))
        #expect(s.root.view.subviews.count == 2)
        #expect(p.view.window == nil)
        #expect(p.presentingViewController == nil)
        #expect(s.bottom.presentedViewController == nil)
    }

    @Test(".custom with the default shouldPresentInFullscreen covers the window; presenter is R (CTX-2, CTX-4)")
    func customDefaultIsFullWindow() throws {
        let s = try SplitStage()
        let p = vc("P")
        s.custom(p, ControllerFactory { PresentationController(presentedViewController: $0, presenting: $1) })
        s.bottom.present(p, animated: false)

        #expect(p.presentingViewController === s.root)
        // CTX-5: B's nearest presenting ancestor is R.
        #expect(s.bottom.presentedViewController === p)
        #expect(s.top.presentedViewController === p)
        let container = try #require(p.presentationController?.containerView)
        #expect(container.frameInWindow == rect(0, 0, 393, 852))
        #expect(container.superview === s.window)
        #expect(p.view.frameInWindow == rect(0, 0, 393, 852))
        // The window-sized presentation takes the top half's touches.
        #expect(s.window.tap(at: CGPoint(x: 100, y: 100)) === p.view)
        // FRAME-2: shouldRemovePresentersView defaults to false.
        #expect(s.root.view.window === s.window)
    }

    @Test(".custom without a transitioning delegate is the same full-window presentation (CTX-2)")
    func customWithoutDelegate() throws {
        let s = try SplitStage()
        let p = vc("P", style: .custom)
        s.bottom.present(p, animated: false)
        #expect(p.presentingViewController === s.root)
        #expect(p.view.frameInWindow == rect(0, 0, 393, 852))
    }

    @Test("half-context (shouldPresentInFullscreen false) is confined to B (CTX-3, CTX-4, HIT-2)")
    func halfContextConfinedToBottom() throws {
        let s = try SplitStage()
        let p = vc("P")
        s.custom(p, .halfContext)
        s.bottom.present(p, animated: false)

        #expect(p.presentingViewController === s.bottom)
        #expect(s.root.presentedViewController == nil)
        let controller = try #require(p.presentationController as? HalfContextPresentationController)
        let container = try #require(controller.containerView)
        #expect(container.frameInWindow == rect(0, 426, 393, 426))
        #expect(container.superview === s.root.view)
        // Catalogue: (0, h/2, w, h/2) of the container = (0, 213, 393, 213) → window y 426 + 213.
        #expect(p.view.frameInWindow == rect(0, 639, 393, 213))
        #expect(controller.dimmingView.frameInWindow == rect(0, 426, 393, 426))
        #expect(controller.dimmingView.alpha == 0.5)
        #expect(controller.dimmingViewInContainer === controller.dimmingView)
        // HIT-3: dimming, then the presented view.
        #expect(container.subviews.count == 2)
        #expect(container.subviews.first === controller.dimmingView)
        #expect(container.subviews.last === p.view)

        // HIT-2: the top half still reaches T, and tapping there dismisses nothing.
        #expect(s.window.tap(at: CGPoint(x: 100, y: 100)) === s.top.view)
        #expect(!s.window.isTransitionRunning)
        #expect(s.window.tap(at: CGPoint(x: 100, y: 700)) === p.view)
        #expect(!s.window.isTransitionRunning)
        // A tap on the dimming view dismisses (animated).
        let mark = s.mark
        #expect(s.window.tap(at: CGPoint(x: 100, y: 500)) === controller.dimmingView)
        #expect(s.window.isTransitionRunning)
        #expect(s.trace(since: mark) == ["P: dismissalTransitionWillBegin"])
        s.window.advance(by: 0.3)
        #expect(s.trace(since: mark) == ["P: dismissalTransitionWillBegin", "P: dismissalTransitionDidEnd(true)"])
        #expect(p.presentingViewController == nil)
        #expect(s.root.view.subviews.count == 2)
        #expect(controller.dimmingView.window == nil)
    }

    @Test("half-context animates within the context: frame and dimming at p = 0.5 (LIFE-6)")
    func halfContextAnimated() throws {
        let s = try SplitStage()
        let p = vc("P")
        s.custom(p, .halfContext)
        s.bottom.present(p, animated: true)
        let controller = try #require(p.presentationController as? HalfContextPresentationController)
        #expect(controller.dimmingView.alpha == 0)
        s.window.advance(by: 0.15)
        // Final (0, 639, 393, 213), down by 0.5 · 426 = 213; dimming 0.5 · 0.5.
        #expect(p.view.frameInWindow == rect(0, 852, 393, 213))
        #expect(close(controller.dimmingView.alpha, 0.25))
        s.window.advance(by: 0.15)
        #expect(p.view.frameInWindow == rect(0, 639, 393, 213))
        #expect(controller.dimmingView.alpha == 0.5)
    }

    @Test("PresentationHelper: the intermediate presentation keeps half-context in B (CTX-3 workaround)")
    func intermediateHelper() throws {
        let s = try SplitStage()
        let target = vc("P")
        let helper = PresentationHelper(presenting: target)
        helper.start(from: s.bottom, animated: false)
        // The helper is .overCurrentContext from B; the target is presented over the helper.
        #expect(helper.presentingViewController === s.bottom)
        #expect(target.presentingViewController === helper)
        // Context = the helper's view = B's frame; half-context takes its bottom half.
        #expect(helper.view.frameInWindow == rect(0, 426, 393, 426))
        #expect(target.view.frameInWindow == rect(0, 639, 393, 213))
        #expect(s.window.tap(at: CGPoint(x: 10, y: 10)) === s.top.view)
        // Dismissing the target dismisses the helper too (the article's cleanup).
        target.dismiss(animated: false)
        #expect(s.window.presentations.isEmpty)
        #expect(s.bottom.presentedViewController == nil)
    }
}

@Suite("Catalogue stories: toast and centered-card (FRAME-3, FRAME-4)")
struct CatalogueStoriesTests {
    // toast on phone portrait: safe frame (0, 59, 393, 759); width 393 − 32 = 361, height 60,
    // bottom edge at 852 − 34 − 16 = 802 → y = 742, x = 0 + 16.
    static let toastFrame = rect(16, 742, 361, 60)

    @Test("toast keeps its frame under a .fullScreen VC: presentation, animated dismissal and after (FRAME-3)")
    func toastUnderFullScreen() throws {
        let s = try Stage()
        let toast = vc("Toast")
        s.custom(toast, .toast)
        s.root.present(toast, animated: false)
        #expect(toast.view.frameInWindow == Self.toastFrame)
        #expect(toast.presentationController?.dimmingViewInContainer == nil)

        let full = vc("F", style: .fullScreen)
        toast.present(full, animated: true)
        #expect(full.presentingViewController === toast)
        #expect(full.view.frameInWindow == rect(0, 852, 393, 852))
        #expect(toast.view.frameInWindow == Self.toastFrame)
        s.window.advance(by: 0.15)
        #expect(full.view.frameInWindow == rect(0, 426, 393, 852))
        #expect(toast.view.frameInWindow == Self.toastFrame)
        s.window.advance(by: 0.15)
        #expect(full.view.frameInWindow == rect(0, 0, 393, 852))
        // FRAME-2: .fullScreen took everything behind its container out of the window.
        #expect(toast.view.window == nil)
        #expect(s.root.view.window == nil)
        #expect(toast.view.frame == Self.toastFrame)

        full.dismiss(animated: true)
        // LIFE-7: back in the window in the step the dismissal starts, at its own frame (FRAME-3).
        #expect(s.root.view.window === s.window)
        #expect(toast.view.frameInWindow == Self.toastFrame)
        #expect(full.view.frameInWindow == rect(0, 0, 393, 852))
        s.window.advance(by: 0.15)
        #expect(toast.view.frameInWindow == Self.toastFrame)
        #expect(full.view.frameInWindow == rect(0, 426, 393, 852))
        s.window.advance(by: 0.15)
        #expect(toast.view.frameInWindow == Self.toastFrame)
        #expect(full.view.window == nil)
        #expect(toast.presentedViewController == nil)
        #expect(full.presentingViewController == nil)
        #expect(s.root.presentedViewController === toast)
        // LIFE-5: the catalogue toast never logs re-entrancy.
        #expect(s.warnings.isEmpty)
    }

    @Test("toast height follows preferredContentSize at the next layout pass (TRAIT-4)")
    func toastPreferredHeight() throws {
        let s = try Stage()
        let toast = vc("Toast")
        s.custom(toast, .toast)
        s.root.present(toast, animated: false)
        toast.preferredContentSize = CGSize(width: 0, height: 80)
        // Bottom edge stays at 802: y = 802 − 80 = 722.
        #expect(toast.view.frameInWindow == rect(16, 722, 361, 80))
        #expect(s.warnings.isEmpty)
    }

    @Test("toast on phone landscape uses the landscape safe area")
    func toastLandscape() throws {
        let s = try Stage()
        let toast = vc("Toast")
        s.custom(toast, .toast)
        s.root.present(toast, animated: false)
        #expect(s.window.rotate(to: .landscape))
        // 852×393, safe (0, 59, 21, 59): safe frame (59, 0, 734, 372); x = 59 + 16 = 75,
        // width 734 − 32 = 702, bottom edge 393 − 21 − 16 = 356 → y = 296.
        #expect(toast.view.frameInWindow == rect(75, 296, 702, 60))
    }

    // centered-card: size (w / 1.5, h / 2), centred.
    // phone portrait 393×852: (262, 426) at ((393 − 262)/2, (852 − 426)/2) = (65.5, 213).
    // phone landscape 852×393: (568, 196.5) at ((852 − 568)/2, (393 − 196.5)/2) = (142, 98.25).
    @Test("centered-card follows a rotation, portrait → landscape → portrait (FRAME-4)")
    func centeredCardRotation() throws {
        let s = try Stage()
        let card = vc("C")
        s.custom(card, .centeredCard)
        s.root.present(card, animated: false)
        let controller = try #require(card.presentationController as? CenteredCardPresentationController)
        #expect(card.presentingViewController === s.root)
        #expect(card.view.frameInWindow == rect(65.5, 213, 262, 426))
        #expect(controller.dimmingView.frameInWindow == rect(0, 0, 393, 852))
        #expect(controller.dimmingView.alpha == 0.5)

        #expect(s.window.rotate(to: .landscape))
        #expect(controller.containerView?.frameInWindow == rect(0, 0, 852, 393))
        #expect(card.view.frameInWindow == rect(142, 98.25, 568, 196.5))
        #expect(controller.dimmingView.frameInWindow == rect(0, 0, 852, 393))

        #expect(s.window.rotate(to: .portrait))
        #expect(card.view.frameInWindow == rect(65.5, 213, 262, 426))
        #expect(controller.dimmingView.frameInWindow == rect(0, 0, 393, 852))
        #expect(s.warnings.isEmpty)
    }

    @Test("centered-card tap on the dimming view dismisses; on the card it does not")
    func centeredCardTaps() throws {
        let s = try Stage()
        let card = vc("C")
        s.custom(card, .centeredCard)
        s.root.present(card, animated: false)
        let controller = try #require(card.presentationController as? CenteredCardPresentationController)
        #expect(s.window.tap(at: CGPoint(x: 196, y: 426)) === card.view)
        #expect(!s.window.isTransitionRunning)
        #expect(s.window.tap(at: CGPoint(x: 10, y: 10)) === controller.dimmingView)
        #expect(s.window.isTransitionRunning)
        // Catalogue taps do nothing while a transition runs.
        let mark = s.mark
        #expect(s.window.tap(at: CGPoint(x: 10, y: 10)) === controller.dimmingView)
        #expect(s.trace(since: mark).isEmpty)
        s.window.advance(by: 0.3)
        #expect(card.presentingViewController == nil)
        #expect(controller.dimmingView.window == nil)
        #expect(s.window.subviews.count == 1)
    }

    @Test("centered-card follows a pad-split resize 678 → 320 (FRAME-4)")
    func centeredCardResize() throws {
        let s = try Stage(device: .padSplit, splitWidth: 678)
        let card = vc("C")
        s.custom(card, .centeredCard)
        s.root.present(card, animated: false)
        // 678×1180: (452, 590) at (113, 295).
        #expect(card.view.frameInWindow == rect(113, 295, 452, 590))
        #expect(s.window.resize(toWidth: 320))
        // 320×1180: (213.333, 590) at ((320 − 213.333)/2, 295) = (53.333, 295).
        #expect(close(card.view.frameInWindow, rect((320 - 640.0 / 3) / 2, 295, 640.0 / 3, 590)))
        let controller = try #require(card.presentationController as? CenteredCardPresentationController)
        #expect(controller.dimmingView.frameInWindow == rect(0, 0, 320, 1180))
        // ADAPT-2: without a delegate a .custom presentation does not adapt.
        #expect(controller.adaptedStyle == .none)
    }
}
