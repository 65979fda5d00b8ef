import PresCheck
import PresCheckCore
import Testing

@Suite("Golden expectations of links (CTX-5)")
struct ExpectationLinkTests {
    let observation = Observation(step: 0, isSettled: true,
                                  window: WindowObservation(size: Size(width: 393, height: 852), orientation: .portrait),
                                  nodes: [NodeObservation(id: "R", frame: Rect(x: 0, y: 0, width: 393, height: 852))],
                                  presentations: [])

    @Test("\"\" expects no link on a node in a layer, and passes there")
    func emptyMeansNilInALayer() {
        var expectation = Expectation(step: 0)
        expectation.presenting = ["R": ""]
        expectation.presented = ["R": ""]
        #expect(ExpectationCheck.failures(of: [expectation], in: [observation]).isEmpty)
    }

    @Test("\"\" for a node in no layer fails: it has no links to compare")
    func emptyFailsForANodeInNoLayer() {
        var expectation = Expectation(step: 0)
        expectation.presenting = ["P": ""]
        expectation.presented = ["P": ""]
        let failures = ExpectationCheck.failures(of: [expectation], in: [observation])
        #expect(failures.map(\.field) == ["presenting.P", "presented.P"])
        #expect(failures.allSatisfy { $0.actual.description == "not in a layer" })
    }
}
