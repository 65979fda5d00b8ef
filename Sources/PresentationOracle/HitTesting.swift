import Foundation
import PresCheckCore

/// HIT-1, HIT-2, POP-2, DETENT-2 and the catalogue tap handlers, on the modelled view hierarchy.
extension OracleState {
    /// HIT-1: recursive hit test, front-most subview first; a view qualifies when alpha ≥ 0.01 and
    /// the point is in its half-open frame (no view is hidden or has interaction off in the model);
    /// the deepest qualifying view wins. HIT-2: a container that lets touches through yields to the
    /// views behind when no subview takes the touch. Returns the path from a window subview down to
    /// the hit view, or nil.
    static func hitTestHIT1(_ view: ModelView, _ point: CGPoint, excluding: ModelView.ID?) -> [ModelView.ID]? {
        guard view.id != excluding, view.alpha >= 0.01, view.frame.containsHalfOpen(point) else { return nil }
        for subview in view.subviews.reversed() {
            if let path = hitTestHIT1(subview, point, excluding: excluding) { return [view.id] + path }
        }
        return view.letsTouchesThrough ? nil : [view.id]
    }

    /// HIT-1 from the window: nil when the point is outside it, [] when only the window qualifies.
    func hitTestWindow(_ point: CGPoint, excluding: ModelView.ID? = nil) -> [ModelView.ID]? {
        guard geometry.bounds.containsHalfOpen(point) else { return nil }
        for view in windowSubviewsHIT3().reversed() {
            if let path = Self.hitTestHIT1(view, point, excluding: excluding) { return path }
        }
        return []
    }

    /// POP-2: a hit on a popover's dimming view re-tests the views behind its container; a result in
    /// a passthrough view is the target instead (and nothing else happens).
    func resolvePOP2(_ path: [ModelView.ID], _ point: CGPoint) -> [ModelView.ID] {
        guard case .dimming(let presented)? = path.last, let index = index(of: presented),
              behaviour(index) == .popover else { return path }
        let passthrough = passthrough(index)
        guard !passthrough.isEmpty,
              let behind = hitTestWindow(point, excluding: .container(presented)) else { return path }
        let inPassthrough = behind.contains { id in
            if case .node(let node) = id { return passthrough.contains(node) }
            return false
        }
        return inPassthrough ? behind : path
    }

    /// How observations name a hit (`HitTarget`).
    static func targetName(_ path: [ModelView.ID]?) -> String {
        guard let path else { return HitTarget.none }
        switch path.last {
        case nil: return HitTarget.window
        case .node(let id)?: return HitTarget.node(id)
        case .container(let id)?: return HitTarget.container(id)
        case .dimming(let id)?: return HitTarget.dimming(id)
        case .card(let id)?: return HitTarget.card(id)
        }
    }

    /// A tap (HIT-1..3, POP-2, DETENT-2, catalogue): reports the target; a tap on a dimming view
    /// (catalogue controller, dimmed sheet, non-passthrough popover) calls
    /// `presenter.dismiss(animated: true)` without completion, unless a transition runs.
    mutating func tap(at point: CGPoint) {
        var path = hitTestWindow(point)
        if let found = path { path = resolvePOP2(found, point) }
        log.hitTarget = Self.targetName(path)
        guard transition == nil, case .dimming(let presented)? = path?.last, let index = index(of: presented) else { return }
        dismiss(node: presentations[index].presenter, animated: true, completion: false)
    }
}
