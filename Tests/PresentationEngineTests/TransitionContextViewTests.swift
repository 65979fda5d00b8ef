import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// `TransitionContext.view(forKey:)` for the presenter's side (`.from` when presenting, `.to` when
// dismissing): the presenter's view when the presentation takes it out of the window (FRAME-2:
// `shouldRemovePresentersView` true for `.custom`, a `.fullScreen` presentation), else nil.

private final class RemovingController: PresentationController {
    let removes: Bool
    init(presented: ViewController, presenting: ViewController?, removes: Bool) {
        self.removes = removes
        super.init(presentedViewController: presented, presenting: presenting)
    }
    override var shouldRemovePresentersView: Bool { removes }
}

/// Records both views of each transition, then fades over 0.3 s and completes.
private final class RecordingAnimator: ViewControllerAnimatedTransitioning {
    var seen: [(from: View?, to: View?)] = []
    var coordinatorSeen: [(from: View?, to: View?)] = []
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        seen.append((transitionContext.view(forKey: .from), transitionContext.view(forKey: .to)))
        let presented = transitionContext.viewController(forKey: .to)?.transitionCoordinator
            ?? transitionContext.viewController(forKey: .from)?.transitionCoordinator
        if let coordinator = presented { coordinatorSeen.append((coordinator.view(forKey: .from), coordinator.view(forKey: .to))) }
        let moving = transitionContext.view(forKey: .to) ?? transitionContext.view(forKey: .from)
        if let toView = transitionContext.view(forKey: .to), toView.superview == nil {
            transitionContext.containerView.addSubview(toView)
        }
        View.animate(withDuration: 0.3, animations: { moving?.alpha = 0.5 }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }
}

private final class AnimatingDelegate: ViewControllerTransitioningDelegate {
    let animator = RecordingAnimator()
    let removes: Bool?
    init(removes: Bool?) { self.removes = removes }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        removes.map { RemovingController(presented: presented, presenting: presenting, removes: $0) }
    }
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator }
}

@Suite("TransitionContext.view(forKey:): the presenter's view when the presentation removes it (FRAME-2)")
struct TransitionContextViewTests {
    /// Presents and dismisses `presented` animated with `delegate`, returning what the animator saw.
    private func run(style: ModalPresentationStyle, removes: Bool?) throws -> (Stage, ViewController, RecordingAnimator) {
        let s = try Stage()
        let presented = vc("P", style: style)
        let delegate = AnimatingDelegate(removes: removes)
        s.retained.append(delegate)
        presented.transitioningDelegate = delegate
        s.root.present(presented, animated: true)
        s.window.advance(by: 0.5)
        #expect(presented.presentingViewController === s.root)
        presented.dismiss(animated: true)
        s.window.advance(by: 0.5)
        #expect(presented.presentingViewController == nil)
        return (s, presented, delegate.animator)
    }

    @Test(".custom with shouldRemovePresentersView true: .from presenting and .to dismissing are the presenter's view")
    func customRemoving() throws {
        let (s, presented, animator) = try run(style: .custom, removes: true)
        #expect(animator.seen.count == 2)
        #expect(animator.seen[0].from === s.root.view && animator.seen[0].to === presented.view)
        #expect(animator.seen[1].from === presented.view && animator.seen[1].to === s.root.view)
        #expect(animator.coordinatorSeen.count == 2)
        #expect(animator.coordinatorSeen[0].from === s.root.view && animator.coordinatorSeen[1].to === s.root.view)
    }

    @Test(".custom with shouldRemovePresentersView false: the presenter's side is nil")
    func customKeeping() throws {
        let (_, presented, animator) = try run(style: .custom, removes: false)
        #expect(animator.seen.count == 2)
        #expect(animator.seen[0].from == nil && animator.seen[0].to === presented.view)
        #expect(animator.seen[1].from === presented.view && animator.seen[1].to == nil)
    }

    @Test(".fullScreen with an animator: the presenter's view, which FRAME-2 removes")
    func fullScreen() throws {
        let (s, presented, animator) = try run(style: .fullScreen, removes: nil)
        #expect(animator.seen.count == 2)
        #expect(animator.seen[0].from === s.root.view && animator.seen[0].to === presented.view)
        #expect(animator.seen[1].to === s.root.view)
        // The presenter's view is back in the window after the dismissal.
        #expect(s.root.view.window === s.window)
    }

    @Test("A page sheet with an animator: the presenter's side is nil")
    func pageSheet() throws {
        let (_, _, animator) = try run(style: .pageSheet, removes: nil)
        #expect(animator.seen.count == 2)
        #expect(animator.seen[0].from == nil && animator.seen[1].to == nil)
    }
}
