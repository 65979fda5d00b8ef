import Foundation
import PresCheckCore

/// UIKit's `UIViewControllerAnimatedTransitioning`: an animator object a transitioning delegate
/// supplies for an animated transition. It animates with `View.animate` on the virtual clock and
/// must call `completeTransition(_:)`; until it does, the transition runs (LIFE-3, LIFE-6). When
/// the delegate also supplies an interaction controller, that controller scrubs the animator's
/// animations instead (see `PercentDrivenInteractiveTransition`). The behaviour catalogue models
/// the default animator only, so the oracle never sees one.
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: ViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// UIKit's `UITransitionContextViewControllerKey` (LIFE-3).
public enum TransitionContextViewControllerKey: Sendable {
    case from, to
}

/// UIKit's `UITransitionContextViewKey` (LIFE-3).
public enum TransitionContextViewKey: Sendable {
    case from, to
}

/// UIKit's `UIViewControllerContextTransitioning`, the name ported code uses (LIFE-3).
public typealias ViewControllerContextTransitioning = TransitionContext

/// What an animator object (and an interaction controller) is told about its transition, and how
/// it moves and ends it (LIFE-3, LIFE-4, LIFE-8).
///
/// Presentation: *from* is the presenter, *to* the presented view controller; dismissal the
/// other way round. `view(forKey:)` gives the presented view for its side, and the presenter's view
/// for the other side only when the presentation removes the presenter's view (FRAME-2: a `.custom`
/// presentation whose controller's `shouldRemovePresentersView` is true, a `.fullScreen` or
/// `.currentContext` one), as in UIKit; otherwise nil, which tells the animator to leave the
/// presenter's view alone. The coordinator's `view(forKey:)` answers the same.
public final class TransitionContext {
    public let containerView: View
    public let isAnimated: Bool
    public internal(set) var transitionWasCancelled = false
    public let presentationStyle: ModalPresentationStyle
    /// No presentation rotates its views.
    public let targetTransform = CGAffineTransform.identity

    let endpoints: TransitionEndpoints
    /// The window and the transition, through their handles (`ObjectHandle`): the app's animator
    /// may keep this context after both have gone, and then reads nil here.
    private let windowHandle: ObjectHandle<Window>
    private var window: Window? { windowHandle.object }
    private var transitionHandle: ObjectHandle<Transition>?
    var transition: Transition? {
        get { transitionHandle?.object }
        set { transitionHandle = newValue?.handle }
    }
    /// The animator object that animates this transition; an interaction controller scrubs it.
    var animator: (any ViewControllerAnimatedTransitioning)?
    /// The animator's `transitionDuration`, read when the transition started.
    var duration: TimeInterval = 0
    private var hasCompleted = false
    var onComplete: ((Bool) -> Void)?

    init(controller: PresentationController, containerView: View, isPresentation: Bool, window: Window) {
        self.endpoints = TransitionEndpoints(controller: controller, isPresentation: isPresentation)
        self.containerView = containerView
        self.windowHandle = window.windowHandle
        self.isAnimated = true
        self.presentationStyle = controller.requestedStyle
        ObjectLifetimes.record(self)
    }

    /// Whether an interaction controller drives the transition now: from its start (unless it
    /// does not want an interactive start) until `finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()`, and again after `pauseInteractiveTransition()`.
    public var isInteractive: Bool {
        guard let transition, transition.interaction != nil else { return false }
        return transition.isInteractive
    }

    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        endpoints.viewController(forKey: key)
    }

    public func view(forKey key: TransitionContextViewKey) -> View? {
        endpoints.view(forKey: key)
    }

    /// UIKit's values: the presented view controller starts at `.zero` and ends at
    /// `frameOfPresentedViewInContainerView` when presenting; when dismissing it starts at its
    /// current frame and ends, for a `.custom` presentation, at `frameOfPresentedViewInContainerView`
    /// again (the frame an animator slides or fades it away from: Apple documents that a view being
    /// removed "might be" `.zero`, and for custom presentations UIKit gives the controller's frame,
    /// which tutorial animators rely on), for a system style at `.zero`. The presenter's view does
    /// not move, so both its frames are its view's frame. Any other view controller: `.zero`.
    public func initialFrame(for viewController: ViewController) -> CGRect {
        endpoints.initialFrame(for: viewController)
    }

    /// See `initialFrame(for:)`.
    public func finalFrame(for viewController: ViewController) -> CGRect {
        endpoints.finalFrame(for: viewController)
    }

    /// Moves an interactive transition to `percentComplete` (clamped to 0...1): the animator's
    /// animations and the alongside animations show that point of the transition (LIFE-8).
    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard let (window, transition) = drivenTransition() else { return }
        window.updateInteraction(of: transition, to: percentComplete)
    }

    /// Lets the clock play the rest: (1 − p) · duration / completionSpeed (LIFE-8).
    public func finishInteractiveTransition() {
        guard let (window, transition) = drivenTransition() else { return }
        window.finishInteraction(of: transition)
    }

    /// Plays the transition back to its start over p · duration / completionSpeed; the animator
    /// then calls `completeTransition(false)` (LIFE-4, LIFE-8).
    public func cancelInteractiveTransition() {
        guard let (window, transition) = drivenTransition(), transition.isInteractive else { return }
        transitionWasCancelled = true
        window.cancelInteraction(of: transition)
    }

    /// Makes a transition that is playing on the clock interactive again, where it is.
    public func pauseInteractiveTransition() {
        guard let (window, transition) = drivenTransition() else { return }
        window.pauseInteraction(of: transition)
    }

    /// Ends the transition: DidEnd(true) and the completion, or, with false, a cancelled
    /// transition that leaves everything as it was before (LIFE-4). Only the first call counts.
    public func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else { return }
        hasCompleted = true
        transitionWasCancelled = !didComplete
        onComplete?(didComplete)
    }

    /// The progress of the transition now (0...1), for an interaction controller.
    var percentComplete: CGFloat { transition?.progress ?? 0 }

    /// The window and this context's transition while it runs and an interaction controller drives it.
    private func drivenTransition() -> (Window, Transition)? {
        guard !hasCompleted, let window, let transition, window.runningTransition === transition,
              transition.interaction != nil else { return nil }
        return (window, transition)
    }
}

/// The two sides of a presentation or dismissal, shared by the transition context and the
/// coordinator (LIFE-3).
struct TransitionEndpoints {
    let controller: PresentationController
    let isPresentation: Bool

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        switch (key, isPresentation) {
        case (.to, true), (.from, false): return controller.presentedViewController
        case (.from, true), (.to, false): return controller.presentingViewController
        }
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        switch (key, isPresentation) {
        case (.to, true), (.from, false): return controller.guardedPresentedView()
        case (.from, true), (.to, false):
            // The presenter's view, only when the presentation takes it out of the window (FRAME-2).
            guard let window = controller.window, window.removal(of: controller) != .none else { return nil }
            let presenter = controller.presentingViewController
            return presenter.isViewLoaded ? presenter.view : nil
        }
    }

    func initialFrame(for viewController: ViewController) -> CGRect {
        if let presenter = presenterFrame(of: viewController) { return presenter }
        guard viewController === controller.presentedViewController, !isPresentation else { return .zero }
        return controller.guardedPresentedView()?.frame ?? .zero
    }

    func finalFrame(for viewController: ViewController) -> CGRect {
        if let presenter = presenterFrame(of: viewController) { return presenter }
        guard viewController === controller.presentedViewController,
              isPresentation || type(of: controller).systemKind == .none else { return .zero }
        return controller.isAdaptedCustomPresentation
            ? (controller.window?.systemFrame(of: controller) ?? .zero) : controller.guardedFrameOfPresentedView()
    }

    private func presenterFrame(of viewController: ViewController) -> CGRect? {
        let presenter = controller.presentingViewController
        guard viewController === presenter, presenter !== controller.presentedViewController else { return nil }
        return presenter.isViewLoaded ? presenter.view.frame : .zero
    }
}
