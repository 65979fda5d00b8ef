import PresCheckCore

/// Taps at interesting points, computed from the current observation (oracle-guided): for every
/// container, dimming view, context rectangle (a presenter's view), presented view (sheets,
/// popovers, cards) and node view in the window, one point just inside and one just outside each
/// edge, the edges themselves (hit testing is half-open, HIT-1), and the centre.
/// Serves HIT-1, HIT-2, POP-2, DETENT-2 and the catalogue's dimming taps.
enum TapPoints {
    static func pick(in state: Observation, source: ChoiceSource) -> Point {
        // The rectangles: presentations first (front-most first), they are where HIT-2, POP-2 and
        // DETENT-2 meet, then every node view (front-most first). Counted, and the drawn one found,
        // without listing them.
        let count = rect(nil, in: state).count
        guard count > 0 else { return Point(x: 10, y: 10) }
        guard let rect = rect(source.index(count), in: state).rect else { preconditionFailure("a rectangle counted is found") }
        let (minX, midX, maxX) = (rect.x, rect.x + rect.width / 2, rect.x + rect.width)
        let (minY, midY, maxY) = (rect.y, rect.y + rect.height / 2, rect.y + rect.height)
        switch source.index(12) {
        case 0: return Point(x: midX, y: midY)
        case 1: return Point(x: minX + 0.5, y: midY)
        case 2: return Point(x: minX - 0.5, y: midY)
        case 3: return Point(x: maxX - 0.5, y: midY)
        case 4: return Point(x: maxX + 0.5, y: midY)
        case 5: return Point(x: midX, y: minY + 0.5)
        case 6: return Point(x: midX, y: minY - 0.5)
        case 7: return Point(x: midX, y: maxY - 0.5)
        case 8: return Point(x: midX, y: maxY + 0.5)
        case 9: return Point(x: minX, y: minY)
        case 10: return Point(x: maxX, y: midY)
        default: return Point(x: midX, y: maxY)
        }
    }

    /// Walks the rectangles a tap may aim at, in order: each presentation's (front-most first)
    /// presented view frame, container and dimming view, then each node view's frame (front-most
    /// first). Gives the `n`-th (from 0) and how many were walked: all of them when `n` is nil.
    private static func rect(_ n: Int?, in state: Observation) -> (rect: Rect?, count: Int) {
        var count = 0
        func take(_ rect: Rect?) -> Rect? {
            guard let rect else { return nil }
            count += 1
            return count - 1 == n ? rect : nil
        }
        var index = state.presentations.count - 1
        while index >= 0 {
            if let found = take(state.frame(of: state.presentations[index].presented)) { return (found, count) }
            if let found = take(state.presentations[index].container) { return (found, count) }
            if let found = take(state.presentations[index].dimming) { return (found, count) }
            index -= 1
        }
        index = state.nodes.count - 1
        while index >= 0 {
            if let found = take(state.nodes[index].frame) { return (found, count) }
            index -= 1
        }
        return (nil, count)
    }
}
