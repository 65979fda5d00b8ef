import Foundation
import PresCheckCore

/// DETENT-4: the user drags a sheet between its detents. The sheet's built-in drag (LIFE-10,
/// `updateSheetDrag`) hands a drag of a sheet DETENT-4 applies to here: a sheet with its own
/// `SheetPresentationController` placed by SHEET-1, or by SHEET-4 with edge attachment.
extension Window {
    /// What DETENT-4 reads of a sheet: its active detents in listed order, the effective detent's
    /// value e, and the bottom safe inset (h(d) = value(d) + safe.bottom).
    struct DetentDragGeometry {
        var active: [ResolvedDetent]
        var effectiveValue: CGFloat
        var bottomInset: CGFloat

        /// h(d): the presented frame's height at a detent of this value (SHEET-1, SHEET-4).
        func height(_ value: CGFloat) -> CGFloat { value + bottomInset }
    }

    /// DETENT-4 [M]: a drag lifted at least this fast, up or down (points a second), moves one detent.
    static let detentFlickVelocity: CGFloat = 1000

    /// DETENT-4's geometry of the presentation `controller` manages, or nil when DETENT-4 does not
    /// apply to it: it is not a sheet with its own sheet controller (a popover or `.custom`
    /// presentation adapted to a sheet, or a sheet style adapted to another style), or it is placed
    /// by SHEET-2 or shown full screen by SHEET-4. The active detents are SHEET-4's (`medium`
    /// dropped in compact height; none left means `[large]`), e is SHEET-3's (and SHEET-4's).
    /// Reading: (Reading DETENT-3.a) the adaptive sheet of a popover (or of a `.custom`
    /// presentation) keeps its scenario settings, so a drag does not change its detent either.
    func detentDragGeometry(of controller: PresentationController) -> DetentDragGeometry? {
        guard let sheet = controller as? SheetPresentationController, controller.effectiveStyle.isSheetStyle else { return nil }
        let traits = geometry.traits
        let compactHeight = traits.verticalSizeClass == .compact
        if compactHeight && !sheet.applied.prefersEdgeAttachedInCompactHeight { return nil }
        if traits.horizontalSizeClass == .regular && !compactHeight { return nil }
        let safe = geometry.safeArea
        let maximum = geometry.size.height - (safe.top + 10) - safe.bottom
        let detents = resolvedDetents(of: sheet, maximum: maximum, traits: traits)
        var active = compactHeight ? detents.filter { $0.identifier != .medium } : detents
        if active.isEmpty { active = [ResolvedDetent(identifier: .large, value: maximum)] }
        let effective = selectedValue(sheet.applied.selectedDetentIdentifier, detents: detents, active: active, maximum: maximum)
        return DetentDragGeometry(active: active, effectiveValue: effective, bottomInset: safe.bottom)
    }

    /// DETENT-4: the end of a drag of `sheet` by `translation`, lifted at `velocity` (no transition
    /// runs; LIFE-10 has decided that the pan drags this sheet). With H = h(e) − dy: below half the
    /// smallest detent's height, or a downward flick (vy ≥ 1000, dy > 0) at the smallest detent, it
    /// is the user's dismissal attempt (LIFE-10). Otherwise a value is selected among the active
    /// detents' and e's own: on a flick down the next smaller, on a flick up (vy ≤ −1000) the next
    /// larger (e when there is none), else the one whose height is nearest to H, a tie going to the
    /// larger. A value other than e's selects the first listed active detent with it: the sheet's
    /// `selectedDetentIdentifier` is set, which re-applies the rules at once (DETENT-3, a layout
    /// pass), and then the sheet's delegate hears
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier`. `isModalInPresentation`
    /// does not stop a change of detent, only the dismissal attempt.
    func detentDragEnded(_ sheet: SheetPresentationController, geometry drag: DetentDragGeometry,
                         translation: CGPoint, velocity: CGPoint) {
        let e = drag.effectiveValue
        let values = drag.active.map(\.value)
        guard let smallest = values.min() else { return }
        let dragged = drag.height(e) - translation.y
        let atSmallest = e == smallest
        if dragged < drag.height(smallest) / 2
            || (atSmallest && velocity.y >= Self.detentFlickVelocity && translation.y > 0) {
            attemptUserDismissal(of: sheet)
            return
        }
        let candidates = values + [e]
        let target: CGFloat
        if velocity.y >= Self.detentFlickVelocity {
            target = candidates.filter { $0 < e }.max() ?? e
        } else if velocity.y <= -Self.detentFlickVelocity {
            target = candidates.filter { $0 > e }.min() ?? e
        } else {
            var best = e
            var bestDistance = abs(drag.height(e) - dragged)
            for value in candidates {
                let distance = abs(drag.height(value) - dragged)
                if distance < bestDistance || (distance == bestDistance && value > best) {
                    best = value
                    bestDistance = distance
                }
            }
            target = best
        }
        guard target != e, let detent = drag.active.first(where: { $0.value == target }) else { return }
        sheet.selectedDetentIdentifier = detent.identifier
        sheet.sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
    }
}
