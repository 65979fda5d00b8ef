import CheckerTestSupport
import Foundation
@testable import PresCheck
@testable import PresCheckReports
import PresCheckCore
import PresCheckTestSupport
import PresentationEngine
import Testing

/// `junit.xml` on its own: its suites and counts, the failure type a broken verdict gets, and
/// names and timestamps escaped and placed so that CI systems read them.
@Suite("JUnitReport")
struct JUnitReportTests {
    @Test("junit.xml parses and counts its test cases, failures and errors")
    func junitCounts() throws {
        for broken in [false, true] {
            let (report, folder) = try ReportFixtures.report(brokenVerdict: broken)
            defer { try? FileManager.default.removeItem(at: folder) }
            let junit = try #require(try report.outputFiles().first { $0.name == "junit.xml" }).text
            #expect(ReportFixtures.parses(junit))
            let suites = ReportFixtures.elements("testsuite", in: junit)
            let cases = ReportFixtures.elements("testcase", in: junit)
            let root = try #require(ReportFixtures.elements("testsuites", in: junit).first)
            #expect(root["tests"] == "\(cases.count)")
            #expect(suites.map { $0["name"] } == ["corpus", "properties", "defects"])
            let corpus = try #require(suites.first)
            // Two readable files and one unreadable: the unreadable one is an error; a broken verdict one failure.
            #expect(corpus["tests"] == "3")
            #expect(corpus["errors"] == "1")
            #expect(corpus["failures"] == (broken ? "1" : "0"))
            #expect(suites[1]["tests"] == "\(Property.allCases.count + Property.metamorphic.count)")
            #expect(suites[2]["tests"] == "\(Defect.allCases.count)")
            let failures = ReportFixtures.elements("failure", in: junit)
            #expect(root["failures"] == "\(failures.count)")
            let caught = cases.first { $0["name"]?.hasPrefix("frame-reset-under-fullscreen") == true }
            #expect(caught != nil)
            // The FRAME-3 defect is caught by the counterexample; a broken verdict fails with the finding's rule.
            #expect(!failures.contains { $0["message"]?.contains("frame-reset-under-fullscreen under") == true })
            if broken { #expect(failures.contains { $0["type"] == "FRAME-3" && $0["message"]?.contains("FRAME-4") == true }) }
        }
    }

    @Test("names are escaped, the file stays well-formed, and a timestamp stamps every suite")
    func escapingAndTimestamp() throws {
        let folder = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{ not json".utf8).write(to: folder.appendingPathComponent("a&b \"<c>\".json"))
        let report = CorpusReport.build(corpus: folder, display: "Corpus", options: .init(timestamp: "2026-01-02T03:04:05Z"))
        let junit = JUnitReport.text(report, matrix: ConformanceMatrix(report))
        #expect(ReportFixtures.parses(junit))
        #expect(junit.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"prescheck\""))
        #expect(junit.hasSuffix("</testsuites>\n"))
        let unreadable = try #require(ReportFixtures.elements("testcase", in: junit).first { $0["classname"] == "corpus.unreadable" })
        #expect(unreadable["name"]?.hasSuffix("a&b \"<c>\".json") == true, "\(unreadable)")
        #expect(junit.contains("a&amp;b &quot;&lt;c&gt;&quot;.json"))
        let suites = ReportFixtures.elements("testsuite", in: junit)
        #expect(!suites.isEmpty && suites.allSatisfy { $0["timestamp"] == "2026-01-02T03:04:05Z" && $0["skipped"] == "0" })
    }
}
