import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
import Testing

@Suite("prescheck fuzz, end to end")
struct FuzzCommandTests {
    let seed: UInt64 = 20_261_122

    @Test("Fuzz on the conforming engine for a short budget exits 0 and writes nothing")
    func conformingEngine() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let result = try Prescheck.run(["fuzz", "--cases", "60", "--seed", "\(seed)", "--profile", "ci", "--workers", "2",
                                        "--corpus", corpus.path])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("summary: 60 cases"))
        #expect(result.output.contains("rule coverage"))
        #expect(try Prescheck.tree(corpus).isEmpty)
    }

    @Test("Fuzz with an injected defect exits 1 and leaves a counterexample under the rule the spec names",
          arguments: Defect.allCases)
    func injectedDefect(_ defect: Defect) throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let cases = try Prescheck.firstCase(finding: defect, seed: seed) + 1
        // The case count comes from a random run (`firstCase(finding:)`), so this run draws at random too.
        let result = try Prescheck.run(["fuzz", "--cases", "\(cases)", "--seed", "\(seed)", "--profile", "ci", "--workers", "1",
                                        "--generation", "random", "--defect", defect.rawValue, "--corpus", corpus.path])
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        let saved = try Prescheck.counterexamples(in: corpus)
        #expect(!saved.isEmpty)
        for (url, scenario) in saved {
            let rule = url.deletingLastPathComponent().lastPathComponent
            #expect(defect.rules.map(\.id).contains(rule), "\(url.lastPathComponent) filed under \(rule)")
            #expect(scenario.verdicts.contains { $0.subject == .engine([defect]) && $0.outcome == .fail && $0.rule?.id == rule })
        }
    }

    @Test("A test-only fault that traps leaves a crash counterexample, and the run completes")
    func trap() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let cases = Prescheck.firstCase(with: "rotate", seed: seed) + 3
        let result = try Prescheck.run(
            ["fuzz", "--cases", "\(cases)", "--seed", "\(seed)", "--profile", "ci", "--workers", "2", "--generation", "random",
             "--corpus", corpus.path],
            environment: ["PRESCHECK_TEST_FAULT": "trap:rotate"])
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        #expect(result.output.contains("summary: \(cases) cases"))
        let saved = try Prescheck.counterexamples(in: corpus)
        #expect(saved.count == 1)
        let (url, scenario) = try #require(saved.first)
        #expect(url.deletingLastPathComponent().lastPathComponent == "crash")
        #expect(scenario.origin?.finding.property == .crash)
        #expect(scenario.origin?.finding.actual.description.hasPrefix("signal ") == true)
        #expect(scenario.verdicts == [Verdict(subject: .conformingEngine, property: .crash, outcome: .fail)])
        // Shrunk in child processes down to the one action that traps.
        #expect(scenario.actions.map(\.name) == ["rotate"])
    }

    @Test("A test-only fault that loops leaves a hang counterexample")
    func loop() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let first = Prescheck.firstCase(with: "rotate", seed: seed)
        let result = try Prescheck.run(
            ["fuzz", "--cases", "\(first + 1)", "--seed", "\(seed)", "--profile", "ci", "--workers", "2", "--watchdog", "1s",
             "--generation", "random", "--corpus", corpus.path],
            environment: ["PRESCHECK_TEST_FAULT": "hang:rotate"])
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        let saved = try Prescheck.counterexamples(in: corpus)
        let (url, scenario) = try #require(saved.first)
        #expect(saved.count == 1)
        #expect(url.deletingLastPathComponent().lastPathComponent == "hang")
        #expect(scenario.origin?.caseIndex == Int(first))
        #expect(scenario.origin?.finding.actual.description == "still running after 1 s")
    }

    @Test("SIGINT mid-run exits cleanly, with the summary printed and its findings on disk")
    func interrupt() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let running = try Prescheck.start(["fuzz", "--duration", "5m", "--seed", "\(seed)", "--profile", "ci", "--workers", "2",
                                           "--defect", Defect.undimmedTintDimmed.rawValue, "--corpus", corpus.path])
        let deadline = Date().addingTimeInterval(30)
        while !running.outputSoFar.contains("found "), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        running.process.interrupt()
        let result = running.finish()
        #expect(result.status == 130, "\(result.output)\(result.errors)")
        #expect(result.output.contains("stopped by SIGINT"))
        #expect(result.output.contains("summary: "))
        let saved = try Prescheck.counterexamples(in: corpus)
        #expect(!saved.isEmpty)
        for (url, _) in saved {
            #expect(Defect.undimmedTintDimmed.rules.map(\.id).contains(url.deletingLastPathComponent().lastPathComponent))
        }
    }

    @Test("Two shards run disjoint cases, and corpus merge stores what both found once (the CI script's steps)")
    func shardsAndMerge() throws {
        let work = try Fixtures.temporaryFolder()
        let baseline = try Fixtures.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: work)
            try? FileManager.default.removeItem(at: baseline)
        }
        let script = Fixtures.packageRoot.appendingPathComponent(".ci/fuzz-smoke.sh")
        let executable = try #require(Prescheck.executable)
        let result = try Prescheck.run(
            ["--cases", "24", "--seed", "\(seed)", "--profile", "ci", "--workers", "1", "--defect", Defect.contextWalkSkipsSource.rawValue],
            environment: ["PRESCHECK": executable.path, "WORK": work.path, "BASELINE": baseline.path, "SHARDS": "2"],
            executable: script)
        // New findings: the merge step fails, as the nightly job does.
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        #expect(result.output.contains("case indices 0, 2, …, 46 of seed \(seed), shard 0/2"))
        #expect(result.output.contains("case indices 1, 3, …, 47 of seed \(seed), shard 1/2"))
        #expect(result.output.contains("new findings"))
        var hashes: Set<String> = []
        for shard in 0..<2 {
            let saved = try Prescheck.counterexamples(in: work.appendingPathComponent("shard-\(shard)/corpus"))
            #expect(!saved.isEmpty)
            for (url, scenario) in saved {
                #expect(scenario.origin.map { $0.caseIndex % 2 } == shard, "\(url.lastPathComponent) from case \(scenario.origin?.caseIndex ?? -1)")
                hashes.insert(url.lastPathComponent)
            }
        }
        let merged = try Prescheck.counterexamples(in: work.appendingPathComponent("merged"))
        #expect(merged.map(\.url.lastPathComponent).sorted() == hashes.sorted())
        // Merging again changes nothing: every file is already there.
        let again = try Prescheck.run(["corpus", "merge", "--into", work.appendingPathComponent("merged").path,
                                       work.appendingPathComponent("shard-0/corpus").path, work.appendingPathComponent("shard-1/corpus").path])
        #expect(again.status == 0, "\(again.output)\(again.errors)")
        #expect(again.output.contains("0 added, 0 given new verdicts"))
    }

    @Test("The same seed twice writes byte-identical corpora, with one worker or two, guided as in one process")
    func sameSeedSameBytes() throws {
        let first = try Fixtures.temporaryFolder()
        let second = try Fixtures.temporaryFolder()
        let inProcess = try Fixtures.temporaryFolder()
        defer { for folder in [first, second, inProcess] { try? FileManager.default.removeItem(at: folder) } }
        // Seed 6 finds three signatures in 48 cases (generator 7); mutants of guided exploration (cases 16 on) find two.
        let defect = Defect.dimmingLeftAfterCancel
        for (corpus, workers) in [(first, "1"), (second, "2")] {
            let result = try Prescheck.run(["fuzz", "--cases", "48", "--seed", "6", "--profile", "ci", "--workers", workers,
                                            "--generation", "guided", "--defect", defect.rawValue, "--corpus", corpus.path])
            #expect(result.status == 1, "\(result.output)\(result.errors)")
            #expect(result.output.contains("generation guided"))
        }
        var configuration = RunConfiguration(seed: 6, profile: .named(.ci), cases: 48, defects: [defect], corpus: inProcess)
        configuration.targetRules = defect.rules
        configuration.generation = .guided
        let report = try PropertyRun.run(configuration)
        #expect(report.counterexamples.contains { $0.isMutated }, "no mutant found anything; choose another seed")
        let a = try Prescheck.tree(first)
        #expect(!a.isEmpty)
        for other in [second, inProcess] {
            let b = try Prescheck.tree(other)
            #expect(a.keys.sorted() == b.keys.sorted())
            for (path, bytes) in a { #expect(b[path] == bytes, "\(path) differs") }
        }
        let origins = try Prescheck.counterexamples(in: first).compactMap(\.scenario.origin)
        #expect(origins.contains { $0.generation == "guided" })
    }

    @Test("Replay of a corrupt file names it, exits non-zero, and still replays the rest")
    func replayCorruptFile() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = try #require(Corpus.files(at: Fixtures.golden).first)
        try FileManager.default.copyItem(at: golden, to: folder.appendingPathComponent("good.json"))
        try Data("{ \"schemaVersion\": 2, \"name\": ".utf8).write(to: folder.appendingPathComponent("broken.json"))
        let result = try Prescheck.run(["replay", folder.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("broken.json"))
        #expect(result.output.contains("good.json"))
        #expect(result.output.contains("1 passed, 0 failed, 1 unreadable"))
    }
}
