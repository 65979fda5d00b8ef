import Foundation
import PresCheckCore
import PresentationEngine

/// Supplies a catalogue controller for a `.custom` presentation. `half-height-adaptive` is a
/// popover, and `intermediate-helper`'s helper is the transitioning delegate of its own node
/// (`PresentationHelper`), so neither comes from here.
final class CatalogueTransitioningDelegate: ViewControllerTransitioningDelegate {
    let controller: CatalogueController

    init(controller: CatalogueController) {
        self.controller = controller
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        switch controller {
        case .halfContext: return HalfContextPresentationController(presentedViewController: presented, presenting: presenting)
        case .centeredCard: return CenteredCardPresentationController(presentedViewController: presented, presenting: presenting)
        case .toast: return ToastPresentationController(presentedViewController: presented, presenting: presenting)
        case .halfHeightAdaptive, .intermediateHelper: return nil
        }
    }
}

/// A plain `.custom` controller whose two flags the scenario sets (CTX-3, FRAME-2). Like every
/// well-behaved controller it sets its presented frame in `containerViewWillLayoutSubviews`
/// (FRAME-4), to the default `frameOfPresentedViewInContainerView`.
final class ConfiguredPresentationController: PresentationController {
    var presentsInFullscreen = true
    var removesPresentersView = false

    override var shouldPresentInFullscreen: Bool { presentsInFullscreen }
    override var shouldRemovePresentersView: Bool { removesPresentersView }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard phase != .dismissing else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class ConfiguredTransitioningDelegate: ViewControllerTransitioningDelegate {
    let shouldPresentInFullscreen: Bool
    let shouldRemovePresentersView: Bool

    init(shouldPresentInFullscreen: Bool, shouldRemovePresentersView: Bool) {
        self.shouldPresentInFullscreen = shouldPresentInFullscreen
        self.shouldRemovePresentersView = shouldRemovePresentersView
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        let controller = ConfiguredPresentationController(presentedViewController: presented, presenting: presenting)
        controller.presentsInFullscreen = shouldPresentInFullscreen
        controller.removesPresentersView = shouldRemovePresentersView
        return controller
    }
}

/// An adaptive delegate that answers one style whenever asked and may offer a substitute (ADAPT-2, ADAPT-6).
final class ScenarioAdaptiveDelegate: AdaptivePresentationControllerDelegate {
    let answer: ModalPresentationStyle
    let substitute: ViewController?

    init(answer: ModalPresentationStyle, substitute: ViewController?) {
        self.answer = answer
        self.substitute = substitute
    }

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        answer
    }

    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        substitute
    }
}
