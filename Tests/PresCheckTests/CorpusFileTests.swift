import Foundation
import PresCheck
import PresCheckCore
import Testing

@Suite("Corpus files")
struct CorpusFileTests {
    @Test("every corpus file round-trips byte for byte")
    func roundTrip() throws {
        let files = Corpus.files(at: Fixtures.corpus)
        #expect(!files.isEmpty)
        for file in files {
            let data = try Data(contentsOf: file)
            let scenario = try ScenarioFile.decode(data, file: file.lastPathComponent)
            let encoded = try ScenarioFile.encode(scenario)
            #expect(encoded == data, "\(file.lastPathComponent) is not canonical: run `prescheck format` on it")
        }
    }

    static let valid = """
        {"schemaVersion": 1, "name": "ok", "device": "phone", "root": {"id": "R"},
         "actions": [{"do": "present", "source": "R", "node": {"id": "P"}, "style": "fullScreen", "animated": false}]}
        """

    @Test("an unknown schemaVersion is refused by name")
    func unknownVersion() {
        let text = Self.valid.replacingOccurrences(of: "\"schemaVersion\": 1", with: "\"schemaVersion\": 7")
        let error = #expect(throws: ScenarioFile.LoadError.self) { try ScenarioFile.decode(Data(text.utf8), file: "v7.json") }
        #expect(error?.file == "v7.json")
        #expect(error?.field == "schemaVersion")
        #expect(error?.description.contains("version 7 is not supported") == true)
    }

    @Test("a missing field is named with its path")
    func missingField() {
        let text = Self.valid.replacingOccurrences(of: "\"style\": \"fullScreen\", ", with: "")
        let error = #expect(throws: ScenarioFile.LoadError.self) { try ScenarioFile.decode(Data(text.utf8), file: "m.json") }
        #expect(error?.field == "actions[0].style")
        #expect(error?.problem == "missing")
    }

    @Test("a node id that does not exist is named with its path")
    func unknownNode() {
        let text = Self.valid.replacingOccurrences(of: "\"source\": \"R\"", with: "\"source\": \"Nope\"")
        let error = #expect(throws: ScenarioFile.LoadError.self) { try ScenarioFile.decode(Data(text.utf8), file: "n.json") }
        #expect(error?.field == "actions[0].source")
        #expect(error?.problem.contains("\"Nope\" does not exist") == true)
    }

    @Test("an empty permittedArrowDirections is refused by name; absent, it is not written")
    func emptyPermittedArrowDirections() throws {
        func popover(_ options: String) -> String {
            Self.valid.replacingOccurrences(of: "\"style\": \"fullScreen\"", with: "\"style\": \"popover\", \"popover\": {\(options)}")
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
        let twice = Self.valid.replacingOccurrences(of: "{\"id\": \"P\"}", with: "{\"id\": \"R\", \"children\": [{\"id\": \"Q\"}]}")
        let error = #expect(throws: ScenarioFile.LoadError.self) { try ScenarioFile.decode(Data(twice.utf8), file: "d.json") }
        #expect(error?.field == "actions[0].node")
        let reference = Self.valid.replacingOccurrences(of: "{\"id\": \"P\"}", with: "{\"id\": \"R\"}")
        #expect(try ScenarioFile.decode(Data(reference.utf8), file: "r.json").actions.count == 1)
    }

    @Test("a corrupt file is reported and the rest of the corpus still loads")
    func corruptFileIsSkipped() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.valid.utf8).write(to: folder.appendingPathComponent("a-good.json"))
        try Data("{ not json".utf8).write(to: folder.appendingPathComponent("b-corrupt.json"))
        try Data(Self.valid.replacingOccurrences(of: "\"phone\"", with: "\"watch\"").utf8)
            .write(to: folder.appendingPathComponent("c-bad-device.json"))
        let entries = Corpus.load(folder)
        #expect(entries.map(\.url.lastPathComponent) == ["a-good.json", "b-corrupt.json", "c-bad-device.json"])
        #expect(entries[0].scenario?.name == "ok")
        guard case .failure(let corrupt) = entries[1].result, case .failure(let device) = entries[2].result else {
            Issue.record("the broken files loaded")
            return
        }
        #expect(corrupt.file.hasSuffix("b-corrupt.json"))
        #expect(corrupt.problem.hasPrefix("not a JSON object"))
        #expect(device.field == "device")
    }

    @Test("writing is atomic and canonical")
    func atomicWrite() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("s.json")
        let scenario = try ScenarioFile.decode(Data(Self.valid.utf8), file: "s.json")
        try ScenarioFile.write(scenario, to: url)
        let written = try Data(contentsOf: url)
        #expect(written == (try ScenarioFile.encode(scenario)))
        #expect(try ScenarioFile.load(url) == scenario)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["s.json"])
    }
}
