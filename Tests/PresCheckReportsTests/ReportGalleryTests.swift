import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
@testable import PresCheckReports
import PresentationEngine
import Testing

/// Pictures from the start: the corpus report shows every golden story as a filmstrip in a gallery
/// collapsed by default, and each defect's column of the matrix carries the picture of the stored
/// counterexample that catches it.
@Suite("Reports: the gallery of golden stories and the defects' pictures")
struct ReportGalleryTests {
    /// Two golden stories and the stored counterexample of one defect, in a temporary corpus.
    static func corpus() throws -> URL {
        let folder = try Fixtures.temporaryFolder()
        let golden = folder.appendingPathComponent("golden")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        for name in ["frame-toast-under-fullscreen.json", "pop-arrow-permitted-down-only.json"] {
            try FileManager.default.copyItem(at: Fixtures.golden.appendingPathComponent(name), to: golden.appendingPathComponent(name))
        }
        let stored = Fixtures.packageRoot.appendingPathComponent("Corpus/counterexamples/LIFE-4")
        let target = folder.appendingPathComponent("counterexamples/LIFE-4")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: stored, to: target)
        return folder
    }

    @Test("Every golden story is a section of the collapsed gallery, with a picture per step")
    func galleryOfStories() throws {
        let folder = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = CorpusReport.build(corpus: folder, display: "Corpus")
        let html = try #require(try report.outputFiles().first { $0.name == "index.html" }).text
        #expect(ReportFixtures.parses(html))
        let gallery = try #require(html.range(of: "<details class=\"gallery\"><summary>Show the 2 stories</summary>"))
        #expect(html.contains("<a href=\"#stories\">Golden stories</a>"))
        for file in report.files where file.isGoldenStory {
            let anchor = "id=\"story-\(Markup.anchor(file.relativePath))\""
            let section = try #require(html.range(of: anchor), "\(file.relativePath) has no story section")
            #expect(section.lowerBound > gallery.upperBound)
            let scenes = try #require(file.explanation?.scenes)
            #expect(scenes.count == file.scenario.actions.count + 1)
            let end = try #require(html.range(of: "</section>", range: section.upperBound..<html.endIndex))
            let body = html[section.upperBound..<end.lowerBound]
            #expect(body.contains("<svg"))
            let pictures = body.components(separatedBy: "<span title=").count - 1
            #expect(pictures == scenes.count, "\(file.relativePath): \(pictures) pictures for \(scenes.count) steps")
        }
    }

    @Test("A defect's column shows the picture of the counterexample that catches it, linked to its section; others show none")
    func defectColumnPictures() throws {
        let folder = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = CorpusReport.build(corpus: folder, display: "Corpus")
        let caught = MatrixHTML.defectPicture(.engine([.dimmingLeftAfterCancel]), files: report.files)
        let anchor = try #require(report.files.first(where: \.isCounterexample)?.sectionAnchor)
        #expect(caught.hasPrefix("<a class=\"defect-picture\" href=\"#\(anchor)\""))
        #expect(caught.contains("<svg"))
        #expect(MatrixHTML.defectPicture(.engine([.layoutReentrancy]), files: report.files).isEmpty)
        #expect(MatrixHTML.defectPicture(.conformingEngine, files: report.files).isEmpty)
    }
}
