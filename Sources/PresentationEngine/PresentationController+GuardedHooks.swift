import Foundation
import PresCheckCore

/// The LIFE-5 re-entrancy guard (`guarded`) and the two hooks it watches, asked through it.
extension PresentationController {
    /// `frameOfPresentedViewInContainerView`, or the last stored frame when its evaluation
    /// re-enters (LIFE-5).
    func guardedFrameOfPresentedView() -> CGRect {
        guarded { $0.frameOfPresentedViewInContainerView } ?? lastStoredFrame
    }

    /// `presentedView`, guarded (LIFE-5); the presented view itself when the override re-enters.
    func guardedPresentedView() -> View? {
        guarded { $0.presentedView } ?? activeViewController.view
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
    /// The body is handed this controller, so that a call on it captures nothing (no retain of
    /// the controller for the closure at each of the many calls a layout pass makes).
    func guarded<Result>(_ body: (PresentationController) -> Result) -> Result? {
        let entry = reentrancy
        if entry.depth > 0 { return entry.detected ? nil : body(self) }
        // The frames are saved in locals, the first four of the container's subviews' in place,
        // so that a call that does not re-enter, nearly every one, writes no list. The loaded
        // view is read from its storage once (a view not loaded is not loaded by this).
        let view = activeLoadedView
        let savedFrame = view?.frame ?? .zero
        let subviews = containerView?.subviews ?? []
        let count = subviews.count
        let first = (count > 0 ? subviews[0].frame : .zero, count > 1 ? subviews[1].frame : .zero,
                     count > 2 ? subviews[2].frame : .zero, count > 3 ? subviews[3].frame : .zero)
        let rest = count > 4 ? Self.frames(of: subviews, from: 4) : nil
        reentrancy = ReentrancyGuard(depth: 1)
        let result = body(self)
        // The call has ended: no depth, no reads counted, nothing detected.
        let reentered = reentrancy.detected
        reentrancy = ReentrancyGuard()
        if reentered {
            putBack(view: view, frame: savedFrame, subviews: subviews, first: first, rest: rest)
            window?.log.append(.warning(Warning.layoutReentrancy))
        }
        return reentered ? nil : result
    }

    /// Puts back the frames a re-entered guarded call saved: the view's first, then each
    /// subview's in order (LIFE-5).
    private func putBack(view: View?, frame savedFrame: CGRect, subviews: [View],
                         first: (CGRect, CGRect, CGRect, CGRect), rest: [CGRect]?) {
        if let view { view.frame = savedFrame }
        var index = 0
        while index < subviews.count {
            let frame: CGRect
            switch index {
            case 0: frame = first.0
            case 1: frame = first.1
            case 2: frame = first.2
            case 3: frame = first.3
            default: frame = rest?[index - 4] ?? .zero
            }
            subviews[index].frame = frame
            index += 1
        }
    }
}

extension PresentationController {
    /// The frames of `subviews` from `start` on, for a container with more than four subviews.
    private static func frames(of subviews: [View], from start: Int) -> [CGRect] {
        var list: [CGRect] = []
        list.reserveCapacity(subviews.count - start)
        var index = start
        while index < subviews.count {
            list.append(subviews[index].frame)
            index += 1
        }
        return list
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
