import Foundation

extension CGAffineTransform: Interpolatable {
    /// Component by component, as a linear animation of `transform` runs (LIFE-6).
    static func interpolate(_ from: CGAffineTransform, _ to: CGAffineTransform, _ progress: CGFloat) -> CGAffineTransform {
        CGAffineTransform(
            a: .interpolate(from.a, to.a, progress), b: .interpolate(from.b, to.b, progress),
            c: .interpolate(from.c, to.c, progress), d: .interpolate(from.d, to.d, progress),
            tx: .interpolate(from.tx, to.tx, progress), ty: .interpolate(from.ty, to.ty, progress))
    }
}

extension View {
    /// UIKit's frame of a transformed view: the bounds centred on the origin, transformed, then
    /// moved to the centre.
    static func frame(of untransformed: CGRect, transformedBy transform: CGAffineTransform) -> CGRect {
        let size = untransformed.size
        let centred = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return centred.applying(transform).offsetBy(dx: untransformed.midX, dy: untransformed.midY)
    }

    var transformedFrame: CGRect {
        Self.frame(of: CGRect(origin: CGPoint(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2),
                              size: bounds.size), transformedBy: transform)
    }

    /// The four corners of a rectangle.
    static func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
    }

    /// The smallest rectangle holding the points (conversions through a transform).
    static func boundingRect(of points: [CGPoint]) -> CGRect {
        let (xs, ys) = (points.map(\.x), points.map(\.y))
        let (left, top) = (xs.min() ?? 0, ys.min() ?? 0)
        return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }

    /// Whether this view or one of its superviews has a transform other than the identity.
    var hasTransformedAncestry: Bool {
        var view: View? = self
        while let current = view {
            if !current.hasIdentityTransform { return true }
            view = current.superview
        }
        return false
    }

    /// A point in this view's coordinates, in its superview's.
    func pointInSuperview(_ point: CGPoint) -> CGPoint {
        if hasIdentityTransform { return CGPoint(x: point.x + frame.minX, y: point.y + frame.minY) }
        let fromCentre = CGPoint(x: point.x - bounds.width / 2, y: point.y - bounds.height / 2).applying(transform)
        return CGPoint(x: center.x + fromCentre.x, y: center.y + fromCentre.y)
    }

    /// A point in the superview's coordinates, in this view's.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        if hasIdentityTransform { return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY) }
        let local = CGPoint(x: point.x - center.x, y: point.y - center.y).applying(transform.inverted())
        return CGPoint(x: local.x + bounds.width / 2, y: local.y + bounds.height / 2)
    }
}
