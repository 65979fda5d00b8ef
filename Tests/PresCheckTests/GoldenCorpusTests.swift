import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
import Testing

@Suite("Golden corpus")
struct GoldenCorpusTests {
    @Test("there are at least 15 golden scenarios, all loading")
    func corpusIsThere() throws {
        let scenarios = try Fixtures.goldenScenarios()
        #expect(scenarios.count >= 15)
    }

    @Test("every golden scenario passes on engine and oracle, and their golden values hold")
    func goldenPasses() throws {
        for (name, scenario) in try Fixtures.goldenScenarios() {
            let check = try ScenarioCheck.run(scenario)
            #expect(check.passed, "\(name):\n\(check.report.joined(separator: "\n"))")
        }
    }

    @Test("every corpus scenario (golden, regressions, counterexamples) meets its verdicts and holds its values")
    func wholeCorpusPasses() throws {
        let entries = Corpus.load(Fixtures.corpus)
        #expect(entries.count > 23)
        for entry in entries {
            let scenario = try entry.result.get()
            // Written verdicts, plus the implicit ones: the conforming engine passes every property
            // (so engine and oracle agree after every step) and the oracle every metamorphic one.
            let check = try VerdictCheck.run(scenario)
            #expect(check.passed, "\(entry.url.lastPathComponent):\n\(check.report.joined(separator: "\n"))")
        }
    }

    /// The rule IDs the spec's defect table says each defect must violate.
    static let defectRules: [Defect: Set<String>] = [
        .fullscreenFlagIgnored: ["CTX-3"],
        .containerCoversWindow: ["HIT-2", "CTX-4"],
        .frameResetUnderFullscreen: ["FRAME-3"],
        .noRelayoutOnResize: ["FRAME-4"],
        .undimmedTintDimmed: ["DETENT-2", "TINT-1"],
        .undimmedDetentNotRequired: ["DETENT-1"],
        .popoverNeverAdapts: ["ADAPT-1"],
        .adaptationIgnoresDelegate: ["ADAPT-2"],
        .contextWalkSkipsSource: ["CTX-1"],
        .dimmingLeftAfterCancel: ["LIFE-4", "FRAME-5"],
        .layoutReentrancy: ["LIFE-5"],
    ]

    @Test("every injected defect violates its rule on at least one golden scenario", arguments: Defect.allCases)
    func defectIsCaught(_ defect: Defect) throws {
        let rules = try #require(Self.defectRules[defect])
        var caughtBy: [String] = []
        for (name, scenario) in try Fixtures.goldenScenarios() {
            let check = try ScenarioCheck.run(scenario, defects: [defect])
            if check.violations.contains(where: { rules.contains($0.ruleName) }) { caughtBy.append(name) }
        }
        #expect(!caughtBy.isEmpty, "\(defect.rawValue) produced no violation of \(rules.sorted()) on any golden scenario")
    }
}

@Suite("Oracle independence")
struct OracleIndependenceTests {
    @Test("the oracle imports only Foundation and PresCheckCore")
    func oracleImports() throws {
        let folder = Fixtures.packageRoot.appendingPathComponent("Sources/PresentationOracle")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("import ") {
                let module = line.trimmingCharacters(in: .whitespaces).dropFirst("import ".count)
                #expect(["Foundation", "PresCheckCore"].contains(String(module)), "\(file) imports \(module)")
            }
        }
    }
}
