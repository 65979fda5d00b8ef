import Foundation
import PresCheckCore

/// What the modelled window shows for one view (frame, own alpha, effective tint, TINT-1).
struct ViewFacts: Sendable {
    var frame: CGRect
    var alpha: Double
    var tint: TintAdjustmentMode
}

/// The window's views in one state (HIT-1..3, TINT-1, FRAME-2, LIFE-6), built by
/// `OracleState.windowViewsHIT3()`: the observation's `views`, in order, each with its place
/// (`ViewPlace`), which hit testing reads; and the facts of the node views, containers and
/// dimming views, each under its node key (`NodeTable`).
struct WindowSnapshot: Sendable {
    /// Back to front, as a preorder walk from the window (`Observation.views`).
    private(set) var views: [ViewObservation] = []
    /// The place of each of `views`, at the same position.
    private(set) var places: [ViewPlace] = []
    /// The node views' keys and facts, back to front. A window holds a dozen views or so: a search
    /// of these short lists by key (a number) costs less than any table.
    private(set) var nodeViews: [(key: Int, facts: ViewFacts)] = []
    /// The containers' facts, by the presented node's key, back to front.
    private var containers: [(key: Int, facts: ViewFacts)] = []
    /// The dimming views' facts (`ViewPlace.Kind.dimming`, not a hidden catalogue one), by the
    /// presented node's key, back to front.
    private var dimmings: [(key: Int, facts: ViewFacts)] = []

    /// Room for `capacity` views, and for the containers of `presentations` presentations.
    init(capacity: Int, presentations: Int) {
        views.reserveCapacity(capacity)
        places.reserveCapacity(capacity)
        containers.reserveCapacity(presentations)
    }

    /// Appends a view (taken, not copied) at the front of the list.
    mutating func append(_ view: consuming ViewObservation, _ place: ViewPlace) {
        views.append(consume view)
        places.append(place)
    }

    /// FRAME-2: takes the views at `positions` out (a view and its subviews).
    mutating func removeViews(_ positions: Range<Int>) {
        views.removeSubrange(positions)
        places.removeSubrange(positions)
    }

    /// Once the list is complete: keeps the facts of its node views, containers and dimming views.
    mutating func noteFacts() {
        nodeViews.reserveCapacity(places.count)
        for position in places.indices {
            let place = places[position]
            let facts = ViewFacts(frame: place.frame, alpha: views[position].alpha, tint: views[position].tint)
            switch place.kind {
            case .node: nodeViews.append((place.key, facts))
            case .container: containers.append((place.key, facts))
            case .dimming: dimmings.append((place.key, facts))
            case .hiddenCatalogueDimming, .card: break
            }
        }
    }

    /// The facts of the view of the node with `key`; of the frontmost one if ids repeat.
    func node(_ key: Int) -> ViewFacts? { Self.frontmost(key, in: nodeViews) }

    /// The facts of the container of the presentation of the node with `key`; of the frontmost
    /// one if ids repeat.
    func container(_ key: Int) -> ViewFacts? { Self.frontmost(key, in: containers) }

    /// The facts of the presentation's dimming view (`ViewPlace.Kind.dimming`) of the node with
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

    /// Whether a view named `name` is in the window (a node's view, a container, ...).
    func holds(_ name: HitTarget) -> Bool {
        for index in views.indices where views[index].name == name { return true }
        return false
    }
}

extension OracleState {
    /// HIT-3, TINT-1: every view in the window, back to front (`windowViewsHIT3()`). The snapshot
    /// is kept (`builtWindow`) for whatever reads it before the state changes; while it is kept,
    /// the kept snapshot is the answer.
    mutating func windowSnapshot() -> WindowSnapshot {
        if let snapshot = builtWindow?.snapshot { return snapshot }
        let snapshot = windowViewsHIT3()
        builtWindow = BuiltWindow(snapshot: snapshot)
        return snapshot
    }

    /// HIT-3: the window's views: the kept ones (`builtWindow`) while nothing they were built from
    /// has changed, else `windowViewsHIT3()`.
    func currentWindow() -> WindowSnapshot {
        if let builtWindow { return builtWindow.snapshot }
        return windowViewsHIT3()
    }

    /// Whether a view named `name` is in the window. The views it builds are kept (`builtWindow`),
    /// so that a step that changes nothing after asking (a refused `present`, LIFE-1) lists them
    /// without building them again.
    mutating func windowContains(_ name: HitTarget) -> Bool {
        windowSnapshot().holds(name)
    }
}
