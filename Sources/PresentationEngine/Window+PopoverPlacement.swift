import Foundation
import PresCheckCore

/// POP-1 and POP-3: where a popover sits for its anchor, as pure geometry (`Window.popoverFrame`
/// reads the anchor and the preferred size, and records the arrow).
extension Window {
    /// POP-1 and POP-3: where a popover of `size` sits for the source rectangle `source` (window
    /// coordinates) inside `area`, and the arrow of that placement.
    /// Reading: (Reading POP-3.a) a candidate lies inside A when no edge is outside A's by more than 1e-9 pt.
    /// Reading: (Reading POP-3.b) when POP-1 decides, its placement is above (arrow `.down`) when it takes
    /// S.minY − 13 − h, else below (arrow `.up`), also when neither side fits.
    /// Reading: (Reading POP-3.d) an empty set places the popover as `.any` does.
    static func popoverPlacement(source: CGRect, size: CGSize, area: CGRect,
                                 permitted: PopoverArrowDirection) -> (CGRect, PopoverArrowDirection) {
        let (width, height) = (size.width, size.height)
        func clampX(_ x: CGFloat) -> CGFloat { min(max(x, area.minX), area.maxX - width) }
        func clampY(_ y: CGFloat) -> CGFloat { min(max(y, area.minY), area.maxY - height) }
        let centredX = clampX(source.midX - width / 2)
        if permitted.contains([.up, .down]) {
            // POP-1: below if it fits, else above if it fits, else below; then clamped.
            let below = source.maxY + 13
            let above = source.minY - 13 - height
            let usesAbove = !(below + height <= area.maxY) && above >= area.minY
            let y = clampY(usesAbove ? above : below)
            return (CGRect(x: centredX, y: y, width: width, height: height), usesAbove ? .down : .up)
        }
        // POP-3: the permitted candidates in the order below, above, right, left.
        let centredY = clampY(source.midY - height / 2)
        let candidates: [(PopoverArrowDirection, CGRect)] = [
            (.up, CGRect(x: centredX, y: source.maxY + 13, width: width, height: height)),
            (.down, CGRect(x: centredX, y: source.minY - 13 - height, width: width, height: height)),
            (.left, CGRect(x: source.maxX + 13, y: centredY, width: width, height: height)),
            (.right, CGRect(x: source.minX - 13 - width, y: centredY, width: width, height: height)),
        ].filter { permitted.contains($0.0) }
        guard let first = candidates.first else {
            // No side permitted (an empty set): POP-1's placement.
            return popoverPlacement(source: source, size: size, area: area, permitted: .any)
        }
        let tolerance: CGFloat = 1e-9
        if let (arrow, frame) = candidates.first(where: { _, frame in
            frame.minX >= area.minX - tolerance && frame.minY >= area.minY - tolerance
                && frame.maxX <= area.maxX + tolerance && frame.maxY <= area.maxY + tolerance
        }) {
            return (CGRect(x: clampX(frame.minX), y: clampY(frame.minY), width: width, height: height), arrow)
        }
        // Reading: (Reading POP-3.e) none fits: each permitted side keeps the popover and shrinks it to
        // its room; the largest that is left wins, the first in POP-3's order on a tie.
        let centre = CGPoint(x: centredX, y: centredY)
        var best = (arrow: first.0, frame: popoverKeptOnSide(first.0, source: source, size: size, area: area, centred: centre))
        for (arrow, _) in candidates.dropFirst() {
            let frame = popoverKeptOnSide(arrow, source: source, size: size, area: area, centred: centre)
            if frame.width * frame.height > best.frame.width * best.frame.height + 1e-9 { best = (arrow, frame) }
        }
        return (best.frame, best.arrow)
    }

    /// POP-3: a popover kept on the side of `arrow` with its size along that side's axis cut to the
    /// space between its edge facing the source and A's.
    /// Reading: (Reading POP-3.e) it stays on a permitted side and shrinks instead of covering its source,
    /// as Apple documents a restriction forcing the side; the edge facing S is clamped into A.
    private static func popoverKeptOnSide(_ arrow: PopoverArrowDirection, source: CGRect, size: CGSize, area: CGRect,
                                          centred: CGPoint) -> CGRect {
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { min(max(value, low), high) }
        switch arrow {
        case .up:
            let top = clamp(source.maxY + 13, area.minY, area.maxY)
            return CGRect(x: centred.x, y: top, width: size.width, height: min(size.height, area.maxY - top))
        case .down:
            let bottom = clamp(source.minY - 13, area.minY, area.maxY)
            let height = min(size.height, bottom - area.minY)
            return CGRect(x: centred.x, y: bottom - height, width: size.width, height: height)
        case .left:
            let left = clamp(source.maxX + 13, area.minX, area.maxX)
            return CGRect(x: left, y: centred.y, width: min(size.width, area.maxX - left), height: size.height)
        default:
            let right = clamp(source.minX - 13, area.minX, area.maxX)
            let width = min(size.width, right - area.minX)
            return CGRect(x: right - width, y: centred.y, width: width, height: size.height)
        }
    }
}
