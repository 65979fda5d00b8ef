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
        let active = activeViewController
        let view = active.isViewLoaded ? active.view : nil
        let savedFrame = view?.frame
        let containerSubviews = containerView?.subviews ?? []
        // Past `containerSubviews.count` the buffer holds an earlier call's frames; `zip` stops before.
        // The subviews are read in place, by index, in a loop with no range to make.
        var frames = savedContainerFrames
        savedContainerFrames = []
        let saved = frames.count
        // The first call with subviews makes room for a container's usual handful at once.
        if saved < containerSubviews.count, frames.capacity < containerSubviews.count {
            frames.reserveCapacity(max(8, containerSubviews.count))
        }
        var index = 0
        while index < containerSubviews.count {
            let frame = containerSubviews[index].frame
            if index < saved { frames[index] = frame } else { frames.append(frame) }
            index += 1
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
