import Foundation

/// LIFE-10: a swipe is also a short, fast drag, so the pan recognizers see it, the sheet's own drag
/// included (`updateSheetDrag`): on a sheet a swipe is exactly a `pan` of this translation, lifted
/// at this velocity, in its direction.
extension Window {
    /// LIFE-10 [M]: how far a swipe moves the finger in its direction (points)...
    static let swipeTranslation: CGFloat = 40
    /// ...and how fast it is moving when lifted (points a second).
    static let swipeVelocity: CGFloat = 1500

    /// LIFE-10: after the swipe recognizers, the first enabled pan recognizer of `hit` (the view hit
    /// at `start`, hit-tested once for the whole swipe) or of its nearest ancestor with one runs a
    /// pan from `start` by `swipeTranslation` in `direction`, lifted at `swipeVelocity` in it:
    /// `.began`, then `.ended`. A direction that combines several adds their vectors.
    func deliverSwipeAsPan(from start: CGPoint, direction: SwipeGestureRecognizer.Direction, hit: View) {
        var unit = CGPoint.zero
        if direction.contains(.right) { unit.x += 1 }
        if direction.contains(.left) { unit.x -= 1 }
        if direction.contains(.down) { unit.y += 1 }
        if direction.contains(.up) { unit.y -= 1 }
        guard unit != .zero,
              let recognizer = GestureRecognizer.nearest(PanGestureRecognizer.self, from: hit, where: { _ in true }) else { return }
        let translation = CGPoint(x: unit.x * Self.swipeTranslation, y: unit.y * Self.swipeTranslation)
        let velocity = CGPoint(x: unit.x * Self.swipeVelocity, y: unit.y * Self.swipeVelocity)
        recognizer.run(from: start, translations: [translation], velocities: [velocity])
    }
}
