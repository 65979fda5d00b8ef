import PresCheckCore

/// Pans and dimming taps at interesting places, computed from the current observation
/// (oracle-guided): pans that start on a presented view (sheets first) or anywhere a tap could
/// land, moved down around the sheet drag's threshold (half the presented frame's height), up or
/// sideways, and lifted at velocities around 1000 pt/s; taps just inside the corners and top edge
/// of a dimming view.
/// Serves LIFE-10, HIT-1, HIT-2, POP-2, DETENT-2.
enum PanGestures {
    static func pick(in state: Observation, source: ChoiceSource) -> Action {
        let presented = state.presentations.reversed().compactMap { state.node($0.presented)?.frame }
        let start: Point
        var height = 100.0
        if let frame = presented.isEmpty || source.chance(1, in: 4) ? nil : source.pick(presented) {
            height = frame.height
            let points = [
                Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2),
                Point(x: frame.x + frame.width / 2, y: frame.y + 0.5),
                Point(x: frame.x + 0.5, y: frame.y + frame.height - 0.5),
                Point(x: frame.x + frame.width / 2, y: frame.y - 0.5),
            ]
            start = source.pick(points)
        } else {
            start = TapPoints.pick(in: state, source: source)
        }
        let dy = source.weighted([
            (3, height * 0.75), (2, height / 2), (2, height / 2 + 0.5), (2, height * 0.25), (1, 1.0), (1, 0.0),
            (1, -height / 2), (1, height * 1.5),
        ])
        let dx = source.weighted([(4, 0.0), (1, 40.0), (1, -40.0)])
        let vy = source.weighted([(4, 0.0), (2, 1000.0), (1, 999.5), (1, 2500.0), (1, -1500.0)])
        return .pan(from: start, translation: Point(x: dx, y: dy), velocity: Point(x: 0, y: vy))
    }

    /// A point just inside a dimming view (its corners, the middle of its top edge): on a sheet's or a
    /// popover's, the user's dismissal attempt (LIFE-10). Nil when no presentation has one.
    static func dimmingTap(in state: Observation, source: ChoiceSource) -> Point? {
        let dimming = state.presentations.reversed().compactMap(\.dimming)
        guard !dimming.isEmpty else { return nil }
        let rect = source.pick(dimming)
        return source.pick([
            Point(x: rect.x + 0.5, y: rect.y + 0.5), Point(x: rect.x + rect.width / 2, y: rect.y + 0.5),
            Point(x: rect.x + rect.width - 0.5, y: rect.y + 0.5), Point(x: rect.x + 0.5, y: rect.y + rect.height - 0.5),
            Point(x: rect.x + rect.width - 0.5, y: rect.y + rect.height - 0.5),
        ])
    }
}
