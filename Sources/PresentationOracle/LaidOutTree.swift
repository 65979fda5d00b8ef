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
/// One is made per observation and reset for each tree (`start`).
struct LaidOutTree {
    /// The tree's root id and children, read in place.
    private var rootID = ""
    private var children: [Node] = []
    /// The presentation whose layer the tree is in (nil for layer 0).
    private var presentation: Int?
    /// Whether the tree has a place, once asked.
    private var hasPlace: Bool?
    /// The root's frame, once worked out.
    private var rootFrame: CGRect?

    /// Starts on the tree whose root is `id` with `children`, in the layer of the presentation at
    /// `presentation` (nil for layer 0).
    mutating func start(_ id: String, children: [Node], presentation: Int?) {
        rootID = id
        self.children = children
        self.presentation = presentation
        hasPlace = nil
        rootFrame = nil
    }

    /// The frame of the node at position `node` in the tree's preorder; nil when the tree has no
    /// place.
    mutating func frame(of node: Int, in state: OracleState) -> CGRect? {
        if hasPlace == nil { hasPlace = state.hasPlaceTRAIT2(presentation: presentation) }
        guard hasPlace == true else { return nil }
        var frame: CGRect
        if let rootFrame {
            frame = rootFrame
        } else {
            frame = state.laidOutRootFrameTRAIT2(treeID: rootID, presentation: presentation)
            rootFrame = frame
        }
        var path = NodePath()
        if node > 0 { OracleState.path(to: node, among: children, from: 1, into: &path) }
        var level = children
        for position in path {
            frame = OracleState.childFrameTRAIT2(unit: level[position].frame, parent: frame)
            level = level[position].children
        }
        return frame
    }
}
