import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
import Testing

@Suite("Driver: a second run compared with the first as it goes (deterministic, LIFE-6)")
struct DeterminismRerunTests {
    /// Presentations, animated steps that reuse the last walk, a rotation and a dismissal, so that
    /// the second run meets kept walks and node lists as well as new ones.
    private static let scenario = Scenario(
        name: "rerun", device: .phone,
        root: Node(id: "R", children: [Node(id: "B", definesPresentationContext: true)]),
        actions: [
            .present(PresentAction(source: "B", node: Node(id: "C"), style: .custom, controller: .halfContext)),
            .present(PresentAction(source: "C", node: Node(id: "F", children: [Node(id: "G")]), style: .formSheet, animated: true,
                                   delegate: AdaptiveDelegateOptions(adaptiveStyle: .overFullScreen))),
            .advance(seconds: 0.1),
            .advance(seconds: 0),
            .advance(seconds: 1),
            .rotate(to: .landscape),
            .tap(at: Point(x: 10, y: 10)),
            .dismiss(node: "B", animated: false),
            .advance(seconds: 0),
        ])

    /// What comparing `first` with a whole second run gives: the step and that run's observation there.
    private static func expected(_ first: [Observation]) throws -> (step: Int, observation: Observation?)? {
        let second = try EngineDriver.run(scenario)
        guard let step = Observation.firstDifference(first, second) else { return nil }
        return (step, step < second.count ? second[step] : nil)
    }

    @Test("A run the same at every step has no difference")
    func sameRun() throws {
        let first = try EngineDriver.run(Self.scenario)
        #expect(try EngineDriver.firstDifference(rerunning: Self.scenario, from: first) == nil)
    }

    @Test("A change to any field at any step is found at that step, with the second run's observation there",
          arguments: 0..<8)
    func changedField(kind: Int) throws {
        let first = try EngineDriver.run(Self.scenario)
        for step in first.indices {
            var changed = first
            switch kind {
            case 0: changed[step].step += 1
            case 1: changed[step].warnings.append("changed")
            case 2: changed[step].callbacks.append(.presentCompletion("changed"))
            case 3: changed[step].hitTarget = .node("changed")
            case 4:
                guard !changed[step].views.isEmpty else { continue }
                changed[step].views[changed[step].views.count - 1].alpha += 0.5
            case 5:
                guard !changed[step].nodes.isEmpty else { continue }
                changed[step].nodes[changed[step].nodes.count - 1].presenting = "changed"
            case 6:
                guard !changed[step].presentations.isEmpty else { continue }
                changed[step].presentations[0].isDimmed = changed[step].presentations[0].isDimmed == true ? false : true
            default: changed[step].layoutPasses += 1
            }
            let found = try EngineDriver.firstDifference(rerunning: Self.scenario, from: changed)
            let wanted = try Self.expected(changed)
            #expect(found?.step == step)
            #expect(found?.step == wanted?.step)
            #expect(found?.observation == wanted?.observation)
        }
    }

    @Test("A first run with fewer or more steps differs where the shorter ends")
    func otherLengths() throws {
        let first = try EngineDriver.run(Self.scenario)
        let shorter = Array(first.dropLast())
        let found = try EngineDriver.firstDifference(rerunning: Self.scenario, from: shorter)
        #expect(found?.step == shorter.count)
        #expect(found?.observation == first.last)
        let longer = first + [first[0]]
        let beyond = try EngineDriver.firstDifference(rerunning: Self.scenario, from: longer)
        #expect(beyond?.step == first.count)
        #expect(beyond?.observation == nil)
    }

    @Test("A run compared with another as it goes gives nil when the same at every step, else its whole run")
    func runComparedWith() throws {
        let first = try EngineDriver.run(Self.scenario)
        #expect(try EngineDriver.run(Self.scenario, comparedWith: first) == nil)
        for step in first.indices {
            var changed = first
            changed[step].layoutPasses += 1
            let found = try EngineDriver.run(Self.scenario, comparedWith: changed)
            #expect(found?.step == step)
            #expect(found?.observations == first)
        }
        let shorter = Array(first.dropLast())
        #expect(try EngineDriver.run(Self.scenario, comparedWith: shorter)?.observations == first)
        let longer = first + [first[0]]
        let beyond = try EngineDriver.run(Self.scenario, comparedWith: longer)
        #expect(beyond?.step == first.count)
        #expect(beyond?.observations == first)
    }

    @Test("A defective engine's run compared with the conforming one's is its own whole run", arguments: Defect.allCases)
    func runComparedWithDefect(defect: Defect) throws {
        let conforming = try EngineDriver.run(Self.scenario)
        let options = EngineOptions(defects: [defect])
        let defective = try EngineDriver.run(Self.scenario, options: options)
        let found = try EngineDriver.run(Self.scenario, options: options, comparedWith: conforming)
        #expect(found?.step == Observation.firstDifference(conforming, defective))
        #expect((found?.observations ?? conforming) == defective)
    }
}
