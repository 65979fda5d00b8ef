import Foundation
import PresCheckCore
import PresentationEngine

/// Supplies a `ConfiguredPresentationController` with the scenario's two flags for a plain
/// `.custom` presentation (CTX-3, FRAME-2).
final class ConfiguredTransitioningDelegate: ViewControllerTransitioningDelegate {
    let shouldPresentInFullscreen: Bool
    let shouldRemovePresentersView: Bool
    private let record: TransitionRecorder

    init(shouldPresentInFullscreen: Bool, shouldRemovePresentersView: Bool, record: @escaping TransitionRecorder) {
        self.shouldPresentInFullscreen = shouldPresentInFullscreen
        self.shouldRemovePresentersView = shouldRemovePresentersView
        self.record = record
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        let controller = ConfiguredPresentationController(presentedViewController: presented, presenting: presenting)
        controller.presentsInFullscreen = shouldPresentInFullscreen
        controller.removesPresentersView = shouldRemovePresentersView
        controller.record = record
        return controller
    }
}
