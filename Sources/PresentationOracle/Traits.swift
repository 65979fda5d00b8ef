import Foundation
import PresCheckCore

/// TRAIT-1 (rotation, split resize) and TRAIT-4 (layout passes).
extension OracleState {
    /// TRAIT-4: a layout pass, counted in the step's `layoutPasses`: every presentation reads the
    /// current `preferredContentSize` and sheet settings (see `readLayoutInputs`).
    /// Rule coverage: TRAIT-4 (and DETENT-3 when sheet settings changed since the last pass).
    mutating func layoutPassTRAIT4() {
        log.layoutPasses += 1
        apply(.trait4)
        readLayoutInputs()
    }

    /// TRAIT-4: what a layout pass reads: every presentation reads the current
    /// `preferredContentSize` and sheet settings (DETENT-3), so SHEET, POP, DETENT and the catalogue
    /// frames follow them (FRAME-4); every popover reads its anchor (POP-1's S, see
    /// `popoverSourceRect`): every presentation requested as `.popover`, the only ones that can
    /// behave as one (ADAPT-2 honours no `.popover` answer), adapted or not. The presentations are read in acceptance order, so a source view's layer
    /// is laid out before its popover. ADAPT-6: while a substitute is active (decided with the
    /// settings just applied and the current traits), the substitute's `preferredContentSize` is the
    /// one read.
    mutating func readLayoutInputs() {
        for index in 0..<presentations.count {
            if !presentations[index].appliesSheetSettings {
                apply(.detent3)
                presentations[index].applySheetSettings()
            }
            // ADAPT-6: the active substitute's size while there is one, else the presented node's,
            // read by key. A value that did not change is not written again, so that the kept
            // window (`builtWindow`) stays.
            // `isSubstituteActive`, read from the presentation's fields.
            var reader = presentations[index].presentedKey
            if presentations[index].takesSubstitute, presentations[index].adaptation.reportedStyle != .none {
                reader = presentations[index].substituteKeys[0]
            }
            let size = nodes[key: reader].preferredSize ?? .zero
            if presentations[index].appliedPreferredSize != size { presentations[index].appliedPreferredSize = size }
            if presentations[index].requestsPopover {
                let source = popoverSourceRect(index)
                if presentations[index].appliedPopoverSource != source { presentations[index].appliedPopoverSource = source }
            }
        }
    }

    /// TRAIT-4: a change asks for a layout pass: it runs now, or, while a transition runs, when that
    /// transition ends.
    ///
    /// Reading: (Reading TRAIT-4.a) a pass asked for while a transition runs (including an interactive dismissal between
    /// begin and its DidEnd) does not run in that step: it waits for that transition's end and runs
    /// once, in the step the transition ends (completed or cancelled), however many changes asked
    /// for it. The pass of an accepted `present` always runs in its step, transition or not. Nothing
    /// else runs a pass (a completed dismissal does not, unless one was waiting).
    mutating func requestLayoutPassTRAIT4() {
        if transition != nil {
            pendingLayoutPass = true
        } else {
            layoutPassTRAIT4()
        }
    }

    /// TRAIT-4 at a transition's end (completed or cancelled): the waiting pass, if one was asked
    /// for; otherwise only the popovers' anchors are read again (POP-1 reading in
    /// `popoverSourceRect`), which is all `readLayoutInputs` can change when no pass waits.
    mutating func layoutAtTransitionEndTRAIT4() {
        if pendingLayoutPass {
            pendingLayoutPass = false
            layoutPassTRAIT4()
        } else {
            readLayoutInputs()
        }
    }

    /// TRAIT-1: rotation; refused while a transition runs, and on `pad-split`.
    ///
    /// Reading: (Reading TRAIT-1.a) rotating to the orientation it already has changes nothing.
    /// Reading: (Reading TRAIT-4.a) an accepted rotation or resize runs one pass, a refused one none.
    mutating func rotate(to orientation: Orientation) {
        apply(.trait1)
        if transition != nil { return warn(Warning.transitionInProgress) }
        guard device.canRotate else { return warn(Warning.rotationNotSupported) }
        guard let geometry = device.geometry(orientation: orientation) else { return }
        self.orientation = orientation
        changeGeometry(geometry)
    }

    /// TRAIT-1: a `pad-split` resize to a catalogue width; refused while a transition runs, on other
    /// devices, or to another width. Reading: (Reading TRAIT-1.b) resizing to the current width changes nothing (no
    /// layout pass, no delegate calls), as a rotation to the orientation it already has.
    mutating func resize(width: Double) {
        apply(.trait1)
        if transition != nil { return warn(Warning.transitionInProgress) }
        let width = CGFloat(width)
        guard device.canResize, Device.splitWidths.contains(width),
              let geometry = device.geometry(orientation: orientation, splitWidth: width) else {
            return warn(Warning.resizeNotSupported)
        }
        splitWidth = width
        changeGeometry(geometry)
    }

    /// TRAIT-4 + ADAPT-5: new window, a layout pass, then — when the traits changed — the adaptive
    /// styles re-evaluated. Reading: (Reading ADAPT-9.c) a resize that keeps the size classes (405 → 320) is not a
    /// "trait-changing step" (ADAPT-9), so the delegate is not asked.
    /// Rule coverage: DETENT-3 when a sheet is re-laid out for the new window (FRAME-4 is recorded by
    /// the observation pass, which sees the container sizes).
    mutating func changeGeometry(_ newGeometry: WindowGeometry) {
        guard newGeometry != geometry else { return }
        let traitsChanged = newGeometry.traits != geometry.traits
        geometry = newGeometry
        layoutPassTRAIT4()
        if traitsChanged { reevaluateAdaptationADAPT5() }
        for index in 0..<presentations.count {
            if case .sheet = behaviour(index) { apply(.detent3) }
        }
    }

    /// TRAIT-4: `preferredContentSize` of a node in a layer (a node in no layer: the action does
    /// nothing).
    ///
    /// Reading: (Reading TRAIT-4.a) a `setPreferredContentSize` that changes the value (a different size) of a node that
    /// is a *presented* VC of a presentation that has not ended (its layer root; or the active
    /// ADAPT-6 substitute) asks for a pass; a change to any other node (the root VC, a child in a
    /// tree, a node in no layer), or to the same value, asks for none.
    mutating func setPreferredContentSize(node: String, size: Size) {
        guard isInLayer(node) else { return }
        let changed = preferredSize(of: node) != size.cgSize
        let key = nodes.intern(node)
        nodes[key: key].preferredSize = size.cgSize
        let isPresentedViewController = presentations.indices.contains { index in
            presentations[index].presented == node || activeSubstituteID(index) == node
        }
        if changed && isPresentedViewController { requestLayoutPassTRAIT4() }
    }
}
