import Foundation
import PresCheckCore
import PresCheckTestSupport
import PresentationEngine
import Testing

// A sheet keeps its SHEET and DETENT layout from one layout pass to the next while its settings
// and what else the layout is worked out from stay the same. These tests change each input in
// turn and see the frame and dimming follow (SHEET-1..4, DETENT-1, DETENT-3, TRAIT-4).
// Figures as in SheetTests: phone portrait M = 749 (medium 374), landscape M = 362, safe width 734.

/// A value a custom detent's resolver reads, changed from outside as app code would.
private final class DetentHeight {
    var value: CGFloat
    init(_ value: CGFloat) { self.value = value }
}

@Suite("A sheet's layout follows every input it is worked out from (SHEET, DETENT-1, DETENT-3, TRAIT-4)")
struct SheetLayoutInputsTests {
    @Test("Each setting, the preferred size and the window's geometry change the kept layout")
    func settingsGeometryAndPreferredSize() throws {
        let s = try Stage()
        let sheet = vc("S", style: .pageSheet)
        let controller = try #require(sheet.presentationController as? SheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.largestUndimmedDetentIdentifier = .medium
        s.root.present(sheet, animated: false)
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(controller.isSheetDimmed == false)
        // The selected detent.
        controller.selectedDetentIdentifier = .large
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
        #expect(controller.isSheetDimmed == true)
        controller.selectedDetentIdentifier = .medium
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(controller.isSheetDimmed == false)
        // The largest undimmed detent.
        controller.largestUndimmedDetentIdentifier = nil
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(controller.isSheetDimmed == true)
        controller.largestUndimmedDetentIdentifier = .medium
        #expect(controller.isSheetDimmed == false)
        // The detents: medium, still selected, is no longer listed, so the sheet rests at large.
        controller.detents = [.large()]
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
        #expect(controller.isSheetDimmed == true)
        controller.detents = [.medium(), .large()]
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(controller.isSheetDimmed == false)
        controller.invalidateDetents()
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        // Edge attachment and the preferred width change nothing in portrait (SHEET-1)...
        controller.prefersEdgeAttachedInCompactHeight = true
        controller.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        sheet.preferredContentSize = CGSize(width: 400, height: 0)
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        // ...but do in compact height (SHEET-4): medium is inactive there, so the sheet rests at large.
        #expect(s.window.rotate(to: .landscape))
        #expect(sheet.view.frameInWindow == rect(226, 10, 400, 383))
        #expect(controller.isSheetDimmed == true)
        sheet.preferredContentSize = CGSize(width: 500, height: 0)
        #expect(sheet.view.frameInWindow == rect(176, 10, 500, 383))
        controller.widthFollowsPreferredContentSizeWhenEdgeAttached = false
        #expect(sheet.view.frameInWindow == rect(59, 10, 734, 383))
        #expect(s.window.rotate(to: .portrait))
        #expect(sheet.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(controller.isSheetDimmed == false)
    }

    @Test("pad: the card follows the preferred size (SHEET-2, TRAIT-4)")
    func padCardFollowsPreferredSize() throws {
        let s = try Stage(device: .pad)
        let sheet = vc("S", style: .pageSheet)
        s.root.present(sheet, animated: false)
        #expect(sheet.view.frameInWindow == rect(140, 282, 540, 620))
        sheet.preferredContentSize = CGSize(width: 600, height: 700)
        #expect(sheet.view.frameInWindow == rect(110, 242, 600, 700))
        sheet.preferredContentSize = .zero
        #expect(sheet.view.frameInWindow == rect(140, 282, 540, 620))
    }

    @Test("A custom detent is asked again at every layout pass, with or without invalidateDetents (DETENT-3, TRAIT-4)")
    func customDetentAskedAtEveryPass() throws {
        let s = try Stage()
        let height = DetentHeight(200)
        let sheet = vc("S", style: .pageSheet)
        let controller = try #require(sheet.presentationController as? SheetPresentationController)
        controller.detents = [.custom(identifier: .init("h")) { _ in height.value }]
        s.root.present(sheet, animated: false)
        #expect(sheet.view.frameInWindow == rect(0, 618, 393, 234))
        height.value = 300
        controller.invalidateDetents()
        #expect(sheet.view.frameInWindow == rect(0, 518, 393, 334))
        // A pass asked for by something else (a new preferred size) asks the resolver again too.
        height.value = 100
        sheet.preferredContentSize = CGSize(width: 10, height: 10)
        #expect(sheet.view.frameInWindow == rect(0, 718, 393, 134))
    }
}
