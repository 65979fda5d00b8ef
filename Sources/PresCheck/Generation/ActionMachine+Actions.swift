import PresCheckCore

/// The actions other than `present` that the state machine draws: dismissals, rotations, resizes,
/// sheet and detent changes, tint and modal settings and preferred sizes, each from the machine's
/// current observation.
/// Serves LIFE-2, TRAIT-1, TRAIT-4, DETENT-1..3, SHEET-2, SHEET-4, POP-1, TINT-1 and LIFE-10.
extension ActionMachine {
    func makeDismiss() -> Action {
        let animated = source.chance(1, in: 2)
        let node: String
        switch source.index(weights: [4, 2, 1] as InlineArray<3, Int>) {
        case 1: node = source.pick(state.nodes.map(\.id))
        case 2: node = subject(usually: source.pick(declaredIds), odds: 2)
        default: node = pickPresented()
        }
        return .dismiss(node: node, animated: animated)
    }

    func makeRotate() -> Action {
        // Mostly a real rotation; sometimes to the orientation it has (a no-op), or on a pad-split
        // window, which refuses (TRAIT-1).
        let orientation = state.window.orientation
        let other: Orientation = orientation == .portrait ? .landscape : .portrait
        return .rotate(to: source.weighted([(5, other), (1, orientation)]))
    }

    func makeResize() -> Action {
        guard device.canResize else { return .resize(width: source.pick([678, 320])) }
        let others = Device.splitWidths.map { Double($0) }.filter { $0 != state.window.splitWidth }
        // A width the catalogue lacks is refused (TRAIT-1).
        return .resize(width: source.chance(1, in: 9) ? 600.0 : source.pick(others))
    }

    /// The sheet presentation to change: sheets first, popovers (adapted or not) too.
    func pickSheetNode() -> String {
        let sheets = state.presentations.filter { $0.style.isSheetStyle || $0.style == .popover }.map(\.presented)
        return sheets.isEmpty ? pickPresented() : source.pick(sheets.reversed())
    }

    func makeSelectDetent() -> Action {
        let node = subject(usually: pickSheetNode(), odds: 4)
        let detents = sheetDetents[node] ?? []
        return .selectDetent(node: node, identifier: DetentGenerator(source: source).identifier(among: detents))
    }

    func makeSetDetents() -> Action {
        .setDetents(node: subject(usually: pickSheetNode(), odds: 4), detents: DetentGenerator(source: source, window: window).detents())
    }

    /// Presenters whose view a presentation holds dimmed now (TINT-1), front-most last.
    var dimmedPresenters: [String] {
        state.presentations.map(\.presenter).filter { state.tint(of: $0) == .dimmed }
    }

    /// TINT-1: a view's mode set by app code: mostly on a presenter a presentation dims (the
    /// restoration then writes the previous mode over it, Reading TINT-1.a), else on a node in the
    /// window or any declared one.
    func makeSetTint() -> Action {
        let dimmed = dimmedPresenters
        let usual = !dimmed.isEmpty && source.chance(2, in: 3) ? source.pick(dimmed) : pickInWindow()
        let mode = source.weighted([(2, TintAdjustmentMode.normal), (2, .automatic), (1, .dimmed)])
        return .setTintAdjustmentMode(node: subject(usually: usual), mode: mode)
    }

    /// LIFE-10: `isModalInPresentation` set by app code, mostly on a sheet's or popover's presented
    /// node (whose dimming taps and drags are the user's dismissal attempts), now and then on a
    /// child or any declared node, whose value LIFE-10 does not read.
    func makeSetModal() -> Action {
        .setModalInPresentation(node: subject(usually: pickSheetNode()), modalInPresentation: source.chance(2, in: 3))
    }

    func makePreferredSize() -> Action {
        let presented = state.presentations.map(\.presented)
        let node = subject(usually: source.chance(1, in: 5) ? source.pick(state.nodes.map(\.id)) : source.pick(presented.reversed()))
        // POP-1, SHEET-2, SHEET-4: one size in four exactly as large as the popover area (or half a
        // point either side).
        if let window, source.chance(1, in: 4) {
            return .setPreferredContentSize(node: node, size: BoundaryValues.preferredSize(window: window, source: source))
        }
        return .setPreferredContentSize(node: node, size: source.pick(TreeGenerator.contentSizes))
    }
}
