import Foundation
import PresCheckCore
import PresentationEngine

/// Supplies a catalogue controller for a `.custom` presentation. `half-height-adaptive` is a
/// popover, and `intermediate-helper`'s helper is the transitioning delegate of its own node
/// (`PresentationHelper`), so neither comes from here.
/// The controllers it makes are the driver's recording subclasses (LIFE-3).
final class CatalogueTransitioningDelegate: ViewControllerTransitioningDelegate {
    let controller: CatalogueController
    private let record: TransitionRecorder

    init(controller: CatalogueController, record: @escaping TransitionRecorder) {
        self.controller = controller
        self.record = record
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        switch controller {
        case .halfContext:
            let made = RecordingHalfContextPresentationController(presentedViewController: presented, presenting: presenting)
            made.record = record
            return made
        case .centeredCard:
            let made = RecordingCenteredCardPresentationController(presentedViewController: presented, presenting: presenting)
            made.record = record
            return made
        case .toast:
            let made = RecordingToastPresentationController(presentedViewController: presented, presenting: presenting)
            made.record = record
            return made
        case .halfHeightAdaptive, .intermediateHelper: return nil
        }
    }
}

/// A plain `.custom` controller whose two flags the scenario sets (CTX-3, FRAME-2). Like every
/// well-behaved controller it sets its presented frame in `containerViewWillLayoutSubviews`
/// (FRAME-4), to the default `frameOfPresentedViewInContainerView`. It records its transition
/// callbacks as they run (LIFE-3).
final class ConfiguredPresentationController: PresentationController, RecordsTransitionCallbacks {
    var presentsInFullscreen = true
    var removesPresentersView = false
    var record: TransitionRecorder = { _ in }

    override func presentationTransitionWillBegin() { record(Callback.presentationWillBegin(presentedID)); super.presentationTransitionWillBegin() }
    override func presentationTransitionDidEnd(_ completed: Bool) { record(Callback.presentationDidEnd(presentedID, completed)); super.presentationTransitionDidEnd(completed) }
    override func dismissalTransitionWillBegin() { record(Callback.dismissalWillBegin(presentedID)); super.dismissalTransitionWillBegin() }
    override func dismissalTransitionDidEnd(_ completed: Bool) { record(Callback.dismissalDidEnd(presentedID, completed)); super.dismissalTransitionDidEnd(completed) }

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

/// Records one delegate call as it runs (ADAPT-5, ADAPT-6, ADAPT-9): the callback's spelling.
typealias DelegateCallRecorder = (String) -> Void

/// An adaptive delegate that answers one style whenever asked and may offer a substitute (ADAPT-2,
/// ADAPT-6). It records each call when it actually runs (ADAPT-5, ADAPT-6, ADAPT-9), so "asked once"
/// is what the delegate saw, not what the engine claims.
/// It answers `presentationControllerShouldDismiss` as the scenario says and records the four
/// dismissal calls a user's attempt makes (LIFE-10). It is a sheet delegate too, since UIKit's
/// `sheet.delegate` is the same property: it records the user's detent change (DETENT-4) with the
/// `selectedDetentIdentifier` it reads when called.
final class ScenarioAdaptiveDelegate: SheetPresentationControllerDelegate {
    let answer: ModalPresentationStyle
    let substitute: ViewController?
    let shouldDismiss: Bool
    private let record: DelegateCallRecorder

    init(answer: ModalPresentationStyle, substitute: ViewController?, shouldDismiss: Bool = true,
         record: @escaping DelegateCallRecorder) {
        self.answer = answer
        self.substitute = substitute
        self.shouldDismiss = shouldDismiss
        self.record = record
    }

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        record(Callback.shouldDismissAsked(presentationController.presentedViewController.title ?? "?"))
        return shouldDismiss
    }

    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        record(Callback.willDismiss(presentationController.presentedViewController.title ?? "?"))
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        record(Callback.didDismiss(presentationController.presentedViewController.title ?? "?"))
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        record(Callback.didAttemptToDismiss(presentationController.presentedViewController.title ?? "?"))
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {
        let selected = sheetPresentationController.selectedDetentIdentifier.map(EngineDriver.scenarioIdentifier)
        record(Callback.didChangeSelectedDetent(sheetPresentationController.presentedViewController.title ?? "?", selected))
    }

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        record(Callback.adaptiveStyleAsked(controller.presentedViewController.title ?? "?", traitCollection))
        return answer
    }

    func presentationController(
        _ controller: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {
        record(Callback.willPresentWithAdaptiveStyle(controller.presentedViewController.title ?? "?", style))
    }

    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        record(Callback.substituteAsked(controller.presentedViewController.title ?? "?", style))
        return substitute
    }
}
