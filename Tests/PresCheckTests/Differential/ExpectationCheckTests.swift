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

@Suite("Golden expectations: the order failures come in, and callbacks")
struct ExpectationOrderTests {
    let observation = Observation(step: 0, isSettled: true,
                                  window: WindowObservation(size: Size(width: 393, height: 852), orientation: .portrait),
                                  nodes: [NodeObservation(id: "R", frame: Rect(x: 0, y: 0, width: 393, height: 852))],
                                  presentations: [], callbacks: [.appearance("R", .viewDidAppear), .presentCompletion("P")])

    @Test("A table's failures come in sorted key order, and the values that hold are not among them")
    func sortedFailures() {
        var expectation = Expectation(step: 0)
        let missing = Rect(x: 0, y: 0, width: 10, height: 10)
        expectation.frames = ["Z": missing, "R": Rect(x: 0, y: 0, width: 393, height: 852), "A": missing, "M": missing, "B2": missing]
        expectation.alpha = ["Q": 1, "C": 1]
        let failures = ExpectationCheck.failures(of: [expectation], in: [observation])
        #expect(failures.map(\.field) == ["frames.A", "frames.B2", "frames.M", "frames.Z", "alpha.C", "alpha.Q"])
    }

    @Test("Callbacks hold only when spelled exactly, in order, none missing and none extra")
    func callbacks() {
        func failures(_ callbacks: [String]) -> [String] {
            var expectation = Expectation(step: 0)
            expectation.callbacks = callbacks
            return ExpectationCheck.failures(of: [expectation], in: [observation]).map(\.field)
        }
        #expect(failures(["R: viewDidAppear", "P: present completion"]).isEmpty)
        #expect(failures(["P: present completion", "R: viewDidAppear"]) == ["callbacks"])
        #expect(failures(["R: viewDidAppear"]) == ["callbacks"])
        #expect(failures(["R: viewDidAppear", "P: present completion", "P: present completion"]) == ["callbacks"])
        #expect(failures(["R: viewDidAppear", "P: present  completion"]) == ["callbacks"])
    }
}
