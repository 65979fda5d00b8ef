import PresCheckCore

/// The nodes an action may name (issue "deeper and wider shapes"): every node the scenario has
/// declared is a possible subject of every action that names one, not only the ones the action's
/// preconditions favour. A deliberate minority of draws takes an unusual one: a declared substitute
/// (standing in or not, ADAPT-6), a node of a dismissed or refused tree (in no layer, LIFE-1), a
/// containment child inside a presented layer (CTX-1, LIFE-2), or an `intermediate-helper` helper.
/// Serves LIFE-1, LIFE-2, LIFE-8, DETENT-3, TRAIT-4, POP-1, POP-2, ADAPT-6 and CTX-1.
extension ActionMachine {
    /// `usual` most of the time; one draw in `odds` any declared node: one of the groups below
    /// (substitutes, nodes in no layer, children inside presented layers, every other declared
    /// node) with equal odds, then a node of it.
    func subject(usually usual: @autoclosure () -> String, odds: Int = 6) -> String {
        unusualSubject(odds: odds) ?? usual()
    }

    /// One draw in `odds`, `subject(usually:odds:)`'s unusual node; nil the other times, when the
    /// caller draws the usual one itself.
    func unusualSubject(odds: Int) -> String? {
        guard source.chance(1, in: odds) else { return nil }
        // The groups by index loops (an unoptimised build, which every `swift test` runs, spends
        // far more on `filter` and a generic `contains` in it).
        var outOfLayers: [String] = []
        var index = 0
        while index < declaredIds.count {
            if !state.hasNode(declaredIds[index]) { outOfLayers.append(declaredIds[index]) }
            index += 1
        }
        var childrenInPresentedLayers: [String] = []
        index = 0
        while index < state.nodes.count {
            let id = state.nodes[index].id
            if !rootTreeIds.holds(id), !state.isPresented(id) { childrenInPresentedLayers.append(id) }
            index += 1
        }
        var groups: [[String]] = []
        for group in [declaredSubstitutes, outOfLayers, childrenInPresentedLayers, declaredIds] where !group.isEmpty {
            groups.append(group)
        }
        return source.pick(source.pick(groups))
    }
}
