import Foundation
import PresCheckCore
import PresentationEngine
import PresentationOracle

/// The one check of one scenario that `check`, `replay`, the property runs, fuzzing and the
/// reports all use: the engine (with `defects` on) and the oracle each run once (the engine twice
/// for `deterministic`), and every requested property and the golden expectations read those runs.
/// Serves every rule ID: findings carry the attributed rule (see `Property`).
package struct ScenarioCheck: Sendable {
    package var scenario: Scenario
    /// The engine's observations: the known oracle run's own list when one was given, the
    /// differential property checked on the conforming engine, and the engine's run equal to it
    /// at every step (the same values, not kept twice).
    package var engine: [Observation]
    /// The oracle's observations; empty when no requested property or expectation needed them.
    package var oracle: [Observation]
    /// Engine versus oracle after every step, when `differential` was checked.
    package var violations: [Finding<Property>]
    /// Every finding of the checked properties, in property order, then step order.
    package var findings: [Finding<Property>]
    /// The golden expectations the engine missed.
    package var engineExpectationFailures: [ExpectationFailure]
    /// The golden expectations the oracle missed (an oracle that drifted from the spec).
    package var oracleExpectationFailures: [ExpectationFailure]

    package var passed: Bool {
        violations.isEmpty && engineExpectationFailures.isEmpty && oracleExpectationFailures.isEmpty
    }

    /// Runs `scenario` on an engine with `defects` on and on the oracle, and checks `properties`:
    /// for the metamorphic properties and `deterministic`, the oracle's runs too when `checkOracle`
    /// is true; the golden expectations when `expectations` is true. `oracle`, when given, is
    /// `Oracle.run(scenario)` already made (by the generator), used instead of running it again;
    /// with the differential property on the conforming engine, the engine's run is then compared
    /// with it as it goes.
    package static func run(
        _ scenario: Scenario, defects: Set<Defect> = [], properties: [Property] = [.differential], checkOracle: Bool = true,
        expectations: Bool = true, oracle known: [Observation]? = nil
    ) throws -> ScenarioCheck {
        let subject = Subject.engine(defects)
        let options = EngineOptions(defects: defects)
        // The clock bound around this case, read once for all its phases.
        let clock = PhaseClock.current
        /// The engine's observations were found equal to the oracle's at every step: as the engine
        /// ran, or by the differential check (`Observation.firstDifference`), which comes first
        /// among the properties.
        var runsEqual = false
        /// Where the engine's run first differs from the known oracle run, when it was compared as it went.
        var knownDifference: Int?
        let engine: [Observation]
        if let known, defects.isEmpty, properties.contains(.differential) {
            // With the oracle's run known, the conforming engine's is compared with it as it goes,
            // each step read where the oracle's list stores it (`EngineDriver.run(_:options:comparedWith:)`),
            // rather than listed in a list of its own to be compared after and freed. Mostly they
            // are equal at every step: the oracle's observations then stand for the engine's (the
            // same values); a run that differs somewhere is listed from that step on, in the same
            // run. A defective engine's run often differs, so it is listed at once.
            let difference = try PhaseClock.measure(.engine, on: clock) {
                try EngineDriver.run(scenario, options: options, comparedWith: known)
            }
            if let difference {
                knownDifference = difference.step
                engine = difference.observations
            } else {
                runsEqual = true
                engine = known
            }
        } else {
            engine = try PhaseClock.measure(.engine, on: clock) { try EngineDriver.run(scenario, options: options) }
        }
        var oracle = known
        func oracleRun() -> [Observation] {
            if let oracle { return oracle }
            let run = PhaseClock.measure(.oracle, on: clock) { Oracle.run(scenario) }
            oracle = run
            return run
        }
        var violations: [Finding<Property>] = []
        var findings: [Finding<Property>] = []
        // Most properties find nothing: an empty list is not appended, since appending one still
        // goes through the general sequence append, several times a case.
        func add(_ found: [Finding<Property>]) {
            if !found.isEmpty { findings += found }
        }
        // A list search: there are a handful of properties, and hashing each (its raw string) cost more.
        for property in Property.allCases where properties.contains(property) {
            switch property {
            case .differential:
                let expected = oracleRun()
                violations = PhaseClock.measure(.compare, on: clock) {
                    // Most cases differ at no step: the runs are compared in place first, unless
                    // they were compared as the engine ran.
                    if runsEqual { return [] }
                    guard let first = knownDifference ?? Observation.firstDifference(engine, expected) else {
                        runsEqual = true
                        return []
                    }
                    return DifferentialCheck.compare(scenario, engine: engine, oracle: expected, subject: subject, from: first)
                }
                add(violations)
            case .crash, .hang, .oom:
                // Seen from outside the process only (`ProcessFault`); here they cannot fail.
                continue
            case .deterministic:
                // The second engine run is compared with the first as it goes, and stops where they part.
                if let difference = try PhaseClock.measure(.rerunEngine, on: clock, {
                    try EngineDriver.firstDifference(rerunning: scenario, options: options, from: engine)
                }) {
                    let first = difference.step < engine.count ? engine[difference.step] : nil
                    findings.append(determinismFinding(subject, difference.step, first, difference.observation))
                }
                // So is the second oracle run.
                if checkOracle {
                    let first = oracleRun()
                    if let difference = PhaseClock.measure(.rerunOracle, on: clock, {
                        Oracle.firstDifference(rerunning: scenario, from: first)
                    }) {
                        let step = difference.step
                        findings.append(determinismFinding(.oracle, step, step < first.count ? first[step] : nil, difference.observation))
                    }
                }
            default:
                let found = PhaseClock.measure(.metamorphic, on: clock) {
                    MetamorphicProperties.check(property, scenario, engine, subject: subject)
                }
                add(found)
                // Runs equal at every step give the property the same observations, so where the
                // engine's run shows no finding the oracle's shows none either: it is not walked again.
                if checkOracle, !(runsEqual && found.isEmpty) {
                    let expected = oracleRun()
                    add(PhaseClock.measure(.metamorphic, on: clock) { MetamorphicProperties.check(property, scenario, expected, subject: .oracle) })
                }
            }
        }
        var engineFailures: [ExpectationFailure] = []
        var oracleFailures: [ExpectationFailure] = []
        if expectations {
            (engineFailures, oracleFailures) = ExpectationCheck.failures(of: scenario.expectations, engine: engine, oracle: oracleRun())
        }
        return ScenarioCheck(scenario: scenario, engine: engine, oracle: oracle ?? [], violations: violations, findings: findings,
                             engineExpectationFailures: engineFailures, oracleExpectationFailures: oracleFailures)
    }

    /// A readable account of every failure, one per line.
    package var report: [String] {
        violations.map { "engine ≠ oracle: \(difference($0))" }
            + engineExpectationFailures.map { "engine missed golden value: \($0)" }
            + oracleExpectationFailures.map { "oracle missed golden value: \($0)" }
    }

    /// `CTX-3 at step 1 (present): nodes.P.presenting: expected nav, engine gave split`.
    package func difference(_ finding: Finding<Property>) -> String {
        let actions = scenario.actions
        let action = (1...max(1, actions.count)).contains(finding.step) && !actions.isEmpty ? " (\(actions[finding.step - 1].name))" : ""
        return "\(finding.ruleName) at step \(finding.step)\(action): \(finding.field): expected \(finding.expected), "
            + "engine gave \(finding.actual)"
    }

    /// `deterministic`'s finding: the first field where two runs of one subject part at `step`,
    /// given each run's observation there (nil for a run that has none).
    private static func determinismFinding(_ subject: Subject, _ step: Int, _ first: Observation?,
                                           _ second: Observation?) -> Finding<Property> {
        let field: String
        let expected: FindingValue
        let actual: FindingValue
        if let first, let second, let difference = StateDifference.between(first, second).first {
            (field, expected, actual) = (difference.field, difference.before, difference.after)
        } else if let first, let second, first.callbacks != second.callbacks {
            (field, expected, actual) = ("callbacks", .texts(first.callbacks.map(\.description)), .texts(second.callbacks.map(\.description)))
        } else if let first, let second, first.warnings != second.warnings {
            (field, expected, actual) = ("warnings", .texts(first.warnings), .texts(second.warnings))
        } else {
            (field, expected, actual) = ("observation", .text(first.map { _ in "the first run's" } ?? "none"),
                                         .text(second.map { _ in "a different one" } ?? "none"))
        }
        return Finding(property: .deterministic, subject: subject, rule: Property.deterministic.rule, step: step,
                       field: field, expected: expected, actual: actual)
    }
}
