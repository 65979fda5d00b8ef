import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// Fixtures of the interactive-transition tests. Phone portrait, 393 × 852: the card is
// (0, 452, 393, 400); the animator slides it between there and y = 852 over 0.5 s, so at a point
// t of its timeline the card's y is 852 − 800 · t presenting and 452 + 800 · t dismissing.

/// A `.custom` controller placing the presented view at the bottom, 400 points high.
final class BottomSheetCardController: PresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return CGRect(x: 0, y: containerView.bounds.height - 400, width: containerView.bounds.width, height: 400)
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Slides the presented view up from below the container, or down out of it, over 0.5 s, and
/// records what its context tells it when the transition starts.
final class SlidingAnimator: ViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    private(set) var context: ViewControllerContextTransitioning?
    private(set) var wasInteractiveAtStart: Bool?
    private(set) var frames: [String: CGRect] = [:]
    private(set) var ended: [Bool] = []
    /// View controllers whose initial and final frames are recorded at the start, by name.
    var frameProbes: [String: ViewController] = [:]

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        context = transitionContext
        wasInteractiveAtStart = transitionContext.isInteractive
        for name in frameProbes.keys.sorted() {
            guard let probe = frameProbes[name] else { continue }
            frames["\(name) initial"] = transitionContext.initialFrame(for: probe)
            frames["\(name) final"] = transitionContext.finalFrame(for: probe)
        }
        let card = transitionContext.viewController(forKey: isPresenting ? .to : .from)!
        let cardView = transitionContext.view(forKey: isPresenting ? .to : .from)!
        let containerView = transitionContext.containerView
        let shown = isPresenting ? transitionContext.finalFrame(for: card) : cardView.frame
        let hidden = CGRect(x: shown.minX, y: containerView.bounds.height, width: shown.width, height: shown.height)
        if isPresenting { containerView.addSubview(cardView) }
        cardView.frame = isPresenting ? hidden : shown
        View.animate(withDuration: 0.5, animations: { [isPresenting] in
            cardView.frame = isPresenting ? shown : hidden
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A transitioning delegate with a bottom card controller, optional animators and optional
/// interaction controllers; it records when it is asked for an interaction controller.
final class InteractiveCardDelegate: ViewControllerTransitioningDelegate {
    var presentAnimator: SlidingAnimator? = SlidingAnimator(isPresenting: true)
    var dismissAnimator: SlidingAnimator? = SlidingAnimator(isPresenting: false)
    var presentInteractor: PercentDrivenInteractiveTransition?
    var dismissInteractor: PercentDrivenInteractiveTransition?
    private(set) var asked: [String] = []

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        BottomSheetCardController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { presentAnimator }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        dismissAnimator
    }

    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        asked.append("presentation")
        return presentInteractor
    }

    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        asked.append("dismissal")
        return dismissInteractor
    }
}

/// What a coordinator reports, as one comparable value.
struct CoordinatorState: Equatable, CustomStringConvertible {
    var isInteractive: Bool
    var isCancelled: Bool
    var percentComplete: CGFloat

    init(_ context: any TransitionCoordinatorContext) {
        isInteractive = context.isInteractive
        isCancelled = context.isCancelled
        percentComplete = context.percentComplete
    }

    init(interactive: Bool, cancelled: Bool, percent: CGFloat) {
        isInteractive = interactive
        isCancelled = cancelled
        percentComplete = percent
    }

    var description: String { "(interactive \(isInteractive), cancelled \(isCancelled), \(percentComplete))" }
}

extension Stage {
    /// A `.custom` card whose transitioning delegate is `delegate` (kept alive by the stage).
    func card(_ title: String = "Card", delegate: InteractiveCardDelegate) -> ViewController {
        let card = vc(title, style: .custom)
        card.transitioningDelegate = delegate
        retained.append(delegate)
        return card
    }
}
