import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
import Testing

/// The built `prescheck` executable, run end to end: found next to the test bundle (the build
/// folder holds both), with standard output and error captured in files.
enum Prescheck {
    static let executable: URL? = {
        var folders: [URL] = []
        if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return folders.map { $0.appendingPathComponent("prescheck") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// A started command; `finish` waits for it.
    final class Running {
        let process: Process
        let outputFile: URL
        let errorFile: URL

        init(process: Process, outputFile: URL, errorFile: URL) {
            self.process = process
            self.outputFile = outputFile
            self.errorFile = errorFile
        }

        var outputSoFar: String { (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "" }

        func finish() -> Result {
            process.waitUntilExit()
            let result = Result(status: process.terminationStatus, output: outputSoFar,
                                errors: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
            try? FileManager.default.removeItem(at: outputFile.deletingLastPathComponent())
            return result
        }
    }

    /// Starts `executable` (default: prescheck) with `arguments`, the environment without any
    /// PRESCHECK_ variable but those in `environment`.
    static func start(_ arguments: [String], environment: [String: String] = [:], executable: URL? = nil) throws -> Running {
        let program = try #require(executable ?? Prescheck.executable, "the prescheck executable is not next to the test bundle")
        let folder = try Fixtures.temporaryFolder()
        let outputFile = folder.appendingPathComponent("stdout")
        let errorFile = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PRESCHECK_") }
        variables.merge(environment) { $1 }
        process.environment = variables
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        return Running(process: process, outputFile: outputFile, errorFile: errorFile)
    }

    static func run(_ arguments: [String], environment: [String: String] = [:], executable: URL? = nil) throws -> Result {
        try start(arguments, environment: environment, executable: executable).finish()
    }

    /// Every file below `folder`, by relative path, with its bytes.
    static func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(root.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// The stored counterexamples below `corpus`.
    static func counterexamples(in corpus: URL) throws -> [(url: URL, scenario: Scenario)] {
        try Corpus.load(corpus.appendingPathComponent("counterexamples")).map { ($0.url, try $0.result.get()) }
    }

    /// The first ci case of `seed` whose scenario has an action named `action` (generation only).
    static func firstCase(with action: String, seed: UInt64) -> UInt64 {
        let runner = CaseRunner(profile: .named(.ci))
        var index: UInt64 = 0
        while !runner.makeCase(seed: seed, index: index).scenario.actions.contains(where: { $0.name == action }) { index += 1 }
        return index
    }

    /// The first ci case of `seed` on which `defect` gives a finding under a rule the defect table names.
    static func firstCase(finding defect: Defect, seed: UInt64) throws -> UInt64 {
        var configuration = RunConfiguration(seed: seed, profile: .named(.ci), defects: [defect])
        configuration.targetRules = defect.rules
        configuration.stopAtFirstFinding = true
        configuration.shrink = false
        configuration.measureCoverage = false
        return try #require(try PropertyRun.run(configuration).counterexamples.first?.caseIndex, "\(defect.rawValue) not found")
    }
}

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
        let result = try Prescheck.run(["fuzz", "--cases", "\(cases)", "--seed", "\(seed)", "--profile", "ci", "--workers", "1",
                                        "--defect", defect.rawValue, "--corpus", corpus.path])
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        let saved = try Prescheck.counterexamples(in: corpus)
        #expect(!saved.isEmpty)
        for (url, scenario) in saved {
            let rule = url.deletingLastPathComponent().lastPathComponent
            #expect(defect.rules.contains(rule), "\(url.lastPathComponent) filed under \(rule)")
            #expect(scenario.verdicts.contains { $0.subject == "engine+\(defect.rawValue)" && $0.outcome == .fail && $0.rule == rule })
        }
    }

    @Test("A test-only fault that traps leaves a crash counterexample, and the run completes")
    func trap() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let cases = Prescheck.firstCase(with: "rotate", seed: seed) + 3
        let result = try Prescheck.run(
            ["fuzz", "--cases", "\(cases)", "--seed", "\(seed)", "--profile", "ci", "--workers", "2", "--corpus", corpus.path],
            environment: ["PRESCHECK_TEST_FAULT": "trap:rotate"])
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        #expect(result.output.contains("summary: \(cases) cases"))
        let saved = try Prescheck.counterexamples(in: corpus)
        #expect(saved.count == 1)
        let (url, scenario) = try #require(saved.first)
        #expect(url.deletingLastPathComponent().lastPathComponent == "crash")
        #expect(scenario.origin?.property == "crash")
        #expect(scenario.origin?.actual.hasPrefix("signal ") == true)
        #expect(scenario.verdicts == [Verdict(subject: "engine", property: "crash", outcome: .fail)])
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
             "--corpus", corpus.path],
            environment: ["PRESCHECK_TEST_FAULT": "hang:rotate"])
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        let saved = try Prescheck.counterexamples(in: corpus)
        let (url, scenario) = try #require(saved.first)
        #expect(saved.count == 1)
        #expect(url.deletingLastPathComponent().lastPathComponent == "hang")
        #expect(scenario.origin?.caseIndex == Int(first))
        #expect(scenario.origin?.actual == "still running after 1 s")
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
            #expect(Defect.undimmedTintDimmed.rules.contains(url.deletingLastPathComponent().lastPathComponent))
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

    @Test("The same seed twice writes byte-identical corpora, with one worker or two")
    func sameSeedSameBytes() throws {
        let first = try Fixtures.temporaryFolder()
        let second = try Fixtures.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        for (corpus, workers) in [(first, "1"), (second, "2")] {
            let result = try Prescheck.run(["fuzz", "--cases", "40", "--seed", "7", "--profile", "ci", "--workers", workers,
                                            "--defect", Defect.dimmingLeftAfterCancel.rawValue,
                                            "--defect", Defect.undimmedTintDimmed.rawValue, "--corpus", corpus.path])
            #expect(result.status == 1, "\(result.output)\(result.errors)")
        }
        let a = try Prescheck.tree(first)
        let b = try Prescheck.tree(second)
        #expect(!a.isEmpty)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, bytes) in a { #expect(b[path] == bytes, "\(path) differs") }
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
