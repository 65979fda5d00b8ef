import Foundation
import PresCheckCore
import Testing
@testable import PresentationOracle

@Suite("Whole scenarios through Oracle.run")
struct ScenarioTests {
    /// Article 000, workaround 4: an `intermediate-helper` over the current context of B, then a
    /// CTX-3 `half-context` presented from the helper stays confined to B's context.
    @Test func intermediateHelperStory() {
        let steps = Oracle.run(Fixture.scenario([
            .present(PresentAction(source: "C", node: Node(id: "H"), style: .overCurrentContext, controller: .intermediateHelper)),
            .present(PresentAction(source: "H", node: Node(id: "P"), style: .custom, animated: true, controller: .halfContext)),
            .advance(seconds: 0.3),
            .tap(at: Point(x: 10, y: 10)),
            .tap(at: Point(x: 10, y: 500)),
            .advance(seconds: 0.3),
        ]))
        #expect(steps.count == 7)
        #expect(steps[1].presentation(of: "H")?.presenter == "B")
        #expect(close(Fixture.frame(steps[1], "H"), Fixture.rect(0, 426, 393, 426)))
        #expect(steps[2].presentation(of: "P")?.presenter == "H")
        #expect(close(steps[2].presentation(of: "P")?.container, Fixture.rect(0, 426, 393, 426)))
        #expect(close(Fixture.frame(steps[2], "P"), Fixture.rect(0, 639 + 426, 393, 213)))
        #expect(steps[2].presentation(of: "P")?.dimmingAlpha == 0)
        #expect(close(Fixture.frame(steps[3], "P"), Fixture.rect(0, 639, 393, 213)))
        #expect(steps[3].presentation(of: "P")?.dimmingAlpha == 0.5)
        #expect(steps[4].hitTarget == "T")
        #expect(steps[5].hitTarget == HitTarget.dimming("P"))
        #expect(steps[5].callbacks == [Callback.dismissalWillBegin("P")])
        #expect(steps[6].callbacks == [Callback.dismissalDidEnd("P", true)])
        #expect(steps[6].presentations.map(\.presented) == ["H"])
        #expect(steps[6].node("H")?.presented == nil && steps[6].node("B")?.presented == "H")
    }

    /// ADAPT-6: while adapted, the substitute's view is the presented view; links name the original.
    @Test func substitute() {
        let root = Node(id: "R", children: [Node(id: "S", frame: Fixture.rect(0, 0.1, 1, 0.05))])
        let present = PresentAction(source: "S", node: Node(id: "P"), style: .popover, popover: PopoverOptions(),
                                    delegate: AdaptiveDelegateOptions(adaptiveStyle: .fullScreen, substitute: Node(id: "W")))
        let steps = Oracle.run(Fixture.scenario(.padSplit, splitWidth: 320, root: root, [.present(present), .resize(width: 678)]))
        #expect(steps[1].presentation(of: "P")?.adaptedStyle == .fullScreen)
        #expect(steps[1].node("P")?.frame == nil)
        #expect(close(Fixture.frame(steps[1], "W"), Fixture.rect(0, 0, 320, 1180)))
        #expect(steps[1].node("W")?.presenting == "R" && steps[1].node("R")?.presented == "P")
        #expect(steps[1].node("R")?.frame == nil)
        #expect(steps[2].node("W") == nil)
        #expect(close(Fixture.frame(steps[2], "P"), Fixture.rect(179, 190, 320, 480)))
        #expect(steps[2].node("R")?.tint == .dimmed)
    }
}
