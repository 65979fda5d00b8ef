import Foundation
import PresCheckCore

/// A finding shrunk to a small scenario that still fails the same way (same property, subject
/// and rule), with what it took.
/// Serves every rule ID.
package struct ShrunkFinding: Sendable, Codable {
    /// The finding as the shrunk scenario gives it.
    package var finding: Finding<Property>
    package var scenario: Scenario
    /// The generated case before shrinking.
    package var original: Scenario
    package var choiceStatistics: ShrinkStatistics
    package var scenarioStatistics: ShrinkStatistics
    /// Wall-clock seconds the shrink took: printed, never saved (files stay byte-identical).
    package var seconds: Double

    /// Candidates accepted across both shrinkers.
    package var steps: Int { choiceStatistics.steps + scenarioStatistics.steps }
    /// Candidates tried across both shrinkers.
    package var attempts: Int { choiceStatistics.attempts + scenarioStatistics.attempts }
}

/// Shrinks a finding in two stages: first its choice sequence (every candidate is rebuilt by the
/// generator, so it is valid by construction), then the scenario itself (drop actions and
/// nodes, simpler device, round numbers, fewer options). A candidate is kept only when it still
/// fails the same property on the same subject with the same rule ID. Deterministic.
/// Serves every rule ID.
package struct FindingShrinker: Sendable {
    package var runner: CaseRunner

    package init(runner: CaseRunner) {
        self.runner = runner
    }

    package func shrink(_ result: CaseResult, finding: Finding<Property>) -> ShrunkFinding {
        let signature = finding.signature
        return shrink(result, finding: finding, reproducesGenerated: { scenario, oracle in
            runner.firstFinding(matching: signature, in: scenario, oracle: oracle)
        }) { runner.firstFinding(matching: signature, in: $0) }
    }

    /// Shrinks with another test of "fails the same way": `reproduces` runs a candidate (in a child
    /// process, for a crash) and returns its finding, or nil when the candidate does not fail so.
    /// Both stages as above, with the profile's budget.
    package func shrink(_ result: CaseResult, finding: Finding<Property>, reproduces: (Scenario) -> Finding<Property>?) -> ShrunkFinding {
        shrink(result, finding: finding, reproducesGenerated: nil, reproduces: reproduces)
    }

    /// The shrink of `shrink(_:finding:reproduces:)`. `reproducesGenerated`, when given, is
    /// `reproduces` for a scenario the generator built, with the oracle run it made (so the choice
    /// stage need not run the oracle again). A candidate whose choices build a scenario already
    /// tried (the generator used the same choices) gets the answer it got then, without a run:
    /// the answer depends on the scenario alone, so the result is the same, only sooner.
    private func shrink(
        _ result: CaseResult, finding: Finding<Property>, reproducesGenerated: ((Scenario, [Observation]) -> Finding<Property>?)?,
        reproduces: (Scenario) -> Finding<Property>?
    ) -> ShrunkFinding {
        let start = DispatchTime.now().uptimeNanoseconds
        let budget = runner.profile.shrinkAttempts
        let name = result.scenario.name
        var reproducedByChoices: [[UInt64]: Bool] = [:]
        let (choices, choiceStatistics) = ChoiceShrinker.shrink(result.choices, maxAttempts: budget / 2) { candidate in
            let (scenario, oracle, used) = runner.generatedCase(replaying: candidate, name: name)
            if let known = reproducedByChoices[used] { return known ? used : nil }
            let found = reproducesGenerated.map { $0(scenario, oracle) } ?? reproduces(scenario)
            reproducedByChoices[used] = found != nil
            return found == nil ? nil : used
        }
        let fromChoices = runner.scenario(replaying: choices, name: name).scenario
        // The choice shrinker only keeps sequences that still fail; an empty result means the
        // original case did not fail on replay, which the runner's determinism rules out.
        let start2 = reproduces(fromChoices) == nil ? result.scenario : fromChoices
        var reproducedScenarios: [Scenario: Bool] = [:]
        let (scenario, scenarioStatistics) = ScenarioShrinker.shrink(start2, maxAttempts: budget / 2) { candidate in
            if let known = reproducedScenarios[candidate] { return known }
            let found = reproduces(candidate) != nil
            reproducedScenarios[candidate] = found
            return found
        }
        let final = reproduces(scenario) ?? finding
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return ShrunkFinding(finding: final, scenario: scenario, original: result.scenario,
                             choiceStatistics: choiceStatistics, scenarioStatistics: scenarioStatistics, seconds: seconds)
    }

    /// Shrinks a scenario that comes without its choice sequence (a hand-written or stored file):
    /// the scenario stage only, with the whole budget.
    package func shrink(scenario original: Scenario, finding: Finding<Property>, reproduces: (Scenario) -> Finding<Property>?) -> ShrunkFinding {
        let start = DispatchTime.now().uptimeNanoseconds
        let (scenario, statistics) = ScenarioShrinker.shrink(original, maxAttempts: runner.profile.shrinkAttempts) { candidate in
            reproduces(candidate) != nil
        }
        let final = reproduces(scenario) ?? finding
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return ShrunkFinding(finding: final, scenario: scenario, original: original,
                             choiceStatistics: ShrinkStatistics(steps: 0, attempts: 0, sizeBefore: 0, sizeAfter: 0),
                             scenarioStatistics: statistics, seconds: seconds)
    }
}
