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
    /// Engine versus oracle, after every step.
    package var violations: [Violation]
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
            violations: DifferentialCheck.compare(scenario, engine: engine, oracle: oracle),
            engineExpectationFailures: ExpectationCheck.failures(of: scenario.expectations, in: engine),
            oracleExpectationFailures: ExpectationCheck.failures(of: scenario.expectations, in: oracle))
    }

    /// A readable account of every failure, one per line.
    package var report: [String] {
        violations.map { "engine ≠ oracle: \($0)" }
            + engineExpectationFailures.map { "engine missed golden value: \($0)" }
            + oracleExpectationFailures.map { "oracle missed golden value: \($0)" }
    }
}
