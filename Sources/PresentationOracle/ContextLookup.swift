import Foundation
import PresCheckCore

/// CTX-1..6, CTX-5's links, TRAIT-2: where a node sits in the layers (its tree, its place in it) and
/// what that decides (presenters, links, frames).
extension OracleState {
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
        var path: NodePath
    }

    /// Finds a node in the layers, keeping only its tree and child positions. The trees in layer
    /// order: layer 0, then each presentation's tree and, while active, its ADAPT-6 substitute
    /// tree (named by the presentation); the first match wins, each tree searched in preorder. The
    /// search compares the node's key (`NodeTable`) with the trees' keys, and works the child
    /// positions out in the tree that holds it only.
    func place(of id: String) -> NodePlace? {
        guard let key = nodes.key(of: id) else { return nil }  // never met: in no tree
        return place(ofKey: key)
    }

    /// `place(of:)` of the node with `key` (`NodeTable`), without hashing its id.
    func place(ofKey key: Int) -> NodePlace? {
        Self.place(ofKey: key, rootKeys: rootKeys, rootTree: rootTree, presentations: presentations)
    }

    /// `place(ofKey:)` in the layers of the root tree (its keys `rootKeys`, its list `rootTree`)
    /// and `presentations`, handed the lists it reads alone: a method of the state called from
    /// one that writes it is handed a copy of the whole state.
    static func place(ofKey key: Int, rootKeys: [Int], rootTree: FlatTree,
                              presentations: [Presentation]) -> NodePlace? {
        guard let (tree, position) = treePosition(ofKey: key, rootKeys: rootKeys, presentations: presentations) else {
            return nil
        }
        var path = NodePath()
        if position > 0 {
            // Climbed from the node's position in its tree's list (`FlatTree`).
            switch tree {
            case .root: path = rootTree.path(to: position)
            case .presented(let index): path = presentations[index].presentedTree.path(to: position)
            case .substitute(let index):
                guard let substitute = presentations[index].substituteTree else { return nil }
                path = substitute.path(to: position)
            }
        }
        return NodePlace(tree: tree, path: path)
    }

    /// The tree of the layers that holds node `id` (as `place(of:)` finds it) and its position in
    /// that tree's preorder. A substitute tree's ADAPT-6 state is asked only when the node is in it.
    private func treePosition(of id: String) -> (tree: LayerTree, position: Int)? {
        guard let key = nodes.key(of: id) else { return nil }  // never met: in no tree
        return treePosition(ofKey: key)
    }

    /// `treePosition(of:)` of the node with `key` (`NodeTable`).
    private func treePosition(ofKey key: Int) -> (tree: LayerTree, position: Int)? {
        Self.treePosition(ofKey: key, rootKeys: rootKeys, presentations: presentations)
    }

    /// `treePosition(ofKey:)` in the layers of the root tree (its keys `rootKeys`) and
    /// `presentations`, handed the lists it reads alone (as `place(ofKey:rootKeys:rootTree:presentations:)`).
    private static func treePosition(ofKey key: Int, rootKeys: [Int],
                                     presentations: [Presentation]) -> (tree: LayerTree, position: Int)? {
        if let position = Self.position(of: key, in: rootKeys) { return (.root, position) }
        for index in 0..<presentations.count {
            if let position = Self.position(of: key, in: presentations[index].treeKeys) {
                return (.presented(index), position)
            }
            if let position = Self.position(of: key, in: presentations[index].substituteKeys),
               presentations[index].isSubstituteActive {
                return (.substitute(index), position)
            }
        }
        return nil
    }

    /// LIFE-9: the keys (`NodeTable`) of a view controller in a layer and of its containment
    /// children, in preorder: the run of its tree's keys that begins with its own and spans its
    /// subtree; nil when it is in no layer.
    func controllerAndChildKeys(_ id: String) -> ArraySlice<Int>? {
        guard let key = nodes.key(of: id) else { return nil }
        return Self.controllerAndChildKeys(ofKey: key, rootKeys: rootKeys, rootTree: rootTree, presentations: presentations)
    }

    /// `controllerAndChildKeys(_:)` of the node with `key` (`NodeTable`), handed the lists it reads
    /// (as `place(ofKey:rootKeys:rootTree:presentations:)`), for the functions that write the state.
    static func controllerAndChildKeys(ofKey key: Int, rootKeys: [Int], rootTree: FlatTree,
                                       presentations: [Presentation]) -> ArraySlice<Int>? {
        guard let (tree, position) = treePosition(ofKey: key, rootKeys: rootKeys, presentations: presentations) else {
            return nil
        }
        // The subtree's end read from the tree's list (`FlatTree`), at the keys' positions.
        switch tree {
        case .root: return rootKeys[position..<rootTree.subtreeEnd(of: position)]
        case .presented(let index):
            return presentations[index].treeKeys[position..<presentations[index].presentedTree.subtreeEnd(of: position)]
        case .substitute(let index):
            guard let substitute = presentations[index].substituteTree else { return nil }
            return presentations[index].substituteKeys[position..<substitute.subtreeEnd(of: position)]
        }
    }

    /// The first position of `key` in `keys`.
    private static func position(of key: Int, in keys: [Int]) -> Int? {
        for position in 0..<keys.count where keys[position] == key { return position }
        return nil
    }

    /// The number of nodes in `tree`, each read in place.
    static func count(_ tree: Node) -> Int { 1 + count(among: tree.children) }

    /// The number of nodes in the subtrees of `children`, each child's children read in place
    /// (a child passed whole would be copied).
    static func count(among children: [Node]) -> Int {
        var nodes = children.count
        for position in 0..<children.count { nodes += count(among: children[position].children) }
        return nodes
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
    func frame(at path: NodePath, in tree: LayerTree, rootFrame: CGRect) -> CGRect {
        switch tree {
        case .root: return Self.frame(at: path, in: root, rootFrame: rootFrame)
        case .presented(let index):
            return Self.frame(at: path, among: presentations[index].presentedChildren, rootFrame: rootFrame)
        case .substitute(let index):
            guard let substitute = presentations[index].substitute else { return rootFrame }
            return Self.frame(at: path, in: substitute, rootFrame: rootFrame)
        }
    }

    private static func frame(at path: NodePath, in tree: Node, rootFrame: CGRect) -> CGRect {
        frame(at: path, depth: 0, in: tree, frame: rootFrame)
    }

    /// `frame(at:in:rootFrame:)` of a tree whose root's children are `children`, each level read
    /// in place.
    private static func frame(at path: NodePath, among children: [Node], rootFrame: CGRect) -> CGRect {
        var frame = rootFrame
        var level = children
        for position in path {
            frame = childFrameTRAIT2(unit: level[position].frame, parent: frame)
            level = level[position].children
        }
        return frame
    }

    /// The frame of the node `path[depth...]` leads to from `node`, whose frame is `frame`.
    private static func frame(at path: NodePath, depth: Int, in node: Node, frame: CGRect) -> CGRect {
        guard depth < path.count else { return frame }
        let position = path[depth]
        return self.frame(at: path, depth: depth + 1, in: node.children[position],
                          frame: childFrameTRAIT2(node.children[position], parent: frame))
    }

    /// The layer of node `id` (the presented node naming it), nil when it is in layer 0 or in none.
    func layer(ofNode id: String) -> String? {
        guard let key = nodes.key(of: id) else { return nil }  // never met: in no tree
        return layer(ofKey: key)
    }

    /// `layer(ofNode:)` of the node with `key` (`NodeTable`): the tree that holds it is found,
    /// not the node's place in it.
    func layer(ofKey key: Int) -> String? {
        layerIndex(ofKey: key).map { presentations[$0].presented }
    }

    /// The index of the presentation whose layer holds the node with `key` (`layer(ofKey:)`), nil
    /// when it is in layer 0 or in none.
    func layerIndex(ofKey key: Int) -> Int? {
        switch treePosition(ofKey: key)?.tree {
        case .presented(let index)?, .substitute(let index)?: return index
        case .root?, nil: return nil
        }
    }

    /// The node at `place`, copied out alone (its ancestors are not).
    func node(at place: NodePlace) -> Node? {
        switch place.tree {
        case .root: return Self.node(at: place.path, in: root)
        case .presented(let index): return Self.node(at: place.path, in: presentations[index].request.node)
        case .substitute(let index): return presentations[index].substitute.map { Self.node(at: place.path, in: $0) }
        }
    }

    private static func node(at path: NodePath, in tree: Node) -> Node {
        var node = tree
        for position in path { node = node.children[position] }
        return node
    }

    func isInLayer(_ id: String) -> Bool { treePosition(of: id) != nil }

    /// `isInLayer(_:)` of the node with `key` (`NodeTable`).
    func isInLayer(key: Int) -> Bool { treePosition(ofKey: key) != nil }

    /// CTX-1: walk up the parent chain from the source (containment only); the first VC that defines
    /// the presentation context presents, else the root of the source's layer. The chain is read
    /// in place, down the path from the layer root: the last VC on it that defines the context is
    /// the first one up from the source.
    func contextPresenterCTX1(source: NodePlace) -> String {
        switch source.tree {
        case .root: return Self.contextPresenterCTX1(in: root, path: source.path)
        case .presented(let index):
            return Self.contextPresenterCTX1(presented: presentations[index].presented,
                                             children: presentations[index].presentedChildren,
                                             definesContext: presentations[index].presentedDefinesContext,
                                             path: source.path)
        case .substitute(let index):
            guard let substitute = presentations[index].substitute else { return presentations[index].presented }
            return Self.contextPresenterCTX1(in: substitute, path: source.path)
        }
    }

    private static func contextPresenterCTX1(in tree: Node, path: NodePath) -> String {
        contextPresenterCTX1(presented: tree.id, children: tree.children,
                             definesContext: tree.effectiveDefinesPresentationContext, path: path)
    }

    /// `contextPresenterCTX1(source:)` down `path` from a layer root `id` with `children`.
    private static func contextPresenterCTX1(presented id: String, children: [Node], definesContext: Bool,
                                             path: NodePath) -> String {
        var presenter = definesContext ? id : nil
        var level = children
        for position in path {
            if level[position].effectiveDefinesPresentationContext { presenter = level[position].id }
            level = level[position].children
        }
        return presenter ?? id
    }

    /// CTX-2: full-window styles are presented by the root of the source's layer; with its key
    /// (`NodeTable`), which the layer keeps. Handed what it reads of the layers (the root's id and
    /// key, the presentations): its caller writes the state, and a method of the state would be
    /// handed a copy of it.
    static func fullWindowPresenterCTX2(source: NodePlace, rootID: String, rootKey: Int,
                                        presentations: [Presentation]) -> (id: String, key: Int) {
        switch source.tree {
        case .root: return (rootID, rootKey)
        case .presented(let index): return (presentations[index].presented, presentations[index].presentedKey)
        case .substitute(let index):
            guard let substitute = presentations[index].substituteRoot else {
                return (presentations[index].presented, presentations[index].presentedKey)
            }
            return (substitute.id, presentations[index].substituteKeys[0])
        }
    }

    /// CTX-1/CTX-2/CTX-3: the presenter, and whether the presentation is a context presentation.
    /// Reading: (Reading CTX-3.a) the catalogue fixes `shouldPresentInFullscreen` (false for `half-context`, true for
    /// `centered-card` and `toast`); a `half-height-adaptive` is a `.popover` whatever style the
    /// action names. `intermediate-helper` is two presentations (`presentThroughHelper`): the
    /// helper's `.overCurrentContext` (CTX-1 from the action's source) and the node's `half-context`
    /// (CTX-3, CTX-1 from the helper).
    /// Rule coverage: records CTX-1 (and CTX-3 for a `.custom` one) or CTX-2, whichever decided.
    /// Returns the presenter's key too (`NodeTable`) when the layer gives it (CTX-2's layer root),
    /// nil when it is to be looked up.
    mutating func resolvePresenter(_ request: PresentAction, source: NodePlace)
        -> (presenter: String, key: Int?, isContext: Bool) {
        if Adaptivity.isContextPresentation(request) {
            if Adaptivity.requestedStyle(request) == .custom { apply(.ctx3) }
            apply(.ctx1)
            return (contextPresenterCTX1(source: source), nil, true)
        }
        apply(.ctx2)
        let presenter = Self.fullWindowPresenterCTX2(source: source, rootID: root.id, rootKey: rootKeys[0],
                                                     presentations: presentations)
        return (presenter.id, presenter.key, false)
    }

    /// CTX-6: a context presenter that defines the context and provides its transition style
    /// lends its `modalTransitionStyle`. Reading: (Reading CTX-6.a) applied to context presentations only (Apple
    /// documents it for the presentation context), with the presenter's own `definesPresentationContext`.
    /// Rule coverage: records CTX-6 whenever its flag is read (a context presenter that defines the
    /// context), whether or not it lends its style.
    /// The presenter is the node with `presenterKey` (`NodeTable`).
    mutating func transitionStyleCTX6(_ request: PresentAction, presenterKey: Int, isContext: Bool) -> TransitionStyle {
        if isContext,
           let place = Self.place(ofKey: presenterKey, rootKeys: rootKeys, rootTree: rootTree, presentations: presentations),
           let presenterNode = node(at: place),
           presenterNode.effectiveDefinesPresentationContext {
            apply(.ctx6)
            if presenterNode.providesPresentationContextTransitionStyle == true {
                return presenterNode.transitionStyle ?? .coverVertical
            }
        }
        return request.node.transitionStyle ?? .coverVertical
    }

    /// CTX-5: `X.presentedViewController`: the VC presented by the nearest of X and its containment
    /// ancestors that presents one.
    /// X and its ancestors are climbed in the list of X's tree (`FlatTree`), parent first up to the
    /// layer root, each compared by its key (`NodeTable`) with the presenters.
    func presentedViewController(of id: String) -> String? {
        guard let key = nodes.key(of: id), let index = presentedViewControllerIndex(ofKey: key) else { return nil }
        return presentations[index].presented
    }

    /// `presentedViewController(of:)` of the node with `key` (`NodeTable`), as the index of the
    /// presentation that presents it.
    func presentedViewControllerIndex(ofKey key: Int) -> Int? {
        guard let (tree, position) = treePosition(ofKey: key) else { return nil }
        let flat: FlatTree
        let keys: [Int]
        switch tree {
        case .root: (flat, keys) = (rootTree, rootKeys)
        case .presented(let index): (flat, keys) = (presentations[index].presentedTree, presentations[index].treeKeys)
        case .substitute(let index):
            guard let substitute = presentations[index].substituteTree else { return nil }
            (flat, keys) = (substitute, presentations[index].substituteKeys)
        }
        var node = position
        while node >= 0 {
            if let index = presentation(presentedByKey: keys[node]) { return index }
            node = flat.parent(of: node)
        }
        return nil
    }

    /// CTX-5: `X.presentingViewController`: the presenter of X's layer root, nil in layer 0.
    func presentingViewController(of id: String) -> String? {
        guard let place = place(of: id), let layer = layer(of: place.tree), let index = index(of: layer) else { return nil }
        return presentations[index].presenter
    }
}
