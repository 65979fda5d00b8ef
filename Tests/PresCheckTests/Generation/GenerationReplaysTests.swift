import PresCheck
import PresCheckCore
import PresentationOracle
import Testing

@Suite("GenerationReplays: a shrink's replays resumed from checkpoints")
struct GenerationReplaysTests {
    /// The scenario, oracle observations and consumed choices of `choices` replayed from the start.
    private func fromScratch(_ choices: [UInt64], name: String) -> (Scenario, [Observation], [UInt64]) {
        let (scenario, used) = CaseRunner(profile: .named(.ci)).scenario(replaying: choices, name: name)
        return (scenario, Oracle.run(scenario), used)
    }

    @Test("Edited sequences resumed from a base build what a replay from the start builds, for 40 cases")
    func resumedEqualsFromScratch() {
        let maxActions = Profile.named(.ci).maxActions
        var resumed = 0
        for index in UInt64(0)..<40 {
            let original = ScenarioGenerator.generate(seed: 11, index: index, maxActions: maxActions)
            let choices = original.choices
            let replays = GenerationReplays(maxActions: maxActions, name: "candidate", reproducing: choices)
            // Edits a shrink makes: delete a span, zero a choice, lower one, cut the tail; near
            // the end first, as the shrink does.
            var candidates: [[UInt64]] = []
            for start in stride(from: choices.count - 1, through: 0, by: -max(1, choices.count / 6)) {
                var deleted = choices
                deleted.removeSubrange(start..<min(choices.count, start + 2))
                var zeroed = choices
                zeroed[start] = 0
                var lowered = choices
                lowered[start] /= 2
                candidates += [deleted, zeroed, lowered, Array(choices[..<start])]
            }
            for (number, candidate) in candidates.enumerated() {
                // Adopting some of them moves the base, as an accepted candidate does; those are
                // replayed keeping their checkpoints, as an accepted candidate is.
                let adopted = number % 3 == 0
                let replayed = replays.replay(candidate, keepingCheckpoints: adopted)
                let (scenario, oracle, used) = fromScratch(candidate, name: "candidate")
                #expect(replayed.scenario == scenario, "case \(index), candidate \(number)")
                #expect(replayed.oracle == oracle, "case \(index), candidate \(number)")
                #expect(replayed.used == used, "case \(index), candidate \(number)")
                if replayed.resumedAt > 0 { resumed += 1 }
                if adopted { replays.adopt(replayed) }
            }
        }
        #expect(resumed > 100, "most candidates resume after their first choice")
    }
}
