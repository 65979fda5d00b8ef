import PresCheckCore

/// UIKit's `UIViewControllerTransitioningDelegate`, reduced to what decides a custom presentation:
/// the presentation controller (CTX-2, CTX-3).
public protocol ViewControllerTransitioningDelegate: AnyObject {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
}

/// UIKit's `UIAdaptivePresentationControllerDelegate` (ADAPT-2, ADAPT-5, ADAPT-6, ADAPT-9).
///
/// Reading of UIKit: a delegate that does not implement `adaptivePresentationStyle(for:traitCollection:)`
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
        controller.defaultAdaptiveStyle(for: controller.traitCollection)
    }

    public func presentationController(
        _ controller: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {}

    public func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? { nil }
}
