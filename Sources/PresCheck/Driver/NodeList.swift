import Foundation
import PresCheckCore
import PresentationEngine

/// The node observations of one step, listed as `Observation.nodes` orders them: each tree in
/// preorder, parents first (CTX-5, TRAIT-2, TRAIT-3, TINT-1, FRAME-2).
///
/// CTX-5 links are carried down each tree instead of climbing the parents for every controller:
/// a tree has one layer root, so one `presentingViewController`, and a child's
/// `presentedViewController` is its own presentation's or else its parent's; a child that shares
/// its parent's presented view controller shares its id too, which is read once. The list and the
/// look-up live in the value, so that the recursion captures no context.
struct NodeList {
    private let window: Window
    private(set) var nodes: [NodeObservation] = []
    /// The walk's placements, which hold every view in the window.
    private var lookup: ViewWalk.PlacementLookup

    init(window: Window, placements: [ViewWalk.Placement], expected: Int) {
        self.window = window
        lookup = ViewWalk.PlacementLookup(placements)
        nodes.reserveCapacity(expected)
    }

    /// Adds the tree of `root`, a layer root (its presenter is its layer's) or layer 0's root.
    mutating func add(tree root: ViewController) {
        let presenting = root.presentingViewController.map(EngineDriver.nodeID)
        let presented = root.presentedViewController
        add(root, presented: presented, presentedID: presented.map(EngineDriver.nodeID), presenting: presenting)
    }

    private mutating func add(_ viewController: ViewController, presented: ViewController?, presentedID: String?,
                              presenting: String?) {
        append(viewController, presented: presentedID, presenting: presenting)
        let children = viewController.children
        var index = 0
        while index < children.count {
            let child = children[index]
            let childPresented = child.presentedViewController(parentPresented: presented)
            let childPresentedID = childPresented === presented ? presentedID : childPresented.map(EngineDriver.nodeID)
            add(child, presented: childPresented, presentedID: childPresentedID, presenting: presenting)
            index += 1
        }
    }

    /// Appends a node's observation; every field is worked out before the observation is made in
    /// the list's append.
    private mutating func append(_ viewController: ViewController, presented: String?, presenting: String?) {
        let view: View = viewController.view
        let id = EngineDriver.nodeID(viewController)
        if let placement = lookup.placement(of: view) {
            let safeArea = placement.safeArea ?? view.safeAreaInsets
            nodes.append(NodeObservation(id: id, presented: presented, presenting: presenting, frame: Rect(placement.frame),
                                         alpha: Double(view.alpha), tint: placement.tint, safeArea: safeArea))
        } else {
            // The walk met every view in the window, so a view without a placement is in none.
            let layoutFrame = window.laidOutFrame(ofViewOutsideWindow: view).map(Rect.init)
            nodes.append(NodeObservation(id: id, presented: presented, presenting: presenting, layoutFrame: layoutFrame))
        }
    }
}
