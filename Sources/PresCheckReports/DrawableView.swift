import PresCheck
import PresCheckCore

/// One view a step picture draws, in window coordinates. Pictures never read observations
/// directly: they draw a list of these, back to front, which `DrawableViews.build` makes from an
/// observation. When observations carry the window's whole view tree, that one function is what
/// changes.
/// Serves HIT-3 (back-to-front order), FRAME-1..5 and CTX-4 (frames), LIFE-6 (alpha), TINT-1.
struct DrawableView: Hashable, Sendable {
    enum Kind: String, Hashable, Sendable {
        /// A view controller's view, labelled with its node id.
        case node
        /// A presentation's container view (drawn as a dashed outline).
        case container
        /// A presentation's dimming view (a translucent layer).
        case dimming
        /// The `half-height-adaptive` card inside its presented view.
        case card
    }

    var kind: Kind
    /// The node id for a node view; the presented node's id for the other kinds.
    var id: String
    var frame: Rect
    var alpha: Double
    var tint: TintAdjustmentMode?
    /// 0 for the root layer; k for the layer of the k-th live presentation (acceptance order).
    var layer: Int
    /// On the root view of a presented tree: how it is presented.
    var mark: PresentationMark?
    /// The frame is not observed but derived from observed values by a catalogue rule (the card).
    var isDerived = false

    /// How observations name this view as a tap's target (`HitTarget`).
    var hitName: HitTarget {
        switch kind {
        case .node: return .node(id)
        case .container: return .container(id)
        case .dimming: return .dimming(id)
        case .card: return .card(id)
        }
    }
}

/// How a presented tree is presented, for the marks a picture puts on it: sheets and popovers
/// (SHEET, POP-1), adapted styles (ADAPT-7), catalogue controllers, the phase (LIFE-3).
struct PresentationMark: Hashable, Sendable {
    var style: PresentationStyle
    var adaptedStyle: PresentationStyle
    var phase: PresentationObservation.Phase
    var controller: CatalogueController?

    /// The style in effect: the adapted one when there is one (ADAPT-7).
    var effectiveStyle: PresentationStyle { adaptedStyle == .none ? style : adaptedStyle }
    var isSheet: Bool { effectiveStyle.isSheetStyle }
    var isPopover: Bool { effectiveStyle == .popover }

    /// `sheet (pageSheet)`, `popover`, `popover → formSheet sheet`, `custom: centered-card`, with
    /// the phase when a transition is running.
    var label: String {
        var text: String
        if isSheet {
            text = "sheet (\(effectiveStyle.rawValue))"
        } else if isPopover {
            text = "popover"
        } else if let controller {
            text = "\(style.rawValue): \(controller.rawValue)"
        } else {
            text = effectiveStyle.rawValue
        }
        if adaptedStyle != .none { text = "\(style.rawValue) → " + text }
        if phase != .presented { text += ", \(phase.rawValue)" }
        return text
    }
}

/// Builds the drawable views of one observation.
/// Serves HIT-3, FRAME-2 (removed views are not drawn) and CTX-4.
enum DrawableViews {
    /// Back to front: the root layer's views (each tree in preorder: parents behind children),
    /// then for each live presentation in acceptance order its container, its dimming view and
    /// its presented tree (a substitute's tree with it, ADAPT-6). Views not in the window
    /// (frame nil) are left out.
    ///
    /// Reading: acceptance order stands for HIT-3's z-order; a context container, which HIT-3
    /// puts just above its presenter's view, is drawn above the whole root layer instead. The
    /// `half-height-adaptive` card is not observed; it is derived from the observed presented
    /// frame and adapted style by the catalogue rule (bounds as a popover, bottom half when
    /// adapted), drawn just behind the presented node's children, and marked as derived.
    static func build(_ observation: Observation, scenario: Scenario) -> [DrawableView] {
        let controllers = presentControllers(scenario)
        let presented = observation.presentations.map(\.presented)
        // Split the nodes into layers at each presented node.
        var groups: [[NodeObservation]] = [[]]
        var groupOwner: [String?] = [nil]
        for node in observation.nodes {
            if presented.contains(node.id) {
                groups.append([])
                groupOwner.append(node.id)
            }
            groups[groups.count - 1].append(node)
        }
        var views: [DrawableView] = []
        func addTree(_ nodes: [NodeObservation], layer: Int, presentation: PresentationObservation?) {
            for node in nodes {
                guard let frame = node.frame else { continue }
                var view = DrawableView(kind: .node, id: node.id, frame: frame, alpha: node.alpha ?? 1, tint: node.tint, layer: layer)
                if let presentation, presentation.presented == node.id {
                    let controller = controllers.first { $0.id == node.id }?.controller
                    view.mark = PresentationMark(style: presentation.style, adaptedStyle: presentation.adaptedStyle,
                                                 phase: presentation.phase, controller: controller)
                    views.append(view)
                    if controller == .halfHeightAdaptive {
                        views.append(DrawableView(kind: .card, id: node.id, frame: cardFrame(frame, adapted: presentation.adaptedStyle != .none),
                                                  alpha: 1, tint: node.tint, layer: layer, isDerived: true))
                    }
                    continue
                }
                views.append(view)
            }
        }
        addTree(groups[0], layer: 0, presentation: nil)
        for (index, presentation) in observation.presentations.enumerated() {
            let layer = index + 1
            if let container = presentation.container {
                views.append(DrawableView(kind: .container, id: presentation.presented, frame: container, alpha: 1, layer: layer))
            }
            if let dimming = presentation.dimming {
                views.append(DrawableView(kind: .dimming, id: presentation.presented, frame: dimming,
                                          alpha: presentation.dimmingAlpha ?? 1, layer: layer))
            }
            let nodes = groupOwner.firstIndex(of: presentation.presented).map { groups[$0] } ?? []
            addTree(nodes, layer: layer, presentation: presentation)
        }
        return views
    }

    /// Catalogue `half-height-adaptive`: the card is the presented view's bounds as a popover and
    /// its bottom half when adapted (window coordinates here).
    static func cardFrame(_ presented: Rect, adapted: Bool) -> Rect {
        adapted ? Rect(x: presented.x, y: presented.y + presented.height / 2, width: presented.width, height: presented.height / 2)
            : presented
    }

    /// The catalogue controller of each presented node, from the first `present` of it.
    private static func presentControllers(_ scenario: Scenario) -> [(id: String, controller: CatalogueController?)] {
        var result: [(id: String, controller: CatalogueController?)] = []
        for action in scenario.actions {
            guard case .present(let present) = action, !result.contains(where: { $0.id == present.node.id }) else { continue }
            result.append((present.node.id, present.controller))
        }
        return result
    }
}
