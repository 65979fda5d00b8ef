/// What one shrink did: `steps` candidates accepted out of `attempts` tried (passed to the test),
/// and the size before and after (choices for `ChoiceShrinker`, `ScenarioShrinker.size(of:)` for
/// `ScenarioShrinker`). No wall-clock time: the statistics are written into files that must be
/// byte-identical from run to run, so callers time a shrink themselves.
/// Serves every rule ID: every counterexample of every rule is shrunk.
package struct ShrinkStatistics: Codable, Hashable, Sendable {
    /// Candidates accepted.
    package var steps: Int
    /// Candidates tried.
    package var attempts: Int
    package var sizeBefore: Int
    package var sizeAfter: Int

    package init(steps: Int, attempts: Int, sizeBefore: Int, sizeAfter: Int) {
        self.steps = steps
        self.attempts = attempts
        self.sizeBefore = sizeBefore
        self.sizeAfter = sizeAfter
    }

    /// The statistics of a value of `size` that was not shrunk.
    package static func unshrunk(_ size: Int) -> ShrinkStatistics {
        ShrinkStatistics(steps: 0, attempts: 0, sizeBefore: size, sizeAfter: size)
    }
}
