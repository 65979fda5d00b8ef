import Foundation
import PresCheckCore
import PresentationEngine

/// Records one appearance callback as it runs (LIFE-9).
typealias AppearanceRecorder = (ViewController, Callback.Appearance) -> Void

/// The driver's node view controllers: each records its appearance callbacks (LIFE-9) when UIKit's
/// hook actually runs, the way an app's subclass would see them, then calls `super`.
final class RecordingViewController: ViewController {
    private let record: AppearanceRecorder

    init(record: @escaping AppearanceRecorder) {
        self.record = record
        super.init()
    }

    override func viewWillAppear(_ animated: Bool) { record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { record(self, .viewDidDisappear); super.viewDidDisappear(animated) }
}

/// A navigation container node that records its appearance callbacks (LIFE-9).
final class RecordingNavigationController: NavigationController {
    private let record: AppearanceRecorder

    init(record: @escaping AppearanceRecorder) {
        self.record = record
        super.init()
    }

    override func viewWillAppear(_ animated: Bool) { record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { record(self, .viewDidDisappear); super.viewDidDisappear(animated) }
}

/// The `half-height-adaptive` catalogue view controller, recording its appearance callbacks (LIFE-9)
/// and, as its own adaptive delegate, each delegate call as it runs (ADAPT-5, ADAPT-6, ADAPT-9).
final class RecordingHalfHeightAdaptiveViewController: HalfHeightAdaptiveViewController {
    private let record: AppearanceRecorder
    private let recordCall: DelegateCallRecorder

    init(record: @escaping AppearanceRecorder, recordCall: @escaping DelegateCallRecorder) {
        self.record = record
        self.recordCall = recordCall
        super.init()
    }

    override func viewWillAppear(_ animated: Bool) { record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { record(self, .viewDidDisappear); super.viewDidDisappear(animated) }

    override func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        recordCall(Callback.adaptiveStyleAsked(controller.presentedViewController.title ?? "?", traitCollection))
        return super.adaptivePresentationStyle(for: controller, traitCollection: traitCollection)
    }

    override func presentationController(
        _ controller: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {
        recordCall(Callback.willPresentWithAdaptiveStyle(controller.presentedViewController.title ?? "?", style))
        super.presentationController(controller, willPresentWithAdaptiveStyle: style, transitionCoordinator: transitionCoordinator)
    }

    override func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        recordCall(Callback.substituteAsked(controller.presentedViewController.title ?? "?", style))
        return super.presentationController(controller, viewControllerForAdaptivePresentationStyle: style)
    }

    // LIFE-10: the catalogue's delegate's dismissal calls, recorded as they run.
    override func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        recordCall(Callback.shouldDismissAsked(presentationController.presentedViewController.title ?? "?"))
        return super.presentationControllerShouldDismiss(presentationController)
    }

    override func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        recordCall(Callback.willDismiss(presentationController.presentedViewController.title ?? "?"))
        super.presentationControllerWillDismiss(presentationController)
    }

    override func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        recordCall(Callback.didDismiss(presentationController.presentedViewController.title ?? "?"))
        super.presentationControllerDidDismiss(presentationController)
    }

    override func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        recordCall(Callback.didAttemptToDismiss(presentationController.presentedViewController.title ?? "?"))
        super.presentationControllerDidAttemptToDismiss(presentationController)
    }
}

/// The `intermediate-helper`'s helper node, recording its appearance callbacks (LIFE-9) before its
/// own `viewDidAppear` presents the node.
final class RecordingPresentationHelper: PresentationHelper {
    private let record: AppearanceRecorder
    private let recordTransition: TransitionRecorder

    init(presenting target: ViewController, record: @escaping AppearanceRecorder, recordTransition: @escaping TransitionRecorder) {
        self.record = record
        self.recordTransition = recordTransition
        super.init(presenting: target)
    }

    /// The article's controller, as the driver's recording subclass (LIFE-3).
    override func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        let made = RecordingHelperHalfContextPresentationController(presentedViewController: presented, presenting: presenting)
        made.record = recordTransition
        return made
    }

    override func viewWillAppear(_ animated: Bool) { record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { record(self, .viewDidDisappear); super.viewDidDisappear(animated) }
}
