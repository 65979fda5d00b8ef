import Foundation
import PresCheckCore
import PresentationEngine

extension EngineDriver {
    /// Reads the observation of the step just taken from the engine's objects and event log.
    func observe(hitTarget: HitTarget?) -> Observation {
        var warnings: [String] = []
        var callbacks: [Callback] = []
        var layoutPasses = 0
        let events = window.log.events
        for event in events[logCursor...] {
            switch event {
            case .warning(let text): warnings.append(text)
            case .callback(let callback): callbacks.append(callback)
            case .note: break
            // LIFE-3: the driver's own controllers, the system ones included, record their hooks as
            // notes when they run; the engine's entries are used only for controllers the driver
            // did not make (a user's, in `ControllerConformance.checkPresentationController`).
            case .presentationTransitionWillBegin(let vc) where !Self.recordsItself(vc):
                callbacks.append(Callback.presentationWillBegin(id(vc)))
            case .presentationTransitionDidEnd(let vc, let completed) where !Self.recordsItself(vc):
                callbacks.append(Callback.presentationDidEnd(id(vc), completed))
            case .dismissalTransitionWillBegin(let vc) where !Self.recordsItself(vc):
                callbacks.append(Callback.dismissalWillBegin(id(vc)))
            case .dismissalTransitionDidEnd(let vc, let completed) where !Self.recordsItself(vc):
                callbacks.append(Callback.dismissalDidEnd(id(vc), completed))
            case .presentationTransitionWillBegin, .presentationTransitionDidEnd, .dismissalTransitionWillBegin,
                 .dismissalTransitionDidEnd:
                break
            // Every adaptive delegate is the driver's own and records its calls as notes when they
            // run (ADAPT-5, ADAPT-6, ADAPT-9); the engine's claims that it made them are not used.
            case .adaptivePresentationStyleAsked, .willPresentWithAdaptiveStyle, .substituteAsked: break
            case .containerLayout: break
            case .layoutPass: layoutPasses += 1
            }
        }
        logCursor = events.count

        let (views, placements) = viewObservations()
        var nodes: [NodeObservation] = []
        // CTX-5 links carried down each tree instead of climbing the parents for every controller:
        // a tree has one layer root, so one `presentingViewController`, and a child's
        // `presentedViewController` is its own presentation's or else its parent's.
        func add(tree root: ViewController) {
            let presenting = root.presentingViewController.map(id)
            var stack = [(root, root.presentedViewController)]
            while let (viewController, presented) = stack.popLast() {
                nodes.append(nodeObservation(viewController, presented: presented.map(id), presenting: presenting,
                                             placements: placements))
                for child in viewController.children.reversed() {
                    stack.append((child, child.presentedViewController(parentPresented: presented)))
                }
            }
        }
        if let root = window.rootViewController { add(tree: root) }
        for controller in window.presentations {
            add(tree: controller.presentedViewController)
            if let substitute = activeSubstitute(of: controller) { add(tree: substitute) }
        }
        let presentations = window.presentations.map { presentationObservation($0, placements: placements) }
        return Observation(step: stepIndexForObservation, isSettled: !window.isTransitionRunning, window: windowObservation(),
                           nodes: nodes, presentations: presentations, hitTarget: hitTarget, warnings: warnings,
                           callbacks: callbacks, views: views, layoutPasses: layoutPasses)
    }

    /// The engine window's size and orientation (TRAIT-1); on a device that resizes (`pad-split`),
    /// its width is its split width.
    private func windowObservation() -> WindowObservation {
        let size = window.geometry.size
        return WindowObservation(size: Size(size), orientation: window.orientation,
                                 splitWidth: window.device.canResize ? Double(size.width) : nil)
    }

    /// Every view in the window, back to front, in preorder (HIT-3, HIT-1, HIT-2, TINT-1), read from
    /// the engine's real view hierarchy. One walk from the window carries down what each view's
    /// frame in the window and effective tint need (its ancestors' origins, the inherited tint),
    /// instead of climbing the superview chain again for every view.
    private func viewObservations() -> (views: [ViewObservation], placements: [ViewPlacement]) {
        var views: [ViewObservation] = []
        var placements: [ViewPlacement] = []
        /// The origins of the views from the window's subview down to the current view's
        /// superview, farthest first.
        var origins: [CGPoint] = []
        let supportNames = SupportViewNames(driver: self)
        func walk(_ view: View, superview: HitTarget, inheritedTint: TintAdjustmentMode, transformedAbove: Bool) {
            let name = self.name(of: view, supportNames: supportNames)
            let tint = view.tintAdjustmentMode == .automatic ? inheritedTint : view.tintAdjustmentMode
            let transformed = transformedAbove || !view.transform.isIdentity
            let frame = transformed ? view.frameInWindow ?? .zero : Self.frameInWindow(of: view, ancestorOrigins: origins.reversed())
            // TRAIT-3 measures the untransformed place (`Window.placedRect`), which is this frame
            // when nothing is transformed and the size is not negative.
            let bounds = view.bounds
            let safeArea = transformed || bounds.size.width < 0 || bounds.size.height < 0
                ? nil : window.safeAreaInsets(ofPlacedRect: frame)
            placements.append(ViewPlacement(view: ObjectIdentifier(view), frame: frame, tint: tint, safeArea: safeArea))
            views.append(ViewObservation(
                name: name, superview: superview, frame: Rect(frame), alpha: Double(view.alpha),
                isHidden: view.isHidden, isUserInteractionEnabled: view.isUserInteractionEnabled, tint: tint))
            guard !view.subviews.isEmpty else { return }
            origins.append(CGPoint(x: view.frame.minX, y: view.frame.minY))
            for subview in view.subviews {
                walk(subview, superview: name, inheritedTint: tint, transformedAbove: transformed)
            }
            origins.removeLast()
        }
        let windowTint = window.tintAdjustmentMode == .automatic ? .normal : window.tintAdjustmentMode
        for view in window.subviews {
            walk(view, superview: .window, inheritedTint: windowTint, transformedAbove: !window.transform.isIdentity)
        }
        return (views, placements)
    }

    /// What the view walk found for one view in the window: its frame in the window, its
    /// effective tint adjustment mode and, when the walk could tell, its safe-area insets.
    struct ViewPlacement {
        var view: ObjectIdentifier
        var frame: CGRect
        var tint: TintAdjustmentMode
        var safeArea: EdgeInsets?
    }

    /// A view's frame in the window when neither it nor an ancestor is transformed, added up as
    /// `View.convert(_:to:)` adds it (the view's own origin first, then each ancestor's, nearest
    /// first), so the numbers are the same to the last bit.
    private static func frameInWindow(of view: View, ancestorOrigins: ReversedCollection<[CGPoint]>) -> CGRect {
        let own = view.frame
        var x: CGFloat = 0
        var y: CGFloat = 0
        x += own.minX
        y += own.minY
        for origin in ancestorOrigins {
            x += origin.x
            y += origin.y
        }
        return CGRect(origin: CGPoint(x: x, y: y), size: view.bounds.size)
    }

    /// How observations name a view of the window (`ViewObservation`): like a hit target, except
    /// that every dimming view in a container is `dimming(P)`, hidden or not. Gives what
    /// `name(ofHit:)` gives, reading the presentations' views from `supportNames` instead of
    /// visiting every presentation again for each view.
    private func name(of view: View, supportNames: SupportViewNames) -> HitTarget {
        if view is DimmingView, let container = view.superview,
           let presented = supportNames.presentedByContainer[ObjectIdentifier(container)] {
            return .dimming(presented)
        }
        if view === window { return .window }
        if let owner = view.owningViewController { return .node(id(owner)) }
        return supportNames.names[ObjectIdentifier(view)] ?? .node(view.accessibilityIdentifier ?? "view")
    }

    /// The names of the views the presentations add to the window (HIT-3), read once for an
    /// observation: each container, system dimming view and `half-height-adaptive` card by
    /// identity, as `name(ofHit:)` names it (the first presentation that holds a view names it),
    /// and each container's presented node.
    struct SupportViewNames {
        var names: [ObjectIdentifier: HitTarget] = [:]
        var presentedByContainer: [ObjectIdentifier: String] = [:]

        init(driver: EngineDriver) {
            for controller in driver.window.presentations {
                let presented = driver.id(controller.presentedViewController)
                if let container = controller.containerView {
                    name(container, .container(presented))
                    if presentedByContainer[ObjectIdentifier(container)] == nil {
                        presentedByContainer[ObjectIdentifier(container)] = presented
                    }
                }
                if let dimming = controller.dimmingViewInContainer { name(dimming, .dimming(presented)) }
                if let adaptive = controller.presentedViewController as? HalfHeightAdaptiveViewController {
                    name(adaptive.cardView, .card(presented))
                }
            }
        }

        private mutating func name(_ view: View, _ name: HitTarget) {
            if names[ObjectIdentifier(view)] == nil { names[ObjectIdentifier(view)] = name }
        }
    }

    /// A node's observation; `placements` are the view walk's, which holds every view in the window.
    private func nodeObservation(_ viewController: ViewController, presented: String?, presenting: String?,
                                 placements: [ViewPlacement]) -> NodeObservation {
        let view: View = viewController.view
        let identity = ObjectIdentifier(view)
        let placement = placements.first { $0.view == identity }
        let frame = placement?.frame
        return NodeObservation(
            id: id(viewController),
            presented: presented,
            presenting: presenting,
            frame: frame.map(Rect.init),
            alpha: frame == nil ? nil : Double(view.alpha),
            tint: placement?.tint,
            safeArea: frame == nil ? nil : placement?.safeArea ?? view.safeAreaInsets,
            layoutFrame: frame == nil ? window.laidOutFrame(of: view).map(Rect.init) : nil)
    }

    /// A presentation's observation; `placements` are the view walk's: a container or dimming view
    /// in the window has its frame there (the same numbers `View.frameInWindow` gives), and one
    /// the walk did not meet is in no window.
    private func presentationObservation(_ controller: PresentationController, placements: [ViewPlacement]) -> PresentationObservation {
        let phase: PresentationObservation.Phase
        switch controller.phase {
        case .presenting, .idle: phase = .presenting
        case .presented: phase = .presented
        case .dismissing, .dismissed: phase = .dismissing
        }
        func frameInWindow(_ view: View?) -> CGRect? {
            guard let view else { return nil }
            let identity = ObjectIdentifier(view)
            return placements.first { $0.view == identity }?.frame
        }
        let dimming = controller.dimmingViewInContainer
        let dimmingFrame = frameInWindow(dimming)
        return PresentationObservation(
            presented: id(controller.presentedViewController),
            presenter: id(controller.presentingViewController),
            style: controller.requestedStyle,
            adaptedStyle: controller.adaptedStyle,
            phase: phase,
            container: frameInWindow(controller.containerView).map(Rect.init),
            dimming: dimmingFrame.map(Rect.init),
            dimmingAlpha: dimmingFrame == nil ? nil : dimming.map { Double($0.alpha) },
            isDimmed: controller.isSheetDimmed,
            arrowDirection: (controller as? PopoverPresentationController).flatMap { Self.observedArrow($0.arrowDirection) })
    }

    /// POP-3: a scenario's arrow direction as the engine's.
    static func engineArrow(_ arrow: PopoverArrow) -> PopoverArrowDirection {
        switch arrow {
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        }
    }

    /// POP-3: the engine's `arrowDirection` as observations spell it; nil for `.unknown` (not shown
    /// as a popover).
    static func observedArrow(_ arrow: PopoverArrowDirection) -> PopoverArrow? {
        PopoverArrow.allCases.first { engineArrow($0) == arrow }
    }

    /// The ADAPT-6 substitute whose view stands in for the presented view, if one is active.
    private func activeSubstitute(of controller: PresentationController) -> ViewController? {
        controller.substituteViewController
    }

    /// How observations name a hit view (`HitTarget`).
    func name(ofHit hit: View?) -> HitTarget {
        guard let hit else { return .outsideWindow }
        if hit === window { return .window }
        if let owner = hit.owningViewController { return .node(id(owner)) }
        for controller in window.presentations {
            if hit === controller.containerView { return .container(id(controller.presentedViewController)) }
            if hit === controller.dimmingViewInContainer { return .dimming(id(controller.presentedViewController)) }
            if let adaptive = controller.presentedViewController as? HalfHeightAdaptiveViewController, hit === adaptive.cardView {
                return .card(id(controller.presentedViewController))
            }
        }
        return .node(hit.accessibilityIdentifier ?? "view")
    }

    func id(_ viewController: ViewController) -> String {
        viewController.title ?? "?"
    }

    /// Whether the transition callback was made on one of the driver's recording controllers.
    static func recordsItself(_ logged: LoggedViewController) -> Bool {
        logged.controllerType.map { $0 is any RecordsTransitionCallbacks.Type } ?? false
    }

    /// A logged view controller's node id: its title when the event happened.
    func id(_ logged: LoggedViewController) -> String {
        logged.title ?? "?"
    }
}
