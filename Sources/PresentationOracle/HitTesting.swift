import Foundation
import PresCheckCore

/// HIT-1, HIT-2, POP-2, DETENT-2 and the catalogue tap handlers, on the modelled view hierarchy.
extension OracleState {
    /// HIT-1: whether `point` lies in the half-open `rect` (both in window coordinates).
    /// Reading: (Reading HIT-1.a) HIT-1's half-open comparisons use a tolerance of 1e-6 pt, so a point within 1e-6 of
    /// an edge counts as on that edge: minX − 1e-6 ≤ x < maxX − 1e-6, and the same for y. (An edge
    /// computed in window coordinates and one computed in a view's own coordinates may differ by
    /// rounding; the tolerance puts a point on that edge on the same side either way.)
    static func containsHIT1(_ rect: CGRect, _ point: CGPoint) -> Bool {
        let tolerance: CGFloat = 1e-6
        return point.x >= rect.minX - tolerance && point.x < rect.maxX - tolerance
            && point.y >= rect.minY - tolerance && point.y < rect.maxY - tolerance
    }

    /// HIT-1: recursive hit test of the view at `position` in the window's views
    /// (`WindowSnapshot`), front-most subview first; a view qualifies when it is not hidden, alpha
    /// ≥ 0.01 and the point is in its half-open frame (interaction is on for every view in the
    /// model); the deepest qualifying view wins. HIT-2: a container that lets touches through
    /// yields to the views behind when no subview takes the touch. Returns the names of the views
    /// from a window subview down to the hit view, or nil. `consultedContainer` becomes true when
    /// a qualifying container is tested, i.e. when HIT-2 decides whether it takes the touch (rule
    /// coverage).
    static func hitTestHIT1(_ window: WindowSnapshot, at position: Int, _ point: CGPoint, excluding: [HitTarget],
                            consultedContainer: inout Bool) -> [HitTarget]? {
        let view = window.views[position]
        guard !excluding.contains(view.name), !view.isHidden, view.alpha >= 0.01,
              containsHIT1(window.places[position].frame, point) else { return nil }
        if window.places[position].kind == .container { consultedContainer = true }
        let (depth, range) = subviewRange(of: position, in: window)
        for subview in range.reversed() where window.places[subview].depth == depth {
            if let path = hitTestHIT1(window, at: subview, point, excluding: excluding,
                                      consultedContainer: &consultedContainer) {
                return [view.name] + path
            }
        }
        return window.places[position].letsTouchesThrough ? nil : [view.name]
    }

    /// Where the subviews of the view at `position` (nil: of the window) are in the window's views:
    /// the views of `range` at level `depth`, back to front (read in place, front first, by the
    /// hit tests, where a list of them was made at every level).
    static func subviewRange(of position: Int?, in window: WindowSnapshot) -> (depth: Int, range: Range<Int>) {
        let depth = position.map { window.places[$0].depth + 1 } ?? 0
        let first = position.map { $0 + 1 } ?? 0
        var end = first
        while end < window.places.count, window.places[end].depth >= depth { end += 1 }
        return (depth, first..<end)
    }

    /// HIT-1 from the window: nil when the point is outside it, [] when only the window qualifies.
    func hitTestWindow(_ point: CGPoint, excluding: [HitTarget] = []) -> [HitTarget]? {
        var consultedContainer = false
        return hitTestWindow(point, excluding: excluding, consultedContainer: &consultedContainer)
    }

    /// HIT-1 from the window, noting whether HIT-2 was consulted (rule coverage).
    func hitTestWindow(_ point: CGPoint, excluding: [HitTarget] = [], consultedContainer: inout Bool) -> [HitTarget]? {
        guard Self.containsHIT1(geometry.bounds, point) else { return nil }
        let window = currentWindow()
        let (depth, range) = Self.subviewRange(of: nil, in: window)
        for view in range.reversed() where window.places[view].depth == depth {
            if let path = Self.hitTestHIT1(window, at: view, point, excluding: excluding,
                                           consultedContainer: &consultedContainer) {
                return path
            }
        }
        return []
    }

    /// POP-2: a hit on a popover's dimming view re-tests the views behind its container; a result in
    /// a passthrough view is the target instead (and nothing else happens). `behind` lists the
    /// containers already set aside by the popovers above.
    /// Reading: (Reading POP-2.a) the views behind a popover's container are hit-tested as they are, so
    /// a hit on the dimming view of a popover lower down applies POP-2 for that popover first: a tap
    /// that goes through both popovers to a view that is a passthrough view of both reaches it.
    func resolvePOP2(_ path: [HitTarget], _ point: CGPoint, behind: [HitTarget] = []) -> [HitTarget] {
        guard case .dimming(let presented)? = path.last, let index = index(of: presented),
              behaviour(index) == .popover else { return path }
        let passthrough = passthrough(index)
        let setAside = behind + [.container(presented)]
        guard !passthrough.isEmpty, let found = hitTestWindow(point, excluding: setAside) else { return path }
        let resolved = resolvePOP2(found, point, behind: setAside)
        let inPassthrough = resolved.contains { id in
            if case .node(let node) = id { return passthrough.contains(node) }
            return false
        }
        return inPassthrough ? resolved : path
    }

    /// How observations name a hit (`HitTarget`).
    static func targetName(_ path: [HitTarget]?) -> HitTarget {
        guard let path else { return .outsideWindow }
        return path.last ?? .window
    }

    /// A tap (HIT-1..3, POP-2, DETENT-2, catalogue): reports the target; a tap on a dimming view
    /// (catalogue controller, dimmed sheet, non-passthrough popover) calls
    /// `presenter.dismiss(animated: true)` without completion, unless a transition runs.
    /// Rule coverage: HIT-1 always; HIT-3 when the point is in the window (z-order orders the search);
    /// HIT-2 when a container is tested; POP-2 or DETENT-2 for a hit on a popover's or a sheet's
    /// dimming view.
    mutating func tap(at point: CGPoint) {
        apply(.hit1)
        if Self.containsHIT1(geometry.bounds, point) { apply(.hit3) }
        var consultedContainer = false
        var path = hitTestWindow(point, consultedContainer: &consultedContainer)
        if consultedContainer { apply(.hit2) }
        if case .dimming(let presented)? = path?.last, let index = index(of: presented) {
            switch behaviour(index) {
            case .popover: apply(.pop2)
            case .sheet: apply(.detent2)
            default: break
            }
        }
        if let found = path { path = resolvePOP2(found, point) }
        log.hitTarget = Self.targetName(path)
        guard transition == nil, case .dimming(let presented)? = path?.last, let index = index(of: presented) else { return }
        // LIFE-10: a sheet's or a popover's dimming tap is the user's attempt; a catalogue
        // controller's is its own, programmatic `dismiss`.
        if isUserDismissalTargetLIFE10(index) { return attemptUserDismissalLIFE10(index) }
        dismiss(node: presentations[index].presenter, animated: true, completion: false)
    }
}
