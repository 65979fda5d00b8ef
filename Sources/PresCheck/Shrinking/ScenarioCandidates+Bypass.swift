import PresCheckCore

extension ScenarioCandidates {
    /// Splices a presentation out of a chain: drops a `present` that declares a tree and makes
    /// every later `present` from a node of that tree come from the dropped action's source
    /// instead, then removes what still names the tree (`Scenario.removingNodes`). Without it,
    /// `R → P1 → P2 → P3` can only lose its last link, because dropping P1 alone takes every
    /// later presentation with it.
    static func presentsBypassed(of scenario: Scenario) -> [Scenario] {
        var declared = Set(scenario.root.preorderIDs)
        var candidates: [Scenario] = []
        for (index, action) in scenario.actions.enumerated() {
            guard case .present(let present) = action else { continue }
            let isReference = declared.contains(present.node.id) && present.node.children.isEmpty
            let tree = Set(present.node.preorderIDs)
            if isReference { continue }
            declared.formUnion(tree)
            var candidate = scenario
            candidate.actions.remove(at: index)
            for later in index..<candidate.actions.count {
                guard case .present(var next) = candidate.actions[later], tree.contains(next.source) else { continue }
                next.source = present.source
                if let sourceView = next.popover?.sourceView, tree.contains(sourceView) { next.popover?.sourceView = nil }
                candidate.actions[later] = .present(next)
            }
            candidates.append(candidate.removingNodes(tree))
        }
        return candidates.reversed()
    }
}
