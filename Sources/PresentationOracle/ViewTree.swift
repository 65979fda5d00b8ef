import Foundation
import PresCheckCore

/// One view of the modelled window hierarchy, back-to-front subviews, frames in window
/// coordinates (HIT-3 z-order, FRAME-2 removal, LIFE-2 intermediate views, TINT-1 modes, HIT-1
/// qualification). Hit testing and the observation's `views` both read this one model.
struct ModelView: Sendable {
    enum ID: Hashable, Sendable {
        case node(String)
        case container(String)
        /// The dimming view that acts for the presentation: the system's (DETENT-2, POP-2, or the
        /// style an adapted `.custom` presentation behaves as) or, unadapted, the catalogue's.
        case dimming(String)
        /// ADAPT-2: a catalogue controller's dimming view while its presentation is adapted (hidden).
        case hiddenCatalogueDimming(String)
        case card(String)

        /// How observations name the view (`HitTarget`): a node's view by its id, `container(P)`,
        /// `dimming(P)` (both kinds of dimming view), `card(P)`.
        var name: HitTarget {
            switch self {
            case .node(let id): return .node(id)
            case .container(let id): return .container(id)
            case .dimming(let id), .hiddenCatalogueDimming(let id): return .dimming(id)
            case .card(let id): return .card(id)
            }
        }
    }

    var id: ID
    var frame: CGRect
    var alpha: Double
    var ownTint: TintAdjustmentMode
    /// HIT-2: a container that lets through touches no subview takes (undimmed sheet, popover).
    var letsTouchesThrough: Bool
    /// HIT-1: a hidden view does not qualify (ADAPT-2 hides a catalogue controller's views while
    /// its presentation is adapted).
    var isHidden = false
    var subviews: [ModelView]
}

/// FRAME-2: what a settled presentation removes from the window.
enum RemovalScope: Sendable {
    /// Every view behind its container (adapted `.fullScreen`; full-window `.custom` with
    /// `shouldRemovePresentersView`).
    case everythingBehind
    /// Only the presenter's view (`.currentContext`; context `.custom` with `shouldRemovePresentersView`).
    case presenterOnly
}

extension OracleState {
    /// FRAME-2: the removal a presentation performs now: only after `presentationTransitionDidEnd(true)`
    /// and until its dismissal starts (LIFE-7). A context `.custom` presentation (CTX-3) with
    /// `shouldRemovePresentersView` removes only the presenter's view, as `.currentContext` does;
    /// its siblings (a dimming view behind it, other children's views) stay.
    func removalFRAME2(_ index: Int) -> RemovalScope? {
        guard presentations[index].phase == .presented else { return nil }
        return settledRemovalFRAME2(index)
    }

    /// FRAME-2: the removal the presentation performs when settled, for the style it has now
    /// (whatever its phase).
    func settledRemovalFRAME2(_ index: Int) -> RemovalScope? {
        switch behaviour(index) {
        case .fullScreen: return .everythingBehind
        case .currentContext: return .presenterOnly
        case .custom(nil):
            guard presentations[index].request.shouldRemovePresentersView == true else { return nil }
            return presentations[index].isContext ? .presenterOnly : .everythingBehind
        default: return nil
        }
    }

    /// Whether some presentation is settled (`.presented`), the only phase in which FRAME-2 removes views.
    private var anyPresentationSettled: Bool {
        for index in presentations.indices where presentations[index].phase == .presented { return true }
        return false
    }

    /// FRAME-2 applied to one superview's subviews (back to front). Subviews with no container
    /// that removes anything come back as they are.
    func applyRemovalFRAME2(_ views: [ModelView]) -> [ModelView] {
        guard !views.isEmpty, anyPresentationSettled else { return views }
        var keep: [Bool] = []
        for position in views.indices {
            guard case .container(let presented) = views[position].id, let index = index(of: presented),
                  let scope = removalFRAME2(index) else { continue }
            if keep.isEmpty { keep = Array(repeating: true, count: views.count) }
            switch scope {
            case .everythingBehind:
                for behind in 0..<position { keep[behind] = false }
            case .presenterOnly:
                let presenter = ModelView.ID.node(presentations[index].presenter)
                for other in views.indices where views[other].id == presenter { keep[other] = false }
            }
        }
        guard !keep.isEmpty else { return views }
        return views.indices.filter { keep[$0] }.map { views[$0] }
    }

    /// HIT-3: the window's subviews, back to front: the root VC's view (with any context container
    /// directly above it), then one container per full-window presentation in acceptance order.
    func windowSubviewsHIT3() -> [ModelView] {
        var views: [ModelView] = []
        views.reserveCapacity(presentations.count + 1)
        views.append(nodeView(root, frame: geometry.bounds, alpha: 1, card: nil))
        appendContextContainers(presenter: root.id, to: &views)
        for index in presentations.indices where !presentations[index].isContext {
            views.append(containerView(index))
        }
        return applyRemovalFRAME2(views)
    }

    /// HIT-3: context containers are inserted into the presenter's superview directly above its
    /// view: appends those `presenter` presents to `views`, in acceptance order.
    func appendContextContainers(presenter: String, to views: inout [ModelView]) {
        guard hasContextPresentations else { return }
        for index in presentations.indices where presentations[index].isContext {
            if presentations[index].presenter == presenter { views.append(containerView(index)) }
        }
    }

    /// TRAIT-2: a node's view with its children's views (later in front), each followed by the
    /// context containers it presents; `card` puts the half-height-adaptive card at the back.
    /// Reading: (Reading TRAIT-2.b) the card is the presented view's first subview, behind the node's children.
    func nodeView(_ node: Node, frame: CGRect, alpha: Double, card: ModelView?) -> ModelView {
        nodeView(id: node.id, children: node.children, frame: frame, alpha: alpha, card: card)
    }

    /// `nodeView(_:frame:alpha:card:)` of the node `id` with `children`: each child is read in
    /// place, its fields passed down, not the node copied.
    private func nodeView(id: String, children: [Node], frame: CGRect, alpha: Double, card: ModelView?) -> ModelView {
        var subviews: [ModelView] = []
        if card != nil || !children.isEmpty { subviews.reserveCapacity(children.count + 1) }
        if let card { subviews.append(card) }
        for position in children.indices {
            let childFrame = Self.childFrameTRAIT2(unit: children[position].frame, parent: frame)
            subviews.append(nodeView(id: children[position].id, children: children[position].children,
                                     frame: childFrame, alpha: 1, card: nil))
            appendContextContainers(presenter: children[position].id, to: &subviews)
        }
        return ModelView(id: .node(id), frame: frame, alpha: alpha, ownTint: ownTintMode(ofNode: id),
                         letsTouchesThrough: false, subviews: applyRemovalFRAME2(subviews))
    }

    /// LIFE-2: an intermediate (non-top) layer of a running dismissal has left the window.
    func presentedViewIsInContainer(_ index: Int) -> Bool {
        guard let transition else { return true }
        let layers = transition.dismissedLayers
        return !(layers.contains(presentations[index].presented) && layers.first != presentations[index].presented)
    }

    /// HIT-3: a container: dimming view, then the views the controller added, then the presented
    /// view (ADAPT-6: the substitute's while active), then the context containers of the VC whose
    /// view that is.
    ///
    /// Reading: (Reading ADAPT-6.b) a context presentation is shown over its presenter's content (HIT-3 puts its
    /// container directly above the presenter's view), so its container goes where that view goes:
    /// when ADAPT-6 makes a substitute start or stop being the presented view, the container of the
    /// context presentation made by the view controller whose view stops being the presented view
    /// leaves the window with that view, and comes back, directly above that view, when it is the
    /// presented view again (CTX-4 and FRAME-2 then apply as usual). Links stay as they are (CTX-5).
    ///
    /// Reading: (Reading HIT-3.a) `dimming(P)` names every dimming view in P's container: the system's (a dimmed
    /// sheet's, a popover's POP-2 view with alpha 0.01, or the one of the style an adapted `.custom`
    /// presentation behaves as) and the one a catalogue controller adds (`half-context`,
    /// `centered-card`: alpha 0.5 when settled). While an adapted `.custom` presentation behaves as
    /// its answered style (ADAPT-2 as the project reads it: "a `.custom` presentation that its
    /// delegate adapts behaves exactly as the answered style: system frames and dimming; the views
    /// its controller added are hidden"), the catalogue's dimming view stays in the container,
    /// listed with isHidden = true, in its HIT-3 place (views the controller added come after the
    /// system dimming view and before the presented view; if the style it behaves as has a system
    /// dimming view, that one is first). Names need not be unique: views are compared in order.
    func containerView(_ index: Int) -> ModelView {
        let presented = presentations[index].presented
        let frame = containerFrameCTX4(index)
        var subviews: [ModelView] = []
        subviews.reserveCapacity(3)  // dimming views and the presented view, as a rule
        if let alpha = dimmingAlphaNow(index) {
            subviews.append(ModelView(id: .dimming(presented), frame: frame, alpha: alpha, ownTint: .automatic,
                                      letsTouchesThrough: false, subviews: []))
        }
        if let alpha = hiddenCatalogueDimmingAlphaNow(index) {
            subviews.append(ModelView(id: .hiddenCatalogueDimming(presented), frame: frame, alpha: alpha, ownTint: .automatic,
                                      letsTouchesThrough: false, isHidden: true, subviews: []))
        }
        // The presented view's tree, read in place (a copy of a tree retains all of it).
        let substituted = isSubstituteActive(index)
        let treeID = activeSubstituteID(index) ?? presented
        if presentedViewIsInContainer(index) {
            let now = presentedFrameNow(index, container: frame)
            let card = cardFrame(index, presented: now).map {
                ModelView(id: .card(presented), frame: $0, alpha: 1, ownTint: .automatic, letsTouchesThrough: false, subviews: [])
            }
            let alpha = presentedAlphaNow(index)
            if substituted, let substitute = presentations[index].substitute {
                subviews.append(nodeView(substitute, frame: now, alpha: alpha, card: card))
            } else {
                subviews.append(nodeView(presentations[index].request.node, frame: now, alpha: alpha, card: card))
            }
        }
        appendContextContainers(presenter: treeID, to: &subviews)
        let passes: Bool
        switch behaviour(index) {
        case .popover: passes = true
        case .sheet: passes = isDimmedSheet(index) == false
        default: passes = false
        }
        return ModelView(id: .container(presented), frame: frame, alpha: 1, ownTint: .automatic,
                         letsTouchesThrough: passes, subviews: applyRemovalFRAME2(subviews))
    }
}
