import PresCheck
import PresCheckCore

/// What a step did, in plain words, from two observations of the same implementation: refusals
/// (LIFE-1), presentations accepted and ended (CTX, LIFE-7), phases (LIFE-3), adaptations (ADAPT-7),
/// views entering, leaving and moving (FRAME, TRAIT-2), alpha (LIFE-6), tint (TINT-1), dimming
/// (DETENT-2, POP-2), callbacks (LIFE-3, ADAPT-5, ADAPT-9), the user's dismissal attempts (LIFE-10),
/// a drag between detents (DETENT-4) and the target of a tap or of a pan's start (HIT).
enum StepNarration {
    /// At most this many lines a step; the rest are counted.
    static let maximumLines = 14

    /// `rules` are the rules the oracle applied in the step (DETENT-4 tells a drag of a sheet that
    /// moves between detents from one that does not).
    static func effects(before: Observation?, after: Observation, action: Action? = nil, rules: RuleSet = RuleSet()) -> [String] {
        var lines: [String] = []
        for warning in after.warnings { lines.append("Refused or warned: \(warning).") }
        guard let before else {
            for node in after.nodes {
                if let frame = node.frame { lines.append("\(node.id)'s view is in the window at \(Markup.rect(frame)).") }
            }
            return capped(lines)
        }
        presentationEffects(before, after, into: &lines)
        nodeEffects(before, after, into: &lines)
        if before.isSettled != after.isSettled {
            lines.append(after.isSettled ? "Every transition has ended." : "A transition is running.")
        }
        if !after.callbacks.isEmpty { lines.append("Callbacks: " + after.callbacks.map(\.description).joined(separator: "; ") + ".") }
        userDismissalEffects(after, into: &lines)
        if action?.isDrag == true, rules.contains(.detent4) { detentDragEffects(before, after, into: &lines) }
        if let hit = after.hitTarget, let line = action?.touchNarration(hit: describe(hit: hit)) { lines.append(line) }
        if lines.isEmpty { lines.append("Nothing observable changes.") }
        return capped(lines)
    }

    private static func presentationEffects(_ before: Observation, _ after: Observation, into lines: inout [String]) {
        for presentation in after.presentations where before.presentation(of: presentation.presented) == nil {
            var text = "\(presentation.presenter) presents \(presentation.presented) (\(presentation.style.rawValue)"
            if presentation.adaptedStyle != .none { text += ", adapted to \(presentation.adaptedStyle.rawValue)" }
            text += ")"
            if let container = presentation.container { text += " in a container at \(Markup.rect(container))" }
            text += "; it is \(presentation.phase.rawValue)."
            lines.append(text)
            if let dimming = presentation.dimming {
                lines.append("\(presentation.presented)'s dimming view covers \(Markup.rect(dimming))"
                             + (presentation.dimmingAlpha.map { " at alpha \(Markup.number($0))" } ?? "") + ".")
            }
        }
        for old in before.presentations where after.presentation(of: old.presented) == nil {
            lines.append("\(old.presented)'s presentation is over: its links are cleared.")
        }
        for presentation in after.presentations {
            guard let old = before.presentation(of: presentation.presented) else { continue }
            let name = presentation.presented
            if old.phase != presentation.phase { lines.append("\(name)'s presentation: \(old.phase.rawValue) → \(presentation.phase.rawValue).") }
            if old.adaptedStyle != presentation.adaptedStyle {
                lines.append("\(name) adapts: \(old.adaptedStyle.rawValue) → \(presentation.adaptedStyle.rawValue).")
            }
            if old.presenter != presentation.presenter { lines.append("\(name)'s presenter: \(old.presenter) → \(presentation.presenter).") }
            if !DifferentialCheck.close(old.container, presentation.container) {
                lines.append(change("\(name)'s container", old.container, presentation.container))
            }
            if !DifferentialCheck.close(old.dimming, presentation.dimming) || !DifferentialCheck.close(old.dimmingAlpha, presentation.dimmingAlpha) {
                switch (old.dimming, presentation.dimming) {
                case (nil, let frame?):
                    lines.append("\(name)'s dimming view is back in the window at \(Markup.rect(frame)), alpha \(show(presentation.dimmingAlpha)).")
                case (_?, nil):
                    lines.append("\(name)'s dimming view leaves the window.")
                default:
                    lines.append("\(name)'s dimming view: \(show(old.dimming)) alpha \(show(old.dimmingAlpha)) → "
                                 + "\(show(presentation.dimming)) alpha \(show(presentation.dimmingAlpha)).")
                }
            }
            if old.isDimmed != presentation.isDimmed, let dimmed = presentation.isDimmed {
                lines.append("\(name)'s sheet is \(dimmed ? "dimmed" : "undimmed") now.")
            }
        }
    }

    /// `P's container leaves the window`, `… is back in the window at (…)`, `… moves: (…) → (…)`.
    private static func change(_ subject: String, _ old: Rect?, _ new: Rect?) -> String {
        switch (old, new) {
        case (nil, let frame?): return "\(subject) is back in the window at \(Markup.rect(frame))."
        case (_?, nil): return "\(subject) leaves the window."
        default: return "\(subject) moves: \(show(old)) → \(show(new))."
        }
    }

    private static func nodeEffects(_ before: Observation, _ after: Observation, into lines: inout [String]) {
        for node in after.nodes {
            let old = before.node(node.id)
            switch (old?.frame, node.frame) {
            case (nil, let frame?):
                lines.append("\(node.id)'s view enters the window at \(Markup.rect(frame)).")
            case (_?, nil):
                lines.append("\(node.id)'s view leaves the window.")
            case (let from?, let to?) where !from.isClose(to: to):
                lines.append("\(node.id)'s view moves: \(Markup.rect(from)) → \(Markup.rect(to)).")
            default:
                break
            }
            guard let old, old.frame != nil, node.frame != nil else { continue }
            if !DifferentialCheck.close(old.alpha, node.alpha) {
                lines.append("\(node.id)'s alpha: \(show(old.alpha)) → \(show(node.alpha)).")
            }
            if old.tint != node.tint, let tint = node.tint { lines.append("\(node.id)'s tint: \(old.tint?.rawValue ?? "nil") → \(tint.rawValue).") }
        }
        for old in before.nodes where after.node(old.id) == nil && old.frame != nil {
            lines.append("\(old.id) is in no layer any more.")
        }
    }

    /// `the dimming view of P`, `the container of P`, `P's view`, `the window`, `nothing`.
    static func describe(hit: HitTarget) -> String {
        switch hit {
        case .dimming(let presented): return "the dimming view of \(presented)"
        case .container(let presented): return "the container of \(presented)"
        case .card(let presented): return "the card of \(presented)"
        case .window: return "the window"
        case .outsideWindow: return "nothing (outside the window)"
        case .node(let id): return "\(id)'s view"
        }
    }

    /// LIFE-10: what became of a user's dismissal attempt, from the delegate's calls (recorded only
    /// when a delegate is set).
    private static func userDismissalEffects(_ after: Observation, into lines: inout [String]) {
        for callback in after.callbacks {
            switch callback {
            case .didAttemptToDismiss(let presented): lines.append("The user's attempt to dismiss \(presented) is refused (LIFE-10).")
            case .willDismiss(let presented): lines.append("The user dismisses \(presented) (LIFE-10).")
            case .didDismiss(let presented): lines.append("The user's dismissal of \(presented) has completed (LIFE-10).")
            default: break
            }
        }
    }

    /// DETENT-4: what a drag of a sheet between its detents did: the detent the delegate was told of
    /// (recorded only when a delegate is set), else the sheet that moved, else that no other detent
    /// was selected (a dismissal attempt is told by `userDismissalEffects` and the phases).
    private static func detentDragEffects(_ before: Observation, _ after: Observation, into lines: inout [String]) {
        for case .didChangeSelectedDetent(let presented, let selected) in after.callbacks {
            let identifier = selected ?? "nil"
            lines.append("The user drags \(presented)'s sheet to the detent \(identifier); its delegate is told (DETENT-4).")
            return
        }
        let moved = after.presentations.last { presentation in
            presentation.phase == .presented && before.presentation(of: presentation.presented)?.phase == .presented
                && !DifferentialCheck.close(before.node(presentation.presented)?.frame, after.node(presentation.presented)?.frame)
        }
        if let moved {
            lines.append("The user drags \(moved.presented)'s sheet to another detent (DETENT-4).")
        } else if before.presentations.map(\.phase) == after.presentations.map(\.phase) {
            lines.append("The drag selects no other detent (DETENT-4).")
        }
    }

    private static func capped(_ lines: [String]) -> [String] {
        guard lines.count > maximumLines else { return lines }
        return Array(lines.prefix(maximumLines - 1)) + ["… and \(lines.count - maximumLines + 1) more changes."]
    }

    private static func show(_ rect: Rect?) -> String { rect.map(Markup.rect) ?? "none" }
    private static func show(_ value: Double?) -> String { value.map(Markup.number) ?? "none" }
}
