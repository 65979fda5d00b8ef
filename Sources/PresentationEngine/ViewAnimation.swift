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
///
/// A transition's alongside animations (LIFE-6) bind nothing here: the window running them knows
/// it does (`Window.animatingTransition`), and names the recorder of a view it holds, so they only
/// count themselves in `recordings`.
enum AnimationScope {
    /// The recorder, boxed to cross the task-local API: it is bound and read only by the
    /// synchronous code of the block on the thread that bound it (the engine starts no tasks).
    /// Outside a block, the value is `nothing`, one shared binding that records nothing: reading a
    /// class reference from the task-local storage costs less than reading an optional one.
    private final class Binding: @unchecked Sendable {
        let recorder: AnimationRecorder?
        init(_ recorder: AnimationRecorder?) {
            self.recorder = recorder
        }
        static let nothing = Binding(nil)
    }

    @TaskLocal private static var binding: Binding = .nothing

    /// What records now, on every thread together: how many animation blocks are being recorded
    /// (the low half) and how many windows run a transition's alongside animations (the high
    /// half). While it is zero, as for nearly every property change, nothing records anywhere and
    /// a change costs one load of it: no task-local read, no walk up to the view's window.
    /// A thread that binds a block, or a window whose animations run, counts itself before its
    /// block runs, so it always reads its own count; another thread that reads a count its own
    /// scope is not part of reads its own binding, or its view's window, next, which records nothing.
    private static let recordings = Atomic<Int>(0)
    private static let blockUnit = 1
    private static let transitionUnit = 1 << 32

    /// Whether anything may record now: an animation block or a transition's alongside animations.
    static var mayRecord: Bool {
        recordings.load(ordering: .relaxed) != 0
    }

    /// The recorder of the animation block being recorded on this thread, if any.
    static var current: AnimationRecorder? {
        guard recordings.load(ordering: .relaxed) & (transitionUnit - 1) != 0 else { return nil }
        return binding.recorder
    }

    /// Whether some window may be running a transition's alongside animations now: the changed
    /// view's window tells whether it is (`Window.animatingTransition`).
    static var mayRecordTransition: Bool {
        recordings.load(ordering: .relaxed) >= transitionUnit
    }

    static func record(_ body: () -> Void) -> AnimationRecorder {
        let recorder = AnimationRecorder()
        recordings.wrappingAdd(blockUnit, ordering: .relaxed)
        defer { recordings.wrappingSubtract(blockUnit, ordering: .relaxed) }
        $binding.withValue(Binding(recorder)) { body() }
        return recorder
    }

    /// Runs a transition's alongside animations (LIFE-6), whose changes the window's
    /// `animatingTransition` records; an animation block around them still records its own.
    static func recordingTransition(_ body: () -> Void) {
        recordings.wrappingAdd(transitionUnit, ordering: .relaxed)
        defer { recordings.wrappingSubtract(transitionUnit, ordering: .relaxed) }
        body()
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
