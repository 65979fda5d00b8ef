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
    var hitTarget: String?
    /// What the oracle says the tap hits, when that differs.
    var expectedHitTarget: String?
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

    /// An action in a thumbnail's few words: `present P2`, `cancel dismissal`, `tap 196, 400`.
    static func shortName(_ action: Action) -> String {
        switch action {
        case .present(let present): return "present \(present.node.id)"
        case .dismiss(let node, _): return "dismiss \(node)"
        case .beginInteractiveDismissal: return "begin dismissal"
        case .updateInteractiveDismissal(let progress): return "update \(Markup.number(progress))"
        case .finishInteractiveDismissal: return "finish dismissal"
        case .cancelInteractiveDismissal: return "cancel dismissal"
        case .advance(let seconds): return "advance \(Markup.number(seconds)) s"
        case .rotate(let orientation): return "rotate \(orientation.rawValue)"
        case .resize(let width): return "resize \(Markup.number(width))"
        case .selectDetent(_, let identifier): return "detent \(identifier ?? "nil")"
        case .setDetents: return "set detents"
        case .setPreferredContentSize(let node, _): return "size \(node)"
        case .setTintAdjustmentMode(let node, let mode): return "tint \(node) \(mode.rawValue)"
        case .setModalInPresentation(let node, let modal): return "modal \(node) \(modal)"
        case .tap(let point): return "tap \(Markup.number(point.x)), \(Markup.number(point.y))"
        case .pan(let start, let translation, _, _, _):
            return "pan \(Markup.number(start.x)), \(Markup.number(start.y)) by \(Markup.number(translation.x)), \(Markup.number(translation.y))"
        case .swipe(let start, let direction):
            return "swipe \(direction.rawValue) \(Markup.number(start.x)), \(Markup.number(start.y))"
        }
    }
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
            label = HitTarget.container(String(field.dropFirst("presentations.".count).dropLast(".container".count)))
        } else if field.hasPrefix("presentations."), field.hasSuffix(".dimming") {
            label = HitTarget.dimming(String(field.dropFirst("presentations.".count).dropLast(".dimming".count)))
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
    /// The window geometry of every step: the scenario's, changed by each rotation and resize the
    /// oracle accepts (a step without warnings). TRAIT-1.
    var geometries: [WindowGeometry] {
        guard var geometry = scenario.initialGeometry else { return [] }
        var orientation = scenario.orientation
        var width = scenario.splitWidth
        var result = [geometry]
        for index in scenario.actions.indices {
            let step = index + 1
            let accepted = step < oracle.count && oracle[step].warnings.isEmpty
            switch scenario.actions[index] {
            case .rotate(let to) where accepted: orientation = to
            case .resize(let to) where accepted: width = to
            default: break
            }
            geometry = scenario.device.geometry(orientation: orientation, splitWidth: width.map { CGFloat($0) }) ?? geometry
            result.append(geometry)
        }
        return result
    }

    /// One scene per step. The subject's observations are drawn (the oracle's when the subject
    /// was not run); on a step with findings of the subject, each frame finding adds its expected
    /// and actual rectangles.
    var scenes: [StepScene] {
        let drawn = engine ?? oracle
        let geometries = self.geometries
        let source = engine == nil ? "oracle (expected; \(subject) not run)" : "\(subject) (actual)"
        var scenes: [StepScene] = []
        for step in steps where step.index < drawn.count && step.index < geometries.count {
            let observation = drawn[step.index]
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
                step: step.index, geometry: geometries[step.index],
                views: DrawableViews.build(observation, scenario: scenario), tap: tap, hitTarget: observation.hitTarget,
                expectedHitTarget: expectedHit == observation.hitTarget ? nil : expectedHit,
                title: "step \(step.index) — \(step.actionText)", shortTitle: "\(step.index) · " + (step.action.map(StepScene.shortName) ?? "initial"),
                source: source, differences: shown.compactMap(FrameDifference.init).filter(\.isVisible), caption: caption, failingRules: rules,
                isSettled: observation.isSettled))
        }
        return scenes
    }
}
