import PresCheck
import Testing

/// `--shard I/N` and `PRESCHECK_SHARD`: what parses, what is refused, and that the shards of a
/// split run every case exactly once.
@Suite("Shard")
struct ShardTests {
    @Test("I/N parses for 0 ≤ I < N and prints as it was written", arguments: ["0/1", "0/4", "3/4", "6/7"])
    func parses(text: String) throws {
        #expect(try Shard(parsing: text).description == text)
    }

    @Test("anything else is refused, saying what is accepted", arguments: ["4/4", "-1/4", "1", "a/b", "1/0", "", "1/2/3", "1/", "/2"])
    func refuses(text: String) {
        let error = #expect(throws: ConfigurationError.self) { try Shard(parsing: text) }
        #expect(error?.description == "\"\(text)\" is not a shard (accepted: I/N with 0 ≤ I < N, e.g. 0/4)")
    }

    @Test("the memberwise form refuses an index outside 0..<count")
    func failableInit() {
        #expect(Shard(index: 0, count: 1) == .whole)
        #expect(Shard(index: 2, count: 2) == nil)
        #expect(Shard(index: -1, count: 2) == nil)
        #expect(Shard(index: 0, count: 0) == nil)
    }

    @Test("the shards of a split run every case index once, from the first case on", arguments: [1, 2, 3, 4])
    func partition(count: Int) throws {
        var indices: [UInt64] = []
        for index in 0..<count {
            let shard = try #require(Shard(index: index, count: count))
            indices += (0..<5).map { shard.caseIndex($0, from: 10) }
        }
        #expect(indices.sorted() == Array(10..<UInt64(10 + 5 * count)))
        #expect(Set(indices).count == indices.count)
    }

    @Test("shard I of N runs the indices congruent to I modulo N")
    func congruence() throws {
        let shard = try Shard(parsing: "2/4")
        #expect((0..<4).map { shard.caseIndex($0) } == [2, 6, 10, 14])
        #expect(Shard.whole.caseIndex(5, from: 2) == 7)
    }

    @Test("PRESCHECK_SHARD: unset or empty is none; a bad value is refused naming the variable")
    func environment() throws {
        #expect(try Shard.fromEnvironment([:]) == nil)
        #expect(try Shard.fromEnvironment(["PRESCHECK_SHARD": ""]) == nil)
        #expect(try Shard.fromEnvironment(["PRESCHECK_SHARD": "1/2"]) == Shard(index: 1, count: 2))
        let error = #expect(throws: ConfigurationError.self) { try Shard.fromEnvironment(["PRESCHECK_SHARD": "2/2"]) }
        #expect(error?.description == "PRESCHECK_SHARD: \"2/2\" is not a shard (accepted: I/N with 0 ≤ I < N, e.g. 0/4)")
    }
}
