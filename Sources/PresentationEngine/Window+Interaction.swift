import Foundation

/// Interactive transitions (LIFE-8): the scenario-driven interactive dismissal and transitions an
/// interaction controller drives share these steps. Begin: the transition runs (LIFE-1) and stays
/// at p = 0 until updated; update(p): frames and alongside animations show p (LIFE-6 at p);
/// finish: the rest plays over (1 − p) · duration / completionSpeed; cancel: LIFE-8's dismissal
/// ends in its own step (LIFE-4), one an interaction controller drives plays back over
/// p · duration / completionSpeed until its animator calls `completeTransition(false)`.
extension Window {
    /// Hands a transition to its animator object (LIFE-3, LIFE-6), or, when the transitioning
    /// delegate gives an interaction controller for it, to that controller, which starts the
    /// animator itself (UIKit asks for one only when there is an animator).
    func start(_ animator: any ViewControllerAnimatedTransitioning, with context: TransitionContext,
               for transition: Transition, presenting: Bool) {
        context.transition = transition
        context.animator = animator
        context.duration = transition.duration
        transition.coordinator.transitionDuration = transition.duration
        guard let interactor = interactionController(for: transition.top, using: animator, presenting: presenting) else {
            animator.animateTransition(using: context)
            return
        }
        transition.interaction = interactor
        transition.isInteractive = interactor.wantsInteractiveStart
        transition.coordinator.isInteractive = interactor.wantsInteractiveStart
        transition.coordinator.initiallyInteractive = interactor.wantsInteractiveStart
        interactor.startInteractiveTransition(context)
    }

    private func interactionController(
        for controller: PresentationController, using animator: any ViewControllerAnimatedTransitioning, presenting: Bool
    ) -> (any ViewControllerInteractiveTransitioning)? {
        guard let delegate = controller.presentedViewController.transitioningDelegate else { return nil }
        return presenting
            ? delegate.interactionControllerForPresentation(using: animator)
            : delegate.interactionControllerForDismissal(using: animator)
    }

    /// LIFE-8 update: moves an interactive transition to `progress`, clamped to 0...1.
    func updateInteraction(of transition: Transition, to progress: CGFloat) {
        guard transition.isInteractive else { return }
        transition.interactiveProgress = min(1, max(0, progress))
        transition.coordinator.percentComplete = transition.interactiveProgress
        transition.apply(progress: transition.interactiveProgress)
        transition.scrub()
    }

    /// LIFE-8 finish: the clock plays the rest. Reading: (Reading LIFE-8.b) it ends in an advance
    /// step, even when p is already 1.
    func finishInteraction(of transition: Transition) {
        guard transition.isInteractive else { return }
        transition.finishedFromProgress = transition.interactiveProgress
        endInteraction(of: transition)
    }

    /// LIFE-8 cancel. The scenario-driven dismissal ends in this step and puts everything back
    /// (LIFE-4); a transition an interaction controller drives plays back on the clock.
    func cancelInteraction(of transition: Transition) {
        guard transition.isInteractive else { return }
        transition.coordinator.isCancelled = true
        transition.cancelledFromProgress = transition.interactiveProgress
        endInteraction(of: transition)
        if transition.interaction == nil { cancelDismissal(transition) }
    }

    /// Holds a transition an interaction controller started playing on the clock (it did not want
    /// an interactive start) where it is, and makes it interactive. A finished or cancelled one
    /// plays on: the engine has no interruptible animators.
    func pauseInteraction(of transition: Transition) {
        guard !transition.isInteractive, transition.interaction != nil, transition.finishedFromProgress == nil,
              transition.cancelledFromProgress == nil else { return }
        transition.interactiveProgress = transition.progress
        transition.isInteractive = true
        transition.coordinator.isInteractive = true
        transition.coordinator.percentComplete = transition.interactiveProgress
        transition.coordinator.interactionChanged()
        transition.apply(progress: transition.interactiveProgress)
        transition.scrub()
    }

    /// The interaction lets go: the rest is played by the clock from elapsed 0, at the interaction
    /// controller's `completionSpeed` (1 for LIFE-8's dismissal); the coordinator reports it and
    /// tells its interaction-change handlers.
    private func endInteraction(of transition: Transition) {
        let speed = transition.interaction?.completionSpeed ?? 1
        transition.completionSpeed = speed > 0 && speed.isFinite ? speed : 1
        transition.elapsed = 0
        transition.isInteractive = false
        let coordinator = transition.coordinator
        coordinator.isInteractive = false
        coordinator.completionVelocity = transition.completionSpeed
        coordinator.completionCurve = transition.interaction?.completionCurve ?? .easeInOut
        coordinator.interactionChanged()
    }

    /// An advance step of a transition an animator object runs (LIFE-6): alongside animations
    /// follow its progress; animations an interaction scrubs follow its animation time, and those
    /// that reach their end (their start, when cancelled) run their completions, in the order they
    /// started. The animator ends the transition itself, with `completeTransition`, usually from
    /// such a completion.
    func advanceAnimatorTransition(_ transition: Transition) {
        transition.apply(progress: transition.progress)
        guard !transition.scrubbedAnimations.isEmpty else { return }
        transition.scrub()
        let isCancelling = transition.cancelledFromProgress != nil
        let ended = transition.scrubbedAnimations.filter { animation in
            isCancelling ? animation.elapsed <= Transition.epsilon : animation.hasEnded
        }
        var kept = transition.scrubbedAnimations
        transition.scrubbedAnimations = []
        kept.removeAll { animation in ended.contains { $0 === animation } }
        transition.scrubbedAnimations = kept
        transition.isRunningScrubbedCompletions = true
        for animation in ended { animation.completion?(true) }
        transition.isRunningScrubbedCompletions = false
    }

    /// When a transition ends, the animations its interaction still held: after a cancel they go
    /// back to their start and end unfinished (LIFE-4); otherwise the clock plays them on.
    func releaseScrubbedAnimations(of transition: Transition, cancelled: Bool) {
        let held = transition.scrubbedAnimations
        guard !held.isEmpty else { return }
        transition.scrubbedAnimations = []
        if cancelled {
            for animation in held { animation.recorder.apply(progress: 0) }
            for animation in held { animation.completion?(false) }
            return
        }
        for animation in held {
            animation.skipsNextAdvance = transition.isRunningScrubbedCompletions
            addViewAnimation(animation)
        }
    }
}
