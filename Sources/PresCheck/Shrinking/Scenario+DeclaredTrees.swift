import PresCheckCore

extension Scenario {
    /// Every node tree the scenario declares, in declaration order: the root tree, each presented
    /// tree that is not a bare reference to a node declared before (as `ScenarioValidation` reads
    /// a `present`), and each substitute tree.
    var declaredTrees: [Node] {
        var trees = [root]
        var known = Set(root.preorderIDs)
        for action in actions {
            guard case .present(let present) = action else { continue }
            if !(known.contains(present.node.id) && present.node.children.isEmpty) {
                trees.append(present.node)
                known.formUnion(present.node.preorderIDs)
            }
            if let substitute = present.delegate?.substitute {
                trees.append(substitute)
                known.formUnion(substitute.preorderIDs)
            }
        }
        return trees
    }

    /// Every node written anywhere in the scenario, references included.
    var writtenNodes: [Node] {
        root.preorder + actions.flatMap { action -> [Node] in
            guard case .present(let present) = action else { return [] }
            return present.node.preorder + (present.delegate?.substitute?.preorder ?? [])
        }
    }
}
