import Foundation
import PresCheckCore
import PresentationEngine
import Testing

/// A `.custom` controller with an inset frame and no layout code of its own (HIT-2, FRAME-3).
final class InsetPresentationController: PresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        (containerView?.bounds ?? .zero).insetBy(dx: 20, dy: 20)
    }
}

@Suite("Edge cases")
struct EdgeCaseTests {
    @Test("LIFE-4: a cancelled two-layer .fullScreen dismissal puts every view back where it was")
    func cancelNestedFullScreen() throws {
        let s = try Stage()
        let a = vc("A", style: .fullScreen)
        let b = vc("B", style: .fullScreen)
        s.root.present(a, animated: false)
        a.present(b, animated: false)
        let aContainer = try #require(a.presentationController?.containerView)
        let bContainer = try #require(b.presentationController?.containerView)
        #expect(s.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(bContainer)])
        s.window.beginInteractiveDismissal(of: s.root)
        #expect(s.root.view.window === s.window)
        #expect(aContainer.window === s.window)
        #expect(a.view.window == nil)
        s.window.updateInteractiveDismissal(progress: 0.5)
        s.window.cancelInteractiveDismissal()
        #expect(s.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(bContainer)])
        #expect(s.root.view.window == nil)
        #expect(a.view.superview === aContainer)
        #expect(b.view.frameInWindow == rect(0, 0, 393, 852))
        // And a real dismissal afterwards restores layer 0.
        s.root.dismiss(animated: false)
        #expect(s.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(s.root.view)])
        #expect(s.root.view.frameInWindow == rect(0, 0, 393, 852))
    }

    @Test("DETENT-1: a large sheet with undimmed large is undimmed; touches above it reach R")
    func undimmedLarge() throws {
        let s = try Stage()
        let sheet = vc("S", style: .pageSheet)
        let controller = try #require(sheet.presentationController as? SheetPresentationController)
        controller.largestUndimmedDetentIdentifier = .large
        s.root.present(sheet, animated: false)
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
        #expect(controller.isSheetDimmed == false)
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)
        #expect(s.window.tap(at: CGPoint(x: 100, y: 30)) === s.root.view)
    }

    @Test("ADAPT-2: centered-card adapted by its delegate to .pageSheet behaves as a sheet")
    func customAdaptedToSheet() throws {
        let s = try Stage()
        let card = vc("C")
        s.custom(card, .centeredCard)
        s.adaptiveDelegate(of: card, RecordingAdaptiveDelegate(answer: .pageSheet))
        s.root.present(card, animated: false)
        let controller = try #require(card.presentationController as? CenteredCardPresentationController)
        #expect(controller.adaptedStyle == .pageSheet)
        #expect(card.view.frameInWindow == rect(0, 69, 393, 783))
        // The catalogue dimming is out of play; the sheet's own dimming (alpha 1) is the one shown.
        let dimming = try #require(controller.dimmingViewInContainer)
        #expect(dimming !== controller.dimmingView)
        #expect(dimming.alpha == 1)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
    }

    @Test("toast follows a pad-split resize (FRAME-4)")
    func toastResize() throws {
        let s = try Stage(device: .padSplit, splitWidth: 678)
        let toast = vc("Toast")
        s.custom(toast, .toast)
        s.root.present(toast, animated: false)
        // Bottom edge 1180 − 20 − 16 = 1144 → y = 1084.
        #expect(toast.view.frameInWindow == rect(16, 1084, 646, 60))
        #expect(s.window.resize(toWidth: 320))
        #expect(toast.view.frameInWindow == rect(16, 1084, 288, 60))
    }

    @Test("HIT-2: a full-window custom container takes touches its presented view does not")
    func containerTakesTouches() throws {
        let s = try Stage()
        let x = vc("X")
        s.custom(x, ControllerFactory { InsetPresentationController(presentedViewController: $0, presenting: $1) })
        s.root.present(x, animated: false)
        #expect(x.view.frameInWindow == rect(20, 20, 353, 812))
        let container = try #require(x.presentationController?.containerView)
        #expect(s.window.tap(at: CGPoint(x: 5, y: 5)) === container)
        #expect(s.window.tap(at: CGPoint(x: 20, y: 20)) === x.view)
    }

    /// FRAME-3 and FRAME-4 read together: the engine sets a custom presented view's frame when the
    /// transition starts; after that, keeping it equal to `frameOfPresentedViewInContainerView` is
    /// the controller's job (FRAME-4), as in UIKit. A subclass that does not do it breaks FRAME-3
    /// after a rotation, and that is what the suite exists to report about user controllers; the
    /// engine must not hide it by laying the view out itself. What moves the view is its own
    /// autoresizing mask: a view controller's default view is flexible in width and height, as in
    /// UIKit, so an inset card follows the container's change of size, and a view without the mask
    /// keeps its frame.
    @Test("a custom subclass that sets no frames itself: its view moves only by its autoresizing mask")
    func subclassWithoutLayoutKeepsItsFrame() throws {
        let s = try Stage()
        let x = vc("X")
        #expect(x.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        s.custom(x, ControllerFactory { InsetPresentationController(presentedViewController: $0, presenting: $1) })
        s.root.present(x, animated: false)
        #expect(s.window.rotate(to: .landscape))
        let controller = try #require(x.presentationController)
        #expect(controller.frameOfPresentedViewInContainerView == rect(20, 20, 812, 353))
        // 353 + (852 − 393) wide, 812 − (852 − 393) high: the container's change, all in the size.
        #expect(x.view.frameInWindow == rect(20, 20, 812, 353))

        let fixed = try Stage()
        let y = vc("Y")
        y.view.autoresizingMask = []
        fixed.custom(y, ControllerFactory { InsetPresentationController(presentedViewController: $0, presenting: $1) })
        fixed.root.present(y, animated: false)
        #expect(fixed.window.rotate(to: .landscape))
        #expect(y.view.frameInWindow == rect(20, 20, 353, 812))
    }
}

@Suite("Stacked sheets, rotation of a context presentation, toast re-entry")
struct StackedTests {
    @Test("An undimmed sheet over a dimmed sheet: frames against the window, tints, touches (SHEET-1, DETENT-2)")
    func sheetOverSheet() throws {
        let s = try Stage()
        let s1 = vc("S1", style: .pageSheet)
        s.root.present(s1, animated: false)
        let s2 = vc("S2", style: .pageSheet)
        let c2 = try #require(s2.presentationController as? SheetPresentationController)
        c2.detents = [.medium(), .large()]
        c2.largestUndimmedDetentIdentifier = .medium
        s1.present(s2, animated: false)
        #expect(s2.presentingViewController === s1)
        #expect(s1.view.frameInWindow == rect(0, 69, 393, 783))
        #expect(s2.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(s1.view.effectiveTintAdjustmentMode == .normal)
        #expect(s.window.tap(at: CGPoint(x: 100, y: 200)) === s1.view)
        let s1Dimming = try #require(s1.presentationController?.dimmingViewInContainer)
        let mark = s.mark
        #expect(s.window.tap(at: CGPoint(x: 100, y: 30)) === s1Dimming)
        // R.dismiss: S1 and everything above it, top first.
        #expect(s.trace(since: mark) == ["S2: dismissalTransitionWillBegin", "S1: dismissalTransitionWillBegin"])
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)
        s.window.advance(by: 0.3)
        #expect(s.window.presentations.isEmpty)
        #expect(s.window.subviews.count == 1)
    }

    @Test("Two dimmed sheets: dismissing both from R restores both presenters' tints at the start (TINT-1, LIFE-2)")
    func twoDimmedSheets() throws {
        let s = try Stage()
        let s1 = vc("S1", style: .pageSheet)
        let s2 = vc("S2", style: .pageSheet)
        s.root.present(s1, animated: false)
        s1.present(s2, animated: false)
        #expect(s.root.view.tintAdjustmentMode == .dimmed)
        #expect(s1.view.tintAdjustmentMode == .dimmed)
        s.root.dismiss(animated: true)
        #expect(s.root.view.tintAdjustmentMode == .automatic)
        #expect(s1.view.tintAdjustmentMode == .automatic)
        #expect(s1.view.window == nil)
        s.window.advance(by: 0.3)
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)
    }

    @Test("half-context follows B through a rotation (CTX-4, FRAME-4)")
    func halfContextRotation() throws {
        let s = try SplitStage()
        let p = vc("P")
        s.custom(p, .halfContext)
        s.bottom.present(p, animated: false)
        let controller = try #require(p.presentationController as? HalfContextPresentationController)
        #expect(s.window.rotate(to: .landscape))
        // B = (0, 196.5, 852, 196.5); bottom half of it: y = 196.5 + 98.25.
        #expect(controller.containerView?.frameInWindow == rect(0, 196.5, 852, 196.5))
        #expect(p.view.frameInWindow == rect(0, 294.75, 852, 98.25))
        #expect(controller.dimmingView.frameInWindow == rect(0, 196.5, 852, 196.5))
        #expect(s.window.tap(at: CGPoint(x: 10, y: 10)) === s.top.view)
    }

    @Test("toast: a preferred height set while covered applies when it re-enters (TRAIT-4, FRAME-3)")
    func toastHeightWhileCovered() throws {
        let s = try Stage()
        let toast = vc("Toast")
        s.custom(toast, .toast)
        s.root.present(toast, animated: false)
        let full = vc("F", style: .fullScreen)
        toast.present(full, animated: false)
        toast.preferredContentSize = CGSize(width: 0, height: 100)
        full.dismiss(animated: true)
        // 802 − 100 = 702.
        #expect(toast.view.frameInWindow == rect(16, 702, 361, 100))
        s.window.advance(by: 0.3)
        #expect(toast.view.frameInWindow == rect(16, 702, 361, 100))
        #expect(s.warnings.isEmpty)
    }
}

@Suite("More adaptivity and layering details")
struct MoreDetailTests {
    @Test("ADAPT-9: asked in every trait-changing step with a compact dimension; told only when the style changes")
    func askedWithoutStyleChange() throws {
        let s = try PopoverStage(device: .phone)
        let p = s.popover()
        let controller = try #require(p.presentationController)
        controller.adaptiveSheetPresentationController.prefersEdgeAttachedInCompactHeight = true
        let delegate = s.adaptiveDelegate(of: p)
        s.root.present(p, animated: false)
        #expect(p.view.frameInWindow == rect(0, 69, 393, 783))
        let mark = s.mark
        #expect(s.window.rotate(to: .landscape))
        #expect(s.trace(since: mark) == ["P: asked compact/compact"])
        #expect(delegate.told == [.formSheet])
        #expect(delegate.asked.count == 2)
        // Edge-attached: (59, 10, 734, 383).
        #expect(p.view.frameInWindow == rect(59, 10, 734, 383))
        #expect(controller.adaptedStyle == .formSheet)
    }

    @Test("LIFE-2 reading: a context presentation accepted later from layer 0 is not 'above' R's presentation")
    func laterContextSiblingStays() throws {
        let s = try SplitStage()
        let over = vc("O", style: .overFullScreen)
        s.root.present(over, animated: false)
        let x = vc("X", style: .overCurrentContext)
        s.bottom.present(x, animated: false)
        #expect(x.presentingViewController === s.bottom)
        // HIT-3: X's container sits in R's view, behind O's container.
        #expect(x.presentationController?.containerView?.superview === s.root.view)
        #expect(s.window.tap(at: CGPoint(x: 10, y: 500)) === over.view)
        let mark = s.mark
        s.root.dismiss(animated: false)
        #expect(s.trace(since: mark) == ["O: dismissalTransitionWillBegin", "O: dismissalTransitionDidEnd(true)"])
        #expect(x.presentingViewController === s.bottom)
        #expect(s.window.tap(at: CGPoint(x: 10, y: 500)) === x.view)
    }
}

@Suite("More defect checks")
struct MoreDefectTests {
    @Test("dimming-left-after-cancel also leaves a sheet's dimming at the cancelled alpha (spec: 1)")
    func dimmingLeftAfterCancelSheet() throws {
        let s = try Stage(defects: [.dimmingLeftAfterCancel])
        let sheet = vc("S", style: .pageSheet)
        s.root.present(sheet, animated: false)
        s.window.beginInteractiveDismissal(of: sheet)
        s.window.updateInteractiveDismissal(progress: 0.5)
        s.window.cancelInteractiveDismissal()
        #expect(close(sheet.presentationController?.dimmingViewInContainer?.alpha, 0.5))
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
    }

    @Test("frame-reset-under-fullscreen resets centered-card too, until the dismissal above completes")
    func frameResetCenteredCard() throws {
        let s = try Stage(defects: [.frameResetUnderFullscreen])
        let card = vc("C")
        s.custom(card, .centeredCard)
        s.root.present(card, animated: false)
        let full = vc("F", style: .fullScreen)
        card.present(full, animated: false)
        full.dismiss(animated: true)
        #expect(card.view.frameInWindow == rect(0, 0, 393, 852))   // spec: (65.5, 213, 262, 426)
        s.window.advance(by: 0.3)
        #expect(card.view.frameInWindow == rect(65.5, 213, 262, 426))
    }

    @Test("Without frame-reset-under-fullscreen centered-card keeps its frame during the dismissal above")
    func centeredCardUnderFullScreen() throws {
        let s = try Stage()
        let card = vc("C")
        s.custom(card, .centeredCard)
        s.root.present(card, animated: false)
        let full = vc("F", style: .fullScreen)
        card.present(full, animated: false)
        full.dismiss(animated: true)
        #expect(card.view.frameInWindow == rect(65.5, 213, 262, 426))
        s.window.advance(by: 0.15)
        #expect(card.view.frameInWindow == rect(65.5, 213, 262, 426))
        s.window.advance(by: 0.15)
        #expect(card.view.frameInWindow == rect(65.5, 213, 262, 426))
    }
}
