import Foundation
import PresCheckCore
import PresentationOracle

/// Numbers drawn on the thresholds the spec defines *now*, asked of the oracle for the current
/// window (Hypothesis and Exhaust try boundary values before random ones): exactly on each
/// threshold, and half a point (or a nanosecond) under and over it.
/// - POP-1: a source rectangle with which the popover exactly fits below its source, or exactly
///   above it, or exactly reaches the left or right edge of the area A.
/// - SHEET-3, DETENT-1: detent heights and fractions at the sheet's maximum M, at medium
///   (floor(M / 2)), at 1 pt (the clamp), and either side of each.
/// - POP-1, SHEET-2, SHEET-4: preferred sizes exactly as large as A, and either side.
/// - LIFE-6: the time left in the running transition, and a nanosecond either side of the end
///   (a transition ends when elapsed ≥ 0.3 − 1e-9).
/// Serves POP-1, POP-3, SHEET-2..4, DETENT-1, DETENT-3, LIFE-6.
enum BoundaryValues {
    /// Offsets either side of a threshold in points: on it, under, over.
    static let sides: [Double] = [0, -0.5, 0.5]

    /// POP-1: a source rectangle, in the coordinates of a source view whose window frame is `view`,
    /// that puts the popover of `preferred` size exactly on one of POP-1's thresholds (or half a
    /// point either side).
    static func popoverSourceRect(view: Rect, preferred: Size?, window: WindowGeometry, source: ChoiceSource) -> Rect {
        let (area, size) = Popovers.areaAndSize(preferred: (preferred ?? Size(width: 0, height: 0)).cgSize, window: window)
        let (a, w, h) = (Rect(area), Double(size.width), Double(size.height))
        let side = source.pick(sides)
        let midX = view.x + view.width / 2
        // A 10 × 10 rectangle whose edge or centre lands on the threshold, in window coordinates.
        let inWindow: Rect
        switch source.int(0...3) {
        case 0: inWindow = Rect(x: midX - 5, y: a.y + a.height - h - 13 - 10 + side, width: 10, height: 10)    // fits below
        case 1: inWindow = Rect(x: midX - 5, y: a.y + 13 + h + side, width: 10, height: 10)                    // fits above
        case 2: inWindow = Rect(x: a.x + w / 2 - 5 + side, y: view.y + view.height / 2 - 5, width: 10, height: 10)  // left edge
        default: inWindow = Rect(x: a.x + a.width - w / 2 - 5 + side, y: view.y + view.height / 2 - 5, width: 10, height: 10)
        }
        return Rect(x: inWindow.x - view.x, y: inWindow.y - view.y, width: 10, height: 10)
    }

    /// SHEET-3, DETENT-1: a custom detent whose value lands on M, on medium, or on the 1 pt clamp
    /// (or either side), as a height or as a fraction of M.
    static func detent(identifier: String, window: WindowGeometry, source: ChoiceSource) -> Detent {
        let maximum = Double(SheetsAndDetents.maximumDetentValue(window))
        let medium = (maximum / 2).rounded(.down)
        let target = source.pick([maximum, medium, 1.0])
        let side = source.pick(sides)
        if source.chance(1, in: 2) { return .height(identifier, target + side) }
        // floor(f · M) = target exactly, or just under (a hair less than target / M).
        let fraction = source.pick([target / maximum, (target + 1) / maximum, target / maximum - 1e-9])
        return .fraction(identifier, fraction)
    }

    /// POP-1, SHEET-2, SHEET-4: a preferred size exactly as large as A (the area a popover is
    /// clamped to), or half a point either side, in one dimension or both.
    static func preferredSize(window: WindowGeometry, source: ChoiceSource) -> Size {
        let (area, _) = Popovers.areaAndSize(preferred: .zero, window: window)
        let side = source.pick(sides)
        let (width, height) = (Double(area.width) + side, Double(area.height) + side)
        return source.pick([Size(width: width, height: height), Size(width: width, height: 0), Size(width: 0, height: height)])
    }

    /// LIFE-6: an advance that ends the running transition exactly (it ends when elapsed ≥
    /// 0.3 − 1e-9), a nanosecond short of that, a nanosecond past it, or half of what is left.
    static func advance(left: Double, source: ChoiceSource) -> Double {
        let options = [left - 1e-9, left - 2e-9, left, left / 2]
        return max(0, source.pick(options))
    }
}
