import PresCheckCore

/// UIKit's `UIViewControllerTransitioningDelegate`: the presentation controller of a `.custom`
/// presentation (CTX-2, CTX-3) and, optionally, animator objects for its transitions (LIFE-3, LIFE-6)
/// and interaction controllers that drive them by hand (LIFE-8).
public protocol ViewControllerTransitioningDelegate: AnyObject {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
    /// An animator for an animated presentation; nil keeps the default animator of LIFE-6.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// An animator for an animated dismissal; nil keeps the default animator (which LIFE-8's
    /// scenario-driven interactive dismissal always uses).
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// An interaction controller for an animated presentation. As in UIKit, asked only when
    /// `animationController(forPresented:presenting:source:)` gave an animator, which it drives.
    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// An interaction controller for an animated dismissal; asked only when
    /// `animationController(forDismissed:)` gave an animator, which it drives.
    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
}

extension ViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }

    public func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }

    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

/// UIKit's `UIAdaptivePresentationControllerDelegate` (ADAPT-2, ADAPT-5, ADAPT-6, ADAPT-9), and its
/// dismissal calls, which only the user's dismissal attempts make (LIFE-10).
///
/// Reading: (Reading ADAPT-2.a) as in UIKit, a delegate that does not implement `adaptivePresentationStyle(for:traitCollection:)`
/// falls back to `adaptivePresentationStyle(for:)`, and one that implements neither answers the
/// controller's system adaptation (a popover: `.formSheet` in a compact environment, ADAPT-1;
/// every other controller: `.none`), so leaving them out behaves as in UIKit. The defaults do not
/// call the controller's `adaptivePresentationStyle(for:)`, which itself asks the delegate.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    func presentationController(
        _ controller: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?)
    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController?
    /// Reading: (Reading LIFE-10.a) asked right before each `willPresentWithAdaptiveStyle` of a popover
    /// whose style is a sheet style, with its adaptive sheet controller (ADAPT-8).
    func presentationController(_ presentationController: PresentationController,
                                prepare adaptivePresentationController: PresentationController)
    /// LIFE-10: whether the user may dismiss; asked only by a user's attempt, and not when the
    /// presented VC is modal in presentation. True by default.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// LIFE-10: a user's dismissal starts (before its `dismissalTransitionWillBegin`).
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// LIFE-10: a user's dismissal completed (after its DidEnd and appearance callbacks).
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// LIFE-10: a user's attempt was refused (`isModalInPresentation`, or `presentationControllerShouldDismiss` false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }

    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        controller.systemAdaptivePresentationStyle(for: controller.traitCollection)
    }

    public func presentationController(
        _ controller: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {}

    public func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? { nil }

    public func presentationController(_ presentationController: PresentationController,
                                       prepare adaptivePresentationController: PresentationController) {}

    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }

    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}

    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}

    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
