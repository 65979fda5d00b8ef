import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
import Testing

/// The `ci` run every property test reads: run once, shared. `PRESCHECK_SEED` and
/// `PRESCHECK_PROFILE` choose another seed or budget, `PRESCHECK_GENERATION=guided` guided
/// exploration, `PRESCHECK_OBSERVATIONS=DIR` writes each run's PBT observations there; the default seed is fixed so CI is reproducible, and every failure prints the
/// seed and case that rebuild it.
enum CIRun {
    static let seed: UInt64 = (try? Profile.seedFromEnvironment()) ?? 20_261_122
    static let profile: Profile = (try? Profile.fromEnvironment(fallback: .ci)) ?? .named(.ci)

    /// Random unless `PRESCHECK_GENERATION` says `guided`.
    static let generation: GenerationMode = (try? GenerationMode.fromEnvironment()) ?? .random

    /// Its corpus folder is removed after the run unless the run saved a counterexample there
    /// (a failing test attaches the saved file).
    static let conforming: Result<RunReport, any Error> = Result {
        let corpus = try Fixtures.temporaryFolder()
        var configuration = RunConfiguration(seed: seed, profile: profile, corpus: corpus)
        configuration.generation = generation
        // PRESCHECK_OBSERVATIONS=DIR: the run's PBT observations in DIR/conforming.jsonl (Tyche reads them).
        configuration.observations = ObservationsTarget.fromEnvironment(name: "conforming", property: "every property, conforming engine")
        let report = try PropertyRun.run(configuration)
        if report.counterexamples.isEmpty { try? FileManager.default.removeItem(at: corpus) }
        return report
    }

    static func mutation(_ defect: Defect, seed: UInt64 = seed, corpus: URL? = nil) throws -> RunReport {
        var configuration = RunConfiguration.findingDefect(defect, seed: seed, corpus: corpus)
        configuration.generation = generation
        configuration.observations = ObservationsTarget.fromEnvironment(name: "mutation-\(defect.rawValue)-\(seed)",
                                                                        property: "every property, engine+\(defect.rawValue)")
        return try PropertyRun.run(configuration)
    }
}

@Suite("Properties on the conforming engine (ci budget)")
struct ConformingPropertyTests {
    @Test("No property fails on the conforming engine or on the oracle alone")
    func noViolation() throws {
        let report = try CIRun.conforming.get()
        #expect(report.casesRun == CIRun.profile.cases)
        for counterexample in report.counterexamples {
            // The counterexample file and its filmstrip, kept by `swift test --attachments-path DIR`.
            CounterexampleAttachments.record(counterexample)
            Issue.record(Comment(rawValue: counterexample.message()))
        }
        print("properties: \(report.casesRun) cases, seed \(CIRun.seed), profile \(CIRun.profile), "
              + "\(String(format: "%.0f", report.casesPerSecond)) cases/s")
    }

    @Test("Every modelled rule ID of the catalogue is exercised by at least 1 % of ci cases")
    func ruleCoverage() throws {
        let report = try CIRun.conforming.get()
        let minimum = (report.casesRun + 99) / 100
        var lines: [String] = []
        for (rule, cases) in report.coverage {
            guard let entry = RuleCatalogue.rule(rule), entry.isModelled else { continue }
            lines.append("\(rule) \(cases)")
            #expect(cases >= minimum, "\(rule) was exercised by \(cases) of \(report.casesRun) cases (needs \(minimum))")
        }
        print("rule coverage (cases of \(report.casesRun)): " + lines.joined(separator: ", "))
    }
}

@Suite("Mutation score: every injectable defect is found under its rule and shrunk small")
struct MutationScoreTests {
    @Test("A ci run finds each defect under the rule the defect table names, shrunk to ≤ 4 actions and ≤ 4 view controllers",
          arguments: Defect.allCases)
    func defectIsFound(_ defect: Defect) throws {
        let report = try CIRun.mutation(defect)
        let found = try #require(report.counterexamples.first, "\(defect.rawValue): not found in \(report.casesRun) ci cases")
        #expect(found.finding.rule.map(defect.rules.contains) == true)
        let scenario = found.shrunk.scenario
        #expect(scenario.actions.count <= 4, "\(defect.rawValue): \(found.message())")
        #expect(ScenarioSummary.nodeCount(scenario) <= 4, "\(defect.rawValue): \(found.message())")
        print("\(defect.rawValue): found under \(found.finding.ruleName) after \(found.casesUntilFound) cases, "
              + String(format: "%.3f s", found.secondsUntilFound) + "; shrunk in \(found.shrunk.steps) steps, "
              + String(format: "%.3f s", found.shrunk.seconds) + " to \(scenario.actions.count) actions, "
              + "\(ScenarioSummary.nodeCount(scenario)) view controllers")
    }
}

@Suite("Determinism: same seed, same scenarios, findings and files")
struct RunDeterminismTests {
    @Test("Two runs with the same seed write byte-identical counterexample files")
    func sameFiles() throws {
        let first = try Fixtures.temporaryFolder()
        let second = try Fixtures.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        for defect in [Defect.fullscreenFlagIgnored, .dimmingLeftAfterCancel] {
            let a = try CIRun.mutation(defect, seed: 7, corpus: first)
            let b = try CIRun.mutation(defect, seed: 7, corpus: second)
            #expect(a.counterexamples.map(\.finding) == b.counterexamples.map(\.finding))
            #expect(!a.counterexamples.isEmpty)
        }
        let files = Corpus.files(at: first).map { $0.path.dropFirst(first.path.count) }
        #expect(files == Corpus.files(at: second).map { $0.path.dropFirst(second.path.count) })
        #expect(!files.isEmpty)
        for file in files {
            let a = try Data(contentsOf: URL(fileURLWithPath: first.path + file))
            let b = try Data(contentsOf: URL(fileURLWithPath: second.path + file))
            #expect(a == b, "\(file) differs")
        }
    }

    @Test("A saved counterexample replays: the defect fails its verdict's rule and the conforming engine passes")
    func savedFilesMeetTheirVerdicts() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let report = try CIRun.mutation(.contextWalkSkipsSource, corpus: corpus)
        let saved = try #require(report.counterexamples.first?.saved)
        let scenario = try ScenarioFile.load(saved)
        #expect(scenario.verdicts.contains(.fail(.engine([.contextWalkSkipsSource]), .differential, rule: .ctx1)))
        #expect(try VerdictCheck.run(scenario).passed)
    }
}
