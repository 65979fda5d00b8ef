import PresCheckCore

extension Scenario {
    /// The scenario without the nodes `ids` (never the window's root), their descendants, and
    /// everything that names one of them, so that what `ScenarioValidation` requires still holds:
    /// a `present` from or of a removed node goes (and with it every node it declares, which
    /// cascades to later actions), as do `dismiss`, `beginInteractiveDismissal`, `selectDetent`,
    /// `setDetents`, `setPreferredContentSize` and `setTintAdjustmentMode` on one; a popover source view naming one is
    /// cleared, and removed nodes leave passthrough lists (an emptied list is cleared). A removed
    /// substitute root clears the substitute. Expectations are kept as they are.
    func removingNodes(_ ids: Set<String>) -> Scenario {
        var removed = ids
        var result = self
        result.root = root.pruned(&removed)
        var known = Set(result.root.preorderIDs)
        result.actions = actions.compactMap { action in
            switch action {
            case .present(var present):
                let isReference = known.contains(present.node.id) && present.node.children.isEmpty
                if removed.contains(present.source) || removed.contains(present.node.id) {
                    if !isReference { removed.formUnion(present.node.preorderIDs) }
                    if let substitute = present.delegate?.substitute { removed.formUnion(substitute.preorderIDs) }
                    return nil
                }
                if !isReference {
                    present.node = present.node.pruned(&removed)
                    known.formUnion(present.node.preorderIDs)
                }
                if let sourceView = present.popover?.sourceView, removed.contains(sourceView) {
                    present.popover?.sourceView = nil
                }
                if let passthrough = present.popover?.passthrough, passthrough.contains(where: removed.contains) {
                    let kept = passthrough.filter { !removed.contains($0) }
                    present.popover?.passthrough = kept.isEmpty ? nil : kept
                }
                if let substitute = present.delegate?.substitute {
                    if removed.contains(substitute.id) {
                        removed.formUnion(substitute.preorderIDs)
                        present.delegate?.substitute = nil
                    } else {
                        present.delegate?.substitute = substitute.pruned(&removed)
                        known.formUnion(substitute.preorderIDs)
                    }
                }
                return .present(present)
            case .dismiss(let node, _), .beginInteractiveDismissal(let node), .selectDetent(let node, _),
                 .setDetents(let node, _), .setPreferredContentSize(let node, _), .setTintAdjustmentMode(let node, _),
                 .setModalInPresentation(let node, _):
                return removed.contains(node) ? nil : action
            case .updateInteractiveDismissal, .finishInteractiveDismissal, .cancelInteractiveDismissal, .advance,
                 .rotate, .resize, .tap, .pan, .swipe:
                return action
            }
        }
        return result
    }
}

extension Node {
    /// This tree without the descendants whose ids are in `removed`; the ids of their own
    /// descendants join `removed`.
    func pruned(_ removed: inout Set<String>) -> Node {
        var result = self
        result.children = []
        for child in children {
            if removed.contains(child.id) {
                removed.formUnion(child.preorderIDs)
            } else {
                result.children.append(child.pruned(&removed))
            }
        }
        return result
    }
}
