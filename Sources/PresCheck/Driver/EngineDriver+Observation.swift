import Foundation
import PresCheckCore
import PresentationEngine

extension EngineDriver {
    /// What the event log recorded in the step just taken: its warnings, callbacks and layout
    /// passes (LIFE-1, LIFE-3, LIFE-9, ADAPT-5, ADAPT-6, ADAPT-9, FRAME-4).
    struct StepEvents {
        var warnings: [String] = []
        var callbacks: [Callback] = []
        var layoutPasses = 0
    }

    /// Reads the observation of the step just taken from the engine's objects and event log.
    /// Every step runs it, so its loops go by index, with no generic iterator, range or closure to
    /// make, which an unoptimised build does not specialise.
    func observe(hitTarget: HitTarget?) -> Observation {
        let events = readStepEvents()
        // The walk's lists, its list of presentations included, are the last step's, emptied.
        var walk = ViewWalk(buffers: walkBuffers)
        walkBuffers = ViewWalk.Buffers()
        addPresentations(to: &walk)
        // A step that changed no view, in a window whose presentations name the same views,
        // takes the last walk's findings (HIT-3, TINT-1, TRAIT-3).
        let changes = ViewChanges.current
        let reusesWalk = walk.canReuse(lastWalk, changes: changes)
        if reusesWalk {
            walk.reuse(lastWalk)
        } else {
            var last = lastWalk
            lastWalk = ViewWalk.Result()
            walk.run(window, replacing: &last, changes: changes, expectedViews: last.views.count + nodesMadeSinceObservation + Self.listSlack)
            lastWalk = last
        }
        let nodes = nodeObservations(presentations: walk.presentations, placements: walk.placements, views: walk.views,
                                     reusesWalk: reusesWalk)
        observedNodeCount = nodes.count
        nodesMadeSinceObservation = 0
        var presentations: [PresentationObservation] = []
        // A window with no presentation (a run's first steps) asks for no room.
        if !walk.presentations.isEmpty { presentations.reserveCapacity(walk.presentations.count) }
        var index = 0
        while index < walk.presentations.count {
            presentations.append(presentationObservation(walk.presentations, at: index, placements: walk.placements, views: walk.views))
            index += 1
        }
        let views = walk.views
        walkBuffers = walk.emptiedBuffers()
        return Observation(
            step: stepIndexForObservation, isSettled: !window.isTransitionRunning, window: windowObservation(),
            nodes: nodes, presentations: presentations, hitTarget: hitTarget, warnings: events.warnings,
            callbacks: events.callbacks, views: views, layoutPasses: events.layoutPasses)
    }

    /// The step's events, from the log's cursor on, which moves past them.
    @inline(__always)
    func readStepEvents() -> StepEvents {
        var warnings: [String] = []
        var callbacks: [Callback] = []
        var layoutPasses = 0
        let events = window.log.events
        // The step's events bound the callbacks it records: one allocation at most, made at the
        // first callback, so that a step that records none allocates nothing.
        func record(_ callback: Callback, at index: Int) {
            if callbacks.capacity == 0 { callbacks.reserveCapacity(events.count - index) }
            callbacks.append(callback)
        }
        var index = logCursor
        while index < events.count {
            switch events[index] {
            case .warning(let text): warnings.append(text)
            case .callback(let callback): record(callback, at: index)
            case .layoutPass: layoutPasses += 1
            // LIFE-3: the driver's own controllers, the system ones included, record their hooks as
            // callbacks when they run; the engine's entries are used only for controllers the driver
            // did not make (a user's, in `ControllerConformance.checkPresentationController`).
            case .presentationTransitionWillBegin(let vc), .presentationTransitionDidEnd(let vc, _),
                 .dismissalTransitionWillBegin(let vc), .dismissalTransitionDidEnd(let vc, _):
                if !recordsItself(vc), let callback = transitionCallback(events[index]) { record(callback, at: index) }
            // Every adaptive delegate is the driver's own and records its calls as notes when they
            // run (ADAPT-5, ADAPT-6, ADAPT-9); the engine's claims that it made them are not used.
            case .adaptivePresentationStyleAsked, .willPresentWithAdaptiveStyle, .substituteAsked: break
            case .note, .containerLayout: break
            }
            index += 1
        }
        logCursor = events.count
        return StepEvents(warnings: warnings, callbacks: callbacks, layoutPasses: layoutPasses)
    }

    /// The callback a transition event of the log stands for in an observation (LIFE-3), asked only
    /// for one whose controller does not record its own (`recordsItself`); nil for any other event.
    func transitionCallback(_ event: EngineEvent) -> Callback? {
        switch event {
        case .presentationTransitionWillBegin(let vc): return Callback.presentationWillBegin(id(vc))
        case .presentationTransitionDidEnd(let vc, let completed): return Callback.presentationDidEnd(id(vc), completed)
        case .dismissalTransitionWillBegin(let vc): return Callback.dismissalWillBegin(id(vc))
        case .dismissalTransitionDidEnd(let vc, let completed): return Callback.dismissalDidEnd(id(vc), completed)
        default: return nil
        }
    }

    /// Adds the window's presentations to a new walk, ready to run or reuse the last walk. The
    /// walk is made where it is used: a walk handed back would be copied and the copy destroyed.
    @inline(__always)
    func addPresentations(to walk: inout ViewWalk) {
        let controllers = window.presentations
        var index = 0
        while index < controllers.count {
            let controller = controllers[index]
            index += 1
            let presented = controller.presentedViewController
            walk.add(ViewWalk.PresentationViews(
                controller: controller, presented: id(presented),
                container: controller.containerView.map(ObjectIdentifier.init),
                dimming: controller.dimmingViewInContainer.map(ObjectIdentifier.init),
                card: (presented as? HalfHeightAdaptiveViewController).map { ObjectIdentifier($0.cardView) },
                // The window's answer for one of its presentations (`isSheetDimmed`), asked of it directly.
                isDimmed: window.sheetDimmedState(of: controller),
                substitute: controller.substituteViewController))
        }
    }

    /// Every node's observation: layer 0's tree, then each presentation's presented tree and the
    /// substitute standing in for it. The look-up of the walk's placements ends with this call, so
    /// the walk's buffer is the only holder of its list again when it is emptied for reuse.
    ///
    /// A step that reuses the last walk takes the last step's nodes when they were read from the
    /// walk alone (`lastNodesReadWalkOnly`) and no node was made since (`keepsLastNodes`).
    private func nodeObservations(presentations presentationViews: [ViewWalk.PresentationViews],
                                  placements: [ViewWalk.Placement], views: [ViewObservation],
                                  reusesWalk: Bool) -> [NodeObservation] {
        if keepsLastNodes(reusesWalk: reusesWalk) { return lastNodes }
        // Room for the last step's nodes and those made since, no more: a list of a few nodes then
        // stays small enough for the allocator's fast path (a node takes nearly 200 bytes), and a
        // step that shows a node made earlier grows it once.
        var list = NodeList(placements: placements, views: views,
                            expected: observedNodeCount + nodesMadeSinceObservation)
        addTrees(to: &list, presentationViews: presentationViews)
        let nodes = list.nodes
        lastNodes = nodes
        lastNodesReadWalkOnly = !list.readsBeyondWalk
        return nodes
    }

    /// Whether the last step's nodes hold for this step, with no tree read (CTX-5, TRAIT-3, TINT-1):
    /// the step reuses the last walk, the last nodes were read from the walk alone, no node was
    /// made since and every node id names one view controller (`DriverNodes.idsNameOneEach`).
    ///
    /// What the nodes are read from cannot have changed then. A reused walk means that no view
    /// changed (`ViewChanges`: no frame, alpha, tint, subview, owner or title) and that the
    /// window's presentations are the same controllers, in the same order, with the same active
    /// substitutes (`ViewWalk.canReuse`). A tree's view controllers change only as the driver makes
    /// a tree, which titles every node (a counted change); CTX-5's links change only as a
    /// presentation is accepted or torn down, which adds it to or removes it from the window's
    /// presentations, or as an ADAPT-6 substitute changes, which `canReuse` compares. So the trees
    /// list the same view controllers with the same links and views, whose placements, alphas and
    /// tints are the reused walk's.
    func keepsLastNodes(reusesWalk: Bool) -> Bool {
        reusesWalk && lastNodesReadWalkOnly && nodesMadeSinceObservation == 0 && viewControllers.idsNameOneEach
    }

    func addTrees(to list: inout NodeList, presentationViews: [ViewWalk.PresentationViews]) {
        if let root = window.rootViewController { list.add(tree: root, in: window) }
        var index = 0
        while index < presentationViews.count {
            list.add(tree: presentationViews[index].controller.presentedViewController, in: window)
            if let substitute = presentationViews[index].substitute { list.add(tree: substitute, in: window) }
            index += 1
        }
    }

    /// The engine window's size and orientation (TRAIT-1); on a device that resizes (`pad-split`),
    /// its width is its split width.
    @inline(__always)
    func windowObservation() -> WindowObservation {
        let size = window.geometry.size
        return WindowObservation(size: Size(size), orientation: window.orientation,
                                 splitWidth: window.device.canResize ? Double(size.width) : nil)
    }

    /// Room for two more views than the step before had and the nodes made since, so that a step
    /// that adds a presentation's container and dimming views grows no list (more room would make
    /// every list larger to spare a few steps a growth).
    static let listSlack = 2

    /// A presentation's observation; a container or dimming view in the window has its frame in
    /// the walk (the same numbers `View.frameInWindow` gives), and one the walk did not meet is in
    /// no window.
    @inline(__always)
    func presentationObservation(_ entries: [ViewWalk.PresentationViews], at index: Int,
                                         placements: [ViewWalk.Placement], views: [ViewObservation]) -> PresentationObservation {
        // The entry's fields are read in place: a copy of the entry would retain its controller.
        let controller = entries[index].controller
        // A placement's index is its view observation's, whose frame is the view's in the window
        // and whose alpha is the view's (`Double(view.alpha)`, read in the same step or, for a
        // reused walk, before it, with no view changed since).
        let dimmingIndex = entries[index].dimming.flatMap { ViewWalk.index(of: $0, in: placements) }
        let containerIndex = entries[index].container.flatMap { ViewWalk.index(of: $0, in: placements) }
        return PresentationObservation(
            presented: entries[index].presented,
            presenter: id(controller.presentingViewController),
            style: controller.requestedStyle,
            adaptedStyle: controller.adaptedStyle,
            phase: Self.observedPhase(controller.phase),
            container: containerIndex.map { views[$0].frame },
            dimming: dimmingIndex.map { views[$0].frame },
            dimmingAlpha: dimmingIndex.map { views[$0].alpha },
            isDimmed: entries[index].isDimmed,
            arrowDirection: Self.observedArrow(of: controller))
    }

    /// A presentation's phase as observations spell it.
    static func observedPhase(_ phase: PresentationController.Phase) -> PresentationObservation.Phase {
        switch phase {
        case .presenting, .idle: return .presenting
        case .presented: return .presented
        case .dismissing, .dismissed: return .dismissing
        }
    }

    /// POP-3: a popover presentation's arrow direction as observations spell it; nil for any other
    /// presentation, and for a popover not shown as one.
    static func observedArrow(of controller: PresentationController) -> PopoverArrow? {
        (controller as? PopoverPresentationController).flatMap { observedArrow($0.arrowDirection) }
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
    /// as a popover) and any other value than one direction. Compared one direction at a time, with
    /// no list of the cases made at each popover's observation.
    static func observedArrow(_ arrow: PopoverArrowDirection) -> PopoverArrow? {
        if arrow == engineArrow(.up) { return .up }
        if arrow == engineArrow(.down) { return .down }
        if arrow == engineArrow(.left) { return .left }
        if arrow == engineArrow(.right) { return .right }
        return nil
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
        Self.nodeID(viewController)
    }

    /// A view controller's node id: the driver titles each one with its node's id.
    static func nodeID(_ viewController: ViewController) -> String {
        viewController.title ?? "?"
    }

    /// Whether the transition callback was made on one of the driver's recording controllers;
    /// each class is asked once a run.
    func recordsItself(_ logged: LoggedViewController) -> Bool {
        guard let controllerType = logged.controllerType else { return false }
        let identity = ObjectIdentifier(controllerType)
        // By index, with no generic search to make: every transition callback asks.
        let own = Self.ownRecordingControllerTypes
        var index = 0
        while index < own.count {
            if own[index] == identity { return true }
            index += 1
        }
        // The engine's own base class (a `.custom` presentation given no controller) records
        // nothing, and is known so without asking the runtime, a search up the class's ancestors.
        if identity == ObjectIdentifier(PresentationController.self) { return false }
        let known = recordingControllerTypes
        index = 0
        while index < known.count {
            if known[index].type == identity { return known[index].recordsItself }
            index += 1
        }
        let records = controllerType is any RecordsTransitionCallbacks.Type
        recordingControllerTypes = recordingControllerTypes + [(identity, records)]
        return records
    }

    /// The driver's own controller classes, all of which record their transition callbacks: known
    /// without asking the runtime whether the class conforms to `RecordsTransitionCallbacks`.
    private static let ownRecordingControllerTypes: [ObjectIdentifier] = [
        ObjectIdentifier(RecordingModalPresentationController.self),
        ObjectIdentifier(RecordingSheetPresentationController.self),
        ObjectIdentifier(RecordingPopoverPresentationController.self),
        ObjectIdentifier(RecordingHalfContextPresentationController.self),
        ObjectIdentifier(RecordingCenteredCardPresentationController.self),
        ObjectIdentifier(RecordingToastPresentationController.self),
        ObjectIdentifier(RecordingHelperHalfContextPresentationController.self),
        ObjectIdentifier(ConfiguredPresentationController.self),
    ]

    /// A logged view controller's node id: its title when the event happened.
    func id(_ logged: LoggedViewController) -> String {
        logged.title ?? "?"
    }
}
