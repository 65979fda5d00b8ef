import Foundation
import PresCheckCore
import PresCheckTestSupport
import PresentationEngine
import Testing

// SHEET and DETENT rules.
// phone portrait 393×852, safe (59, 0, 34, 0): top = 69, M = 852 − 69 − 34 = 749,
//   medium = floor(749 / 2) = 374, fraction(0.25) = floor(187.25) = 187.
//   SHEET-1: frame height = value + 34, y = 852 − height.
//     large  → (0, 69, 393, 783); medium → (0, 444, 393, 408); quarter → (0, 631, 393, 221).
// phone landscape 852×393, safe (0, 59, 21, 59): top = 10, M = 393 − 10 − 21 = 362, safeW = 734.
// pad portrait 820×1180, safe (24, 0, 20, 0): safe frame (0, 24, 820, 1136).

/// The source article's `fraction(f)` as UIKit code writes it: a custom detent, floor(f · M).
func fractionDetent(_ identifier: String, _ f: CGFloat) -> SheetPresentationController.Detent {
    .custom(identifier: .init(identifier)) { ($0.maximumDetentValue * f).rounded(.down) }
}

/// The source article's `height(h)` as UIKit code writes it: a custom detent, min(h, M).
func heightDetent(_ identifier: String, _ h: CGFloat) -> SheetPresentationController.Detent {
    .custom(identifier: .init(identifier)) { min(h, $0.maximumDetentValue) }
}

/// A detent resolution context (SHEET): M and the window's traits, phone portrait by default.
struct DetentContext: SheetPresentationControllerDetentResolutionContext {
    var maximumDetentValue: CGFloat
    var containerTraitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                                   userInterfaceIdiom: .phone)
}

/// Makes a `.pageSheet` VC and configures its sheet controller before presentation.
private func sheetVC(_ title: String = "S", _ configure: (SheetPresentationController) -> Void = { _ in })
    throws -> (ViewController, SheetPresentationController) {
    let sheet = vc(title, style: .pageSheet)
    let controller = try #require(sheet.presentationController as? SheetPresentationController)
    configure(controller)
    return (sheet, controller)
}

@Suite("Sheets on phone portrait (SHEET-1, SHEET-3, DETENT-1..3, TINT-1)")
struct PhoneSheetTests {
    @Test("Undimmed medium sheet: frame, no dimming, tint .normal, touches above reach the presenter")
    func undimmedMedium() throws {
        let s = try Stage()
        let (sheet, controller) = try sheetVC {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        s.root.present(sheet, animated: false)
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(controller.isSheetDimmed == false)
        #expect(controller.dimmingViewInContainer == nil)
        #expect(controller.containerView?.frameInWindow == rect(0, 0, 393, 852))
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)
        #expect(sheet.view.effectiveTintAdjustmentMode == .normal)
        #expect(controller.adaptedStyle == .none)
        // HIT-2 / DETENT-2: the container lets touches outside the sheet through.
        #expect(s.window.tap(at: CGPoint(x: 100, y: 200)) === s.root.view)
        #expect(s.window.tap(at: CGPoint(x: 100, y: 443.9)) === s.root.view)
        #expect(s.window.tap(at: CGPoint(x: 100, y: 444)) === sheet.view)
        #expect(!s.window.isTransitionRunning)
        // FRAME-2: a sheet removes nothing.
        #expect(s.root.view.window === s.window)
    }

    @Test("Selecting large dims: frame, dimming alpha 1, tint .dimmed, a touch hits the dimming view and dismisses")
    func selectLarge() throws {
        let s = try Stage()
        let (sheet, controller) = try sheetVC {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        s.root.present(sheet, animated: false)
        controller.selectedDetentIdentifier = .large
        // DETENT-3: re-applied in the step, unanimated.
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
        #expect(controller.isSheetDimmed == true)
        let dimming = try #require(controller.dimmingViewInContainer)
        #expect(dimming.frameInWindow == rect(0, 0, 393, 852))
        #expect(dimming.alpha == 1)
        #expect(controller.containerView?.subviews.first === dimming)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(sheet.view.effectiveTintAdjustmentMode == .normal)

        // Back to medium: undimmed again.
        controller.selectedDetentIdentifier = .medium
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(controller.dimmingViewInContainer == nil)
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)

        controller.selectedDetentIdentifier = .large
        let mark = s.mark
        let hit = s.window.tap(at: CGPoint(x: 100, y: 30))
        #expect(hit === controller.dimmingViewInContainer)
        #expect(hit != nil)
        // DETENT-2: presenter.dismiss(animated: true) starts in that step; tint back at its start.
        #expect(s.trace(since: mark) == ["S: dismissalTransitionWillBegin"])
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)
        s.window.advance(by: 0.3)
        #expect(sheet.presentingViewController == nil)
        #expect(s.window.subviews.count == 1)
        #expect(s.root.view.tintAdjustmentMode == .automatic)
    }

    @Test("Undimmed identifier missing from detents: always dimmed (DETENT-1)")
    func undimmedIdentifierMissing() throws {
        let s = try Stage()
        let (sheet, controller) = try sheetVC {
            $0.detents = [.medium()]
            $0.largestUndimmedDetentIdentifier = .large
        }
        s.root.present(sheet, animated: false)
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(controller.isSheetDimmed == true)
        #expect(controller.dimmingViewInContainer?.alpha == 1)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(s.window.tap(at: CGPoint(x: 100, y: 200)) === controller.dimmingViewInContainer)
    }

    @Test("Custom fraction(0.25) detent, undimmed: (0, 631, 393, 221)")
    func quarterFractionDetent() throws {
        let s = try Stage()
        let (sheet, controller) = try sheetVC {
            $0.detents = [fractionDetent("quarter", 0.25), .large()]
            $0.largestUndimmedDetentIdentifier = .init("quarter")
        }
        s.root.present(sheet, animated: false)
        #expect(sheet.view.frameInWindow == rect(0, 631, 393, 221))
        #expect(controller.isSheetDimmed == false)
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)
        #expect(s.window.tap(at: CGPoint(x: 100, y: 630)) === s.root.view)
        #expect(s.window.tap(at: CGPoint(x: 100, y: 631)) === sheet.view)
        // Without an undimmed detent the same sheet is dimmed.
        controller.largestUndimmedDetentIdentifier = nil
        #expect(controller.isSheetDimmed == true)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(sheet.view.frameInWindow == rect(0, 631, 393, 221))
    }

    @Test("height detents, SHEET-3 selection of the smallest, clamping to [1, M]")
    func heightDetentsAndSelection() throws {
        let s = try Stage()
        let (sheet, controller) = try sheetVC {
            $0.detents = [.large(), heightDetent("h300", 300), .medium()]
        }
        s.root.present(sheet, animated: false)
        // Smallest is 300: height 334, y = 518.
        #expect(sheet.view.frameInWindow == rect(0, 518, 393, 334))
        controller.selectedDetentIdentifier = .init("nope")     // not among detents → smallest
        #expect(sheet.view.frameInWindow == rect(0, 518, 393, 334))
        controller.selectedDetentIdentifier = .medium
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        controller.detents = [heightDetent("huge", 5000), heightDetent("zero", 0)]
        controller.selectedDetentIdentifier = nil
        // height(0) clamps to 1: frame height 35, y = 817.
        #expect(sheet.view.frameInWindow == rect(0, 817, 393, 35))
        controller.selectedDetentIdentifier = .init("huge")
        // min(5000, 749) = 749.
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
        // Empty detents mean [large].
        controller.detents = []
        controller.selectedDetentIdentifier = nil
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
    }

    @Test("Detent values from the Detent API")
    func detentValues() {
        let context = DetentContext(maximumDetentValue: 749)
        #expect(SheetPresentationController.Detent.large().resolvedValue(in: context) == 749)
        #expect(SheetPresentationController.Detent.medium().resolvedValue(in: context) == 374)
        #expect(fractionDetent("q", 0.25).resolvedValue(in: context) == 187)
        #expect(heightDetent("h", 1000).resolvedValue(in: context) == 749)
        #expect(heightDetent("h", -5).resolvedValue(in: context) == 1)
    }

    @Test("Animated dimmed sheet: dimming fades in with p (LIFE-6)")
    func animatedSheet() throws {
        let s = try Stage()
        let (sheet, controller) = try sheetVC()
        s.root.present(sheet, animated: true)
        s.window.advance(by: 0.15)
        #expect(sheet.view.frameInWindow == rect(0, 69 + 426, 393, 783))
        #expect(close(controller.dimmingViewInContainer?.alpha, 0.5))
        // TINT-1: dimmed in the accepting step.
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
        s.window.advance(by: 0.15)
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
        #expect(controller.dimmingViewInContainer?.alpha == 1)
    }
}

@Suite("Sheets in compact height and on pad (SHEET-2, SHEET-4, ADAPT-7)")
struct OtherSheetTests {
    @Test("phone landscape without edge attachment behaves as .fullScreen (SHEET-4)")
    func landscapeFullScreen() throws {
        let s = try Stage(orientation: .landscape)
        let (sheet, controller) = try sheetVC {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        s.root.present(sheet, animated: false)
        #expect(sheet.view.frameInWindow == rect(0, 0, 852, 393))
        #expect(controller.adaptedStyle == .fullScreen)
        #expect(controller.isSheetDimmed == nil)
        #expect(controller.dimmingViewInContainer == nil)
        #expect(s.root.view.tintAdjustmentMode == .automatic)
        #expect(s.root.view.window == nil)          // FRAME-2
    }

    @Test("phone landscape edge-attached: (59, 10, 734, 383), dimmed; medium inactive (SHEET-4, DETENT-1)")
    func landscapeEdgeAttached() throws {
        let s = try Stage(orientation: .landscape)
        let (sheet, controller) = try sheetVC {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
            $0.prefersEdgeAttachedInCompactHeight = true
        }
        s.root.present(sheet, animated: false)
        // medium dropped: large = 362, height 362 + 21 = 383, y = 10; x = 59 + 0, width 734.
        #expect(sheet.view.frameInWindow == rect(59, 10, 734, 383))
        #expect(controller.adaptedStyle == .none)
        // The undimmed identifier names an inactive detent → dimmed.
        #expect(controller.isSheetDimmed == true)
        #expect(controller.dimmingViewInContainer?.frameInWindow == rect(0, 0, 852, 393))
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(s.root.view.window === s.window)
        // Selecting the inactive medium resolves to the smallest greater active detent, large.
        controller.selectedDetentIdentifier = .medium
        #expect(sheet.view.frameInWindow == rect(59, 10, 734, 383))
    }

    @Test("phone landscape edge-attached, width follows preferredContentSize and a fraction detent")
    func landscapeEdgeAttachedWidth() throws {
        let s = try Stage(orientation: .landscape)
        let (sheet, controller) = try sheetVC {
            $0.detents = [fractionDetent("quarter", 0.25), .large()]
            $0.largestUndimmedDetentIdentifier = .init("quarter")
            $0.prefersEdgeAttachedInCompactHeight = true
            $0.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        }
        sheet.preferredContentSize = CGSize(width: 500, height: 0)
        s.root.present(sheet, animated: false)
        // quarter = floor(0.25 · 362) = 90: height 111, y = 282; w = min(500, 734), x = 59 + 117.
        #expect(sheet.view.frameInWindow == rect(176, 282, 500, 111))
        #expect(controller.isSheetDimmed == false)
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)
        #expect(s.window.tap(at: CGPoint(x: 100, y: 300)) === s.root.view)
    }

    @Test("Rotating an undimmed medium sheet: edge-attached landscape is dimmed, portrait undims (DETENT-3)")
    func rotateEdgeAttached() throws {
        let s = try Stage()
        let (sheet, controller) = try sheetVC {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
            $0.prefersEdgeAttachedInCompactHeight = true
        }
        s.root.present(sheet, animated: false)
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(s.window.rotate(to: .landscape))
        #expect(sheet.view.frameInWindow == rect(59, 10, 734, 383))
        #expect(controller.isSheetDimmed == true)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(s.window.rotate(to: .portrait))
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(controller.dimmingViewInContainer == nil)
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)
    }

    @Test("Rotating a dimmed sheet without edge attachment: full screen, then back (SHEET-4, ADAPT-5, FRAME-2)")
    func rotateFullScreen() throws {
        let s = try Stage()
        let (sheet, controller) = try sheetVC()
        s.root.present(sheet, animated: false)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(s.window.rotate(to: .landscape))
        #expect(sheet.view.frameInWindow == rect(0, 0, 852, 393))
        #expect(controller.adaptedStyle == .fullScreen)
        #expect(controller.dimmingViewInContainer == nil)
        #expect(s.root.view.window == nil)
        #expect(s.root.view.tintAdjustmentMode == .automatic)
        #expect(s.window.rotate(to: .portrait))
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
        #expect(controller.adaptedStyle == .none)
        #expect(s.root.view.frameInWindow == rect(0, 0, 393, 852))
        #expect(controller.dimmingViewInContainer?.alpha == 1)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(sheet.presentingViewController === s.root)
    }

    @Test("pad: a centred card (140, 282, 540, 620), effective detent large → the medium-undimmed sheet is dimmed (SHEET-2)")
    func padCard() throws {
        let s = try Stage(device: .pad)
        let (sheet, controller) = try sheetVC {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        s.root.present(sheet, animated: false)
        // w = min(540, 780), h = min(620, 1096); x = (820 − 540)/2, y = 24 + (1136 − 620)/2.
        #expect(sheet.view.frameInWindow == rect(140, 282, 540, 620))
        // M = 1180 − 34 − 20 = 1126 > medium 563 → dimmed.
        #expect(controller.isSheetDimmed == true)
        #expect(controller.dimmingViewInContainer?.frameInWindow == rect(0, 0, 820, 1180))
        #expect(controller.dimmingViewInContainer?.alpha == 1)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(s.window.tap(at: CGPoint(x: 50, y: 50)) === controller.dimmingViewInContainer)
    }

    @Test("pad: preferredContentSize sizes the card, clamped to the safe area − 40; landscape recentres")
    func padPreferredSize() throws {
        let s = try Stage(device: .pad)
        let (sheet, _) = try sheetVC("F")
        sheet.modalPresentationStyle = .formSheet
        let controller = try #require(sheet.presentationController as? SheetPresentationController)
        sheet.preferredContentSize = CGSize(width: 400, height: 300)
        s.root.present(sheet, animated: false)
        #expect(controller.requestedStyle == .formSheet)
        // x = (820 − 400)/2 = 210, y = 24 + (1136 − 300)/2 = 442.
        #expect(sheet.view.frameInWindow == rect(210, 442, 400, 300))
        sheet.preferredContentSize = CGSize(width: 2000, height: 2000)
        // w = 820 − 40 = 780, h = 1136 − 40 = 1096 → (20, 44).
        #expect(sheet.view.frameInWindow == rect(20, 44, 780, 1096))
        sheet.preferredContentSize = .zero
        #expect(s.window.rotate(to: .landscape))
        // 1180×820, safe frame (0, 24, 1180, 776): (540, 620) at (320, 24 + 78).
        #expect(sheet.view.frameInWindow == rect(320, 102, 540, 620))
    }
}

@Suite("Sheet geometry details")
struct SheetGeometryDetailTests {
    @Test("SHEET-4: a selected inactive medium resolves to the smallest greater active detent")
    func inactiveSelectedResolves() throws {
        let s = try Stage(orientation: .landscape)
        let (sheet, _) = try sheetVC {
            $0.detents = [fractionDetent("small", 0.1), .medium(), fractionDetent("big", 0.8)]
            $0.selectedDetentIdentifier = .medium
            $0.prefersEdgeAttachedInCompactHeight = true
        }
        s.root.present(sheet, animated: false)
        // M = 362: small 36, medium 181 (inactive), big floor(289.6) = 289 → height 310, y = 83.
        #expect(sheet.view.frameInWindow == rect(59, 83, 734, 310))
    }

    @Test("SHEET-2 on pad-split regular widths: 678 and 507")
    func padSplitCards() throws {
        let s = try Stage(device: .padSplit, splitWidth: 678)
        let (sheet, _) = try sheetVC()
        s.root.present(sheet, animated: false)
        // 678: w = min(540, 638) = 540, x = 69; h = 620, y = 24 + 258 = 282.
        #expect(sheet.view.frameInWindow == rect(69, 282, 540, 620))
        #expect(s.window.resize(toWidth: 507))
        // 507: w = min(540, 467) = 467, x = 20.
        #expect(sheet.view.frameInWindow == rect(20, 282, 467, 620))
        #expect(s.window.resize(toWidth: 405))
        // Compact width: SHEET-1, large = (0, 34, 405, 1146).
        #expect(sheet.view.frameInWindow == rect(0, 34, 405, 1146))
    }

    @Test("LIFE-6: the transition ends once elapsed ≥ 0.3 − 1e-9")
    func endEpsilon() throws {
        let s = try Stage()
        let (sheet, _) = try sheetVC()
        s.root.present(sheet, animated: true)
        s.window.advance(by: 0.3 - 2e-9)
        #expect(s.window.isTransitionRunning)
        s.window.advance(by: 1.5e-9)
        #expect(!s.window.isTransitionRunning)
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
    }
}
