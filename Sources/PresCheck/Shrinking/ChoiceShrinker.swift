/// Shrinks a failing choice sequence (see `ChoiceSource`) the way Hypothesis does: passes of
/// blind edits on the integers, each kept only if the replayed candidate still fails the same way
/// and what the generator consumed is shortlex-smaller than the current sequence. Because every
/// accepted step makes the sequence strictly smaller in a well-founded order, and every pass
/// tries finitely many candidates, the shrink ends; `maxAttempts` bounds its cost as well.
/// Serves every rule ID: it shrinks counterexamples of every rule.
package enum ChoiceShrinker {
    /// Shrinks a failing choice sequence. `test` replays a candidate and returns the choices the
    /// generator actually consumed (normalised) if the candidate still fails the same way, or nil.
    /// Order: shortlex (shorter first, then lexicographically smaller). Deterministic: the same
    /// sequence and test give the same result and statistics.
    ///
    /// The passes, cheapest first, each a full sweep; whenever one makes progress the sweep starts
    /// again from the first, and the shrink stops at a fixed point or when `maxAttempts` candidates
    /// have been tried: delete spans of 8, 4, 2 and 1 choices (from the end backwards, then from
    /// the start); zero spans; lower each choice (to 0, by half, by one, then a binary search for
    /// the smallest value that still fails); sort adjacent spans; move value between nearby pairs;
    /// and, last, lower a choice by one while deleting a later span (a count and one of the
    /// elements it counts).
    package static func shrink(
        _ choices: [UInt64], maxAttempts: Int = 2000, test: ([UInt64]) -> [UInt64]?
    ) -> (choices: [UInt64], statistics: ShrinkStatistics) {
        shrink(choices, maxAttempts: maxAttempts) { candidate in
            let consumed = test(candidate)
            return Replay(used: consumed ?? candidate, fails: { consumed != nil })
        }
    }

    /// One replayed candidate: the choices the generator consumed, and the test of whether the
    /// scenario they build still fails the same way. The test runs only for a candidate whose
    /// consumed choices are shortlex-smaller than the current sequence (any other is refused
    /// whatever it does), so a replay that grew or stayed as large costs no run.
    package struct Replay {
        package var used: [UInt64]
        package var fails: () -> Bool

        package init(used: [UInt64], fails: @escaping () -> Bool) {
            self.used = used
            self.fails = fails
        }
    }

    /// Shrinks with a two-part test: `replay` rebuilds a candidate, and its `fails` runs only when
    /// what it consumed could be accepted. Same order, passes and results as
    /// `shrink(_:maxAttempts:test:)`.
    package static func shrink(
        _ choices: [UInt64], maxAttempts: Int = 2000, replay: ([UInt64]) -> Replay
    ) -> (choices: [UInt64], statistics: ShrinkStatistics) {
        withoutActuallyEscaping(replay) { replay in
            var run = ChoiceShrinkRun(choices, maxAttempts: maxAttempts, replay: replay)
            run.shrinkToFixedPoint()
            let statistics = ShrinkStatistics(
                steps: run.steps, attempts: run.attempts, sizeBefore: choices.count, sizeAfter: run.current.count)
            return (run.current, statistics)
        }
    }
}
