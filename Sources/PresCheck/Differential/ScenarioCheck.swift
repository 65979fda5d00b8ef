import Foundation
import PresCheckCore
import PresentationEngine
import PresentationOracle

/// The result of running one scenario through engine and oracle.
/// Serves every rule ID: violations carry the attributed rule.
package struct ScenarioCheck: Sendable {
    package var scenario: Scenario
    package var engine: [Observation]
    package var oracle: [Observation]
    /// Engine versus oracle, after every step: differential findings.
    package var violations: [Finding<Property>]
    /// The golden expectations the engine missed.
    package var engineExpectationFailures: [ExpectationFailure]
    /// The golden expectations the oracle missed (an oracle that drifted from the spec).
    package var oracleExpectationFailures: [ExpectationFailure]

    package var passed: Bool {
        violations.isEmpty && engineExpectationFailures.isEmpty && oracleExpectationFailures.isEmpty
    }

    /// Runs the scenario on an engine with `defects` on, and on the oracle.
    package static func run(_ scenario: Scenario, defects: Set<Defect> = []) throws -> ScenarioCheck {
        let engine = try EngineDriver.run(scenario, options: EngineOptions(defects: defects))
        let oracle = Oracle.run(scenario)
        return ScenarioCheck(
            scenario: scenario, engine: engine, oracle: oracle,
            violations: DifferentialCheck.compare(scenario, engine: engine, oracle: oracle, subject: .engine(defects)),
            engineExpectationFailures: ExpectationCheck.failures(of: scenario.expectations, in: engine),
            oracleExpectationFailures: ExpectationCheck.failures(of: scenario.expectations, in: oracle))
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
}
