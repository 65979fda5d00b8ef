import Foundation
import PresCheckCore

/// TRAIT-2: where the nodes of one layer's tree are laid out while their views are out of the
/// window, worked out only when the observation meets the first such node: whether the tree has
/// a place (`hasPlaceTRAIT2(presentation:)`) and its root's frame (`laidOutRootFrameTRAIT2`) once,
/// then the frame of the node down the path to it, each child following its parent
/// (`childFrameTRAIT2`): the same steps, in the same order, as a walk from the root. A tree whose
/// nodes all have their views in the window never works them out. A node is named by its
/// position in the tree's preorder; the child positions down to it are worked out only then.
///
/// One is made per observation and reset for each tree (`start`), which it names by its layer and
/// whether it is the layer's ADAPT-6 substitute tree: the tree's root and children are read from
/// the state only when a node needs laying out, not held (retained) for every tree.
struct LaidOutTree {
    /// The presentation whose layer the tree is in (nil for layer 0).
    private var presentation: Int?
    /// The tree is the presentation's substitute tree (else its presented tree, or the root tree).
    private var isSubstitute = false
    /// Whether the tree has a place, once asked.
    private var hasPlace: Bool?
    /// The root's frame, once worked out.
    private var rootFrame: CGRect?

    /// Starts on the tree of the layer of the presentation at `presentation` (nil for layer 0):
    /// its substitute tree when `isSubstitute`.
    mutating func start(presentation: Int?, isSubstitute: Bool) {
        self.presentation = presentation
        self.isSubstitute = isSubstitute
        hasPlace = nil
        rootFrame = nil
    }

    /// The frame of the node at position `node` in the tree's preorder; nil when the tree has no
    /// place.
    mutating func frame(of node: Int, in state: OracleState) -> CGRect? {
        if hasPlace == nil { hasPlace = state.hasPlaceTRAIT2(presentation: presentation) }
        guard hasPlace == true else { return nil }
        // The tree's list of nodes (`FlatTree`), read in place.
        let tree: FlatTree
        if let presentation {
            if isSubstitute, let substitute = state.presentations[presentation].substituteTree {
                tree = substitute
            } else {
                tree = state.presentations[presentation].presentedTree
            }
        } else {
            tree = state.rootTree
        }
        let frame: CGRect
        if let rootFrame {
            frame = rootFrame
        } else {
            frame = state.laidOutRootFrameTRAIT2(treeID: tree.entries[0].id, presentation: presentation)
            rootFrame = frame
        }
        return tree.frame(of: node, rootFrame: frame)
    }
}
