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
    /// Finds a node in the layers, or nil when it is in none. Searches the trees in layer order
    /// (`place(of:)`; the first match wins); the node and its ancestors are copied out once, for
    /// the match.
    func locate(_ id: String) -> NodeLocation? {
        guard let place = place(of: id) else { return nil }
        switch place.tree {
        case .root: return Self.location(in: root, path: place.path, layer: nil)
        case .presented(let index):
            return Self.location(in: presentations[index].request.node, path: place.path, layer: presentations[index].presented)
        case .substitute(let index):
            guard let substitute = presentations[index].substitute else { return nil }
            return Self.location(in: substitute, path: place.path, layer: presentations[index].presented)
        }
    }

    /// Which tree of the layers holds a node: layer 0's, a presentation's presented tree, or its
    /// active ADAPT-6 substitute's.
    enum LayerTree {
        case root
        case presented(Int)
        case substitute(Int)
    }

    /// Where a node is in the layers, without copying it: its tree and the child positions that
    /// lead from the tree's root to it (empty for the root).
    struct NodePlace {
        var tree: LayerTree
        var path: [Int]
    }

    /// Finds a node in the layers, keeping only its tree and child positions. The trees in layer
    /// order: layer 0, then each presentation's tree and, while active, its ADAPT-6 substitute
    /// tree (named by the presentation); the first match wins. A substitute tree's ADAPT-6 state
    /// is asked only when the node is in it.
    func place(of id: String) -> NodePlace? {
        var path: [Int] = []
        if Self.find(id, in: root, path: &path) { return NodePlace(tree: .root, path: path) }
        // Read in place: binding a presentation or its request would copy its trees.
        for index in presentations.indices {
            if Self.find(id, in: presentations[index].request.node, path: &path) {
                return NodePlace(tree: .presented(index), path: path)
            }
            if presentations[index].substituteRoot != nil, let substitute = presentations[index].substitute,
               Self.find(id, in: substitute, path: &path) {
                if isSubstituteActive(index) { return NodePlace(tree: .substitute(index), path: path) }
                path = []
            }
        }
        return nil
    }

    /// The layer (the presented node naming it, nil for layer 0) of a node's tree.
    func layer(of tree: LayerTree) -> String? {
        switch tree {
        case .root: return nil
        case .presented(let index), .substitute(let index): return presentations[index].presented
        }
    }

    /// TRAIT-2: the frame of the node at `path` in `tree`, given the tree root's frame: each
    /// child follows its parent, read in place.
    func frame(at path: [Int], in tree: LayerTree, rootFrame: CGRect) -> CGRect {
        switch tree {
        case .root: return Self.frame(at: path, in: root, rootFrame: rootFrame)
        case .presented(let index): return Self.frame(at: path, in: presentations[index].request.node, rootFrame: rootFrame)
        case .substitute(let index):
            guard let substitute = presentations[index].substitute else { return rootFrame }
            return Self.frame(at: path, in: substitute, rootFrame: rootFrame)
        }
    }

    private static func frame(at path: [Int], in tree: Node, rootFrame: CGRect) -> CGRect {
        frame(at: path, depth: 0, in: tree, frame: rootFrame)
    }

    /// The frame of the node `path[depth...]` leads to from `node`, whose frame is `frame`.
    private static func frame(at path: [Int], depth: Int, in node: Node, frame: CGRect) -> CGRect {
        guard depth < path.count else { return frame }
        let position = path[depth]
        return self.frame(at: path, depth: depth + 1, in: node.children[position],
                          frame: childFrameTRAIT2(node.children[position], parent: frame))
    }

    /// The ids of the node at `place` and its descendants, parents before children
    /// (`Node.preorder`), read in place.
    func preorderIDs(at place: NodePlace) -> [String] {
        switch place.tree {
        case .root: return Self.preorderIDs(at: place.path, depth: 0, in: root)
        case .presented(let index): return Self.preorderIDs(at: place.path, depth: 0, in: presentations[index].request.node)
        case .substitute(let index):
            guard let substitute = presentations[index].substitute else { return [] }
            return Self.preorderIDs(at: place.path, depth: 0, in: substitute)
        }
    }

    private static func preorderIDs(at path: [Int], depth: Int, in node: Node) -> [String] {
        guard depth < path.count else { return node.preorderIDs }
        return preorderIDs(at: path, depth: depth + 1, in: node.children[path[depth]])
    }

    /// The layer of node `id` (the presented node naming it), nil when it is in layer 0 or in none.
    func layer(ofNode id: String) -> String? {
        place(of: id).flatMap { layer(of: $0.tree) }
    }

    /// Whether node `id` is in `tree`, preorder; on a match `path` holds the child positions that
    /// lead from `tree` to it (empty for `tree` itself), else it is left as it was.
    private static func find(_ id: String, in tree: Node, path: inout [Int]) -> Bool {
        if tree.id == id { return true }
        var reversed: [Int] = []
        guard find(id, among: tree.children, reversedPath: &reversed) else { return false }
        path = reversed.reversed()
        return true
    }

    /// Whether node `id` is one of `nodes` or below one, preorder; on a match `reversedPath` gets
    /// the child positions that lead to it, deepest first. The search reads the nodes in place
    /// (no node is copied) and records positions only on the way back from a match.
    private static func find(_ id: String, among nodes: [Node], reversedPath: inout [Int]) -> Bool {
        for index in nodes.indices {
            if nodes[index].id != id {
                guard find(id, among: nodes[index].children, reversedPath: &reversedPath) else { continue }
            }
            reversedPath.append(index)
            return true
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

    func isInLayer(_ id: String) -> Bool { place(of: id) != nil }

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
