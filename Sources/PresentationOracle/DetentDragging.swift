import Foundation
import PresCheckCore

/// DETENT-4: dragging a sheet between its detents, as pure functions of the sheet's applied
/// settings and the window, and the step that applies the outcome.
enum DetentDragging {
    /// What a sheet drag does under DETENT-4.
    enum Outcome: Equatable, Sendable {
        /// Rule 1: the user's dismissal attempt (LIFE-10).
        case dismissalAttempt
        /// Rule 3: the selected value is e's own: nothing happens.
        case stays
        /// Rule 3: this detent (the first listed active one with the selected value) is selected.
        case selects(Detent)
    }

    /// DETENT-4 [M]: the speed, up or down (points a second), of a flick.
    static let flickVelocity: CGFloat = 1000

    /// DETENT-4: the outcome of a drag by `dy`, lifted at vertical velocity `vy`, of a sheet with
    /// `settings` (as last applied) placed by `layout` (SHEET-1 or SHEET-4 edge attached) in `window`.
    /// h(v) = v + safe.bottom; H = h(value(e)) − dy; m is the smallest active detent.
    /// 1. H < h(m) / 2, or value(e) = value(m) with vy ≥ 1000 and dy > 0: a dismissal attempt.
    /// 2. Candidates: the active detents' values and e's. vy ≥ 1000: the largest candidate below
    ///    value(e); vy ≤ −1000: the smallest above it; value(e) when there is none. Otherwise the
    ///    candidate whose height is nearest to H, a tie going to the larger value.
    /// 3. value(e) selected: nothing; else the first listed active detent with the selected value.
    static func outcome(dy: CGFloat, vy: CGFloat, settings: SheetOptions, layout: SheetLayout,
                        window: WindowGeometry) -> Outcome {
        let maximum = SheetsAndDetents.maximumDetentValue(window)
        let active = SheetsAndDetents.activeDetents(settings, layout)
        func value(_ detent: Detent) -> CGFloat { SheetsAndDetents.value(of: detent, maximum: maximum) }
        func height(_ value: CGFloat) -> CGFloat { value + window.safeArea.bottom }
        let e = value(SheetsAndDetents.effectiveDetent(settings, layout, maximum: maximum))
        let values = active.map(value)
        guard let m = values.min() else { return .stays }
        let dragged = height(e) - dy
        if dragged < height(m) / 2 || (e == m && vy >= flickVelocity && dy > 0) { return .dismissalAttempt }
        let candidates = values + [e]
        var selected = e
        if vy >= flickVelocity {
            selected = candidates.filter { $0 < e }.max() ?? e
        } else if vy <= -flickVelocity {
            selected = candidates.filter { $0 > e }.min() ?? e
        } else {
            var nearest = abs(height(e) - dragged)
            for candidate in candidates {
                let distance = abs(height(candidate) - dragged)
                if distance < nearest || (distance == nearest && candidate > selected) {
                    selected = candidate
                    nearest = distance
                }
            }
        }
        guard selected != e, let detent = active.first(where: { value($0) == selected }) else { return .stays }
        return .selects(detent)
    }
}

extension OracleState {
    /// DETENT-4: the layout of the presentation at `index` when DETENT-4 applies to a drag of it:
    /// it was requested with a sheet style (its own sheet controller; not a popover or `.custom`
    /// presentation adapted to a sheet) and behaves as a sheet placed by SHEET-1 or by SHEET-4 with
    /// edge attachment (not SHEET-2's centred sheet). Nil otherwise: a drag then only dismisses, by
    /// LIFE-10's threshold.
    /// Reading: (Reading DETENT-3.a) a popover's adaptive sheet settings are fixed by the scenario,
    /// so a drag does not change its detent either.
    func detentDragLayout(_ index: Int) -> SheetLayout? {
        guard Adaptivity.requestedStyle(presentations[index].request).isSheetStyle,
              case .sheet(let layout) = behaviour(index), layout != .centered else { return nil }
        return layout
    }

    /// DETENT-4: a sheet drag (LIFE-10 decided the pan drags the sheet at `index`, no transition
    /// runs) of a sheet DETENT-4 applies to. A dismissal attempt goes to LIFE-10; a detent change
    /// sets `selectedDetentIdentifier`, re-applies the rules in the step (DETENT-3, a layout pass,
    /// TRAIT-4), then records `sheetPresentationControllerDidChangeSelectedDetentIdentifier` with
    /// the new identifier when a delegate is set (ADAPT-9).
    /// Rule coverage: DETENT-4, and the rules that give the effective detent (SHEET-3, SHEET-4).
    mutating func dragBetweenDetentsDETENT4(_ index: Int, layout: SheetLayout, translation: CGPoint, velocity: CGPoint) {
        apply(.detent4)
        apply(SheetsAndDetents.detentRules(layout))
        let outcome = DetentDragging.outcome(dy: translation.y, vy: velocity.y, settings: presentations[index].appliedSheet,
                                             layout: layout, window: geometry)
        switch outcome {
        case .dismissalAttempt:
            attemptUserDismissalLIFE10(index)
        case .stays:
            return
        case .selects(let detent):
            presentations[index].sheetSettings.selectedDetentIdentifier = detent.identifier
            apply(.detent3)
            requestLayoutPassTRAIT4()
            if Adaptivity.delegate(presentations[index].request) != nil {
                call(Callback.didChangeSelectedDetent(presentations[index].presented, detent.identifier))
            }
        }
    }
}
