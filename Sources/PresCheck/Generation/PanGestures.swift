import PresCheckCore
import PresentationOracle

/// Pans and dimming taps at interesting places, computed from the current observation
/// (oracle-guided): pans that start on a presented view (sheets first) or anywhere a tap could
/// land, moved down around the sheet drag's threshold (half the presented frame's height), up or
/// sideways, and lifted at velocities around 1000 pt/s; on a sheet with several detents, moved to
/// each detent's height, to the midpoints between them and to half the smallest (DETENT-4), and
/// lifted around ±1000 pt/s, some through one or two intermediate points; swipes, mostly down on
/// sheets; taps just inside the corners and top edge of a dimming view.
/// Serves LIFE-10, DETENT-4, HIT-1, HIT-2, POP-2, DETENT-2.
package enum PanGestures {
    /// A pan's fixed draws by weight, kept as tables rather than lists built for every pan: its
    /// sideways move, its lift's vertical and sideways velocity, a detent pan's lift, a swipe's
    /// direction.
    static let dxs = Weighted<Double>([(4, 0.0), (1, 40.0), (1, -40.0)])
    static let vys = Weighted<Double>([(4, 0.0), (2, 1000.0), (1, 999.5), (1, 2500.0), (1, -1500.0)])
    static let vxs = Weighted<Double>([(8, 0.0), (1, 1000.0), (1, -1500.0)])
    static let detentVys = Weighted<Double>([(4, 0.0), (2, 1000.0), (2, -1000.0), (1, 999.5), (1, -999.5), (1, 2500.0), (1, -1500.0)])
    static let swipeDirections = Weighted<SwipeDirection>([(5, .down), (2, .up), (1, .left), (1, .right)])

    /// `detentHeights` gives, for a presented node whose sheet has at least two detent heights,
    /// those heights (`detentHeights(_:window:)`); nil for any other node.
    static func pick(in state: Observation, source: ChoiceSource, detentHeights: (String) -> [Double]? = { _ in nil }) -> Action {
        let presented = state.presentations.reversed().compactMap { presentation in
            state.frame(of: presentation.presented).map { (id: presentation.presented, frame: $0) }
        }
        let start: Point
        var height = 100.0
        if let (id, frame) = presented.isEmpty || source.chance(1, in: 4) ? nil : source.pick(presented) {
            height = frame.height
            let points = [
                Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2),
                Point(x: frame.x + frame.width / 2, y: frame.y + 0.5),
                Point(x: frame.x + 0.5, y: frame.y + frame.height - 0.5),
                Point(x: frame.x + frame.width / 2, y: frame.y - 0.5),
            ]
            start = source.pick(points)
            if let heights = detentHeights(id), source.chance(3, in: 4) {
                return detentPan(from: start, height: height, heights: heights, source: source)
            }
        } else {
            start = TapPoints.pick(in: state, source: source)
        }
        let dy = source.weighted([
            (3, height * 0.75), (2, height / 2), (2, height / 2 + 0.5), (2, height * 0.25), (1, 1.0), (1, 0.0),
            (1, -height / 2), (1, height * 1.5),
        ])
        let dx = source.weighted(Self.dxs)
        let vy = source.weighted(Self.vys)
        // A sideways component to the lift now and then (only vy decides, LIFE-10).
        let vx = source.weighted(Self.vxs)
        return withIntermediatePoints(.pan(from: start, translation: Point(x: dx, y: dy), velocity: Point(x: vx, y: vy)), source: source)
    }

    /// DETENT-4: a pan from `start` on a sheet now `height` tall whose detents are `heights` tall
    /// (sorted, distinct): the dragged height H = height − dy lands on a detent's height, on the
    /// midpoint between two neighbours (a tie), or on half the smallest (the dismissal boundary),
    /// each exactly or 0.5 pt either side; lifted still, or around a flick up or down.
    static func detentPan(from start: Point, height: Double, heights: [Double], source: ChoiceSource) -> Action {
        var targets = heights
        for (lower, upper) in zip(heights, heights.dropFirst()) { targets.append((lower + upper) / 2) }
        if let smallest = heights.first { targets.append(smallest / 2) }
        let dragged = source.pick(targets) + source.pick([0, 0.5, -0.5])
        let vy = source.weighted(Self.detentVys)
        return withIntermediatePoints(.pan(from: start, translation: Point(x: 0, y: height - dragged), velocity: Point(x: 0, y: vy)),
                                      source: source)
    }

    /// LIFE-10: one pan in four passes through one or two intermediate translations before its final
    /// one (a recognizer sees `.changed` at each): halfway, a third and two thirds of the way, or
    /// past the end and back. The outcome reads only the final translation and the velocity. One
    /// such pan in three gives the finger a velocity at each point: accelerating towards the lift,
    /// or fast and then slowing down (what a user's controller reads at `.changed`).
    static func withIntermediatePoints(_ pan: Action, source: ChoiceSource) -> Action {
        guard case .pan(let start, let t, let velocity, _, _) = pan, source.chance(1, in: 4) else { return pan }
        func scaled(_ factor: Double) -> Point { Point(x: t.x * factor, y: t.y * factor) }
        let through = source.pick([[scaled(0.5)], [scaled(1.0 / 3), scaled(2.0 / 3)], [scaled(1.5)], [Point(x: 0, y: 0), scaled(0.5)]])
        guard source.chance(1, in: 3) else { return .pan(from: start, translation: t, velocity: velocity, through: through) }
        let fast = Point(x: t.x * 4, y: t.y * 4)
        let velocities = source.chance(1, in: 2)
            ? through.indices.map { index in Point(x: velocity.x * Double(index + 1) / Double(through.count + 1),
                                                   y: velocity.y * Double(index + 1) / Double(through.count + 1)) }
            : through.map { _ in fast }
        return .pan(from: start, translation: t, velocity: velocity, through: through, throughVelocities: velocities)
    }

    /// LIFE-10: a swipe from a presented view (the front-most presentations first, mostly down on
    /// them: a sheet's dismissal by swiping down, or its flick between detents, DETENT-4) or from
    /// anywhere a tap could land, in any direction.
    static func swipe(in state: Observation, source: ChoiceSource) -> Action {
        let presented = state.presentations.reversed().compactMap { state.frame(of: $0.presented) }
        if let frame = presented.isEmpty || source.chance(1, in: 4) ? nil : source.pick(presented) {
            let start = source.pick([
                Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2),
                Point(x: frame.x + frame.width / 2, y: frame.y + 0.5),
                Point(x: frame.x + frame.width / 2, y: frame.y - 0.5),
            ])
            let direction = source.weighted(Self.swipeDirections)
            return .swipe(from: start, direction: direction)
        }
        return .swipe(from: TapPoints.pick(in: state, source: source), direction: source.pick(SwipeDirection.allCases))
    }

    /// DETENT-4: the heights (value + safe.bottom, SHEET-1) of `detents` (empty meaning `[large]`)
    /// in `window`, sorted and distinct; nil when there are fewer than two. Values are the oracle's
    /// (SHEET). (`medium` is listed in compact height too, where it is inactive: one more pan
    /// length, nothing more.)
    package static func detentHeights(_ detents: [Detent], window: WindowGeometry) -> [Double]? {
        let maximum = SheetsAndDetents.maximumDetentValue(window)
        var heights: [Double] = []
        for detent in detents {
            let height = Double(SheetsAndDetents.value(of: detent, maximum: maximum) + window.safeArea.bottom)
            if !heights.contains(height) { heights.append(height) }
        }
        return heights.count >= 2 ? heights.sorted() : nil
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
