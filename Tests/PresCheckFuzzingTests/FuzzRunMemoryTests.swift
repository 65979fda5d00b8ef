import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
import PresCheckFuzzing
import Testing

/// The memory supervisor in process: a `FuzzRun` driven from the test, its workers the built
/// `prescheck`, the test-only faults given through the workers' environment.
@Suite("FuzzRun: the memory supervisor, in process")
struct FuzzRunMemoryTests {
    private func run(cases: Int, rssLimit: Int, fault: String, corpus: URL? = nil) throws -> (FuzzRun, RunReport) {
        let executable = try #require(Prescheck.executable, "the prescheck executable is not next to the test bundle")
        var configuration = RunConfiguration(seed: 20_261_122, profile: .named(.ci), cases: cases)
        configuration.corpus = corpus
        var options = FuzzOptions(configuration: configuration, duration: nil, workers: 2, watchdog: 10, isVerbose: false)
        options.rssLimit = rssLimit
        options.workerExecutable = executable.path
        options.workerEnvironment = ["PRESCHECK_TEST_FAULT": fault]
        let fuzz = FuzzRun(options, signalPipe: -1)
        let report = fuzz.run()
        return (fuzz, report)
    }

    @Test("Growth across cases: workers are replaced, every case is still run once, none is blamed, peaks are kept")
    func replacement() throws {
        let (fuzz, report) = try run(cases: 120, rssLimit: 64, fault: "leak:rotate")
        #expect(fuzz.errors.isEmpty, "\(fuzz.errors)")
        #expect(report.casesRun == 120)
        #expect(report.counterexamples.isEmpty)
        #expect(fuzz.memoryReplacements > 0)
        // Every worker that ran had a peak read, and the replaced ones reached the limit.
        #expect(fuzz.endedWorkerPeaks.count == 2 + fuzz.memoryReplacements)
        #expect(fuzz.endedWorkerPeaks.allSatisfy { $0 > 0 })
        #expect(fuzz.endedWorkerPeaks.filter { $0 > 64 << 20 }.count >= fuzz.memoryReplacements)
        #expect(fuzz.memorySummary?.contains("limit 64 MB; \(fuzz.memoryReplacements) worker") == true)
    }

    @Test("A case that alone takes a fresh worker over the limit is an oom finding of that case")
    func oom() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let first = Prescheck.firstCase(with: "rotate", seed: 20_261_122)
        let (fuzz, report) = try run(cases: Int(first) + 1, rssLimit: 64, fault: "alloc:rotate", corpus: corpus)
        let counterexample = try #require(report.counterexamples.first)
        #expect(report.counterexamples.count == 1)
        #expect(counterexample.finding.property == .oom)
        #expect(counterexample.caseIndex == first)
        #expect(counterexample.finding.actual.description.hasSuffix("MB resident, over the 64 MB limit"))
        #expect(counterexample.saved?.deletingLastPathComponent().lastPathComponent == "oom")
        #expect(fuzz.errors.isEmpty, "\(fuzz.errors)")
    }

    @Test("Without a limit nothing is stopped, and the peaks are still read")
    func unwatched() throws {
        let (fuzz, report) = try run(cases: 40, rssLimit: 0, fault: "leak:rotate")
        #expect(report.casesRun == 40)
        #expect(fuzz.memoryReplacements == 0)
        #expect(fuzz.memorySummary?.contains("(no limit)") == true)
    }
}
