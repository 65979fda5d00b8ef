import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
import Testing

/// A card over the lower half, slid in and out by its own animator, whose dismissal a pan on the
/// card drives interactively: the shape of a half-modal controller with a pan-driven dismissal.
private final class HalfModalController: PresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: (bounds.height / 2).rounded(), width: bounds.width, height: bounds.height - (bounds.height / 2).rounded())
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

private final class SlideAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    let counter: Counter
    init(presenting: Bool, counter: Counter) {
        self.presenting = presenting
        self.counter = counter
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        counter.animations += 1
        guard let card = transitionContext.viewController(forKey: presenting ? .to : .from),
              let view = transitionContext.view(forKey: presenting ? .to : .from) else {
            transitionContext.completeTransition(true)
            return
        }
        let container = transitionContext.containerView
        let shown = presenting ? transitionContext.finalFrame(for: card) : view.frame
        let hidden = CGRect(x: shown.minX, y: container.bounds.height, width: shown.width, height: shown.height)
        if presenting { container.addSubview(view) }
        view.frame = presenting ? hidden : shown
        View.animate(withDuration: 0.3, animations: { [presenting] in
            view.frame = presenting ? shown : hidden
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Counts what the delegates were asked, across every run of a check.
private final class Counter: @unchecked Sendable {
    var animations = 0
    var interactiveDismissals = 0
}

/// The app's transitioning delegate: controller, animators, and a pan on the card that dismisses
/// it interactively (down more than a third of its height finishes, less cancels).
private final class HalfModalTransitions: ViewControllerTransitioningDelegate {
    let counter: Counter
    private var interactor: PercentDrivenInteractiveTransition?

    init(counter: Counter) { self.counter = counter }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        let pan = PanGestureRecognizer(target: nil) { [weak self, weak presented] pan in
            guard let self, let presented else { return }
            self.handle(pan, on: presented)
        }
        presented.view.addGestureRecognizer(pan)
        return HalfModalController(presentedViewController: presented, presenting: presenting)
    }

    private func handle(_ pan: PanGestureRecognizer, on card: ViewController) {
        let progress = max(0, min(1, pan.translation(in: card.view).y / max(1, card.view.bounds.height)))
        switch pan.state {
        case .began:
            interactor = PercentDrivenInteractiveTransition()
            counter.interactiveDismissals += 1
            card.dismiss(animated: true)
        case .changed:
            interactor?.update(progress)
        case .ended:
            if progress > 1.0 / 3 || pan.velocity(in: card.view).y > 1000 { interactor?.finish() } else { interactor?.cancel() }
            interactor = nil
        default:
            interactor?.cancel()
            interactor = nil
        }
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        SlideAnimator(presenting: true, counter: counter)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        SlideAnimator(presenting: false, counter: counter)
    }

    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? {
        interactor
    }
}

@Suite("PresCheck.checkPresentationController: a controller with its own transitioning delegate")
struct TransitioningDelegateCheckTests {
    @Test("The delegate form runs the app's animator and its pan-driven interactive dismissal, and the controller passes")
    func halfModalPasses() throws {
        let counter = Counter()
        let report = try PresCheck.checkPresentationController(profile: .ci, cases: 120) {
            HalfModalTransitions(counter: counter)
        }
        #expect(report.controller == "HalfModalController")
        #expect(report.casesWithController * 10 >= report.cases * 9, "\(report)")
        #expect(counter.animations > 0)
        #expect(counter.interactiveDismissals > 0, "no generated pan reached the card's recognizer: \(report)")
    }
}
