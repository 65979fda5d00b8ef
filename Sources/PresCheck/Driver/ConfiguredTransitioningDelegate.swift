import Foundation
import PresCheckCore
import PresentationEngine

/// Supplies a `ConfiguredPresentationController` with the scenario's two flags for a plain
/// `.custom` presentation (CTX-3, FRAME-2).
final class ConfiguredTransitioningDelegate: ViewControllerTransitioningDelegate {
    let shouldPresentInFullscreen: Bool
    let shouldRemovePresentersView: Bool
    /// The window's event log, which the controllers it makes record into.
    private let log: EventLog

    init(shouldPresentInFullscreen: Bool, shouldRemovePresentersView: Bool, log: EventLog) {
        self.shouldPresentInFullscreen = shouldPresentInFullscreen
        self.shouldRemovePresentersView = shouldRemovePresentersView
        self.log = log
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        let controller = ConfiguredPresentationController(presentedViewController: presented, presenting: presenting)
        controller.presentsInFullscreen = shouldPresentInFullscreen
        controller.removesPresentersView = shouldRemovePresentersView
        controller.log = log
        return controller
    }
}
