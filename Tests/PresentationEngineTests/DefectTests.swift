import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// Each defect, turned on, makes its story produce the wrong value; the tests assert the wrong value
// exactly, next to the right one (the same story without the defect, in the other suites).

@Suite("Defects, part 1 (CTX, HIT-2, FRAME-3, LIFE-4, LIFE-5)")
struct DefectPart1Tests {
    @Test("fullscreen-flag-ignored: a direct half-context presentation covers the window (breaks CTX-3)")
    func fullscreenFlagIgnored() throws {
        let s = try SplitStage(defects: [.fullscreenFlagIgnored])
        let p = vc("P")
        s.custom(p, .halfContext)
        s.bottom.present(p, animated: false)
        let controller = try #require(p.presentationController as? HalfContextPresentationController)
        // Wrong: presenter R (CTX-3 says B), window-sized container, frames against the window.
        #expect(p.presentingViewController === s.root)
        #expect(controller.containerView?.frameInWindow == rect(0, 0, 393, 852))
        #expect(p.view.frameInWindow == rect(0, 426, 393, 426))          // spec: (0, 639, 393, 213)
        #expect(controller.dimmingView.frameInWindow == rect(0, 0, 393, 852))  // spec: (0, 426, 393, 426)
        #expect(s.window.tap(at: CGPoint(x: 100, y: 100)) === controller.dimmingView) // spec: T's view
    }

    @Test("fullscreen-flag-ignored leaves a non-direct presentation (the intermediate helper) in its context")
    func fullscreenFlagIgnoredHelper() throws {
        let s = try SplitStage(defects: [.fullscreenFlagIgnored])
        let target = vc("P")
        let helper = PresentationHelper(presenting: target)
        helper.start(from: s.bottom, animated: false)
        #expect(target.presentingViewController === helper)
        #expect(target.view.frameInWindow == rect(0, 639, 393, 213))
        #expect(s.window.tap(at: CGPoint(x: 10, y: 10)) === s.top.view)
    }

    @Test("container-covers-window: the context container swallows the top half's touches (breaks HIT-2, CTX-4)")
    func containerCoversWindow() throws {
        let s = try SplitStage(defects: [.containerCoversWindow])
        let p = vc("P", style: .overCurrentContext)
        s.bottom.present(p, animated: false)
        let container = try #require(p.presentationController?.containerView)
        #expect(p.presentingViewController === s.bottom)
        #expect(container.frameInWindow == rect(0, 0, 393, 852))          // spec: (0, 426, 393, 426)
        #expect(p.view.frameInWindow == rect(0, 426, 393, 426))           // unchanged
        #expect(s.window.tap(at: CGPoint(x: 100, y: 100)) === container)  // spec: T's view
    }

    @Test("container-covers-window with half-context: frames unchanged, touches swallowed")
    func containerCoversWindowHalfContext() throws {
        let s = try SplitStage(defects: [.containerCoversWindow])
        let p = vc("P")
        s.custom(p, .halfContext)
        s.bottom.present(p, animated: false)
        let controller = try #require(p.presentationController as? HalfContextPresentationController)
        let container = try #require(controller.containerView)
        #expect(container.frameInWindow == rect(0, 0, 393, 852))
        #expect(p.view.frameInWindow == rect(0, 639, 393, 213))
        #expect(controller.dimmingView.frameInWindow == rect(0, 426, 393, 426))
        #expect(s.window.tap(at: CGPoint(x: 100, y: 100)) === container)
        #expect(!s.window.isTransitionRunning)
    }

    @Test("frame-reset-under-fullscreen: the toast sits at the container bounds during the dismissal above (breaks FRAME-3)")
    func frameResetUnderFullscreen() throws {
        let s = try Stage(defects: [.frameResetUnderFullscreen])
        let toast = vc("Toast")
        s.custom(toast, .toast)
        s.root.present(toast, animated: false)
        let full = vc("F", style: .fullScreen)
        toast.present(full, animated: true)
        s.window.advance(by: 0.15)
        #expect(toast.view.frameInWindow == CatalogueStoriesTests.toastFrame)
        s.window.advance(by: 0.15)
        full.dismiss(animated: true)
        #expect(toast.view.frameInWindow == rect(0, 0, 393, 852))    // spec: (16, 742, 361, 60)
        s.window.advance(by: 0.15)
        #expect(toast.view.frameInWindow == rect(0, 0, 393, 852))    // spec: (16, 742, 361, 60)
        s.window.advance(by: 0.15)
        // The layout at the end of the dismissal puts it back.
        #expect(toast.view.frameInWindow == CatalogueStoriesTests.toastFrame)
        #expect(full.view.window == nil)
    }

    @Test("context-walk-skips-source: .overCurrentContext from B ends at R and covers the window (breaks CTX-1)")
    func contextWalkSkipsSource() throws {
        let s = try SplitStage(defects: [.contextWalkSkipsSource])
        let p = vc("P", style: .overCurrentContext)
        s.bottom.present(p, animated: false)
        #expect(p.presentingViewController === s.root)                  // spec: B
        #expect(s.root.presentedViewController === p)                   // spec: nil
        let container = try #require(p.presentationController?.containerView)
        #expect(container.frameInWindow == rect(0, 0, 393, 852))        // spec: (0, 426, 393, 426)
        #expect(container.superview === s.window)
        #expect(p.view.frameInWindow == rect(0, 0, 393, 852))
        #expect(s.window.tap(at: CGPoint(x: 100, y: 100)) === p.view)   // spec: T's view
    }

    @Test("context-walk-skips-source does not change a walk that starts below the defining VC")
    func contextWalkSkipsSourceFromChild() throws {
        // C is a child of B filling it: the walk from C's parent still finds B.
        let s = try SplitStage(defects: [.contextWalkSkipsSource])
        let c = vc("C")
        s.bottom.addChild(c)
        c.view.relativeFrame = rect(0, 0, 1, 1)
        s.bottom.view.addSubview(c.view)
        c.didMove(toParent: s.bottom)
        s.window.layoutIfNeeded()
        let p = vc("P", style: .overCurrentContext)
        c.present(p, animated: false)
        #expect(p.presentingViewController === s.bottom)
        #expect(p.view.frameInWindow == rect(0, 426, 393, 426))
    }

    @Test("dimming-left-after-cancel: the dimming keeps the cancelled dismissal's alpha (breaks LIFE-4)")
    func dimmingLeftAfterCancel() throws {
        let s = try Stage(defects: [.dimmingLeftAfterCancel])
        let card = vc("C")
        s.custom(card, .centeredCard)
        s.root.present(card, animated: false)
        let controller = try #require(card.presentationController as? CenteredCardPresentationController)
        s.window.beginInteractiveDismissal(of: card)
        s.window.updateInteractiveDismissal(progress: 0.4)
        s.window.cancelInteractiveDismissal()
        #expect(close(controller.dimmingView.alpha, 0.3))    // spec: 0.5 (0.5 · (1 − 0.4) = 0.3 is wrong)
        #expect(card.view.frameInWindow == rect(65.5, 213, 262, 426))   // the presented view is restored
        #expect(card.presentingViewController === s.root)
    }

    @Test("layout-reentrancy: the toast logs \"layout re-entrancy\", keeps its frame and does not overflow (breaks LIFE-5)")
    func layoutReentrancyToastStory() throws {
        let s = try Stage(defects: [.layoutReentrancy])
        let toast = vc("Toast")
        s.custom(toast, .toast)
        s.root.present(toast, animated: false)
        #expect(toast.view.frameInWindow == CatalogueStoriesTests.toastFrame)
        let full = vc("F", style: .fullScreen)
        toast.present(full, animated: true)
        s.window.advance(by: 0.3)
        full.dismiss(animated: true)
        s.window.advance(by: 0.15)
        #expect(toast.view.frameInWindow == CatalogueStoriesTests.toastFrame)
        s.window.advance(by: 0.15)
        #expect(toast.view.frameInWindow == CatalogueStoriesTests.toastFrame)
        #expect(full.view.window == nil)
        #expect(!s.warnings.isEmpty)                                    // spec: no warning at all
        #expect(s.warnings.allSatisfy { $0 == "layout re-entrancy" })
    }

    @Test("layout-reentrancy: a new preferred height is not applied (frame unchanged)")
    func layoutReentrancyPreferredHeight() throws {
        let s = try Stage(defects: [.layoutReentrancy])
        let toast = vc("Toast")
        s.custom(toast, .toast)
        s.root.present(toast, animated: false)
        let mark = s.mark
        toast.preferredContentSize = CGSize(width: 0, height: 80)
        #expect(toast.view.frameInWindow == CatalogueStoriesTests.toastFrame)   // spec: (16, 722, 361, 80)
        #expect(s.trace(since: mark).contains("warning: layout re-entrancy"))
        #expect(s.trace(since: mark).allSatisfy { $0 == "warning: layout re-entrancy" })
    }
}

@Suite("Defects, part 2 (DETENT, ADAPT, FRAME-4)")
struct DefectPart2Tests {
    @Test("undimmed-tint-dimmed: the presenter stays .dimmed under an undimmed medium sheet (breaks DETENT-2, TINT-1)")
    func undimmedTintDimmed() throws {
        let s = try Stage(defects: [.undimmedTintDimmed])
        let sheet = vc("S", style: .pageSheet)
        let controller = try #require(sheet.presentationController as? SheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.largestUndimmedDetentIdentifier = .medium
        s.root.present(sheet, animated: false)
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(controller.isSheetDimmed == false)
        #expect(controller.dimmingViewInContainer == nil)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)     // spec: .normal
        #expect(s.window.tap(at: CGPoint(x: 100, y: 200)) === s.root.view)
    }

    @Test("undimmed-detent-not-required: [medium] with undimmed large is undimmed (breaks DETENT-1)")
    func undimmedDetentNotRequired() throws {
        let s = try Stage(defects: [.undimmedDetentNotRequired])
        let sheet = vc("S", style: .pageSheet)
        let controller = try #require(sheet.presentationController as? SheetPresentationController)
        controller.detents = [.medium()]
        controller.largestUndimmedDetentIdentifier = .large
        s.root.present(sheet, animated: false)
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        // Compared as if large (M = 749) were a detent: 374 ≤ 749 → undimmed.
        #expect(controller.isSheetDimmed == false)                      // spec: true
        #expect(controller.dimmingViewInContainer == nil)               // spec: a dimming view
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)     // spec: .dimmed
        #expect(s.window.tap(at: CGPoint(x: 100, y: 200)) === s.root.view)
    }

    @Test("undimmed-detent-not-required: a missing custom identifier counts as +∞ (undimmed)")
    func undimmedDetentNotRequiredCustom() throws {
        let s = try Stage(defects: [.undimmedDetentNotRequired])
        let sheet = vc("S", style: .pageSheet)
        let controller = try #require(sheet.presentationController as? SheetPresentationController)
        controller.detents = [.large()]
        controller.largestUndimmedDetentIdentifier = .init("missing")
        s.root.present(sheet, animated: false)
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
        #expect(controller.isSheetDimmed == false)                      // spec: true
    }

    @Test("popover-never-adapts: a popover on pad-split 320 stays a popover (breaks ADAPT-1)")
    func popoverNeverAdaptsCompactWidth() throws {
        let s = try PopoverStage(device: .padSplit, splitWidth: 320, defects: [.popoverNeverAdapts])
        let p = s.popover()
        s.root.present(p, animated: false)
        let controller = try #require(p.presentationController)
        #expect(controller.adaptedStyle == .none)                        // spec: .formSheet
        // POP-1 with A = (10, 34, 300, 1116): w = min(320, 300) = 300, x = clamp(70 − 150, 10, 10) = 10,
        // y = 144 + 13 = 157.
        #expect(p.view.frameInWindow == rect(10, 157, 300, 480))         // spec: (0, 34, 320, 1146)
    }

    @Test("popover-never-adapts: phone-max landscape keeps a popover (breaks ADAPT-1)")
    func popoverNeverAdaptsCompactHeight() throws {
        let s = try Stage(device: .phoneMax, orientation: .landscape, defects: [.popoverNeverAdapts])
        let p = vc("P", style: .popover)
        let controller = try #require(p.presentationController as? PopoverPresentationController)
        controller.sourceView = s.root.view
        controller.sourceRect = rect(400, 100, 40, 40)
        s.root.present(p, animated: false)
        #expect(controller.adaptedStyle == .none)                        // spec: .fullScreen
        // A = (69, 10, 794, 389); h = min(480, 389) = 389; x = 420 − 160 = 260; neither side fits:
        // y = 140 + 13 = 153, clamped to [10, 10] → 10.
        #expect(p.view.frameInWindow == rect(260, 10, 320, 389))         // spec: (0, 0, 932, 430)
        #expect(s.root.view.window === s.window)                         // spec: removed (FRAME-2)
    }

    @Test("adaptation-ignores-delegate: half-height-adaptive becomes a form sheet at 320 (breaks ADAPT-2)")
    func adaptationIgnoresDelegateHalfHeight() throws {
        let s = try PopoverStage(device: .padSplit, splitWidth: 678, defects: [.adaptationIgnoresDelegate])
        let adaptive = HalfHeightAdaptiveViewController()
        adaptive.title = "H"
        let controller = try #require(adaptive.presentationController as? PopoverPresentationController)
        controller.sourceView = s.button
        controller.delegate = adaptive
        s.root.present(adaptive, animated: false)
        #expect(adaptive.view.frameInWindow == rect(10, 157, 320, 480))
        #expect(s.window.resize(toWidth: 320))
        #expect(controller.adaptedStyle == .formSheet)                   // spec: .overFullScreen
        #expect(adaptive.view.frameInWindow == rect(0, 34, 320, 1146))   // spec: (0, 0, 320, 1180)
        // The card sits in the bottom half of the 320×1146 view: (0, 573, 320, 573).
        #expect(adaptive.cardView.frameInWindow == rect(0, 34 + 573, 320, 573))  // spec: (0, 590, 320, 590)
        #expect(controller.dimmingViewInContainer != nil)                // spec: none
    }

    @Test("adaptation-ignores-delegate: a delegate answering .none cannot keep a popover on phone (breaks ADAPT-2)")
    func adaptationIgnoresDelegateNone() throws {
        let s = try PopoverStage(device: .phone, defects: [.adaptationIgnoresDelegate])
        let p = s.popover()
        let delegate = s.adaptiveDelegate(of: p, RecordingAdaptiveDelegate(answer: ModalPresentationStyle.none))
        s.root.present(p, animated: false)
        #expect(delegate.asked.count == 1)
        #expect(p.presentationController?.adaptedStyle == .formSheet)  // spec: .none
        #expect(p.view.frameInWindow == rect(0, 69, 393, 783))          // spec: (10, 157, 320, 480)
    }

    @Test("no-relayout-on-resize: centered-card keeps its portrait layout after a rotation (breaks FRAME-4)")
    func noRelayoutOnResize() throws {
        let s = try Stage(defects: [.noRelayoutOnResize])
        let card = vc("C")
        s.custom(card, .centeredCard)
        s.root.present(card, animated: false)
        let controller = try #require(card.presentationController as? CenteredCardPresentationController)
        #expect(card.view.frameInWindow == rect(65.5, 213, 262, 426))
        #expect(s.window.rotate(to: .landscape))
        #expect(controller.containerView?.frameInWindow == rect(0, 0, 852, 393))
        // Only the card view's own autoresizing mask (flexible width and height, a view controller's
        // default view) moves it: the container's change of size, +459 wide and −459 high.
        #expect(card.view.frameInWindow == rect(65.5, 213, 721, 0))             // spec: (142, 98.25, 568, 196.5)
        #expect(controller.dimmingView.frameInWindow == rect(0, 0, 393, 852))   // spec: (0, 0, 852, 393)
    }

    @Test("no-relayout-on-resize: centered-card keeps its 678-wide layout at 320 (breaks FRAME-4)")
    func noRelayoutOnPadSplitResize() throws {
        let s = try Stage(device: .padSplit, splitWidth: 678, defects: [.noRelayoutOnResize])
        let card = vc("C")
        s.custom(card, .centeredCard)
        s.root.present(card, animated: false)
        #expect(s.window.resize(toWidth: 320))
        // The card view follows the container by its autoresizing mask alone: 452 − 358 wide.
        #expect(card.view.frameInWindow == rect(113, 295, 94, 590))    // spec: (53.333, 295, 213.333, 590)
    }

    @Test("Every defect is exercised by this suite")
    func everyDefectCovered() {
        // Part 1 and part 2 together name all eleven cases of the spec's defect table.
        #expect(Defect.allCases.count == 11)
        #expect(Set(Defect.allCases.map(\.rawValue)) == [
            "fullscreen-flag-ignored", "container-covers-window", "frame-reset-under-fullscreen",
            "no-relayout-on-resize", "undimmed-tint-dimmed", "undimmed-detent-not-required",
            "popover-never-adapts", "adaptation-ignores-delegate", "context-walk-skips-source",
            "dimming-left-after-cancel", "layout-reentrancy",
        ])
    }
}
