import Foundation
import PresCheckCore

/// LIFE-10: the user's dismissal attempts (a dimmed sheet's dimming tap, DETENT-2; a popover's
/// outside tap, POP-2), which alone consult `isModalInPresentation` and the delegate's dismissal
/// calls. A `dismiss` call, an interactive dismissal and a catalogue controller's tap are
/// programmatic and call none of them.
extension Window {
    /// LIFE-10: a user's attempt to dismiss the presentation `controller` manages. While a
    /// transition runs it does nothing (DETENT-2, POP-2). Refused when the presented VC is modal in
    /// presentation (the delegate is then not asked) or the delegate answers false: only
    /// `presentationControllerDidAttemptToDismiss` runs. Otherwise `presentationControllerWillDismiss`,
    /// then the presenter's `dismiss(animated: true)`, and `presentationControllerDidDismiss` where
    /// that dismissal's completion runs (after its DidEnd(true) and LIFE-9 calls; never when it
    /// does not complete).
    ///
    /// Only the presented VC's own `isModalInPresentation` counts, not a child's or an active
    /// substitute's (LIFE-10 [M]).
    /// Reading: (Reading LIFE-10.b) read now, at the attempt: whatever app code set last.
    package func attemptUserDismissal(of controller: PresentationController) {
        guard !isTransitionRunning, presentations.contains(where: { $0 === controller }) else { return }
        let delegate = controller.delegate
        if controller.presentedViewController.isModalInPresentation {
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            return
        }
        if let delegate, !delegate.presentationControllerShouldDismiss(controller) {
            delegate.presentationControllerDidAttemptToDismiss(controller)
            return
        }
        let popover = controller.effectiveStyle == .popover ? controller as? PopoverPresentationController : nil
        if let popover, let popoverDelegate = popover.popoverDelegate,
           !popoverDelegate.popoverPresentationControllerShouldDismissPopover(popover) {
            popoverDelegate.presentationControllerDidAttemptToDismiss(popover)
            return
        }
        delegate?.presentationControllerWillDismiss(controller)
        controller.presentingViewController.dismiss(animated: true) {
            guard let delegate = controller.delegate else { return }
            delegate.presentationControllerDidDismiss(controller)
            if let popover, let popoverDelegate = popover.popoverDelegate {
                popoverDelegate.popoverPresentationControllerDidDismissPopover(popover)
            }
        }
    }
}

extension Window {
    /// LIFE-10 [M]: a sheet drag dismisses past this downward translation, as a fraction of the
    /// sheet's presented frame height...
    static let sheetDragDistanceFraction: CGFloat = 0.5
    /// ...or when it is lifted at least this fast downwards (points a second), moving down at all.
    static let sheetDragVelocity: CGFloat = 1000

    /// LIFE-10: the sheet's own drag, built in as UIKit's is: a pan recognizer on the container of
    /// every presentation that behaves as a sheet (not SHEET-4's full screen), enabled while it does.
    /// `Window.pan` drives the nearest enabled recognizer to the view hit at the start, so this one
    /// runs for a pan whose nearest enclosing sheet container is this one (a recognizer of the
    /// app's own, nearer the hit, takes the pan first). When the pan ends it is a drag of the sheet
    /// if no transition runs and the view hit at the start is the presented view or inside it (a
    /// context presentation shown inside the sheet's view included). On a sheet DETENT-4 applies
    /// to, DETENT-4 decides (`detentDragEnded`): a detent change or a dismissal attempt. On any
    /// other sheet, past the threshold (ty > h / 2, h the presented frame's height, or vy ≥ 1000
    /// with ty > 0) it is the user's dismissal attempt. The sheet does not follow the finger [M].
    ///
    /// The recognizer is made at the first layout pass in which the presentation behaves as a
    /// sheet, first among the container's recognizers, as if put there with the container, and is
    /// enabled only while the presentation behaves as a sheet (at every layout pass), so a pan
    /// recognizer an app's own controller adds to its container gets the pans on every other
    /// presentation. A presentation that never behaves as a sheet, most of them, makes none.
    /// `sheet` is the presentation's `currentSheetLayout(of:)`, which the layout pass has worked out.
    func updateSheetDrag(of controller: PresentationController, sheet: SheetLayout?) {
        let behavesAsSheet = sheet.map { !$0.behavesAsFullScreen } ?? false
        if let drag = controller.sheetDrag {
            drag.isEnabled = behavesAsSheet
            return
        }
        guard behavesAsSheet, let container = controller.containerView else { return }
        // The drag keeps the controller's handle, not the controller: the controller keeps the
        // drag, and the window its controller (see `ObjectHandle`). Its action is
        // `sheetDragReported(by:of:)`, in the window the controller was accepted in.
        let drag = PanGestureRecognizer()
        drag.engineAction = .sheetDrag(controller.handle)
        controller.sheetDrag = drag
        container.addGestureRecognizerFirst(drag)
    }

    /// The sheet drag's action (`EngineAction.sheetDrag`): an ended drag of a
    /// presentation that still exists ends in its window.
    static func sheetDragReported(by recognizer: GestureRecognizer, of presentation: ObjectHandle<PresentationController>) {
        guard recognizer.state == .ended, let controller = presentation.object, let window = controller.window,
              let pan = recognizer as? PanGestureRecognizer else { return }
        window.sheetDragEnded(pan, controller: controller)
    }

    private func sheetDragEnded(_ pan: PanGestureRecognizer, controller: PresentationController) {
        guard !isTransitionRunning, let sheet = currentSheetLayout(of: controller), !sheet.behavesAsFullScreen,
              controller.activeViewController.isViewLoaded else { return }
        let translation = pan.translation(in: nil)
        let velocity = pan.velocity(in: nil)
        let end = pan.location(in: nil)
        let start = CGPoint(x: end.x - translation.x, y: end.y - translation.y)
        let presentedView: View = controller.activeViewController.view
        guard let hit = hitTest(start, with: Event()), hit.isDescendant(of: presentedView) else { return }
        if let sheet = controller as? SheetPresentationController, let drag = detentDragGeometry(of: controller) {
            detentDragEnded(sheet, geometry: drag, translation: translation, velocity: velocity)
            return
        }
        let height = presentedView.frame.height
        let farEnough = translation.y > height * Self.sheetDragDistanceFraction
        let fastEnough = velocity.y >= Self.sheetDragVelocity && translation.y > 0
        guard farEnough || fastEnough else { return }
        attemptUserDismissal(of: controller)
    }
}
