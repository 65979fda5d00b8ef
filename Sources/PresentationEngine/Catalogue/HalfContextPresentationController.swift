import Foundation
import PresCheckCore

/// `half-context`: the bottom half of the presentation context, over a 0.5 dimming view, and
/// `shouldPresentInFullscreen == false` so that it is a current-context presentation (CTX-3).
/// Ported from the first source article. Open: the `intermediate-helper`'s controller subclasses it.
open class HalfContextPresentationController: DimmingPresentationController {
    open override var shouldPresentInFullscreen: Bool { false }

    open override var frameOfPresentedViewInContainerView: CGRect {
        let context = presentationContextBounds
        return CGRect(x: context.minX, y: context.minY + context.height / 2, width: context.width, height: context.height / 2)
    }
}
