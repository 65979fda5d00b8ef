import Foundation
import PresCheckCore

/// The base of the engine's own controllers for the system styles (every style but `.custom`):
/// their frames, dimming views and touch pass-through follow the effective style's rules (FRAME-1,
/// SHEET, DETENT, POP), laid out in `containerViewWillLayoutSubviews` like any controller (FRAME-4).
/// Its dimming fades in and out with the transition (LIFE-6). Open, as UIKit's are, so that a
/// subclass can watch the hooks run (LIFE-3).
open class SystemPresentationController: PresentationController {
    override class var systemKind: SystemControllerKind { .system }

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        window?.systemPresentationWillBegin(self)
    }

    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        window?.systemDismissalWillBegin(self)
    }

    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        window?.applySystemLayout(self)
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        window?.systemFrame(of: self) ?? presentationContextBounds
    }
}

/// The controller of `.fullScreen`, `.overFullScreen`, `.currentContext` and `.overCurrentContext`
/// (FRAME-1): the presented view fills the window, or the context for the context styles.
/// `.fullScreen` and `.currentContext` remove views when settled (FRAME-2).
open class ModalPresentationController: SystemPresentationController {
    override class var systemKind: SystemControllerKind { .modal }
}

/// Which of the engine's controller classes a presentation controller is an instance of
/// (`PresentationController.systemKind`): none of the system ones, `SystemPresentationController`
/// itself, or one of the three UIKit uses for the system styles.
enum SystemControllerKind {
    case none, system, sheet, popover, modal
}
