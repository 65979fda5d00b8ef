import Foundation
import PresCheckCore

/// Where a node sits: its layer and its containment ancestors (CTX-1, CTX-5, TRAIT-2).
struct NodeLocation: Sendable {
    var node: Node
    /// Parent first, up to and including the layer root; empty for a layer root.
    var ancestors: [Node]
    /// The presented node naming the layer, nil for layer 0.
    var layer: String?

    var layerRoot: Node { ancestors.last ?? node }
}

extension OracleState {
    /// The trees currently in layers, in layer order: layer 0, then each presentation's tree and,
    /// while active, its ADAPT-6 substitute tree (named by the presentation).
    var layerTrees: [(tree: Node, layer: String?)] {
        var trees: [(tree: Node, layer: String?)] = [(root, nil)]
        for (index, presentation) in presentations.enumerated() {
            trees.append((presentation.request.node, presentation.presented))
            if let substitute = activeSubstitute(index) { trees.append((substitute, presentation.presented)) }
        }
        return trees
    }

    /// Finds a node in the layers, or nil when it is in none. Searches the trees in `layerTrees`
    /// order (the first match wins) without building that list: a substitute tree's ADAPT-6 state
    /// is asked only when the node is in it. The search keeps child positions only; the node and
    /// its ancestors are copied out once, for the match.
    func locate(_ id: String) -> NodeLocation? {
        var path: [Int] = []
        if Self.find(id, in: root, path: &path) {
            return Self.location(in: root, path: path, layer: nil)
        }
        // Read in place: binding a presentation or its request would copy its trees.
        for index in presentations.indices {
            if Self.find(id, in: presentations[index].request.node, path: &path) {
                return Self.location(in: presentations[index].request.node, path: path, layer: presentations[index].presented)
            }
            if let substitute = presentations[index].request.delegate?.substitute,
               Self.find(id, in: substitute, path: &path) {
                if activeSubstitute(index) != nil {
                    return Self.location(in: substitute, path: path, layer: presentations[index].presented)
                }
                path.removeAll(keepingCapacity: true)
            }
        }
        return nil
    }

    /// Whether node `id` is in `tree`, preorder; on a match `path` holds the child positions that
    /// lead from `tree` to it (empty for `tree` itself), else it is left as it was.
    private static func find(_ id: String, in node: Node, path: inout [Int]) -> Bool {
        if node.id == id { return true }
        // By index: each child is read in place, not copied out by an iterator.
        for index in node.children.indices {
            path.append(index)
            if find(id, in: node.children[index], path: &path) { return true }
            path.removeLast()
        }
        return false
    }

    /// The location `path` leads to from `tree`: the node, its ancestors parent first.
    private static func location(in tree: Node, path: [Int], layer: String?) -> NodeLocation {
        var ancestors: [Node] = []
        ancestors.reserveCapacity(path.count)
        var node = tree
        for position in path {
            let child = node.children[position]
            ancestors.append(node)
            node = child
        }
        ancestors.reverse()
        return NodeLocation(node: node, ancestors: ancestors, layer: layer)
    }

    /// CTX-5 `presentedViewController` of a located node (see `presentedViewController(of:)`).
    func presentedViewController(at location: NodeLocation) -> String? {
        if let index = presentation(presentedBy: location.node.id) { return presentations[index].presented }
        for candidate in location.ancestors {
            if let index = presentation(presentedBy: candidate.id) { return presentations[index].presented }
        }
        return nil
    }

    /// CTX-5 `presentingViewController` of a located node (see `presentingViewController(of:)`).
    func presentingViewController(at location: NodeLocation) -> String? {
        guard let layer = location.layer, let index = index(of: layer) else { return nil }
        return presentations[index].presenter
    }

    func isInLayer(_ id: String) -> Bool { locate(id) != nil }

    /// CTX-1: walk up the parent chain from the source (containment only); the first VC that defines
    /// the presentation context presents, else the root of the source's layer.
    func contextPresenterCTX1(source: NodeLocation) -> String {
        for candidate in [source.node] + source.ancestors where candidate.effectiveDefinesPresentationContext {
            return candidate.id
        }
        return source.layerRoot.id
    }

    /// CTX-2: full-window styles are presented by the root of the source's layer.
    func fullWindowPresenterCTX2(source: NodeLocation) -> String { source.layerRoot.id }

    /// CTX-1/CTX-2/CTX-3: the presenter, and whether the presentation is a context presentation.
    /// Reading: (Reading CTX-3.a) the catalogue fixes `shouldPresentInFullscreen` (false for `half-context`, true for
    /// `centered-card` and `toast`); a `half-height-adaptive` is a `.popover` whatever style the
    /// action names. `intermediate-helper` is two presentations (`presentThroughHelper`): the
    /// helper's `.overCurrentContext` (CTX-1 from the action's source) and the node's `half-context`
    /// (CTX-3, CTX-1 from the helper).
    /// Rule coverage: records CTX-1 (and CTX-3 for a `.custom` one) or CTX-2, whichever decided.
    mutating func resolvePresenter(_ request: PresentAction, source: NodeLocation) -> (presenter: String, isContext: Bool) {
        if Adaptivity.isContextPresentation(request) {
            if Adaptivity.requestedStyle(request) == .custom { apply(.ctx3) }
            apply(.ctx1)
            return (contextPresenterCTX1(source: source), true)
        }
        apply(.ctx2)
        return (fullWindowPresenterCTX2(source: source), false)
    }

    /// CTX-6: a context presenter that defines the context and provides its transition style
    /// lends its `modalTransitionStyle`. Reading: (Reading CTX-6.a) applied to context presentations only (Apple
    /// documents it for the presentation context), with the presenter's own `definesPresentationContext`.
    /// Rule coverage: records CTX-6 whenever its flag is read (a context presenter that defines the
    /// context), whether or not it lends its style.
    mutating func transitionStyleCTX6(_ request: PresentAction, presenter: String, isContext: Bool) -> TransitionStyle {
        if isContext, let presenterNode = locate(presenter)?.node, presenterNode.effectiveDefinesPresentationContext {
            apply(.ctx6)
            if presenterNode.providesPresentationContextTransitionStyle == true {
                return presenterNode.transitionStyle ?? .coverVertical
            }
        }
        return request.node.transitionStyle ?? .coverVertical
    }

    /// CTX-5: `X.presentedViewController`: the VC presented by the nearest of X and its containment
    /// ancestors that presents one.
    func presentedViewController(of id: String) -> String? {
        guard let location = locate(id) else { return nil }
        return presentedViewController(at: location)
    }

    /// CTX-5: `X.presentingViewController`: the presenter of X's layer root, nil in layer 0.
    func presentingViewController(of id: String) -> String? {
        guard let location = locate(id) else { return nil }
        return presentingViewController(at: location)
    }
}
