import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// LIFE-10's swipe on `phone` portrait: the pan recognizers see a swipe as a pan of 40 pt at
// 1500 pt/s in its direction. A `.pageSheet` [medium, large] is (0, 444, 393, 408) at medium and
// (0, 69, 393, 783) at large (DETENT-4: h(medium) / 2 = 204).

/// Records the sheet delegate's detent changes and dismissal calls (DETENT-4, LIFE-10).
private final class SwipeDelegate: SheetPresentationControllerDelegate {
    private(set) var calls: [String] = []

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {
        calls.append("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { calls.append("attempt") }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) { calls.append("will") }
}

@Suite("The user's swipe (LIFE-10): swipe recognizers, then the pan recognizers as 40 pt at 1500 pt/s")
struct SwipeTests {
    private func stage(detents: [SheetPresentationController.Detent]? = nil, modal: Bool = false)
        throws -> (Stage, ViewController, SwipeDelegate) {
        let s = try Stage()
        let presented = vc("S", style: .pageSheet)
        presented.isModalInPresentation = modal
        let sheet = try #require(presented.sheetPresentationController)
        if let detents { sheet.detents = detents }
        let delegate = SwipeDelegate()
        sheet.delegate = delegate
        s.retained.append(delegate)
        s.root.present(presented, animated: false)
        return (s, presented, delegate)
    }

    @Test("Down on a one-detent sheet is the flick (vy 1500 ≥ 1000, dy 40 > 0): a dismissal attempt; left, right, up change nothing")
    func downDismisses() throws {
        let (s, presented, delegate) = try stage()
        for direction: SwipeGestureRecognizer.Direction in [.left, .right, .up] {
            #expect(s.window.swipe(from: CGPoint(x: 196, y: 400), direction: direction) === presented.view)
        }
        #expect(delegate.calls.isEmpty && !s.window.isTransitionRunning)
        s.window.swipe(from: CGPoint(x: 196, y: 400), direction: .down)
        #expect(delegate.calls == ["will"])
        #expect(s.window.isTransitionRunning)
        s.window.advance(by: 0.3)
        #expect(presented.presentingViewController == nil)
    }

    @Test("isModalInPresentation refuses the swipe's dismissal attempt")
    func modalRefuses() throws {
        let (s, presented, delegate) = try stage(modal: true)
        s.window.swipe(from: CGPoint(x: 196, y: 400), direction: .down)
        #expect(delegate.calls == ["attempt"])
        #expect(!s.window.isTransitionRunning && presented.presentingViewController === s.root)
    }

    @Test("[medium, large]: up from medium selects large; down from large (H = 743) selects medium; down at medium dismisses")
    func detents() throws {
        let (s, presented, delegate) = try stage(detents: [.medium(), .large()])
        #expect(presented.view.frameInWindow == rect(0, 444, 393, 408))
        s.window.swipe(from: CGPoint(x: 196, y: 600), direction: .up)
        #expect(presented.view.frameInWindow == rect(0, 69, 393, 783))
        s.window.swipe(from: CGPoint(x: 196, y: 400), direction: .up)
        s.window.swipe(from: CGPoint(x: 196, y: 400), direction: .down)
        #expect(presented.view.frameInWindow == rect(0, 444, 393, 408))
        s.window.swipe(from: CGPoint(x: 196, y: 600), direction: .down)
        #expect(delegate.calls == ["detent com.apple.UIKit.large", "detent com.apple.UIKit.medium", "will"])
    }

    @Test("An app's swipe recognizer reports first, then its pan recognizer: began, ended at (0, 40) and (0, 1500)")
    func order() throws {
        let s = try Stage()
        var log: [String] = []
        let swipe = SwipeGestureRecognizer { _ in log.append("swipe") }
        swipe.direction = .down
        s.root.view.addGestureRecognizer(swipe)
        s.root.view.addGestureRecognizer(PanGestureRecognizer { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            log.append("pan \(pan.state) \(pan.translation(in: nil).y) \(pan.velocity(in: nil).y)")
        })
        s.window.swipe(from: CGPoint(x: 100, y: 100), direction: .down)
        s.window.swipe(from: CGPoint(x: 100, y: 100), direction: .up)
        #expect(log == ["swipe", "pan began 0.0 0.0", "pan ended 40.0 1500.0", "pan began 0.0 0.0", "pan ended -40.0 -1500.0"])
    }

    @Test("A pan reads its final translation exactly, whatever points it passed: on phone-se 318.5 = h / 2 stays")
    func exactFinalTranslation() throws {
        // phone-se portrait: an .automatic sheet is (0, 30, 375, 637); DETENT-4 with [large]:
        // H = 637 − 318.5 = 318.5, not below h(m) / 2 = 318.5, so the sheet stays.
        let s = try Stage(device: .phoneSE)
        let presented = vc("S")
        s.root.present(presented, animated: false)
        let points = [CGPoint(x: 0, y: 318.5 / 3), CGPoint(x: 0, y: 318.5 * 2 / 3), CGPoint(x: 0, y: 318.5)]
        s.window.pan(from: CGPoint(x: 190, y: 350), translations: points)
        #expect(!s.window.isTransitionRunning && presented.presentingViewController === s.root)
        let plain = try Stage(device: .phoneSE)
        var read: [CGFloat] = []
        plain.root.view.addGestureRecognizer(PanGestureRecognizer { recognizer in
            if recognizer.state == .ended, let pan = recognizer as? PanGestureRecognizer { read.append(pan.translation(in: nil).y) }
        })
        plain.window.pan(from: CGPoint(x: 10, y: 10), translations: points)
        #expect(read == [318.5])
    }
}
