/// One step of a scenario. Files spell it as an object whose `do` field names the action, with the
/// action's own fields beside it, e.g. `{"do": "dismiss", "node": "P", "animated": true}`.
/// Each case names the rules it exercises below.
public enum Action: Hashable, Sendable {
    /// `source.present(node, animated:)` (CTX, LIFE-1, ADAPT, SHEET, POP).
    indirect case present(PresentAction)
    /// `node.dismiss(animated:)` (LIFE-2).
    case dismiss(node: String, animated: Bool)
    /// Begins an interactive dismissal as `node.dismiss` would pick its layers (LIFE-8).
    case beginInteractiveDismissal(node: String)
    /// Moves the running interactive dismissal to `progress` in [0, 1] (LIFE-8).
    case updateInteractiveDismissal(progress: Double)
    /// Finishes the running interactive dismissal over (1 − p) · 0.3 s (LIFE-8).
    case finishInteractiveDismissal
    /// Cancels the running interactive dismissal in this step (LIFE-4, LIFE-8).
    case cancelInteractiveDismissal
    /// Moves the virtual clock (LIFE-6).
    case advance(seconds: Double)
    /// Rotates the window (TRAIT-1).
    case rotate(to: Orientation)
    /// Resizes a `pad-split` window to another split width (TRAIT-1).
    case resize(width: Double)
    /// Sets `selectedDetentIdentifier` of the sheet presenting `node` (DETENT-3).
    case selectDetent(node: String, identifier: String?)
    /// Replaces `detents` of the sheet presenting `node` (DETENT-3).
    case setDetents(node: String, detents: [Detent])
    /// Sets `preferredContentSize` of `node` (TRAIT-4).
    case setPreferredContentSize(node: String, size: Size)
    /// Sets `tintAdjustmentMode` of `node`'s view, as app code does at any time (TINT-1): while a
    /// presentation dims the view, the value shows at once and the presentation's restoration
    /// later writes back the mode from before the dimming.
    case setTintAdjustmentMode(node: String, mode: TintAdjustmentMode)
    /// Sets `isModalInPresentation` of `node`, as app code does when its content gets unsaved
    /// changes (LIFE-10, Reading LIFE-10.b): the user's next dismissal attempt reads it.
    case setModalInPresentation(node: String, modalInPresentation: Bool)
    /// A tap at a point in window coordinates (HIT, POP-2, DETENT-2).
    case tap(at: Point)
    /// A pan from a point in window coordinates, moved through the translations `through` (each
    /// from the start; a recognizer sees `.changed` for each) to `translation` and lifted with
    /// `velocity` (points a second), within the step: a sheet drag past the threshold is the user's
    /// dismissal attempt (LIFE-10, DETENT-4), which reads only the final translation and the
    /// velocity; the start is hit-tested as a tap is (HIT). `throughVelocities`, when not empty,
    /// gives the finger's velocity at each intermediate point (as many as `through`), which a
    /// recognizer reads at its `.changed`; empty, the finger moves at `velocity` all the way. No
    /// rule reads a velocity before the lift, so only app code (a user's controller) sees them.
    case pan(from: Point, translation: Point, velocity: Point, through: [Point] = [], throughVelocities: [Point] = [])
    /// The user's swipe from a point in window coordinates in one direction (LIFE-10): swipe
    /// recognizers for that direction recognize it, and pan recognizers see it as a short fast pan
    /// (40 pt at 1500 pt/s in the direction), so on a sheet it is exactly that `pan`.
    case swipe(from: Point, direction: SwipeDirection)

    /// The action's name as files spell it in the `do` field.
    public var name: String {
        switch self {
        case .present: return "present"
        case .dismiss: return "dismiss"
        case .beginInteractiveDismissal: return "beginInteractiveDismissal"
        case .updateInteractiveDismissal: return "updateInteractiveDismissal"
        case .finishInteractiveDismissal: return "finishInteractiveDismissal"
        case .cancelInteractiveDismissal: return "cancelInteractiveDismissal"
        case .advance: return "advance"
        case .rotate: return "rotate"
        case .resize: return "resize"
        case .selectDetent: return "selectDetent"
        case .setDetents: return "setDetents"
        case .setPreferredContentSize: return "setPreferredContentSize"
        case .setTintAdjustmentMode: return "setTintAdjustmentMode"
        case .setModalInPresentation: return "setModalInPresentation"
        case .tap: return "tap"
        case .pan: return "pan"
        case .swipe: return "swipe"
        }
    }

    /// The node ids the action names (its subject; for a `present`, its source, the presented node,
    /// the `intermediate-helper` helper and the popover's source and passthrough views), in field
    /// order. Not the ids a `present` declares besides them (children, a substitute).
    public var namedNodes: [String] {
        switch self {
        case .present(let present):
            var ids = [present.source, present.node.id]
            if let helper = present.helperID { ids.append(helper) }
            if let view = present.popover?.sourceView { ids.append(view) }
            ids += present.popover?.passthrough ?? []
            return ids
        case .dismiss(let node, _), .beginInteractiveDismissal(let node), .selectDetent(let node, _),
             .setDetents(let node, _), .setPreferredContentSize(let node, _), .setTintAdjustmentMode(let node, _),
             .setModalInPresentation(let node, _):
            return [node]
        case .updateInteractiveDismissal, .finishInteractiveDismissal, .cancelInteractiveDismissal, .advance, .rotate,
             .resize, .tap, .pan, .swipe:
            return []
        }
    }
}

/// The fields of a `present` action (CTX, ADAPT, SHEET, POP, catalogue controllers).
/// Every field names the rule it feeds; the action itself is checked by LIFE-1.
public struct PresentAction: Codable, Hashable, Sendable {
    /// The node whose `present` is called (the *source*).
    public var source: String
    /// The view controller tree to present; its root is the presented node.
    public var node: Node
    /// The requested `modalPresentationStyle`.
    public var style: PresentationStyle
    public var animated: Bool
    /// A catalogue presentation controller, for `.custom` (or `.popover` for `half-height-adaptive`).
    public var controller: Optional<CatalogueController>
    /// For `.custom` without a catalogue controller: the plain `PresentationController`'s
    /// `shouldPresentInFullscreen` (true when absent, CTX-2/CTX-3). Ignored by catalogue controllers,
    /// whose value the catalogue fixes.
    public var shouldPresentInFullscreen: Optional<Bool>
    /// For `.custom` without a catalogue controller: `shouldRemovePresentersView` (FRAME-2).
    public var shouldRemovePresentersView: Optional<Bool>
    /// Sheet settings for sheet styles (SHEET, DETENT).
    public var sheet: Optional<SheetOptions>
    /// For `.popover`: the `adaptiveSheetPresentationController` settings (ADAPT-8).
    public var adaptiveSheet: Optional<SheetOptions>
    /// For `.popover`: its anchor. Absent means no source view ("no anchor", POP-1).
    public var popover: Optional<PopoverOptions>
    /// The presentation controller's delegate, when the scenario sets one (ADAPT-2, ADAPT-9).
    public var delegate: Optional<AdaptiveDelegateOptions>

    public init(
        source: String, node: Node, style: PresentationStyle, animated: Bool = false,
        controller: CatalogueController? = nil, shouldPresentInFullscreen: Bool? = nil,
        shouldRemovePresentersView: Bool? = nil, sheet: SheetOptions? = nil, adaptiveSheet: SheetOptions? = nil,
        popover: PopoverOptions? = nil, delegate: AdaptiveDelegateOptions? = nil
    ) {
        self.source = source
        self.node = node
        self.style = style
        self.animated = animated
        self.controller = controller
        self.shouldPresentInFullscreen = shouldPresentInFullscreen
        self.shouldRemovePresentersView = shouldRemovePresentersView
        self.sheet = sheet
        self.adaptiveSheet = adaptiveSheet
        self.popover = popover
        self.delegate = delegate
    }
}

/// A popover's anchor (POP-1, POP-2) and its permitted arrow directions (POP-3).
public struct PopoverOptions: Codable, Hashable, Sendable {
    /// The node whose view is `sourceView`; the presenting source node when absent.
    public var sourceView: Optional<String>
    /// `sourceRect` in the source view's coordinates; the source view's bounds when absent.
    public var sourceRect: Optional<Rect>
    /// Nodes whose views are `passthroughViews`.
    public var passthrough: Optional<[String]>
    /// `permittedArrowDirections` (POP-3), in any order; `.any` when absent. An empty list is invalid.
    public var permittedArrowDirections: Optional<[PopoverArrow]>

    public init(sourceView: String? = nil, sourceRect: Rect? = nil, passthrough: [String]? = nil,
                permittedArrowDirections: [PopoverArrow]? = nil) {
        self.sourceView = sourceView
        self.sourceRect = sourceRect
        self.passthrough = passthrough
        self.permittedArrowDirections = permittedArrowDirections
    }
}

/// An adaptive presentation delegate (ADAPT-2, ADAPT-6, ADAPT-9, LIFE-10).
public struct AdaptiveDelegateOptions: Codable, Hashable, Sendable {
    /// What `adaptivePresentationStyle(for:traitCollection:)` answers whenever asked.
    public var adaptiveStyle: PresentationStyle
    /// What `viewControllerForAdaptivePresentationStyle` returns while adapted; nil keeps the
    /// presented view controller (ADAPT-6).
    public var substitute: Optional<Node>
    /// What `presentationControllerShouldDismiss` answers when a user dismissal attempt asks it;
    /// true when absent (LIFE-10).
    public var shouldDismiss: Optional<Bool>

    public init(adaptiveStyle: PresentationStyle, substitute: Node? = nil, shouldDismiss: Bool? = nil) {
        self.adaptiveStyle = adaptiveStyle
        self.substitute = substitute
        self.shouldDismiss = shouldDismiss
    }
}
