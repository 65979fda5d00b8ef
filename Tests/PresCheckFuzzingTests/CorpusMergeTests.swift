import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
import PresCheckFuzzing
import Testing

/// `CorpusMerge` in process: shard corpora merged into one without duplicates or losses.
@Suite("Corpus merge, in process")
struct CorpusMergeTests {
    /// A source corpus holding the repository's counterexamples of one rule and one golden story.
    private func source(rule: String = "CTX-1", golden: String = "adapt-half-height-adaptive-resize.json") throws -> URL {
        let folder = try Fixtures.temporaryFolder()
        let counterexamples = folder.appendingPathComponent("counterexamples/\(rule)", isDirectory: true)
        try FileManager.default.createDirectory(at: counterexamples, withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(
            at: Fixtures.corpus.appendingPathComponent("counterexamples/\(rule)"), includingPropertiesForKeys: nil) {
            try FileManager.default.copyItem(at: file, to: counterexamples.appendingPathComponent(file.lastPathComponent))
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("golden"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.golden.appendingPathComponent(golden),
                                         to: folder.appendingPathComponent("golden/\(golden)"))
        return folder
    }

    @Test("Into an empty corpus every file is added; merging again finds every file already there")
    func addedThenPresent() throws {
        let shard = try source()
        let target = try Fixtures.temporaryFolder().appendingPathComponent("merged", isDirectory: true)
        defer {
            try? FileManager.default.removeItem(at: shard)
            try? FileManager.default.removeItem(at: target.deletingLastPathComponent())
        }
        var events: [CorpusMerge.Event] = []
        let first = try CorpusMerge(into: target).merge([shard]) { events.append($0) }
        #expect(first.added == 2 && first.isClean, "\(events)")
        #expect(events.allSatisfy { if case .added = $0 { true } else { false } })
        let loaded = Corpus.load(target)
        #expect(loaded.count == 2)
        #expect(loaded.allSatisfy { (try? $0.result.get()) != nil })
        let again = try CorpusMerge(into: target).merge([shard])
        #expect(again == CorpusMerge.Tally(present: 2))
    }

    @Test("A counterexample stored without its verdicts gets them back from the merge")
    func updated() throws {
        let shard = try source()
        let target = try Fixtures.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: shard)
            try? FileManager.default.removeItem(at: target)
        }
        let file = try #require(Corpus.load(shard.appendingPathComponent("counterexamples")).first)
        var bare = try file.result.get()
        #expect(!bare.verdicts.isEmpty)
        bare.verdicts = []
        _ = try CounterexampleStore.save(bare, verdicts: [], origin: bare.origin, in: target)
        let tally = try CorpusMerge(into: target).merge([shard])
        #expect(tally.updated == 1 && tally.added == 1, "\(tally)")
        let merged = try #require(Corpus.load(target.appendingPathComponent("counterexamples")).first)
        #expect(try merged.result.get().verdicts == file.result.get().verdicts)
    }

    @Test("A differing plain file is a conflict left alone; a missing folder and a corrupt file are reported; the rest is merged")
    func nothingLost() throws {
        let shard = try source()
        let target = try source(rule: "FRAME-3")
        defer {
            try? FileManager.default.removeItem(at: shard)
            try? FileManager.default.removeItem(at: target)
        }
        // The target's golden file of the same name says something else.
        let clash = target.appendingPathComponent("golden/adapt-half-height-adaptive-resize.json")
        let other = try Data(contentsOf: Fixtures.golden.appendingPathComponent("adapt-phone-max-landscape-popover.json"))
        try other.write(to: clash)
        try Data("{ not json".utf8).write(to: shard.appendingPathComponent("golden/broken.json"))
        let missing = shard.appendingPathComponent("no-such-shard", isDirectory: true)
        var events: [CorpusMerge.Event] = []
        let tally = try CorpusMerge(into: target).merge([missing, shard]) { events.append($0) }
        #expect(tally == CorpusMerge.Tally(added: 1, unreadable: 2, conflicts: 1), "\(events)")
        #expect(!tally.isClean)
        #expect(try Data(contentsOf: clash) == other, "a conflicting file is left as it was")
        let problems = events.compactMap { if case .unreadable(let problem) = $0 { problem } else { nil } }
        #expect(problems.first?.hasSuffix("no-such-shard: no such folder") == true)
        #expect(problems.last?.contains("broken.json") == true, "\(problems)")
        #expect(Corpus.load(target.appendingPathComponent("counterexamples/CTX-1")).count == 1)
    }
}
