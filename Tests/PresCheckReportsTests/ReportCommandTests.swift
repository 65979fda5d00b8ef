import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
import Testing

@Suite("prescheck report, explain and fuzz --report, end to end")
struct ReportCommandTests {
    @Test("report writes four files, byte-identical on a second run; an unreadable file is named and makes it exit 1")
    func reportTwice() throws {
        let corpus = try ReportFixtures.corpus()
        let out = try Fixtures.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: corpus)
            try? FileManager.default.removeItem(at: out)
        }
        let first = try Prescheck.run(["report", "--corpus", corpus.path, "--out", out.appendingPathComponent("a").path])
        let second = try Prescheck.run(["report", "--corpus", corpus.path, "--out", out.appendingPathComponent("b").path],
                                       environment: ["GITHUB_ACTIONS": "true"])
        #expect(first.status == 1, "\(first.output)\(first.errors)")
        #expect(first.errors.contains("SKIP \(corpus.path)/zz-broken.json: actions[0].node: missing"))
        #expect(first.output.contains("report: 2 passed, 0 failed, 1 unreadable; 1 counterexample"))
        #expect(!first.output.contains("::error"))
        #expect(second.output.contains("::error file=\(corpus.path)/zz-broken.json,title=unreadable::actions[0].node: missing"))
        let a = try Prescheck.tree(out.appendingPathComponent("a"))
        let b = try Prescheck.tree(out.appendingPathComponent("b"))
        #expect(a.keys.sorted() == ["conformance.md", "index.html", "junit.xml", "summary.json"])
        #expect(a == b)
    }

    @Test("report and explain have --help in the verbs' style; bad usage exits 2")
    func help() throws {
        for verb in ["report", "explain"] {
            let result = try Prescheck.run([verb, "--help"])
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("OVERVIEW: "))
            #expect(result.output.contains("USAGE: prescheck \(verb)") && result.output.contains("OPTIONS:"))
        }
        #expect(try Prescheck.run(["report", "--nope"]).status == 2)
        #expect(try Prescheck.run(["explain"]).status == 2)
        #expect(try Prescheck.run(["--help"]).output.contains("explain"))
    }

    @Test("explain prints the steps and writes one SVG a step and a filmstrip")
    func explain() throws {
        let corpus = try ReportFixtures.corpus()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let file = corpus.appendingPathComponent(ReportFixtures.counterexamplePath)
        let pictures = corpus.appendingPathComponent("pictures")
        let result = try Prescheck.run(["explain", file.path, "--svg", pictures.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("✗ engine and oracle part: FRAME-3 nodes.P2.frame"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
                == ["filmstrip.svg", "step-000.svg", "step-001.svg", "step-002.svg", "step-003.svg"])
        let unreadable = try Prescheck.run(["explain", corpus.appendingPathComponent("zz-broken.json").path])
        #expect(unreadable.status == 1 && unreadable.errors.contains("actions[0].node: missing"))
    }

    @Test("fuzz --report writes the report with the run's own figures")
    func fuzzReport() throws {
        let corpus = try Fixtures.temporaryFolder()
        let out = try Fixtures.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: corpus)
            try? FileManager.default.removeItem(at: out)
        }
        try FileManager.default.copyItem(at: Fixtures.golden.appendingPathComponent("frame-toast-under-fullscreen.json"),
                                         to: corpus.appendingPathComponent("golden.json"))
        // Seed 1's case 0 catches container-covers-window under CTX-4.
        let result = try Prescheck.run(["fuzz", "--cases", "3", "--seed", "1", "--profile", "ci", "--workers", "1",
                                        "--defect", "container-covers-window", "--corpus", corpus.path, "--report", out.path],
                                       environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        #expect(result.output.contains("::error file=") && result.output.contains(",title=CTX-4::"))
        let data = try Data(contentsOf: out.appendingPathComponent("summary.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let fuzz = try #require(json["fuzz"] as? [String: Any])
        #expect(fuzz["casesRun"] as? Int == 3 && fuzz["seed"] as? String == "1")
        let findings = try #require(fuzz["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["rule"] as? String == "CTX-4" && $0["status"] as? String == "new" })
        let coverage = try #require(json["ruleCoverage"] as? [[String: Any]])
        #expect(coverage.contains { $0["rule"] as? String == "CTX-4" && ($0["fuzzCases"] as? Int ?? 0) > 0 })
        let junit = try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuite name=\"fuzz\""))
        #expect(ReportFixtures.parses(junit))
    }
}
