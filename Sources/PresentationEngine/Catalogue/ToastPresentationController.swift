import Foundation
import PresCheckCore

/// `toast`: a self-sizing toast above the bottom safe area, no dimming view. Ported from the
/// fifth source article, with its fix: once the presentation completed, every read of
/// `presentedView` sets the frame stored at the last layout pass, so the toast keeps its frame
/// while a full-screen controller above it is dismissed (FRAME-3).
///
/// Frame: width = safe width − 32, height = `preferredContentSize.height` if > 0 else 60 (read at
/// every layout pass), bottom edge at height − safe.bottom − 16, x = safe.left + 16.
/// (Defect `layout-reentrancy`: the article's intermediate version, whose frame getter reads
/// `presentedView` and whose `presentedView` sets the frame from that getter — the infinite loop
/// of LIFE-5, which the engine must stop.)
open class ToastPresentationController: PresentationController {
    /// Required, so code that makes controllers from their type (a subclass's too) can make this
    /// one; the class is open so apps and checkers can extend its hooks.
    public required override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    private var storedFrame = CGRect.zero
    private var setsFrameWhenPresentedViewIsRead = false

    private var computesFrameFromPresentedView: Bool { window?.options.has(.layoutReentrancy) == true }

    public override var presentedView: View? {
        if setsFrameWhenPresentedViewIsRead {
            if computesFrameFromPresentedView {
                super.presentedView?.frame = frameOfPresentedViewInContainerView
            } else {
                super.presentedView?.frame = storedFrame
            }
        }
        return super.presentedView
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        if computesFrameFromPresentedView {
            guard presentedView != nil else { return .zero }
        }
        let safeFrame = containerView.bounds.inset(by: containerView.safeAreaInsets)
        let preferredHeight = presentedViewController.preferredContentSize.height
        let height = preferredHeight > 0 ? preferredHeight : 60
        return CGRect(x: safeFrame.minX + 16, y: safeFrame.maxY - 16 - height, width: safeFrame.width - 32, height: height)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        setsFrameWhenPresentedViewIsRead = completed
    }

    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        setsFrameWhenPresentedViewIsRead = false
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        setsFrameWhenPresentedViewIsRead = !completed
    }

    /// FRAME-4: the frame is computed and stored at every layout pass.
    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        storedFrame = frameOfPresentedViewInContainerView
        presentedView?.frame = storedFrame
    }
}
