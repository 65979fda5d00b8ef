import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
import Testing

@Suite("PBT observations: Hypothesis's schema, one JSON line per case")
struct PBTObservationTests {
    static func write(cases: Int, timing: Bool, defects: Set<Defect> = []) throws -> (lines: [String], folder: URL) {
        let folder = try Fixtures.temporaryFolder()
        let url = folder.appendingPathComponent("observations/differential.jsonl")
        let file = try ObservationsFile(url: url, measuresTiming: timing)
        let runner = CaseRunner(profile: .named(.ci), defects: defects, checkOracle: defects.isEmpty)
        for index in 0..<UInt64(cases) { try file.run(runner, seed: 7, index: index, property: "every property") }
        _ = try file.finish(property: "every property")
        #expect(!FileManager.default.fileExists(atPath: url.appendingPathExtension("partial").path))
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        return (text.split(separator: "\n").map(String.init), folder)
    }

    @Test("Every line keeps the schema; the arguments are the case's scenario; features and metadata say what it did")
    func linesKeepTheSchema() throws {
        let (lines, folder) = try Self.write(cases: 40, timing: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(lines.count == 41)
        for (number, line) in lines.enumerated() {
            #expect(ObservationSchema.problems(line).isEmpty, "line \(number + 1): \(ObservationSchema.problems(line))")
        }
        let runner = CaseRunner(profile: .named(.ci))
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        let argumentsObject = try #require(first["arguments"])
        let arguments = try JSONSerialization.data(withJSONObject: argumentsObject)
        #expect(try ScenarioFile.decode(arguments, file: "line 1") == runner.makeCase(seed: 7, index: 0).scenario)
        let timing = try #require(first["timing"] as? [String: Double])
        #expect(timing.keys.sorted() == ["execute:compare", "execute:engine", "execute:oracle", "generate:scenario"])
        #expect((timing["execute:engine"] ?? 0) > 0)
        #expect((first["run_start"] as? Double ?? 0) > 1_700_000_000)
        let features = try #require(first["features"] as? [String: Any])
        #expect(features["device"] as? String == runner.makeCase(seed: 7, index: 0).scenario.device.rawValue)
        for key in ["actions", "actions_by_kind", "controllers", "layers", "rules", "space_items", "styles", "tree_depth"] {
            #expect(features[key] != nil, "features.\(key)")
        }
        let metadata = try #require(first["metadata"] as? [String: Any])
        #expect(metadata["seed"] as? String == "7")
        #expect(metadata["generator_version"] as? Int == ScenarioGenerator.version)
        let info = try #require(try JSONSerialization.jsonObject(with: Data(lines[40].utf8)) as? [String: Any])
        let content = try #require(info["content"] as? [String: Any])
        #expect(content["cases"] as? Int == 40)
        #expect(content["passed"] as? Int == 40)
    }

    @Test("Without timing the file depends on the seed alone: the same cases write the same bytes")
    func deterministicWithoutTiming() throws {
        let (a, first) = try Self.write(cases: 15, timing: false)
        let (b, second) = try Self.write(cases: 15, timing: false)
        defer { for folder in [first, second] { try? FileManager.default.removeItem(at: folder) } }
        #expect(a == b)
        #expect(a.allSatisfy { $0.contains("\"run_start\":0") })
        #expect(a.dropLast().allSatisfy { $0.contains("\"timing\":{}") })
    }

    @Test("A case a defect fails is `failed`, its reason the first finding")
    func failedCase() throws {
        let (lines, folder) = try Self.write(cases: 60, timing: false, defects: [.layoutReentrancy])
        defer { try? FileManager.default.removeItem(at: folder) }
        let failed = lines.filter { $0.contains("\"status\":\"failed\"") }
        #expect(!failed.isEmpty)
        let firstFailed = try #require(failed.first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(firstFailed.utf8)) as? [String: Any])
        #expect((object["status_reason"] as? String ?? "").contains("on engine+layout-reentrancy at step"))
        for line in lines { #expect(ObservationSchema.problems(line).isEmpty) }
    }
}
