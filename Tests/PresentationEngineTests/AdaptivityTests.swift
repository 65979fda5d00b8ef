import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// ADAPT rules. pad-split (w × 1180, safe 24,0,20,0): SHEET-1 top = 34, M = 1180 − 34 − 20 = 1126,
// large sheet = (0, 34, w, 1146). Anchor: PopoverStage's button (20, 100, 100, 44) → popover at
// x = 10, y = 157 whenever 320 wide fits.

@Suite("Adaptivity (ADAPT-1..9)")
struct AdaptivityTests {
    @Test("pad-split 320 → 678 → 320: form sheet ↔ popover, same presented VC, delegate told (ADAPT-1, ADAPT-5, ADAPT-9)")
    func padSplitResizePopover() throws {
        let s = try PopoverStage(device: .padSplit, splitWidth: 320)
        let p = s.popover()
        let delegate = s.adaptiveDelegate(of: p)
        let controller = try #require(p.presentationController as? PopoverPresentationController)
        let mark = s.mark
        s.root.present(p, animated: false)
        #expect(s.trace(since: mark) == [
            "P: asked compact/regular", "P: willPresentWithAdaptiveStyle formSheet", "P: substitute asked formSheet",
            "P: presentationTransitionWillBegin", "P: presentationTransitionDidEnd(true)",
        ])
        #expect(controller.adaptedStyle == .formSheet)
        #expect(p.view.frameInWindow == rect(0, 34, 320, 1146))
        #expect(controller.isSheetDimmed == true)
        #expect(controller.dimmingViewInContainer?.alpha == 1)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)

        let mark2 = s.mark
        #expect(s.window.resize(toWidth: 678))
        // Regular/regular: not asked (ADAPT-2), told of the changed style (ADAPT-5).
        #expect(s.trace(since: mark2) == ["P: willPresentWithAdaptiveStyle none"])
        #expect(controller.adaptedStyle == .none)
        #expect(controller.effectiveStyle == .popover)
        // A = (10, 34, 658, 1116): x = clamp(70 − 160, 10, 348) = 10, y = 157.
        #expect(p.view.frameInWindow == rect(10, 157, 320, 480))
        #expect(controller.dimmingViewInContainer?.alpha == 0.01)
        #expect(controller.dimmingViewInContainer?.frameInWindow == rect(0, 0, 678, 1180))
        #expect(s.window.presentations.count == 1)
        #expect(s.window.presentations.first === controller)
        #expect(s.window.presentations.first?.presentedViewController === p)
        #expect(p.presentingViewController === s.root)
        #expect(s.root.presentedViewController === p)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(s.trace(since: mark2).allSatisfy { !$0.contains("TransitionWillBegin") })

        let mark3 = s.mark
        #expect(s.window.resize(toWidth: 320))
        #expect(s.trace(since: mark3) == ["P: asked compact/regular", "P: willPresentWithAdaptiveStyle formSheet",
                                          "P: substitute asked formSheet"])
        #expect(controller.adaptedStyle == .formSheet)
        #expect(p.view.frameInWindow == rect(0, 34, 320, 1146))
        #expect(controller.dimmingViewInContainer?.alpha == 1)
        #expect(delegate.told == [.formSheet, .none, .formSheet])
        #expect(delegate.asked.count == 2)
        #expect(p.presentingViewController === s.root)
    }

    @Test("Without a delegate nothing is recorded, and the adaptation is the same (ADAPT-9)")
    func padSplitResizeNoDelegate() throws {
        let s = try PopoverStage(device: .padSplit, splitWidth: 320)
        let p = s.popover()
        s.root.present(p, animated: false)
        #expect(p.presentationController?.adaptedStyle == .formSheet)
        let mark = s.mark
        #expect(s.window.resize(toWidth: 678))
        #expect(s.trace(since: mark).isEmpty)
        #expect(p.view.frameInWindow == rect(10, 157, 320, 480))
        #expect(s.window.resize(toWidth: 507))
        // 507 is regular: still a popover; A = (10, 34, 487, 1116).
        #expect(p.view.frameInWindow == rect(10, 157, 320, 480))
        #expect(s.window.resize(toWidth: 405))
        #expect(p.view.frameInWindow == rect(0, 34, 405, 1146))
    }

    @Test("half-height-adaptive on pad-split 678 → 320 → 678 (ADAPT-2, catalogue)")
    func halfHeightAdaptive() throws {
        let s = try PopoverStage(device: .padSplit, splitWidth: 678)
        let adaptive = HalfHeightAdaptiveViewController()
        adaptive.title = "H"
        let controller = try #require(adaptive.presentationController as? PopoverPresentationController)
        controller.sourceView = s.button
        controller.delegate = adaptive
        let mark = s.mark
        s.root.present(adaptive, animated: false)
        #expect(s.trace(since: mark).first == "H: willPresentWithAdaptiveStyle none")
        #expect(adaptive.view.frameInWindow == rect(10, 157, 320, 480))
        #expect(adaptive.cardView.frameInWindow == rect(10, 157, 320, 480))
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)

        let mark2 = s.mark
        #expect(s.window.resize(toWidth: 320))
        #expect(s.trace(since: mark2) == ["H: asked compact/regular", "H: willPresentWithAdaptiveStyle overFullScreen",
                                          "H: substitute asked overFullScreen"])
        #expect(controller.adaptedStyle == .overFullScreen)
        #expect(adaptive.currentAdaptiveStyle == .overFullScreen)
        #expect(adaptive.view.frameInWindow == rect(0, 0, 320, 1180))
        // Card at (0, h/2, w, h/2) of the presented view.
        #expect(adaptive.cardView.frameInWindow == rect(0, 590, 320, 590))
        #expect(controller.dimmingViewInContainer == nil)
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)
        #expect(s.root.view.window === s.window)      // overFullScreen removes nothing
        #expect(adaptive.presentingViewController === s.root)

        #expect(s.window.resize(toWidth: 678))
        #expect(controller.adaptedStyle == .none)
        #expect(adaptive.view.frameInWindow == rect(10, 157, 320, 480))
        #expect(adaptive.cardView.frameInWindow == rect(10, 157, 320, 480))
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
    }

    @Test("Popover on phone-max landscape: regular width, compact height → still adapted, full screen (ADAPT-1, ADAPT-7)")
    func phoneMaxLandscape() throws {
        let s = try Stage(device: .phoneMax, orientation: .landscape)
        #expect(s.window.traitCollection.horizontalSizeClass == .regular)
        #expect(s.window.traitCollection.verticalSizeClass == .compact)
        let p = vc("P", style: .popover)
        let controller = try #require(p.presentationController as? PopoverPresentationController)
        controller.sourceView = s.root.view
        controller.sourceRect = rect(400, 100, 40, 40)
        s.root.present(p, animated: false)
        #expect(controller.adaptedStyle == .fullScreen)
        #expect(p.view.frameInWindow == rect(0, 0, 932, 430))
        #expect(controller.dimmingViewInContainer == nil)
        #expect(s.root.view.window == nil)             // FRAME-2
        #expect(s.root.view.tintAdjustmentMode == .automatic)
    }

    @Test("Popover on phone-max landscape with an edge-attached adaptive sheet (ADAPT-8)")
    func phoneMaxLandscapeEdgeAttached() throws {
        let s = try Stage(device: .phoneMax, orientation: .landscape)
        let p = vc("P", style: .popover)
        let controller = try #require(p.presentationController as? PopoverPresentationController)
        controller.sourceView = s.root.view
        controller.adaptiveSheetPresentationController.prefersEdgeAttachedInCompactHeight = true
        s.root.present(p, animated: false)
        // 932×430, safe (0, 59, 21, 59): M = 430 − 10 − 21 = 399 → height 420, y = 10; w = 814, x = 59.
        #expect(controller.adaptedStyle == .formSheet)
        #expect(p.view.frameInWindow == rect(59, 10, 814, 420))
        #expect(controller.isSheetDimmed == true)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(s.root.view.window === s.window)
    }

    @Test("phone-max: portrait popover is a sheet; rotating to landscape makes it full screen (ADAPT-5)")
    func phoneMaxRotation() throws {
        let s = try PopoverStage(device: .phoneMax)
        let p = s.popover()
        let delegate = s.adaptiveDelegate(of: p)
        s.root.present(p, animated: false)
        // 430×932: M = 932 − 69 − 34 = 829 → (0, 69, 430, 863).
        #expect(p.view.frameInWindow == rect(0, 69, 430, 863))
        #expect(s.window.rotate(to: .landscape))
        #expect(p.view.frameInWindow == rect(0, 0, 932, 430))
        #expect(p.presentationController?.adaptedStyle == .fullScreen)
        #expect(delegate.told == [.formSheet, .fullScreen])
        #expect(delegate.asked.count == 2)
    }

    @Test("ADAPT-8: the adaptive sheet's detents apply to the adapted popover")
    func adaptiveSheetDetents() throws {
        let s = try PopoverStage(device: .phone)
        let p = s.popover()
        let controller = try #require(p.presentationController)
        controller.adaptiveSheetPresentationController.detents = [.medium(), .large()]
        controller.adaptiveSheetPresentationController.largestUndimmedDetentIdentifier = .medium
        s.root.present(p, animated: false)
        #expect(p.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(controller.isSheetDimmed == false)
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)
        #expect(s.window.tap(at: CGPoint(x: 100, y: 300)) === s.root.view)
    }

    @Test("ADAPT-2: the delegate's answer is final on phone", arguments: [
        (ModalPresentationStyle.none, ModalPresentationStyle.none, rect(10, 157, 320, 480), true),
        (.fullScreen, .fullScreen, rect(0, 0, 393, 852), false),
        (.overFullScreen, .overFullScreen, rect(0, 0, 393, 852), true),
        (.pageSheet, .pageSheet, rect(0, 69, 393, 783), true),
        (.currentContext, .none, rect(10, 157, 320, 480), true),   // not honoured → counts as .none
        (.popover, .none, rect(10, 157, 320, 480), true),
    ])
    func delegateAnswers(answer: ModalPresentationStyle, reported: ModalPresentationStyle, frame: CGRect,
                         rootInWindow: Bool) throws {
        let s = try PopoverStage(device: .phone)
        let p = s.popover()
        s.adaptiveDelegate(of: p, RecordingAdaptiveDelegate(answer: answer))
        s.root.present(p, animated: false)
        // Popover on phone portrait: A = (10, 69, 373, 739); x = clamp(70 − 160, 10, 63) = 10, y = 157.
        #expect(p.presentationController?.adaptedStyle == reported)
        #expect(p.view.frameInWindow == frame)
        #expect((s.root.view.window != nil) == rootInWindow)
    }

    @Test("ADAPT-4: .overFullScreen and context styles never ask their delegate")
    func neverAdaptingStyles() throws {
        let s = try SplitStage()
        let over = vc("O", style: .overFullScreen)
        let d1 = s.adaptiveDelegate(of: over, RecordingAdaptiveDelegate(answer: .pageSheet))
        s.root.present(over, animated: false)
        #expect(d1.asked.isEmpty)
        #expect(d1.told.isEmpty)
        #expect(over.view.frameInWindow == rect(0, 0, 393, 852))
        s.root.dismiss(animated: false)

        let ctx = vc("X", style: .overCurrentContext)
        let d2 = s.adaptiveDelegate(of: ctx, RecordingAdaptiveDelegate(answer: .fullScreen))
        s.bottom.present(ctx, animated: false)
        #expect(d2.asked.isEmpty)
        #expect(ctx.view.frameInWindow == rect(0, 426, 393, 426))
        #expect(s.window.rotate(to: .landscape))
        #expect(d2.asked.isEmpty)
        // Landscape 852×393: B = (0, 196.5, 852, 196.5).
        #expect(ctx.view.frameInWindow == rect(0, 196.5, 852, 196.5))
    }

    @Test("ADAPT-2: a .custom presentation's delegate can adapt it; without one it does not adapt")
    func customAdaptation() throws {
        let s = try Stage()
        let card = vc("C")
        s.custom(card, .centeredCard)
        let delegate = s.adaptiveDelegate(of: card, RecordingAdaptiveDelegate(answer: .overFullScreen))
        s.root.present(card, animated: false)
        #expect(delegate.asked.count == 1)
        #expect(card.presentationController?.adaptedStyle == .overFullScreen)
        #expect(card.view.frameInWindow == rect(0, 0, 393, 852))
    }
}
