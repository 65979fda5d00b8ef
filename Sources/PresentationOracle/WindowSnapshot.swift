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
/// (`ViewPlace`), which hit testing reads, and by which the facts of a node's view, container or
/// dimming view are found under its node key (`NodeTable`).
struct WindowSnapshot: Sendable {
    /// Back to front, as a preorder walk from the window (`Observation.views`).
    private(set) var views: [ViewObservation] = []
    /// The place of each of `views`, at the same position.
    private(set) var places: [ViewPlace] = []
    /// FRAME-2: whether some presentation removes views from this window, so that the subviews of
    /// each superview are looked through for a container that removes (set as it is built).
    var removesViews = false
    /// Whether `views` lists the views' observations; else only their places are listed (a window
    /// built to ask which node views it holds, `OracleState.windowContains(node:)`, or to be
    /// compared with another run's views, `matchesViews(_:ids:)`), and `views` stays empty until
    /// `adoptViews(_:)` lists them.
    private(set) var listsViews: Bool

    /// Room for `capacity` views; only their places without `listsViews`. The places are listed
    /// in `spare`'s storage (taken, `spare` left empty), emptied, when it is not shared and has
    /// room for them; else in new storage with room for twice as many as they or `spare`'s,
    /// whichever is more, so that a window that grows by a presentation at a time (each present
    /// adds a container and a tree) finds room in the storage of the last one most of the time.
    /// A window without `listsViews` (built for one question, its storage never kept) gets room
    /// for its own places alone.
    init(capacity: Int, listsViews: Bool = true, reusing spare: inout [ViewPlace]) {
        self.listsViews = listsViews
        if listsViews { views.reserveCapacity(capacity) }
        if spare.capacity >= capacity {
            swap(&places, &spare)
            places.removeAll(keepingCapacity: true)
        } else {
            places.reserveCapacity(listsViews ? 2 * max(capacity, spare.capacity) : capacity)
        }
    }

    /// Takes the places out (for their storage), leaving none.
    mutating func takePlaces() -> [ViewPlace] {
        var taken: [ViewPlace] = []
        swap(&taken, &places)
        return taken
    }

    /// Appends a view's place at the front of the list and, when the window lists views
    /// (`listsViews`), its observation: named `name` in `superview`, with the place's frame, alpha
    /// and tint, hidden when `isHidden` (interaction is on for every view, HIT-3). `name` moves
    /// into the observation: a name made for the call is not copied.
    mutating func append(_ place: ViewPlace, name: consuming HitTarget, superview: HitTarget, isHidden: Bool = false) {
        if listsViews {
            views.append(ViewObservation(name: name, superview: superview, frame: Rect(place.frame), alpha: place.alpha,
                                         isHidden: isHidden, isUserInteractionEnabled: true, tint: place.tint))
        }
        places.append(place)
    }

    /// FRAME-2: takes the views at `positions` out (a view and its subviews).
    mutating func removeViews(_ positions: Range<Int>) {
        if listsViews { views.removeSubrange(positions) }
        places.removeSubrange(positions)
    }

    /// Whether the window's views (`views`, as a window that lists them lists them) equal
    /// `expected`, read from the places alone: each view named after its kind and its key's id in
    /// `ids` (HIT-3: a node's view after the node, a container, dimming view or card after the
    /// presented node), its superview the nearest view before it one level up (the window at level
    /// 0), hidden when it is a hidden catalogue dimming view (ADAPT-2), interaction on (HIT-3), and
    /// the place's frame, alpha and tint. Each is compared where `expected` stores it; no
    /// observation or name is made.
    func matchesViews(_ expected: [ViewObservation], ids: NodeTable) -> Bool {
        guard expected.count == places.count else { return false }
        for position in 0..<places.count {
            let place = places[position]
            guard expected[position].frame == Rect(place.frame), expected[position].alpha == place.alpha,
                  expected[position].tint == place.tint,
                  expected[position].isHidden == (place.kind == .hiddenCatalogueDimming),
                  expected[position].isUserInteractionEnabled,
                  Self.names(expected[position].name, place.kind, ids.id(ofKey: place.key)) else { return false }
            if place.depth == 0 {
                guard expected[position].superview == .window else { return false }
            } else {
                // In preorder, the nearest view before it above its level is its superview, whose
                // name was found equal to the one `expected` lists there.
                var superview = position - 1
                while places[superview].depth >= place.depth { superview -= 1 }
                guard expected[position].superview == expected[superview].name else { return false }
            }
        }
        return true
    }

    /// Whether `name` is the name of a view of `kind` named after the node `id` (HIT-3).
    private static func names(_ name: HitTarget, _ kind: ViewPlace.Kind, _ id: String) -> Bool {
        switch name {
        case .node(let named): return kind == .node && named == id
        case .container(let named): return kind == .container && named == id
        case .dimming(let named): return (kind == .dimming || kind == .hiddenCatalogueDimming) && named == id
        case .card(let named): return kind == .card && named == id
        case .window, .outsideWindow: return false
        }
    }

    /// Lists `views` as the window's views: those `matchesViews(_:ids:)` found equal to the ones
    /// the window would list, which it then lists (`listsViews`) in their storage.
    mutating func adoptViews(_ views: [ViewObservation]) {
        self.views = views
        listsViews = true
    }

    /// Whether the view of the node with `key` is in the window (read from the places, so that a
    /// window that lists no views answers too).
    func holdsNode(_ key: Int) -> Bool {
        for position in 0..<places.count where places[position].key == key {
            if places[position].kind == .node { return true }
        }
        return false
    }

    /// TINT-1: whether a view of the window reads another mode once the own mode of the node with
    /// `key` goes from `old` to `new`. None does when the node has no view here, or when its own mode
    /// was `.automatic` and every view of it already shows `new` (the mode it inherits): its
    /// effective mode, which its subviews inherit, stays.
    func readsOwnModeChange(ofNode key: Int, from old: TintAdjustmentMode, to new: TintAdjustmentMode) -> Bool {
        for position in 0..<places.count where places[position].key == key && places[position].kind == .node {
            if old != .automatic || places[position].tint != new { return true }
        }
        return false
    }

    /// The facts of the view at `position`.
    func facts(at position: Int) -> ViewFacts {
        let place = places[position]
        return ViewFacts(frame: place.frame, alpha: place.alpha, tint: place.tint)
    }

    /// The facts of the view of the node with `key`; of the frontmost one if ids repeat.
    func node(_ key: Int) -> ViewFacts? { frontmost(.node, key) }

    /// The facts of the container of the presentation of the node with `key`; of the frontmost
    /// one if ids repeat.
    func container(_ key: Int) -> ViewFacts? { frontmost(.container, key) }

    /// The facts of the presentation's dimming view (`ViewPlace.Kind.dimming`, not a hidden
    /// catalogue one) of the node with `key`; of the frontmost one if ids repeat.
    func dimming(_ key: Int) -> ViewFacts? { frontmost(.dimming, key) }

    /// The facts of the frontmost view of `kind` under `key`. A window holds a dozen views or so:
    /// a search of its places by key (a number) costs less than any table.
    private func frontmost(_ kind: ViewPlace.Kind, _ key: Int) -> ViewFacts? {
        var position = places.endIndex
        while position > places.startIndex {
            position -= 1
            let place = places[position]
            if place.key == key, place.kind == kind { return ViewFacts(frame: place.frame, alpha: place.alpha, tint: place.tint) }
        }
        return nil
    }

    /// Writes into `positions`, at each node's key, the position of the node's frontmost view (as
    /// `node(_:)` finds it), where the entry is still negative; the other entries stay.
    func noteNodeViewPositions(into positions: UnsafeMutableBufferPointer<Int>) {
        var position = places.endIndex
        while position > places.startIndex {
            position -= 1
            if places[position].kind == .node, positions[places[position].key] < 0 {
                positions[places[position].key] = position
            }
        }
    }
}

extension OracleState {
    /// Drops the kept window (`builtWindow`), keeping its places' storage in `sparePlaces`.
    mutating func dropBuiltWindow() {
        guard builtWindow != nil else { return }
        sparePlaces = builtWindow?.snapshot.takePlaces() ?? []
        builtWindow = nil
    }

    /// HIT-3: the window's views: the kept ones (`builtWindow`) while nothing they were built from
    /// has changed, else `windowViewsHIT3()`.
    func currentWindow() -> WindowSnapshot {
        if let builtWindow { return builtWindow.snapshot }
        return windowViewsHIT3()
    }

    /// LIFE-1, LIFE-9: whether node `id`'s view is in the window: read from the kept window
    /// (`builtWindow`) if there is one, else from the places of one built for the question only
    /// (`windowViewsHIT3(listingViews:)`): the state change that usually follows the question
    /// would drop a kept one.
    func windowContains(node id: String) -> Bool {
        guard let key = nodes.key(of: id) else { return false }
        return windowContains(key: key)
    }

    /// `windowContains(node:)` of the node with `key` (`NodeTable`).
    func windowContains(key: Int) -> Bool {
        if let builtWindow { return builtWindow.snapshot.holdsNode(key) }
        return windowViewsHIT3(listingViews: false).holdsNode(key)
    }
}
