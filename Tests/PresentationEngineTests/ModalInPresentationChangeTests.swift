import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// LIFE-10 with Reading LIFE-10.b: app code changes `isModalInPresentation` while the sheet is up
// (unsaved changes); the user's attempt reads the value it has then. Phone portrait: a page sheet's
// dimming view covers the window above the sheet.

@Suite("isModalInPresentation changed while presented (LIFE-10, Reading LIFE-10.b)")
struct ModalInPresentationChangeTests {
    @Test("Set after the presentation, it refuses the next dimming tap; cleared, the next tap dismisses")
    func readAtTheAttempt() throws {
        let s = try Stage()
        let p = vc("P", style: .pageSheet)
        s.root.present(p, animated: false)
        p.isModalInPresentation = true
        _ = s.window.tap(at: CGPoint(x: 196, y: 30))
        #expect(!s.window.isTransitionRunning)
        #expect(s.root.presentedViewController === p)
        p.isModalInPresentation = false
        _ = s.window.tap(at: CGPoint(x: 196, y: 30))
        #expect(s.window.isTransitionRunning, "the user's dismissal started")
    }
}
