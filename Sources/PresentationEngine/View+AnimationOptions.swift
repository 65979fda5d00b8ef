import Foundation

extension View {
    /// UIKit's `UIView.AnimationOptions`, with UIKit's raw values. The virtual clock plays every
    /// animation once, linearly (LIFE-6): a curve option and a spring are reported by the animation
    /// (`View.runningAnimationOptions`), never applied, as for transitions. `.repeat` and
    /// `.autoreverse` are stored the same way: a headless run plays the block once, forward, and
    /// runs the completion at its end, so a test never waits on an animation that never ends.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve the options name (bits 16–19, as UIKit packs them); ease in and out when none is set.
        public var curve: AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }
    }

    /// UIKit's `animate(withDuration:delay:options:animations:completion:)`: as
    /// `animate(withDuration:delay:animations:completion:)` on the virtual clock (LIFE-6), with the
    /// options kept on the animation.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, timing: AnimationTiming(options: options),
                animations: animations, completion: completion)
    }

    /// UIKit's spring animation: as `animate(withDuration:delay:options:animations:completion:)`,
    /// with the damping ratio and initial velocity kept on the animation. The clock is linear, so
    /// the spring decides nothing: the values reach their targets at `delay + duration`, as a
    /// spring of that duration settles there.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let timing = AnimationTiming(options: options, springDamping: dampingRatio, springVelocity: velocity)
        animate(withDuration: duration, delay: delay, timing: timing, animations: animations, completion: completion)
    }

    /// The options, spring damping and initial spring velocity of the newest running
    /// `View.animate` animation that changes this view, or nil when none does: what a test of
    /// ported code reads to see the curve it asked for.
    public var runningAnimationTiming: AnimationTiming? {
        guard let window = window ?? detachedWindow else { return nil }
        let running = window.viewAnimations + (window.runningTransition?.scrubbedAnimations ?? [])
        return running.last { $0.recorder.changes(self) }?.timing
    }
}

/// How a `View.animate` animation was asked to play: its options and, for a spring, the damping
/// ratio and initial velocity (stored; the virtual clock is linear, LIFE-6).
public struct AnimationTiming: Sendable, Hashable {
    public var options: View.AnimationOptions
    public var springDamping: CGFloat?
    public var springVelocity: CGFloat?

    public init(options: View.AnimationOptions = [], springDamping: CGFloat? = nil, springVelocity: CGFloat? = nil) {
        self.options = options
        self.springDamping = springDamping
        self.springVelocity = springVelocity
    }

    /// The curve the options name.
    public var curve: View.AnimationCurve { options.curve }
}
