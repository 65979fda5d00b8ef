import Foundation
import PresCheckCore
import PresentationEngine

/// Checks the controller properties on generated cases with the user's controller behind every
/// `.custom` presentation, and shrinks the first finding.
///
/// Cases come from the fuzz suite's generator (`ScenarioGenerator`, case (seed, index) built from
/// its own choice sequence), so they span every device, tree shape and action the suite knows,
/// leaning towards `.custom` presents (`GenerationEmphasis.customPresentations`);
/// `normalized(_:)` then hands every `.custom` present to the user's controller. Shrinking works
/// on the choice sequence first, then on the scenario (`ChoiceShrinker`, `ScenarioShrinker`), each
/// candidate normalised and run with new controllers from the same factory, and keeps a candidate
/// only when it fails the same property under the same rule.
/// Serves FRAME-3, FRAME-4, LIFE-4, FRAME-5, LIFE-5, HIT-2, LIFE-1 and LIFE-6.
struct ControllerCheck {
    let make: (ViewController, ViewController?) -> PresentationController
    let profile: Profile
    let traits: ControllerTraits
    /// The engine's options: none for a user's check; the tests inject defects to show that the
    /// properties catch them.
    var options = EngineOptions()

    /// What one scenario gave.
    struct Outcome {
        var findings: [ControllerFinding]
        var tally: ControllerTally
        var controllerName: String?
        /// A presentation of the controller was accepted at some step.
        var presentedController: Bool
    }

    /// The scenario as a user check runs it: every `.custom` present (plain, or naming a catalogue
    /// controller) has no catalogue controller and none of the plain controller's two flags,
    /// because the user's controller answers `shouldPresentInFullscreen` and
    /// `shouldRemovePresentersView` itself. Other presents are left alone.
    static func normalized(_ scenario: Scenario) -> Scenario {
        var scenario = scenario
        scenario.actions = scenario.actions.map { action in
            guard case .present(var present) = action, EngineDriver.requestedStyle(of: present) == .custom else { return action }
            present.style = .custom
            present.controller = nil
            present.shouldPresentInFullscreen = nil
            present.shouldRemovePresentersView = nil
            return .present(present)
        }
        return scenario
    }

    /// The findings of `properties` on `scenario` (normalised first).
    func check(_ scenario: Scenario, properties: Set<ControllerProperty> = Set(ControllerProperty.allCases)) throws -> Outcome {
        let scenario = Self.normalized(scenario)
        let run = try ControllerRun(scenario, make: make, traits: traits, options: options)
        let again = properties.contains(.deterministic) ? try ControllerRun(scenario, make: make, traits: traits, options: options) : nil
        let (findings, tally) = ControllerProperties.check(scenario, run, again: again, properties: properties)
        return Outcome(findings: findings, tally: tally, controllerName: run.controllerName,
                       presentedController: run.snapshots.contains { !$0.presentations.isEmpty })
    }

    /// The first finding on `scenario` that fails like `finding`, or nil.
    func reproduce(_ finding: ControllerFinding, on scenario: Scenario) -> ControllerFinding? {
        (try? check(scenario, properties: [finding.property]))?.findings.first { $0.failsLike(finding) }
    }

    /// Case (seed, index), normalised, with the choices that built it.
    func makeCase(seed: UInt64, index: UInt64) -> (scenario: Scenario, choices: [UInt64]) {
        let (scenario, choices, _) = ScenarioGenerator.scenario(seed: seed, index: index, maxActions: profile.maxActions,
                                                                emphasis: .customPresentations)
        return (Self.normalized(scenario), choices)
    }

    /// Shrinks a finding of a generated case: the choice sequence, then the scenario, each with
    /// half the profile's budget.
    func shrink(_ scenario: Scenario, choices: [UInt64], finding: ControllerFinding) -> ShrunkControllerFinding {
        let budget = profile.shrinkAttempts
        let name = scenario.name
        func replay(_ candidate: [UInt64]) -> (Scenario, [UInt64]) {
            let source = ChoiceSource(replaying: candidate)
            let built = ScenarioGenerator.scenario(from: source, maxActions: profile.maxActions, name: name,
                                                   emphasis: .customPresentations)
            return (Self.normalized(built), source.recorded)
        }
        let (shrunkChoices, choiceStatistics) = ChoiceShrinker.shrink(choices, maxAttempts: budget / 2) { candidate in
            let (built, used) = replay(candidate)
            return reproduce(finding, on: built) == nil ? nil : used
        }
        let fromChoices = replay(shrunkChoices).0
        let start = reproduce(finding, on: fromChoices) == nil ? scenario : fromChoices
        let (shrunk, scenarioStatistics) = ScenarioShrinker.shrink(start, maxAttempts: budget / 2) { candidate in
            reproduce(finding, on: candidate) != nil
        }
        let final = Self.normalized(shrunk)
        return ShrunkControllerFinding(
            finding: reproduce(finding, on: final) ?? finding, scenario: final, original: scenario,
            steps: choiceStatistics.steps + scenarioStatistics.steps, attempts: choiceStatistics.attempts + scenarioStatistics.attempts)
    }
}

/// A finding with the small scenario it was shrunk to.
/// Serves the rule its finding names.
package struct ShrunkControllerFinding: Sendable {
    /// The finding as the shrunk scenario gives it.
    package var finding: ControllerFinding
    package var scenario: Scenario
    /// The generated case before shrinking.
    package var original: Scenario
    /// Shrink candidates accepted, and tried.
    package var steps: Int
    package var attempts: Int
}
