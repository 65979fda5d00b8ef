import PresCheckCore
import PresentationEngine

/// A scenario's swipe directions as UIKit code writes them (LIFE-10).
extension EngineDriver {
    static func engineDirection(_ direction: SwipeDirection) -> SwipeGestureRecognizer.Direction {
        switch direction {
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        }
    }
}
