@testable import PresCheck
import Testing

/// The guided pool's set of abstract states (`StateBits`): its pages hold the bits of one flat table.
/// Serves every rule ID: guided exploration.
@Suite("StateBits: the abstract states a guided run has reached")
struct StateBitsTests {
    @Test("A state is new exactly when its bit of the flat 2^27-bit table was not set, whichever page holds it")
    func sameAnswersAsAFlatTable() {
        var bits = StateBits()
        var flat = Set<UInt64>()
        var random = SplitMix64(seed: 7)
        var recent: [UInt64] = []
        for step in 0..<60_000 {
            // Mostly fresh digests, and some seen before.
            let digest: UInt64
            switch step % 5 {
            case 0 where !recent.isEmpty: digest = recent[Int(random.next(upTo: UInt64(recent.count - 1)))]
            default: digest = random.next()
            }
            recent.append(digest)
            if recent.count > 64 { recent.removeFirst() }
            let bit = SplitMix64.mix(digest) >> 37
            #expect(bits.insert(digest) == flat.insert(bit).inserted)
        }
    }
}
