import Foundation

/// Every line of an observations file keeps Hypothesis's "PBT Observations" schema: a `test_case`
/// line has exactly its twelve keys with their types, an `info` line its five.
package enum ObservationSchema {
    package static let testCaseKeys = ["arguments", "coverage", "features", "how_generated", "metadata", "property", "representation",
                               "run_start", "status", "status_reason", "timing", "type"]
    package static let infoKeys = ["content", "property", "run_start", "title", "type"]

    /// The problems of one line, empty when it keeps the schema.
    package static func problems(_ line: String) -> [String] {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
            return ["not a JSON object"]
        }
        var problems: [String] = []
        func expect(_ ok: Bool, _ text: String) { if !ok { problems.append(text) } }
        let keys = object.keys.sorted()
        switch object["type"] as? String {
        case "test_case":
            expect(keys == testCaseKeys, "keys \(keys)")
            expect(["passed", "failed", "gave_up"].contains(object["status"] as? String ?? ""), "status")
            expect(object["status_reason"] is String, "status_reason")
            expect(object["representation"] is String, "representation")
            expect(object["arguments"] is [String: Any], "arguments")
            expect(object["how_generated"] is String || object["how_generated"] is NSNull, "how_generated")
            expect(object["features"] is [String: Any], "features")
            expect(object["coverage"] is NSNull || object["coverage"] is [String: [Int]], "coverage")
            let timing = object["timing"] as? [String: Any]
            expect(timing != nil && timing!.values.allSatisfy { ($0 as? Double).map { $0 >= 0 } ?? false }, "timing")
            expect(object["metadata"] is [String: Any], "metadata")
            expect(object["property"] is String, "property")
            expect(object["run_start"] is Double || object["run_start"] is Int, "run_start")
        case "info", "alert", "error":
            expect(keys == infoKeys, "keys \(keys)")
            expect(object["title"] is String, "title")
            expect(object["content"] is String || object["content"] is [String: Any], "content")
            expect(object["property"] is String, "property")
            expect(object["run_start"] is Double || object["run_start"] is Int, "run_start")
        default:
            problems.append("type \(object["type"] ?? "missing")")
        }
        return problems
    }
}
