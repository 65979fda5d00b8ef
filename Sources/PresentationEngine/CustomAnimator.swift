import Foundation
import PresCheckCore

/// UIKit's `UIViewControllerAnimatedTransitioning`: an animator object a transitioning delegate
/// supplies for an animated, non-interactive transition. It animates with `View.animate` on the
/// virtual clock and must call `completeTransition(_:)`; until it does, the transition runs
/// (LIFE-3, LIFE-6). The behaviour catalogue models the default animator only, so the oracle never sees one.
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

/// What an animator object is told about its transition, and how it ends it (LIFE-3, LIFE-4).
///
/// Presentation: *from* is the presenter, *to* the presented view controller; dismissal the
/// other way round. As in UIKit for custom presentations, `view(forKey:)` gives the presented
/// view only (the presenter's view stays where it is).
public final class TransitionContext {
    public let containerView: View
    public let isAnimated: Bool
    public let isInteractive = false
    public private(set) var transitionWasCancelled = false
    public let presentationStyle: ModalPresentationStyle

    private let controller: PresentationController
    private let isPresentation: Bool
    private weak var window: Window?
    private var hasCompleted = false
    var onComplete: ((Bool) -> Void)?

    init(controller: PresentationController, containerView: View, isPresentation: Bool, window: Window) {
        self.controller = controller
        self.containerView = containerView
        self.isPresentation = isPresentation
        self.window = window
        self.isAnimated = true
        self.presentationStyle = controller.requestedStyle
    }

    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        switch (key, isPresentation) {
        case (.to, true), (.from, false): return controller.presentedViewController
        case (.from, true), (.to, false): return controller.presentingViewController
        }
    }

    public func view(forKey key: TransitionContextViewKey) -> View? {
        switch (key, isPresentation) {
        case (.to, true), (.from, false): return controller.guardedPresentedView()
        default: return nil
        }
    }

    /// The presented view controller's frame before the transition: `.zero` when presenting, its
    /// settled frame when dismissing.
    public func initialFrame(for viewController: ViewController) -> CGRect {
        guard viewController === controller.presentedViewController, !isPresentation else { return .zero }
        return controller.guardedFrameOfPresentedView()
    }

    /// The presented view controller's frame after the transition: its settled frame when
    /// presenting, `.zero` when dismissing.
    public func finalFrame(for viewController: ViewController) -> CGRect {
        guard viewController === controller.presentedViewController, isPresentation else { return .zero }
        return controller.isAdaptedCustomPresentation
            ? (window?.systemFrame(of: controller) ?? .zero) : controller.guardedFrameOfPresentedView()
    }

    /// Ends the transition: DidEnd(true) and the completion, or, with false, a cancelled
    /// transition that leaves everything as it was before (LIFE-4). Only the first call counts.
    public func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else { return }
        hasCompleted = true
        transitionWasCancelled = !didComplete
        onComplete?(didComplete)
    }
}
