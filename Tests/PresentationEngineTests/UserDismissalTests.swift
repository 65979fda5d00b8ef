import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// LIFE-10 on `phone` portrait (393×852, safe 59,0,34,0): a `.pageSheet` with detents [large] is
// (0, 69, 393, 783) (M = 852 − 69 − 34 = 749, frame height 749 + 34), dimmed, its dimming view over
// the window; (196, 30) is on the dimming view.

/// A delegate of every kind (sheet and popover) that records the calls it gets, in order, into
/// the window's log, so they show among the transition callbacks.
final class DismissalDelegate: SheetPresentationControllerDelegate, PopoverPresentationControllerDelegate {
    var allows = true
    var allowsPopover = true
    /// What `willRepositionPopoverTo` leaves in the rectangle, when set.
    var repositionTo: CGRect?
    let log: EventLog
    private(set) var calls: [String] = []

    init(log: EventLog) { self.log = log }

    private func note(_ text: String) {
        calls.append(text)
        log.append(.note(text))
    }

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        note("shouldDismiss")
        return allows
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) { note("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) { note("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { note("didAttempt") }
    func presentationController(_ presentationController: PresentationController,
                                prepare adaptivePresentationController: PresentationController) { note("prepare") }
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) { note("prepareForPopover") }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: PopoverPresentationController) -> Bool {
        note("shouldDismissPopover")
        return allowsPopover
    }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController) {
        note("didDismissPopover")
    }
    func popoverPresentationController(_ popoverPresentationController: PopoverPresentationController,
                                       willRepositionPopoverTo rect: inout CGRect, in view: inout View) {
        note("willReposition \(Int(rect.width))x\(Int(rect.height))")
        if let repositionTo { rect = repositionTo }
    }
}

@Suite("User dismissal (LIFE-10)")
struct UserDismissalTests {
    private func sheetStage(modal: Bool = false) throws -> (Stage, ViewController, DismissalDelegate) {
        let s = try Stage()
        let sheet = vc("S", style: .pageSheet)
        sheet.isModalInPresentation = modal
        let delegate = DismissalDelegate(log: s.window.log)
        sheet.presentationController?.delegate = delegate
        s.retained.append(delegate)
        s.root.present(sheet, animated: false)
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
        return (s, sheet, delegate)
    }

    @Test("A dimming tap: shouldDismiss, willDismiss before WillBegin, the animated dismissal, didDismiss after the last callback")
    func acceptedDimmingTap() throws {
        let (s, sheet, _) = try sheetStage()
        let mark = s.mark
        var completed = false
        _ = s.window.tap(at: CGPoint(x: 196, y: 30))
        #expect(s.window.isTransitionRunning)
        #expect(s.trace(since: mark) == ["note: shouldDismiss", "note: willDismiss", "S: dismissalTransitionWillBegin"])
        s.window.advance(by: 0.3)
        completed = sheet.presentingViewController == nil
        #expect(completed)
        #expect(s.trace(since: mark) == ["note: shouldDismiss", "note: willDismiss", "S: dismissalTransitionWillBegin",
                                         "S: dismissalTransitionDidEnd(true)", "note: didDismiss"])
    }

    @Test("isModalInPresentation refuses without asking; only didAttempt; the sheet stays")
    func modalRefuses() throws {
        let (s, sheet, delegate) = try sheetStage(modal: true)
        _ = s.window.tap(at: CGPoint(x: 196, y: 30))
        #expect(delegate.calls == ["didAttempt"])
        #expect(!s.window.isTransitionRunning)
        #expect(sheet.presentingViewController === s.root)
    }

    @Test("shouldDismiss false refuses: shouldDismiss, didAttempt; the sheet stays")
    func delegateRefuses() throws {
        let (s, sheet, delegate) = try sheetStage()
        delegate.allows = false
        _ = s.window.tap(at: CGPoint(x: 196, y: 30))
        #expect(delegate.calls == ["shouldDismiss", "didAttempt"])
        #expect(sheet.presentingViewController === s.root)
    }

    @Test("A programmatic dismiss and a tap during a transition call no delegate method")
    func programmaticDismissIsSilent() throws {
        let (s, sheet, delegate) = try sheetStage()
        sheet.dismiss(animated: true)
        _ = s.window.tap(at: CGPoint(x: 196, y: 30))
        s.window.advance(by: 0.3)
        #expect(delegate.calls.isEmpty)
        #expect(sheet.presentingViewController == nil)
    }

    @Test("A catalogue controller's dimming tap is programmatic: no delegate call")
    func catalogueTapIsProgrammatic() throws {
        let s = try Stage()
        let card = vc("C")
        s.custom(card, .centeredCard)
        let delegate = DismissalDelegate(log: s.window.log)
        card.presentationController?.delegate = delegate
        s.retained.append(delegate)
        s.root.present(card, animated: false)
        _ = s.window.tap(at: CGPoint(x: 5, y: 5))
        #expect(s.window.isTransitionRunning)
        #expect(delegate.calls.isEmpty)
    }

    @Test("A popover: prepareForPopover at acceptance; an outside tap asks both questions and tells both dismissals")
    func popoverOutsideTap() throws {
        let s = try PopoverStage()
        let p = s.popover()
        let delegate = DismissalDelegate(log: s.window.log)
        p.presentationController?.delegate = delegate
        s.retained.append(delegate)
        s.root.present(p, animated: false)
        #expect(delegate.calls == ["prepareForPopover"])
        _ = s.window.tap(at: CGPoint(x: 700, y: 1000))
        s.window.advance(by: 0.3)
        #expect(delegate.calls == ["prepareForPopover", "shouldDismiss", "shouldDismissPopover", "willDismiss",
                                   "didDismiss", "didDismissPopover"])
        #expect(p.presentingViewController == nil)
    }

    @Test("The deprecated popover question answering false refuses like shouldDismiss")
    func popoverDeprecatedRefusal() throws {
        let s = try PopoverStage()
        let p = s.popover()
        let delegate = DismissalDelegate(log: s.window.log)
        delegate.allowsPopover = false
        p.presentationController?.delegate = delegate
        s.retained.append(delegate)
        s.root.present(p, animated: false)
        _ = s.window.tap(at: CGPoint(x: 700, y: 1000))
        #expect(delegate.calls == ["prepareForPopover", "shouldDismiss", "shouldDismissPopover", "didAttempt"])
        #expect(!s.window.isTransitionRunning)
    }

    @Test("Reading LIFE-10.a: a popover shown as its adaptive sheet lets the delegate prepare it, before willPresent")
    func prepareAdaptiveSheet() throws {
        let s = try PopoverStage(device: .phone)
        let p = s.popover()
        let delegate = DismissalDelegate(log: s.window.log)
        p.presentationController?.delegate = delegate
        s.retained.append(delegate)
        s.root.present(p, animated: false)
        // Compact width: the default adaptation (formSheet); not shown as a popover, so no prepareForPopover.
        #expect(delegate.calls == ["prepare"])
    }

    @Test("willRepositionPopoverTo on rotation, with the source view's bounds; a new rect moves the popover")
    func repositionOnRotation() throws {
        let s = try PopoverStage()
        let p = s.popover()
        let delegate = DismissalDelegate(log: s.window.log)
        p.presentationController?.delegate = delegate
        s.retained.append(delegate)
        s.root.present(p, animated: false)
        delegate.repositionTo = rect(0, 0, 100, 10)
        s.window.rotate(to: .landscape)
        #expect(delegate.calls == ["prepareForPopover", "willReposition 100x44"])
        let popover = try #require(p.presentationController as? PopoverPresentationController)
        #expect(popover.sourceRect == rect(0, 0, 100, 10))
        // Landscape pad (1180×820, safe 24,0,20,0): A = (10, 34, 1160, 766); the button is at
        // (20, 100, 100, 44), so S = (20, 100, 100, 10): x = clamp(70 − 160, 10, 850) = 10,
        // below: 110 + 13 + 480 = 603 ≤ 800, y = 123.
        #expect(p.view.frameInWindow == rect(10, 123, 320, 480))
    }
}
