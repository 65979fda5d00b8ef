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
    let controllers: [PresentationController]
    let coordinator: TransitionCoordinator
    let recorder = AnimationRecorder()
    var animator: PresentedViewAnimator?
    let isAnimated: Bool
    var completion: (() -> Void)?
    var elapsed: TimeInterval = 0
    /// LIFE-8: an interactive dismissal follows `interactiveProgress` until finished.
    var isInteractive: Bool
    var interactiveProgress: CGFloat = 0
    /// LIFE-8: the progress at which an interactive dismissal was finished.
    var finishedFromProgress: CGFloat?
    /// LIFE-9: a presentation whose presenter hears the disappear pair; for a dismissal, one whose
    /// bottom presenter's view came back at its start and so hears the appear pair.
    var presenterDisappears = false
    var presenterReappears = false
    /// LIFE-4: for a dismissal, the FRAME-2 removals of the presentations that stay, as they were
    /// before it began; a cancel gives them back, since the start may hand them views that came back.
    var removalsBefore: [(controller: PresentationController, removed: [(view: View, superview: View)])] = []

    init(kind: Kind, controllers: [PresentationController], isAnimated: Bool, isInteractive: Bool,
         completion: (() -> Void)?) {
        self.kind = kind
        self.controllers = controllers
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.completion = completion
        self.coordinator = TransitionCoordinator(
            isAnimated: isAnimated, isInteractive: isInteractive,
            duration: isAnimated ? Transition.duration : 0, containerView: controllers.first?.containerView)
    }

    var top: PresentationController { controllers[0] }

    /// Whether advancing the clock moves this transition (not a paused interactive one).
    var isClockDriven: Bool { !isInteractive || finishedFromProgress != nil }

    /// p in [0, 1] (LIFE-6; LIFE-8 after finish: p₀ + elapsed / 0.3).
    var progress: CGFloat {
        if let start = finishedFromProgress { return min(1, start + CGFloat(elapsed / duration)) }
        if isInteractive { return interactiveProgress }
        guard duration > 0 else { return 1 }
        return min(1, CGFloat(elapsed / duration))
    }

    var hasReachedEnd: Bool {
        let start = finishedFromProgress ?? 0
        return elapsed >= Double(1 - start) * duration - Transition.epsilon
    }

    func apply(progress: CGFloat) {
        recorder.apply(progress: progress)
        animator?.apply(progress: progress)
    }
}

/// UIKit's default modal animator on the virtual clock (LIFE-6): `coverVertical` slides the
/// presented view's final frame up from one container height below (down on dismissal);
/// `crossDissolve`, `flipHorizontal` and `partialCurl` keep the frame and fade alpha.
struct PresentedViewAnimator {
    let view: View
    let frame: CGRect
    let style: ModalTransitionStyle
    let travel: CGFloat
    let isPresentation: Bool

    func apply(progress p: CGFloat) {
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
