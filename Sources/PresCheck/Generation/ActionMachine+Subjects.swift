import PresCheckCore

/// The nodes an action may name (issue "deeper and wider shapes"): every node the scenario has
/// declared is a possible subject of every action that names one, not only the ones the action's
/// preconditions favour. A deliberate minority of draws takes an unusual one: a declared substitute
/// (standing in or not, ADAPT-6), a node of a dismissed or refused tree (in no layer, LIFE-1), a
/// containment child inside a presented layer (CTX-1, LIFE-2), or an `intermediate-helper` helper.
/// Serves LIFE-1, LIFE-2, LIFE-8, DETENT-3, TRAIT-4, POP-1, POP-2, ADAPT-6 and CTX-1.
extension ActionMachine {
    /// The nodes of layers above layer 0, in observation order.
    var presentedLayerNodes: [String] {
        let rootIds = rootTreeIds
        return state.nodes.map(\.id).filter { !rootIds.contains($0) }
    }

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
        let live = state.nodes.map(\.id)
        let layerRoots = state.presentations.map(\.presented)
        let groups = [
            declaredSubstitutes,
            declaredIds.filter { !live.contains($0) },
            presentedLayerNodes.filter { !layerRoots.contains($0) },
            declaredIds,
        ].filter { !$0.isEmpty }
        return source.pick(source.pick(groups))
    }
}
