import Foundation
import PresCheckCore
import PresentationEngine

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
    /// The window's event log, which the calls are recorded into.
    private let log: EventLog

    init(answer: ModalPresentationStyle, substitute: ViewController?, shouldDismiss: Bool = true,
         log: EventLog) {
        self.answer = answer
        self.substitute = substitute
        self.shouldDismiss = shouldDismiss
        self.log = log
    }

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        log.record(Callback.shouldDismissAsked(presentationController.presentedViewController.title ?? "?"))
        return shouldDismiss
    }

    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        log.record(Callback.willDismiss(presentationController.presentedViewController.title ?? "?"))
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        log.record(Callback.didDismiss(presentationController.presentedViewController.title ?? "?"))
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        log.record(Callback.didAttemptToDismiss(presentationController.presentedViewController.title ?? "?"))
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {
        let selected = sheetPresentationController.selectedDetentIdentifier.map(EngineDriver.scenarioIdentifier)
        log.record(Callback.didChangeSelectedDetent(sheetPresentationController.presentedViewController.title ?? "?", selected))
    }

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        log.record(Callback.adaptiveStyleAsked(controller.presentedViewController.title ?? "?", traitCollection))
        return answer
    }

    func presentationController(
        _ controller: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {
        log.record(Callback.willPresentWithAdaptiveStyle(controller.presentedViewController.title ?? "?", style))
    }

    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        log.record(Callback.substituteAsked(controller.presentedViewController.title ?? "?", style))
        return substitute
    }
}
