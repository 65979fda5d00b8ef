import Foundation
import PresCheckCore

/// One view of the modelled window hierarchy, frames in window coordinates (HIT-3 z-order, FRAME-2
/// removal, LIFE-2 intermediate views, TINT-1 modes, HIT-1 qualification). The window's views are
/// one list in preorder, back to front (`OracleState.windowViewsHIT3()`): each view is followed by
/// its subviews, back to front, and `depth` places it in the tree, so that building the window
/// makes one list instead of an array of subviews per view. Hit testing and the observation's
/// `views` both read this one model.
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
    /// The key (`NodeTable`) of the node the id names: the node's own for its view, the presented
    /// node's for a presentation's container, dimming and card views.
    var key: Int
    var frame: CGRect
    var alpha: Double
    var ownTint: TintAdjustmentMode
    /// HIT-2: a container that lets through touches no subview takes (undimmed sheet, popover).
    var letsTouchesThrough: Bool
    /// HIT-1: a hidden view does not qualify (ADAPT-2 hides a catalogue controller's views while
    /// its presentation is adapted).
    var isHidden = false
    /// The number of superviews between the view and the window: 0 for the window's subviews.
    /// In the preorder list, a view's subviews are the views after it one level deeper, up to the
    /// next view at its own level or above.
    var depth: Int
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


    /// FRAME-2 applied to one superview's subviews: those that begin at `first` in `views` (the
    /// last ones built) at level `depth`, back to front. A view that goes takes its subviews with
    /// it; with no container among them that removes anything, they stay as they are.
    private func applyRemovalFRAME2(_ views: inout [ModelView], subviewsFrom first: Int, depth: Int) {
        guard first < views.count, anyPresentationSettled else { return }
        var removes = false
        for position in first..<views.count where views[position].depth == depth {
            guard case .container(let presented) = views[position].id, let index = index(of: presented),
                  removalFRAME2(index) != nil else { continue }
            removes = true
            break
        }
        guard removes else { return }
        // Rarely reached: the subviews' positions, and which of them stay.
        let subviews = (first..<views.count).filter { views[$0].depth == depth }
        var keep = Array(repeating: true, count: subviews.count)
        for (place, position) in subviews.enumerated() {
            guard case .container(let presented) = views[position].id, let index = index(of: presented),
                  let scope = removalFRAME2(index) else { continue }
            switch scope {
            case .everythingBehind:
                for behind in 0..<place { keep[behind] = false }
            case .presenterOnly:
                let presenter = ModelView.ID.node(presentations[index].presenter)
                for other in subviews.indices where views[subviews[other]].id == presenter { keep[other] = false }
            }
        }
        // Front to back, so that the positions of the subviews still to remove stay as they were.
        for place in subviews.indices.reversed() where !keep[place] {
            let end = place + 1 < subviews.count ? subviews[place + 1] : views.count
            views.removeSubrange(subviews[place]..<end)
        }
    }

    /// HIT-3: the window's views in preorder, back to front (`ModelView`): the root VC's view
    /// (with any context container directly above it), then one container per full-window
    /// presentation in acceptance order, each followed by its subviews.
    func windowViewsHIT3() -> [ModelView] {
        var views: [ModelView] = []
        views.reserveCapacity(8 + 4 * presentations.count)
        var preorder = 0
        appendNodeView(id: root.id, children: root.children, keys: rootKeys, preorder: &preorder, frame: geometry.bounds,
                       alpha: 1, card: nil, depth: 0, to: &views)
        appendContextContainers(presenter: root.id, depth: 0, to: &views)
        for index in presentations.indices where !presentations[index].isContext {
            appendContainerView(index, depth: 0, to: &views)
        }
        applyRemovalFRAME2(&views, subviewsFrom: 0, depth: 0)
        return views
    }

    /// HIT-3: context containers are inserted into the presenter's superview directly above its
    /// view: appends those `presenter` presents to `views`, in acceptance order, at level `depth`.
    private func appendContextContainers(presenter: String, depth: Int, to views: inout [ModelView]) {
        guard hasContextPresentations else { return }
        for index in presentations.indices where presentations[index].isContext {
            if presentations[index].presenter == presenter { appendContainerView(index, depth: depth, to: &views) }
        }
    }

    /// TRAIT-2: appends node `id`'s view at level `depth`, then its `children`'s views (later in
    /// front; each read in place, its fields passed down), each followed by the context containers
    /// it presents; `card` puts the half-height-adaptive card at the back. `keys` are those of the
    /// node's tree in preorder, the node's at `preorder`, which moves past the node and its
    /// descendants.
    /// Reading: (Reading TRAIT-2.b) the card is the presented view's first subview, behind the node's children.
    private func appendNodeView(id: String, children: [Node], keys: [Int], preorder: inout Int, frame: CGRect,
                                alpha: Double, card: ModelView?, depth: Int, to views: inout [ModelView]) {
        let key = keys[preorder]
        preorder += 1
        views.append(ModelView(id: .node(id), key: key, frame: frame, alpha: alpha, ownTint: ownTintMode(ofKey: key),
                               letsTouchesThrough: false, depth: depth))
        let first = views.count
        if let card { views.append(card) }
        for position in children.indices {
            let childFrame = Self.childFrameTRAIT2(unit: children[position].frame, parent: frame)
            appendNodeView(id: children[position].id, children: children[position].children, keys: keys,
                           preorder: &preorder, frame: childFrame, alpha: 1, card: nil, depth: depth + 1, to: &views)
            appendContextContainers(presenter: children[position].id, depth: depth + 1, to: &views)
        }
        applyRemovalFRAME2(&views, subviewsFrom: first, depth: depth + 1)
    }

    /// LIFE-2: an intermediate (non-top) layer of a running dismissal has left the window.
    func presentedViewIsInContainer(_ index: Int) -> Bool {
        guard let transition else { return true }
        let layers = transition.dismissedLayers
        return !(layers.contains(presentations[index].presented) && layers.first != presentations[index].presented)
    }

    /// HIT-3: appends a container at level `depth`, then its subviews: dimming view, then the
    /// views the controller added, then the presented view (ADAPT-6: the substitute's while
    /// active), then the context containers of the VC whose view that is.
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
    private func appendContainerView(_ index: Int, depth: Int, to views: inout [ModelView]) {
        let presented = presentations[index].presented
        let key = presentations[index].presentedKey
        let frame = containerFrameCTX4(index)
        let passes: Bool
        switch behaviour(index) {
        case .popover: passes = true
        case .sheet: passes = isDimmedSheet(index) == false
        default: passes = false
        }
        views.append(ModelView(id: .container(presented), key: key, frame: frame, alpha: 1, ownTint: .automatic,
                               letsTouchesThrough: passes, depth: depth))
        let first = views.count
        if let alpha = dimmingAlphaNow(index) {
            views.append(ModelView(id: .dimming(presented), key: key, frame: frame, alpha: alpha, ownTint: .automatic,
                                   letsTouchesThrough: false, depth: depth + 1))
        }
        if let alpha = hiddenCatalogueDimmingAlphaNow(index) {
            views.append(ModelView(id: .hiddenCatalogueDimming(presented), key: key, frame: frame, alpha: alpha,
                                   ownTint: .automatic, letsTouchesThrough: false, isHidden: true, depth: depth + 1))
        }
        // The presented view's tree, read in place (a copy of a tree retains all of it).
        let substituted = isSubstituteActive(index)
        let treeID = activeSubstituteID(index) ?? presented
        if presentedViewIsInContainer(index) {
            let now = presentedFrameNow(index, container: frame)
            let card = cardFrame(index, presented: now).map {
                ModelView(id: .card(presented), key: key, frame: $0, alpha: 1, ownTint: .automatic,
                          letsTouchesThrough: false, depth: depth + 2)
            }
            let alpha = presentedAlphaNow(index)
            var preorder = 0
            if substituted, let substitute = presentations[index].substitute {
                appendNodeView(id: substitute.id, children: substitute.children,
                               keys: presentations[index].keys.substitute, preorder: &preorder, frame: now, alpha: alpha,
                               card: card, depth: depth + 1, to: &views)
            } else {
                appendNodeView(id: presented, children: presentations[index].request.node.children,
                               keys: presentations[index].keys.tree, preorder: &preorder, frame: now, alpha: alpha,
                               card: card, depth: depth + 1, to: &views)
            }
        }
        appendContextContainers(presenter: treeID, depth: depth + 1, to: &views)
        applyRemovalFRAME2(&views, subviewsFrom: first, depth: depth + 1)
    }
}
