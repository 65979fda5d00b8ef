/// The epochs of a guided run: a case mutates only sequences kept by cases of earlier epochs, and an
/// epoch's pool is fixed before it starts, so a case is a function of (seed, case index, the pool
/// of its epoch), whichever process runs it and whatever ran beside it. Epochs are short at first,
/// so the pool starts working early, then 1024 cases each: the offsets 0, 16, 32, 64, …, 1024,
/// 2048, 3072, … begin one (offsets count the run's cases: a shard's k-th case has offset k).
/// Serves every rule ID: guided exploration.
package enum GuidanceEpochs {
    /// The offset of the first case of `epoch`.
    package static func start(of epoch: Int) -> Int {
        switch epoch {
        case ...0: return 0
        case 1...7: return 16 << (epoch - 1)
        default: return 1024 * (epoch - 6)
        }
    }

    /// The epoch of the run's `offset`-th case.
    package static func epoch(ofOffset offset: Int) -> Int {
        if offset < 16 { return 0 }
        if offset < 1024 { return Int.bitWidth - (offset / 16).leadingZeroBitCount }
        return offset / 1024 + 6
    }
}
