import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
import Testing

/// `prescheck fuzz --rss-limit`: the memory supervisor, end to end, with the test-only faults that
/// allocate without bound (`alloc`) and leak a little on every case with an action (`leak`).
@Suite("prescheck fuzz: the memory supervisor")
struct FuzzMemoryTests {
    let seed: UInt64 = 20_261_122

    @Test("A case that allocates without bound is saved as an oom counterexample that replays; the run goes on")
    func allocatesWithoutBound() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let first = Prescheck.firstCase(with: "rotate", seed: seed)
        let cases = first + 3
        let fault = ["PRESCHECK_TEST_FAULT": "alloc:rotate"]
        let result = try Prescheck.run(
            ["fuzz", "--cases", "\(cases)", "--seed", "\(seed)", "--profile", "ci", "--workers", "2", "--rss-limit", "128",
             "--corpus", corpus.path],
            environment: fault)
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        #expect(result.output.contains("summary: \(cases) cases"))
        #expect(result.output.contains("worker memory: peak "))
        #expect(result.output.contains("(limit 128 MB"))
        let saved = try Prescheck.counterexamples(in: corpus)
        #expect(saved.count == 1)
        let (url, scenario) = try #require(saved.first)
        #expect(url.deletingLastPathComponent().lastPathComponent == "oom")
        #expect(scenario.origin?.finding.property == .oom)
        #expect(scenario.origin?.caseIndex == Int(first))
        #expect(scenario.origin?.finding.actual.description.hasSuffix("MB resident, over the 128 MB limit") == true)
        #expect(scenario.verdicts == [Verdict(subject: .conformingEngine, property: .oom, outcome: .fail)])

        // The reproducer: replayed with the same fault and limit, the child runs out of memory again.
        let replay = try Prescheck.run(["replay", url.path, "--rss-limit", "128"], environment: fault)
        #expect(replay.status == 0, "\(replay.output)\(replay.errors)")
        #expect(replay.output.contains("holds  engine fails oom"))
        // Without the fault the case runs within the limit, so the verdict is missed.
        let fixed = try Prescheck.run(["replay", url.path, "--rss-limit", "128"])
        #expect(fixed.status == 1)
        #expect(fixed.output.contains("expected an oom, got none"))
    }

    @Test("Workers that grow over the limit across cases are replaced without blaming a case, and the run ends clean")
    func growthAcrossCases() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let arguments = ["fuzz", "--cases", "120", "--seed", "\(seed)", "--profile", "ci", "--workers", "2", "--rss-limit", "64",
                         "--corpus", corpus.path]
        let result = try Prescheck.run(arguments, environment: ["PRESCHECK_TEST_FAULT": "leak:rotate"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("summary: 120 cases"))
        #expect(result.output.contains("worker replaced: "))
        #expect(result.output.contains("replaced over it)"))
        #expect(!result.output.contains("oom"))
        #expect(try Prescheck.counterexamples(in: corpus).isEmpty)
    }

    @Test("--rss-limit takes 0 or at least 32 megabytes")
    func badLimit() throws {
        let result = try Prescheck.run(["fuzz", "--cases", "1", "--rss-limit", "10"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--rss-limit"))
        #expect(result.errors.contains("0 (no limit) or a whole number of megabytes ≥ 32"))
    }
}
