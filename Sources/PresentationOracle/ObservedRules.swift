import Foundation
import PresCheckCore

/// Rule coverage only (never observed): the rules the observation of one window and state reads,
/// but for those the last step's memo adds (TINT-1 in the step a presenter stops being dimmed,
/// FRAME-4), with what the next step needs to see changes: whether some presentation dims its
/// presenter (TINT-1) and the container sizes of the catalogue presentations (FRAME-4). It reads
/// nothing that does not drop the kept window when it changes, so it is kept with it
/// (`BuiltWindow`).
struct ObservedRules: Sendable {
    var rules: RuleSet
    var presenterDimmed: Bool
    var catalogueSizes: [(presented: String, size: CGSize)]

    /// The rules with those `memo` (the last step's) adds, and the memo for the next step.
    func applying(_ memo: CoverageMemo) -> (rules: RuleSet, memo: CoverageMemo) {
        var rules = rules
        if presenterDimmed ? true : memo.presenterDimmed { rules.insert(.tint1) }
        if memo.resizedCatalogueContainer(catalogueSizes) { rules.insert(.frame4) }
        return (rules, CoverageMemo(presenterDimmed: presenterDimmed, catalogueContainerSizes: catalogueSizes))
    }
}

/// Rule coverage of the observation: the rules through which `observe` computes what it reports.
extension OracleState {
    /// The rules the observation of this state reads, given its facts, but for those the last
    /// step's memo adds, with what the next step needs to see changes (TINT-1, FRAME-4)
    /// (`ObservedRules.applying(_:)` adds them), for `observeStep(_:)` to record and keep. Per presentation: the ADAPT rules behind its
    /// reported style (and SHEET-4), DETENT-1 for a sheet's `isDimmed`, POP-3 for a popover's
    /// `arrowDirection`, ADAPT-6 for an active
    /// substitute; with its container in the window CTX-4, DETENT-2 or POP-2 for its dimming, the
    /// frame rules of its presented view (FRAME-1 and SHEET, POP-1, TRAIT-3), LIFE-6 (and LIFE-8) while
    /// its transition runs, FRAME-3 for a completed custom presentation below a running dismissal,
    /// LIFE-2 for an intermediate view out of the window; FRAME-2 while it removes views; TINT-1 while
    /// a presentation dims its presenter or in the step one stops; CTX-5 when any link is set; TRAIT-2
    /// when a child's frame is laid out in the window; TRAIT-3 when some node's view in the window
    /// has safe-area insets other than the window's (the rule subtracted something).
    func observedRules(window: WindowSnapshot) -> ObservedRules {
        var rules = RuleSet()
        // The nodes of the layer trees whose views are in the window are the node views of the
        // snapshot (the window shows no other node view), so those are the ones asked, each as the
        // observation sees it (the frontmost view of its id): a view whose own insets differ is
        // looked up by its key before it counts.
        for position in 0..<window.places.count where window.places[position].kind == .node {
            guard Self.insetsDifferTRAIT3(window: geometry, frame: window.places[position].frame),
                  let facts = window.node(window.places[position].key),
                  Self.insetsDifferTRAIT3(window: geometry, frame: facts.frame) else { continue }
            rules.insert(.trait3)
            break
        }
        if !presentations.isEmpty { rules.insert(.ctx5) }
        if !root.children.isEmpty, window.holdsNode(rootKeys[0]) { rules.insert(.trait2) }
        var presenterDimmed = false
        var catalogueSizes: [(presented: String, size: CGSize)] = []
        let dismissing = transition?.dismissedLayers ?? []
        // The lowest position of a dismissed layer's presentation, found without a list of them.
        var lowestDismissed: Int?
        for layer in 0..<dismissing.count {
            guard let position = index(of: dismissing[layer]) else { continue }
            if let lowest = lowestDismissed, lowest <= position { continue }
            lowestDismissed = position
        }
        // Each presentation is read in place: binding it would copy its trees.
        for index in 0..<presentations.count {
            let presented = presentations[index].presented
            let phase = presentations[index].phase
            let adaptation = adaptation(index)
            rules.formUnion(adaptation.rules)
            // The tree whose root is the presented view: the active substitute's (ADAPT-6) or the
            // presented node's, read where it is stored rather than copied out.
            let substitute = isSubstituteActive(index) ? presentations[index].substituteRoot : nil
            if substitute != nil { rules.insert(.adapt6) }
            let treeKey = substitute != nil ? presentations[index].substituteKeys[0] : presentations[index].presentedKey
            let treeHasChildren: Bool
            if let substitute {
                treeHasChildren = substitute.hasChildren
            } else {
                treeHasChildren = !presentations[index].presentedChildren.isEmpty
            }
            // Whether the tree's root view is in the window, asked once (a search of the views by key).
            var treeInWindow: Bool?
            if treeHasChildren {
                treeInWindow = window.holdsNode(treeKey)
                if treeInWindow == true { rules.insert(.trait2) }
            }
            switch adaptation.behaviour {
            case .sheet(let layout):
                rules.insert(.detent1)
                rules.formUnion(SheetsAndDetents.detentRules(layout))
                if !presenterDimmed, dimsPresenterTINT1(index) { presenterDimmed = true }
            case .popover:
                rules.insert(.pop3)  // the observation's arrowDirection
                if !presenterDimmed, dimsPresenterTINT1(index) { presenterDimmed = true }
            default:
                break  // TINT-1: no other presentation changes tint
            }
            if phase == .presented, removalFRAME2(index) != nil { rules.insert(.frame2) }
            guard let container = window.container(presentations[index].presentedKey) else { continue }
            rules.insert(.ctx4)
            if presentations[index].controller != nil {
                catalogueSizes.append((presented, container.frame.size))
            }
            switch adaptation.behaviour {
            case .sheet: rules.insert(.detent2)
            case .popover: rules.insert(.pop2)
            default: break
            }
            if let transition, isAnimating(index) ? true : dismissing.contains(presented) {
                rules.insert(.life6)
                if transition.drive != .animated { rules.insert(.life8) }
            }
            let inWindow: Bool
            if let treeInWindow { inWindow = treeInWindow } else { inWindow = window.holdsNode(treeKey) }
            guard inWindow else {
                if !presentedViewIsInContainer(index) { rules.insert(.life2) }
                continue
            }
            rules.formUnion(Self.frameRulesFRAME1(adaptation.behaviour))
            if case .custom = adaptation.behaviour, phase == .presented,
               let lowestDismissed, lowestDismissed > index {
                rules.insert(.frame3)
            }
        }
        return ObservedRules(rules: rules, presenterDimmed: presenterDimmed, catalogueSizes: catalogueSizes)
    }

    /// TRAIT-3: whether a view at `frame` has safe-area insets other than the window's.
    private static func insetsDifferTRAIT3(window: WindowGeometry, frame: CGRect) -> Bool {
        safeInsetsTRAIT3(window: window, frame: frame) != window.safeArea
    }
}
