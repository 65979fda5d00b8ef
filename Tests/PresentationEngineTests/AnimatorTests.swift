import Foundation
import PresCheckCore
import PresCheckTestSupport
import PresentationEngine
import Testing

// The second source article's presentation, ported by dropping the `UI` prefixes: a centred frame,
// a dimming view faded alongside, and animator objects that slide the presented view in from the
// right and out again over 0.5 s, on the virtual clock.

private final class CenteredPresentationController: PresentationController {
    let dimmingView = DimmingView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        return CGRect(x: bounds.width / 6, y: bounds.height / 4, width: bounds.width * 2 / 3, height: bounds.height / 2)
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

private final class SlideIn: ViewControllerAnimatedTransitioning {
    var completes = true
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let toVC = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)!
        let containerView = transitionContext.containerView
        containerView.addSubview(toView)
        let finalFrame = transitionContext.finalFrame(for: toVC)
        var initialFrame = finalFrame
        initialFrame.origin.x = containerView.frame.width
        toView.frame = initialFrame
        View.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.frame = finalFrame
        }, completion: { [completes] _ in
            transitionContext.completeTransition(completes)
        })
    }
}

private final class SlideOut: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let fromVC = transitionContext.viewController(forKey: .from)!
        let fromView = transitionContext.view(forKey: .from)!
        let containerView = transitionContext.containerView
        let initialFrame = transitionContext.initialFrame(for: fromVC)
        var finalFrame = initialFrame
        finalFrame.origin.x = containerView.frame.width
        fromView.frame = initialFrame
        View.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.frame = finalFrame
        }, completion: { _ in
            fromView.removeFromSuperview()
            transitionContext.completeTransition(true)
        })
    }
}

private final class TransitioningDelegate: ViewControllerTransitioningDelegate {
    let slideIn = SlideIn()

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        CenteredPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { slideIn }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        SlideOut()
    }
}

@Suite("Animator objects and View.animate on the virtual clock (LIFE-3, LIFE-4, LIFE-6)")
struct AnimatorTests {
    @Test("the article's animators slide the card in and out over 0.5 s; callbacks wait for completeTransition")
    func slideInAndOut() throws {
        let s = try Stage()
        let delegate = TransitioningDelegate()
        let card = vc("Card", style: .custom)
        card.transitioningDelegate = delegate
        let start = s.mark
        s.root.present(card, animated: true) { s.note("presented") }
        // Final frame: (393 / 6, 852 / 4, 393 · 2/3, 852 / 2) = (65.5, 213, 262, 426); it starts at x = 393.
        #expect(card.view.frameInWindow == rect(393, 213, 262, 426))
        #expect(s.trace(since: start) == ["Card: presentationTransitionWillBegin"])
        s.window.advance(by: 0.25)
        // Half-way: x = 393 + (65.5 − 393) · 0.5 = 229.25; the alongside dimming follows 0.25 / 0.5.
        #expect(close(card.view.frameInWindow, rect(229.25, 213, 262, 426)))
        let controller = try #require(card.presentationController as? CenteredPresentationController)
        #expect(close(controller.dimmingView.alpha, 0.25))
        #expect(s.window.isTransitionRunning)
        s.window.advance(by: 0.25)
        #expect(card.view.frameInWindow == rect(65.5, 213, 262, 426))
        #expect(controller.dimmingView.alpha == 0.5)
        #expect(!s.window.isTransitionRunning)
        #expect(s.trace(since: start) == ["Card: presentationTransitionWillBegin", "Card: presentationTransitionDidEnd(true)", "note: presented"])

        let dismissal = s.mark
        s.root.dismiss(animated: true)
        s.window.advance(by: 0.4)
        // x = 65.5 + (393 − 65.5) · 0.8 = 327.5.
        #expect(close(card.view.frameInWindow, rect(327.5, 213, 262, 426)))
        #expect(close(controller.dimmingView.alpha, 0.1))
        s.window.advance(by: 0.1)
        #expect(card.view.frameInWindow == nil)
        #expect(s.root.presentedViewController == nil)
        #expect(s.trace(since: dismissal) == ["Card: dismissalTransitionWillBegin", "Card: dismissalTransitionDidEnd(true)"])
    }

    @Test("completeTransition(false) cancels the presentation: DidEnd(false), no links, no container (LIFE-4)")
    func cancelledPresentation() throws {
        let s = try Stage()
        let delegate = TransitioningDelegate()
        delegate.slideIn.completes = false
        let card = vc("Card", style: .custom)
        card.transitioningDelegate = delegate
        var completed = false
        let start = s.mark
        s.root.present(card, animated: true) { completed = true }
        s.window.advance(by: 0.5)
        #expect(s.trace(since: start) == ["Card: presentationTransitionWillBegin", "Card: presentationTransitionDidEnd(false)"])
        #expect(!completed)
        #expect(s.root.presentedViewController == nil)
        #expect(card.presentingViewController == nil)
        #expect(card.view.frameInWindow == nil)
        #expect(s.window.subviews.count == 1)
        #expect(s.window.tap(at: CGPoint(x: 200, y: 400)) === s.root.view)
    }

    @Test("View.animate outside a transition follows the clock; views in no window finish at once")
    func viewAnimate() throws {
        let s = try Stage()
        let box = View(frame: rect(0, 0, 10, 10))
        s.root.view.addSubview(box)
        var finished = false
        View.animate(withDuration: 1, delay: 0.5, animations: { box.frame = rect(100, 0, 10, 10); box.alpha = 0 },
                     completion: { _ in finished = true })
        #expect(box.frame == rect(0, 0, 10, 10))
        s.window.advance(by: 1)
        // 0.5 s after the delay: half-way.
        #expect(box.frame == rect(50, 0, 10, 10))
        #expect(box.alpha == 0.5)
        #expect(!finished)
        s.window.advance(by: 0.5)
        #expect(box.frame == rect(100, 0, 10, 10))
        #expect(finished)

        let loose = View(frame: rect(0, 0, 10, 10))
        var looseFinished = false
        View.animate(withDuration: 1, animations: { loose.alpha = 0.2 }, completion: { _ in looseFinished = true })
        #expect(loose.alpha == 0.2)
        #expect(looseFinished)
    }
}

private final class SizeRecordingViewController: ViewController {
    var sizes: [CGSize] = []
    override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        sizes.append(size)
    }
}

private final class HalfSizeController: PresentationController {
    override func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width / 2, height: parentSize.height / 2)
    }
}

@Suite("Size changes told to view controllers (TRAIT-1)")
struct SizeTransitionTests {
    @Test("a presented view controller hears the size its presentation controller gives it")
    func childContentContainerSize() throws {
        let s = try Stage()
        let presented = SizeRecordingViewController()
        presented.title = "P"
        s.custom(presented, ControllerFactory { HalfSizeController(presentedViewController: $0, presenting: $1) })
        s.root.present(presented, animated: false)
        #expect(s.window.rotate(to: .landscape))
        // Landscape phone: 852 × 393, halved.
        #expect(presented.sizes == [CGSize(width: 426, height: 196.5)])
    }
}
