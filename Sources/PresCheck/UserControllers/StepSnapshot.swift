import Foundation
import PresCheckCore
import PresentationEngine

/// What the user's controller's presentations look like after one step, and every view in the
/// window, back to front.
/// Serves FRAME-3, FRAME-4, LIFE-4, FRAME-5 and LIFE-1.
struct StepSnapshot {
    var windowSize: Size
    var controllersMade: Int
    /// The live presentations of the controller, in acceptance order.
    var presentations: [ControllerPresentation]
    /// Empty when the run does not list them (`ControllerRun`'s `listingViews`).
    var views: [ViewEntry]

    init(driver: EngineDriver, factory: ControllerFactory, listingViews: Bool = true) {
        let window = driver.window
        windowSize = Size(window.bounds.size)
        controllersMade = factory.made.count
        presentations = factory.presentations(in: window).map { serial, controller in
            ControllerPresentation(serial: serial, controller: controller, id: driver.id(controller.presentedViewController))
        }
        views = listingViews ? ViewEntry.entries(of: window, driver: driver, factory: factory) : []
    }
}

/// One presentation of the user's controller after a step.
/// Serves FRAME-3 and FRAME-4.
struct ControllerPresentation {
    var serial: Int
    /// The presented node's id.
    var presented: String
    /// Its presentation completed and its dismissal has not begun (a cancelled one counts as not begun).
    var isCompleted: Bool
    /// ADAPT-2 turned it into a system style: its frames follow that style, not the controller.
    var isAdapted: Bool
    var presentedInWindow: Bool
    /// The frame, in container coordinates, of the container's subview that holds the presented
    /// view controller's view (the presented view, or the wrapper `presentedView` returned); nil
    /// when there is none.
    var presentedFrame: Rect?
    /// `frameOfPresentedViewInContainerView` as answered at the last layout pass.
    var answered: Rect
    var containerBounds: Rect?
    var containerInWindow: Bool
    /// The container's other subviews (what the controller added, such as a dimming view), back
    /// to front, by class and frame in container coordinates; containers of presentations made
    /// over this one are not among them.
    var addedViews: [(type: String, frame: Rect)]

    init(serial: Int, controller: PresentationController, id: String) {
        self.serial = serial
        presented = id
        isCompleted = controller.phase == .presented
        isAdapted = controller.effectiveStyle != .custom
        let shown = controller.substituteViewController ?? controller.presentedViewController
        let container = controller.containerView
        var holder: View?
        if let container, shown.isViewLoaded {
            holder = shown.view
            while let view = holder, view.superview !== container { holder = view.superview }
        }
        presentedInWindow = shown.isViewLoaded && shown.view.window != nil
        presentedFrame = holder.map { Rect($0.frame) }
        answered = Rect(controller.frameAnsweredAtLastLayout)
        containerBounds = container.map { Rect($0.bounds) }
        containerInWindow = container?.window != nil
        addedViews = (container?.subviews ?? []).filter { $0 !== holder && !($0 is ContainerView) }.map {
            (String(describing: type(of: $0)), Rect($0.frame))
        }
    }
}
