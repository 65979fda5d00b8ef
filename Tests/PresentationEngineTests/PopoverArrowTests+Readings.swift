import Foundation
import PresCheckCore
import PresentationEngine
import Testing

@Suite("Popovers: the readings of POP-3")
struct PopoverArrowReadingTests {
    /// Presents a 320 × 480 popover anchored on the stage's button moved to `button`, on pad
    /// portrait, where A = (10, 34) to (810, 1150).
    private func present(button: CGRect, permitted: PopoverArrowDirection, animated: Bool = false)
        throws -> (PopoverStage, ViewController, PopoverPresentationController) {
        let s = try PopoverStage()
        s.button.frame = button
        let popover = s.popover()
        let controller = try #require(popover.popoverPresentationController)
        controller.permittedArrowDirections = permitted
        s.root.present(popover, animated: animated)
        return (s, popover, controller)
    }

    @Test("Reading POP-3.b: POP-1 with neither side fitting falls back to below, arrow up")
    func pop1FallbackIsBelow() throws {
        // Below: 813 + 480 > 1150; above: 300 − 13 − 480 = −193 < 34; below, clamped to 670.
        let (s, popover, controller) = try present(button: rect(20, 300, 100, 500), permitted: .any)
        withExtendedLifetime(s) {
            #expect(popover.view.frameInWindow == rect(10, 670, 320, 480))
            #expect(controller.arrowDirection == .up)
        }
    }

    @Test("Reading POP-3.a: a candidate touching A's edge lies inside; half a point beyond does not")
    func touchingEdgeIsInside() throws {
        // Above: 527 − 13 − 480 = 34 = A.minY, inside.
        let (s, popover, controller) = try present(button: rect(600, 527, 100, 100), permitted: [.down, .right])
        #expect(popover.view.frameInWindow == rect(490, 34, 320, 480))
        #expect(controller.arrowDirection == .down)
        // Above: 33.5 < 34, outside; left of the button: x = 267, y = 576.5 − 240 = 336.5, inside.
        let (t, other, otherController) = try present(button: rect(600, 526.5, 100, 100), permitted: [.down, .right])
        #expect(other.view.frameInWindow == rect(267, 336.5, 320, 480))
        #expect(otherController.arrowDirection == .right)
        withExtendedLifetime((s, t)) {}
    }

    @Test("Reading POP-3.c: the arrow holds during the popover's transitions and is unknown once it is gone")
    func arrowDuringTransitions() throws {
        let (s, popover, controller) = try present(button: rect(20, 100, 100, 44), permitted: .left, animated: true)
        #expect(controller.arrowDirection == .left)
        s.window.advance(by: 0.3)
        #expect(popover.view.frameInWindow == rect(133, 34, 320, 480))
        popover.dismiss(animated: true)
        #expect(controller.arrowDirection == .left)
        s.window.advance(by: 0.3)
        #expect(controller.arrowDirection == .unknown)
    }
}
