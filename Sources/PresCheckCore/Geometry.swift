import Foundation

// Geometry decision (made once, for every module): code computes with Foundation's `CGRect`,
// `CGPoint` and `CGSize`, exactly as UIKit code does. Files people read (scenarios, observations,
// corpus) use the small keyed value types below, so JSON reads `{"x": 0, "y": 426, ...}` rather than
// Foundation's nested arrays.

/// Insets from each edge of a rectangle, as UIKit's `UIEdgeInsets` (TRAIT-3, device safe areas).
public struct EdgeInsets: Codable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}

extension CGRect {
    /// The rectangle shrunk by `insets` on each edge (UIKit's `inset(by:)`).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left,
            y: minY + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom
        )
    }

    /// Whether `point` lies in the half-open rectangle minX ≤ x < maxX, minY ≤ y < maxY (HIT-1).
    public func containsHalfOpen(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle given in unit coordinates of `bounds`, mapped into `bounds` (TRAIT-2).
    public func mappedFromUnit(into bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.minX + origin.x * bounds.width,
            y: bounds.minY + origin.y * bounds.height,
            width: size.width * bounds.width,
            height: size.height * bounds.height
        )
    }

    /// Whether every edge lies within `tolerance` of the other rectangle's.
    public func isClose(to other: CGRect, tolerance: CGFloat = 0.001) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}

/// A rectangle as it is written in scenario and observation files.
/// Frames of every rule (FRAME, SHEET, POP, CTX-4, TRAIT-2) are written with it.
public struct Rect: Codable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }

    public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    /// Whether every field lies within `tolerance` of the other's (the suite's 0.001 pt).
    public func isClose(to other: Rect, tolerance: Double = 0.001) -> Bool {
        cgRect.isClose(to: other.cgRect, tolerance: tolerance)
    }

    public var description: String { "(\(x.compact), \(y.compact), \(width.compact), \(height.compact))" }
}

/// A size as it is written in scenario files (`preferredContentSize`).
/// Serves SHEET-2, POP-1 and the `toast` (TRAIT-4).
public struct Size: Codable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }

    public var cgSize: CGSize { CGSize(width: width, height: height) }

    public var description: String { "\(width.compact)×\(height.compact)" }
}

/// A point as it is written in scenario files (taps).
/// Serves HIT-1..3, POP-2 and DETENT-2.
public struct Point: Codable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

    public var cgPoint: CGPoint { CGPoint(x: x, y: y) }

    public var description: String { "(\(x.compact), \(y.compact))" }
}

extension Double {
    /// A short, deterministic rendering for messages: integers without a fraction, else up to 3 decimals.
    public var compact: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        if !isFinite { return String(self) }
        var text = String(format: "%.3f", self)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Rounded to 3 decimals first, then written without a fraction when whole; `0` for a
    /// non-finite value or a rounded `-0`: the figures of pictures and reports.
    package var roundedText: String {
        guard isFinite else { return "0" }
        let value = (self * 1000).rounded() / 1000
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
