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
    mutating func attemptUserDismissalLIFE10(_ index: Int) {
        apply(.life10)
        let presentation = presentations[index]
        let presented = presentation.presented
        let delegate = Adaptivity.delegate(presentation.request)
        if presentation.request.node.modalInPresentation == true {
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
