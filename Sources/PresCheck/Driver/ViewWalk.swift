import Foundation
import PresCheckCore
import PresentationEngine

/// One walk over every view in the window for an observation, back to front, in preorder (HIT-3,
/// HIT-1, HIT-2, TINT-1), read from the engine's real view hierarchy. The walk carries down what
/// each view's frame in the window and effective tint need (its ancestors' origins, the inherited
/// tint) and whether its superview is a presentation's container, instead of climbing the
/// superview chain again for every view.
///
/// Every observation runs it, so its loops go by index, with no generic iterator or range to make,
/// which an unoptimised build does not specialise, and the walk's helpers are static, given what
/// they read: such a build copies the whole walk for each call of a method that reads `self`.
struct ViewWalk {
    /// A presentation's views as observations name them, read once for an observation (HIT-3).
    /// The views are named by identity, which is all the walk compares, so that an entry holds no
    /// view: a dimming view's alpha is its view observation's (`EngineDriver.presentationObservation`).
    struct PresentationViews {
        let controller: PresentationController
        /// The presented node's id.
        let presented: String
        let container: ObjectIdentifier?
        /// The visible dimming view in the container (DETENT-2, POP-2, catalogue dimming).
        let dimming: ObjectIdentifier?
        /// The `half-height-adaptive` card, when that controller is the presented one.
        let card: ObjectIdentifier?
        /// DETENT-1: whether the presentation, as a sheet now, is dimmed; nil when it is no sheet.
        let isDimmed: Bool?
        /// The ADAPT-6 substitute standing in for the presented view controller, if one is active.
        let substitute: ViewController?
    }

    /// What the walk found for one view besides its observation: which view it is and whether its
    /// safe-area insets are those of its frame in the walk (TRAIT-3: `Window.safeAreaInsets(ofPlacedRect:)`
    /// measures the untransformed place, which is that frame when neither the view nor an ancestor
    /// is transformed and its size is not negative). A walk's placements and views are listed
    /// together, so a view's frame in the window and effective tint adjustment mode are those of
    /// the view observation at its placement's index (the same `Rect` a node's frame takes), which
    /// keeps a placement small. The insets are measured only for the views that nodes ask about
    /// (`NodeList`), from that frame, in the same window geometry: a change of geometry is a view
    /// change, after which the walk is not reused (`ViewChanges`).
    struct Placement {
        let view: ObjectIdentifier
        let measuresSafeArea: Bool
    }

    /// The window's presentations, in its order, added before the walk runs (`add(_:)`).
    private(set) var presentations: [PresentationViews] = []
    private(set) var views: [ViewObservation] = []
    private(set) var placements: [Placement] = []
    /// The origins of the views from the window's subview down to the current view's superview,
    /// farthest first: the first `depth` entries (deeper ones are an earlier branch's, overwritten).
    private var origins: [CGPoint] = []
    private var depth = 0
    /// -1 while the walk lists its views; when it checks them (`check(_:against:replacing:changes:)`),
    /// the index in `views`, the list checked, of the next view to compare, or -2 once one differed.
    private var checkIndex = -1

    /// The working lists a walk can take over from an earlier one, empty, with their capacity.
    struct Buffers {
        var presentations: [PresentationViews] = []
        var origins: [CGPoint] = []

        /// Empty lists with room for a typical window's views, so that a run's first steps do not
        /// grow them one doubling at a time.
        static func reserved() -> Buffers {
            var buffers = Buffers()
            buffers.presentations.reserveCapacity(4)
            buffers.origins.reserveCapacity(8)
            return buffers
        }
    }

    /// What the last walk of a window found, kept for the next observation: when no view changed
    /// since (`ViewChanges`) and the window's presentations name the same views, the walk would
    /// find the same again.
    struct Result {
        /// `ViewChanges.current` when the walk ran; -1 before any walk.
        var changes = -1
        var views: [ViewObservation] = []
        var placements: [Placement] = []
        /// What the walk read from each presentation: the controller, the presented node's id, its
        /// views and its active substitute.
        var presentations: [ReadPresentation] = []

        /// What the walk read from one presentation, by identity. A struct, not a tuple, so that
        /// removing or destroying one goes through its own destroy instead of the runtime's
        /// generic one for tuples, which reads each element's type.
        struct ReadPresentation {
            let controller: ObjectIdentifier
            let presented: String
            let container: ObjectIdentifier?
            let dimming: ObjectIdentifier?
            let card: ObjectIdentifier?
            let substitute: ObjectIdentifier?
        }

        /// No walk yet, with room for a typical window's views, so that a run's first steps do not
        /// grow the lists one doubling at a time.
        static func reserved() -> Result {
            var result = Result()
            result.placements.reserveCapacity(16)
            result.presentations.reserveCapacity(4)
            return result
        }
    }

    /// A walk keeps no window: `run` and `check` are handed it as the caller holds it, since a
    /// window kept in the walk would be retained, on the slow path of its weak reference's side table.
    init(buffers: Buffers = Buffers()) {
        presentations = buffers.presentations
        origins = buffers.origins
    }

    /// Whether `last`, the last walk of this window, still holds: no view changed since it ran
    /// (`changes` is the count now) and the presentations, all added, are the same controllers,
    /// naming the same views, with the same active substitutes.
    /// A presentation's views are compared by identity: while no view changed, the window holds
    /// the same views, so a view named by the same identity is the same view. The controllers and
    /// substitutes are compared too, since the node list's reuse rests on them
    /// (`EngineDriver.nodeObservations`): an ADAPT-6 substitute can change while no view moves.
    func canReuse(_ last: Result, changes: Int) -> Bool {
        guard changes == last.changes, presentations.count == last.presentations.count else { return false }
        var index = 0
        while index < presentations.count {
            let entry = last.presentations[index]
            guard entry.controller == ObjectIdentifier(presentations[index].controller),
                  entry.presented == presentations[index].presented,
                  entry.container == presentations[index].container,
                  entry.dimming == presentations[index].dimming,
                  entry.card == presentations[index].card,
                  entry.substitute == presentations[index].substitute.map(ObjectIdentifier.init) else { return false }
            index += 1
        }
        return true
    }

    /// Takes the views and placements of `last` instead of walking (`canReuse`).
    mutating func reuse(_ last: Result) {
        views = last.views
        placements = last.placements
    }

    /// Walks the window (`run`) with `last`'s placement list, emptied, as its own, then records
    /// what it found in `last`.
    mutating func run(_ window: Window, replacing last: inout Result, changes: Int, expectedViews: Int) {
        placements = last.placements
        last.placements = []
        placements.removeAll(keepingCapacity: true)
        run(window, expectedViews: expectedViews)
        last.changes = changes
        last.views = views
        last.placements = placements
        // Entry by entry, as `emptiedBuffers` empties its list.
        while !last.presentations.isEmpty { last.presentations.remove(at: last.presentations.count - 1) }
        var index = 0
        while index < presentations.count {
            last.presentations.append(Result.ReadPresentation(
                controller: ObjectIdentifier(presentations[index].controller), presented: presentations[index].presented,
                container: presentations[index].container,
                dimming: presentations[index].dimming,
                card: presentations[index].card,
                substitute: presentations[index].substitute.map(ObjectIdentifier.init)))
            index += 1
        }
    }

    /// `deterministic`: walks as `run(_:replacing:changes:expectedViews:)` does, but compares each
    /// view's observation with the next of `expected`, another run's views of the same step,
    /// instead of listing it, and whether all were the same, in the same number. The walk's views
    /// and those `last` records are `expected` (when they were the same, what it would have listed).
    mutating func check(_ window: Window, against expected: [ViewObservation], replacing last: inout Result, changes: Int) -> Bool {
        views = expected
        checkIndex = 0
        run(window, replacing: &last, changes: changes, expectedViews: 0)
        return checkIndex == expected.count
    }

    /// When checking: compares a met view's observation, field by field where the checked list
    /// stores it, with the next checked one (the fields `ViewObservation.equal` compares).
    private mutating func meet(name: HitTarget, superview: HitTarget, frame: Rect, alpha: Double, isHidden: Bool,
                               isUserInteractionEnabled: Bool, tint: TintAdjustmentMode) {
        let index = checkIndex
        guard index >= 0, index < views.count, views[index].frame == frame, views[index].alpha == alpha,
              views[index].isHidden == isHidden, views[index].isUserInteractionEnabled == isUserInteractionEnabled,
              views[index].tint == tint, views[index].name == name, views[index].superview == superview else {
            checkIndex = -2
            return
        }
        checkIndex = index + 1
    }

    /// Adds the next presentation of the window, in the window's order; all are added before `run`.
    mutating func add(_ presentation: PresentationViews) {
        presentations.append(presentation)
    }

    /// This walk's working lists, emptied, for the next walk to reuse.
    mutating func emptiedBuffers() -> Buffers {
        // Entry by entry: a window has a handful, and emptying a list of references whole goes
        // through the general range replacement. `remove(at:)` is the array's own (`removeLast` is
        // a generic collection's, which an unoptimised build does not specialise).
        while !presentations.isEmpty { presentations.remove(at: presentations.count - 1) }
        depth = 0
        let buffers = Buffers(presentations: presentations, origins: origins)
        presentations = []
        placements = []
        origins = []
        return buffers
    }

    /// Walks every subview of the window.
    private mutating func run(_ window: Window, expectedViews: Int) {
        if checkIndex < 0 { views.reserveCapacity(expectedViews) }
        placements.reserveCapacity(expectedViews)
        origins.reserveCapacity(8)
        let windowTint = window.tintAdjustmentMode == .automatic ? .normal : window.tintAdjustmentMode
        let windowTransformed = !window.transform.isIdentity
        let subviews = window.subviews
        var index = 0
        while index < subviews.count {
            walk(subviews[index], in: window, superview: .window, containerOf: nil, inheritedTint: windowTint,
                 transformedAbove: windowTransformed)
            index += 1
        }
    }

    /// `containerOf` is the presented node of the first presentation whose container is the
    /// view's superview, if any.
    private mutating func walk(_ view: View, in window: Window, superview: HitTarget, containerOf: String?,
                               inheritedTint: TintAdjustmentMode, transformedAbove: Bool) {
        // Everything the walk needs of the view, in one read of the engine.
        let state = view.observedState
        let name = Self.name(of: view, containerOf: containerOf, window: window, presentations: presentations)
        let ownMode = state.tintAdjustmentMode
        let tint = ownMode == .automatic ? inheritedTint : ownMode
        let transformed = transformedAbove || state.isTransformed
        let ownFrame = state.frame
        let size = state.size
        let frame = transformed ? view.frameInWindow ?? .zero
            : Self.frameInWindow(ownFrame, size: size, origins: origins, depth: depth)
        // TRAIT-3 measures the untransformed place (`Window.placedRect`), which is this frame
        // when nothing is transformed and the size is not negative.
        let measuresSafeArea = !(transformed || size.width < 0 || size.height < 0)
        placements.append(Placement(view: ObjectIdentifier(view), measuresSafeArea: measuresSafeArea))
        // The list is asked for only when there is one to walk. A view without subviews (most
        // are) hands its name to its observation, which is its last use, instead of copying it
        // for the subviews' walk and releasing it after.
        if checkIndex != -1 {
            meet(name: name, superview: superview, frame: Rect(frame), alpha: Double(state.alpha), isHidden: state.isHidden,
                 isUserInteractionEnabled: state.isUserInteractionEnabled, tint: tint)
            guard state.subviewCount > 0 else { return }
        } else {
            guard state.subviewCount > 0 else {
                views.append(ViewObservation(
                    name: name, superview: superview, frame: Rect(frame), alpha: Double(state.alpha),
                    isHidden: state.isHidden, isUserInteractionEnabled: state.isUserInteractionEnabled, tint: tint))
                return
            }
            views.append(ViewObservation(
                name: name, superview: superview, frame: Rect(frame), alpha: Double(state.alpha),
                isHidden: state.isHidden, isUserInteractionEnabled: state.isUserInteractionEnabled, tint: tint))
        }
        let subviews = view.subviews
        let presentedInside = Self.presented(inContainer: view, among: presentations)
        let origin = CGPoint(x: ownFrame.minX, y: ownFrame.minY)
        if depth < origins.count { origins[depth] = origin } else { origins.append(origin) }
        depth += 1
        var index = 0
        while index < subviews.count {
            walk(subviews[index], in: window, superview: name, containerOf: presentedInside, inheritedTint: tint,
                 transformedAbove: transformed)
            index += 1
        }
        depth -= 1
    }

    /// The presented node of the first presentation whose container is `view`; entries are read
    /// in place, by index, so that none is copied (each copy retains its views and id).
    @inline(__always)
    private static func presented(inContainer view: View, among presentations: [PresentationViews]) -> String? {
        var index = 0
        while index < presentations.count {
            if presentations[index].container == ObjectIdentifier(view) { return presentations[index].presented }
            index += 1
        }
        return nil
    }

    /// A view's frame in the window when neither it nor an ancestor is transformed, added up as
    /// `View.convert(_:to:)` adds it (the view's own origin first, then each ancestor's, nearest
    /// first), so the numbers are the same to the last bit.
    static func frameInWindow(_ own: CGRect, size: CGSize, origins: [CGPoint], depth: Int) -> CGRect {
        var x: CGFloat = 0
        var y: CGFloat = 0
        x += own.minX
        y += own.minY
        var index = depth
        while index > 0 {
            index -= 1
            x += origins[index].x
            y += origins[index].y
        }
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }

    /// How observations name a view of the window (`ViewObservation`): like a hit target
    /// (`EngineDriver.name(ofHit:)`), except that every dimming view in a container is
    /// `dimming(P)`, hidden or not.
    private static func name(of view: View, containerOf: String?, window: Window, presentations: [PresentationViews]) -> HitTarget {
        if let containerOf, view is DimmingView { return .dimming(containerOf) }
        if view === window { return .window }
        // An owner's node id is its title (`EngineDriver.nodeID`), read with whether there is one.
        if case .some(let title) = view.owningViewControllerTitle { return .node(title ?? "?") }
        return Self.supportName(of: view, in: presentations) ?? .node(view.accessibilityIdentifier ?? "view")
    }

    /// The name of a view a presentation adds to the window (HIT-3): a container, a visible
    /// dimming view or a `half-height-adaptive` card; the first presentation that holds the view
    /// names it.
    static func supportName(of view: View, in presentations: [PresentationViews]) -> HitTarget? {
        let identity = ObjectIdentifier(view)
        var index = 0
        while index < presentations.count {
            if identity == presentations[index].container { return .container(presentations[index].presented) }
            if identity == presentations[index].dimming { return .dimming(presentations[index].presented) }
            if identity == presentations[index].card { return .card(presentations[index].presented) }
            index += 1
        }
        return nil
    }

    /// Looks up the placements of a tree's views one after another: a search starts where the last
    /// one ended, since the views of a tree were walked in nearly the order its view controllers
    /// are listed. Each view has one placement at most, so where a search starts changes nothing
    /// but its length.
    struct PlacementLookup {
        private let placements: [Placement]
        private var next = 0

        init(_ placements: [Placement]) {
            self.placements = placements
        }

        /// The index of the placement of the view of `identity` (the index of its view observation
        /// too); nil when the view is in no window.
        @inline(__always)
        mutating func index(of identity: ObjectIdentifier) -> Int? {
            let count = placements.count
            var index = next
            var searched = 0
            while searched < count {
                searched += 1
                if index == count { index = 0 }
                if placements[index].view == identity {
                    next = index + 1
                    return index
                }
                index += 1
            }
            return nil
        }

        /// Whether the safe-area insets of the view of the placement at `index` are those of its
        /// frame in the walk (`Placement.measuresSafeArea`).
        func measuresSafeArea(at index: Int) -> Bool {
            placements[index].measuresSafeArea
        }
    }

    /// The index of a walk's placement of the view of `identity` (the index of its view
    /// observation too); nil when the view is in no window.
    @inline(__always)
    static func index(of identity: ObjectIdentifier, in placements: [Placement]) -> Int? {
        var index = 0
        while index < placements.count {
            if placements[index].view == identity { return index }
            index += 1
        }
        return nil
    }
}
