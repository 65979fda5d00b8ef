import Foundation
import PresCheckCore
import Testing
@testable import PresentationOracle

@Suite("TINT — tint adjustment")
struct TintTests {
    @Test(arguments: [
        (TintAdjustmentMode.automatic, TintAdjustmentMode.normal, TintAdjustmentMode.normal),
        (.automatic, .dimmed, .dimmed), (.dimmed, .normal, .dimmed), (.normal, .dimmed, .normal),
    ])
    func effective(own: TintAdjustmentMode, inherited: TintAdjustmentMode, expected: TintAdjustmentMode) {
        #expect(OracleState.effectiveTint(own: own, inherited: inherited) == expected)
    }

    /// TINT-1: a dimmed sheet over a dimmed sheet dims each presenter; dismissal start restores it,
    /// a cancelled one dims again (LIFE-4). Other styles never change tint.
    @Test func nestedSheets() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "R", .pageSheet, node: Node(id: "P", children: [Node(id: "P1")])),
            Fixture.present("Q", from: "P1", .formSheet),
            .beginInteractiveDismissal(node: "Q"),
            .cancelInteractiveDismissal,
        ]))
        #expect(steps[1].node("T")?.tint == .dimmed && steps[1].node("P")?.tint == .normal)
        #expect(steps[2].node("P1")?.tint == .dimmed && steps[2].node("R")?.tint == .dimmed && steps[2].node("Q")?.tint == .normal)
        #expect(steps[3].node("P1")?.tint == .normal && steps[3].node("R")?.tint == .dimmed)
        #expect(steps[4].node("P1")?.tint == .dimmed)
        let others = Fixture.last(Fixture.scenario([Fixture.present("P", from: "C", .custom, controller: .halfContext)]))
        #expect(others.node("B")?.tint == .normal)
    }
}
