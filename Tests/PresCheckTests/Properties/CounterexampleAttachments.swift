import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
@testable import PresCheckReports
import Testing

/// What a failing property test attaches to its result with Swift Testing's attachments, so that
/// `swift test --attachments-path DIR` (and a CI system keeping that folder) keeps them: the
/// counterexample's scenario file as the store saved it, and the filmstrip of its steps as SVG.
enum CounterexampleAttachments {
    /// The files, named after the rule and the saved file (`FRAME-3-1a2b….json`, `…-filmstrip.svg`).
    static func files(for counterexample: Counterexample) throws -> [(name: String, data: Data)] {
        let saved = counterexample.saved
        let json = try saved.map { try Data(contentsOf: $0) } ?? ScenarioFile.encode(counterexample.shrunk.scenario)
        let scenario = try ScenarioFile.decode(json, file: saved?.lastPathComponent ?? "the counterexample")
        let base = counterexample.finding.ruleName + "-" + (saved?.deletingPathExtension().lastPathComponent ?? "counterexample")
        let scenes = try ScenarioExplanation.make(scenario).scenes
        return [(base + ".json", json), (base + "-filmstrip.svg", Data(Filmstrip.document(scenes).utf8))]
    }

    /// Attaches the files to the running test; a file that cannot be made is said in an issue.
    static func record(_ counterexample: Counterexample) {
        do {
            for file in try files(for: counterexample) { Attachment.record(file.data, named: file.name) }
        } catch {
            Issue.record("the counterexample could not be attached: \(error)")
        }
    }
}

@Suite("Attachments: a failing property test keeps its counterexample and filmstrip")
struct CounterexampleAttachmentTests {
    @Test("The attached files are the saved counterexample, byte for byte, and an SVG filmstrip of every step")
    func attachedFiles() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let report = try CIRun.mutation(.containerCoversWindow, corpus: corpus)
        let counterexample = try #require(report.counterexamples.first)
        let files = try CounterexampleAttachments.files(for: counterexample)
        let saved = try #require(counterexample.saved)
        let base = "\(counterexample.finding.ruleName)-\(saved.deletingPathExtension().lastPathComponent)"
        #expect(files.map(\.name) == [base + ".json", base + "-filmstrip.svg"])
        #expect(files[0].data == (try Data(contentsOf: saved)))
        let svg = String(decoding: files[1].data, as: UTF8.self)
        #expect(ReportFixtures.parses(svg))
        // One picture a step, the state before the first action and then one an action; a picture is an
        // `svg` element with its window drawn as an inner one, all inside the strip's.
        let steps = counterexample.shrunk.scenario.actions.count + 1
        #expect(svg.components(separatedBy: "</svg>").count - 1 == 1 + 2 * steps)
    }
}
