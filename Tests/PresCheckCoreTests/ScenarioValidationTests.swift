import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing

/// Decoding and validation of one scenario file: problems are refused with the file, the field's
/// path and what is wrong, and writing is atomic and canonical.
@Suite("Core: scenario validation")
struct ScenarioValidationTests {
    @Test("an unknown schemaVersion is refused by name")
    func unknownVersion() {
        let text = ScenarioTexts.valid.replacingOccurrences(of: "\"schemaVersion\": 1", with: "\"schemaVersion\": 7")
        let error = #expect(throws: ScenarioFile.LoadError.self) { try ScenarioFile.decode(Data(text.utf8), file: "v7.json") }
        #expect(error?.file == "v7.json")
        #expect(error?.field == "schemaVersion")
        #expect(error?.description.contains("version 7 is not supported") == true)
    }

    @Test("a missing field is named with its path")
    func missingField() {
        let text = ScenarioTexts.valid.replacingOccurrences(of: "\"style\": \"fullScreen\", ", with: "")
        let error = #expect(throws: ScenarioFile.LoadError.self) { try ScenarioFile.decode(Data(text.utf8), file: "m.json") }
        #expect(error?.field == "actions[0].style")
        #expect(error?.problem == "missing")
    }

    @Test("a node id that does not exist is named with its path")
    func unknownNode() {
        let text = ScenarioTexts.valid.replacingOccurrences(of: "\"source\": \"R\"", with: "\"source\": \"Nope\"")
        let error = #expect(throws: ScenarioFile.LoadError.self) { try ScenarioFile.decode(Data(text.utf8), file: "n.json") }
        #expect(error?.field == "actions[0].source")
        #expect(error?.problem.contains("\"Nope\" does not exist") == true)
    }

    @Test("an empty permittedArrowDirections is refused by name; absent, it is not written")
    func emptyPermittedArrowDirections() throws {
        func popover(_ options: String) -> String {
            ScenarioTexts.valid.replacingOccurrences(of: "\"style\": \"fullScreen\"", with: "\"style\": \"popover\", \"popover\": {\(options)}")
        }
        let error = #expect(throws: ScenarioFile.LoadError.self) {
            try ScenarioFile.decode(Data(popover("\"permittedArrowDirections\": []").utf8), file: "e.json")
        }
        #expect(error?.file == "e.json" && error?.field == "actions[0].popover.permittedArrowDirections")
        let listed = try ScenarioFile.decode(Data(popover("\"permittedArrowDirections\": [\"down\", \"left\"]").utf8), file: "l.json")
        guard case .present(let present) = listed.actions[0] else { Issue.record("not a present"); return }
        #expect(present.popover?.permittedArrowDirections == [.down, .left])
        let plain = try ScenarioFile.decode(Data(popover("").utf8), file: "p.json")
        #expect(!String(decoding: try ScenarioFile.encode(plain), as: UTF8.self).contains("permittedArrowDirections"))
    }

    @Test("a node declared twice is refused, a bare reference to an existing node is not")
    func duplicateNodes() throws {
        let twice = ScenarioTexts.valid.replacingOccurrences(of: "{\"id\": \"P\"}", with: "{\"id\": \"R\", \"children\": [{\"id\": \"Q\"}]}")
        let error = #expect(throws: ScenarioFile.LoadError.self) { try ScenarioFile.decode(Data(twice.utf8), file: "d.json") }
        #expect(error?.field == "actions[0].node")
        let reference = ScenarioTexts.valid.replacingOccurrences(of: "{\"id\": \"P\"}", with: "{\"id\": \"R\"}")
        #expect(try ScenarioFile.decode(Data(reference.utf8), file: "r.json").actions.count == 1)
    }

    @Test("writing is atomic and canonical")
    func atomicWrite() throws {
        let folder = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("s.json")
        let scenario = try ScenarioFile.decode(Data(ScenarioTexts.valid.utf8), file: "s.json")
        try ScenarioFile.write(scenario, to: url)
        let written = try Data(contentsOf: url)
        #expect(written == (try ScenarioFile.encode(scenario)))
        #expect(try ScenarioFile.load(url) == scenario)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["s.json"])
    }

    @Test("a plain present that requests none is refused, naming the action's style")
    func noneStyle() {
        let text = ScenarioTexts.valid.replacingOccurrences(of: "\"style\": \"fullScreen\"", with: "\"style\": \"none\"")
        let error = #expect(throws: ScenarioFile.LoadError.self) { try ScenarioFile.decode(Data(text.utf8), file: "s.json") }
        #expect(error?.field == "actions[0].style")
        #expect(error?.problem.hasPrefix("a present cannot request none") == true)
    }
}
