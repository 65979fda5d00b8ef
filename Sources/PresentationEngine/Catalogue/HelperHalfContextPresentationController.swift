import Foundation
import PresCheckCore

/// Catalogue `intermediate-helper`: the `half-context` controller the helper hands out, with article
/// 000's cleanup, written as the article writes it: when the presented VC's dismissal completes, the
/// presenter (the helper) is dismissed too, unanimated.
///
/// LIFE-7 makes this work as written: by the time `dismissalTransitionDidEnd(true)` runs, the links
/// are cleared and the dismissal counts as ended, so the helper presents nothing, and
/// `dismiss(animated: false)` takes the helper's own layer away in the same step. When the helper
/// was dismissed with this layer (a `dismiss` sent below the helper), it is in no layer any more
/// and the call does nothing.
open class HelperHalfContextPresentationController: HalfContextPresentationController {
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            presentingViewController.dismiss(animated: false)
        }
    }
}
