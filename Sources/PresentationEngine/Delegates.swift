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

/// UIKit's `UIAdaptivePresentationControllerDelegate` (ADAPT-2, ADAPT-5, ADAPT-6, ADAPT-9).
///
/// Reading: (Reading ADAPT-2.a) as in UIKit, a delegate that does not implement `adaptivePresentationStyle(for:traitCollection:)`
/// falls back to `adaptivePresentationStyle(for:)`, and one that implements neither gets the
/// controller's default adaptation; the defaults below return exactly that default, so leaving them
/// out behaves as in UIKit.
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
}

extension AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }

    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        controller.adaptivePresentationStyle(for: controller.traitCollection)
    }

    public func presentationController(
        _ controller: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {}

    public func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? { nil }
}
