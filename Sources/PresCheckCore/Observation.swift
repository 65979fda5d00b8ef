/// What is observed after one step of a scenario; engine and oracle each produce one per step and
/// the checker compares them to within 0.001 pt (every rule family reads some field).
///
/// Step 0 is the state before any action; step k follows the k-th action. Observations are written
/// (`prescheck observe`, digests), never read back, so they are only `Encodable`.
/// Serves every rule ID; each field names the rules it reports on.
public struct Observation: Encodable, Hashable, Sendable {
    public var step: Int
    /// No transition is running (the non-*always* rules are checked only when settled).
    public var isSettled: Bool
    /// Every node that is in a layer now (CTX-5 links, TRAIT-2 and FRAME frames, TINT-1), in layer
    /// order, each layer's tree in preorder.
    public var nodes: [NodeObservation]
    /// Every presentation from acceptance until its links are cleared (LIFE-7), in acceptance order.
    public var presentations: [PresentationObservation]
    /// For a `tap` step: what the tap hit; for a `pan` step, what its start hit (HIT-1, HIT-2, POP-2,
    /// DETENT-2, LIFE-10). See `HitTarget`.
    public var hitTarget: Optional<HitTarget>
    /// Warnings logged in this step, in order (LIFE-1, LIFE-5, TRAIT-1).
    public var warnings: [String]
    /// Transition, appearance and delegate callbacks in this step, in the order they ran (LIFE-3,
    /// LIFE-9, ADAPT-5, ADAPT-6, ADAPT-9). See `Callback`.
    public var callbacks: [Callback]
    /// Every view in the window, back to front: a preorder walk from the window (not listed), each
    /// view followed by its subviews back to front (HIT-3 z-order, FRAME-2 removal, HIT-1 and HIT-2
    /// qualification, TINT-1 for every view). See `ViewObservation`.
    public var views: [ViewObservation]
    /// TRAIT-4 layout passes that ran in this step (FRAME-4).
    /// Reading: (Reading TRAIT-4.a) which steps run a pass; one asked for while a transition runs
    /// waits for that transition's end and runs once, in the step it ends.
    public var layoutPasses: Int
    /// The window's size, orientation and split width after the step (TRAIT-1).
    public var window: WindowObservation

    @inlinable public init(
        step: Int, isSettled: Bool, window: WindowObservation, nodes: [NodeObservation],
        presentations: [PresentationObservation], hitTarget: HitTarget? = nil, warnings: [String] = [],
        callbacks: [Callback] = [], views: [ViewObservation] = [], layoutPasses: Int = 0
    ) {
        self.step = step
        self.window = window
        self.isSettled = isSettled
        self.nodes = nodes
        self.presentations = presentations
        self.hitTarget = hitTarget
        self.warnings = warnings
        self.callbacks = callbacks
        self.views = views
        self.layoutPasses = layoutPasses
    }

    /// The first node with `id`, found by `NodeObservation.index(of:in:)`.
    public func node(_ id: String) -> NodeObservation? {
        guard let index = NodeObservation.index(of: id, in: nodes) else { return nil }
        return nodes[index]
    }

    /// The first presentation of `presented`, found by `PresentationObservation.index(of:in:)`.
    public func presentation(of presented: String) -> PresentationObservation? {
        guard let index = PresentationObservation.index(of: presented, in: presentations) else { return nil }
        return presentations[index]
    }

    /// Whether the observation at `step` of `run` lists node `id`, read where the run stores it:
    /// asking `run[step].node(id)` copies the observation out of the run and the node out of it.
    package static func lists(node id: String, in run: [Observation], at step: Int) -> Bool {
        var index = 0
        while index < run[step].nodes.count {
            if run[step].nodes[index].id == id { return true }
            index += 1
        }
        return false
    }
}

/// One node's links and, when its view is in the window, its view's frame, alpha and tint.
/// Serves CTX-5, FRAME-1..5, TRAIT-2, LIFE-6 and TINT-1.
///
/// Optional fields here, in `Observation` and in `PresentationObservation` are spelled
/// `Optional<T>`: a `var` of type `T?` starts as nil, which makes the initialiser store nil first
/// and build the value aside to copy it in; spelled out, the field has no initial value and the
/// inlinable initialiser builds the value in place (in a list's storage, for an append).
public struct NodeObservation: Codable, Hashable, Sendable {
    public var id: String
    /// `presentedViewController` (CTX-5).
    public var presented: Optional<String>
    /// `presentingViewController` (CTX-5).
    public var presenting: Optional<String>
    /// The view's frame in window coordinates, when the view is in the window.
    public var frame: Optional<Rect>
    /// The view's own alpha, when the view is in the window (LIFE-6 cross-dissolve).
    public var alpha: Optional<Double>
    /// The view's effective tint adjustment mode, when the view is in the window (TINT-1).
    public var tint: Optional<TintAdjustmentMode>
    /// The view's safe-area insets, when the view is in the window (TRAIT-3): the window's insets
    /// minus the view's distance from each window edge, floored at 0.
    public var safeArea: Optional<EdgeInsets>
    /// When the view is out of the window: where the layout passes keep it, in window coordinates,
    /// as if the views it left with were back in place (TRAIT-2: every pass lays out a view whether
    /// or not it is in the window).
    /// Reading: (Reading TRAIT-2.c) a view out of the window keeps the frame its rules give it,
    /// measured through the views it left with: a view FRAME-2 removed from where it was removed,
    /// an intermediate presented view of a multi-layer dismissal (LIFE-2) from its container, and a
    /// presented view an ADAPT-6 substitute replaced from the substitute's place.
    public var layoutFrame: Optional<Rect>

    @inlinable public init(id: String, presented: String? = nil, presenting: String? = nil, frame: Rect? = nil,
                alpha: Double? = nil, tint: TintAdjustmentMode? = nil, safeArea: EdgeInsets? = nil,
                layoutFrame: Rect? = nil) {
        self.id = id
        self.presented = presented
        self.presenting = presenting
        self.frame = frame
        self.alpha = alpha
        self.tint = tint
        self.safeArea = safeArea
        self.layoutFrame = layoutFrame
    }

    public var isInWindow: Bool { frame != nil }

    /// The position of the first node with `id` in `nodes`. The ids are compared where the list
    /// stores them, by index: a search that hands each element on copies it (retaining its
    /// strings) to compare its id.
    package static func index(of id: String, in nodes: [NodeObservation]) -> Int? {
        var index = 0
        while index < nodes.count {
            if nodes[index].id == id { return index }
            index += 1
        }
        return nil
    }
}

/// One presentation, named by its presented node.
/// Serves CTX-1..4, ADAPT-7, LIFE-3, DETENT-1/2, POP-2 and POP-3.
public struct PresentationObservation: Codable, Hashable, Sendable {
    /// Where a presentation is in its life (LIFE-3, LIFE-7).
    public enum Phase: String, Codable, Hashable, Sendable {
        case presenting
        case presented
        case dismissing
    }

    public var presented: String
    /// The presenter (CTX-1..3).
    public var presenter: String
    /// The requested style.
    public var style: PresentationStyle
    /// The ADAPT-7 reported style; `.none` when not adapted.
    public var adaptedStyle: PresentationStyle
    public var phase: Phase
    /// The container view's frame in window coordinates, when in the window (CTX-4).
    public var container: Optional<Rect>
    /// The dimming view's frame in window coordinates, when there is one in the window (DETENT-2, POP-2).
    public var dimming: Optional<Rect>
    /// The dimming view's alpha (LIFE-6).
    public var dimmingAlpha: Optional<Double>
    /// For a sheet that DETENT rules evaluate: whether it is dimmed (DETENT-1).
    public var isDimmed: Optional<Bool>
    /// For a presentation shown as a popover (not adapted): its `arrowDirection`, the arrow of the
    /// placement that gave the popover its frame (POP-3); absent otherwise.
    public var arrowDirection: Optional<PopoverArrow>

    @inlinable public init(
        presented: String, presenter: String, style: PresentationStyle, adaptedStyle: PresentationStyle = .none,
        phase: Phase, container: Rect? = nil, dimming: Rect? = nil, dimmingAlpha: Double? = nil, isDimmed: Bool? = nil,
        arrowDirection: PopoverArrow? = nil
    ) {
        self.presented = presented
        self.presenter = presenter
        self.style = style
        self.adaptedStyle = adaptedStyle
        self.phase = phase
        self.container = container
        self.dimming = dimming
        self.dimmingAlpha = dimmingAlpha
        self.isDimmed = isDimmed
        self.arrowDirection = arrowDirection
    }

    /// The position of the first presentation of `presented` in `presentations`, found in place
    /// as `NodeObservation.index(of:in:)` finds a node.
    package static func index(of presented: String, in presentations: [PresentationObservation]) -> Int? {
        var index = 0
        while index < presentations.count {
            if presentations[index].presented == presented { return index }
            index += 1
        }
        return nil
    }
}

/// One view in the window (HIT-3, HIT-1, HIT-2, TINT-1, FRAME-2, LIFE-6), named as `HitTarget`
/// names a hit view: a node's view by its id, `container(P)`, `dimming(P)`, `card(P)`.
///
/// Reading: (Reading HIT-3.a) `dimming(P)` names every dimming view in P's container: the system's (a sheet's, a
/// popover's POP-2 view, or the one of the style an adapted `.custom` presentation behaves as) and
/// the one a catalogue controller adds (`half-context`, `centered-card`); while an adapted `.custom`
/// presentation hides its controller's views (ADAPT-2), the hidden one is listed with
/// `isHidden` true. Names need not be unique: views are compared in order.
public struct ViewObservation: Codable, Hashable, Sendable {
    public var name: HitTarget
    /// The superview's name; `window` for the window's own subviews.
    public var superview: HitTarget
    /// The frame in window coordinates.
    public var frame: Rect
    /// The view's own alpha (LIFE-6, DETENT-2, POP-2).
    public var alpha: Double
    /// HIT-1 (ADAPT-2 hides a catalogue controller's views while adapted).
    public var isHidden: Bool
    /// HIT-1.
    public var isUserInteractionEnabled: Bool
    /// The effective tint adjustment mode (TINT-1).
    public var tint: TintAdjustmentMode

    @inlinable public init(name: HitTarget, superview: HitTarget, frame: Rect, alpha: Double = 1, isHidden: Bool = false,
                isUserInteractionEnabled: Bool = true, tint: TintAdjustmentMode = .normal) {
        self.name = name
        self.superview = superview
        self.frame = frame
        self.alpha = alpha
        self.isHidden = isHidden
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.tint = tint
    }
}

/// The warnings the behaviour catalogue names, spelled as observations carry them.
/// Serves LIFE-1, LIFE-5, POP-1 and TRAIT-1.
public enum Warning {
    /// LIFE-1, TRAIT-1.
    public static let transitionInProgress = "transition in progress"
    /// LIFE-1.
    public static let alreadyPresented = "already presented"
    /// LIFE-1.
    public static let presenterNotInWindow = "presenter not in window"
    /// LIFE-1.
    public static let alreadyPresenting = "already presenting"
    /// POP-1.
    public static let noAnchor = "no anchor"
    /// LIFE-5.
    public static let layoutReentrancy = "layout re-entrancy"
    /// TRAIT-1: `pad-split` refuses rotation. [M] wording: the spec names no warning text.
    public static let rotationNotSupported = "rotation not supported"
    /// TRAIT-1: only `pad-split` resizes, and only to a catalogue width. [M] wording.
    public static let resizeNotSupported = "resize not supported"
    /// Under `uikit` ownership: the action names a view controller that no longer exists, and is
    /// skipped. [M] wording.
    /// Reading: (Reading LIFE-7.a) an action naming a released node is skipped with it.
    public static let released = "released"
}
