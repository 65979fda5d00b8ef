import Foundation

/// The engine's own action for a gesture recognizer it made (`GestureRecognizer.engineAction`):
/// the presentations it acts on through their handles (`ObjectHandle`), not the window and
/// controller that keep the recognizer's view.
enum EngineAction {
    /// LIFE-10: the drag of a sheet's container: an ended drag of the presentation, if it still
    /// exists, ends in its window (`Window.sheetDragReported`).
    case sheetDrag(ObjectHandle<PresentationController>)
    /// LIFE-10: the tap of a sheet's or a popover's system dimming view, the user's dismissal
    /// attempt of the presentation in the window that made the dimming view, unless a transition runs.
    case dimmingTap(window: ObjectHandle<Window>, presentation: ObjectHandle<PresentationController>)

    /// Runs the action for `recognizer`, which reports a state change.
    func run(for recognizer: GestureRecognizer) {
        switch self {
        case let .sheetDrag(presentation):
            Window.sheetDragReported(by: recognizer, of: presentation)
        case let .dimmingTap(windowHandle, presentation):
            guard let window = windowHandle.object, let controller = presentation.object,
                  !window.isTransitionRunning else { return }
            window.attemptUserDismissal(of: controller)
        }
    }
}
