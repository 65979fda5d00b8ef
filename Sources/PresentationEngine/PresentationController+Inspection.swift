import Foundation
import PresCheckCore

extension PresentationController {
    /// What `frameOfPresentedViewInContainerView` answered when the engine last asked, at the last
    /// layout pass (TRAIT-4): the frame FRAME-3 and FRAME-4 hold the presented view to, and the one
    /// LIFE-5 falls back on. A checker reads it here rather than asking the controller again, which
    /// could re-enter (LIFE-5) or set frames as a side effect (the `toast` does).
    package var frameAnsweredAtLastLayout: CGRect { lastStoredFrame }
}

extension PresentationController: CustomStringConvertible {
    public var description: String { "\(type(of: self))(\(presentedViewController))" }
}
