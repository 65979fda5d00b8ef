import Foundation
import PresCheckCore
import PresentationEngine

/// The driver's own presentation controllers: each records its four transition callbacks when the
/// hook actually runs, the way an app's subclass would see them, then calls `super` (LIFE-3). The
/// engine's log entries for controllers of these classes are not used. The system styles get the
/// driver's subclasses of the engine's system controllers (`recordSystemControllers(of:)`), so
/// the engine's entries are used only for a controller the driver did not make (a user's).
/// Each records into the window's event log it holds, set by whoever makes it; one without records nothing.
protocol RecordsTransitionCallbacks: PresentationController {}

extension RecordsTransitionCallbacks {
    /// The node id the callbacks name.
    var presentedID: String { presentedViewController.title ?? "?" }
}

/// `half-context` (article 000), recording its transition callbacks.
final class RecordingHalfContextPresentationController: HalfContextPresentationController, RecordsTransitionCallbacks {
    var log: EventLog?

    override func presentationTransitionWillBegin() { log?.record(Callback.presentationWillBegin(presentedID)); super.presentationTransitionWillBegin() }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.record(Callback.presentationDidEnd(presentedID, completed)); super.presentationTransitionDidEnd(completed) }
    override func dismissalTransitionWillBegin() { log?.record(Callback.dismissalWillBegin(presentedID)); super.dismissalTransitionWillBegin() }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.record(Callback.dismissalDidEnd(presentedID, completed)); super.dismissalTransitionDidEnd(completed) }
}

/// `centered-card` (article 001), recording its transition callbacks.
final class RecordingCenteredCardPresentationController: CenteredCardPresentationController, RecordsTransitionCallbacks {
    var log: EventLog?

    override func presentationTransitionWillBegin() { log?.record(Callback.presentationWillBegin(presentedID)); super.presentationTransitionWillBegin() }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.record(Callback.presentationDidEnd(presentedID, completed)); super.presentationTransitionDidEnd(completed) }
    override func dismissalTransitionWillBegin() { log?.record(Callback.dismissalWillBegin(presentedID)); super.dismissalTransitionWillBegin() }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.record(Callback.dismissalDidEnd(presentedID, completed)); super.dismissalTransitionDidEnd(completed) }
}

/// `toast` (article 004), recording its transition callbacks.
final class RecordingToastPresentationController: ToastPresentationController, RecordsTransitionCallbacks {
    var log: EventLog?

    override func presentationTransitionWillBegin() { log?.record(Callback.presentationWillBegin(presentedID)); super.presentationTransitionWillBegin() }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.record(Callback.presentationDidEnd(presentedID, completed)); super.presentationTransitionDidEnd(completed) }
    override func dismissalTransitionWillBegin() { log?.record(Callback.dismissalWillBegin(presentedID)); super.dismissalTransitionWillBegin() }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.record(Callback.dismissalDidEnd(presentedID, completed)); super.dismissalTransitionDidEnd(completed) }
}

/// The `intermediate-helper`'s controller (article 000's cleanup included), recording its
/// transition callbacks; the cleanup in `super`'s `dismissalTransitionDidEnd` runs after the record.
final class RecordingHelperHalfContextPresentationController: HelperHalfContextPresentationController, RecordsTransitionCallbacks {
    var log: EventLog?

    override func presentationTransitionWillBegin() { log?.record(Callback.presentationWillBegin(presentedID)); super.presentationTransitionWillBegin() }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.record(Callback.presentationDidEnd(presentedID, completed)); super.presentationTransitionDidEnd(completed) }
    override func dismissalTransitionWillBegin() { log?.record(Callback.dismissalWillBegin(presentedID)); super.dismissalTransitionWillBegin() }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.record(Callback.dismissalDidEnd(presentedID, completed)); super.dismissalTransitionDidEnd(completed) }
}

/// The sheet controller of the driver's nodes (`.pageSheet`, `.formSheet`, `.automatic`),
/// recording its transition callbacks as they run (LIFE-3).
final class RecordingSheetPresentationController: SheetPresentationController, RecordsTransitionCallbacks {
    var log: EventLog?

    override func presentationTransitionWillBegin() { log?.record(Callback.presentationWillBegin(presentedID)); super.presentationTransitionWillBegin() }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.record(Callback.presentationDidEnd(presentedID, completed)); super.presentationTransitionDidEnd(completed) }
    override func dismissalTransitionWillBegin() { log?.record(Callback.dismissalWillBegin(presentedID)); super.dismissalTransitionWillBegin() }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.record(Callback.dismissalDidEnd(presentedID, completed)); super.dismissalTransitionDidEnd(completed) }
}

/// The popover controller of the driver's nodes, recording its transition callbacks (LIFE-3).
final class RecordingPopoverPresentationController: PopoverPresentationController, RecordsTransitionCallbacks {
    var log: EventLog?

    override func presentationTransitionWillBegin() { log?.record(Callback.presentationWillBegin(presentedID)); super.presentationTransitionWillBegin() }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.record(Callback.presentationDidEnd(presentedID, completed)); super.presentationTransitionDidEnd(completed) }
    override func dismissalTransitionWillBegin() { log?.record(Callback.dismissalWillBegin(presentedID)); super.dismissalTransitionWillBegin() }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.record(Callback.dismissalDidEnd(presentedID, completed)); super.dismissalTransitionDidEnd(completed) }
}

/// The controller of the driver's full-screen and current-context presentations, recording its
/// transition callbacks (LIFE-3).
final class RecordingModalPresentationController: ModalPresentationController, RecordsTransitionCallbacks {
    var log: EventLog?

    override func presentationTransitionWillBegin() { log?.record(Callback.presentationWillBegin(presentedID)); super.presentationTransitionWillBegin() }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.record(Callback.presentationDidEnd(presentedID, completed)); super.presentationTransitionDidEnd(completed) }
    override func dismissalTransitionWillBegin() { log?.record(Callback.dismissalWillBegin(presentedID)); super.dismissalTransitionWillBegin() }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.record(Callback.dismissalDidEnd(presentedID, completed)); super.dismissalTransitionDidEnd(completed) }
}
