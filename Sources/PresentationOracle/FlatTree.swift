import Foundation
import PresCheckCore

/// A view-controller tree as the list of its nodes in preorder (TRAIT-2, CTX-5): each node's id,
/// its frame in its parent (unit coordinates; nil: it fills its parent), the position of its
/// parent in the list (-1 for the root) and its own among its parent's children. Made once per
/// tree the state holds (the root tree, and each accepted presentation's presented and substitute
/// trees), at the positions of the tree's keys (`NodeTable`, in preorder too), so that an
/// observation walks a tree in one loop over the list, each node following its parent, instead
/// of a recursion that reads every node's children list.
struct FlatTree: Sendable {
    struct Entry: Sendable {
        let id: String
        let frame: Rect?
        let parent: Int
        let childPosition: Int
    }

    let entries: [Entry]

    /// The list of `tree`'s nodes, which number `count` (the length of its keys' list), so that
    /// the list is made with room for them all.
    init(_ tree: Node, count: Int) {
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        entries.append(Entry(id: tree.id, frame: tree.frame, parent: -1, childPosition: 0))
        Self.append(tree.children, parent: 0, to: &entries)
        self.entries = entries
    }

    /// Appends `children` (of the node at `parent`) and their subtrees in preorder, each read in place.
    private static func append(_ children: [Node], parent: Int, to entries: inout [Entry]) {
        for position in 0..<children.count {
            let at = entries.count
            entries.append(Entry(id: children[position].id, frame: children[position].frame, parent: parent,
                                 childPosition: position))
            if !children[position].children.isEmpty { append(children[position].children, parent: at, to: &entries) }
        }
    }

    /// Reads the list through its base address, whose subscript reads one field of an entry in
    /// place: an unoptimised build, which every `swift test` runs, copies a whole entry (its id
    /// retained) through an array's or a buffer's subscript.
    func withEntries<R>(_ body: (UnsafePointer<Entry>) -> R) -> R {
        entries.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// The parent's position of the node at `position` (-1 for the root).
    func parent(of position: Int) -> Int { withEntries { $0[position].parent } }

    /// The child positions that lead from the root to the node at `position` (`NodePath`), root
    /// first: the node's parents are climbed, not the tree searched.
    func path(to position: Int) -> NodePath {
        withEntries { entries in
            var depth = 0
            var node = position
            while node > 0 {
                depth += 1
                node = entries[node].parent
            }
            var path = NodePath()
            for level in 0..<depth {
                node = position
                for _ in 0..<(depth - 1 - level) { node = entries[node].parent }
                path.append(entries[node].childPosition)
            }
            return path
        }
    }

    /// The position just past the subtree of the node at `position` (which begins there): the
    /// first node after it whose parent is before it.
    func subtreeEnd(of position: Int) -> Int {
        let count = entries.count
        return withEntries { entries in
            var end = position + 1
            while end < count, entries[end].parent >= position { end += 1 }
            return end
        }
    }

    /// TRAIT-2: the frame of the node at `position` of the list read through its base address
    /// `entries`, when the root's is `rootFrame`: each node's parent's frame mapped by its unit
    /// frame (`childFrameTRAIT2`), from the root down, as a walk from the root works it out.
    static func frame(of position: Int, rootFrame: CGRect, in entries: UnsafePointer<Entry>) -> CGRect {
        guard position > 0 else { return rootFrame }
        return OracleState.childFrameTRAIT2(unit: entries[position].frame,
                                            parent: frame(of: entries[position].parent, rootFrame: rootFrame, in: entries))
    }
}
