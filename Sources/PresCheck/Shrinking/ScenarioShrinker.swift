import PresCheckCore

/// Shrinks a failing scenario directly, for counterexamples that come from a file rather than
/// from a choice sequence. Passes of edits (drop actions, drop nodes with everything that names
/// them, point presents at the root, a simpler device, no animation, rounder numbers, fewer
/// options), each repeated to a fixed point, the whole list again until no pass makes progress
/// or `maxAttempts` candidates have been tried. A candidate is kept only if it is valid, still
/// fails, and is strictly simpler in a well-founded total order (see `ScenarioComplexity`), so the
/// shrink ends. Name, summary, expectations, verdicts and origin are left alone; a candidate
/// whose expectations name a dropped node or step is invalid and never tried.
/// Serves every rule ID: it shrinks counterexamples of every rule.
package enum ScenarioShrinker {
    /// Shrinks a failing scenario directly. A candidate is tried only if
    /// `ScenarioValidation.firstProblem(in:)` is nil; `test` says whether it still fails the same
    /// way. Deterministic: the same scenario and test give the same result and statistics.
    package static func shrink(
        _ scenario: Scenario, maxAttempts: Int = 2000, test: (Scenario) -> Bool
    ) -> (scenario: Scenario, statistics: ShrinkStatistics) {
        withoutActuallyEscaping(test) { test in
            var run = ScenarioShrinkRun(scenario, maxAttempts: maxAttempts, test: test)
            run.shrinkToFixedPoint()
            let statistics = ShrinkStatistics(
                steps: run.steps, attempts: run.attempts, sizeBefore: size(of: scenario), sizeAfter: size(of: run.current))
            return (run.current, statistics)
        }
    }

    /// The size measure used in statistics and as the first key of the shrink order:
    /// 4 × (actions + view-controller nodes) + options set.
    ///
    /// Nodes are those the scenario declares: the root tree, every presented tree that is not a
    /// bare reference to an existing node, and every substitute tree. One option is any of: a
    /// node's non-plain kind, frame, `definesPresentationContext`,
    /// `providesPresentationContextTransitionStyle`, `transitionStyle`, `preferredContentSize`,
    /// `modalInPresentation` or `tintAdjustmentMode`; the scenario's `uikit` ownership; an animated `present` or `dismiss`; a present's catalogue controller,
    /// `shouldPresentInFullscreen`, `shouldRemovePresentersView`, delegate or its `shouldDismiss`; a sheet or adaptive
    /// sheet, plus each of its detents and each field off its default; a popover, plus its source
    /// view, source rect, passthrough list and each passthrough entry; a `selectDetent`'s
    /// identifier; each detent of a `setDetents`; a `pan`'s velocity.
    package static func size(of scenario: Scenario) -> Int {
        ScenarioComplexity.size(of: scenario)
    }
}
