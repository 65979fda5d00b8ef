import Foundation
import PresCheckCore
import PresentationEngine

/// A plain `.custom` controller whose two flags the scenario sets (CTX-3, FRAME-2). Like every
/// well-behaved controller it sets its presented frame in `containerViewWillLayoutSubviews`
/// (FRAME-4), to the default `frameOfPresentedViewInContainerView`. It records its transition
/// callbacks as they run (LIFE-3).
final class ConfiguredPresentationController: PresentationController, RecordsTransitionCallbacks {
    var presentsInFullscreen = true
    var removesPresentersView = false
    var log: EventLog?

    override func presentationTransitionWillBegin() { log?.record(Callback.presentationWillBegin(presentedID)); super.presentationTransitionWillBegin() }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.record(Callback.presentationDidEnd(presentedID, completed)); super.presentationTransitionDidEnd(completed) }
    override func dismissalTransitionWillBegin() { log?.record(Callback.dismissalWillBegin(presentedID)); super.dismissalTransitionWillBegin() }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.record(Callback.dismissalDidEnd(presentedID, completed)); super.dismissalTransitionDidEnd(completed) }

    override var shouldPresentInFullscreen: Bool { presentsInFullscreen }
    override var shouldRemovePresentersView: Bool { removesPresentersView }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard phase != .dismissing else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
