import Foundation
import PresCheckCore

/// The shared base of the source articles' dimming controllers (`half-context`, `centered-card`):
/// a black dimming view at alpha 0.5 over the presentation context, faded with the transition,
/// whose tap calls `presentingViewController.dismiss(animated: true)` unless a transition runs
/// (LIFE-6, HIT-3, catalogue table). Subclasses give the presented frame.
open class DimmingPresentationController: PresentationController {
    public let dimmingView = DimmingView()
    /// The dimming view's alpha when shown.
    public var dimmingAlpha: CGFloat = 0.5

    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.alpha = 0
        // The tap keeps this controller's handle (`ObjectHandle`), not the controller that keeps it.
        dimmingView.addGestureRecognizer(TapGestureRecognizer { [handle] _ in
            (handle.object as? DimmingPresentationController)?.dimmingViewTapped()
        })
    }

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.frame = presentationContextBounds
        // HIT-3: behind the presented view, which is the substitute's while one is active (ADAPT-6).
        if let presentedView, presentedView.superview === containerView {
            containerView.insertSubview(dimmingView, belowSubview: presentedView)
        } else {
            containerView.addSubview(dimmingView)
        }
        let alpha = dimmingAlpha
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = alpha })
        } else {
            dimmingView.alpha = alpha
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { dimmingView.removeFromSuperview() }
    }

    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 0 })
        } else {
            dimmingView.alpha = 0
        }
    }

    /// LIFE-4: only a completed dismissal removes the dimming view; a cancelled one keeps it.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    /// FRAME-4: frames are set here, for the container's current size.
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = presentationContextBounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    func dimmingViewTapped() {
        guard presentedViewController.transitionCoordinator == nil, window?.isTransitionRunning != true else { return }
        presentingViewController.dismiss(animated: true)
    }
}
