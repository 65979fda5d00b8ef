import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// LIFE-10's sheet drag on `phone` portrait: a `.pageSheet` [large] is (0, 69, 393, 783), so the
// threshold is 783 / 2 = 391.5 pt down, or 1000 pt/s down with any downward move.

@Suite("The sheet's drag (LIFE-10)")
struct SheetDragTests {
    private func stage(_ configure: (ViewController) -> Void = { _ in }) throws -> (Stage, ViewController) {
        let s = try Stage()
        let sheet = vc("S", style: .pageSheet)
        configure(sheet)
        s.root.present(sheet, animated: false)
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
        return (s, sheet)
    }

    @Test("Down by 391.5 stays; by 392 dismisses, animated")
    func distanceThreshold() throws {
        let (s, sheet) = try stage()
        #expect(s.window.pan(from: CGPoint(x: 196, y: 100), translations: [CGPoint(x: 0, y: 391.5)]) === sheet.view)
        #expect(!s.window.isTransitionRunning)
        s.window.pan(from: CGPoint(x: 196, y: 100), translations: [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 392)])
        #expect(s.window.isTransitionRunning)
        s.window.advance(by: 0.3)
        #expect(sheet.presentingViewController == nil)
    }

    @Test("Velocity: 999 pt/s stays, 1000 dismisses; 1000 moving up or not at all stays")
    func velocityThreshold() throws {
        let (s, sheet) = try stage()
        s.window.pan(from: CGPoint(x: 196, y: 100), translations: [CGPoint(x: 0, y: 10)], velocity: CGPoint(x: 0, y: 999))
        s.window.pan(from: CGPoint(x: 196, y: 100), translations: [CGPoint(x: 0, y: -10)], velocity: CGPoint(x: 0, y: 1000))
        s.window.pan(from: CGPoint(x: 196, y: 100), translations: [CGPoint(x: 30, y: 0)], velocity: CGPoint(x: 0, y: 1000))
        #expect(!s.window.isTransitionRunning)
        s.window.pan(from: CGPoint(x: 196, y: 100), translations: [CGPoint(x: 0, y: 1)], velocity: CGPoint(x: 0, y: 1000))
        #expect(s.window.isTransitionRunning)
        s.window.advance(by: 0.3)
        #expect(sheet.presentingViewController == nil)
    }

    @Test("A pan on the dimming view, or starting above the sheet, does not drag it")
    func startsOffTheSheet() throws {
        let (s, sheet) = try stage()
        let hit = s.window.pan(from: CGPoint(x: 196, y: 30), translations: [CGPoint(x: 0, y: 600)])
        #expect(hit?.accessibilityIdentifier == "dimming")
        #expect(!s.window.isTransitionRunning)
        #expect(sheet.presentingViewController === s.root)
    }

    @Test("A modal sheet is not dragged away; the app's own pan recognizer inside the sheet takes the pan first")
    func modalAndOwnRecognizer() throws {
        let (s, sheet) = try stage { $0.isModalInPresentation = true }
        s.window.pan(from: CGPoint(x: 196, y: 100), translations: [CGPoint(x: 0, y: 600)])
        #expect(sheet.presentingViewController === s.root)
        sheet.isModalInPresentation = false
        var seen: [GestureRecognizer.State] = []
        sheet.view.addGestureRecognizer(PanGestureRecognizer { seen.append($0.state) })
        s.window.pan(from: CGPoint(x: 196, y: 100), translations: [CGPoint(x: 0, y: 600)])
        #expect(seen == [.began, .ended])
        #expect(!s.window.isTransitionRunning)
    }

    @Test("A full-screen presentation is not a sheet: no drag")
    func fullScreenIsNotDragged() throws {
        let s = try Stage()
        let cover = vc("F", style: .fullScreen)
        s.root.present(cover, animated: false)
        s.window.pan(from: CGPoint(x: 196, y: 100), translations: [CGPoint(x: 0, y: 800)], velocity: CGPoint(x: 0, y: 3000))
        #expect(cover.presentingViewController === s.root)
    }

    @Test("A custom controller's own pan recognizer on its container gets the pan: the sheet drag is off there")
    func customControllerOwnPan() throws {
        let s = try Stage()
        let card = vc("C")
        s.custom(card, .centeredCard)
        s.root.present(card, animated: false)
        var seen: [GestureRecognizer.State] = []
        card.presentationController?.containerView?.addGestureRecognizer(PanGestureRecognizer { seen.append($0.state) })
        // The dimming view over the container (centered-card, alpha 0.5) is hit; its container's
        // recognizers are the nearest.
        s.window.pan(from: CGPoint(x: 5, y: 5), translations: [CGPoint(x: 0, y: 100)])
        #expect(seen == [.began, .ended])
    }
}
