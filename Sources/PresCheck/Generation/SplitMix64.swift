/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
/// 64-bit state, wrapping arithmetic only, so the same seed gives the same numbers on every
/// platform and every run. PresCheck's only source of randomness; the system generator never
/// reaches a case.
/// Serves every rule ID: every generated scenario comes from here.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    package private(set) var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// The SplitMix64 finaliser: a bijection of 64-bit words with good avalanche.
    package static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed of case `index` of a run with seed `runSeed`: a case is fully determined by the
    /// two numbers, whatever ran before it, on whichever worker or machine.
    package static func caseSeed(runSeed: UInt64, index: UInt64) -> UInt64 {
        mix(mix(runSeed) &+ mix(index &+ 0x6A09_E667_F3BC_C908))
    }

    /// A uniformly distributed value in 0...bound, without modulo bias (Lemire's method with
    /// rejection, in wrapping arithmetic so it is the same everywhere). Inlined into its callers,
    /// above all a choice source's draw (a hundred or so for every generated case): a few
    /// multiplications, less than the call.
    @inline(__always)
    package mutating func next(upTo bound: UInt64) -> UInt64 {
        if bound == .max { return next() }
        let range = bound &+ 1
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold { product = next().multipliedFullWidth(by: range) }
        }
        return product.high
    }
}
