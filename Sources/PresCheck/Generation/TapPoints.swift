import PresCheckCore

/// Taps at interesting points, computed from the current observation (oracle-guided): for every
/// container, dimming view, context rectangle (a presenter's view), presented view (sheets,
/// popovers, cards) and node view in the window, one point just inside and one just outside each
/// edge, the edges themselves (hit testing is half-open, HIT-1), and the centre.
/// Serves HIT-1, HIT-2, POP-2, DETENT-2 and the catalogue's dimming taps.
enum TapPoints {
    static func pick(in state: Observation, source: ChoiceSource) -> Point {
        var rects: [Rect] = []
        // Presentations first (front-most first): they are where HIT-2, POP-2 and DETENT-2 meet.
        for presentation in state.presentations.reversed() {
            if let frame = state.frame(of: presentation.presented) { rects.append(frame) }
            if let container = presentation.container { rects.append(container) }
            if let dimming = presentation.dimming { rects.append(dimming) }
        }
        rects += state.nodes.reversed().compactMap(\.frame)
        guard !rects.isEmpty else { return Point(x: 10, y: 10) }
        let rect = source.pick(rects)
        let (minX, midX, maxX) = (rect.x, rect.x + rect.width / 2, rect.x + rect.width)
        let (minY, midY, maxY) = (rect.y, rect.y + rect.height / 2, rect.y + rect.height)
        let points = [
            Point(x: midX, y: midY),
            Point(x: minX + 0.5, y: midY), Point(x: minX - 0.5, y: midY),
            Point(x: maxX - 0.5, y: midY), Point(x: maxX + 0.5, y: midY),
            Point(x: midX, y: minY + 0.5), Point(x: midX, y: minY - 0.5),
            Point(x: midX, y: maxY - 0.5), Point(x: midX, y: maxY + 0.5),
            Point(x: minX, y: minY), Point(x: maxX, y: midY), Point(x: midX, y: maxY),
        ]
        return source.pick(points)
    }
}
