import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
import Testing

/// `prescheck fuzz --observations FILE`: the run's PBT observations, written by the parent in case
/// order from what the workers send, so the same seed writes the same bytes with any number of workers.
@Suite("prescheck fuzz --observations: PBT observations of a fuzz run")
struct FuzzObservationsTests {
    @Test("One or two workers write the same file: a test_case line per case, in case order, then the run's statistics")
    func sameBytesAnyWorkers() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [Data] = []
        for workers in [1, 2] {
            let file = folder.appendingPathComponent("run-\(workers).jsonl")
            let result = try Prescheck.run(["fuzz", "--cases", "40", "--seed", "11", "--profile", "ci", "--workers", "\(workers)",
                                            "--corpus", folder.appendingPathComponent("corpus-\(workers)").path,
                                            "--observations", file.path])
            #expect(result.status == 0, "\(result.output)\(result.errors)")
            files.append(try Data(contentsOf: file))
        }
        #expect(files[0] == files[1])
        let lines = String(decoding: files[0], as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.count == 41)
        for (number, line) in lines.enumerated() {
            #expect(ObservationSchema.problems(line).isEmpty, "line \(number + 1): \(ObservationSchema.problems(line))")
        }
        let indices = lines.dropLast().compactMap { line -> Int? in
            let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            return (object?["metadata"] as? [String: Any])?["case_index"] as? Int
        }
        #expect(indices == Array(0..<40))
        #expect(lines.last?.contains("\"title\":\"run statistics\"") == true)
    }

    @Test("--report writes the observations beside the reports and index.html gets the generator page")
    func reportHasGeneratorPage() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report")
        let result = try Prescheck.run(["fuzz", "--cases", "20", "--seed", "3", "--profile", "ci", "--workers", "1",
                                        "--corpus", folder.appendingPathComponent("corpus").path, "--report", report.path])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("observations.jsonl").path))
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<h2 id=\"generator\">What the generator made</h2>"))
    }

    @Test("--observations-timing alone is refused")
    func timingNeedsAFile() throws {
        let result = try Prescheck.run(["fuzz", "--cases", "1", "--observations-timing"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--observations-timing needs --observations FILE or --report DIR"))
    }
}
