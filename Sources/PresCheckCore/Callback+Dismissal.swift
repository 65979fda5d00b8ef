/// How observations spell the adaptive delegate's dismissal calls (LIFE-10), each prefixed by the
/// presented node of the presentation whose delegate heard it, like the other delegate calls:
/// `"P: presentationControllerWillDismiss"`. Recorded only when a delegate is set (ADAPT-9).
extension Callback {
    /// LIFE-10: the delegate was asked whether the user may dismiss.
    public static func shouldDismissAsked(_ presented: String) -> String { "\(presented): presentationControllerShouldDismiss" }
    /// LIFE-10: a user dismissal starts (before its `dismissalTransitionWillBegin`).
    public static func willDismiss(_ presented: String) -> String { "\(presented): presentationControllerWillDismiss" }
    /// LIFE-10: a user dismissal completed (after its DidEnd and LIFE-9 calls).
    public static func didDismiss(_ presented: String) -> String { "\(presented): presentationControllerDidDismiss" }
    /// LIFE-10: a user dismissal attempt was refused (`isModalInPresentation` or the delegate's answer).
    public static func didAttemptToDismiss(_ presented: String) -> String { "\(presented): presentationControllerDidAttemptToDismiss" }

    /// Whether a callback is one of LIFE-10's four delegate calls (attribution).
    public static func isUserDismissalCall(_ callback: String) -> Bool {
        ["presentationControllerShouldDismiss", "presentationControllerWillDismiss", "presentationControllerDidDismiss",
         "presentationControllerDidAttemptToDismiss"].contains { callback.hasSuffix(": \($0)") }
    }
}
