import Foundation
import PresCheckCore
import PresentationEngine

// Ported from Automattic/simplenote-ios, Simplenote/SPCardPresentationController.swift with its
// SPCardTransitioningManager, SPCardPresentationAnimator and SPCardDismissalAnimator: a card at the
// bottom of the screen, as tall as its content, never above the safe area's top + 10 (nor above the
// middle in regular height), over a dimming view that fades in alongside; it slides up in 0.25 s
// and down in 0.25 s; a tap outside the card dismisses it and tells a delegate why; a pan the
// presented view controller accepts starts a swipe-to-dismiss that a
// `PercentDrivenInteractiveTransition` drives (past 30 % of the card's height, or faster than
// 1600 pt/s downwards, it finishes; otherwise it cancels). Our own code of the same behaviour (each
// type names the original's); lines that are not a rename are marked `Port:`, what cannot be
// ported yet `Missing:`. The tests are in PortedCardPresentationTests.swift.
//
// Still not a rename: the recognizers' closures (no selectors on Linux); the constraints, which
// are frames here (no Auto Layout); the animators' `UIViewPropertyAnimator`, which is
// `View.animate` (the engine has no property animators, so none is interruptible); the app's
// dimming colour and card view. Still missing: `readableContentGuide` (regular width uses the safe
// area).

/// Why the card went away (the original's `SPCardDismissalReason`).
enum CardDismissalReason {
    case swipe, tapOutside
}

/// Told when the card goes away (the original's `SPCardPresentationControllerDelegate`).
/// Port: the original declares it `: class` (deprecated); `AnyObject` here.
protocol CardDismissalObserver: AnyObject {
    func cardWentAway(_ viewController: ViewController, because reason: CardDismissalReason)
}

/// Lets the presented view controller say where a swipe may start (the original's `SPCardConfigurable`).
protocol SwipeStartFilter {
    func allowsSwipe(startingAt location: CGPoint) -> Bool
}

/// Stand-in for the app's rounded card wrapper (`SPCardView`): its content fills it.
final class CardWrapperView: View {
    init() {
        super.init(frame: .zero)
        layer.cornerRadius = 10
    }

    func embed(_ content: View) {
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
    }
}

/// The original's `SPCardPresentationController`.
final class NoteCardPresentationController: PresentationController {
    private let wrapper = CardWrapperView()
    let shade: View = {
        let shade = View()
        shade.backgroundColor = Color(white: 0, alpha: 0.4)  // Port: the app's own dimming colour.
        shade.autoresizingMask = [.flexibleWidth, .flexibleHeight]  // Port: the app's "filling subview" constraints.
        return shade
    }()
    // Port: both recognizers take closures in place of `target:action:` selectors.
    private lazy var shadeTap = TapGestureRecognizer { [weak self] in self?.shadeTapped($0) }
    private lazy var swipe: PanGestureRecognizer = {
        let pan = PanGestureRecognizer { [weak self] in self?.swipeMoved($0 as! PanGestureRecognizer) }
        pan.delegate = self
        return pan
    }()

    /// Set only for the length of a swipe; the transitioning delegate hands it out for the dismissal.
    private(set) var swipeInteraction: PercentDrivenInteractiveTransition?

    weak var observer: CardDismissalObserver?

    /// Port: the original activates constraint sets chosen by size class (sides to the safe area in
    /// compact width, to the readable content guide in regular width; top at least the centre in
    /// regular height); here the size classes they were chosen for are kept and the frame follows.
    private var layoutSizeClasses: TraitCollection?

    override var presentedView: View? { wrapper }

    /// Port: the original's constraints as a frame (bottom to the container; top at least the safe
    /// top + 10, and at least the centre when the regular-height constraint is active; height at
    /// fitting-size priority, taken from the presented view controller's `preferredContentSize`).
    /// Missing: `readableContentGuide`, so regular width uses the safe area too.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let safe = bounds.inset(by: containerView.safeAreaInsets)
        var top = max(bounds.maxY - presentedViewController.preferredContentSize.height, safe.minY + 10)
        if (layoutSizeClasses ?? traitCollection).verticalSizeClass == .regular { top = max(top, bounds.midY) }
        return CGRect(x: safe.minX, y: top, width: safe.width, height: bounds.maxY - top)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        shade.addGestureRecognizer(shadeTap)
        containerView.addGestureRecognizer(swipe)
        shade.frame = containerView.bounds
        containerView.addSubview(shade)
        containerView.addSubview(wrapper)
        updateConstraints(for: presentedViewController.traitCollection)
        wrapper.embed(presentedViewController.view)
        shade.alpha = 0
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.shade.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { tearDown() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.shade.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { tearDown() }
    }

    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.updateConstraints(for: newCollection)
        }, completion: nil)
    }

    /// Port: activating the constraint sets for `collection` and laying them out is keeping the size
    /// classes and setting the frame they give.
    private func updateConstraints(for collection: TraitCollection) {
        layoutSizeClasses = collection
        wrapper.frame = frameOfPresentedViewInContainerView
    }

    /// Port: Auto Layout solves the active constraints at every layout pass; here the frame is set again.
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        wrapper.frame = frameOfPresentedViewInContainerView
    }

    private func tearDown() {
        shade.removeFromSuperview()
        wrapper.removeFromSuperview()
        shade.removeGestureRecognizer(shadeTap)
        containerView?.removeGestureRecognizer(swipe)
    }

    private func shadeTapped(_ tap: GestureRecognizer) {
        // Taps that land inside the card are not the shade's business.
        guard !wrapper.bounds.contains(tap.location(in: wrapper)) else { return }
        presentedViewController.dismiss(animated: true)
        observer?.cardWentAway(presentedViewController, because: .tapOutside)
    }

    // MARK: Swipe to dismiss

    private func swipeMoved(_ pan: PanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = max(min(pan.translation(in: view).y / wrapper.bounds.height, 1), 0)
        switch pan.state {
        case .began:
            beginSwipe(at: progress)
        case .changed:
            follow(progress)
        case .ended:
            finishOrAbandonSwipe(at: progress, speed: pan.velocity(in: view).y)
        default:
            abandonSwipe()
        }
    }

    private func beginSwipe(at progress: CGFloat) {
        swipeInteraction = PercentDrivenInteractiveTransition()
        presentedViewController.dismiss(animated: true)
        follow(progress)
    }

    private func follow(_ progress: CGFloat) {
        if progress >= 1 {
            completeSwipe()
        } else {
            swipeInteraction?.update(progress)
        }
    }

    private func finishOrAbandonSwipe(at progress: CGFloat, speed: CGFloat) {
        let movingDown = speed >= 0
        if movingDown && (progress > 0.3 || speed > 1600) {
            completeSwipe()
        } else {
            abandonSwipe()
        }
    }

    private func completeSwipe() {
        swipeInteraction?.finish()
        swipeInteraction = nil
        observer?.cardWentAway(presentedViewController, because: .swipe)
    }

    private func abandonSwipe() {
        swipeInteraction?.cancel()
        swipeInteraction = nil
    }
}

extension NoteCardPresentationController: GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard gestureRecognizer == swipe, let filter = presentedViewController as? SwipeStartFilter else { return true }
        return filter.allowsSwipe(startingAt: gestureRecognizer.location(in: wrapper))
    }
}

/// The original's `SPCardTransitioningManager`. Port: an `NSObject` subclass in UIKit.
final class NoteCardTransitions: ViewControllerTransitioningDelegate {
    private weak var presentationController: NoteCardPresentationController?
    weak var observer: CardDismissalObserver?

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        let controller = NoteCardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.observer = observer
        presentationController = controller
        return controller
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        NoteCardShowAnimator()
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        NoteCardHideAnimator()
    }

    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        presentationController?.swipeInteraction
    }
}

/// The original's `SPCardPresentationAnimator`: the card rises from one card height below over
/// 0.25 s (the app's short animation duration). Port: an `NSObject` subclass in UIKit, and a
/// `UIViewPropertyAnimator` with an ease-out curve, here `View.animate` (the clock is linear).
final class NoteCardShowAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        0.25
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: .to) else { return }
        view.superview?.setNeedsLayout()
        view.superview?.layoutIfNeeded()
        view.transform = CGAffineTransform(translationX: 0, y: view.frame.size.height)
        View.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            view.transform = .identity
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The original's `SPCardDismissalAnimator`: the card sinks by its height over 0.25 s. Port: an
/// `NSObject` subclass in UIKit; the original builds an ease-in `UIViewPropertyAnimator` in
/// `interruptibleAnimator(using:)` (which UIKit's percent-driven transition scrubs) and starts it
/// from `animateTransition`. The engine has no interruptible animators: `animateTransition` runs the
/// same animation with `View.animate`, which a `PercentDrivenInteractiveTransition` scrubs.
final class NoteCardHideAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        0.25
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: .from) else { fatalError("Transition view doesn't exist") }
        View.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            view.transform = CGAffineTransform(translationX: 0, y: view.frame.size.height)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
