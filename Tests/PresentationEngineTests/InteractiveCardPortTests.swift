import Foundation
import PresCheckCore
import PresCheckTestSupport
import PresentationEngine
import Testing

// The pattern iOS articles teach for a card that is dragged down to dismiss, written here in our own
// words and ported by dropping the `UI` prefixes: a custom presentation controller (bottom card
// with a dimming view faded alongside), one animator object that slides the card up or down over
// 0.5 s, and a `PercentDrivenInteractiveTransition` subclass that a pan on the card drives. The
// transitioning delegate hands the interactor out for the dismissal only while a pan is under way.
// Phone portrait, 393 × 852: the card is (0, 452, 393, 400).

private final class BottomCardPresentationController: PresentationController {
    let dimmingView = DimmingView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return CGRect(x: 0, y: containerView.bounds.height - 400, width: containerView.bounds.width, height: 400)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 0.5
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimmingView] _ in
            dimmingView.alpha = 0
        })
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Slides the card in from below the container, or out below it.
private final class CardSlideAnimator: ViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let key: TransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key),
              let cardView = transitionContext.view(forKey: isPresenting ? .to : .from) else { return }
        let containerView = transitionContext.containerView
        let shown = isPresenting ? transitionContext.finalFrame(for: card) : transitionContext.initialFrame(for: card)
        let hidden = shown.offsetBy(dx: 0, dy: containerView.bounds.height - shown.minY)
        if isPresenting { containerView.addSubview(cardView) }
        cardView.frame = isPresenting ? hidden : shown
        View.animate(withDuration: transitionDuration(using: transitionContext), animations: { [isPresenting] in
            cardView.frame = isPresenting ? shown : hidden
        }, completion: { [isPresenting] _ in
            let cancelled = transitionContext.transitionWasCancelled
            if !isPresenting && !cancelled { cardView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        })
    }
}

/// The article's interactor: a percent-driven transition with two flags the pan handler keeps.
private final class SwipeDownInteractor: PercentDrivenInteractiveTransition {
    var hasStarted = false
    var shouldFinish = false
}

private final class CardTransitions: ViewControllerTransitioningDelegate {
    let interactor = SwipeDownInteractor()

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        BottomCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { CardSlideAnimator(isPresenting: true) }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        CardSlideAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        interactor.hasStarted ? interactor : nil
    }
}

/// The card: a pan on its view drags it down; past half its height the dismissal finishes.
private final class CardViewController: ViewController {
    weak var interactor: SwipeDownInteractor?
    var onDismissed: () -> Void = {}

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = PanGestureRecognizer()
        pan.addTarget { [weak self] in self?.handlePan($0 as! PanGestureRecognizer) }
        view.addGestureRecognizer(pan)
    }

    func handlePan(_ sender: PanGestureRecognizer) {
        guard let interactor else { return }
        let progress = min(max(sender.translation(in: view).y / view.bounds.height, 0), 1)
        switch sender.state {
        case .began:
            interactor.hasStarted = true
            dismiss(animated: true, completion: onDismissed)
        case .changed:
            interactor.shouldFinish = progress > 0.5
            interactor.update(progress)
        case .cancelled:
            interactor.hasStarted = false
            interactor.cancel()
        case .ended:
            interactor.hasStarted = false
            interactor.shouldFinish ? interactor.finish() : interactor.cancel()
        default:
            break
        }
    }
}

@Suite("Ported: a card dragged down to dismiss (PercentDrivenInteractiveTransition, LIFE-4, LIFE-8)")
struct InteractiveCardPortTests {
    @Test("drag to 0.4 and let go: the card slides back over 0.2 s and everything is as before; drag to 0.6: it leaves, DidEnd(true) and the completion once")
    func dragDownToDismiss() throws {
        let s = try Stage()
        let transitions = CardTransitions()
        s.retained.append(transitions)
        let card = CardViewController()
        card.title = "Card"
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        card.interactor = transitions.interactor
        var dismissals = 0
        card.onDismissed = { dismissals += 1; s.note("dismissed") }

        // Presenting is not interactive: the delegate gives no interactor for it.
        s.root.present(card, animated: true)
        #expect(card.view.frameInWindow == rect(0, 852, 393, 400))
        s.window.advance(by: 0.5)
        #expect(card.view.frameInWindow == rect(0, 452, 393, 400))
        let controller = try #require(card.presentationController as? BottomCardPresentationController)
        #expect(controller.dimmingView.alpha == 0.5)
        let containerSubviews = controller.containerView?.subviews.map(ObjectIdentifier.init)

        // Drag 64 then 160 points down (0.16, then 0.4 of the card's height) and let go at 160.
        let start = s.mark
        s.window.pan(from: CGPoint(x: 200, y: 600), translations: [CGPoint(x: 0, y: 64), CGPoint(x: 0, y: 160), CGPoint(x: 0, y: 160)])
        // p = 0.4 of 0.5 s: the card is 0.4 · 400 = 160 lower, the dimming at 0.5 · 0.6 = 0.3.
        #expect(close(card.view.frameInWindow, rect(0, 612, 393, 400)))
        #expect(close(controller.dimmingView.alpha, 0.3))
        let coordinator = try #require(card.transitionCoordinator)
        #expect(coordinator.percentComplete == 0.4)
        #expect(coordinator.isCancelled)
        #expect(!coordinator.isInteractive)
        #expect(s.window.isTransitionRunning)
        // Cancelled at 0.4: it plays back over 0.4 · 0.5 = 0.2 s.
        s.window.advance(by: 0.1)
        #expect(close(card.view.frameInWindow, rect(0, 532, 393, 400)))
        #expect(close(controller.dimmingView.alpha, 0.4))
        s.window.advance(by: 0.1)
        #expect(!s.window.isTransitionRunning)
        #expect(s.trace(since: start) == ["Card: dismissalTransitionWillBegin", "Card: dismissalTransitionDidEnd(false)"])
        // LIFE-4: everything as before the drag.
        #expect(card.view.frameInWindow == rect(0, 452, 393, 400))
        #expect(controller.dimmingView.alpha == 0.5)
        #expect(card.presentingViewController === s.root)
        #expect(s.root.presentedViewController === card)
        #expect(controller.containerView?.subviews.map(ObjectIdentifier.init) == containerSubviews)
        #expect(dismissals == 0)
        #expect(transitions.interactor.percentComplete == 0.4)

        // Drag 100 then 240 points (0.25, then 0.6) and let go: it finishes over 0.4 · 0.5 = 0.2 s.
        let second = s.mark
        s.window.pan(from: CGPoint(x: 200, y: 600), translations: [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 240), CGPoint(x: 0, y: 240)])
        #expect(close(card.view.frameInWindow, rect(0, 692, 393, 400)))
        #expect(close(controller.dimmingView.alpha, 0.2))
        s.window.advance(by: 0.1)
        // t = 0.3 + 0.1 = 0.4 of 0.5 s: 0.8 · 400 = 320 lower.
        #expect(close(card.view.frameInWindow, rect(0, 772, 393, 400)))
        #expect(close(controller.dimmingView.alpha, 0.1))
        #expect(s.window.isTransitionRunning)
        s.window.advance(by: 0.1)
        #expect(!s.window.isTransitionRunning)
        #expect(card.view.window == nil)
        #expect(s.root.presentedViewController == nil)
        #expect(card.presentingViewController == nil)
        #expect(s.trace(since: second) == ["Card: dismissalTransitionWillBegin", "Card: dismissalTransitionDidEnd(true)", "note: dismissed"])
        s.window.advance(by: 1)
        #expect(dismissals == 1)
        #expect(s.window.subviews.count == 1)
    }
}
