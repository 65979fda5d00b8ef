import Foundation

/// UIKit's `UITimingCurveType`: what kind of timing a `TimingCurveProvider` describes.
public enum TimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// UIKit's `UITimingCurveProvider`, the type of `PercentDrivenInteractiveTransition.timingCurve`.
/// The engine's clock is linear (LIFE-6, LIFE-8): it stores a timing curve and never applies it.
public protocol TimingCurveProvider: AnyObject {
    var timingCurveType: TimingCurveType { get }
    /// The cubic parameters, for `.builtin` and `.cubic` curves.
    var cubicTimingParameters: CubicTimingParameters? { get }
}

/// UIKit's `UICubicTimingParameters`: a built-in curve or a cubic Bézier through two control
/// points (each coordinate in 0...1). Stored only: the engine's clock is linear.
public final class CubicTimingParameters: TimingCurveProvider {
    /// The built-in curve it was made from (`.easeInOut` for `init()`), or `.linear` for a
    /// custom Bézier, as UIKit reports.
    public let animationCurve: AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// UIKit's default: ease in and out.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of the built-in curves, with its standard control points.
    public init(animationCurve curve: AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        timingCurveType = .builtin
    }

    /// A custom cubic Bézier from (0, 0) to (1, 1) through `point1` and `point2`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .linear
        controlPoint1 = point1
        controlPoint2 = point2
        timingCurveType = .cubic
    }

    public let timingCurveType: TimingCurveType
    public var cubicTimingParameters: CubicTimingParameters? { self }
}
