import Foundation
import PresCheckCore

/// `half-context`: the bottom half of the presentation context, over a 0.5 dimming view, and
/// `shouldPresentInFullscreen == false` so that it is a current-context presentation (CTX-3).
/// Ported from the first source article. Open: the `intermediate-helper`'s controller subclasses it.
open class HalfContextPresentationController: DimmingPresentationController {
    /// Required, so code that makes controllers from their type (a subclass's too) can make this
    /// one; the class is open so apps and checkers can extend its hooks.
    public required override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    open override var shouldPresentInFullscreen: Bool { false }

    open override var frameOfPresentedViewInContainerView: CGRect {
        let context = presentationContextBounds
        return CGRect(x: context.minX, y: context.minY + context.height / 2, width: context.width, height: context.height / 2)
    }
}
