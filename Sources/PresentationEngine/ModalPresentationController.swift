import Foundation
import PresCheckCore

/// Marks the engine's own controllers for the system styles (not `.custom`).
public protocol SystemPresentationController: PresentationController {}

/// The controller of `.fullScreen`, `.overFullScreen`, `.currentContext` and `.overCurrentContext`
/// (FRAME-1): the presented view fills the window, or the context for the context styles.
/// `.fullScreen` and `.currentContext` remove views when settled (FRAME-2).
public final class ModalPresentationController: PresentationController, SystemPresentationController {
    public override var frameOfPresentedViewInContainerView: CGRect {
        window?.systemFrame(of: self) ?? presentationContextBounds
    }

    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        window?.applySystemLayout(self)
    }
}
