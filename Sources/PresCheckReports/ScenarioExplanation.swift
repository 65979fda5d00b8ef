import PresCheck
import PresCheckCore
import PresentationEngine
import PresentationOracle

/// A scenario told step by step: each action in words, what it did (as the oracle, the spec's
/// reading, observes it), the rules the oracle applied, and where the explained subject parts
/// from the oracle or breaks a property. `prescheck explain` prints it; reports draw it.
/// Serves every rule ID: each step names the rules applied and the rule of every finding.
package struct ScenarioExplanation: Sendable {
    /// One step: 0 is the initial state, k follows action k.
    package struct Step: Sendable {
        package var index: Int
        package var action: Action?
        /// The action in UIKit's words; "the initial state" for step 0.
        package var actionText: String
        /// What the step did, in words, from the oracle's observations.
        package var effects: [String]
        /// The rule IDs the oracle applied in the step, in catalogue order.
        package var rules: RuleSet
        /// The findings at this step: the subject's, and the oracle's own metamorphic ones.
        package var findings: [Finding<Property>]
    }

    package var scenario: Scenario
    /// The engine subject explained (the conforming engine, or one with defects).
    package var subject: Subject
    /// The subject's observations; nil when its run is not repeated in this process (the file
    /// records a crash or hang of it).
    package var engine: [Observation]?
    package var oracle: [Observation]
    /// Every finding of every property on the subject and on the oracle alone, property then step order.
    package var findings: [Finding<Property>]
    /// The finding the explanation is about (see `primaryFinding`), nil when there is none.
    package var primary: Finding<Property>?
    package var steps: [Step]
    /// Why something was not run, when it was not.
    package var note: String?

    /// The subject a file is about: the origin's engine subject, else the first engine subject a
    /// written fail verdict names, else the conforming engine.
    package static func defaultSubject(for scenario: Scenario) -> Subject {
        if let subject = scenario.origin?.finding.subject, subject != .oracle { return subject }
        for verdict in scenario.verdicts where verdict.outcome == .fail {
            if verdict.subject != .oracle { return verdict.subject }
        }
        return .conformingEngine
    }

    /// Runs `scenario` on `subject` (default: `defaultSubject`) and on the oracle, and checks every
    /// property on both. A subject the file records a crash or hang for is not run here (it would
    /// end this process); the oracle still is, and the origin gives the finding.
    package static func make(_ scenario: Scenario, subject: Subject? = nil) throws -> ScenarioExplanation {
        let subject = subject ?? defaultSubject(for: scenario)
        let oracle = Oracle.run(scenario)
        let coverage = Oracle.ruleSets(scenario)
        var engine: [Observation]?
        var findings: [Finding<Property>] = []
        var note: String?
        if VerdictCheck.subjectsToRunApart(in: scenario).contains(subject) {
            note = "The file records a crash or hang of \(subject); it is not run again here (replay the file to run it in a "
                + "child process). The pictures show the oracle's expected state."
            if var finding = scenario.origin?.finding, finding.subject == subject {
                finding.step = min(finding.step, scenario.actions.count)
                findings = [finding]
            }
        } else {
            engine = try EngineDriver.run(scenario, options: EngineOptions(defects: Set(subject.defects)))
            findings = try ScenarioCheck.run(scenario, defects: Set(subject.defects), properties: Property.allCases, checkOracle: true,
                                             expectations: false).findings
        }
        var steps: [Step] = []
        for index in oracle.indices {
            let action = index == 0 ? nil : scenario.actions[index - 1]
            steps.append(Step(
                index: index, action: action,
                actionText: action?.summary ?? "the initial state",
                effects: StepNarration.effects(before: index == 0 ? nil : oracle[index - 1], after: oracle[index], action: action,
                                               rules: index < coverage.count ? coverage[index] : RuleSet()),
                rules: index < coverage.count ? coverage[index] : RuleSet(),
                findings: findings.filter { $0.step == index }))
        }
        return ScenarioExplanation(scenario: scenario, subject: subject, engine: engine, oracle: oracle, findings: findings,
                                   primary: primaryFinding(findings, scenario: scenario, subject: subject), steps: steps, note: note)
    }

    /// The finding a file is about: the one its origin names (same property, subject and rule),
    /// else the first one a written fail verdict for the subject names, else the subject's first
    /// finding, else the oracle's first.
    static func primaryFinding(_ findings: [Finding<Property>], scenario: Scenario, subject: Subject) -> Finding<Property>? {
        if let origin = scenario.origin?.finding, origin.subject == subject,
           let found = findings.first(where: { $0.signature == origin.signature }) {
            return found
        }
        for verdict in scenario.verdicts where verdict.outcome == .fail && verdict.subject == subject {
            if let found = findings.first(where: { $0.subject == subject && $0.property == verdict.property
                && (verdict.rule == nil || $0.rule == verdict.rule) }) {
                return found
            }
        }
        return findings.first { $0.subject == subject } ?? findings.first
    }

    /// The step of the primary finding, when there is one.
    package var failingStep: Int? {
        guard let primary, !steps.isEmpty else { return nil }
        return min(max(primary.step, 0), steps.count - 1)
    }

    /// Whether engine and oracle part anywhere (a differential finding on the subject).
    package var partsFromOracle: Bool { findings.contains { $0.property == .differential } }
}
