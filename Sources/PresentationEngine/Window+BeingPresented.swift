import Foundation
import PresCheckCore

extension Window {
    /// `isBeingPresented` / `isBeingDismissed` end with their transition (LIFE-3, LIFE-7): after
    /// the DidEnd and appearance callbacks of a completed one, before the DidEnd of a cancelled one.
    /// Only the flag of this transition's kind is cleared, and not when a newer transition of that
    /// kind, started by one of those callbacks, now presents or dismisses the same view controller.
    func endBeingPresentedOrDismissed(_ transition: Transition) {
        for controller in transition.controllers {
            let presented = controller.presentedViewController
            let newer = presented.layerPresentation.flatMap { $0 === controller ? nil : $0 }
            switch transition.kind {
            case .presentation where newer?.phase != .presenting: presented.isBeingPresented = false
            case .dismissal where newer?.phase != .dismissing: presented.isBeingDismissed = false
            default: break
            }
        }
    }
}
