import Foundation
import PresCheckCore
import PresentationEngine

/// One view in the window, as the controller properties compare views: a name that says where
/// it sits, and what a user sees of it.
/// Serves LIFE-4, FRAME-5, LIFE-1 and FRAME-4 (views the controller added are compared too).
struct ViewEntry: Equatable {
    /// A view controller's view is named by its node (`R`, `P1`); a presentation's container
    /// `container(P1)`; any other view by its superview's name, its class and its place among its
    /// siblings (`R/container(P1)/DimmingView[0]`).
    var name: String
    /// In window coordinates.
    var frame: Rect
    var alpha: Double
    var isHidden: Bool
    var isUserInteractionEnabled: Bool
    /// It sits in a container of the user's controller (for attribution: FRAME-4, not TRAIT-1).
    var isInControllerContainer: Bool

    /// Every view in the window, back to front (depth first, a view before its subviews).
    static func entries(of window: Window, driver: EngineDriver, factory: ControllerFactory) -> [ViewEntry] {
        var entries: [ViewEntry] = []
        // The origins of the views above the one visited, top-level view first: a view with no
        // transform at or above it has its frame in the window added up from them, as
        // `View.frameInWindow` adds it (`ViewWalk.frameInWindow`), without climbing to the window
        // for every view.
        var origins: [CGPoint] = []
        func visit(_ view: View, name: String, inController: Bool, transformedAbove: Bool) {
            let inside = inController || (view is ContainerView && controllerOwning(container: view, in: window, factory: factory))
            let transformed = transformedAbove || !view.hasIdentityTransform
            let frame = transformed
                ? view.frameInWindow ?? view.frame
                : ViewWalk.frameInWindow(view.frame, size: view.bounds.size, origins: origins, depth: origins.count)
            entries.append(ViewEntry(
                name: name, frame: Rect(frame), alpha: Double(view.alpha), isHidden: view.isHidden,
                isUserInteractionEnabled: view.isUserInteractionEnabled, isInControllerContainer: inside))
            origins.append(view.frame.origin)
            // By index: an unoptimised build (what a user's `swift test` runs) steps an enumerated
            // sequence through generic metadata looked up for every view.
            let subviews = view.subviews
            var index = 0
            while index < subviews.count {
                let subview = subviews[index]
                visit(subview, name: Self.name(of: subview, index: index, parent: name, window: window, driver: driver),
                      inController: inside, transformedAbove: transformed)
                index += 1
            }
            origins.removeLast()
        }
        let windowTransformed = !window.hasIdentityTransform
        let subviews = window.subviews
        var index = 0
        while index < subviews.count {
            let view = subviews[index]
            visit(view, name: name(of: view, index: index, parent: "window", window: window, driver: driver), inController: false,
                  transformedAbove: windowTransformed)
            index += 1
        }
        return entries
    }

    static func name(of view: View, index: Int, parent: String, window: Window, driver: EngineDriver) -> String {
        if let owner = view.owningViewController { return driver.id(owner) }
        if view is ContainerView {
            if let controller = window.presentations.first(where: { $0.containerView === view }) {
                return "container(\(driver.id(controller.presentedViewController)))"
            }
            return "\(parent)/container[\(index)]"
        }
        return "\(parent)/\(type(of: view))[\(index)]"
    }

    private static func controllerOwning(container: View, in window: Window, factory: ControllerFactory) -> Bool {
        window.presentations.contains { $0.containerView === container && factory.serial(of: $0) != nil }
    }

    /// What a user sees of the view, for messages.
    var state: String {
        var text = "\(frame) alpha \(alpha.compact)"
        if isHidden { text += " hidden" }
        if !isUserInteractionEnabled { text += " without touches" }
        return text
    }

    /// The first difference between two lists of views: a view that is not where it was, or one
    /// whose frame (to 0.001 pt), alpha, hiding or interaction changed.
    static func firstDifference(_ before: [ViewEntry], _ after: [ViewEntry])
        -> (field: String, before: String, after: String, isInControllerContainer: Bool)? {
        for index in 0..<max(before.count, after.count) {
            let old = index < before.count ? before[index] : nil
            let new = index < after.count ? after[index] : nil
            guard let old, let new, old.name == new.name else {
                return ("views in the window, back to front, number \(index + 1)",
                        old.map { "\($0.name) \($0.state)" } ?? "no more views",
                        new.map { "\($0.name) \($0.state)" } ?? "no more views",
                        (old ?? new)?.isInControllerContainer ?? false)
            }
            if !DifferentialCheck.close(old.frame, new.frame) || !DifferentialCheck.close(old.alpha, new.alpha)
                || old.isHidden != new.isHidden || old.isUserInteractionEnabled != new.isUserInteractionEnabled {
                return ("view \(old.name)", old.state, new.state, old.isInControllerContainer)
            }
        }
        return nil
    }
}
