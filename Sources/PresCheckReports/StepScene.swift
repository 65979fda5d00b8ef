import Foundation
import PresCheck
import PresCheckCore

/// Everything one step's picture shows: the window (size, safe area), its views back to front,
/// the tap and what it hit, and on a failing step the expected and actual frames with the rule
/// IDs and fields. Built from an explanation; drawn by `StepPicture`.
/// Serves HIT-1..3 (the tap), TRAIT-1/TRAIT-3 (window and safe area) and every rule a finding names.
struct StepScene: Sendable {
    var step: Int
    var geometry: WindowGeometry
    var views: [DrawableView]
    var tap: Point?
    /// What the tap hit in the drawn observation.
    var hitTarget: HitTarget?
    /// What the oracle says the tap hits, when that differs.
    var expectedHitTarget: HitTarget?
    /// `step 3 — P4.dismiss(animated: true)` and the action's short name.
    var title: String
    var shortTitle: String
    /// Whose views are drawn, e.g. `engine+frame-reset-under-fullscreen (actual)`.
    var source: String
    var differences: [FrameDifference]
    /// `FRAME-3 nodes.P2.frame: expected …, got …`, one per finding of the step.
    var caption: [String]
    /// The rule IDs of the step's findings, for the thumbnail's one line.
    var failingRules: [String]
    var isSettled: Bool

    var isFailing: Bool { !caption.isEmpty }
}

/// A frame the subject and the expectation disagree on, as two rectangles (either may be absent:
/// not in the window).
/// Serves every rule ID a frame field is attributed to (FRAME, SHEET, POP-1, CTX-4, TRAIT-2, DETENT-2).
struct FrameDifference: Hashable, Sendable {
    /// `P2`, `container(P2)`, `dimming(P2)`.
    var label: String
    var rule: String
    var field: String
    var expected: Rect?
    var actual: Rect?

    /// The difference a finding describes, when its field is a frame (`nodes.X.frame`,
    /// `presentations.X.container`, `presentations.X.dimming`) and a value is a rectangle.
    init?(_ finding: Finding<Property>) {
        let field = finding.field
        let label: String
        if field.hasPrefix("nodes."), field.hasSuffix(".frame") {
            label = String(field.dropFirst("nodes.".count).dropLast(".frame".count))
        } else if field.hasPrefix("presentations."), field.hasSuffix(".container") {
            label = HitTarget.container(String(field.dropFirst("presentations.".count).dropLast(".container".count))).description
        } else if field.hasPrefix("presentations."), field.hasSuffix(".dimming") {
            label = HitTarget.dimming(String(field.dropFirst("presentations.".count).dropLast(".dimming".count))).description
        } else {
            return nil
        }
        let expected = finding.expected.rect
        let actual = finding.actual.rect
        guard expected != nil || actual != nil else { return nil }
        self.label = label
        rule = finding.ruleName
        self.field = field
        self.expected = expected
        self.actual = actual
    }

    /// Whether the two rectangles differ enough to draw (a dimming view that differs in alpha
    /// only has the same frame twice: the caption says it).
    var isVisible: Bool {
        guard let expected, let actual else { return true }
        return !expected.isClose(to: actual)
    }
}

extension ScenarioExplanation {
    /// The window geometry of every drawn step, as the drawn observation reports its window (TRAIT-1).
    private func geometry(of observation: Observation) -> WindowGeometry? {
        scenario.device.geometry(of: observation.window)
    }

    /// One scene per step. The subject's observations are drawn (the oracle's when the subject
    /// was not run); on a step with findings of the subject, each frame finding adds its expected
    /// and actual rectangles.
    var scenes: [StepScene] {
        let drawn = engine ?? oracle
        let source = engine == nil ? "oracle (expected; \(subject) not run)" : "\(subject) (actual)"
        var scenes: [StepScene] = []
        for step in steps where step.index < drawn.count {
            let observation = drawn[step.index]
            guard let geometry = geometry(of: observation) else { continue }
            var tap: Point?
            if case .tap(let point)? = step.action { tap = point }
            if case .pan(let start, _, _, _, _)? = step.action { tap = start }
            if case .swipe(let start, _)? = step.action { tap = start }
            let expectedHit = oracle.indices.contains(step.index) ? oracle[step.index].hitTarget : nil
            // The primary finding's rule first, then the rest in the check's order.
            let ofStep = step.findings.filter { $0.subject == subject || $0.subject == .oracle }
            let shown = ofStep.filter { $0.signature == primary?.signature } + ofStep.filter { $0.signature != primary?.signature }
            var caption = shown.prefix(4).map { "\($0.ruleName) \($0.field): expected \($0.expected), got \($0.actual)" }
            if shown.count > 4 { caption.append("… and \(shown.count - 4) more findings in this step") }
            var rules: [String] = []
            for finding in shown where !rules.contains(finding.ruleName) { rules.append(finding.ruleName) }
            scenes.append(StepScene(
                step: step.index, geometry: geometry,
                views: DrawableViews.build(observation, scenario: scenario), tap: tap, hitTarget: observation.hitTarget,
                expectedHitTarget: expectedHit == observation.hitTarget ? nil : expectedHit,
                title: "step \(step.index) — \(step.actionText)", shortTitle: "\(step.index) · " + (step.action?.shortSummary ?? "initial"),
                source: source, differences: shown.compactMap(FrameDifference.init).filter(\.isVisible), caption: caption, failingRules: rules,
                isSettled: observation.isSettled))
        }
        return scenes
    }
}
