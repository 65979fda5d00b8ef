import Foundation
import PresCheck
import PresCheckCore
import PresCheckTestSupport
import Testing

/// The bookkeeping a property run and `fuzz` share: new signatures once, later cases counted,
/// target rules, rule coverage, and filing a shrunk finding in the corpus.
@Suite("RunLedger")
struct RunLedgerTests {
    static func finding(_ property: Property = .differential, rule: String = "CTX-1", step: Int = 1) -> Finding<Property> {
        Finding(property: property, subject: .conformingEngine, rule: RuleKey(id: rule), step: step, field: "f", expected: .text("e"),
                actual: .text("a"))
    }

    static func ledger(targetRules: [String] = [], corpus: URL? = nil) -> RunLedger {
        var configuration = RunConfiguration(seed: 1, profile: .ci, cases: 10, corpus: corpus)
        configuration.targetRules = targetRules.compactMap(RuleKey.init(id:))
        return RunLedger(configuration)
    }

    @Test("the first case of each signature is new, once per case; later cases are counted, not returned")
    func signatures() {
        var ledger = Self.ledger()
        let ctx = Self.finding(rule: "CTX-1")
        let frame = Self.finding(rule: "FRAME-3")
        let first = ledger.record(caseIndex: 4, findings: [ctx, Self.finding(rule: "CTX-1", step: 2), frame], rules: nil, seconds: 0.5)
        #expect(first.map(\.finding.ruleName) == ["CTX-1", "FRAME-3"])
        #expect(first.map(\.caseIndex) == [4, 4])
        #expect(first.map(\.casesUntilFound) == [1, 1])
        #expect(first.map(\.secondsUntilFound) == [0.5, 0.5])
        #expect(ledger.record(caseIndex: 5, findings: [Self.finding(rule: "CTX-1", step: 3)], rules: nil, seconds: 1).isEmpty)
        #expect(ledger.record(caseIndex: 6, findings: [], rules: nil, seconds: 1).isEmpty)
        let later = ledger.record(caseIndex: 7, findings: [Self.finding(rule: "LIFE-1")], rules: nil, seconds: 2)
        #expect(later.map(\.casesUntilFound) == [4])
        #expect(ledger.casesRun == 4)
        #expect(ledger.cases(of: ctx.signature) == 2)
        #expect(ledger.cases(of: frame.signature) == 1)
        #expect(ledger.signatures.map(\.signature.ruleName) == ["CTX-1", "FRAME-3", "LIFE-1"])
    }

    @Test("with target rules, only their findings are kept, and a crash or a hang always")
    func targetRules() {
        var ledger = Self.ledger(targetRules: ["FRAME-3"])
        let kept = ledger.record(caseIndex: 0, findings: [
            Self.finding(rule: "CTX-1"), Self.finding(rule: "FRAME-3"), Self.finding(.crash, rule: "crash"), Self.finding(.hang, rule: "hang"),
        ], rules: nil, seconds: 0)
        #expect(kept.map(\.finding.ruleName) == ["FRAME-3", "crash", "hang"])
        #expect(!ledger.keeps(Self.finding(rule: "CTX-1")))
        #expect(ledger.cases(of: Self.finding(rule: "CTX-1").signature) == 0)
        #expect(Self.ledger().keeps(Self.finding(rule: "CTX-1")))
    }

    @Test("rule coverage counts the cases that applied each rule")
    func coverage() {
        var ledger = Self.ledger()
        _ = ledger.record(caseIndex: 0, findings: [], rules: RuleSet([.ctx1, .life1]), seconds: 0)
        _ = ledger.record(caseIndex: 1, findings: [], rules: RuleSet([.ctx1]), seconds: 0)
        _ = ledger.record(caseIndex: 2, findings: [], rules: nil, seconds: 0)
        let report = ledger.report(seconds: 2)
        #expect(report.casesRun == 3)
        #expect(report.casesPerSecond == 1.5)
        #expect(report.coverage.first { $0.rule == "CTX-1" }?.cases == 2)
        #expect(report.coverage.first { $0.rule == "LIFE-1" }?.cases == 1)
        #expect((report.coverage.first { $0.rule == "FRAME-3" }?.cases ?? 0) == 0)
    }

    @Test("filing saves the counterexample once, and the report counts the cases of its signature")
    func filing() throws {
        let corpus = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let result = CaseRunner(profile: .ci).makeCase(seed: 1, index: 0)
        let finding = Self.finding(rule: "CTX-1")
        var ledger = Self.ledger(corpus: corpus)
        let found = try #require(ledger.record(caseIndex: 0, findings: [finding], rules: nil, seconds: 0).first)
        _ = ledger.record(caseIndex: 1, findings: [finding], rules: nil, seconds: 0)
        let filed = try ledger.file(ShrunkFinding(unshrunk: result, finding: finding), for: found)
        let saved = try #require(filed.saved)
        #expect(filed.isNew)
        #expect(saved.deletingLastPathComponent().lastPathComponent == "CTX-1")
        #expect(FileManager.default.fileExists(atPath: saved.path))
        #expect(filed.occurrences == 2)
        var again = Self.ledger(corpus: corpus)
        let refound = try #require(again.record(caseIndex: 0, findings: [finding], rules: nil, seconds: 0).first)
        let refiled = try again.file(ShrunkFinding(unshrunk: result, finding: finding), for: refound)
        #expect(!refiled.isNew && !refiled.addedVerdicts && refiled.saved == saved)
        #expect(ledger.report(seconds: 1).counterexamples.map(\.occurrences) == [2])
    }
}
