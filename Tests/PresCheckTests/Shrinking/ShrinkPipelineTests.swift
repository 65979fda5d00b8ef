import PresCheck
import PresCheckCore
import Testing

@Suite("Shrink pipeline")
struct ShrinkPipelineTests {
    /// `ChoiceShrinkerTests.list`'s list, as the name of a one-node scenario.
    static func scenario(_ list: [UInt64]) -> Scenario {
        Scenario(name: list.map(String.init).joined(separator: ","), device: .phone, root: Node(id: "R"))
    }

    @Test("a candidate that rebuilds the latest replay's choices is not replayed, and the choice stage ends as the plain shrinker does")
    func latestReplay() {
        let choices: [UInt64] = [6, 12, 77, 3, 90, 45, 20, 0]
        let pipeline = ShrinkPipeline(budget: 400)
        var replays = 0
        let shrunk = pipeline.shrink(Self.scenario([12, 77, 3, 90, 45, 20]), choices: choices, finding: 1, replay: { candidate in
            replays += 1
            let source = ChoiceSource(replaying: candidate)
            let list = ChoiceShrinkerTests.list(source)
            return ShrinkPipeline.Replay(scenario: Self.scenario(list), used: source.recorded) {
                list.contains { $0 > 50 } ? 1 : nil
            }
        }, reproduces: { $0.name == "51" ? 1 : nil })
        let plain = ChoiceShrinker.shrink(choices, maxAttempts: 200, test: ChoiceShrinkerTests.listHasLargeElement)
        #expect(shrunk.scenario.name == "51")
        #expect(shrunk.choiceStatistics == plain.statistics)
        // One replay builds the shrunk choices' scenario after the stage.
        #expect(replays - 1 < plain.statistics.attempts)
    }
}
