import Foundation

/// UIKit's `UIPopoverPresentationControllerDelegate`: the adaptive delegate of a popover, with the
/// calls of its own (POP-1, POP-2, LIFE-10).
///
/// Set it as the popover's `delegate` (the property is typed with the adaptive protocol, which this
/// one refines, so `popover.delegate = self` ports unchanged).
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// Called once when a presentation shown as a popover is accepted, before its
    /// `presentationTransitionWillBegin`; the popover's settings may still be changed here.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
    /// Called when the window's size changes (TRAIT-1), before the layout pass places a
    /// presentation shown as a popover again: `rect` is its `sourceRect` (the source view's bounds
    /// while `sourceRect` is null) in `view`'s coordinates, `view` its source view. What the delegate leaves in
    /// them becomes the popover's `sourceRect` and `sourceView` (UIKit passes pointers; Swift's
    /// `inout` is the closest shape).
    func popoverPresentationController(_ popoverPresentationController: PopoverPresentationController,
                                       willRepositionPopoverTo rect: inout CGRect, in view: inout View)
    /// Deprecated in UIKit in favour of `presentationControllerShouldDismiss(_:)`: asked after it,
    /// for a presentation shown as a popover, when it answered true (LIFE-10). True by default.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: PopoverPresentationController) -> Bool
    /// Deprecated in UIKit in favour of `presentationControllerDidDismiss(_:)`: called right after it
    /// for a popover the user dismissed (LIFE-10).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}

    public func popoverPresentationController(_ popoverPresentationController: PopoverPresentationController,
                                              willRepositionPopoverTo rect: inout CGRect, in view: inout View) {}

    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: PopoverPresentationController
    ) -> Bool { true }

    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController) {}
}

extension PopoverPresentationController {
    /// The delegate as a popover delegate, when it is one.
    package var popoverDelegate: (any PopoverPresentationControllerDelegate)? {
        delegate as? any PopoverPresentationControllerDelegate
    }
}

extension Window {
    /// `prepareForPopoverPresentation`, for a presentation accepted as a popover.
    func preparePopoverPresentation(_ controller: PresentationController) {
        guard controller.effectiveStyle == .popover, let popover = controller as? PopoverPresentationController else { return }
        popover.popoverDelegate?.prepareForPopoverPresentation(popover)
    }

    /// `willRepositionPopoverTo`, before the layout pass of a window size change (TRAIT-1), for
    /// every presentation shown as a popover whose delegate is a popover delegate.
    func repositionPopovers() {
        for controller in presentations where controller.effectiveStyle == .popover && controller.phase != .dismissing {
            guard let popover = controller as? PopoverPresentationController, let delegate = popover.popoverDelegate,
                  let sourceView = popover.sourceView else { continue }
            var rect = popover.anchorRect(in: sourceView)
            var view = sourceView
            delegate.popoverPresentationController(popover, willRepositionPopoverTo: &rect, in: &view)
            if view !== sourceView || rect != popover.anchorRect(in: sourceView) {
                popover.sourceView = view
                popover.sourceRect = rect
            }
        }
    }
}
