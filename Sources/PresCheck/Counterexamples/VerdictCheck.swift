import PresCheckCore
import PresentationEngine
import PresentationOracle

/// A scenario file's verdicts, checked: each subject the verdicts name runs the scenario once, and
/// every verdict is compared with that subject's findings of its property. `pass` holds when there
/// is no finding; `fail` holds when at least one finding is filed under the verdict's rule.
///
/// Verdicts the file does not write are implicit, as in a web-platform-tests expectation file
/// (an unlisted test is expected to pass): the conforming engine passes every property and the
/// oracle every metamorphic one, unless a verdict for that subject and property says otherwise.
/// Golden expectations hold on the oracle, and on the conforming engine unless a verdict records
/// that the conforming engine fails. A file without verdicts therefore means what it always meant.
/// Serves every rule ID: a fail verdict names one, and every finding carries one.
package struct VerdictCheck: Sendable {
    /// One verdict and whether it held.
    /// Names the verdict's rule ID (fail verdicts) or the findings' (missed pass verdicts).
    package struct Result: Sendable, CustomStringConvertible {
        package var verdict: Verdict
        /// The verdict is not written in the file (see `VerdictCheck`).
        package var isImplicit: Bool
        package var holds: Bool
        /// The subject's findings of the verdict's property, in property-check order.
        package var findings: [Finding<Property>]
        /// What was expected and what happened, with the first relevant finding.
        package var message: String
        /// The verdict could not be checked: its subject crashed or hung on the scenario (see
        /// `run(_:faults:)`). A written one counts as missed, an implicit one as holding.
        package var isUnchecked = false

        package var description: String { message }
    }

    package var scenario: Scenario
    /// One result per verdict, written ones first (in file order), then the implicit ones.
    package var results: [Result]
    /// Golden expectations the conforming engine missed (empty when it is not held to them).
    package var engineExpectationFailures: [ExpectationFailure]
    /// Golden expectations the oracle missed.
    package var oracleExpectationFailures: [ExpectationFailure]

    package var missed: [Result] { results.filter { !$0.holds } }

    package var passed: Bool {
        missed.isEmpty && engineExpectationFailures.isEmpty && oracleExpectationFailures.isEmpty
    }

    /// A readable account of every miss, one per line.
    package var report: [String] {
        missed.map { "missed verdict: \($0.message)" }
            + engineExpectationFailures.map { "engine missed golden value: \($0)" }
            + oracleExpectationFailures.map { "oracle missed golden value: \($0)" }
    }

    /// The verdicts a file implies but does not write: `engine` passes every property and `oracle`
    /// every metamorphic property, where no written verdict names the same subject and property.
    package static func implicitVerdicts(for scenario: Scenario) -> [Verdict] {
        let written = scenario.verdicts.map { ($0.subject, $0.property) }
        let engine = Property.allCases.map { Verdict.pass(.conformingEngine, $0) }
        let oracle = Property.metamorphic.map { Verdict.pass(.oracle, $0) }
        return (engine + oracle).filter { verdict in !written.contains { $0 == (verdict.subject, verdict.property) } }
    }

    /// The engine subjects a file's written `crash` and `hang` verdicts name: the subjects to run
    /// in a child process, whose faults `run(_:faults:)` then takes.
    package static func subjectsToRunApart(in scenario: Scenario) -> [Subject] {
        var subjects: [Subject] = []
        for verdict in scenario.verdicts where verdict.property.isProcessFault && !subjects.contains(verdict.subject) {
            subjects.append(verdict.subject)
        }
        return subjects.sorted()
    }

    /// Checks every verdict of `scenario`, written and implicit, and its golden expectations.
    /// `faults` are the `crash` and `hang` findings of subjects run in a child process (at most
    /// one each): a subject with one is not run here (it would crash this process too), so its
    /// other verdicts are unchecked, and so are the oracle's and the golden values when the
    /// conforming engine has one (the oracle runs beside it).
    package static func run(_ scenario: Scenario, faults: [Finding<Property>] = []) throws -> VerdictCheck {
        let written = try evaluate(scenario.verdicts, on: scenario, faults: faults)
        var implicit = try evaluate(implicitVerdicts(for: scenario), on: scenario, faults: faults)
        for index in implicit.indices {
            implicit[index].isImplicit = true
            if implicit[index].isUnchecked { implicit[index].holds = true }
        }
        var engineFailures: [ExpectationFailure] = []
        var oracleFailures: [ExpectationFailure] = []
        let engineFaulted = faults.contains { $0.subject == .conformingEngine }
        if !scenario.expectations.isEmpty, !engineFaulted {
            oracleFailures = ExpectationCheck.failures(of: scenario.expectations, in: Oracle.run(scenario))
            let engineIsKnownToFail = scenario.verdicts.contains {
                $0.subject == .conformingEngine && $0.outcome == .fail
            }
            if !engineIsKnownToFail {
                engineFailures = ExpectationCheck.failures(of: scenario.expectations, in: try EngineDriver.run(scenario))
            }
        }
        return VerdictCheck(scenario: scenario, results: written + implicit,
                            engineExpectationFailures: engineFailures, oracleExpectationFailures: oracleFailures)
    }

    /// Evaluates `verdicts` on `scenario`, one result each, in the given order. Each engine
    /// subject runs once, with the union of the properties its verdicts name; the oracle runs
    /// beside the conforming engine.
    package static func evaluate(_ verdicts: [Verdict], on scenario: Scenario, faults: [Finding<Property>] = []) throws -> [Result] {
        // Group the verdicts' properties by engine defects; the oracle rides with the conforming engine.
        // A subject that crashed or hung apart is not run here.
        let faulted = Set(faults.map(\.subject))
        func isFaulted(_ subject: Subject) -> Bool {
            faulted.contains(subject == .oracle ? .conformingEngine : subject)
        }
        var groups: [Set<Defect>: (properties: Set<Property>, checkOracle: Bool)] = [:]
        for verdict in verdicts {
            let (subject, property) = (verdict.subject, verdict.property)
            guard !property.isProcessFault, !isFaulted(subject) else { continue }
            let defects = Set(subject.defects)
            var group = groups[defects] ?? ([], false)
            group.properties.insert(property)
            if subject == .oracle { group.checkOracle = true }
            groups[defects] = group
        }
        var findings: [Finding<Property>] = []
        for defects in groups.keys.sorted(by: { Subject.engine($0) < Subject.engine($1) }) {
            guard let group = groups[defects] else { continue }
            findings += try ScenarioCheck.run(
                scenario, defects: defects, properties: Property.allCases.filter(group.properties.contains),
                checkOracle: group.checkOracle, expectations: false).findings
        }
        return verdicts.map { verdict in
            let subject = verdict.subject
            if isFaulted(subject), verdict.problem == nil, !verdict.property.isProcessFault {
                let fault = faults.first { $0.subject == (subject == .oracle ? .conformingEngine : subject) }
                return Result(verdict: verdict, isImplicit: false, holds: false, findings: [],
                              message: "\(verdict): not checked: "
                                  + (fault.map { "\($0.subject) \(Self.faultVerb($0.property)) (\($0.actual))" } ?? ""),
                              isUnchecked: true)
            }
            return result(of: verdict, among: findings + faults)
        }
    }

    /// Compares one verdict with the findings of every subject.
    static func result(of verdict: Verdict, among findings: [Finding<Property>]) -> Result {
        func make(_ holds: Bool, _ relevant: [Finding<Property>], _ message: String) -> Result {
            Result(verdict: verdict, isImplicit: false, holds: holds, findings: relevant, message: message)
        }
        if let (field, problem) = verdict.problem {
            return make(false, [], "\(verdict): \(field): \(problem)")
        }
        let relevant = findings.filter { $0.subject == verdict.subject && $0.property == verdict.property }
        switch verdict.outcome {
        case .pass:
            guard let first = relevant.first else { return make(true, [], "\(verdict)") }
            let count = relevant.count == 1 ? "1 finding" : "\(relevant.count) findings"
            return make(false, relevant, "\(verdict): expected no finding, got \(count); first: \(first)")
        case .fail where verdict.property.isProcessFault:
            // A crash or hang is filed under no rule: any finding of the property holds it.
            guard let first = relevant.first else {
                return make(false, [], "\(verdict): expected \(verdict.property == .oom ? "an" : "a") \(verdict.property), got none")
            }
            return make(true, relevant, "\(verdict): as expected, \(first)")
        case .fail:
            let rule = verdict.rule?.id ?? ""
            if let first = relevant.first(where: { $0.rule == verdict.rule }) {
                return make(true, relevant, "\(verdict): as expected, \(first)")
            }
            guard let first = relevant.first else {
                return make(false, [], "\(verdict): expected a finding under \(rule), got none")
            }
            let rules = Set(relevant.map(\.ruleName)).sorted().joined(separator: ", ")
            return make(false, relevant, "\(verdict): expected a finding under \(rule), got findings under \(rules) only; first: \(first)")
        }
    }

    /// How a subject's process fault reads in a message: `crashed`, `hung`, `ran out of memory`.
    static func faultVerb(_ property: Property) -> String {
        switch property {
        case .hang: return "hung"
        case .oom: return "ran out of memory"
        default: return "crashed"
        }
    }
}
