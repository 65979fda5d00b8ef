import CheckerTestSupport
import Foundation
@testable import PresCheck
@testable import PresCheckReports
import PresCheckCore
import PresentationEngine
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("Reports: index.html, conformance.md, junit.xml, summary.json")
struct ReportTests {
    @Test("every file is written, index.html parses as XML, has no script and nothing from elsewhere")
    func selfContainedHTML() throws {
        let (report, folder) = try ReportFixtures.report()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try report.outputFiles()
        #expect(files.map(\.name) == ["index.html", "conformance.md", "junit.xml", "summary.json"])
        let html = try #require(files.first { $0.name == "index.html" }).text
        #expect(ReportFixtures.parses(html))
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("src=\""))
        #expect(!html.contains("@import") && !html.contains("url("))
        let links = ReportFixtures.elements("a", in: html).compactMap { $0["href"] }
        #expect(!links.isEmpty)
        #expect(links.allSatisfy { $0.hasPrefix("#") }, "\(links.filter { !$0.hasPrefix("#") })")
        // Every in-page link has its target.
        let ids = Set(["a", "tr", "article", "li", "h2"].flatMap { ReportFixtures.elements($0, in: html).compactMap { $0["id"] } })
        for link in links { #expect(ids.contains(String(link.dropFirst())), "no target for \(link)") }
    }

    @Test("the counterexample's section draws the expected and actual frames of P2 at step 3 where they are")
    func knownCounterexampleRectangles() throws {
        let (report, folder) = try ReportFixtures.report()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = try #require(try report.outputFiles().first).text
        let rects = try #require(ReportFixtures.outlinedRects(in: html))
        #expect(rects["expected"]?.contains(ReportFixtures.expectedP2) == true, "\(rects)")
        #expect(rects["actual"]?.contains(ReportFixtures.actualP2) == true, "\(rects)")
        #expect(html.contains("FRAME-3 nodes.P2.frame"))
        #expect(html.contains("swift run prescheck replay Corpus/\(ReportFixtures.counterexamplePath)"))
        #expect(html.contains("id=\"ce-counterexamples-frame-3-frame3-json\""))
    }

    @Test("two builds of the same corpus write byte-identical files, with no time in them")
    func deterministic() throws {
        let folder = try ReportFixtures.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CorpusReport.build(corpus: folder, display: "Corpus").outputFiles()
        let second = try CorpusReport.build(corpus: folder, display: "Corpus").outputFiles()
        #expect(first == second)
        let stamped = try CorpusReport.build(corpus: folder, display: "Corpus", options: .init(timestamp: "2026-01-02T03:04:05Z")).outputFiles()
        for file in first { #expect(!file.text.contains("2026-01-02")) }
        #expect(stamped.allSatisfy { $0.name == "conformance.md" || $0.text.contains("2026-01-02T03:04:05Z") })
    }

    @Test("summary.json counts, covers every rule, and names findings and unreadable files with their paths")
    func summaryJSON() throws {
        let (report, folder) = try ReportFixtures.report()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try #require(try report.outputFiles().first { $0.name == "summary.json" }).text
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let counts = try #require(json["counts"] as? [String: Int])
        #expect(counts["files"] == 3 && counts["passed"] == 2 && counts["failed"] == 0 && counts["unreadable"] == 1)
        #expect(counts["counterexamples"] == 1 && counts["expectedFailures"] == 1)
        let coverage = try #require(json["ruleCoverage"] as? [[String: Any]])
        #expect(coverage.map { $0["rule"] as? String } == RuleCatalogue.ids)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.contains {
            $0["path"] as? String == "Corpus/\(ReportFixtures.counterexamplePath)" && $0["rule"] as? String == "FRAME-3"
                && $0["step"] as? Int == 3 && $0["field"] as? String == "nodes.P2.frame" && $0["known"] as? Bool == true
        })
        let unreadable = try #require(json["unreadable"] as? [[String: String]])
        #expect(unreadable == [["path": "Corpus/zz-broken.json", "field": "actions[0].node", "problem": "missing"]])
    }

    @Test("the matrix: the defect's column fails FRAME-3 on the counterexample, recorded and linked; the engine passes")
    func matrixCells() throws {
        let (report, folder) = try ReportFixtures.report()
        defer { try? FileManager.default.removeItem(at: folder) }
        let matrix = report.matrix
        let row = try #require(matrix.rows.firstIndex(of: "FRAME-3"))
        let defect = try #require(matrix.subjects.firstIndex(of: .engine([.frameResetUnderFullscreen])))
        let engine = try #require(matrix.subjects.firstIndex(of: .conformingEngine))
        let cell = matrix.cells[row][defect]
        #expect(cell.mustCatch && cell.failing >= 1 && cell.recorded == 1)
        #expect(cell.firstFailure?.anchor == "ce-counterexamples-frame-3-frame3-json")
        #expect(matrix.cells[row][engine].failing == 0 && matrix.cells[row][engine].cases == 2)
        #expect(!matrix.isUncaught(row: row, column: defect))
        #expect(!matrix.uncaughtDefects.contains(.engine([.frameResetUnderFullscreen])))
        let markdown = try #require(try report.outputFiles().first { $0.name == "conformance.md" }).text
        #expect(markdown.contains("[✗](index.html#ce-counterexamples-frame-3-frame3-json)"))
    }

    @Test("GitHub annotations: only for GITHUB_ACTIONS=true, one line a failure, escaped")
    func annotations() throws {
        #expect(GitHubAnnotations.isEnabled(["GITHUB_ACTIONS": "true"]))
        #expect(!GitHubAnnotations.isEnabled(["GITHUB_ACTIONS": "1"]) && !GitHubAnnotations.isEnabled([:]))
        #expect(GitHubAnnotations.error(file: "a,b:c.json", title: "FRAME-3", message: "50% of\nit")
                == "::error file=a%2Cb%3Ac.json,title=FRAME-3::50%25 of%0Ait")
        let (report, folder) = try ReportFixtures.report(brokenVerdict: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(report.annotations.count == 2)
        #expect(report.annotations.first == "::error file=Corpus/zz-broken.json,title=unreadable::actions[0].node: missing")
        #expect(report.annotations.last?.hasPrefix("::error file=Corpus/\(ReportFixtures.counterexamplePath),title=FRAME-3::") == true)
    }

    @Test("numbers are written rounded to 3 decimals, never as a Double's description")
    func numbers() {
        #expect(Markup.number(393) == "393")
        #expect(Markup.number(65.5) == "65.5")
        #expect(Markup.number(1.0 / 3) == "0.333")
        #expect(Markup.number(2.0001) == "2")
        #expect(Markup.number(-0.0004) == "0")
        #expect(Markup.number(0.1 + 0.2) == "0.3")
    }
}
