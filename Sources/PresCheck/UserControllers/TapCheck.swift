import Foundation
import PresCheckCore
import PresentationEngine

/// HIT-2 on one tap, for one presentation of the user's controller: a tap the scenario makes,
/// judged just before it (a tap's handler may dismiss, so the views it hits are those in the
/// window before it), or a probe, a hit test with no tap after every settled step at points
/// around each presentation of the controller (hit testing changes nothing, and it is what a tap
/// starts with, so probes check HIT-2 at every step rather than only where a scenario taps).
///
/// HIT-2 says a container takes every touch inside its frame that no subview takes, and that a
/// context presentation's container covers only the context, so touches outside it reach the
/// views behind. Here, for a presentation of the controller that completed, is not adapted and
/// has its container in the window, in a settled state:
/// - at a point outside its context (a context presentation's presenter's view), the touch must
///   not land in its container, nor on a view outside every container and every view
///   controller's view: such a view was added by the controller (trait
///   `takesTouchesOutsideContainer` skips the latter);
/// - at a point inside its container, when the view hit is not in front of the container (a
///   presentation above, say), the touch must land in the container (trait
///   `passesTouchesThroughContainer` skips this).
/// Serves HIT-2.
struct TapCheck: Equatable {
    enum Outcome: Equatable {
        case held
        case skipped
        case violated(field: String, expected: String, actual: String)
    }

    var step: Int
    var presented: String
    var outcome: Outcome

    /// A presentation of the controller that HIT-2 is judged on at this step, with what each point
    /// reads of it. Hit testing changes nothing, so one list serves every point of a step.
    struct Judged {
        var controller: PresentationController
        var id: String
        var container: View
        /// The container's frame in window coordinates.
        var containerFrame: CGRect
        /// For a context presentation, its context's (the presenter's view's) frame in window
        /// coordinates; nil for any other, or when that view is out of the window.
        var context: CGRect?
    }

    /// The presentations HIT-2 is judged on now (`isJudged`), in acceptance order.
    static func judged(driver: EngineDriver, factory: ControllerFactory) -> [Judged] {
        let window = driver.window
        var judged: [Judged] = []
        for (_, controller) in factory.presentations(in: window) where isJudged(controller, in: window) {
            guard let container = controller.containerView, let frame = container.frameInWindow else { continue }
            let context = controller.isContextPresentation ? controller.presentingViewController.view.frameInWindow : nil
            judged.append(Judged(controller: controller, id: driver.id(controller.presentedViewController), container: container,
                                 containerFrame: frame, context: context))
        }
        return judged
    }

    /// Probes after a settled step: for each presentation of the controller, just inside each
    /// corner of its container and its centre, and, for a context presentation, just outside the
    /// middle of each edge of its context (those in the window).
    static func probe(step: Int, driver: EngineDriver, factory: ControllerFactory, traits: ControllerTraits) -> [TapCheck] {
        let window = driver.window
        let judged = judged(driver: driver, factory: factory)
        guard !judged.isEmpty else { return [] }
        var points: [CGPoint] = []
        for presentation in judged {
            let container = presentation.containerFrame
            let (minX, midX, maxX) = (container.minX, container.midX, container.maxX)
            let (minY, midY, maxY) = (container.minY, container.midY, container.maxY)
            points += [CGPoint(x: minX + 0.5, y: minY + 0.5), CGPoint(x: maxX - 0.5, y: minY + 0.5),
                       CGPoint(x: minX + 0.5, y: maxY - 0.5), CGPoint(x: maxX - 0.5, y: maxY - 0.5), CGPoint(x: midX, y: midY)]
            if let context = presentation.context {
                points += [CGPoint(x: context.midX, y: context.minY - 0.5), CGPoint(x: context.midX, y: context.maxY + 0.5),
                           CGPoint(x: context.minX - 0.5, y: context.midY), CGPoint(x: context.maxX + 0.5, y: context.midY)]
                    .filter { contains(window.bounds, $0) }
            }
        }
        // One back-to-front order serves every point: hit testing changes nothing.
        var order: ViewOrder?
        var checks: [TapCheck] = []
        for point in points {
            checks += judge(point, step: step, driver: driver, judged: judged, traits: traits, order: &order,
                            touch: "a tap at \(Point(point)) after this step")
        }
        return checks
    }

    /// A presentation HIT-2 is judged on: completed, not adapted, its container in the window.
    static func isJudged(_ controller: PresentationController, in window: Window) -> Bool {
        controller.phase == .presented && controller.effectiveStyle == .custom && controller.containerView?.window === window
    }

    /// A tap the scenario makes, judged just before it on every presentation judged now.
    static func judge(_ point: CGPoint, step: Int, driver: EngineDriver, factory: ControllerFactory,
                      traits: ControllerTraits, touch: @autoclosure () -> String) -> [TapCheck] {
        let judged = judged(driver: driver, factory: factory)
        guard !judged.isEmpty else { return [] }
        var order: ViewOrder?
        return judge(point, step: step, driver: driver, judged: judged, traits: traits, order: &order, touch: touch())
    }

    /// `touch` names the touch in a violation's field; it is only made for a violation, since
    /// probes judge several points after every settled step. `order` is the window's views back
    /// to front (`backToFront`), made on first need and kept for the other points of the step.
    static func judge(_ point: CGPoint, step: Int, driver: EngineDriver, judged: [Judged], traits: ControllerTraits,
                      order: inout ViewOrder?, touch: @autoclosure () -> String) -> [TapCheck] {
        let window = driver.window
        let hit = window.hitTest(point, with: Event())
        func viewsBackToFront() -> ViewOrder {
            if let order { return order }
            let made = backToFront(window)
            order = made
            return made
        }
        var checks: [TapCheck] = []
        for presentation in judged {
            let (id, container, containerFrame) = (presentation.id, presentation.container, presentation.containerFrame)
            let inContainer = hit.map { $0 === container || $0.isDescendant(of: container) } ?? false
            func named(_ view: View?) -> String { view.map { Self.name(of: $0, driver: driver) } ?? HitTarget.outsideWindow.description }
            if let context = presentation.context, !contains(context, point) {
                if inContainer {
                    let wasHidden = container.isHidden
                    container.isHidden = true
                    let behind = window.hitTest(point, with: Event())
                    container.isHidden = wasHidden
                    checks.append(TapCheck(step: step, presented: id, outcome: .violated(
                        field: "\(touch()), outside the context of \(id) (\(Rect(context)))",
                        expected: "\(named(behind)) (the views behind)", actual: named(hit))))
                } else if let hit, isOutsideEveryContainer(hit, window: window) {
                    checks.append(TapCheck(step: step, presented: id, outcome: traits.contains(.takesTouchesOutsideContainer)
                        ? .skipped
                        : .violated(field: "\(touch()), outside the context of \(id) (\(Rect(context)))",
                                    expected: "the views behind", actual: "\(named(hit)), outside every container")))
                } else {
                    checks.append(TapCheck(step: step, presented: id, outcome: .held))
                }
            } else if contains(containerFrame, point) {
                if inContainer {
                    checks.append(TapCheck(step: step, presented: id, outcome: .held))
                } else if let hit, isInFront(hit, of: container, order: viewsBackToFront()) {
                    continue
                } else {
                    checks.append(TapCheck(step: step, presented: id, outcome: traits.contains(.passesTouchesThroughContainer)
                        ? .skipped
                        : .violated(field: "\(touch()), inside the container of \(id) (\(Rect(containerFrame)))",
                                    expected: "\(HitTarget.container(id)) or a view in it", actual: named(hit))))
                }
            }
        }
        return checks
    }

    /// HIT-1's half-open test, with Reading HIT-1.a's tolerance, in window coordinates.
    static func contains(_ rect: CGRect, _ point: CGPoint) -> Bool {
        let tolerance: CGFloat = 1e-6
        return point.x >= rect.minX - tolerance && point.x < rect.maxX - tolerance
            && point.y >= rect.minY - tolerance && point.y < rect.maxY - tolerance
    }

    /// A view in no container that is neither the window, a view controller's view nor the
    /// `half-height-adaptive` card: in a generated scenario, only a custom controller adds such views.
    static func isOutsideEveryContainer(_ view: View, window: Window) -> Bool {
        var current: View? = view
        while let ancestor = current {
            if ancestor is ContainerView { return false }
            current = ancestor.superview
        }
        if view === window || view.owningViewController != nil { return false }
        if let owner = view.superview?.owningViewController as? HalfHeightAdaptiveViewController, view === owner.cardView { return false }
        return true
    }

    /// The window's views back to front (`views`: the window, then every view depth first in
    /// subview order), and where each one's subtree ends in that list (`ends[i]`: the index just
    /// past the last of `views[i]`'s descendants), worked out in the one walk.
    struct ViewOrder {
        var views: [View] = []
        var ends: [Int] = []
    }

    static func backToFront(_ window: Window) -> ViewOrder {
        var order = ViewOrder()
        func visit(_ view: View) {
            let index = order.views.count
            order.views.append(view)
            order.ends.append(index + 1)
            view.subviews.forEach(visit)
            order.ends[index] = order.views.count
        }
        visit(window)
        return order
    }

    /// Whether `view` comes after the whole of `container`'s subtree back to front, so in front of it.
    static func isInFront(_ view: View, of container: View, order: ViewOrder) -> Bool {
        // Index loops: an unoptimised build steps a closure per view through `firstIndex(where:)`.
        let views = order.views
        var start = 0
        while start < views.count, views[start] !== container { start += 1 }
        var index = 0
        while index < views.count, views[index] !== view { index += 1 }
        guard start < views.count, index < views.count else { return false }
        return index >= order.ends[start]
    }

    /// How messages name a view: as observations name hit targets, else by class.
    static func name(of view: View, driver: EngineDriver) -> String {
        let name = driver.name(ofHit: view)
        guard name == .node("view") else { return name.description }
        return "a \(type(of: view)) in the \(view.superview.map { driver.name(ofHit: $0).description } ?? "nothing")"
    }
}
