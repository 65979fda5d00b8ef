/// The direction of a `swipe` action, as files spell it (LIFE-10): UIKit's
/// `UISwipeGestureRecognizer.Direction`, one direction a swipe.
public enum SwipeDirection: String, Codable, CaseIterable, Hashable, Sendable {
    case up, down, left, right

    /// The unit vector of the direction in window coordinates (y grows downwards).
    public var unit: Point {
        switch self {
        case .up: return Point(x: 0, y: -1)
        case .down: return Point(x: 0, y: 1)
        case .left: return Point(x: -1, y: 0)
        case .right: return Point(x: 1, y: 0)
        }
    }
}

extension Action {
    /// True for the actions a pan recognizer sees, `pan` and `swipe` (LIFE-10, DETENT-4): reports
    /// and attribution treat both as drags.
    public var isDrag: Bool {
        switch self {
        case .pan, .swipe: return true
        default: return false
        }
    }
}
