import Foundation
import PresCheckCore

// The comparisons every suite makes of computed values with hand-computed ones: within 0.001 pt,
// the checker's tolerance for frames (see the catalogue's overview). A nil actual value is never
// close. Engine values are `CGRect` and `CGFloat`; oracle and observation values `Rect` and `Double`.

/// Whether `a` is within `tolerance` of `b` on every edge.
public func close(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 0.001) -> Bool {
    guard let a else { return false }
    return a.isClose(to: b, tolerance: tolerance)
}

/// Whether `a` is within `tolerance` of `b`.
public func close(_ a: CGFloat?, _ b: CGFloat, tolerance: CGFloat = 0.001) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

/// Whether `a` is within 0.001 of `b` on every edge.
public func close(_ a: Rect?, _ b: Rect) -> Bool { a.map { $0.isClose(to: b) } ?? false }

/// Whether `a` is within 0.001 of `b`.
public func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) <= 0.001 } ?? false }
