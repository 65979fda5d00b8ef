import Foundation
import PresCheckCore

/// The one shrink every finding goes through, for property runs, fuzzing and the controller
/// check: first the choice sequence (every candidate is rebuilt by the generator, so it is valid by
/// construction; `ChoiceShrinker`), then the scenario itself (drop actions and nodes, simpler
/// device, round numbers, fewer options; `ScenarioShrinker`), each with half the budget. A
/// candidate is kept only when `reproduces` finds the finding again (same property, subject and
/// rule, as the caller tells it). Deterministic.
///
/// A candidate whose scenario was already tried, in either stage, gets the answer it got then,
/// without a run: the answer depends on the scenario alone, so the result is the same, only
/// sooner. (Different choice sequences often build the same scenario: about a third of the choice
/// stage's candidates did.) A candidate whose choices were already tried is answered before its
/// scenario is even looked up. So does a candidate whose
/// replay consumed choices no smaller than the current ones: it would be refused whatever it does,
/// so it is refused without a run. And a candidate that rebuilds what the latest replay, or the
/// latest that reproduced, consumed is not even replayed.
/// Serves every rule ID.
package struct ShrinkPipeline: Sendable {
    /// Candidates a shrink may try in all (the profile's `shrinkAttempts`).
    package var budget: Int

    package init(budget: Int) {
        self.budget = budget
    }

    /// One replay of a choice sequence: the scenario it builds, the choices it used, and the test of
    /// that scenario (which may use what the replay already computed, such as the generator's
    /// oracle run).
    package struct Replay<Found> {
        package var scenario: Scenario
        package var used: [UInt64]
        package var reproduces: () -> Found?

        package init(scenario: Scenario, used: [UInt64], reproduces: @escaping () -> Found?) {
            self.scenario = scenario
            self.used = used
            self.reproduces = reproduces
        }
    }

    /// Both stages, for a generated case: `original` built from `choices`, which `replay` rebuilds.
    package func shrink<Found: Sendable>(
        _ original: Scenario, choices: [UInt64], finding: Found, replay: ([UInt64]) -> Replay<Found>,
        reproduces: (Scenario) -> Found?
    ) -> Shrunk<Found> {
        let start = DispatchTime.now().uptimeNanoseconds
        let (fromChoices, choiceStatistics, reproducedScenarios) = withoutActuallyEscaping(replay) { replay in
            shrinkChoices(choices, replay: replay)
        }
        // The choice shrinker only keeps sequences that still fail; an empty result means the
        // original case did not fail on replay, which the generator's determinism rules out.
        let scenarioStart = reproduces(fromChoices) == nil ? original : fromChoices
        let (scenario, scenarioStatistics) = shrinkScenario(scenarioStart, budget: budget / 2, known: reproducedScenarios,
                                                            reproduces: reproduces)
        return Shrunk(finding: reproduces(scenario) ?? finding, scenario: scenario, original: original,
                      choiceStatistics: choiceStatistics, scenarioStatistics: scenarioStatistics,
                      seconds: Self.seconds(since: start))
    }

    /// The choice stage: the scenario the shrunk choices build, the statistics, and the answers
    /// by scenario it found (for the scenario stage).
    private func shrinkChoices<Found>(
        _ choices: [UInt64], replay: @escaping ([UInt64]) -> Replay<Found>
    ) -> (scenario: Scenario, statistics: ShrinkStatistics, known: [ScenarioKey: Bool]) {
        var reproducedByChoices: [ChoiceSequenceKey: Bool] = [:]
        var reproducedScenarios: [ScenarioKey: Bool] = [:]
        // The choices the latest replay consumed, and the latest that reproduced the finding.
        var latest: [UInt64] = []
        var latestReproducing: [UInt64] = []
        func test(_ replayed: Replay<Found>) -> Bool {
            let key = ChoiceSequenceKey(replayed.used)
            if let known = reproducedByChoices[key] { return known }
            let scenarioKey = ScenarioKey(replayed.scenario)
            let found = reproducedScenarios[scenarioKey] ?? (replayed.reproduces() != nil)
            reproducedByChoices[key] = found
            reproducedScenarios[scenarioKey] = found
            return found
        }
        let (shrunkChoices, statistics) = ChoiceShrinker.shrink(choices, maxAttempts: budget / 2) { candidate in
            // A candidate that rebuilds what the latest replay, or the latest that reproduced,
            // consumed is not replayed: refused when those choices are no smaller, else answered
            // as they were (with a replay only if they have no answer yet).
            for known in [latest, latestReproducing] where !known.isEmpty && Self.replays(candidate, to: known) {
                return ChoiceShrinker.Replay(used: known) {
                    let found = reproducedByChoices[ChoiceSequenceKey(known)] ?? test(replay(candidate))
                    if found { latestReproducing = known }
                    return found
                }
            }
            let replayed = replay(candidate)
            latest = replayed.used
            return ChoiceShrinker.Replay(used: replayed.used) {
                let found = test(replayed)
                if found { latestReproducing = replayed.used }
                return found
            }
        }
        return (replay(shrunkChoices).scenario, statistics, reproducedScenarios)
    }

    /// The scenario stage alone, with the whole budget, for a scenario that comes without its
    /// choice sequence (a hand-written or stored file).
    package func shrink<Found: Sendable>(scenario original: Scenario, finding: Found, reproduces: (Scenario) -> Found?) -> Shrunk<Found> {
        let start = DispatchTime.now().uptimeNanoseconds
        let (scenario, statistics) = shrinkScenario(original, budget: budget, known: [:], reproduces: reproduces)
        return Shrunk(finding: reproduces(scenario) ?? finding, scenario: scenario, original: original,
                      choiceStatistics: .unshrunk(0),
                      scenarioStatistics: statistics, seconds: Self.seconds(since: start))
    }

    /// The scenario stage; `known` holds the answers the choice stage already has.
    private func shrinkScenario<Found>(
        _ scenario: Scenario, budget: Int, known: [ScenarioKey: Bool], reproduces: (Scenario) -> Found?
    ) -> (scenario: Scenario, statistics: ShrinkStatistics) {
        var reproducedScenarios = known
        return ScenarioShrinker.shrink(scenario, maxAttempts: budget) { candidate in
            let key = ScenarioKey(candidate)
            if let known = reproducedScenarios[key] { return known }
            let found = reproduces(candidate) != nil
            reproducedScenarios[key] = found
            return found
        }
    }

    /// Whether replaying `candidate` consumes exactly `consumed`, which a replay consumed before:
    /// the generator draws the same values (`candidate`'s, 0 past its end) and stops where it
    /// stopped, whatever `candidate` holds after that.
    private static func replays(_ candidate: [UInt64], to consumed: [UInt64]) -> Bool {
        var index = 0
        while index < consumed.count {
            guard consumed[index] == (index < candidate.count ? candidate[index] : 0) else { return false }
            index += 1
        }
        return true
    }

    private static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
