import Foundation
import PresCheckCore

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
        presentations[index].settledRemovalFRAME2
    }

    /// Whether some presentation removes views now (FRAME-2), asked once per window built.
    private var anyPresentationRemoves: Bool {
        for index in 0..<presentations.count where removalFRAME2(index) != nil { return true }
        return false
    }

    /// FRAME-2 applied to one superview's subviews: those that begin at `first` in `window` (the
    /// last ones built) at level `depth`, back to front. A view that goes takes its subviews with
    /// it; with no container among them that removes anything, they stay as they are.
    private func applyRemovalFRAME2(_ window: inout WindowSnapshot, subviewsFrom first: Int, depth: Int) {
        guard first < window.places.count, window.removesViews else { return }
        var removes = false
        for position in first..<window.places.count where window.places[position].depth == depth {
            guard window.places[position].kind == .container, let index = index(ofKey: window.places[position].key),
                  removalFRAME2(index) != nil else { continue }
            removes = true
            break
        }
        guard removes else { return }
        // Less often reached: the subviews' positions, each with whether it stays, in two lists on
        // the stack (at most as many as the views from `first` on).
        let capacity = window.places.count - first
        withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { positions in
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: capacity) { stays in
                var count = 0
                for position in first..<window.places.count where window.places[position].depth == depth {
                    positions[count] = position
                    stays[count] = true
                    count += 1
                }
                for place in 0..<count where window.places[positions[place]].kind == .container {
                    guard let index = index(ofKey: window.places[positions[place]].key),
                          let scope = removalFRAME2(index) else { continue }
                    switch scope {
                    case .everythingBehind:
                        for behind in 0..<place { stays[behind] = false }
                    case .presenterOnly:
                        let presenter = presentations[index].presenterKey
                        for other in 0..<count where window.places[positions[other]].kind == .node {
                            if window.places[positions[other]].key == presenter { stays[other] = false }
                        }
                    }
                }
                // Front to back, so that the positions of the subviews still to remove stay as they were.
                for place in (0..<count).reversed() where !stays[place] {
                    let end = place + 1 < count ? positions[place + 1] : window.places.count
                    window.removeViews(positions[place]..<end)
                }
            }
        }
    }

    /// HIT-3, TINT-1: the window's views in preorder, back to front (`WindowSnapshot`): the root
    /// VC's view (with any context container directly above it), then one container per
    /// full-window presentation in acceptance order, each followed by its subviews, each with its
    /// frame, own alpha, hidden flag, interaction flag and effective tint. The window itself is
    /// not listed; its own subviews have superview `window`.
    ///
    /// Reading: (Reading HIT-3.a) isUserInteractionEnabled is true for every view (no rule turns it off; containers
    /// that let touches through do so by HIT-2, not by the flag).
    ///
    /// Reading: (Reading HIT-3.a) a hidden view's subviews are still listed (they are in the window), with their own
    /// isHidden false.
    ///
    /// Reading: (Reading HIT-3.a) containers have alpha 1, tint as TINT-1 gives (effective mode up the superviews).
    ///
    /// Without `listingViews`, only the views' places are listed (`WindowSnapshot.listsViews`).
    func windowViewsHIT3(listingViews: Bool = true) -> WindowSnapshot {
        var spare: [ViewPlace] = []
        return windowViewsHIT3(listingViews: listingViews, reusing: &spare)
    }

    /// `windowViewsHIT3(listingViews:)`, its places listed in `spare`'s storage
    /// (`WindowSnapshot.init(capacity:listsViews:reusing:)`).
    func windowViewsHIT3(listingViews: Bool = true, reusing spare: inout [ViewPlace]) -> WindowSnapshot {
        // Room for every node's view and two views per presentation (its container and, for most, a
        // dimming view): a window with more (a card, a hidden dimming view) grows its lists, which
        // costs less than the larger lists every other window would allocate.
        var window = WindowSnapshot(capacity: nodeCapacity + 2 * presentations.count, listsViews: listingViews,
                                    reusing: &spare)
        window.removesViews = anyPresentationRemoves
        // FRAME-2: the window's own subviews that the removal below would take out again are not
        // built: those behind the front-most one that removes everything behind it, and the root
        // view when a container removes its presenter's view and that presenter is the root.
        let front = window.removesViews ? frontmostRemovingEverythingFRAME2() : nil
        if front == nil, !window.removesViews || !removesRootViewFRAME2() {
            var preorder = 0
            appendNodeView(id: root.id, children: root.children, keys: rootKeys, preorder: &preorder, frame: geometry.bounds,
                           alpha: 1, card: nil, in: .window, inherited: .normal, depth: 0, to: &window)
        }
        if hasContextPresentations, front?.isRootContext ?? true {
            for index in (front?.index ?? 0)..<presentations.count
            where presentations[index].presenterKey == rootKeys[0] && presentations[index].isContext {
                appendContainerView(index, in: .window, inherited: .normal, depth: 0, to: &window)
            }
        }
        let firstFullWindow = front.map { $0.isRootContext ? 0 : $0.index } ?? 0
        for index in firstFullWindow..<presentations.count where !presentations[index].isContext {
            appendContainerView(index, in: .window, inherited: .normal, depth: 0, to: &window)
        }
        applyRemovalFRAME2(&window, subviewsFrom: 0, depth: 0)
        return window
    }

    /// FRAME-2: the front-most of the window's own subviews that removes every view behind it
    /// (`RemovalScope.everythingBehind`), as `applyRemovalFRAME2` finds its removal, with the
    /// index of its presentation and whether it is a context container of the root node (which
    /// sits right above the root view, behind every full-window container); nil when none does.
    /// The subviews behind it go whatever else removes: a subview's removal reaches only views
    /// behind it or the presenter's view, and the only node view among the window's own subviews
    /// is the root view, behind every container.
    private func frontmostRemovingEverythingFRAME2() -> (index: Int, isRootContext: Bool)? {
        var index = presentations.count
        while index > 0 {
            index -= 1
            if !presentations[index].isContext, removesEverythingBehindFRAME2(index) { return (index, false) }
        }
        guard hasContextPresentations else { return nil }
        index = presentations.count
        while index > 0 {
            index -= 1
            if presentations[index].isContext, presentations[index].presenterKey == rootKeys[0],
               removesEverythingBehindFRAME2(index) { return (index, true) }
        }
        return nil
    }

    /// FRAME-2: whether one of the window's own subviews removes only its presenter's view
    /// (`RemovalScope.presenterOnly`), as `applyRemovalFRAME2` finds its removal, and that
    /// presenter is the root node, whose view then goes.
    private func removesRootViewFRAME2() -> Bool {
        for index in 0..<presentations.count
        where !presentations[index].isContext || presentations[index].presenterKey == rootKeys[0] {
            guard let removing = self.index(ofKey: presentations[index].presentedKey),
                  case .presenterOnly = removalFRAME2(removing) else { continue }
            if presentations[removing].presenterKey == rootKeys[0] { return true }
        }
        return false
    }

    /// FRAME-2: whether the container of the presentation at `index`, met among a superview's
    /// subviews, removes every view behind it, its removal found by its key as
    /// `applyRemovalFRAME2` finds it.
    private func removesEverythingBehindFRAME2(_ index: Int) -> Bool {
        guard let removing = self.index(ofKey: presentations[index].presentedKey),
              case .everythingBehind = removalFRAME2(removing) else { return false }
        return true
    }

    /// HIT-3: context containers are inserted into the presenter's superview directly above its
    /// view: appends those the node with `presenterKey` (`NodeTable`) presents to `window`, in
    /// acceptance order, at level `depth` in `superview`, whose effective tint is `inherited`. The
    /// presenter is matched by key, a number, where its id would be compared as a string for
    /// every view in the window.
    private func appendContextContainers(presenterKey: Int, in superview: HitTarget, inherited: TintAdjustmentMode,
                                         depth: Int, to window: inout WindowSnapshot) {
        guard hasContextPresentations else { return }
        for index in 0..<presentations.count where presentations[index].presenterKey == presenterKey {
            if presentations[index].isContext {
                appendContainerView(index, in: superview, inherited: inherited, depth: depth, to: &window)
            }
        }
    }

    /// TRAIT-2, TINT-1: appends node `id`'s view at level `depth` in `superview` (whose effective
    /// tint is `inherited`), then its `children`'s views (later in front; each read in place, its
    /// fields passed down), each followed by the context containers it presents; `card` (the
    /// half-height-adaptive card's frame, named for the presentation `cardOf`) puts the card at the
    /// back. `keys` are those of the node's tree in preorder, the node's at `preorder`, which moves
    /// past the node and its descendants.
    /// Reading: (Reading TRAIT-2.b) the card is the presented view's first subview, behind the node's children.
    private func appendNodeView(id: String, children: [Node], keys: [Int], preorder: inout Int, frame: CGRect,
                                alpha: Double, card: (frame: CGRect, of: String, key: Int)?, in superview: HitTarget,
                                inherited: TintAdjustmentMode, depth: Int, to window: inout WindowSnapshot) {
        let key = keys[preorder]
        preorder += 1
        let name = HitTarget.node(id)
        let tint = Self.effectiveTint(own: ownTintMode(ofKey: key), inherited: inherited)
        window.append(ViewPlace(kind: .node, key: key, depth: depth, frame: frame, alpha: alpha, tint: tint),
                      name: name, superview: superview)
        let first = window.places.count
        if let card {
            window.append(ViewPlace(kind: .card, key: card.key, depth: depth + 1, frame: card.frame, alpha: 1, tint: tint),
                          name: .card(card.of), superview: name)
        }
        appendSubviews(of: children, keys: keys, preorder: &preorder, frame: frame, in: name, inherited: tint,
                       depth: depth + 1, to: &window)
        if window.removesViews { applyRemovalFRAME2(&window, subviewsFrom: first, depth: depth + 1) }
    }

    /// TRAIT-2, TINT-1: appends the views of `children` (a node's, whose view has `frame` and is
    /// `superview`, with effective tint `inherited`) at level `depth`, later in front, each
    /// followed by its own subviews (a leaf's without a call) and by the context containers it
    /// presents, as `appendNodeView` appends a node's; `keys` and `preorder` as there.
    private func appendSubviews(of children: [Node], keys: [Int], preorder: inout Int, frame: CGRect,
                                in superview: HitTarget, inherited: TintAdjustmentMode, depth: Int,
                                to window: inout WindowSnapshot) {
        for position in 0..<children.count {
            let childFrame = Self.childFrameTRAIT2(unit: children[position].frame, parent: frame)
            let key = keys[preorder]
            preorder += 1
            let tint = explicitlyTinted.isEmpty
                ? inherited : Self.effectiveTint(own: ownTintMode(ofKey: key), inherited: inherited)
            let place = ViewPlace(kind: .node, key: key, depth: depth, frame: childFrame, alpha: 1, tint: tint)
            // A leaf's name is made for the observation alone, and moves into it.
            if children[position].children.isEmpty {
                window.append(place, name: .node(children[position].id), superview: superview)
            } else {
                let name = HitTarget.node(children[position].id)
                window.append(place, name: name, superview: superview)
                let first = window.places.count
                appendSubviews(of: children[position].children, keys: keys, preorder: &preorder, frame: childFrame,
                               in: name, inherited: tint, depth: depth + 1, to: &window)
                if window.removesViews { applyRemovalFRAME2(&window, subviewsFrom: first, depth: depth + 1) }
            }
            appendContextContainers(presenterKey: key, in: superview, inherited: inherited, depth: depth, to: &window)
        }
    }

    /// LIFE-2: an intermediate (non-top) layer of a running dismissal has left the window.
    func presentedViewIsInContainer(_ index: Int) -> Bool {
        guard let transition else { return true }
        let layers = transition.dismissedLayers
        guard layers.contains(presentations[index].presented) else { return true }
        return layers.first == presentations[index].presented
    }

    /// HIT-3: appends a container at level `depth` in `superview` (whose effective tint is
    /// `inherited`), then its subviews: dimming view, then the views the controller added, then the
    /// presented view (ADAPT-6: the substitute's while active), then the context containers of the
    /// VC whose view that is.
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
    private func appendContainerView(_ index: Int, in superview: HitTarget, inherited: TintAdjustmentMode, depth: Int,
                                     to window: inout WindowSnapshot) {
        let presented = presentations[index].presented
        let key = presentations[index].presentedKey
        let frame = containerFrameCTX4(index)
        // The style it behaves as and, for a sheet, DETENT-1, each read once for the container
        // and its dimming view.
        let behaviour = behaviour(index)
        let passes: Bool
        let dimmingTarget: Double?
        switch behaviour {
        case .popover:
            passes = true
            dimmingTarget = Popovers.dimmingAlpha
        case .sheet:
            let dimmed = isDimmedSheet(index) == true
            passes = !dimmed
            dimmingTarget = dimmed ? 1 : nil
        case .custom(let controller):
            passes = false
            dimmingTarget = Catalogue.dimmingAlpha(controller)
        default:
            passes = false
            dimmingTarget = nil
        }
        let name = HitTarget.container(presented)
        window.append(ViewPlace(kind: .container, key: key, depth: depth, frame: frame, alpha: 1, tint: inherited,
                                letsTouchesThrough: passes),
                      name: name, superview: superview)
        let first = window.places.count
        if let dimmingTarget {
            // LIFE-6, as `dimmingAlphaNow` gives it.
            let alpha = dimmingTarget * visibility(index)
            window.append(ViewPlace(kind: .dimming, key: key, depth: depth + 1, frame: frame, alpha: alpha, tint: inherited),
                          name: .dimming(presented), superview: name)
        }
        if let alpha = hiddenCatalogueDimmingAlphaNow(index) {
            window.append(ViewPlace(kind: .hiddenCatalogueDimming, key: key, depth: depth + 1, frame: frame, alpha: alpha,
                                    tint: inherited),
                          name: .dimming(presented), superview: name, isHidden: true)
        }
        // The presented view's tree, read in place (a copy of a tree retains all of it).
        let substituted = isSubstituteActive(index)
        if presentedViewIsInContainer(index) {
            let now = presentedFrameNow(index, container: frame)
            let card = cardFrame(index, presented: now).map { (frame: $0, of: presented, key: key) }
            let alpha = presentedAlphaNow(index)
            var preorder = 0
            if substituted, let substitute = presentations[index].substitute {
                appendNodeView(id: substitute.id, children: substitute.children,
                               keys: presentations[index].substituteKeys, preorder: &preorder, frame: now, alpha: alpha,
                               card: card, in: name, inherited: inherited, depth: depth + 1, to: &window)
            } else {
                appendNodeView(id: presented, children: presentations[index].presentedChildren,
                               keys: presentations[index].treeKeys, preorder: &preorder, frame: now, alpha: alpha,
                               card: card, in: name, inherited: inherited, depth: depth + 1, to: &window)
            }
        }
        // The VC whose view is the presented view: the active substitute (ADAPT-6, which a
        // presentation that takes one always has) or the presented node.
        let treeKey = substituted ? presentations[index].substituteKeys[0] : key
        appendContextContainers(presenterKey: treeKey, in: name, inherited: inherited, depth: depth + 1, to: &window)
        applyRemovalFRAME2(&window, subviewsFrom: first, depth: depth + 1)
    }
}
