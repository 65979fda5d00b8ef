import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// TINT-1 with a view's own mode, set by app code: a presentation that dims its presenter restores
// the mode the view had when it dimmed it (Reading TINT-1.a); a child's explicit mode holds under a
// dimmed parent (Reading TINT-1.b). Phone portrait: a `.pageSheet` is a dimmed sheet that does not
// fill the window, so it dims its presenter.

@Suite("A view's own tint adjustment mode (TINT-1, Readings TINT-1.a and TINT-1.b)")
struct OwnTintModeTests {
    @Test("A presenter with its own mode is dimmed by a sheet and gets that mode back when the dismissal starts",
          arguments: [TintAdjustmentMode.normal, .dimmed, .automatic])
    func restoresThePreviousMode(_ own: TintAdjustmentMode) throws {
        let s = try Stage()
        s.root.view.tintAdjustmentMode = own
        s.root.present(vc("P", style: .pageSheet), animated: false)
        #expect(s.root.view.tintAdjustmentMode == .dimmed)
        s.root.dismiss(animated: true)
        // LIFE-6: the dismissal has started; TINT-1 restores in its first step.
        #expect(s.window.isTransitionRunning)
        #expect(s.root.view.tintAdjustmentMode == own)
    }

    @Test("A mode set while a sheet dims the view shows at once and is overwritten by the restoration")
    func setWhileDimmedIsOverwritten() throws {
        let s = try Stage()
        s.root.view.tintAdjustmentMode = .dimmed
        s.root.present(vc("P", style: .pageSheet), animated: false)
        s.root.view.tintAdjustmentMode = .normal
        #expect(s.root.view.effectiveTintAdjustmentMode == .normal)
        s.root.dismiss(animated: false)
        #expect(s.root.view.tintAdjustmentMode == .dimmed, "the mode from before the dimming, not the one set since")
    }

    @Test("A child with an explicit mode keeps it under a dimmed presenter; an automatic one inherits")
    func childKeepsItsExplicitMode() throws {
        let explicit = View(frame: rect(0, 0, 100, 100))
        explicit.tintAdjustmentMode = .normal
        let inheriting = View(frame: rect(0, 100, 100, 100))
        let s = try Stage { root in
            root.view.addSubview(explicit)
            root.view.addSubview(inheriting)
        }
        s.root.present(vc("P", style: .pageSheet), animated: false)
        #expect(explicit.effectiveTintAdjustmentMode == .normal)
        #expect(inheriting.effectiveTintAdjustmentMode == .dimmed)
    }

    @Test("A cancelled interactive dismissal dims again, remembering the mode the view has then")
    func cancelRemembersTheModeThen() throws {
        let s = try Stage()
        s.root.view.tintAdjustmentMode = .normal
        let p = vc("P", style: .pageSheet)
        s.root.present(p, animated: false)
        s.window.beginInteractiveDismissal(of: p)
        #expect(s.root.view.tintAdjustmentMode == .normal)
        s.root.view.tintAdjustmentMode = .automatic
        s.window.cancelInteractiveDismissal()
        #expect(s.root.view.tintAdjustmentMode == .dimmed)
        s.root.dismiss(animated: false)
        #expect(s.root.view.tintAdjustmentMode == .automatic)
    }
}
