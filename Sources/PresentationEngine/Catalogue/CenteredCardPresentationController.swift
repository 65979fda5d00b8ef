import Foundation
import PresCheckCore

/// `centered-card`: a card of (w / 1.5, h / 2) centred in the container over a 0.5 dimming view,
/// re-laid out whenever the container's size changes (FRAME-4). Ported from the second source
/// article. (Defect `no-relayout-on-resize`: after its first layout it keeps its frames.)
open class CenteredCardPresentationController: DimmingPresentationController {
    /// Required, so code that makes controllers from their type (a subclass's too) can make this
    /// one; the class is open so apps and checkers can extend its hooks.
    public required override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    private var hasLaidOut = false

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let size = CGSize(width: bounds.width / 1.5, height: bounds.height / 2)
        return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                      width: size.width, height: size.height)
    }

    public override func containerViewWillLayoutSubviews() {
        if hasLaidOut, window?.options.has(.noRelayoutOnResize) == true { return }
        super.containerViewWillLayoutSubviews()
        hasLaidOut = true
    }
}
