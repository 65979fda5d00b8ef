import Foundation
import PresCheckCore

/// LIFE-10: the user's dismissal attempts and the adaptive delegate's dismissal calls.
/// Rule coverage: LIFE-10 for every attempt; the dismissal it starts records its own rules.
extension OracleState {
    /// LIFE-10: whether a hit on the dimming view of the presentation at `index` is a user
    /// dismissal attempt: the presentation behaves as a sheet (DETENT-2; a dimming view there is a
    /// dimmed sheet's) or as a popover (POP-2). A catalogue controller's dimming tap is programmatic.
    func isUserDismissalTargetLIFE10(_ index: Int) -> Bool {
        switch behaviour(index) {
        case .sheet, .popover: return true
        default: return false
        }
    }

    /// LIFE-10: the user's attempt to dismiss the presentation at `index` (no transition runs).
    /// The presented layer root's own `isModalInPresentation` refuses it without asking the
    /// delegate; else the delegate's `shouldDismiss` answer (true without delegate) decides. Refused:
    /// `presentationControllerDidAttemptToDismiss` only. Accepted: `presentationControllerWillDismiss`,
    /// then `presenter.dismiss(animated: true)` without completion; `presentationControllerDidDismiss`
    /// runs when that dismissal completes (`completeDismissal`). Delegate calls are recorded only
    /// when a delegate is set (ADAPT-9).
    ///
    /// Reading: (Reading LIFE-10.b) the value P has at the moment of the attempt, as the scenario or a
    /// `setModalInPresentation` action set it last.
    mutating func attemptUserDismissalLIFE10(_ index: Int) {
        apply(.life10)
        let presentation = presentations[index]
        let presented = presentation.presented
        let delegate = Adaptivity.delegate(presentation.request)
        if nodes[presented]?.modalInPresentation == true {
            if delegate != nil { call(Callback.didAttemptToDismiss(presented)) }
            return
        }
        if let delegate {
            call(Callback.shouldDismissAsked(presented))
            if delegate.shouldDismiss == false {
                call(Callback.didAttemptToDismiss(presented))
                return
            }
            call(Callback.willDismiss(presented))
        }
        let presenter = presentation.presenter
        apply(.life1)
        apply(.life2)
        guard let layers = layersToDismissLIFE2(from: presenter) else { return }
        startDismissal(layers, drive: .animated, completionNode: nil)
        if delegate != nil, case .dismissal(var dismissal)? = transition?.kind {
            dismissal.userDismissed = presented
            transition?.kind = .dismissal(dismissal)
        }
    }
}

extension OracleState {
    /// LIFE-10 [M]: a sheet drag dismisses past this downward translation, as a fraction of the
    /// sheet's presented frame height...
    static let sheetDragDistanceFraction: CGFloat = 0.5
    /// ...or when it is lifted at least this fast downwards (points a second), moving down at all.
    static let sheetDragVelocity: CGFloat = 1000

    /// LIFE-10: a `pan` from `start` by `translation`, lifted at `velocity`. The start is hit-tested
    /// as a tap is (HIT-1..3, POP-2) and named as the step's hit target; of the containers on the
    /// hit's path, the last one (the nearest enclosing the hit view) whose presentation behaves as
    /// a sheet is dragged when the next view on the path is its presented view (the hit view is
    /// that view or inside it). On a sheet DETENT-4 applies to, DETENT-4 decides (a detent change
    /// or a dismissal attempt); on any other, past the threshold (ty > h / 2, or vy ≥ 1000 with
    /// ty > 0) that is the user's dismissal attempt. Nothing happens while a transition runs.
    /// Rule coverage: HIT-1 (and HIT-3, HIT-2 as for a tap); LIFE-10 for a drag of a sheet;
    /// DETENT-4 for a drag of a sheet it applies to.
    mutating func pan(from start: CGPoint, translation: CGPoint, velocity: CGPoint) {
        apply(.hit1)
        if Self.containsHIT1(geometry.bounds, start) { apply(.hit3) }
        var consultedContainer = false
        var path = hitTestWindow(start, consultedContainer: &consultedContainer)
        if consultedContainer { apply(.hit2) }
        if let found = path { path = resolvePOP2(found, start) }
        log.hitTarget = Self.targetName(path)
        guard transition == nil, let path, let position = path.lastIndex(where: { id in
                  guard case .container(let presented) = id, let index = index(of: presented),
                        case .sheet = behaviour(index) else { return false }
                  return true
              }),
              case .container(let presented) = path[position], let index = index(of: presented) else { return }
        let presentedView = activeSubstituteID(index) ?? presented
        guard position + 1 < path.count, path[position + 1] == .node(presentedView) else { return }
        apply(.life10)
        if let layout = detentDragLayout(index) {
            return dragBetweenDetentsDETENT4(index, layout: layout, translation: translation, velocity: velocity)
        }
        let height = presentedFrameNow(index).height
        let farEnough = translation.y > height * Self.sheetDragDistanceFraction
        let fastEnough = velocity.y >= Self.sheetDragVelocity && translation.y > 0
        guard farEnough || fastEnough else { return }
        attemptUserDismissalLIFE10(index)
    }
}

extension OracleState {
    /// LIFE-10: app code sets a node's `isModalInPresentation`, in a layer or not.
    ///
    /// Reading: (Reading LIFE-10.b) only the next user dismissal attempts read it; nothing else
    /// changes, no delegate is told and no layout pass runs.
    mutating func setModalInPresentation(node: String, modal: Bool) {
        apply(.life10)
        let key = nodes.intern(node)
        nodes[key: key].modalInPresentation = modal
    }
}
