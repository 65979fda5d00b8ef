import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
import Testing

/// The corpus knows the injectable defects: each one has a shrunk counterexample stored by the
/// counterexample store, whose written fail verdict for the defect's subject holds, so
/// `prescheck check` shows every defect caught without generating anything.
@Suite("Corpus: a stored counterexample for every injectable defect")
struct DefectCounterexampleTests {
    @Test("Every defect has a counterexample in Corpus/counterexamples whose fail verdict for it holds")
    func everyDefectHasACounterexample() throws {
        let folder = Fixtures.packageRoot.appendingPathComponent("Corpus/counterexamples")
        let entries = Corpus.load(folder)
        var caught: [String: String] = [:]
        for entry in entries {
            let scenario = try entry.result.get()
            #expect(scenario.origin != nil, "\(entry.url.lastPathComponent): a stored counterexample records its origin")
            let check = try VerdictCheck.run(scenario)
            for result in check.results where !result.isImplicit && result.verdict.outcome == .fail {
                #expect(result.holds, "\(entry.url.lastPathComponent): \(result.message)")
                guard result.holds else { continue }
                for defect in result.verdict.subject.defects {
                    caught[defect.rawValue] = caught[defect.rawValue] ?? entry.url.lastPathComponent
                }
            }
        }
        for defect in Defect.allCases {
            #expect(caught[defect.rawValue] != nil,
                    "\(defect.rawValue) has no stored counterexample: run `prescheck fuzz --defect \(defect.rawValue)` and keep what it saves")
        }
    }

    @Test("prescheck check closes with the defects the files catch, and names those none does")
    func checkNamesTheDefects() throws {
        let all = try Prescheck.run(["check", Fixtures.packageRoot.appendingPathComponent("Corpus/counterexamples").path])
        #expect(all.status == 0, "\(all.output)")
        #expect(all.output.contains("defects caught by a file's verdicts: \(Defect.allCases.count) of \(Defect.allCases.count)\n"))

        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = try #require(Corpus.files(at: Fixtures.golden).first)
        try FileManager.default.copyItem(at: golden, to: folder.appendingPathComponent("story.json"))
        let one = try Prescheck.run(["check", folder.path])
        #expect(one.output.contains("defects caught by a file's verdicts: 0 of \(Defect.allCases.count); not caught: fullscreen-flag-ignored, "))
    }
}
