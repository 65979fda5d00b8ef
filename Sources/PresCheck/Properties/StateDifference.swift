import PresCheckCore

/// The differences between two observations of the *same* implementation's state, field by field,
/// ignoring what belongs to a step rather than a state (step number, warnings, callbacks, hit
/// target). The metamorphic properties are built on it. Frames and alphas compare to 0.001.
/// Serves LIFE-4, FRAME-5, LIFE-1 and TRAIT-1 (the metamorphic properties).
struct StateDifference: Hashable, Sendable {
    var field: String
    var before: String
    var after: String
    /// The presented node whose presentation owns the field, when one does (for attribution).
    var presentation: String?

    /// Every difference from `before` to `after`, in a fixed order: settledness, nodes in layer
    /// order, presentations in acceptance order, then the window (TRAIT-1).
    static func between(_ before: Observation, _ after: Observation) -> [StateDifference] {
        var found: [StateDifference] = []
        func add(_ field: String, _ a: String, _ b: String, _ presentation: String? = nil) {
            found.append(StateDifference(field: field, before: a, after: b, presentation: presentation))
        }
        if before.isSettled != after.isSettled { add("isSettled", "\(before.isSettled)", "\(after.isSettled)") }
        if before.nodes.map(\.id) != after.nodes.map(\.id) {
            add("nodes", before.nodes.map(\.id).joined(separator: ","), after.nodes.map(\.id).joined(separator: ","))
        }
        // Which presentation a node belongs to, for attribution: its layer's.
        func owner(of id: String, in observation: Observation) -> String? {
            var layerRoot: String?
            for node in observation.nodes {
                if node.presenting != nil, observation.presentation(of: node.id) != nil { layerRoot = node.id }
                if node.id == id { return node.presenting == nil ? nil : layerRoot }
            }
            return nil
        }
        for old in before.nodes {
            guard let new = after.node(old.id) else { continue }
            let id = old.id
            let presentation = owner(of: id, in: before)
            if old.presented != new.presented { add("nodes.\(id).presented", show(old.presented), show(new.presented)) }
            if old.presenting != new.presenting { add("nodes.\(id).presenting", show(old.presenting), show(new.presenting)) }
            if !DifferentialCheck.close(old.frame, new.frame) {
                add("nodes.\(id).frame", show(old.frame), show(new.frame), presentation)
            }
            if !DifferentialCheck.close(old.alpha, new.alpha) { add("nodes.\(id).alpha", show(old.alpha), show(new.alpha), presentation) }
            if old.tint != new.tint { add("nodes.\(id).tint", show(old.tint?.rawValue), show(new.tint?.rawValue)) }
        }
        if before.presentations.map(\.presented) != after.presentations.map(\.presented) {
            add("presentations", before.presentations.map(\.presented).joined(separator: ","),
                after.presentations.map(\.presented).joined(separator: ","))
        }
        for old in before.presentations {
            guard let new = after.presentation(of: old.presented) else { continue }
            let key = "presentations.\(old.presented)"
            let id = old.presented
            if old.presenter != new.presenter { add("\(key).presenter", old.presenter, new.presenter, id) }
            if old.style != new.style { add("\(key).style", old.style.rawValue, new.style.rawValue, id) }
            if old.adaptedStyle != new.adaptedStyle { add("\(key).adaptedStyle", old.adaptedStyle.rawValue, new.adaptedStyle.rawValue, id) }
            if old.phase != new.phase { add("\(key).phase", old.phase.rawValue, new.phase.rawValue, id) }
            if !DifferentialCheck.close(old.container, new.container) { add("\(key).container", show(old.container), show(new.container), id) }
            if !DifferentialCheck.close(old.dimming, new.dimming) || !DifferentialCheck.close(old.dimmingAlpha, new.dimmingAlpha) {
                add("\(key).dimming", "\(show(old.dimming)) alpha \(show(old.dimmingAlpha))",
                    "\(show(new.dimming)) alpha \(show(new.dimmingAlpha))", id)
            }
            if old.isDimmed != new.isDimmed { add("\(key).isDimmed", show(old.isDimmed.map(String.init)), show(new.isDimmed.map(String.init)), id) }
        }
        if !DifferentialCheck.close(before.window, after.window) { add("window", "\(before.window)", "\(after.window)") }
        return found
    }

    private static func show(_ value: Rect?) -> String { value?.description ?? "not in window" }
    private static func show(_ value: Double?) -> String { value?.compact ?? "nil" }
    private static func show(_ value: String?) -> String { value ?? "nil" }
}
