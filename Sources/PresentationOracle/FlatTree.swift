import Foundation
import PresCheckCore

/// A view-controller tree as the list of its nodes in preorder (TRAIT-2, CTX-5): each node's id,
/// its frame in its parent (unit coordinates; nil: it fills its parent), and the position of its
/// parent in the list (-1 for the root). Made once per tree the state holds (the root tree, and
/// each accepted presentation's presented and substitute trees), at the positions of the tree's
/// keys (`NodeTable`, in preorder too), so that an observation walks a tree in one loop over the
/// list, each node following its parent, instead of a recursion that reads every node's
/// children list.
struct FlatTree: Sendable {
    struct Entry: Sendable {
        let id: String
        let frame: Rect?
        let parent: Int
    }

    let entries: [Entry]

    /// The list of `tree`'s nodes, which number `count` (the length of its keys' list), so that
    /// the list is made with room for them all.
    init(_ tree: Node, count: Int) {
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        entries.append(Entry(id: tree.id, frame: tree.frame, parent: -1))
        Self.append(tree.children, parent: 0, to: &entries)
        self.entries = entries
    }

    /// Appends `children` (of the node at `parent`) and their subtrees in preorder, each read in place.
    private static func append(_ children: [Node], parent: Int, to entries: inout [Entry]) {
        for position in 0..<children.count {
            let at = entries.count
            entries.append(Entry(id: children[position].id, frame: children[position].frame, parent: parent))
            if !children[position].children.isEmpty { append(children[position].children, parent: at, to: &entries) }
        }
    }
}
