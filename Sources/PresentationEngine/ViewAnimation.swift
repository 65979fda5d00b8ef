import Foundation
import Synchronization

/// Animations made with `View.animate` on the virtual clock (LIFE-6): the property changes of the
/// block are recorded, then replayed linearly as `Window.advance(by:)` moves the clock, and the
/// completion runs in the advance step in which the animation ends.
final class ViewAnimation {
    let recorder: AnimationRecorder
    let duration: TimeInterval
    let delay: TimeInterval
    var elapsed: TimeInterval = 0
    /// For an animation an interaction scrubs: the transition's animation time when it started.
    var startTime: TimeInterval = 0
    /// Set on a scrubbed animation handed back to the clock within an advance step that already
    /// moved it, so that step does not move it twice.
    var skipsNextAdvance = false
    let completion: ((Bool) -> Void)?
    /// The options and spring it was asked for; reported, never applied (the clock is linear).
    let timing: AnimationTiming

    init(recorder: AnimationRecorder, duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming = AnimationTiming(),
         completion: ((Bool) -> Void)?) {
        self.recorder = recorder
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.completion = completion
    }

    var progress: CGFloat {
        guard duration > 0 else { return elapsed >= delay ? 1 : 0 }
        return CGFloat(min(1, max(0, (elapsed - delay) / duration)))
    }

    var hasEnded: Bool { elapsed >= delay + duration - Transition.epsilon }
}

/// The animation block being recorded on this thread. `View.animate` is synchronous, so a scope
/// bound for the block's duration cannot leak into another test or window. A task-local value
/// (bound and read on one thread, outside any task, it is a thread-local) costs a pointer read to
/// look up, where a thread dictionary hashes a string on every property change.
enum AnimationScope {
    /// The recorder, boxed to cross the task-local API: it is bound and read only by the
    /// synchronous code of the block on the thread that bound it (the engine starts no tasks).
    /// Nil while only a transition's alongside animations record (`recordingTransition`): the
    /// changed view's window then names the recorder. Outside both, the value is `nothing`, one
    /// shared binding that records nothing: reading a class reference from the task-local storage
    /// costs less than reading an optional one.
    private final class Binding: @unchecked Sendable {
        let recorder: AnimationRecorder?
        let isRecording: Bool
        init(_ recorder: AnimationRecorder?, isRecording: Bool = true) {
            self.recorder = recorder
            self.isRecording = isRecording
        }
        static let nothing = Binding(nil, isRecording: false)
        /// The binding of a transition's alongside animations outside any animation block.
        static let transitionOnly = Binding(nil)
    }

    @TaskLocal private static var binding: Binding = .nothing

    /// How many recording bindings are in place now, on every thread together. While there is
    /// none, as for nearly every property change, nothing records anywhere, and the answer needs
    /// no task-local read: the load of this count costs less. A thread that binds one counts it
    /// before its block runs, so it always reads its own; another thread that reads a count its
    /// binding is not part of reads its own binding next, which records nothing.
    private static let recordingBindings = Atomic<Int>(0)

    static var current: AnimationRecorder? {
        guard recordingBindings.load(ordering: .relaxed) > 0 else { return nil }
        return binding.recorder
    }

    /// Whether anything records on this thread now: an animation block or a transition's
    /// alongside animations. A property change outside both, nearly every one, costs one load
    /// and no walk up the superviews to the view's window.
    static var isRecording: Bool {
        guard recordingBindings.load(ordering: .relaxed) > 0 else { return false }
        return binding.isRecording
    }

    static func record(_ body: () -> Void) -> AnimationRecorder {
        let recorder = AnimationRecorder()
        bind(Binding(recorder), body)
        return recorder
    }

    /// Runs a transition's alongside animations (LIFE-6), whose changes the window's
    /// `activeAnimationRecorder` records; an animation block around them still records its own.
    static func recordingTransition(_ body: () -> Void) {
        // Outside an animation block, as nearly always, the shared binding serves: none is made.
        let recorder = current
        bind(recorder == nil ? .transitionOnly : Binding(recorder), body)
    }

    /// Runs `body` with `recording` bound, counted in `recordingBindings` while it runs.
    private static func bind(_ recording: Binding, _ body: () -> Void) {
        recordingBindings.wrappingAdd(1, ordering: .relaxed)
        defer { recordingBindings.wrappingSubtract(1, ordering: .relaxed) }
        $binding.withValue(recording) { body() }
    }
}

extension View {
    /// UIKit's `UIView.animate(withDuration:delay:animations:completion:)` on the virtual clock of
    /// the window the animated views are in (LIFE-6); while an interaction controller drives a
    /// transition, animations of views in its container follow the interaction instead (LIFE-8).
    /// Views in no window take their final values at once and the completion runs immediately.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, timing: AnimationTiming(), animations: animations, completion: completion)
    }

    /// Every `View.animate` variant: records the block, then hands the animation to the clock or
    /// to the interaction that scrubs it.
    static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let recorder = AnimationScope.record(animations)
        guard let window = recorder.window else {
            completion?(true)
            return
        }
        recorder.apply(progress: 0)
        let animation = ViewAnimation(recorder: recorder, duration: max(0, duration), delay: max(0, delay),
                                      timing: timing, completion: completion)
        if let transition = window.runningTransition, transition.scrubs(recorder) {
            // LIFE-8: an interaction controller holds it at the transition's point.
            animation.startTime = transition.animationTime
            transition.addScrubbedAnimation(animation)
        } else {
            window.addViewAnimation(animation)
        }
    }
}

extension Window {
    /// Moves every running `View.animate` animation; those that end run their completions, in the
    /// order they were started. Animations started by a completion begin at 0.
    func advanceViewAnimations(by seconds: TimeInterval) {
        let running = viewAnimations
        // Most steps run no animation: nothing to filter, no list to make.
        guard !running.isEmpty else { return }
        for animation in running {
            if animation.skipsNextAdvance {
                animation.skipsNextAdvance = false
            } else {
                animation.elapsed += seconds
            }
            animation.recorder.apply(progress: animation.progress)
        }
        let ended = running.filter(\.hasEnded)
        if !ended.isEmpty {
            var list = viewAnimations
            viewAnimations = []
            list.removeAll { animation in ended.contains { $0 === animation } }
            viewAnimations = list
        }
        for animation in ended { animation.completion?(true) }
    }
}
