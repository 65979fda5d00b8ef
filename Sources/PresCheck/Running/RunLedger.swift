import Foundation
import PresCheckCore

/// The bookkeeping of a property run, one case at a time in case order, shared by the run in one
/// process (`PropertyRun.run`) and by `prescheck fuzz`, whose worker processes run the cases and
/// shrink: it counts cases and rule coverage, keeps the findings the run is after (`targetRules`;
/// a crash or hang always), picks the first case of each new signature (property, subject, rule)
/// for shrinking and counts the later ones as occurrences, and files each shrunk finding in the
/// corpus. Because cases are recorded in case order and filed in the order they were found, the
/// files a run writes depend on its cases only, not on how many processes ran them.
/// Serves every rule ID.
package struct RunLedger: Sendable {
    /// A finding whose signature the run has not seen before: shrink it, then `file` it.
    package struct NewFinding: Sendable {
        package var finding: Finding<Property>
        package var caseIndex: UInt64
        /// Cases recorded up to and including the one that found it, and the seconds that took.
        package var casesUntilFound: Int
        package var secondsUntilFound: Double
        /// Guided exploration made the case from kept choice sequences (`CaseResult.isMutated`).
        package var isMutated = false
    }

    package let configuration: RunConfiguration
    package private(set) var casesRun = 0
    /// Filed counterexamples, in the order they were filed.
    package private(set) var counterexamples: [Counterexample] = []
    /// Signatures in the order they were found, with the cases that failed that way.
    package private(set) var signatures: [(signature: Finding<Property>.Signature, cases: Int)] = []
    private var coverage = RuleCoverage()
    /// Space coverage: every item any recorded case reached (`SpaceInventory`).
    package private(set) var space = SpaceSet()

    package init(_ configuration: RunConfiguration) {
        self.configuration = configuration
    }

    /// Whether the run keeps `finding`: all of them when `targetRules` is empty, else those under a
    /// target rule; a crash or a hang always (it stops the case, whatever rule the run is after).
    package func keeps(_ finding: Finding<Property>) -> Bool {
        configuration.targetRules.isEmpty || finding.rule.map(configuration.targetRules.contains) == true || finding.property.isProcessFault
    }

    /// Records the next case in case order: counts it (and its rule coverage, when measured and
    /// known) and returns its kept findings whose signature is new to the run, one per signature,
    /// in the case's finding order.
    package mutating func record(caseIndex: UInt64, findings: [Finding<Property>], rules: RuleSet?, seconds: Double,
                                space: SpaceSet? = nil, isMutated: Bool = false) -> [NewFinding] {
        casesRun += 1
        if configuration.measureCoverage, let rules { coverage.count(rules) }
        if let space { self.space.formUnion(space) }
        var seen: Set<Finding<Property>.Signature> = []
        var new: [NewFinding] = []
        for finding in findings where keeps(finding) && seen.insert(finding.signature).inserted {
            if let known = signatures.firstIndex(where: { $0.signature == finding.signature }) {
                signatures[known].cases += 1
                continue
            }
            signatures.append((finding.signature, 1))
            new.append(NewFinding(finding: finding, caseIndex: caseIndex, casesUntilFound: casesRun, secondsUntilFound: seconds,
                                  isMutated: isMutated))
        }
        return new
    }

    /// Files a shrunk finding: makes its counterexample (verdicts, origin), saves it in the corpus
    /// when the configuration names one, and keeps it for the report.
    @discardableResult
    package mutating func file(_ shrunk: ShrunkFinding, for found: NewFinding) throws -> Counterexample {
        var counterexample = PropertyRun.makeCounterexample(
            shrunk, configuration: configuration, index: found.caseIndex, casesUntilFound: found.casesUntilFound,
            seconds: found.secondsUntilFound, isMutated: found.isMutated)
        counterexample.occurrences = cases(of: found.finding.signature)
        if let corpus = configuration.corpus {
            let scenario = counterexample.shrunk.scenario
            let before = (try? CounterexampleStore.storedFile(of: scenario, in: corpus))?.flatMap { try? Data(contentsOf: $0) }
            let saved = try CounterexampleStore.save(
                scenario, verdicts: counterexample.verdicts, origin: counterexample.origin, in: corpus)
            counterexample.saved = saved.url
            counterexample.isNew = saved.isNew
            counterexample.addedVerdicts = !saved.isNew && before != (try? Data(contentsOf: saved.url))
        }
        counterexamples.append(counterexample)
        return counterexample
    }

    /// The cases of the run that failed with `signature` so far.
    package func cases(of signature: Finding<Property>.Signature) -> Int {
        signatures.first { $0.signature == signature }?.cases ?? 0
    }

    /// The report of what was recorded and filed, `seconds` after the start.
    package func report(seconds: Double) -> RunReport {
        var counterexamples = self.counterexamples
        for index in counterexamples.indices {
            counterexamples[index].occurrences = cases(of: counterexamples[index].finding.signature)
        }
        return RunReport(configuration: configuration, casesRun: casesRun, seconds: seconds,
                         counterexamples: counterexamples, coverage: coverage.table, space: space)
    }
}

extension ShrunkFinding {
    /// A finding kept as its case found it: nothing shrunk.
    package init(unshrunk result: CaseResult, finding: Finding<Property>) {
        self.init(finding: finding, scenario: result.scenario, original: result.scenario,
                  choiceStatistics: .unshrunk(result.choices.count),
                  scenarioStatistics: .unshrunk(ScenarioShrinker.size(of: result.scenario)), seconds: 0)
    }
}
