import Foundation
import PresCheckCore
import PresentationEngine

extension EventLog {
    /// Records one callback of the driver's own objects as the hook runs: its spelling (LIFE-3,
    /// ADAPT-5, ADAPT-6, ADAPT-9, LIFE-10, DETENT-4).
    func record(_ callback: Callback) {
        append(.callback(callback))
    }

    /// Records one appearance callback of `viewController` as the hook runs, named by its title (LIFE-9).
    func recordAppearance(_ callback: Callback.Appearance, of viewController: ViewController) {
        append(.callback(.appearance(viewController.title ?? "?", callback)))
    }
}

/// The driver's node view controllers: each records its appearance callbacks (LIFE-9) when UIKit's
/// hook actually runs, the way an app's subclass would see them, then calls `super`.
final class RecordingViewController: ViewController {
    /// The window's event log, which the callbacks are recorded into.
    private let log: EventLog
    /// LIFE-9: whether this is a root tree's, not yet shown: the root's installation shows the whole tree
    /// (`viewWillAppear`, then `viewDidAppear`, forwarded to every child) and belongs to no step,
    /// so nothing would read its callbacks (`EngineDriver.init`). Cleared by that `viewDidAppear`,
    /// they are recorded from then on. Only read and assigned, so that accesses need no run-time
    /// exclusivity check.
    private var awaitsInstallation: Bool

    /// `installed` false: a root tree's, which records nothing of the root's installation.
    init(log: EventLog, installed: Bool = true) {
        self.log = log
        awaitsInstallation = !installed
        super.init()
    }

    override func viewWillAppear(_ animated: Bool) {
        if !awaitsInstallation { log.recordAppearance(.viewWillAppear, of: self) }
        super.viewWillAppear(animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        if awaitsInstallation { awaitsInstallation = false } else { log.recordAppearance(.viewDidAppear, of: self) }
        super.viewDidAppear(animated)
    }
    override func viewWillDisappear(_ animated: Bool) { log.recordAppearance(.viewWillDisappear, of: self); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { log.recordAppearance(.viewDidDisappear, of: self); super.viewDidDisappear(animated) }
}

/// A navigation container node that records its appearance callbacks (LIFE-9).
final class RecordingNavigationController: NavigationController {
    /// The window's event log, which the callbacks are recorded into.
    private let log: EventLog
    /// As `RecordingViewController`'s: a root tree's records nothing of the root's installation.
    private var awaitsInstallation: Bool

    /// `installed` false: a root tree's, which records nothing of the root's installation.
    init(log: EventLog, installed: Bool = true) {
        self.log = log
        awaitsInstallation = !installed
        super.init()
    }

    override func viewWillAppear(_ animated: Bool) {
        if !awaitsInstallation { log.recordAppearance(.viewWillAppear, of: self) }
        super.viewWillAppear(animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        if awaitsInstallation { awaitsInstallation = false } else { log.recordAppearance(.viewDidAppear, of: self) }
        super.viewDidAppear(animated)
    }
    override func viewWillDisappear(_ animated: Bool) { log.recordAppearance(.viewWillDisappear, of: self); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { log.recordAppearance(.viewDidDisappear, of: self); super.viewDidDisappear(animated) }
}

/// The `half-height-adaptive` catalogue view controller, recording its appearance callbacks (LIFE-9)
/// and, as its own adaptive delegate, each delegate call as it runs (ADAPT-5, ADAPT-6, ADAPT-9).
final class RecordingHalfHeightAdaptiveViewController: HalfHeightAdaptiveViewController {
    /// The window's event log, which the callbacks and delegate calls are recorded into.
    private let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    override func viewWillAppear(_ animated: Bool) { log.recordAppearance(.viewWillAppear, of: self); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { log.recordAppearance(.viewDidAppear, of: self); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { log.recordAppearance(.viewWillDisappear, of: self); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { log.recordAppearance(.viewDidDisappear, of: self); super.viewDidDisappear(animated) }

    override func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        log.record(Callback.adaptiveStyleAsked(controller.presentedViewController.title ?? "?", traitCollection))
        return super.adaptivePresentationStyle(for: controller, traitCollection: traitCollection)
    }

    override func presentationController(
        _ controller: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {
        log.record(Callback.willPresentWithAdaptiveStyle(controller.presentedViewController.title ?? "?", style))
        super.presentationController(controller, willPresentWithAdaptiveStyle: style, transitionCoordinator: transitionCoordinator)
    }

    override func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        log.record(Callback.substituteAsked(controller.presentedViewController.title ?? "?", style))
        return super.presentationController(controller, viewControllerForAdaptivePresentationStyle: style)
    }

    // LIFE-10: the catalogue's delegate's dismissal calls, recorded as they run.
    override func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        log.record(Callback.shouldDismissAsked(presentationController.presentedViewController.title ?? "?"))
        return super.presentationControllerShouldDismiss(presentationController)
    }

    override func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        log.record(Callback.willDismiss(presentationController.presentedViewController.title ?? "?"))
        super.presentationControllerWillDismiss(presentationController)
    }

    override func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        log.record(Callback.didDismiss(presentationController.presentedViewController.title ?? "?"))
        super.presentationControllerDidDismiss(presentationController)
    }

    override func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        log.record(Callback.didAttemptToDismiss(presentationController.presentedViewController.title ?? "?"))
        super.presentationControllerDidAttemptToDismiss(presentationController)
    }
}

/// The `intermediate-helper`'s helper node, recording its appearance callbacks (LIFE-9) before its
/// own `viewDidAppear` presents the node.
final class RecordingPresentationHelper: PresentationHelper {
    /// The window's event log, which its callbacks and its controller's are recorded into.
    private let log: EventLog

    init(presenting target: ViewController, log: EventLog) {
        self.log = log
        super.init(presenting: target)
    }

    /// The article's controller, as the driver's recording subclass (LIFE-3).
    override func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        let made = RecordingHelperHalfContextPresentationController(presentedViewController: presented, presenting: presenting)
        made.log = log
        return made
    }

    override func viewWillAppear(_ animated: Bool) { log.recordAppearance(.viewWillAppear, of: self); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { log.recordAppearance(.viewDidAppear, of: self); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { log.recordAppearance(.viewWillDisappear, of: self); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { log.recordAppearance(.viewDidDisappear, of: self); super.viewDidDisappear(animated) }
}
