import PresCheckCore

/// The differences between two observations of the *same* implementation's state, field by field,
/// ignoring what belongs to a step rather than a state (step number, warnings, callbacks, hit
/// target). The metamorphic properties are built on it. Frames and alphas compare to 0.001.
/// Serves LIFE-4, FRAME-5, LIFE-1 and TRAIT-1 (the metamorphic properties).
struct StateDifference: Hashable, Sendable {
    var field: String
    var before: FindingValue
    var after: FindingValue
    /// The presented node whose presentation owns the field, when one does (for attribution).
    var presentation: String?

    /// Every difference from `before` to `after`, in a fixed order: settledness, nodes in layer
    /// order, presentations in acceptance order, then the window (TRAIT-1).
    static func between(_ before: Observation, _ after: Observation) -> [StateDifference] {
        // Equal states, the usual case, differ in nothing compared below, within any tolerance.
        if Observation.sameState(before, after) { return [] }
        var found: [StateDifference] = []
        func add(_ field: String, _ a: FindingValue, _ b: FindingValue, _ presentation: String? = nil) {
            found.append(StateDifference(field: field, before: a, after: b, presentation: presentation))
        }
        if before.isSettled != after.isSettled { add("isSettled", .flag(before.isSettled), .flag(after.isSettled)) }
        if !before.nodes.elementsEqual(after.nodes, by: { $0.id == $1.id }) {
            add("nodes", .text(before.nodes.map(\.id).joined(separator: ",")), .text(after.nodes.map(\.id).joined(separator: ",")))
        }
        // Which presentation a node belongs to, for attribution: its layer's. Looked up only for a
        // difference found: the properties compare far more states than differ.
        func owner(of id: String, in observation: Observation) -> String? {
            var layerRoot: String?
            for node in observation.nodes {
                if node.presenting != nil, observation.presentation(of: node.id) != nil { layerRoot = node.id }
                if node.id == id { return node.presenting == nil ? nil : layerRoot }
            }
            return nil
        }
        for (index, old) in before.nodes.enumerated() {
            // Most states list their nodes in the same order: the same place is looked at first.
            let sameIndex = index < after.nodes.count && after.nodes[index].id == old.id
            guard let new = sameIndex ? after.nodes[index] : after.node(old.id) else { continue }
            let id = old.id
            if old.presented != new.presented { add("nodes.\(id).presented", .identity(old.presented), .identity(new.presented)) }
            if old.presenting != new.presenting { add("nodes.\(id).presenting", .identity(old.presenting), .identity(new.presenting)) }
            if !DifferentialCheck.close(old.frame, new.frame) {
                add("nodes.\(id).frame", show(old.frame), show(new.frame), owner(of: id, in: before))
            }
            if !DifferentialCheck.close(old.alpha, new.alpha) {
                add("nodes.\(id).alpha", .number(old.alpha), .number(new.alpha), owner(of: id, in: before))
            }
            if old.tint != new.tint { add("nodes.\(id).tint", .text(old.tint?.rawValue ?? "nil"), .text(new.tint?.rawValue ?? "nil")) }
        }
        if !before.presentations.elementsEqual(after.presentations, by: { $0.presented == $1.presented }) {
            add("presentations", .text(before.presentations.map(\.presented).joined(separator: ",")),
                .text(after.presentations.map(\.presented).joined(separator: ",")))
        }
        for (index, old) in before.presentations.enumerated() {
            let sameIndex = index < after.presentations.count && after.presentations[index].presented == old.presented
            guard let new = sameIndex ? after.presentations[index] : after.presentation(of: old.presented) else { continue }
            let key = "presentations.\(old.presented)"
            let id = old.presented
            if old.presenter != new.presenter { add("\(key).presenter", .identity(old.presenter), .identity(new.presenter), id) }
            if old.style != new.style { add("\(key).style", .text(old.style.rawValue), .text(new.style.rawValue), id) }
            if old.adaptedStyle != new.adaptedStyle { add("\(key).adaptedStyle", .text(old.adaptedStyle.rawValue), .text(new.adaptedStyle.rawValue), id) }
            if old.phase != new.phase { add("\(key).phase", .text(old.phase.rawValue), .text(new.phase.rawValue), id) }
            if !DifferentialCheck.close(old.container, new.container) { add("\(key).container", show(old.container), show(new.container), id) }
            if !DifferentialCheck.close(old.dimming, new.dimming) || !DifferentialCheck.close(old.dimmingAlpha, new.dimmingAlpha) {
                add("\(key).dimming", .dimming(frame: show(old.dimming), alpha: .number(old.dimmingAlpha)),
                    .dimming(frame: show(new.dimming), alpha: .number(new.dimmingAlpha)), id)
            }
            if old.isDimmed != new.isDimmed { add("\(key).isDimmed", .flag(old.isDimmed), .flag(new.isDimmed), id) }
        }
        if !DifferentialCheck.close(before.window, after.window) { add("window", .text("\(before.window)"), .text("\(after.window)")) }
        return found
    }

    /// A frame, or `not in window`.
    private static func show(_ value: Rect?) -> FindingValue { .rect(value, absent: "not in window") }
}
