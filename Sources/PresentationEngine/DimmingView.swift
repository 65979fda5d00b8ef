import Foundation

/// A dimming view inside a presentation's container, behind the presented view (HIT-3): the
/// catalogue controllers' 0.5 dimming, a dimmed sheet's (DETENT-2) and a popover's (POP-2).
open class DimmingView: View {
    override class var isDimmingView: Bool { true }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        accessibilityIdentifier = "dimming"
    }
}

/// A popover's transparent dimming view (POP-2): a tap outside the popover that lands in a
/// passthrough view goes to that view; any other tap is the dimming view's.
/// Reading: (Reading POP-2.a) the views behind the container are hit-tested as they are, so a lower
/// popover's dimming view applies its own passthrough views first, and its result is what this
/// popover's passthrough views are checked against.
final class PopoverDimmingView: DimmingView {
    /// The popover whose dimming view this is. Not kept (the popover's container keeps this
    /// view): held through the controller's handle (`ObjectHandle`).
    var popover: PopoverPresentationController? {
        get { popoverHandle?.object as? PopoverPresentationController }
        set { popoverHandle = newValue?.handle }
    }
    private var popoverHandle: ObjectHandle<PresentationController>?

    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        guard let popover, let window, let container = popover.containerView else { return hit }
        let windowPoint = convert(point, to: nil)
        if let behind = window.hitTest(windowPoint, behind: container),
           popover.passthroughViews.contains(where: { behind.isDescendant(of: $0) }) {
            return behind
        }
        return hit
    }
}

extension Window {
    /// Hit-tests as if `view` and everything in front of it (at every level up to the window)
    /// were not there: "the views behind the container" of POP-2. The point is in window coordinates.
    func hitTest(_ point: CGPoint, behind view: View) -> View? {
        var path: [View] = []
        var current: View? = view
        while let candidate = current {
            path.append(candidate)
            current = candidate.superview
        }
        guard path.last === self else { return nil }
        return hitTest(point, level: self, path: Array(path.reversed()), depth: 0)
    }

    private func hitTest(_ point: CGPoint, level: View, path: [View], depth: Int) -> View? {
        guard level.canReceiveTouches, level.point(inside: point, with: nil) else { return nil }
        let next = path[depth + 1]
        guard let index = level.subviews.firstIndex(where: { $0 === next }) else { return level }
        if depth + 1 < path.count - 1 {
            let local = CGPoint(x: point.x - next.frame.minX, y: point.y - next.frame.minY)
            if let hit = hitTest(local, level: next, path: path, depth: depth + 1) { return hit }
        }
        for subview in level.subviews[..<index].reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let hit = subview.hitTest(local, with: nil) { return hit }
        }
        return level
    }
}
