import Foundation
import PresCheckCore

/// UIKit's `UIViewControllerTransitionCoordinatorContext`: what an alongside animation, a
/// completion or an interaction-change handler is told about its transition (LIFE-6, LIFE-8).
/// As in UIKit, the object handed to those blocks is the coordinator itself, so every value is
/// the transition's value at the moment it is read.
public protocol TransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: ModalPresentationStyle { get }
    /// Whether the transition started interactive; it never changes during the transition.
    var initiallyInteractive: Bool { get }
    /// Always false: the engine has no interruptible animators (`UIViewPropertyAnimator`).
    var isInterruptible: Bool { get }
    /// Whether an interaction drives the transition now (false once it is finished or cancelled).
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    /// The last percentage the interaction set; after a finish or cancel, the percentage at which
    /// the transition left its interactive phase. 0 for a transition that was never interactive.
    var percentComplete: CGFloat { get }
    /// The interaction controller's `completionSpeed` (1 when there is none).
    var completionVelocity: CGFloat { get }
    /// The interaction controller's `completionCurve` (`.easeInOut` when there is none).
    var completionCurve: AnimationCurve { get }
    var containerView: View { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    func view(forKey key: TransitionContextViewKey) -> View?
}

/// UIKit's `UIViewControllerTransitionCoordinator` on the virtual clock (LIFE-6, LIFE-8).
///
/// Blocks given to `animate(alongsideTransition:completion:)` run once when the transition starts,
/// with their property changes recorded; the clock (or, for an interactive transition, the
/// interaction's percentage) then replays those changes linearly with the transition's progress.
/// Completion blocks run when the transition ends, before `DidEnd`. Handlers given to
/// `notifyWhenInteractionChanges(_:)` run each time the transition stops or starts following
/// an interaction: at finish or cancel, and when a paused transition becomes interactive.
public final class TransitionCoordinator: TransitionCoordinatorContext {
    public let isAnimated: Bool
    public internal(set) var isInteractive: Bool { get { state.isInteractive } set { state.isInteractive = newValue } }
    public internal(set) var isCancelled: Bool { get { state.isCancelled } set { state.isCancelled = newValue } }
    public internal(set) var initiallyInteractive: Bool
    public let isInterruptible = false
    public internal(set) var transitionDuration: TimeInterval
    public internal(set) var percentComplete: CGFloat { get { state.percentComplete } set { state.percentComplete = newValue } }
    public internal(set) var completionVelocity: CGFloat { get { state.completionVelocity } set { state.completionVelocity = newValue } }
    public internal(set) var completionCurve: AnimationCurve { get { state.completionCurve } set { state.completionCurve = newValue } }
    /// The values an interaction changes, private storage behind the public names: only read and
    /// assigned, they need no run-time exclusivity check on each access.
    private var state: (isInteractive: Bool, isCancelled: Bool, percentComplete: CGFloat, completionVelocity: CGFloat,
                        completionCurve: AnimationCurve)
    public let targetTransform = CGAffineTransform.identity

    /// The transition's from and to sides; nil for a coordinator of a size change (TRAIT-1).
    var endpoints: TransitionEndpoints?
    /// Stands in for a container when there is none: a size change's coordinator, a presentation's
    /// before its container is made (ADAPT-5's delegate call), one kept after its presentation's
    /// container went (LIFE-7).
    private lazy var detachedContainer = View()

    // The block lists are only read and assigned (an append takes the list out and puts it back),
    // so that their accesses need no run-time exclusivity check.
    private var pendingAnimations: [CoordinatedBlock] = []
    private var completions: [CoordinatedBlock] = []
    /// Set when the alongside blocks have run (`takePendingAnimations`).
    private var animationsStarted = false
    /// Set when the completion blocks have run (`takeCompletions`).
    private var hasEnded = false
    private var interactionHandlers: [CoordinatedBlock] = []

    init(isAnimated: Bool, isInteractive: Bool, duration: TimeInterval) {
        self.isAnimated = isAnimated
        self.state = (isInteractive, false, 0, 1, .easeInOut)
        self.initiallyInteractive = isInteractive
        self.transitionDuration = duration
        ObjectLifetimes.record(self)
    }

    /// The transition's container view: its presentation's container, read where the presentation
    /// controller holds it, so that the coordinator keeps no reference of its own to it (one the app
    /// keeps after its transition keeps no container alive).
    public var containerView: View {
        endpoints?.controller.containerView ?? detachedContainer
    }

    public var presentationStyle: ModalPresentationStyle { endpoints?.controller.requestedStyle ?? .none }

    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        endpoints?.viewController(forKey: key)
    }

    public func view(forKey key: TransitionContextViewKey) -> View? {
        endpoints?.view(forKey: key)
    }

    /// UIKit's `animate(alongsideTransition:completion:)`: queues `animation` to run alongside the
    /// transition and `completion` to run when it ends. Returns true if the blocks were queued,
    /// false otherwise, as Apple documents. Once the transition's animations have started (its
    /// alongside blocks ran when it started, or, for a size change, at the end of its step), an
    /// `animation` would never run: it is not kept and the call returns false; a `completion` is
    /// still queued until the transition has ended (a call with only a completion then returns
    /// true). After the end nothing is kept and the call returns false.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?,
        completion: ((any TransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        if hasEnded { return false }
        if let completion {
            var list = completions
            completions = []
            list.append(.block(completion))
            completions = list
        }
        guard let animation else { return true }
        return queueAlongside(.block(animation))
    }

    /// Queues the engine's fade of a system dimming view to `alpha` alongside the transition, as
    /// `animate(alongsideTransition:)` queues a block that sets it (LIFE-6), with no closure.
    func fadeAlongside(_ view: DimmingView, to alpha: CGFloat) {
        if hasEnded { return }
        queueAlongside(.fade(view, to: alpha))
    }

    /// Queues an alongside block unless the animations have started; whether it was queued.
    @discardableResult
    private func queueAlongside(_ block: CoordinatedBlock) -> Bool {
        if animationsStarted { return false }
        var list = pendingAnimations
        pendingAnimations = []
        list.append(block)
        pendingAnimations = list
        return true
    }

    /// The alongside blocks to run as the animations start; later ones are refused.
    func takePendingAnimations() -> [CoordinatedBlock] {
        animationsStarted = true
        let list = pendingAnimations
        pendingAnimations = []
        return list
    }

    /// The completion blocks to run as the transition ends; later ones are refused.
    func takeCompletions() -> [CoordinatedBlock] {
        hasEnded = true
        let list = completions
        completions = []
        return list
    }

    /// UIKit's `animateAlongsideTransition(in:animation:completion:)`, for views outside the
    /// container: the engine replays every recorded view alike, so this is
    /// `animate(alongsideTransition:completion:)`.
    @discardableResult
    public func animateAlongsideTransition(
        in view: View?, animation: ((any TransitionCoordinatorContext) -> Void)?,
        completion: ((any TransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Registers `handler` for every change between interactive and non-interactive (LIFE-8):
    /// it runs when the interaction is finished or cancelled, with `isInteractive` already false
    /// (and `isCancelled` true for a cancel), and when a paused transition becomes interactive.
    public func notifyWhenInteractionChanges(_ handler: @escaping (any TransitionCoordinatorContext) -> Void) {
        var list = interactionHandlers
        interactionHandlers = []
        list.append(.block(handler))
        interactionHandlers = list
    }

    /// What the blocks are handed: the coordinator itself, as in UIKit.
    var context: any TransitionCoordinatorContext { self }

    /// Runs the interaction-change handlers, in the order they were registered.
    func interactionChanged() {
        let handlers = interactionHandlers
        for handler in handlers { handler.run(in: self) }
    }
}

/// A block queued on a transition coordinator (LIFE-6, LIFE-8): the app's closure, or the engine's
/// own fade of a system dimming view, a typed value that needs no closure. A list keeps it as this
/// enum rather than as a bare closure, which a list would hold behind a conversion thunk made for
/// every block queued.
enum CoordinatedBlock {
    case block((any TransitionCoordinatorContext) -> Void)
    case fade(DimmingView, to: CGFloat)

    /// Runs it with the coordinator's context.
    func run(in context: any TransitionCoordinatorContext) {
        switch self {
        case let .block(block): block(context)
        case let .fade(view, alpha): view.alpha = alpha
        }
    }
}
