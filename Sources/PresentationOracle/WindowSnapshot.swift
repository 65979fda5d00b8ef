import Foundation
import PresCheckCore

/// What the modelled window shows for one view (frame, own alpha, effective tint, TINT-1).
struct ViewFacts: Sendable {
    var frame: CGRect
    var alpha: Double
    var tint: TintAdjustmentMode
}

/// The window's views in one state, read from the `ModelView` list that hit testing also reads
/// (HIT-1..3, TINT-1, FRAME-2, LIFE-6): the observation's `views`, in order, and the facts of the
/// node views, containers and dimming views, each under its node key (`NodeTable`).
struct WindowSnapshot: Sendable {
    /// Back to front, as a preorder walk from the window (`Observation.views`).
    var views: [ViewObservation] = []
    /// The node views' keys and facts, back to front. A window holds a dozen views or so: a search
    /// of these short lists by key (a number) costs less than any table.
    private(set) var nodeViews: [(key: Int, facts: ViewFacts)] = []
    /// The containers' facts, by the presented node's key, back to front.
    private var containers: [(key: Int, facts: ViewFacts)] = []
    /// The dimming views' facts (`ModelView.ID.dimming`, not a hidden catalogue one), by the
    /// presented node's key, back to front.
    private var dimmings: [(key: Int, facts: ViewFacts)] = []

    /// Room for `capacity` views, and for the containers of `presentations` presentations.
    init(capacity: Int, presentations: Int) {
        views.reserveCapacity(capacity)
        nodeViews.reserveCapacity(capacity)
        containers.reserveCapacity(presentations)
    }

    /// Appends `view` (taken, not copied) and keeps its facts under its key.
    mutating func append(_ view: consuming ViewObservation, id: ModelView.ID, key: Int, facts: ViewFacts) {
        views.append(consume view)
        switch id {
        case .node: nodeViews.append((key, facts))
        case .container: containers.append((key, facts))
        case .dimming: dimmings.append((key, facts))
        case .hiddenCatalogueDimming, .card: break
        }
    }

    /// The facts of the view of the node with `key`; of the frontmost one if ids repeat.
    func node(_ key: Int) -> ViewFacts? { Self.frontmost(key, in: nodeViews) }

    /// The facts of the container of the presentation of the node with `key`; of the frontmost
    /// one if ids repeat.
    func container(_ key: Int) -> ViewFacts? { Self.frontmost(key, in: containers) }

    /// The facts of the presentation's dimming view (`ModelView.ID.dimming`) of the node with
    /// `key`; of the frontmost one if ids repeat.
    func dimming(_ key: Int) -> ViewFacts? { Self.frontmost(key, in: dimmings) }

    private static func frontmost(_ key: Int, in entries: [(key: Int, facts: ViewFacts)]) -> ViewFacts? {
        var index = entries.endIndex
        while index > entries.startIndex {
            index -= 1
            if entries[index].key == key { return entries[index].facts }
        }
        return nil
    }
}

extension OracleState {
    /// HIT-3, TINT-1: every view in the window, back to front: a preorder walk from the window (not
    /// listed; its own subviews have superview `window`), each view followed by its subviews back to
    /// front, each with its frame, own alpha, hidden flag, interaction flag and effective tint.
    ///
    /// Reading: (Reading HIT-3.a) isUserInteractionEnabled is true for every view (no rule turns it off; containers
    /// that let touches through do so by HIT-2, not by the flag).
    ///
    /// Reading: (Reading HIT-3.a) a hidden view's subviews are still listed (they are in the window), with their own
    /// isHidden false.
    ///
    /// Reading: (Reading HIT-3.a) containers have alpha 1, tint as TINT-1 gives (effective mode up the superviews).
    /// The views and the snapshot are kept (`builtWindow`) for whatever reads them before the
    /// state changes; while they are kept, the kept snapshot is the answer.
    mutating func windowSnapshot() -> WindowSnapshot {
        if let snapshot = builtWindow?.snapshot { return snapshot }
        let views = windowViews()
        var snapshot = WindowSnapshot(capacity: views.count, presentations: presentations.count)
        // The name and effective tint of the view last listed at each level: a view's superview is
        // the last one listed a level up (the window above level 0).
        var superviews: [(name: HitTarget, tint: TintAdjustmentMode)] = []
        superviews.reserveCapacity(8)
        for view in views {
            let depth = view.depth
            let superview = depth == 0 ? HitTarget.window : superviews[depth - 1].name
            let inherited = depth == 0 ? TintAdjustmentMode.normal : superviews[depth - 1].tint
            let tint = Self.effectiveTint(own: view.ownTint, inherited: inherited)
            let name = view.id.name
            snapshot.append(ViewObservation(
                name: name, superview: superview, frame: Rect(view.frame), alpha: view.alpha, isHidden: view.isHidden,
                isUserInteractionEnabled: true, tint: tint),
                id: view.id, key: view.key, facts: ViewFacts(frame: view.frame, alpha: view.alpha, tint: tint))
            if depth < superviews.count {
                superviews[depth] = (name, tint)
                superviews.removeSubrange((depth + 1)...)
            } else {
                superviews.append((name, tint))
            }
        }
        builtWindow = BuiltWindow(views: views, snapshot: snapshot)
        return snapshot
    }

    /// HIT-3: the window's views in preorder, back to front: the kept ones (`builtWindow`) while
    /// nothing they were built from has changed, else `windowViewsHIT3()`.
    func windowViews() -> [ModelView] {
        if let builtWindow { return builtWindow.views }
        return windowViewsHIT3()
    }

    /// Whether a view with this id is in the window: a search of the window's views, without the
    /// snapshot's names and facts. Views it builds are kept (`builtWindow`), so that a step that
    /// changes nothing after asking (a refused `present`, LIFE-1) lists them without building
    /// them again.
    mutating func windowContains(_ id: ModelView.ID) -> Bool {
        if let builtWindow { return Self.holds(builtWindow.views, id) }
        let views = windowViewsHIT3()
        builtWindow = BuiltWindow(views: views, snapshot: nil)
        return Self.holds(views, id)
    }

    /// Whether one of `views` is the view with this id; each view is read in place.
    private static func holds(_ views: [ModelView], _ id: ModelView.ID) -> Bool {
        for index in views.indices where views[index].id == id { return true }
        return false
    }
}
