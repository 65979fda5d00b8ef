import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
import PresCheckTestSupport
import Testing

/// The corpus as the checker loads it (`Corpus`); a single file's decoding and validation are
/// `PresCheckCoreTests`' (`ScenarioValidationTests`).
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

    @Test("a corrupt file is reported and the rest of the corpus still loads")
    func corruptFileIsSkipped() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(ScenarioTexts.valid.utf8).write(to: folder.appendingPathComponent("a-good.json"))
        try Data("{ not json".utf8).write(to: folder.appendingPathComponent("b-corrupt.json"))
        try Data(ScenarioTexts.valid.replacingOccurrences(of: "\"phone\"", with: "\"watch\"").utf8)
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
}
