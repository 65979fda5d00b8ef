import Foundation
import PresCheckCore

/// The LIFE-5 re-entrancy guard (`guarded`) and the two hooks it watches, asked through it.
extension PresentationController {
    /// `frameOfPresentedViewInContainerView`, or the last stored frame when its evaluation
    /// re-enters (LIFE-5).
    func guardedFrameOfPresentedView() -> CGRect {
        guarded { frameOfPresentedViewInContainerView } ?? lastStoredFrame
    }

    /// `presentedView`, guarded (LIFE-5); the presented view itself when the override re-enters.
    func guardedPresentedView() -> View? {
        guarded { presentedView } ?? activeViewController.view
    }

    /// Whether the running guarded call found `presentedView` and
    /// `frameOfPresentedViewInContainerView` calling each other (LIFE-5).
    var reentrancyDetected: Bool { reentrancy.detected }

    /// Counts reads of `presentedView` inside an engine call; past the limit the reads return nil,
    /// which ends the mutual recursion of LIFE-5.
    func enterPresentedViewRead() -> Bool {
        var state = reentrancy
        guard state.depth > 0 else { return true }
        if state.detected { return false }
        state.presentedViewReads += 1
        if state.presentedViewReads > ReentrancyGuard.limit {
            state.detected = true
            reentrancy = state
            return false
        }
        reentrancy = state
        return true
    }

    /// Runs an engine call into overridable code. If `presentedView` and
    /// `frameOfPresentedViewInContainerView` turn out to call each other, every frame the call
    /// changed is put back, "layout re-entrancy" is logged, and the result is nil (LIFE-5).
    func guarded<Result>(_ body: () -> Result) -> Result? {
        let entry = reentrancy
        if entry.depth > 0 { return entry.detected ? nil : body() }
        // The loaded view is read from its storage once (a view not loaded is not loaded by this).
        let view = activeViewController.loadedViewIfAny
        let savedFrame = view?.frame
        let containerSubviews = containerView?.subviews ?? []
        // Past `containerSubviews.count` the buffer holds an earlier call's frames; `zip` stops before.
        // The buffer is taken out, grown only when the container has more subviews than ever
        // before (room for a container's usual handful at once), and written in place, with no
        // uniqueness check at each frame.
        var frames = savedContainerFrames
        savedContainerFrames = []
        let count = containerSubviews.count
        if frames.count < count {
            if frames.capacity < count { frames.reserveCapacity(max(8, count)) }
            while frames.count < count { frames.append(.zero) }
        }
        if count > 0 {
            containerSubviews.withUnsafeBufferPointer { subviews in
                frames.withUnsafeMutableBufferPointer { saved in
                    var index = 0
                    while index < subviews.count {
                        saved[index] = subviews[index].frame
                        index += 1
                    }
                }
            }
        }
        reentrancy = ReentrancyGuard(depth: 1)
        let result = body()
        // The call has ended: no depth, no reads counted, nothing detected.
        let reentered = reentrancy.detected
        reentrancy = ReentrancyGuard()
        if reentered {
            if let view, let savedFrame { view.frame = savedFrame }
            for (subview, frame) in zip(containerSubviews, frames) { subview.frame = frame }
            window?.log.append(.warning(Warning.layoutReentrancy))
        }
        savedContainerFrames = frames
        return reentered ? nil : result
    }
}

/// The LIFE-5 guard's state: whether an engine call is running (`depth`), how many times it read
/// `presentedView`, and whether those reads passed the limit.
struct ReentrancyGuard {
    static let limit = 64
    var depth = 0
    var presentedViewReads = 0
    var detected = false
}
