/// A guided run's bookkeeping in case order, shared by the run in one process (`PropertyRun`), the
/// parent of `prescheck fuzz` and `prescheck bench`: the pool, its snapshot for the current epoch,
/// and each case's recipe.
/// Serves every rule ID: guided exploration.
package struct GuidedRun: Sendable {
    package let seed: UInt64
    package private(set) var pool = GuidancePool()
    /// The pool as the current epoch began.
    package private(set) var epochPool = GuidancePool.Snapshot()
    /// The current epoch: every case of the earlier ones is recorded.
    package private(set) var epoch = 0
    /// Cases recorded so far (the next offset to record).
    package private(set) var recorded = 0

    package init(seed: UInt64) {
        self.seed = seed
    }

    /// The recipe of a case of the current epoch whose index is `index`: nil for a random case.
    package func recipe(index: UInt64) -> GuidedRecipe? {
        GuidedGeneration.recipe(seed: seed, index: index, pool: epochPool)
    }

    /// Records the run's `offset`-th case: what it reached, or nil for a case that did not run to
    /// its end (a crash, a hang). Begins the next epoch after the current one's last case. Only the
    /// next case in case order counts: a case recorded out of order (after a stopped run dropped
    /// some) changes nothing, so the epoch never moves past a case that is not recorded.
    package mutating func record(offset: Int, _ reached: (space: SpaceSet, states: [UInt64], choices: () -> [UInt64])?) {
        record(offset: offset, space: reached?.space, states: reached?.states ?? [], choices: { reached?.choices() ?? [] })
    }

    /// As `record(offset:_:)` records what a case reached, given apart: `space` nil for a case that
    /// did not run to its end. The choices are read only if the pool keeps the case, and with no
    /// context made for them: a fuzz run's parent records every case this way.
    package mutating func record(offset: Int, space: SpaceSet?, states: [UInt64], choices: () -> [UInt64]) {
        guard offset == recorded else { return }
        if let space { pool.record(space: space, states: states, choices: choices()) }
        recorded += 1
        if recorded == GuidanceEpochs.start(of: epoch + 1) {
            epoch += 1
            epochPool = pool.snapshot
        }
    }
}
