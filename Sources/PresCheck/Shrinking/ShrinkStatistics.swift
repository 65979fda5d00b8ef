/// What one shrink did: `steps` candidates accepted out of `attempts` tried (passed to the test),
/// and the size before and after (choices for `ChoiceShrinker`, `ScenarioShrinker.size(of:)` for
/// `ScenarioShrinker`). No wall-clock time: the statistics are written into files that must be
/// byte-identical from run to run, so callers time a shrink themselves.
/// Serves every rule ID: every counterexample of every rule is shrunk.
public struct ShrinkStatistics: Codable, Hashable, Sendable {
    /// Candidates accepted.
    public var steps: Int
    /// Candidates tried.
    public var attempts: Int
    public var sizeBefore: Int
    public var sizeAfter: Int

    public init(steps: Int, attempts: Int, sizeBefore: Int, sizeAfter: Int) {
        self.steps = steps
        self.attempts = attempts
        self.sizeBefore = sizeBefore
        self.sizeAfter = sizeAfter
    }
}
