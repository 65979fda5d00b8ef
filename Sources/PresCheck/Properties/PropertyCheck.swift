import PresCheckCore
import PresentationEngine
import PresentationOracle

/// Checks properties on one scenario. The engine and the oracle each run once (the engine twice
/// for `deterministic`), and every property reads those runs.
/// Serves every rule ID (see `Property`).
package enum PropertyCheck {
    /// Every finding of `properties` on `scenario`, for an engine with `defects` on and, for the
    /// metamorphic properties, for the oracle alone when `checkOracle` is true. Findings come in
    /// property order, then step order. `oracle`, when given, is `Oracle.run(scenario)` already
    /// made (by the generator), used instead of running the oracle again.
    package static func findings(
        _ scenario: Scenario, defects: Set<Defect> = [], properties: [Property] = Property.allCases, checkOracle: Bool = true,
        oracle known: [Observation]? = nil
    ) throws -> [Finding<Property>] {
        let subject = Subject.engine(defects)
        let options = EngineOptions(defects: defects)
        let engine = try PhaseClock.measure(.engine) { try EngineDriver.run(scenario, options: options) }
        let wanted = Set(properties)
        var oracle = known
        func oracleRun() -> [Observation] {
            if let oracle { return oracle }
            let run = PhaseClock.measure(.oracle) { Oracle.run(scenario) }
            oracle = run
            return run
        }
        var findings: [Finding<Property>] = []
        for property in Property.allCases where wanted.contains(property) {
            switch property {
            case .differential:
                let expected = oracleRun()
                findings += PhaseClock.measure(.compare) {
                    DifferentialCheck.compare(scenario, engine: engine, oracle: expected, subject: subject)
                }
            case .crash, .hang, .oom:
                // Seen from outside the process only (`ProcessFault`); here they cannot fail.
                continue
            case .deterministic:
                let again = try PhaseClock.measure(.engine) { try EngineDriver.run(scenario, options: options) }
                if let step = PhaseClock.measure(.compare, { firstDifference(engine, again) }) {
                    findings.append(determinismFinding(subject, step, engine, again))
                }
                if checkOracle {
                    let first = oracleRun()
                    let second = PhaseClock.measure(.oracle) { Oracle.run(scenario) }
                    if let step = PhaseClock.measure(.compare, { firstDifference(first, second) }) {
                        findings.append(determinismFinding(.oracle, step, first, second))
                    }
                }
            default:
                findings += PhaseClock.measure(.compare) { MetamorphicProperties.check(property, scenario, engine, subject: subject) }
                if checkOracle {
                    let expected = oracleRun()
                    findings += PhaseClock.measure(.compare) { MetamorphicProperties.check(property, scenario, expected, subject: .oracle) }
                }
            }
        }
        return findings
    }

    private static func firstDifference(_ a: [Observation], _ b: [Observation]) -> Int? {
        if a.count != b.count { return min(a.count, b.count) }
        return a.indices.first { a[$0] != b[$0] }
    }

    private static func determinismFinding(_ subject: Subject, _ step: Int, _ a: [Observation], _ b: [Observation]) -> Finding<Property> {
        let first = step < a.count ? a[step] : nil
        let second = step < b.count ? b[step] : nil
        let field: String
        let expected: FindingValue
        let actual: FindingValue
        if let first, let second, let difference = StateDifference.between(first, second).first {
            (field, expected, actual) = (difference.field, difference.before, difference.after)
        } else if let first, let second, first.callbacks != second.callbacks {
            (field, expected, actual) = ("callbacks", .texts(first.callbacks), .texts(second.callbacks))
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
