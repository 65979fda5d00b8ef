import Foundation
import PresCheck
import PresentationEngine

// Presentation controllers as a user would write them, for `ControllerConformance.checkPresentationController`:
// one well-behaved card with an initialiser of its own, and one controller for each way to break
// a rule the check serves.

/// A well-behaved card inset from the container's edges. Its initialiser takes the inset, so it
/// cannot conform to `CheckablePresentationController`: it is checked through the closure form,
/// and it needs no `required` dummy initialiser.
final class InsetCardController: PresentationController {
    let inset: CGFloat
    let dimming = DimmingView()

    init(presentedViewController: ViewController, presenting: ViewController?, inset: CGFloat) {
        self.inset = inset
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        dimming.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in
            guard let self, self.presentedViewController.transitionCoordinator == nil else { return }
            self.presentingViewController.dismiss(animated: true)
        })
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        (containerView?.bounds ?? .zero).insetBy(dx: inset, dy: inset * 2)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.frame = containerView.bounds
        containerView.insertSubview(dimming, at: 0)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimming.removeFromSuperview() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        dimming.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// FRAME-3: fills the container with its view whenever `presentedView` is read after the
/// presentation completed (what UIKit did to article 004's toast before its fix). The engine reads
/// `presentedView` when the view comes back into the window under a full-screen dismissal.
final class FillsWhenReadController: PresentationController, CheckablePresentationController {
    private var completed = false

    override var frameOfPresentedViewInContainerView: CGRect {
        (containerView?.bounds ?? .zero).insetBy(dx: 20, dy: 40)
    }

    override var presentedView: View? {
        let view = super.presentedView
        if completed, let containerView { view?.frame = containerView.bounds }
        return view
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { self.completed = completed }
    override func dismissalTransitionWillBegin() { completed = false }
    override func dismissalTransitionDidEnd(_ completed: Bool) { self.completed = !completed }

    override func containerViewWillLayoutSubviews() {
        presentedViewController.view.frame = frameOfPresentedViewInContainerView
    }
}

/// FRAME-4: the bottom two thirds of the container, set when the presentation begins and never
/// again (no `containerViewWillLayoutSubviews`).
final class NoRelayoutController: PresentationController, CheckablePresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
    }
}

/// LIFE-5: article 004's intermediate toast, whose frame reads `presentedView` and whose
/// `presentedView` sets the frame.
final class ReentrantController: PresentationController, CheckablePresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        let height = max(presentedView?.frame.height ?? 100, 100)
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override var presentedView: View? {
        let view = super.presentedView
        view?.frame = frameOfPresentedViewInContainerView
        return view
    }
}

/// LIFE-4: takes its dimming view away when a dismissal begins rather than when it completes, so
/// a cancelled interactive dismissal leaves the presentation without it.
final class EagerDimmingController: PresentationController, CheckablePresentationController {
    let dimming = DimmingView()

    override var frameOfPresentedViewInContainerView: CGRect {
        (containerView?.bounds ?? .zero).insetBy(dx: 30, dy: 60)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.frame = containerView.bounds
        containerView.insertSubview(dimming, at: 0)
    }

    override func dismissalTransitionWillBegin() { dimming.removeFromSuperview() }

    override func containerViewWillLayoutSubviews() {
        dimming.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// FRAME-5: puts a shadow view into its presenter's view and leaves it there after the dismissal.
final class LeftoverShadowController: PresentationController, CheckablePresentationController {
    let shadow = View()

    override func presentationTransitionWillBegin() {
        shadow.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        presentingViewController.view.addSubview(shadow)
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// HIT-2: a context presentation that adds a window-wide view catching taps to dismiss, outside
/// its container (source article 000's touch-swallowing container, rebuilt by hand). It lays that
/// view out and takes it away properly, so with the trait `takesTouchesOutsideContainer` it passes.
final class WindowCatcherController: PresentationController, CheckablePresentationController {
    let catcher = View()

    override var shouldPresentInFullscreen: Bool { false }

    override func presentationTransitionWillBegin() {
        guard let window = presentingViewController.view.window else { return }
        catcher.frame = window.bounds
        catcher.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in
            guard let self, self.presentedViewController.transitionCoordinator == nil else { return }
            self.presentingViewController.dismiss(animated: true)
        })
        window.addSubview(catcher)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { catcher.removeFromSuperview() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { catcher.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        // Sized from the window the presentation belongs to, also while FRAME-2 has the catcher
        // out of it (a full-screen presentation above), so it comes back with the current size.
        if let window = (containerView as? ContainerView)?.hostWindow ?? catcher.superview { catcher.frame = window.bounds }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// LIFE-6: every instance takes its inset from a count of the instances made before it, so a
/// second run of the same scenario draws other frames.
final class CountingController: PresentationController, CheckablePresentationController {
    nonisolated(unsafe) static var made = 0
    private let inset: CGFloat

    override init(presentedViewController: ViewController, presenting: ViewController?) {
        Self.made += 1
        inset = CGFloat(Self.made % 2) * 10
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        (containerView?.bounds ?? .zero).insetBy(dx: inset, dy: inset)
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
