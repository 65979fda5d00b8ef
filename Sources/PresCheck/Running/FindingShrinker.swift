import Foundation
import PresCheckCore

/// Shrinks a property's finding of a generated case through the one `ShrinkPipeline`, rebuilding
/// candidates with this runner's generator and profile, and keeping a candidate only when it still
/// fails the same property on the same subject with the same rule ID. Deterministic.
/// Serves every rule ID.
package struct FindingShrinker: Sendable {
    package var runner: CaseRunner

    package init(runner: CaseRunner) {
        self.runner = runner
    }

    private var pipeline: ShrinkPipeline { ShrinkPipeline(budget: runner.profile.shrinkAttempts) }

    package func shrink(_ result: CaseResult, finding: Finding<Property>) -> ShrunkFinding {
        let signature = finding.signature
        return shrink(result, finding: finding, reproducesGenerated: { scenario, oracle in
            runner.firstFinding(matching: signature, in: scenario, oracle: oracle)
        }) { runner.firstFinding(matching: signature, in: $0) }
    }

    /// Shrinks with another test of "fails the same way": `reproduces` runs a candidate (in a child
    /// process, for a crash) and returns its finding, or nil when the candidate does not fail so.
    /// Both stages, with the profile's budget.
    package func shrink(_ result: CaseResult, finding: Finding<Property>, reproduces: (Scenario) -> Finding<Property>?) -> ShrunkFinding {
        shrink(result, finding: finding, reproducesGenerated: nil, reproduces: reproduces)
    }

    /// `reproducesGenerated`, when given, is `reproduces` for a scenario the generator built, with
    /// the oracle run it made (so the choice stage need not run the oracle again).
    private func shrink(
        _ result: CaseResult, finding: Finding<Property>, reproducesGenerated: ((Scenario, [Observation]) -> Finding<Property>?)?,
        reproduces: (Scenario) -> Finding<Property>?
    ) -> ShrunkFinding {
        let replays = GenerationReplays(maxActions: runner.profile.maxActions, name: result.scenario.name,
                                        reproducing: result.choices)
        return withoutActuallyEscaping(reproduces) { reproduces in
            pipeline.shrink(result.scenario, choices: result.choices, finding: finding, replay: { candidate in
                replays.candidate(candidate) { scenario, oracle in
                    reproducesGenerated.map { $0(scenario, oracle) } ?? reproduces(scenario)
                }
            }, reproduces: reproduces)
        }
    }

    /// Shrinks a scenario that comes without its choice sequence (a hand-written or stored file):
    /// the scenario stage only, with the whole budget.
    package func shrink(scenario original: Scenario, finding: Finding<Property>, reproduces: (Scenario) -> Finding<Property>?) -> ShrunkFinding {
        pipeline.shrink(scenario: original, finding: finding, reproduces: reproduces)
    }
}
