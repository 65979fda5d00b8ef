import Foundation

/// Exact comparison of rectangles, field by field, as Foundation's `==` compares them (origin,
/// then size; each number with `==`). Foundation's operator is a call the optimiser cannot see
/// into on every platform, and a view compares its old and new frame on every frame change
/// (LIFE-6 records a change only when there is one), so the engine's hot paths compare here.
extension CGRect {
    func isSame(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }
}

extension CGSize {
    func isSame(as other: CGSize) -> Bool {
        width == other.width && height == other.height
    }
}

extension CGRect {
    /// Whether the two rectangles hold the same numbers bit for bit (a negative zero is not a zero).
    func hasSameBits(as other: CGRect) -> Bool {
        origin.x.bitPattern == other.origin.x.bitPattern && origin.y.bitPattern == other.origin.y.bitPattern
            && size.width.bitPattern == other.size.width.bitPattern
            && size.height.bitPattern == other.size.height.bitPattern
    }
}

extension View {
    /// Whether setting `frame` to this rectangle would leave the view as it is: with the identity
    /// transform the setter stores the rectangle as set, and one equal to the frame (no number NaN,
    /// which compares unequal) changes, lays out and records nothing. Layout passes (TRAIT-2) set
    /// most frames to the ones they have, and a loop that asks this first, reading the view where
    /// its list holds it, calls the setter only for a change.
    func hasFrame(exactly frame: CGRect) -> Bool {
        guard hasIdentityTransform else { return false }
        let current = self.frame
        return current.isSame(as: frame) && current.hasSameBits(as: frame)
    }

    /// Sets `frame` unless the view has exactly that frame already (`hasFrame(exactly:)`).
    func setFrameIfChanged(_ frame: CGRect) {
        if !hasFrame(exactly: frame) { self.frame = frame }
    }
}
