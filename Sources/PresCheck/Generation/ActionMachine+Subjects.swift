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
        // The groups counted, and the drawn node found, by index loops without listing them (an
        // unoptimised build, which every `swift test` runs, spends far more on `filter`, a generic
        // `contains` and the lists than on the comparisons): the draws are those of picking a
        // non-empty group, then a node of it.
        let counts = (declaredSubstitutes.count, countInNoLayer(declaredIds), countChildrenInPresentedLayers(), declaredIds.count)
        let groupCount = (counts.0 > 0 ? 1 : 0) + (counts.1 > 0 ? 1 : 0) + (counts.2 > 0 ? 1 : 0) + (counts.3 > 0 ? 1 : 0)
        // The drawn group's position among the non-empty ones, then the group it is.
        var left = source.index(groupCount)
        if counts.0 > 0 {
            if left == 0 { return declaredSubstitutes[source.index(counts.0)] }
            left -= 1
        }
        if counts.1 > 0 {
            if left == 0 { return inNoLayer(source.index(counts.1), of: declaredIds) }
            left -= 1
        }
        if counts.2 > 0, left == 0 { return childInPresentedLayers(source.index(counts.2)) }
        return declaredIds[source.index(counts.3)]
    }

    /// How many of `ids` are in no layer now (LIFE-1: declared nodes; presented roots presented
    /// before and dismissed since). (Plain loops on `self`: in an unoptimised build a closure or a
    /// helper method would copy the machine or its observation.)
    func countInNoLayer(_ ids: [String]) -> Int {
        var count = 0
        var index = 0
        while index < ids.count {
            if !state.hasNode(ids[index]) { count += 1 }
            index += 1
        }
        return count
    }

    /// The `n`-th (from 0) of `ids` in no layer now, in their order.
    func inNoLayer(_ n: Int, of ids: [String]) -> String {
        var left = n
        var index = 0
        while index < ids.count {
            if !state.hasNode(ids[index]) {
                if left == 0 { return ids[index] }
                left -= 1
            }
            index += 1
        }
        preconditionFailure("fewer than \(n + 1) of the ids in no layer")
    }

    /// How many nodes in a layer are children inside presented layers (CTX-1, LIFE-2): neither of
    /// the root tree nor a presented node.
    private func countChildrenInPresentedLayers() -> Int {
        var count = 0
        var index = 0
        while index < state.nodes.count {
            let id = state.nodes[index].id
            if !rootTreeIds.holds(id), !state.isPresented(id) { count += 1 }
            index += 1
        }
        return count
    }

    /// The `n`-th (from 0) child inside a presented layer, in observation order.
    private func childInPresentedLayers(_ n: Int) -> String {
        var left = n
        var index = 0
        while index < state.nodes.count {
            let id = state.nodes[index].id
            if !rootTreeIds.holds(id), !state.isPresented(id) {
                if left == 0 { return id }
                left -= 1
            }
            index += 1
        }
        preconditionFailure("fewer than \(n + 1) children inside presented layers")
    }
}
