import Foundation
import PresCheckCore
import Testing
@testable import PresentationOracle

@Suite("POP-3 — permitted arrow directions")
struct PopoverArrowsTests {
    /// POP-1's A on the pad: (10, 34) to (810, 1150); every popover here is 320 × 480.
    static let area = Fixture.rect(10, 34, 800, 1116).cgRect
    static let size = CGSize(width: 320, height: 480)

    /// Values worked out by hand from the catalogue's POP-3 text.
    @Test(arguments: [
        // The strip S = (205, 118, 410, 59): below fits (POP-1, arrow up).
        (Fixture.rect(205, 118, 410, 59), [PopoverArrow.up, .down, .left, .right], Fixture.rect(250, 190, 320, 480), PopoverArrow.up),
        // Right of S: x = 628, y = clamp(147.5 − 240) = 34; sticks out at 948 > 810. It keeps its
        // side and shrinks to the room there (Reading POP-3.e): width 810 − 628 = 182.
        (Fixture.rect(205, 118, 410, 59), [.left], Fixture.rect(628, 34, 182, 480), .left),
        // Above S: y = −375 does not fit; its bottom stays at 118 − 13 = 105, height 105 − 34 = 71.
        (Fixture.rect(205, 118, 410, 59), [.down], Fixture.rect(250, 34, 320, 71), .down),
        // Above and left both stick out: above keeps 320 × 71, left of S (right edge 192) keeps
        // 182 × 480, the larger: left of S wins although above is tried first.
        (Fixture.rect(205, 118, 410, 59), [.right, .down], Fixture.rect(10, 34, 182, 480), .right),
        // S = (600, 500, 100, 100): right (x = 713) sticks out; left x = 267, y = 550 − 240 = 310 fits.
        (Fixture.rect(600, 500, 100, 100), [.left, .right], Fixture.rect(267, 310, 320, 480), .right),
        // Above: y = 7 < 34; right sticks out. Above keeps 320 × (487 − 34) = 320 × 453, right of S
        // keeps 97 × 480: above wins, its bottom at 487.
        (Fixture.rect(600, 500, 100, 100), [.left, .down], Fixture.rect(490, 34, 320, 453), .down),
        // Above touches A's top exactly (527 − 13 − 480 = 34): inside, edges may touch.
        (Fixture.rect(600, 527, 100, 100), [.down, .left], Fixture.rect(490, 34, 320, 480), .down),
        // Up and down both permitted: POP-1; below does not fit (1100 + 13 + 480 > 1150), above does.
        (Fixture.rect(205, 1062, 410, 59), [.up, .down], Fixture.rect(250, 569, 320, 480), .down),
        // POP-1 with neither side fitting (below 813 + 480 > 1150, above −193 < 34) falls back to
        // below, clamped to y = 670: arrow up (Reading POP-3.b).
        (Fixture.rect(0, 300, 100, 500), [.down, .up, .right], Fixture.rect(10, 670, 320, 480), .up),
    ])
    func placement(source: Rect, permitted: [PopoverArrow], frame: Rect, arrow: PopoverArrow) {
        let result = PopoverArrows.placement(source: source.cgRect, size: Self.size, area: Self.area, permitted: permitted)
        #expect(Rect(result.frame).isClose(to: frame), "\(Rect(result.frame))")
        #expect(result.arrow == arrow)
    }

    static let root = Node(id: "R", children: [Node(id: "S", frame: Fixture.rect(0.25, 0.1, 0.5, 0.05))])

    /// The observation reports the arrow of a popover shown as a popover, during its transitions
    /// too (Reading POP-3.c), and none once it is gone or while adapted.
    @Test func observedArrow() {
        let steps = Oracle.run(Fixture.scenario(.pad, root: Self.root, [
            Fixture.present("P", from: "S", .popover, animated: true, popover: PopoverOptions(permittedArrowDirections: [.left])),
            .advance(seconds: 0.3),
            .dismiss(node: "P", animated: true),
            .advance(seconds: 0.3),
        ]))
        #expect(steps[1].presentation(of: "P")?.arrowDirection == .left)
        #expect(close(Fixture.frame(steps[2], "P"), Fixture.rect(628, 34, 182, 480)))
        #expect(steps[2].presentation(of: "P")?.arrowDirection == .left)
        #expect(steps[3].presentation(of: "P")?.arrowDirection == .left)
        #expect(steps[4].presentation(of: "P") == nil)

        let phone = Fixture.last(Fixture.scenario(root: Self.root, [
            Fixture.present("P", from: "S", .popover, popover: PopoverOptions(permittedArrowDirections: [.up])),
        ]))
        #expect(phone.presentation(of: "P")?.adaptedStyle == .formSheet)
        #expect(phone.presentation(of: "P")?.arrowDirection == nil)
    }
}
