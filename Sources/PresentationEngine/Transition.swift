import Foundation
import PresCheckCore

/// A running presentation or dismissal on the virtual clock (LIFE-6, LIFE-8).
final class Transition {
    enum Kind {
        case presentation
        case dismissal
    }

    /// LIFE-6: every animated transition lasts 0.3 s.
    static let duration: TimeInterval = 0.3
    static let epsilon: TimeInterval = 1e-9

    let kind: Kind
    /// LIFE-6's 0.3 s, or an animator object's `transitionDuration`.
    var duration = Transition.duration
    /// The context handed to an animator object, when one runs this transition.
    var customContext: TransitionContext?
    /// The presentation being presented, or the presentations being dismissed, top first.
    let controllers: TransitionControllers
    /// The presented and presenting view controllers of `controllers`, kept alive until the
    /// transition has ended and every callback of its end (DidEnd, LIFE-9, completions, LIFE-10's
    /// `presentationControllerDidDismiss`) has run, as UIKit's transition context keeps them: a
    /// presented view controller that only its presentation holds outlives its dismissal's end.
    /// The first presentation's pair is held in a field of its own and the others' (a multi-layer
    /// dismissal's) in a list, so that a transition of one presentation, nearly every one, makes
    /// and frees no list for them.
    private let participants: (presented: ViewController, presenting: ViewController)
    private let otherParticipants: [ViewController]
    /// The coordinator, once made (`coordinator`).
    private var madeCoordinator: TransitionCoordinator?
    /// Whether the transition started interactive, which a coordinator made later reports.
    private let startsInteractive: Bool
    /// Whether the alongside blocks, and the completion blocks, were taken before a coordinator
    /// was made (`takePendingAnimations`, `runCompletions`): one made later refuses them too.
    private var tookAnimations = false
    private var tookCompletions = false
    /// The changes its alongside animations made (LIFE-6), held inline: most transitions record
    /// none and hold an empty list. Only read and assigned (`record` takes them out and puts them
    /// back), so that accesses need no run-time exclusivity check.
    private var recordedChanges = RecordedChanges()
    /// LIFE-6's default animator of the top presented view, when it animates this transition: its
    /// view (nil when there is none) and its motion held apart, so that applying a progress reads
    /// the view where it is held and copies the motion's numbers, with no optional of the whole
    /// animator copied and destroyed around each application.
    private var animatorView: View?
    private var animatorMotion = PresentedViewMotion()
    /// Makes `motion` of `view` this transition's default animator (LIFE-6).
    func animate(_ view: View, with motion: PresentedViewMotion) {
        animatorView = view
        animatorMotion = motion
    }
    let isAnimated: Bool
    var completion: (() -> Void)?
    var elapsed: TimeInterval = 0
    /// LIFE-8: whether the transition follows `interactiveProgress` now rather than the clock: a
    /// scenario-driven interactive dismissal from begin until finish or cancel, or one an
    /// interaction controller drives (see `interaction`) while it is interactive.
    var isInteractive: Bool
    var interactiveProgress: CGFloat = 0
    /// LIFE-8: the progress at which the interaction was finished; the rest plays on the clock.
    var finishedFromProgress: CGFloat?
    /// The progress at which an interaction controller cancelled; the clock plays back to 0.
    var cancelledFromProgress: CGFloat?
    /// How fast the rest plays after a finish or cancel: the interaction controller's
    /// `completionSpeed`; 1 for LIFE-8's scenario-driven dismissal.
    var completionSpeed: CGFloat = 1
    /// The interaction controller that drives this transition's animator object, if any.
    var interaction: (any ViewControllerInteractiveTransitioning)?
    /// `View.animate` animations of views in the container started while an interaction
    /// controller drives the transition: they follow `animationTime`, not the clock.
    /// Only read and assigned (`addScrubbedAnimation` takes the list out and puts it back), so that
    /// its accesses need no run-time exclusivity check.
    var scrubbedAnimations: [ViewAnimation] = []
    /// Appends to `scrubbedAnimations`.
    func addScrubbedAnimation(_ animation: ViewAnimation) {
        var list = scrubbedAnimations
        scrubbedAnimations = []
        list.append(animation)
        scrubbedAnimations = list
    }
    /// True while the completions of scrubbed animations run in an advance step.
    var isRunningScrubbedCompletions = false
    /// LIFE-9: a presentation whose presenter hears the disappear pair; for a dismissal, one whose
    /// bottom presenter's view came back at its start and so hears the appear pair.
    var presenterDisappears = false
    var presenterReappears = false
    /// LIFE-4: for a dismissal, the FRAME-2 removals of the presentations that stay, as they were
    /// before it began; a cancel gives them back, since the start may hand them views that came back.
    /// Kept only for an animated or interactive dismissal: nothing can cancel an unanimated one.
    var removalsBefore: [(controller: PresentationController, removed: [RemovedView])] = []

    init(kind: Kind, controllers: TransitionControllers, isAnimated: Bool, isInteractive: Bool,
         completion: (() -> Void)?) {
        self.kind = kind
        self.controllers = controllers
        let top = controllers[0]
        participants = (top.presentedViewController, top.presentingViewController)
        if controllers.count == 1 {
            otherParticipants = []
        } else {
            var others: [ViewController] = []
            others.reserveCapacity(2 * (controllers.count - 1))
            for controller in controllers.dropFirst() {
                others.append(controller.presentedViewController)
                others.append(controller.presentingViewController)
            }
            otherParticipants = others
        }
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.startsInteractive = isInteractive
        self.completion = completion
        ObjectLifetimes.record(self)
    }

    /// The transition's coordinator (LIFE-6, LIFE-8), made on first use: most transitions are
    /// never asked for theirs (no alongside block, completion, delegate call or interaction), and
    /// make none. Once made it is the same object until the transition goes, in the state it
    /// would have had if made with the transition: only the engine's explicit settings change it.
    var coordinator: TransitionCoordinator {
        if let made = madeCoordinator { return made }
        let made = TransitionCoordinator(
            isAnimated: isAnimated, isInteractive: startsInteractive, duration: isAnimated ? Transition.duration : 0)
        // Its sides and container are the top presentation's, read where `top` holds them.
        made.endpoints = TransitionEndpoints(controller: top, isPresentation: kind == .presentation)
        if tookAnimations { _ = made.takePendingAnimations() }
        if tookCompletions { _ = made.takeCompletions() }
        madeCoordinator = made
        return made
    }

    /// The coordinator's alongside blocks, as the animations start; later ones are refused. None
    /// when no coordinator was made (nothing could queue one).
    func takePendingAnimations() -> [CoordinatedBlock] {
        tookAnimations = true
        guard let coordinator = madeCoordinator else { return [] }
        return coordinator.takePendingAnimations()
    }

    /// Runs the coordinator's completion blocks, as the transition ends; later ones are refused.
    /// None when no coordinator was made.
    func runCompletions() {
        tookCompletions = true
        guard let coordinator = madeCoordinator else { return }
        let context = coordinator.context
        for completion in coordinator.takeCompletions() { completion.run(in: context) }
    }

    /// Clears this transition's handle (see `ObjectHandle`).
    deinit {
        storedHandle?.clear()
    }

    /// A reference to this transition for an animator's context and its completion, which the
    /// app's animator may keep after the transition has gone: made on first request, cleared by
    /// this transition's deinit (see `ObjectHandle`).
    var handle: ObjectHandle<Transition> {
        if let made = storedHandle { return made }
        let made = ObjectHandle(self)
        storedHandle = made
        return made
    }
    private var storedHandle: ObjectHandle<Transition>?

    var top: PresentationController { controllers[0] }

    /// Whether advancing the clock moves this transition (not one that follows an interaction).
    var isClockDriven: Bool { !isInteractive }

    /// p in [0, 1] (LIFE-6; LIFE-8 after finish: p₀ + elapsed · speed / duration; after an
    /// interaction controller's cancel: p₀ − elapsed · speed / duration).
    var progress: CGFloat {
        if let start = finishedFromProgress {
            guard duration > 0 else { return 1 }
            return min(1, start + CGFloat(elapsed / duration) * completionSpeed)
        }
        if let start = cancelledFromProgress {
            guard duration > 0 else { return 0 }
            return max(0, start - CGFloat(elapsed / duration) * completionSpeed)
        }
        if isInteractive { return interactiveProgress }
        guard duration > 0 else { return 1 }
        return min(1, CGFloat(elapsed / duration))
    }

    var hasReachedEnd: Bool {
        let start = finishedFromProgress ?? 0
        return elapsed >= Double(1 - start) * duration / Double(completionSpeed) - Transition.epsilon
    }

    /// The point of the transition, in seconds of the animator's timeline, that scrubbed
    /// animations show: p · duration while interactive, then moving at `completionSpeed` after a
    /// finish (forwards) or a cancel (backwards, down to 0).
    var animationTime: TimeInterval {
        let speed = Double(completionSpeed)
        if let start = finishedFromProgress { return Double(start) * duration + elapsed * speed }
        if let start = cancelledFromProgress { return max(0, Double(start) * duration - elapsed * speed) }
        if isInteractive { return Double(interactiveProgress) * duration }
        return elapsed
    }

    /// Whether a `View.animate` animation recorded by `recorder` belongs to this transition's
    /// interaction: an interaction controller drives it and the first view animated is in the
    /// container (UIKit holds the container's layer tree).
    func scrubs(_ recorder: AnimationRecorder) -> Bool {
        guard interaction != nil, let view = recorder.firstView, let container = top.containerView else { return false }
        return view === container || view.isDescendant(of: container)
    }

    /// Sets every scrubbed animation to `animationTime`.
    func scrub() {
        let time = animationTime
        for animation in scrubbedAnimations {
            animation.elapsed = time - animation.startTime
            animation.recorder.apply(progress: animation.progress)
        }
    }

    func apply(progress: CGFloat) {
        applyRecordedChanges(progress: progress)
        if let view = animatorView { animatorMotion.apply(to: view, progress: progress) }
    }

    /// Records `change` of `view`, made by its alongside animations (LIFE-6).
    func record(_ view: View, _ change: AnimatedChange) {
        var changes = recordedChanges
        recordedChanges = RecordedChanges()
        changes.record(view, change)
        recordedChanges = changes
    }

    /// Sets the views its alongside animations changed to `progress`; none when nothing was recorded.
    func applyRecordedChanges(progress: CGFloat) {
        recordedChanges.apply(progress: progress)
    }
}

/// The presentations of a transition, top first (`Transition.controllers`): a presentation's one
/// held on its own, so that presenting makes no list for it; a dismissal's as its list gives them.
struct TransitionControllers: RandomAccessCollection {
    private enum Storage {
        case one(PresentationController)
        case list([PresentationController])
    }
    private let storage: Storage

    /// The one presentation of a presentation's transition.
    init(_ controller: PresentationController) {
        storage = .one(controller)
    }

    /// The presentations a dismissal removes, top first (at least one).
    init(_ list: [PresentationController]) {
        storage = .list(list)
    }

    var startIndex: Int { 0 }
    var endIndex: Int {
        switch storage {
        case .one: 1
        case let .list(list): list.count
        }
    }

    subscript(position: Int) -> PresentationController {
        switch storage {
        case let .one(controller):
            precondition(position == 0, "index out of range")
            return controller
        case let .list(list): return list[position]
        }
    }
}

/// UIKit's default modal animator on the virtual clock (LIFE-6), for the presented view it moves
/// (`Transition.animate(_:with:)`): `coverVertical` slides the view's final frame up from one
/// container height below (down on dismissal); `crossDissolve`, `flipHorizontal` and
/// `partialCurl` keep the frame and fade alpha.
struct PresentedViewMotion {
    var frame = CGRect.zero
    var style = ModalTransitionStyle.coverVertical
    var travel: CGFloat = 0
    var isPresentation = true

    func apply(to view: View, progress p: CGFloat) {
        let shown = isPresentation ? p : 1 - p
        switch style {
        case .coverVertical:
            view.frame = frame.offsetBy(dx: 0, dy: (1 - shown) * travel)
        case .crossDissolve, .flipHorizontal, .partialCurl:
            view.frame = frame
            view.alpha = shown
        }
    }
}
