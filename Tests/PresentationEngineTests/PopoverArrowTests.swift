import Foundation
import PresCheckCore
import PresentationEngine
import Testing

@Suite("Popovers: permitted arrow directions (POP-3)")
struct PopoverArrowTests {
    /// Presents a popover anchored on the stage's button (20, 100, 100, 44) on pad portrait, where
    /// A = (10, 34) to (810, 1150).
    private func present(permitted: PopoverArrowDirection?) throws -> (PopoverStage, ViewController, PopoverPresentationController) {
        let s = try PopoverStage()
        let popover = vc("P", style: .popover)
        let controller = try #require(popover.popoverPresentationController)
        controller.sourceView = s.button
        if let permitted { controller.permittedArrowDirections = permitted }
        #expect(controller.arrowDirection == .unknown)
        s.root.present(popover, animated: false)
        return (s, popover, controller)
    }

    @Test("Each permitted set places the popover as POP-3 says and reports the arrow", arguments: [
        // (permitted raw value, expected frame, expected arrow raw value)
        (PopoverArrowDirection.any.rawValue, rect(10, 157, 320, 480), PopoverArrowDirection.up.rawValue),
        (PopoverArrowDirection.left.rawValue, rect(133, 34, 320, 480), PopoverArrowDirection.left.rawValue),
        // Left of the button there is no room (its right edge 20 − 13 = 7 is clamped to A's 10), and
        // above it 87 − 34 = 53 pt: each keeps its side and shrinks (Reading POP-3.e).
        (PopoverArrowDirection.right.rawValue, rect(10, 34, 0, 480), PopoverArrowDirection.right.rawValue),
        (PopoverArrowDirection.down.rawValue, rect(10, 34, 320, 53), PopoverArrowDirection.down.rawValue),
        // Neither fits; above keeps 320 × 53, left of it nothing: above.
        (PopoverArrowDirection([.down, .right]).rawValue, rect(10, 34, 320, 53), PopoverArrowDirection.down.rawValue),
        (PopoverArrowDirection([.down, .left]).rawValue, rect(133, 34, 320, 480), PopoverArrowDirection.left.rawValue),
        (PopoverArrowDirection([.up, .right]).rawValue, rect(10, 157, 320, 480), PopoverArrowDirection.up.rawValue),
    ])
    func placement(permitted: UInt, frame: CGRect, arrow: UInt) throws {
        let (stage, popover, controller) = try present(permitted: PopoverArrowDirection(rawValue: permitted))
        withExtendedLifetime(stage) {
            #expect(popover.view.frameInWindow == frame)
            #expect(controller.arrowDirection == PopoverArrowDirection(rawValue: arrow))
        }
    }

    @Test("Up and down both permitted: POP-1 decides, above when below does not fit")
    func aboveWhenBelowDoesNotFit() throws {
        let s = try PopoverStage()
        s.button.frame = rect(20, 900, 100, 44)
        let popover = vc("P", style: .popover)
        let controller = try #require(popover.popoverPresentationController)
        controller.sourceView = s.button
        controller.permittedArrowDirections = [.up, .down]
        s.root.present(popover, animated: false)
        #expect(popover.view.frameInWindow == rect(10, 407, 320, 480))
        #expect(controller.arrowDirection == .down)
    }

    @Test("arrowDirection is unknown once dismissed and while adapted to a sheet")
    func unknownWhenNotAPopover() throws {
        let (s, popover, controller) = try present(permitted: nil)
        #expect(controller.arrowDirection == .up)
        popover.dismiss(animated: false)
        #expect(controller.arrowDirection == .unknown)

        let split = try PopoverStage(device: .padSplit, splitWidth: 320)
        let adapted = vc("Q", style: .popover)
        let adaptedController = try #require(adapted.popoverPresentationController)
        adaptedController.sourceView = split.button
        split.root.present(adapted, animated: false)
        #expect(adaptedController.adaptedStyle != .none)
        #expect(adaptedController.arrowDirection == .unknown)
        withExtendedLifetime(s) {}
    }
}
