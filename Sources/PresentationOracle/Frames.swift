import Foundation
import PresCheckCore

/// FRAME-1, CTX-4, TRAIT-2, TRAIT-3 and LIFE-6 geometry: every frame in window coordinates,
/// computed from the state (layout passes only change the inputs, TRAIT-4).
extension OracleState {
    /// TRAIT-3: a view's safe-area insets: the window's insets minus the view's distance from each
    /// window edge, floored at 0. Inlined where it is called: a node's observation asks it of every
    /// view in the window, and the call cost more than the four subtractions.
    @inline(__always)
    static func safeInsetsTRAIT3(window: WindowGeometry, frame: CGRect) -> EdgeInsets {
        EdgeInsets(top: floored(window.safeArea.top - frame.minY),
                   left: floored(window.safeArea.left - frame.minX),
                   bottom: floored(window.safeArea.bottom - (window.size.height - frame.maxY)),
                   right: floored(window.safeArea.right - (window.size.width - frame.maxX)))
    }

    /// `max(0, inset)`, as the standard library's `max` answers (`inset` when it is not below 0),
    /// without a generic call.
    private static func floored(_ inset: CGFloat) -> CGFloat { inset >= 0 ? inset : 0 }

    /// TRAIT-2: a child's frame, unit coordinates of its parent's view bounds. Reading: (Reading TRAIT-2.a) a child
    /// without `frame` fills its parent.
    static func childFrameTRAIT2(_ child: Node, parent: CGRect) -> CGRect {
        childFrameTRAIT2(unit: child.frame, parent: parent)
    }

    /// `childFrameTRAIT2(_:parent:)` of a child whose `frame` (unit coordinates) is `unit`.
    static func childFrameTRAIT2(unit: Rect?, parent: CGRect) -> CGRect {
        unit?.cgRect.mappedFromUnit(into: parent) ?? parent
    }

    /// TRAIT-2 / FRAME-1: a node view's frame now. Root VC = window bounds; presented VC = its
    /// presentation rule (LIFE-6 offset included); children follow their parents.
    func viewFrame(of id: String) -> CGRect {
        guard let place = place(of: id) else { return .zero }
        return viewFrame(at: place)
    }

    /// `viewFrame(of:)` of a node already found: its tree's root is laid out in the window, or
    /// where the presented view of the presentation whose layer holds the tree is now (the only
    /// presentation of its presented node: `attemptPresent` accepts no node already in a layer).
    func viewFrame(at place: NodePlace) -> CGRect {
        var rootFrame = geometry.bounds
        switch place.tree {
        case .root: break
        case .presented(let index), .substitute(let index): rootFrame = presentedFrameNow(index)
        }
        return frame(at: place.path, in: place.tree, rootFrame: rootFrame)
    }

    /// TRAIT-2: where a node view that is out of the window is kept, in window coordinates: the
    /// frame its rules give it now, as for a view in the window. This is where the root of a tree
    /// (`treeID`) in the layer of the presentation at `index` (nil for layer 0) is laid out: the
    /// window's bounds in layer 0; the presented view's frame now in a presentation's layer; the
    /// settled frame (FRAME-1) for the presented tree an active ADAPT-6 substitute replaced. The
    /// observation lays out the rest of the tree from it, each child following its parent
    /// (`childFrameTRAIT2`), for a tree that has a place (`hasPlaceTRAIT2(presentation:)`).
    /// Reading: (Reading TRAIT-2.c) a view out of the window keeps the frame its rules give it, measured
    /// through the views it left with; a presented view an active ADAPT-6 substitute replaced has
    /// the substitute's place, as POP-1's reading e has it, and is placed at layout passes only, so
    /// it has the substitute's settled frame (FRAME-1), never the LIFE-6 offset of a transition.
    func laidOutRootFrameTRAIT2(treeID: String, presentation index: Int?) -> CGRect {
        guard let index else { return geometry.bounds }
        guard isSubstituteActive(index), treeID == presentations[index].presented else { return presentedFrameNow(index) }
        return finalPresentedFrameFRAME1(index)
    }

    /// Reading: (Reading TRAIT-2.c) a node has a place when it is in a layer and, in the layer of a
    /// context presentation, its presenter has one; the view of an ADAPT-6 substitute that is not
    /// active, and what it presents in a context, have none.
    private func hasPlaceTRAIT2(key: Int) -> Bool {
        guard let place = place(ofKey: key) else { return false }
        switch place.tree {
        case .root: return true
        case .presented(let index), .substitute(let index): return hasPlaceTRAIT2(presentation: index)
        }
    }

    /// `hasPlaceTRAIT2(_:)` of a node in the layer of the presentation at `index` (nil for layer 0).
    func hasPlaceTRAIT2(presentation index: Int?) -> Bool {
        guard let index, presentations[index].isContext else { return true }
        return hasPlaceTRAIT2(key: presentations[index].presenterKey)
    }

    /// CTX-4: a context presentation's container is the presenter's view frame; any other the window.
    func containerFrameCTX4(_ index: Int) -> CGRect {
        guard presentations[index].isContext, let place = place(ofKey: presentations[index].presenterKey) else {
            return presentations[index].isContext ? .zero : geometry.bounds
        }
        return viewFrame(at: place)
    }

    /// FRAME-1: the settled frame of the presented view, in window coordinates (a popover's by POP-1
    /// and POP-3).
    func finalPresentedFrameFRAME1(_ index: Int) -> CGRect {
        finalPresentedFrameFRAME1(index, container: containerFrameCTX4(index))
    }

    /// `finalPresentedFrameFRAME1(_:)` given the presentation's container frame (CTX-4), so that
    /// a caller that has it does not work it out again.
    func finalPresentedFrameFRAME1(_ index: Int, container: CGRect) -> CGRect {
        let preferred = presentations[index].appliedPreferredSize
        let local: CGRect
        switch behaviour(index) {
        case .fullScreen, .overFullScreen: return geometry.bounds
        case .currentContext, .overCurrentContext, .custom(nil), .custom(.intermediateHelper?), .custom(.halfHeightAdaptive?):
            return container
        case .custom(.halfContext?): local = Catalogue.halfContextFrame(container.size)
        case .custom(.centeredCard?): local = Catalogue.centeredCardFrame(container.size)
        case .custom(.toast?):
            local = Catalogue.toastFrame(container.size, safe: Self.safeInsetsTRAIT3(window: geometry, frame: container),
                                         preferred: preferred)
        case .sheet(let layout):
            return presentations[index].sheetRecord.appliedFrame(layout, value: presentations[index].effectiveDetentValue,
                                                                 preferred: preferred, window: geometry)
        case .popover:
            return popoverPlacementPOP3(index).frame
        }
        return local.offsetBy(dx: container.minX, dy: container.minY)
    }

    /// Rule coverage: the rules `finalPresentedFrameFRAME1` reads for a behaviour: FRAME-1, plus the
    /// SHEET rules of a sheet, POP-1 and POP-3 for a popover (POP-3 places it when its permitted
    /// directions do not hold both up and down, and names its arrow), TRAIT-3 for the `toast`.
    static func frameRulesFRAME1(_ behaviour: Behaviour) -> RuleSet {
        var rules = RuleSet()
        rules.insert(.frame1)
        switch behaviour {
        case .custom(.toast?): rules.insert(.trait3)
        case .sheet(let layout): rules.formUnion(SheetsAndDetents.frameRules(layout))
        case .popover:
            rules.insert(.pop1)
            rules.insert(.pop3)
        default: break
        }
        return rules
    }

    /// LIFE-6: how far the presentation is "in": p while presenting, 1 − p while its dismissal runs
    /// (every dismissed layer follows the top's progress), else 1.
    func visibility(_ index: Int) -> Double {
        guard let transition else { return 1 }
        let presented = presentations[index].presented
        switch transition.kind {
        case .presentation(let id): return id == presented ? transition.progress : 1
        case .dismissal(let dismissal): return dismissal.layers.contains(presented) ? 1 - transition.progress : 1
        }
    }

    /// Whether the presentation's presented view is the one the running transition animates
    /// (`animatingKey`).
    func isAnimating(_ index: Int) -> Bool {
        guard let animatingKey else { return false }
        return animatingKey == presentations[index].presentedKey
    }

    /// LIFE-6: the presented view's frame now: `coverVertical` moves it down by (1 − visibility) ·
    /// container height; the other styles keep the final frame.
    func presentedFrameNow(_ index: Int) -> CGRect {
        presentedFrameNow(index, container: containerFrameCTX4(index))
    }

    /// `presentedFrameNow(_:)` given the presentation's container frame (CTX-4).
    func presentedFrameNow(_ index: Int, container: CGRect) -> CGRect {
        let final = finalPresentedFrameFRAME1(index, container: container)
        guard isAnimating(index), presentations[index].transitionStyle == .coverVertical else { return final }
        return final.offsetBy(dx: 0, dy: (1 - visibility(index)) * container.height)
    }

    /// LIFE-6: the presented view's own alpha: `crossDissolve`, `flipHorizontal` and `partialCurl`
    /// fade it; `coverVertical` keeps 1.
    func presentedAlphaNow(_ index: Int) -> Double {
        guard isAnimating(index), presentations[index].transitionStyle != .coverVertical else { return 1 }
        return visibility(index)
    }

    /// LIFE-6: the dimming view's alpha now (p · target, (1 − p) · target on dismissal).
    func dimmingAlphaNow(_ index: Int) -> Double? {
        guard let target = dimmingTargetAlpha(index) else { return nil }
        return target * visibility(index)
    }

    /// Catalogue `half-height-adaptive`: the card's frame in window coordinates, nil for others.
    /// `presented` is the presented view's frame now (`presentedFrameNow`).
    func cardFrame(_ index: Int, presented: CGRect) -> CGRect? {
        guard presentations[index].controller == .halfHeightAdaptive else { return nil }
        let card = Catalogue.halfHeightCardFrame(presented.size, adapted: behaviour(index) != .popover)
        return card.offsetBy(dx: presented.minX, dy: presented.minY)
    }
}
