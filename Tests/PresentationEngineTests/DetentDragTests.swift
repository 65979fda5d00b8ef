import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// DETENT-4 on `phone` portrait: M = 852 − 69 − 34 = 749, so `medium` = 374 and `large` = 749;
// with safe.bottom 34 the heights are h(medium) = 408, h(large) = 783, and the frames
// (0, 444, 393, 408) and (0, 69, 393, 783). H = h(e) − dy; below h(medium) / 2 = 204 the drag is
// a dismissal attempt.

/// A sheet delegate that records the detent changes it hears, with the identifier it reads then,
/// and the dismissal calls (LIFE-10).
private final class DetentDelegate: SheetPresentationControllerDelegate {
    private(set) var changes: [SheetPresentationController.Detent.Identifier?] = []
    private(set) var attempts = 0
    private(set) var willDismiss = 0

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {
        changes.append(sheetPresentationController.selectedDetentIdentifier)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { attempts += 1 }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) { willDismiss += 1 }
}

private let medium = rect(0, 444, 393, 408)
private let large = rect(0, 69, 393, 783)

@Suite("Dragging a sheet between its detents (DETENT-4)")
struct DetentDragTests {
    /// A `.pageSheet` [medium, large] on the phone, with a delegate, presented unanimated.
    private func stage(selected: SheetPresentationController.Detent.Identifier? = nil,
                       configure: (ViewController) -> Void = { _ in })
        throws -> (Stage, ViewController, SheetPresentationController, DetentDelegate) {
        let s = try Stage()
        let presented = vc("S", style: .pageSheet)
        configure(presented)
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = selected
        let delegate = DetentDelegate()
        sheet.delegate = delegate
        s.retained.append(delegate)
        s.root.present(presented, animated: false)
        return (s, presented, sheet, delegate)
    }

    private func drag(_ s: Stage, dy: CGFloat, vy: CGFloat = 0, from y: CGFloat = 500) {
        s.window.pan(from: CGPoint(x: 196, y: y), translations: [CGPoint(x: 0, y: dy)], velocity: CGPoint(x: 0, y: vy))
    }

    private func layoutPasses(_ s: Stage, since mark: Int) -> Int {
        s.window.log.events[mark...].filter { if case .layoutPass = $0 { return true } else { return false } }.count
    }

    @Test("Up 200 from medium: H = 608, nearer large (175) than medium (200); selected, one pass, the delegate told after")
    func dragUpToLarge() throws {
        let (s, presented, sheet, delegate) = try stage()
        #expect(presented.view.frameInWindow == medium)
        let mark = s.window.log.events.count
        drag(s, dy: -200)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(presented.view.frameInWindow == large)
        #expect(delegate.changes == [.large])
        #expect(layoutPasses(s, since: mark) == 1)
        #expect(!s.window.isTransitionRunning)
    }

    @Test("From large: down 187.5 is a tie (595.5 is 187.5 from both), the larger stays; down 188 selects medium")
    func nearestAndTie() throws {
        let (s, presented, sheet, delegate) = try stage(selected: .large)
        #expect(presented.view.frameInWindow == large)
        let mark = s.window.log.events.count
        drag(s, dy: 187.5, from: 100)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(delegate.changes.isEmpty)
        #expect(layoutPasses(s, since: mark) == 0)
        drag(s, dy: 188, from: 100)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(presented.view.frameInWindow == medium)
        #expect(delegate.changes == [.medium])
    }

    @Test("From large down 500 (H = 283) selects medium, where LIFE-10's old threshold (391.5) dismissed; 579.5 (H = 203.5) dismisses")
    func farDragFromLarge() throws {
        let (s, presented, sheet, delegate) = try stage(selected: .large)
        drag(s, dy: 500, from: 100)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(presented.view.frameInWindow == medium)
        sheet.selectedDetentIdentifier = .large
        #expect(presented.view.frameInWindow == large)
        #expect(delegate.changes == [.medium])
        drag(s, dy: 579.5, from: 100)
        #expect(delegate.willDismiss == 1)
        #expect(s.window.isTransitionRunning)
        #expect(delegate.changes == [.medium])
    }

    @Test("A flick down from large (vy 1000, dy 10) selects medium; a flick up from medium (vy −1000, dy 0) large")
    func flicks() throws {
        let (s, presented, sheet, delegate) = try stage(selected: .large)
        drag(s, dy: 10, vy: 1000, from: 100)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(presented.view.frameInWindow == medium)
        #expect(!s.window.isTransitionRunning)
        drag(s, dy: 0, vy: -1000)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(presented.view.frameInWindow == large)
        drag(s, dy: -50, vy: -1500, from: 100)
        #expect(delegate.changes == [.medium, .large])
    }

    @Test("At medium: down 204 (H = 204) stays, 204.5 dismisses; a flick down (vy 1000) dismisses with dy 1, not with dy 0")
    func dismissalFromSmallest() throws {
        let (s, presented, sheet, delegate) = try stage()
        drag(s, dy: 204)
        drag(s, dy: 0, vy: 1000)
        #expect(!s.window.isTransitionRunning)
        #expect(presented.view.frameInWindow == medium)
        #expect(sheet.selectedDetentIdentifier == nil)
        drag(s, dy: 1, vy: 1000)
        #expect(delegate.willDismiss == 1)
        #expect(s.window.isTransitionRunning)
        s.window.advance(by: 0.3)
        #expect(presented.presentingViewController == nil)
        #expect(delegate.changes.isEmpty)
    }

    @Test("Setting selectedDetentIdentifier in code never tells the delegate")
    func programmaticChange() throws {
        let (s, presented, sheet, delegate) = try stage()
        sheet.selectedDetentIdentifier = .large
        #expect(presented.view.frameInWindow == large)
        #expect(delegate.changes.isEmpty)
        withExtendedLifetime(s) {}
    }

    @Test("A modal sheet still changes detent; only the dismissal attempt is refused")
    func modalSheet() throws {
        let (s, presented, sheet, delegate) = try stage { $0.isModalInPresentation = true }
        drag(s, dy: -300)
        #expect(sheet.selectedDetentIdentifier == .large)
        drag(s, dy: 700, from: 100)
        #expect(delegate.attempts == 1)
        #expect(presented.view.frameInWindow == large)
        #expect(!s.window.isTransitionRunning)
    }

    @Test("Landscape, edge attached, [medium, height 200, large] with medium selected: e = 200, up 100 selects large")
    func edgeAttachedLandscape() throws {
        // M = 393 − 10 − 21 = 362; medium is inactive, so e is the smallest active value above
        // floor(362 / 2) = 181: 200. h(200) = 221, h(large) = 383; H = 221 + 100 = 321 is 62 from
        // large and 100 from 200. Width safeW = 852 − 118 = 734 at x = 59.
        let s = try Stage(orientation: .landscape)
        let presented = vc("S", style: .formSheet)
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.medium(), .custom(identifier: .init("h200")) { _ in 200 }, .large()]
        sheet.selectedDetentIdentifier = .medium
        sheet.prefersEdgeAttachedInCompactHeight = true
        let delegate = DetentDelegate()
        sheet.delegate = delegate
        s.retained.append(delegate)
        s.root.present(presented, animated: false)
        #expect(presented.view.frameInWindow == rect(59, 172, 734, 221))
        s.window.pan(from: CGPoint(x: 400, y: 300), translations: [CGPoint(x: 0, y: -100)])
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(presented.view.frameInWindow == rect(59, 10, 734, 383))
        #expect(delegate.changes == [.large])
    }

    @Test("Pad: SHEET-2's centred sheet is not moved between detents; the old threshold dismisses")
    func padFormSheet() throws {
        // The card is 540 × 620 centred in the safe area: y = 24 + (1136 − 620) / 2 = 282.
        let s = try Stage(device: .pad)
        let presented = vc("S", style: .formSheet)
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        let delegate = DetentDelegate()
        sheet.delegate = delegate
        s.retained.append(delegate)
        s.root.present(presented, animated: false)
        s.window.pan(from: CGPoint(x: 410, y: 500), translations: [CGPoint(x: 0, y: -300)], velocity: CGPoint(x: 0, y: -2000))
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(delegate.changes.isEmpty)
        s.window.pan(from: CGPoint(x: 410, y: 500), translations: [CGPoint(x: 0, y: 311)])
        #expect(delegate.willDismiss == 1)
    }

    @Test("A popover adapted to a sheet with [medium, large] only dismisses: up 300 does nothing, down 205 (> 408 / 2) dismisses")
    func adaptedPopover() throws {
        let s = try Stage()
        let presented = vc("P", style: .popover)
        let popover = try #require(presented.popoverPresentationController)
        popover.sourceView = s.root.view
        let adaptive = popover.adaptiveSheetPresentationController
        adaptive.detents = [.medium(), .large()]
        s.root.present(presented, animated: false)
        #expect(presented.view.frameInWindow == medium)
        s.window.pan(from: CGPoint(x: 196, y: 500), translations: [CGPoint(x: 0, y: -300)])
        #expect(adaptive.selectedDetentIdentifier == nil)
        #expect(presented.view.frameInWindow == medium)
        #expect(!s.window.isTransitionRunning)
        s.window.pan(from: CGPoint(x: 196, y: 500), translations: [CGPoint(x: 0, y: 205)])
        #expect(s.window.isTransitionRunning)
    }
}
