import Foundation
import PresCheckCore

/// POP-3: where a popover sits when `permittedArrowDirections` restricts it, and the arrow of its
/// placement (`arrowDirection`).
enum PopoverArrows {
    /// POP-3: the popover's frame and arrow for S = `source` (window coordinates), size `size` (POP-1's
    /// w and h, already clamped) in POP-1's area `area` (the safe area inset by 10), with only
    /// `permitted` sides allowed.
    /// Reading: (Reading POP-3.b) when `up` and `down` are both permitted POP-1 decides, and its placement is
    /// *above* (arrow `down`) when it takes y = S.minY − 13 − h, else *below* (arrow `up`).
    /// Reading: (Reading POP-3.a) a candidate lies inside A when no edge of it is outside A's by more than 1e-9.
    static func placement(source s: CGRect, size: CGSize, area: CGRect,
                          permitted: [PopoverArrow]) -> (frame: CGRect, arrow: PopoverArrow) {
        let (w, h) = (size.width, size.height)
        let x = Popovers.clamp(s.midX - w / 2, area.minX, area.maxX - w)
        if permitted.contains(.up) && permitted.contains(.down) {
            let takesAbove = !(s.maxY + 13 + h <= area.maxY) && s.minY - 13 - h >= area.minY
            let y = takesAbove ? s.minY - 13 - h : s.maxY + 13
            return (CGRect(x: x, y: Popovers.clamp(y, area.minY, area.maxY - h), width: w, height: h),
                    takesAbove ? .down : .up)
        }
        let sideY = Popovers.clamp(s.midY - h / 2, area.minY, area.maxY - h)
        // The candidates in the order POP-3 tries them.
        let candidates: [(arrow: PopoverArrow, origin: CGPoint)] = [
            (.up, CGPoint(x: x, y: s.maxY + 13)),
            (.down, CGPoint(x: x, y: s.minY - 13 - h)),
            (.left, CGPoint(x: s.maxX + 13, y: sideY)),
            (.right, CGPoint(x: s.minX - 13 - w, y: sideY)),
        ].filter { permitted.contains($0.arrow) }
        let margin = 1e-9
        func liesInside(_ origin: CGPoint) -> Bool {
            origin.x >= area.minX - margin && origin.y >= area.minY - margin
                && origin.x + w <= area.maxX + margin && origin.y + h <= area.maxY + margin
        }
        if let fitting = candidates.first(where: { liesInside($0.origin) }) {
            let frame = CGRect(x: Popovers.clamp(fitting.origin.x, area.minX, area.maxX - w),
                               y: Popovers.clamp(fitting.origin.y, area.minY, area.maxY - h), width: w, height: h)
            return (frame, fitting.arrow)
        }
        // Reading: (Reading POP-3.e) no candidate lies inside A: each is kept on its side and shrunk, and
        // the one keeping the largest area wins; on a tie, the earliest in the order tried.
        let kept = candidates.map { (arrow: $0.arrow, frame: keptOnSide($0.arrow, source: s, size: size, area: area, x: x, sideY: sideY)) }
        guard var best = kept.first else {
            // Unreachable from a valid scenario (an empty list is refused): `.any`, as Reading POP-3.d has it.
            return placement(source: s, size: size, area: area, permitted: PopoverArrow.allCases)
        }
        for option in kept.dropFirst() where option.frame.width * option.frame.height - best.frame.width * best.frame.height > 1e-9 {
            best = option
        }
        return (best.frame, best.arrow)
    }

    /// POP-3: where a popover sits on the side of `arrow` when no permitted candidate lies inside A:
    /// the edge that faces S is clamped into A, and its extent away from S is what is left of h (or
    /// w) up to A's far edge.
    /// Reading: (Reading POP-3.e) it stays on a permitted side and shrinks along that side's axis instead of
    /// moving over its source; x (above, below) and y (right, left) are POP-1's and POP-3's as for any candidate.
    static func keptOnSide(_ arrow: PopoverArrow, source s: CGRect, size: CGSize, area: CGRect,
                           x: CGFloat, sideY: CGFloat) -> CGRect {
        switch arrow {
        case .up:
            let top = Popovers.clamp(s.maxY + 13, area.minY, area.maxY)
            let extent = min(size.height, area.maxY - top)
            return CGRect(x: x, y: top, width: size.width, height: extent)
        case .down:
            let bottom = Popovers.clamp(s.minY - 13, area.minY, area.maxY)
            let extent = min(size.height, bottom - area.minY)
            return CGRect(x: x, y: bottom - extent, width: size.width, height: extent)
        case .left:
            let leading = Popovers.clamp(s.maxX + 13, area.minX, area.maxX)
            let extent = min(size.width, area.maxX - leading)
            return CGRect(x: leading, y: sideY, width: extent, height: size.height)
        case .right:
            let trailing = Popovers.clamp(s.minX - 13, area.minX, area.maxX)
            let extent = min(size.width, trailing - area.minX)
            return CGRect(x: trailing - extent, y: sideY, width: extent, height: size.height)
        }
    }

    /// POP-3: the sides a request permits, `.any` (every side) when it names none.
    static func permitted(_ request: PresentAction) -> [PopoverArrow] {
        Popovers.anchor(request)?.permittedArrowDirections ?? PopoverArrow.allCases
    }

    /// Whether POP-3 rather than POP-1 chooses the side: `up` and `down` are not both permitted.
    static func restricts(_ request: PresentAction) -> Bool {
        let sides = permitted(request)
        return !(sides.contains(.up) && sides.contains(.down))
    }
}

extension OracleState {
    /// POP-3: the `arrowDirection` of the presentation at `index`: the arrow of the placement that
    /// gave its frame, from the anchor, preferred size and window read at its last placement; nil
    /// when it does not behave as a popover.
    /// Reading: (Reading POP-3.c) the arrow changes only when the popover is placed again, so it holds during its
    /// own transitions; it is absent before acceptance, after the dismissal ends and while adapted.
    func arrowDirectionPOP3(_ index: Int) -> PopoverArrow? {
        guard behaviour(index) == .popover else { return nil }
        return popoverPlacementPOP3(index).arrow
    }

    /// POP-1 and POP-3: the settled popover frame and arrow of the presentation at `index`.
    func popoverPlacementPOP3(_ index: Int) -> (frame: CGRect, arrow: PopoverArrow) {
        let (area, size) = Popovers.areaAndSize(preferred: presentations[index].appliedPreferredSize, window: geometry)
        return PopoverArrows.placement(source: presentations[index].appliedPopoverSource, size: size, area: area,
                                       permitted: presentations[index].popoverPermitted)
    }
}
