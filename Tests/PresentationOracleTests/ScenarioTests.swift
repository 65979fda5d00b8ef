import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing
@testable import PresentationOracle

@Suite("Whole scenarios through Oracle.run")
struct ScenarioTests {
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
