import Foundation
import PresCheckCore

/// LIFE-7 under `uikit` ownership (`Ownership`): which view controllers still exist.
extension OracleState {
    /// Whether `id` names a node released under `uikit` ownership.
    func isReleased(_ id: String) -> Bool { nodes.key(of: id).map { isReleased(key: $0) } ?? false }

    /// Reading: (Reading LIFE-7.a) under `uikit` ownership, an action that names a released node
    /// (its subject; a `present`'s source, presented node, helper, popover source view or
    /// passthrough view) is skipped: it logs the warning `released` and changes nothing else.
    /// Returns whether it was. The action is made only under `uikit` ownership: under any other
    /// no node is released, and wrapping a `present` copies its trees.
    mutating func skipsReleased(_ action: @autoclosure () -> Action) -> Bool {
        guard ownership == .uikit, action().namedNodes.contains(where: { isReleased($0) }) else { return false }
        apply(.life7)
        warn(Warning.released)
        return true
    }

    /// `skipsReleased(.present(request))`, the ids the `present` names (`Action.namedNodes`) read
    /// from the request where they are, without wrapping it in an action or listing them; its
    /// source's and node's by the keys its caller looked up (`sourceKey`, `nodeKey`; nil: never
    /// met, so not released), not looked up again.
    mutating func skipsReleased(present request: PresentAction, sourceKey: Int?, nodeKey: Int?) -> Bool {
        guard ownership == .uikit else { return false }
        var named = sourceKey.map { isReleased(key: $0) } ?? false
        if !named { named = nodeKey.map { isReleased(key: $0) } ?? false }
        if !named, let helper = request.helperID { named = isReleased(helper) }
        if !named, let popover = request.popover {
            if let view = popover.sourceView { named = isReleased(view) }
            if !named { named = popover.passthrough?.contains(where: { isReleased($0) }) ?? false }
        }
        guard named else { return false }
        apply(.life7)
        warn(Warning.released)
        return true
    }

    /// Reading: (Reading LIFE-7.a) at the end of a step, under `uikit` ownership, a presented tree
    /// (and its children) is released when it is in no layer and no live `intermediate-helper`
    /// helper presents it; a helper when it is in no layer. The root tree and delegates'
    /// substitutes are never released. A presentation holds its tree until its dismissal has
    /// ended and every callback of that end has run, all within the step the end falls in; a
    /// refused `present` never held its tree, which goes at the end of that step.
    mutating func releaseUnheldLIFE7() {
        guard ownership == .uikit else { return }
        for position in 0..<declaredRootKeys.count where !isReleased(key: declaredRootKeys[position]) {
            let key = declaredRootKeys[position]
            if isInLayer(key: key) { continue }
            let helper = Self.helperID(for: nodes.id(ofKey: key))
            if !isHelper(key: key), isDeclaredRoot(helper), !isReleased(helper), isInLayer(helper) { continue }
            apply(.life7)
            guard let tree = declaredTree(key: key) else {
                release(key: key)
                continue
            }
            for nodeID in tree.preorderIDs { release(key: nodes.intern(nodeID)) }
        }
    }

    /// Whether `id` names a candidate for release (`declaredRootKeys`): a declared root has a key,
    /// and each id one key.
    private func isDeclaredRoot(_ id: String) -> Bool {
        guard let key = nodes.key(of: id) else { return false }
        return declaredRootKeys.contains(key)
    }

    /// Whether the node with `key` is an `intermediate-helper` helper (declared as one, with no
    /// tree of its own).
    private func isHelper(key: Int) -> Bool { !hasDeclaredTree(key: key) }
}
