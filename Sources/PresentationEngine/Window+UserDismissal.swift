import Foundation
import PresCheckCore

/// LIFE-10: the user's dismissal attempts (a dimmed sheet's dimming tap, DETENT-2; a popover's
/// outside tap, POP-2), which alone consult `isModalInPresentation` and the delegate's dismissal
/// calls. A `dismiss` call, an interactive dismissal and a catalogue controller's tap are
/// programmatic and call none of them.
extension Window {
    /// LIFE-10: a user's attempt to dismiss the presentation `controller` manages. While a
    /// transition runs it does nothing (DETENT-2, POP-2). Refused when the presented VC is modal in
    /// presentation (the delegate is then not asked) or the delegate answers false: only
    /// `presentationControllerDidAttemptToDismiss` runs. Otherwise `presentationControllerWillDismiss`,
    /// then the presenter's `dismiss(animated: true)`, and `presentationControllerDidDismiss` where
    /// that dismissal's completion runs (after its DidEnd(true) and LIFE-9 calls; never when it
    /// does not complete).
    ///
    /// Only the presented VC's own `isModalInPresentation` counts, not a child's or an active
    /// substitute's (LIFE-10 [M]).
    public func attemptUserDismissal(of controller: PresentationController) {
        guard !isTransitionRunning, presentations.contains(where: { $0 === controller }) else { return }
        let delegate = controller.delegate
        if controller.presentedViewController.isModalInPresentation {
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            return
        }
        if let delegate, !delegate.presentationControllerShouldDismiss(controller) {
            delegate.presentationControllerDidAttemptToDismiss(controller)
            return
        }
        let popover = controller.effectiveStyle == .popover ? controller as? PopoverPresentationController : nil
        if let popover, let popoverDelegate = popover.popoverDelegate,
           !popoverDelegate.popoverPresentationControllerShouldDismissPopover(popover) {
            popoverDelegate.presentationControllerDidAttemptToDismiss(popover)
            return
        }
        delegate?.presentationControllerWillDismiss(controller)
        controller.presentingViewController.dismiss(animated: true) {
            guard let delegate = controller.delegate else { return }
            delegate.presentationControllerDidDismiss(controller)
            if let popover, let popoverDelegate = popover.popoverDelegate {
                popoverDelegate.popoverPresentationControllerDidDismissPopover(popover)
            }
        }
    }
}
