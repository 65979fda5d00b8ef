import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
import Testing

/// Every engine object a check builds (the driver, its window, every view controller, view,
/// presentation controller, gesture recognizer and transition) is recorded weakly while the check
/// runs; once the check returns, none may be alive. Reading the objects themselves, not memory
/// figures, the test cannot be fooled by timing. A failure names the case and what survived.
@Suite("Object lifetimes: every check frees everything it built")
struct ObjectLifetimeTests {
    /// What `body` left alive, by class, in the order made.
    private func survivors(_ body: () throws -> Void) rethrows -> [String] {
        let tracker = ObjectLifetimes()
        try ObjectLifetimes.$current.withValue(tracker) { try body() }
        #expect(tracker.entries.contains { $0.kind == "EngineDriver" }, "the check built no driver")
        return tracker.survivors.map(\.kind)
    }

    @Test("Every case of a ci-profile run, every property checked: nothing survives the case")
    func generatedCases() throws {
        let profile = Profile.named(.ci)
        let seed = try Profile.seedFromEnvironment() ?? 1
        let runner = CaseRunner(profile: profile)
        var leaking: [String] = []
        for index in 0..<UInt64(profile.cases) {
            let left = try survivors { _ = try runner.run(seed: seed, index: index) }
            if !left.isEmpty { leaking.append("case \(index): \(left.joined(separator: ", "))") }
        }
        #expect(leaking.isEmpty, "seed \(seed): \(leaking.count) cases leak; first: \(leaking.prefix(3).joined(separator: "; "))")
    }

    @Test("Every defect on the first cases of a ci-profile run: nothing survives the case")
    func defectiveEngines() throws {
        var leaking: [String] = []
        for defect in Defect.allCases {
            let runner = CaseRunner(profile: .named(.ci), defects: [defect], checkOracle: false)
            for index in 0..<UInt64(20) {
                let left = try survivors { _ = try runner.run(seed: 1, index: index) }
                if !left.isEmpty { leaking.append("\(defect.rawValue) case \(index): \(left.joined(separator: ", "))") }
            }
        }
        #expect(leaking.isEmpty, "\(leaking.count) cases leak; first: \(leaking.prefix(3).joined(separator: "; "))")
    }

    @Test("Every corpus file checked against its verdicts: nothing survives the file")
    func corpusFiles() throws {
        var leaking: [String] = []
        for entry in Corpus.load(Fixtures.corpus) {
            guard let scenario = try? entry.result.get(),
                  VerdictCheck.subjectsToRunApart(in: scenario).isEmpty else { continue }
            let left = try survivors { _ = try VerdictCheck.run(scenario) }
            if !left.isEmpty { leaking.append("\(entry.url.lastPathComponent): \(left.joined(separator: ", "))") }
        }
        #expect(leaking.isEmpty, "\(leaking.count) files leak; first: \(leaking.prefix(3).joined(separator: "; "))")
    }

    @Test("A user's controller checked, passing or failing and shrunk: nothing survives the check")
    func userControllerCheck() throws {
        let passing = try survivors {
            _ = try ControllerConformance.checkPresentationController(CenteredCardPresentationController.self, profile: .ci, seed: 1, cases: 60)
        }
        #expect(passing == [])
        let failing = survivors {
            #expect(throws: ControllerCheckFailure.self) {
                try ControllerConformance.checkPresentationController(NoRelayoutController.self, profile: .ci, seed: 1)
            }
        }
        #expect(failing == [])
    }
}
