import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
import PresCheckFuzzing
import Testing

/// `FileShrink` in process: what `prescheck shrink` does to a file, without spawning it.
@Suite("File shrink, in process")
struct FileShrinkTests {
    static let defect = Subject.engine([.frameResetUnderFullscreen])

    /// The report fixture's FRAME-3 counterexample with two actions that do not matter before it.
    static var padded: Scenario {
        var scenario = ReportFixtures.frame3
        scenario.actions.insert(contentsOf: [
            .present(PresentAction(source: "R", node: Node(id: "X"), style: .fullScreen)),
            .dismiss(node: "X", animated: false),
        ], at: 0)
        return scenario
    }

    static let shrinker = FileShrink(profile: .named(.ci), watchdog: 10, rssLimit: 0)

    @Test("The finding kept is the first fail verdict's, or the origin's")
    func target() {
        #expect(FileShrink.target(of: Self.padded) == Finding.Signature(property: .differential, subject: Self.defect, rule: .frame3))
        var bare = Self.padded
        bare.verdicts = []
        #expect(FileShrink.target(of: bare) == nil)
    }

    @Test("A padded counterexample shrinks to fewer actions that still fail the same way")
    func shrinks() throws {
        let (shrunk, result) = try Self.shrinker.shrink(Self.padded)
        #expect(shrunk.steps > 0)
        #expect(result.actions.count < Self.padded.actions.count)
        #expect(shrunk.finding.signature == FileShrink.target(of: Self.padded))
        let check = try ScenarioCheck.run(result, defects: [.frameResetUnderFullscreen])
        #expect(check.violations.contains { $0.rule == .frame3 }, "\(check.report)")
        #expect(result.name == Self.padded.name && result.verdicts == Self.padded.verdicts)
    }

    @Test("A file without a target, or one that no longer fails that way, is refused by name")
    func refused() throws {
        var bare = Self.padded
        bare.verdicts = []
        #expect(throws: FileShrink.Problem.noTarget) { try Self.shrinker.shrink(bare) }
        var other = Self.padded
        other.verdicts = [.fail(.engine([.dimmingLeftAfterCancel]), .differential, rule: .frame3)]
        let target = try #require(FileShrink.target(of: other))
        #expect(throws: FileShrink.Problem.noLongerFails(target)) { try Self.shrinker.shrink(other) }
        #expect("\(FileShrink.Problem.noLongerFails(target))".hasPrefix("no longer fails differential [FRAME-3] on engine+dimming-left-after-cancel"))
    }

    @Test("In place, a stored counterexample moves to its new content's name; any other file is rewritten where it is")
    func writesInPlace() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let stored = try CounterexampleStore.save(Self.padded, verdicts: [], origin: nil, in: corpus).url
        #expect(FileShrink.storeRoot(of: stored, holding: Self.padded)?.standardizedFileURL == corpus.standardizedFileURL)
        let (_, result) = try Self.shrinker.shrink(Self.padded)
        let written = try FileShrink.writeInPlace(result, shrinking: Self.padded, at: stored)
        #expect(written != stored)
        #expect(!FileManager.default.fileExists(atPath: stored.path))
        #expect(written.lastPathComponent == "\(try CounterexampleStore.contentHash(of: ScenarioFile.load(written))).json")
        let loose = corpus.appendingPathComponent("loose.json")
        try ScenarioFile.write(Self.padded, to: loose)
        #expect(FileShrink.storeRoot(of: loose, holding: Self.padded) == nil)
        #expect(try FileShrink.writeInPlace(result, shrinking: Self.padded, at: loose) == loose)
        #expect(try ScenarioFile.load(loose).actions == result.actions)
    }

    @Test("prescheck shrink prints the shrink and where it wrote it, and refuses a file with no target (exit 1)")
    func command() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("padded.json")
        try ScenarioFile.write(Self.padded, to: file)
        let shrunk = try Prescheck.run(["shrink", "--profile", "ci", file.path])
        #expect(shrunk.status == 0, "\(shrunk.output)\(shrunk.errors)")
        #expect(shrunk.output.contains("shrunk \(file.path): 5 actions"), "\(shrunk.output)")
        #expect(shrunk.output.contains("written: "))
        #expect(try ScenarioFile.load(file).actions.count < 5)
        var bare = Self.padded
        bare.verdicts = []
        try ScenarioFile.write(bare, to: file)
        let refused = try Prescheck.run(["shrink", file.path])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("no origin and no fail verdict say which finding to keep"), "\(refused.errors)")
    }
}
