import Foundation
import PresCheckCore

/// A finding shrunk to a small scenario that still fails the same way (same property, subject
/// and rule), with what it took.
/// Serves every rule ID.
public struct ShrunkFinding: Sendable {
    /// The finding as the shrunk scenario gives it.
    public var finding: Finding
    public var scenario: Scenario
    /// The generated case before shrinking.
    public var original: Scenario
    public var choiceStatistics: ShrinkStatistics
    public var scenarioStatistics: ShrinkStatistics
    /// Wall-clock seconds the shrink took: printed, never saved (files stay byte-identical).
    public var seconds: Double

    /// Candidates accepted across both shrinkers.
    public var steps: Int { choiceStatistics.steps + scenarioStatistics.steps }
    /// Candidates tried across both shrinkers.
    public var attempts: Int { choiceStatistics.attempts + scenarioStatistics.attempts }
}

/// Shrinks a finding in two stages: first its choice sequence (every candidate is rebuilt by the
/// generator, so it is valid by construction), then the scenario itself (drop actions and
/// nodes, simpler device, round numbers, fewer options). A candidate is kept only when it still
/// fails the same property on the same subject with the same rule ID. Deterministic.
/// Serves every rule ID.
public struct FindingShrinker: Sendable {
    public var runner: CaseRunner

    public init(runner: CaseRunner) {
        self.runner = runner
    }

    public func shrink(_ result: CaseResult, finding: Finding) -> ShrunkFinding {
        let start = DispatchTime.now().uptimeNanoseconds
        let signature = finding.signature
        let budget = runner.profile.shrinkAttempts
        let name = result.scenario.name
        let (choices, choiceStatistics) = ChoiceShrinker.shrink(result.choices, maxAttempts: budget / 2) { candidate in
            let (scenario, used) = runner.scenario(replaying: candidate, name: name)
            return runner.findings(matching: signature, in: scenario).isEmpty ? nil : used
        }
        let fromChoices = runner.scenario(replaying: choices, name: name).scenario
        // The choice shrinker only keeps sequences that still fail; an empty result means the
        // original case did not fail on replay, which the runner's determinism rules out.
        let start2 = runner.findings(matching: signature, in: fromChoices).isEmpty ? result.scenario : fromChoices
        let (scenario, scenarioStatistics) = ScenarioShrinker.shrink(start2, maxAttempts: budget / 2) { candidate in
            !runner.findings(matching: signature, in: candidate).isEmpty
        }
        let final = runner.findings(matching: signature, in: scenario).first ?? finding
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return ShrunkFinding(finding: final, scenario: scenario, original: result.scenario,
                             choiceStatistics: choiceStatistics, scenarioStatistics: scenarioStatistics, seconds: seconds)
    }
}
