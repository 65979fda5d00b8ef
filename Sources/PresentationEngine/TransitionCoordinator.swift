import Foundation

/// What an alongside animation block is told about its transition.
/// Serves LIFE-6 and LIFE-8.
public struct TransitionCoordinatorContext {
    public let isAnimated: Bool
    public let isInteractive: Bool
    public let isCancelled: Bool
    public let transitionDuration: TimeInterval
    public let containerView: View?
}

/// UIKit's `UIViewControllerTransitionCoordinator` on the virtual clock (LIFE-6, LIFE-8).
///
/// Blocks given to `animate(alongsideTransition:completion:)` run once when the transition starts,
/// with their property changes recorded; the clock then replays those changes linearly with the
/// transition's progress. Completion blocks run when the transition ends, before `DidEnd`.
public final class TransitionCoordinator {
    public let isAnimated: Bool
    public internal(set) var isInteractive: Bool
    public internal(set) var isCancelled = false
    public let transitionDuration: TimeInterval
    public weak var containerView: View?

    var pendingAnimations: [(TransitionCoordinatorContext) -> Void] = []
    var completions: [(TransitionCoordinatorContext) -> Void] = []

    init(isAnimated: Bool, isInteractive: Bool, duration: TimeInterval, containerView: View?) {
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.transitionDuration = duration
        self.containerView = containerView
    }

    var context: TransitionCoordinatorContext {
        TransitionCoordinatorContext(
            isAnimated: isAnimated, isInteractive: isInteractive, isCancelled: isCancelled,
            transitionDuration: transitionDuration, containerView: containerView)
    }

    /// Runs `animation` alongside the transition; `completion` when it ends. Always returns true.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
        completion: ((TransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        if let animation { pendingAnimations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }
}
