import Foundation
import PresCheckCore

/// Converting points and rectangles between views' coordinates (HIT-1, TRAIT-3, FRAME-1).
extension View {
    /// Converts a rectangle from this view's coordinates to `view`'s (to the window's when nil).
    /// Views in different hierarchies convert through their topmost ancestors' origins. Through a
    /// transformed view the result is the bounding rectangle of the converted corners.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        if let origin = untransformedConversion(of: rect.origin, to: view) {
            return CGRect(origin: origin, size: rect.size)
        }
        return Self.boundingRect(of: Self.corners(of: rect).map { convert($0, to: view) })
    }

    /// Converts a point from this view's coordinates to `view`'s (to the window's when nil).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        if let converted = untransformedConversion(of: point, to: view) { return converted }
        var inRoot = point
        var current: View? = self
        while let candidate = current, candidate.superview != nil {
            inRoot = candidate.pointInSuperview(inRoot)
            current = candidate.superview
        }
        guard let view else { return inRoot }
        var chain: [View] = []
        current = view
        while let candidate = current, candidate.superview != nil {
            chain.append(candidate)
            current = candidate.superview
        }
        return chain.reversed().reduce(inRoot) { point, next in next.pointFromSuperview(point) }
    }

    /// Converts a rectangle from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        if let view { return view.convert(rect, to: self) }
        return Self.boundingRect(of: Self.corners(of: rect).map { convert($0, from: nil) })
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        if let view { return view.convert(point, to: self) }
        let origin = convert(CGPoint.zero, to: nil)
        guard hasTransformedAncestry else { return CGPoint(x: point.x - origin.x, y: point.y - origin.y) }
        var chain: [View] = []
        var current: View? = self
        while let candidate = current, candidate.superview != nil {
            chain.append(candidate)
            current = candidate.superview
        }
        return chain.reversed().reduce(point) { point, next in next.pointFromSuperview(point) }
    }

    /// `point` converted to `view`'s coordinates through the two views' offsets in their topmost
    /// ancestors, when neither view nor any of their superviews is transformed; nil otherwise.
    /// One walk up each chain gives both the offset and whether a transform is on it.
    private func untransformedConversion(of point: CGPoint, to view: View?) -> CGPoint? {
        guard let inRoot = untransformedOffsetToRoot(under: nil) else { return nil }
        var target = CGPoint.zero
        if let view {
            // From a topmost view (the window, nearly always), `view`'s climb ends here by identity;
            // this view is passed as it is held, with no retain.
            let offset = superview == nil ? view.untransformedOffsetToRoot(under: self) : view.untransformedOffsetToRoot(under: nil)
            guard let offset else { return nil }
            target = offset
        }
        return CGPoint(x: point.x + inRoot.x - target.x, y: point.y + inRoot.y - target.y)
    }

    /// The offset of this view's origin within its topmost ancestor (the window, when in one), or
    /// nil when this view or one of its superviews has a transform other than the identity
    /// (`hasTransformedAncestry`). `root`, a view with no superview the caller holds, ends the climb
    /// when it is reached, told by identity with no load of it through the reference (a window's
    /// retain takes the slow path of its weak reference's side table).
    private func untransformedOffsetToRoot(under root: View?) -> CGPoint? {
        var x: CGFloat = 0
        var y: CGFloat = 0
        var current = self
        while true {
            guard current.hasIdentityTransform else { return nil }
            if let root, current.isSubview(of: root) {
                guard root.hasIdentityTransform else { return nil }
                return CGPoint(x: x + current.frame.minX, y: y + current.frame.minY)
            }
            guard let superview = current.superview else { return CGPoint(x: x, y: y) }
            x += current.frame.minX
            y += current.frame.minY
            current = superview
        }
    }

    /// The frame in window coordinates, or nil when the view is not in a window.
    package var frameInWindow: CGRect? {
        guard window != nil else { return nil }
        return convert(bounds, to: nil)
    }
}

extension Window {
    /// TRAIT-3: the safe-area insets of a view whose rectangle in window coordinates is `frame`:
    /// the window's insets minus the view's distance from each window edge, floored at 0.
    package func safeAreaInsets(ofPlacedRect frame: CGRect) -> EdgeInsets {
        let safe = geometry.safeArea
        let size = geometry.size
        // `max(0, x)` written out as the standard library's (`x >= 0 ? x : 0`): every view of every
        // observation asks, and an unoptimised build does not specialise the generic `max`.
        let top = safe.top - frame.minY
        let left = safe.left - frame.minX
        let bottom = safe.bottom - (size.height - frame.maxY)
        let right = safe.right - (size.width - frame.maxX)
        return EdgeInsets(top: top >= 0 ? top : 0, left: left >= 0 ? left : 0,
                          bottom: bottom >= 0 ? bottom : 0, right: right >= 0 ? right : 0)
    }
}
