import Foundation
import PresCheckCore

/// LIFE-10: the user's swipe. No scenario view has a swipe recognizer of its own, so what a swipe
/// does is what the pan recognizers make of it: a `pan` from its start by 40 pt in its direction,
/// lifted at 1500 pt/s in that direction (a sheet drag, LIFE-10 and DETENT-4).
extension OracleState {
    /// LIFE-10 [M]: how far a swipe moves the finger in its direction (points)...
    static let swipeTranslation: CGFloat = 40
    /// ...and how fast it is moving when lifted (points a second).
    static let swipeVelocity: CGFloat = 1500

    /// LIFE-10: a `swipe` from `start` in `direction` is the `pan` from `start` by 40 pt in the
    /// direction, lifted at 1500 pt/s in it. Down on a sheet LIFE-10's threshold dismisses (the
    /// flick); under DETENT-4 it moves one detent down, and is a dismissal attempt at the smallest
    /// (or when h(e) − 40 < h(m) / 2); up it moves one detent up; left or right changes nothing.
    /// Rule coverage: as `pan`.
    mutating func swipe(from start: CGPoint, direction: SwipeDirection) {
        let unit = direction.unit
        pan(from: start,
            translation: CGPoint(x: unit.x * Self.swipeTranslation, y: unit.y * Self.swipeTranslation),
            velocity: CGPoint(x: unit.x * Self.swipeVelocity, y: unit.y * Self.swipeVelocity))
    }
}
