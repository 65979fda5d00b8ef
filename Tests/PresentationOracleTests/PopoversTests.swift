import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing
@testable import PresentationOracle

@Suite("POP — popovers")
struct PopoversTests {
    /// POP-1 on the pad: A = (10, 34, 800, 1116).
    @Test(arguments: [
        (Fixture.rect(205, 118, 410, 59), CGSize.zero, Fixture.rect(250, 190, 320, 480)),
        (Fixture.rect(205, 1062, 410, 59), .zero, Fixture.rect(250, 569, 320, 480)),
        (Fixture.rect(0, 500, 100, 100), CGSize(width: 0, height: 800), Fixture.rect(10, 350, 320, 800)),
        (Fixture.rect(700, 100, 100, 100), CGSize(width: 1000, height: 2000), Fixture.rect(10, 34, 800, 1116)),
        (Fixture.rect(780, 100, 40, 40), CGSize(width: 200, height: 100), Fixture.rect(610, 153, 200, 100)),
    ])
    func framePOP1(source: Rect, preferred: CGSize, expected: Rect) {
        #expect(Rect(Popovers.framePOP1(source: source.cgRect, preferred: preferred, window: Fixture.pad)).isClose(to: expected))
    }

    static let root = Node(id: "R", children: [
        Node(id: "S", frame: Fixture.rect(0.25, 0.1, 0.5, 0.05)),
        Node(id: "Q", frame: Fixture.rect(0, 0.9, 1, 0.1), children: [Node(id: "Q1", frame: Fixture.rect(0, 0, 0.5, 1))]),
    ])

    /// POP-2 + TINT-1: passthrough taps reach the view behind; other taps outside dismiss.
    @Test func passthroughAndDismiss() {
        let steps = Oracle.run(Fixture.scenario(.pad, root: Self.root, [
            Fixture.present("P", from: "S", .popover, popover: PopoverOptions(passthrough: ["Q"])),
            .tap(at: Point(x: 100, y: 1100)),
            .tap(at: Point(x: 500, y: 1100)),
            .tap(at: Point(x: 300, y: 300)),
            .tap(at: Point(x: 300, y: 130)),
            .tap(at: Point(x: 300, y: 130)),
        ]))
        let presentation = steps[1].presentation(of: "P")
        #expect(presentation?.presenter == "R" && presentation?.adaptedStyle == PresentationStyle.none)
        #expect(close(presentation?.dimming, Fixture.rect(0, 0, 820, 1180)) && presentation?.dimmingAlpha == 0.01)
        #expect(presentation?.isDimmed == nil)
        #expect(close(Fixture.frame(steps[1], "P"), Fixture.rect(250, 190, 320, 480)))
        #expect(steps[1].node("S")?.tint == .dimmed && steps[1].node("P")?.tint == .normal)
        #expect(steps[2].hitTarget == "Q1" && steps[2].callbacks.isEmpty)
        #expect(steps[3].hitTarget == "Q" && steps[3].callbacks.isEmpty)
        #expect(steps[4].hitTarget == "P")
        #expect(steps[5].hitTarget == HitTarget.dimming("P"))
        #expect(steps[5].callbacks == [Callback.dismissalWillBegin("P"), Callback.appearance("P", .viewWillDisappear)])
        #expect(steps[5].node("S")?.tint == .normal)
        #expect(steps[6].callbacks.isEmpty && steps[6].warnings.isEmpty)  // a transition runs
    }

    /// POP-1 `sourceRect` in the source view's coordinates, on another `sourceView`.
    @Test func sourceRect() {
        let observation = Fixture.last(Fixture.scenario(.pad, root: Self.root, [
            Fixture.present("P", from: "R", .popover, popover: PopoverOptions(sourceView: "S", sourceRect: Fixture.rect(0, 0, 10, 10))),
        ]))
        // S = (205, 118, 410, 59); S' = (205, 118, 10, 10): x = 210 − 160 = 50, y = 128 + 13.
        #expect(close(Fixture.frame(observation, "P"), Fixture.rect(50, 141, 320, 480)))
    }

    /// HIT-1/HIT-2 reading: at the start of an animated popover presentation its dimming view has
    /// alpha 0 < 0.01 and does not qualify; the popover's container lets the touch through.
    @Test func dimmingNotYetVisible() {
        let steps = Oracle.run(Fixture.scenario(.pad, root: Self.root, [
            Fixture.present("P", from: "S", .popover, animated: true, popover: PopoverOptions()),
            .tap(at: Point(x: 300, y: 130)), .advance(seconds: 0.3), .tap(at: Point(x: 300, y: 130)),
        ]))
        #expect(steps[2].hitTarget == "S" && steps[2].callbacks.isEmpty)
        #expect(steps[4].hitTarget == HitTarget.dimming("P"))
    }
}
