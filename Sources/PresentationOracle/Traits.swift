import Foundation
import PresCheckCore

/// TRAIT-1 (rotation, split resize) and TRAIT-4 (layout passes).
extension OracleState {
    /// TRAIT-4: a layout pass: every presentation reads the current `preferredContentSize` and sheet
    /// settings (DETENT-3), so SHEET, POP, DETENT and the catalogue frames follow them (FRAME-4);
    /// every popover reads its anchor (POP-1's S, see `popoverSourceRect`). The presentations are
    /// read in acceptance order, so a source view's layer is laid out before its popover.
    /// ADAPT-6: while a substitute is active (decided with the settings just applied and the current
    /// traits), the substitute's `preferredContentSize` is the one read.
    /// Rule coverage: TRAIT-4 when there is a presentation to lay out; DETENT-3 when sheet settings
    /// changed since the last pass are applied now.
    mutating func layoutPassTRAIT4() {
        for index in presentations.indices {
            apply(.trait4)
            if presentations[index].appliedSheet != presentations[index].sheetSettings { apply(.detent3) }
            presentations[index].appliedSheet = presentations[index].sheetSettings
            let reader = activeSubstitute(index)?.id ?? presentations[index].presented
            presentations[index].appliedPreferredSize = preferredSize(of: reader)
            presentations[index].appliedPopoverSource = popoverSourceRect(index)
        }
    }

    /// TRAIT-1: rotation; refused while a transition runs, and on `pad-split`. Reading: (Reading TRAIT-1.a) rotating to
    /// the current orientation changes nothing (no layout pass, no delegate calls).
    mutating func rotate(to orientation: Orientation) {
        apply(.trait1)
        if transition != nil { return warn(Warning.transitionInProgress) }
        guard device.canRotate else { return warn(Warning.rotationNotSupported) }
        guard let geometry = device.geometry(orientation: orientation) else { return }
        self.orientation = orientation
        changeGeometry(geometry)
    }

    /// TRAIT-1: a `pad-split` resize to a catalogue width; refused while a transition runs, on other
    /// devices, or to another width. Reading: (Reading TRAIT-1.b) resizing to the current width changes nothing.
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
        for index in presentations.indices {
            if case .sheet = behaviour(index) { apply(.detent3) }
        }
    }

    /// TRAIT-4: `preferredContentSize` of a node in a layer; applied now, or when the transition ends.
    mutating func setPreferredContentSize(node: String, size: Size) {
        guard isInLayer(node) else { return }
        preferredSizes[node] = size.cgSize
        if transition == nil { layoutPassTRAIT4() }
    }
}
