import Foundation
import PresCheckCore
import PresentationEngine

/// What a property run does: which cases, on which subject, which properties, and where the
/// counterexamples go.
/// Serves every rule ID.
package struct RunConfiguration: Sendable {
    package var seed: UInt64
    package var profile: Profile
    /// The first case index; cases `firstCase ..< firstCase + cases` run (with one shard).
    package var firstCase: UInt64 = 0
    package var cases: Int
    /// The part of the case space this run covers: its `k`-th case is `shard.caseIndex(k, from: firstCase)`.
    package var shard = Shard.whole
    package var defects: Set<Defect> = []
    package var properties: [Property] = Property.allCases
    /// Check the metamorphic properties on the oracle alone too (skipped for defect runs: the
    /// oracle does not change with the engine's defects).
    package var checkOracle: Bool
    /// Stop at the first case with a finding (mutation runs: cases until found).
    package var stopAtFirstFinding = false
    /// When not empty, only findings under these rule IDs are kept (mutation runs: the rules the
    /// defect table names); others are passed over.
    package var targetRules: [RuleKey] = []
    /// Shrink findings (one per signature: property, subject, rule).
    package var shrink = true
    /// Where counterexamples are saved (`<corpus>/counterexamples/<RULE-ID>/<hash>.json`); nil saves nothing.
    package var corpus: URL?
    /// Count, per rule ID, the cases whose oracle run applied it.
    package var measureCoverage = true
    /// Where to write the run's PBT observations (one `test_case` line per case, then an `info`
    /// line), and whether to measure timing; nil writes none.
    package var observations: ObservationsTarget?
    /// How cases are drawn: at random from (seed, case index), or guided by the choice sequences of
    /// earlier cases that reached something new (`GuidedGeneration`).
    package var generation = GenerationMode.random

    package init(seed: UInt64, profile: Profile, cases: Int? = nil, defects: Set<Defect> = [], corpus: URL? = nil) {
        self.seed = seed
        self.profile = profile
        self.cases = cases ?? profile.cases
        self.defects = defects
        self.checkOracle = defects.isEmpty
        self.corpus = corpus
    }

    package var subject: Subject { .engine(defects) }

    /// A mutation run: `ci` cases of `seed` under `defect` until the first finding under a rule the
    /// defect table names for it, without rule coverage (what the mutation score, `bench` and the
    /// digest tests run).
    package static func findingDefect(_ defect: Defect, seed: UInt64, corpus: URL? = nil) -> RunConfiguration {
        var configuration = RunConfiguration(seed: seed, profile: .named(.ci), defects: [defect], corpus: corpus)
        configuration.targetRules = defect.rules
        configuration.stopAtFirstFinding = true
        configuration.measureCoverage = false
        return configuration
    }

    /// The case index of the run's `offset`-th case (0-based).
    package func caseIndex(_ offset: Int) -> UInt64 { shard.caseIndex(offset, from: firstCase) }
}

/// One shrunk finding of a run, with where it came from and where it was saved.
/// Serves every rule ID (its finding's `rule`).
package struct Counterexample: Sendable {
    package var shrunk: ShrunkFinding
    package var seed: UInt64
    package var caseIndex: UInt64
    package var profile: Profile
    /// Cases run up to and including the one that found it, and the seconds that took.
    package var casesUntilFound: Int
    package var secondsUntilFound: Double
    /// Cases of the run that failed with the same signature.
    package var occurrences: Int
    /// Guided exploration made the case from kept choice sequences: (seed, case index) alone do
    /// not rebuild it (the run's earlier cases do).
    package var isMutated = false
    package var verdicts: [Verdict]
    package var origin: CounterexampleOrigin
    /// Where it was saved, and whether the file is new (identical content is stored once).
    package var saved: URL?
    package var isNew = false
    /// The file was already there and this save added verdicts to it (a known scenario that now
    /// fails in a new way).
    package var addedVerdicts = false

    package var finding: Finding<Property> { shrunk.finding }
}

/// The outcome of a property run.
/// Serves every rule ID.
package struct RunReport: Sendable {
    package var configuration: RunConfiguration
    package var casesRun: Int
    package var seconds: Double
    /// One per signature, in the order they were found.
    package var counterexamples: [Counterexample]
    /// Per catalogue rule ID, the cases whose oracle run applied it (catalogue order).
    package var coverage: [(rule: String, cases: Int)]
    /// Space coverage: the inventory's items the run's cases reached (`SpaceInventory`).
    package var space = SpaceSet()

    package var casesPerSecond: Double { seconds > 0 ? Double(casesRun) / seconds : 0 }
}

/// Runs generated cases, shrinks the first case of each new finding signature, saves it as a
/// counterexample with its verdicts, and counts rule coverage. Deterministic apart from the
/// timings it reports: the same configuration gives the same cases, findings and files.
/// Serves every rule ID.
package enum PropertyRun {
    package static func run(_ configuration: RunConfiguration) throws -> RunReport {
        let runner = CaseRunner(profile: configuration.profile, defects: configuration.defects,
                                properties: configuration.properties, checkOracle: configuration.checkOracle)
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        var ledger = RunLedger(configuration)
        var guided = configuration.generation == .guided ? GuidedRun(seed: configuration.seed) : nil
        let observations = try configuration.observations.map { try ObservationsFile(url: $0.url, measuresTiming: $0.measuresTiming) }
        let property = configuration.observations?.property ?? ""
        for offset in 0..<configuration.cases {
            let index = configuration.caseIndex(offset)
            let recipe = guided?.recipe(index: index)
            let result: CaseResult
            if let observations {
                result = try observations.run(runner, seed: configuration.seed, index: index, property: property,
                                              origin: recipe == nil ? .random : .guided, recipe: recipe)
            } else {
                // Only guided exploration reads a case's abstract states.
                result = try runner.run(seed: configuration.seed, index: index, recipe: recipe, recordsStates: guided != nil)
            }
            guided?.record(offset: offset, (result.space, result.states, { result.choices }))
            for found in ledger.record(caseIndex: result.index, findings: result.findings, rules: result.rules, seconds: elapsed(),
                                       space: result.space, isMutated: result.isMutated) {
                let shrunk = configuration.shrink
                    ? FindingShrinker(runner: runner).shrink(result, finding: found.finding)
                    : ShrunkFinding(unshrunk: result, finding: found.finding)
                try ledger.file(shrunk, for: found)
            }
            if configuration.stopAtFirstFinding, !ledger.counterexamples.isEmpty { break }
        }
        _ = try observations?.finish(property: property, extra: [
            ("generation", .string(configuration.generation.rawValue)), ("profile", .string(configuration.profile.description)),
            ("seed", .string(String(configuration.seed))),
        ])
        return ledger.report(seconds: elapsed())
    }

    static func makeCounterexample(
        _ shrunk: ShrunkFinding, configuration: RunConfiguration, index: UInt64, casesUntilFound: Int, seconds: Double,
        isMutated: Bool = false
    ) -> Counterexample {
        let finding = shrunk.finding
        // A crash or hang names no rule: its property is the folder it is filed in.
        var verdicts = [Verdict.fail(finding.subject, finding.property, rule: finding.rule)]
        if finding.subject != .conformingEngine, finding.subject != .oracle {
            // A defect's finding: the conforming engine must pass the same property on it.
            verdicts.insert(.pass(.conformingEngine, finding.property), at: 0)
        }
        var scenario = shrunk.scenario
        scenario.name = finding.property.isProcessFault ? finding.property.rawValue : "\(finding.ruleName)-\(finding.property.rawValue)"
        scenario.summary = "\(finding.description) (seed \(configuration.seed), case \(index)\(isMutated ? ", guided" : ""))"
        let shrunkWithName = ShrunkFinding(
            finding: finding, scenario: scenario, original: shrunk.original, choiceStatistics: shrunk.choiceStatistics,
            scenarioStatistics: shrunk.scenarioStatistics, seconds: shrunk.seconds)
        var origin = CounterexampleOrigin(
            seed: configuration.seed, caseIndex: Int(index), profile: configuration.profile.name,
            generatorVersion: ScenarioGenerator.version, finding: finding,
            shrink: CounterexampleOrigin.ShrinkRecord(
                steps: shrunk.steps, attempts: shrunk.attempts, sizeBefore: ScenarioShrinker.size(of: shrunk.original),
                sizeAfter: ScenarioShrinker.size(of: shrunk.scenario), actionsBefore: shrunk.original.actions.count,
                nodesBefore: ScenarioSummary.nodeCount(shrunk.original)))
        if isMutated { origin.generation = GenerationMode.guided.rawValue }
        return Counterexample(
            shrunk: shrunkWithName, seed: configuration.seed, caseIndex: index, profile: configuration.profile,
            casesUntilFound: casesUntilFound, secondsUntilFound: seconds, occurrences: 1, isMutated: isMutated, verdicts: verdicts,
            origin: origin)
    }
}
