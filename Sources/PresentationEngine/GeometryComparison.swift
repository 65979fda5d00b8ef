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
