import Foundation

extension View {
    /// UIKit's `UIView.AnimationCurve`. The virtual clock plays every animation linearly
    /// (LIFE-6), so a curve is reported, never applied.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }
}

/// `View.AnimationCurve`, also under its short name.
public typealias AnimationCurve = View.AnimationCurve

/// UIKit's `UIViewControllerInteractiveTransitioning`: an interaction controller a transitioning
/// delegate supplies, next to an animator object, to drive a presentation or dismissal by hand
/// (LIFE-8). The engine calls `startInteractiveTransition(_:)` once, in the step the transition
/// starts; from then on the transition moves only as the context is told to
/// (`updateInteractiveTransition`, `finish…`, `cancel…`), and it counts as running (LIFE-1)
/// until its DidEnd.
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning)
    /// How fast the rest plays after a finish or cancel; 1 is the animator's own pace.
    var completionSpeed: CGFloat { get }
    var completionCurve: AnimationCurve { get }
    /// False starts the transition playing on the clock, as if not interactive, until the
    /// context is paused.
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    /// UIKit's default: 1.
    public var completionSpeed: CGFloat { 1 }
    /// UIKit's default: `.easeInOut`.
    public var completionCurve: AnimationCurve { .easeInOut }
    /// UIKit's default for an interaction controller that does not say: true.
    public var wantsInteractiveStart: Bool { true }
}

/// UIKit's `UIPercentDrivenInteractiveTransition` on the virtual clock (LIFE-6, LIFE-8).
///
/// `startInteractiveTransition(_:)` has the animator object animate the transition; its
/// `View.animate` animations in the container, and the coordinator's alongside animations, are
/// then held at percentage p: they show the point p · duration of the transition. `update(_:)`
/// moves p; `finish()` plays the rest on the clock over (1 − p) · duration / completionSpeed,
/// `cancel()` plays back to the start over p · duration / completionSpeed, where the animator's
/// completion handlers run and it calls `completeTransition(!transitionWasCancelled)`.
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// The last percentage given to `update(_:)`, clamped to 0...1.
    public private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: AnimationCurve = .easeInOut
    /// UIKit's `timingCurve` (nil by default: the animator's own timing). Stored only: the
    /// engine's clock is linear, so the curve of the rest played after `finish()` or `cancel()` is
    /// never applied (nor is `completionCurve`, which the coordinator only reports).
    open var timingCurve: (any TimingCurveProvider)?
    open var wantsInteractiveStart = true
    private var transitionContext: ViewControllerContextTransitioning?

    public init() {}

    /// The animator's `transitionDuration` for the transition being driven (0 before one starts).
    open var duration: CGFloat { CGFloat(transitionContext?.duration ?? 0) }

    open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        percentComplete = 0
        transitionContext.animator?.animateTransition(using: transitionContext)
    }

    open func update(_ percentComplete: CGFloat) {
        guard let transitionContext else { return }
        if transitionContext.isInteractive { self.percentComplete = min(1, max(0, percentComplete)) }
        transitionContext.updateInteractiveTransition(percentComplete)
    }

    open func finish() {
        transitionContext?.finishInteractiveTransition()
    }

    open func cancel() {
        transitionContext?.cancelInteractiveTransition()
    }

    /// Holds a transition that plays on the clock (one started with `wantsInteractiveStart`
    /// false) where it is, so `update(_:)` can move it again.
    open func pause() {
        guard let transitionContext else { return }
        transitionContext.pauseInteractiveTransition()
        if transitionContext.isInteractive { percentComplete = transitionContext.percentComplete }
    }
}
