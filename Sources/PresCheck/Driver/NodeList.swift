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
///
/// A list either builds the nodes or checks that the trees give another run's nodes, every field
/// (`matching`).
struct NodeList {
    private(set) var nodes: [NodeObservation] = []
    /// The walk's placements, which hold every view in the window, and its views, listed with them.
    private var lookup: ViewWalk.PlacementLookup
    private let views: [ViewObservation]
    /// Whether some node was read from more than the walk and the window's geometry: a node out of
    /// the window (its frame laid out by the window) or one whose safe area was asked of its view.
    private(set) var readsBeyondWalk = false
    /// The place the last view out of the window climbed through, handed to the next one's climb
    /// (a child's view out of the window sits in its parent's, listed just before it).
    private var lastPlace = LastFormerPlace()
    /// When matching: the other run's nodes, how many of them were met, and whether each node met
    /// so far has the same fields.
    private let checked: [NodeObservation]?
    private var checkedCount = 0
    private var matches = true
    private var matchesEveryField = false

    /// A list that builds the nodes.
    init(placements: [ViewWalk.Placement], views: [ViewObservation], expected: Int) {
        lookup = ViewWalk.PlacementLookup(placements)
        self.views = views
        nodes.reserveCapacity(expected)
        checked = nil
    }

    /// `deterministic`: a list that builds no node, only compares each, every field, with the next
    /// of `expected`, another run's nodes of the same step.
    init(placements: [ViewWalk.Placement], views: [ViewObservation], matching expected: [NodeObservation]) {
        lookup = ViewWalk.PlacementLookup(placements)
        self.views = views
        checked = expected
        matchesEveryField = true
    }

    /// Whether a matching list met the other run's nodes, all of them and in order, each the same.
    var matchesAll: Bool { matches && checkedCount == checked?.count }

    /// Adds the tree of `root`, a layer root (its presenter is its layer's) or layer 0's root, in
    /// `window` (passed as the caller holds it: a window kept in the list would be retained, on
    /// the slow path of its weak reference's side table).
    @inline(__always)
    mutating func add(tree root: ViewController, in window: Window) {
        guard matches else { return }
        let presenting = root.presentingViewController.map(EngineDriver.nodeID)
        let presented = root.presentedViewController
        add(root, in: window, presented: presented, presentedID: presented.map(EngineDriver.nodeID), presenting: presenting)
    }

    private mutating func add(_ viewController: ViewController, in window: Window, presented: ViewController?,
                              presentedID: String?, presenting: String?) {
        // Its title, view and number of children, in one read of the engine.
        let state = viewController.observedState
        let childCount = state.childCount
        let loadedView = state.loadedView
        // The node id (`EngineDriver.nodeID`), read last of the state so that it moves into the node.
        let id = state.title ?? "?"
        append(viewController, in: window, id: id, loadedView: loadedView, presented: presentedID, presenting: presenting)
        // The list is asked for only of a controller that has children (most have none).
        guard childCount > 0 else { return }
        let children = viewController.children
        var index = 0
        while index < children.count, matches {
            let child = children[index]
            let childPresented = child.presentedViewController(parentPresented: presented)
            // A child that shares its parent's presented view controller is handed the parent's id
            // itself, with no copy of it to make and free.
            if childPresented === presented {
                add(child, in: window, presented: childPresented, presentedID: presentedID, presenting: presenting)
            } else {
                add(child, in: window, presented: childPresented, presentedID: childPresented.map(EngineDriver.nodeID),
                    presenting: presenting)
            }
            index += 1
        }
    }

    /// Appends a node's observation; every field is worked out before the observation is made in
    /// the list's append. A view in the window has its frame, alpha and tint in the walk's view
    /// observation of it (`Double(view.alpha)`, read in the same step).
    @inline(__always)
    private mutating func append(_ viewController: ViewController, in window: Window, id: consuming String,
                                 loadedView: ObjectIdentifier?, presented: String?, presenting: String?) {
        // A view that is not loaded yet is loaded here, by `view`, as a node's observation has always read it.
        let viewIdentity: ObjectIdentifier
        if let loadedView { viewIdentity = loadedView } else { viewIdentity = ObjectIdentifier(viewController.view as View) }
        if let index = lookup.index(of: viewIdentity) {
            let safeArea: EdgeInsets
            if lookup.measuresSafeArea(at: index) {
                // TRAIT-3: measured from the view's frame in the walk, the same numbers as a `Rect`.
                safeArea = window.safeAreaInsets(ofPlacedRect: views[index].frame.cgRect)
            } else {
                safeArea = viewController.view.safeAreaInsets
                readsBeyondWalk = true
            }
            if matchesEveryField {
                meet(id: id, presented: presented, presenting: presenting, frame: views[index].frame, alpha: views[index].alpha,
                     tint: views[index].tint, safeArea: safeArea, layoutFrame: nil)
                return
            }
            nodes.append(NodeObservation(id: id, presented: presented, presenting: presenting, frame: views[index].frame,
                                         alpha: views[index].alpha, tint: views[index].tint, safeArea: safeArea))
        } else {
            // The walk met every view in the window, so a view without a placement is in none.
            let layoutFrame = window.laidOutFrame(ofViewOutsideWindow: viewController.view, lastPlace: &lastPlace).map(Rect.init)
            readsBeyondWalk = true
            if matchesEveryField {
                meet(id: id, presented: presented, presenting: presenting, frame: nil, alpha: nil, tint: nil, safeArea: nil,
                     layoutFrame: layoutFrame)
                return
            }
            nodes.append(NodeObservation(id: id, presented: presented, presenting: presenting, layoutFrame: layoutFrame))
        }
    }

    /// When matching: compares the node the list would append, field by field where the other
    /// run's list stores it, with its next node (the fields `NodeObservation.equal` compares).
    private mutating func meet(id: String, presented: String?, presenting: String?, frame: Rect?, alpha: Double?,
                               tint: TintAdjustmentMode?, safeArea: EdgeInsets?, layoutFrame: Rect?) {
        guard let checked, checkedCount < checked.count, checked[checkedCount].frame == frame, checked[checkedCount].id == id,
              checked[checkedCount].presented == presented, checked[checkedCount].presenting == presenting,
              checked[checkedCount].alpha == alpha, checked[checkedCount].tint == tint,
              checked[checkedCount].safeArea == safeArea, checked[checkedCount].layoutFrame == layoutFrame else {
            matches = false
            return
        }
        checkedCount += 1
    }
}
