import Foundation

/// The two hooks LIFE-5 watches, asked through the re-entrancy guard (`guarded`).
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
}
