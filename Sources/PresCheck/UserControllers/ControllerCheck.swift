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
    let source: ControllerSource
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
        let listingViews = ControllerRun.listsViews(for: properties)
        let run = try ControllerRun(scenario, source: source, traits: traits, options: options, listingViews: listingViews)
        let again = properties.contains(.deterministic)
            ? try ControllerRun(scenario, source: source, traits: traits, options: options, listingViews: listingViews) : nil
        let (findings, tally) = ControllerProperties.check(scenario, run, again: again, properties: properties)
        return Outcome(findings: findings, tally: tally, controllerName: run.controllerName,
                       presentedController: run.snapshots.contains { !$0.presentations.isEmpty })
    }

    /// The first finding on `scenario` that fails like `finding` (same property and rule), or nil.
    func reproduce(_ finding: ControllerFinding, on scenario: Scenario) -> ControllerFinding? {
        (try? check(scenario, properties: [finding.property]))?.findings.first { $0.signature == finding.signature }
    }

    /// How many generated scenarios case (seed, index) may try before it settles for one that never
    /// presents the controller.
    static let attemptsPerCase = 8

    /// Attempt `attempt` of case (seed, index), normalised, with the choices that built it. Attempt
    /// 0 is the generator's case (seed, index) itself; attempt a reads the choices of seed
    /// seed + a · 2⁶⁴/φ at the same index, another draw of the same distribution.
    func makeCase(seed: UInt64, index: UInt64, attempt: Int = 0) -> (scenario: Scenario, choices: [UInt64]) {
        let attemptSeed = seed &+ UInt64(attempt) &* 0x9E37_79B9_7F4A_7C15
        let (scenario, choices, _) = ScenarioGenerator.scenario(seed: attemptSeed, index: index, maxActions: profile.maxActions,
                                                                emphasis: .customPresentations)
        return (Self.normalized(scenario), choices)
    }

    /// Case (seed, index) of a generated check: the first of its attempts that presents the user's
    /// controller, so the check's budget goes to the controller rather than to the catalogue; the
    /// last attempt when none does. An attempt with no `.custom` present is passed over without
    /// running it. Deterministic: the same (seed, index) always gives the same case.
    func generatedCase(seed: UInt64, index: UInt64) throws -> (scenario: Scenario, choices: [UInt64], outcome: Outcome) {
        for attempt in 0..<(Self.attemptsPerCase - 1) {
            let made = makeCase(seed: seed, index: index, attempt: attempt)
            guard made.scenario.actions.contains(where: Self.isCustomPresent) else { continue }
            let outcome = try check(made.scenario)
            if outcome.presentedController { return (made.scenario, made.choices, outcome) }
        }
        let last = makeCase(seed: seed, index: index, attempt: Self.attemptsPerCase - 1)
        return (last.scenario, last.choices, try check(last.scenario))
    }

    private static func isCustomPresent(_ action: Action) -> Bool {
        if case .present(let present) = action { return present.style == .custom }
        return false
    }

    /// Shrinks a finding of a generated case through the one `ShrinkPipeline` (the choice sequence,
    /// then the scenario), every candidate normalised and run with new controllers from the same
    /// factory.
    func shrink(_ scenario: Scenario, choices: [UInt64], finding: ControllerFinding) -> ShrunkControllerFinding {
        // Candidates resume from the sequence that last reproduced the finding (`GenerationReplays`).
        let replays = GenerationReplays(maxActions: profile.maxActions, name: scenario.name, emphasis: .customPresentations,
                                        reproducing: choices)
        let shrunk = ShrinkPipeline(budget: profile.shrinkAttempts).shrink(
            scenario, choices: choices, finding: finding,
            replay: { candidate in
                replays.candidate(candidate, normalized: Self.normalized) { built, _ in reproduce(finding, on: built) }
            },
            reproduces: { reproduce(finding, on: $0) })
        var normalized = shrunk
        normalized.scenario = Self.normalized(shrunk.scenario)
        return normalized
    }
}

/// A controller's finding with the small scenario it was shrunk to.
package typealias ShrunkControllerFinding = Shrunk<ControllerFinding>
