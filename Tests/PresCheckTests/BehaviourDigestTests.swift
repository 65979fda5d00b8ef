import Foundation
import PresCheck
import PresCheckCore
import Testing

/// Pins the bytes of a fixed run, so that work on speed cannot change behaviour unnoticed: every
/// scenario, engine observation, oracle observation and finding of seed 1, cases 0–499, `ci`
/// profile, and the counterexample files two defect runs save (shrunk, with their origin).
///
/// A change that is meant to change behaviour (a rule, a generator, the file format) updates the
/// pinned digests in the same commit and says so; any other change must leave them as they are.
/// Serves every rule ID.
@Suite("Behaviour digest")
struct BehaviourDigestTests {
    /// FNV-1a, 64 bits: a stable digest of bytes (Swift's `Hasher` is seeded per process).
    struct Digest {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        /// Reads the bytes through a raw buffer: a generic per-byte iterator is most of this test's
        /// own time in an unoptimised build.
        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            var value = value
            for byte in bytes {
                value ^= UInt64(byte)
                value = value &* 0x0000_0100_0000_01b3
            }
            // A separator, so that moving bytes between two parts changes the digest.
            value ^= 0xff
            self.value = value &* 0x0000_0100_0000_01b3
        }

        mutating func add(_ data: Data) { data.withUnsafeBytes { add($0) } }

        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
        }

        var hex: String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }

    static func encoded(_ observations: [Observation]) throws -> Data {
        try ScenarioFile.makeEncoder().encode(observations)
    }

    @Test("seed 1, cases 0–499, ci: scenarios, observations and findings are byte for byte the pinned ones")
    func generatedCases() throws {
        let runner = CaseRunner(profile: .named(.ci))
        var digest = Digest()
        var findings = 0
        for index in UInt64(0)..<500 {
            // The case as `runner.run` checks it, keeping the check's own runs: the engine's, and
            // the generator's oracle run, which `deterministic` compares with a fresh `Oracle.run`.
            let result = runner.makeCase(seed: 1, index: index)
            let check = try runner.scenarioCheck(result)
            digest.add(try ScenarioFile.encode(result.scenario))
            digest.add(result.choices.map(String.init).joined(separator: ","))
            digest.add(result.rules.ids.joined(separator: ","))
            digest.add(try Self.encoded(check.engine))
            #expect(check.oracle == result.oracle && check.oracle.count == result.scenario.actions.count + 1)
            digest.add(try Self.encoded(check.oracle))
            for finding in check.findings { digest.add(finding.description) }
            findings += check.findings.count
        }
        #expect(runner.properties.contains(.deterministic) && runner.checkOracle,
                "the oracle's second run is what holds the generator's oracle run to the checker's")
        #expect(findings == 0, "the conforming engine keeps every property on these cases")
        #expect(digest.hex == "3d7799f5dafbda1d")
    }

    @Test("two defects: the shrunk counterexample files are byte for byte the pinned ones",
          arguments: [(Defect.fullscreenFlagIgnored, "11866851f75f30de"), (Defect.dimmingLeftAfterCancel, "3c139c7346a6087d")])
    func shrunkCounterexamples(defect: Defect, pinned: String) throws {
        let corpus = FileManager.default.temporaryDirectory
            .appendingPathComponent("digest-\(defect.rawValue)-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: corpus) }
        let report = try PropertyRun.run(.findingDefect(defect, seed: 1, corpus: corpus))
        #expect(!report.counterexamples.isEmpty)
        var digest = Digest()
        for counterexample in report.counterexamples {
            digest.add("\(counterexample.caseIndex) \(counterexample.casesUntilFound)")
            let url = try #require(counterexample.saved)
            digest.add(url.lastPathComponent)
            digest.add(try Data(contentsOf: url))
        }
        #expect(digest.hex == pinned)
    }
}
