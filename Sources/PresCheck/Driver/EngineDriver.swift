import Foundation
import PresCheckCore
import PresentationEngine

/// Runs a scenario on the engine and reads an `Observation` back from the engine's real objects
/// after every step (every rule family; see `Observation`).
/// Serves every rule ID: it is how the checker sees the engine.
package final class EngineDriver {
    /// The scenario's ownership, all a run reads of the scenario once its window and root tree
    /// are made (LIFE-7): the driver keeps no copy of the scenario.
    let ownership: Ownership
    package let window: Window
    /// The view controllers by node id, held as the scenario's `ownership` says (`DriverNodes`).
    let viewControllers: DriverNodes
    private var delegates: [AnyObject] = []
    var logCursor = 0
    /// How many nodes the last observation held: the next one reserves as many.
    var observedNodeCount = 0
    /// How many nodes were made since the last observation (the root tree's, before the first):
    /// the next one reserves room for as many more nodes and views, so that a step that declares
    /// a tree grows neither list. Only read and assigned, as `lastWalk`.
    var nodesMadeSinceObservation = 0
    /// Storage each observation reuses from the step before, taken out while in use and put back
    /// empty with its capacity: the view walk's working lists.
    var walkBuffers = ViewWalk.Buffers.reserved()
    /// The last walk of the window, which the next observation reuses when no view changed. Only
    /// read and assigned (an observation takes it out to walk), so that accesses need no run-time
    /// exclusivity check.
    var lastWalk = ViewWalk.Result.reserved()
    /// The last observation's nodes, which the next one takes when it reuses the walk and its
    /// trees list the same ids and links (`nodeObservations`), and whether they were read from the
    /// walk alone. Only read and assigned, as `lastWalk`.
    var lastNodes: [NodeObservation] = []
    var lastNodesReadWalkOnly = false
    /// Which presentation controller classes record their own transition callbacks (LIFE-3),
    /// answered once per class (`recordsItself`).
    /// Only read and assigned, so that accesses need no run-time exclusivity check.
    var recordingControllerTypes: [(type: ObjectIdentifier, recordsItself: Bool)] = []
    private var stepIndex = 0
    var stepIndexForObservation: Int { stepIndex }
    /// When set, makes the transitioning delegate of every `.custom` presentation, catalogue ones
    /// included: the user's controller, animator and interaction controllers
    /// (`ControllerConformance.checkPresentationController`: FRAME-3, FRAME-4, LIFE-4, FRAME-5, LIFE-5, HIT-2).
    var customTransitions: (() -> any ViewControllerTransitioningDelegate)?
    /// LIFE-3: makes the driver's recording system controllers (`recordSystemControllers(of:)`).
    /// Made once, shared by every view controller.
    let systemControllerMaker: (ModalPresentationStyle, ViewController) -> SystemPresentationController?

    /// Builds the window and the root tree. Throws for a device state the catalogue lacks.
    package init(scenario: borrowing Scenario, options: EngineOptions = EngineOptions()) throws {
        ownership = scenario.ownership
        viewControllers = DriverNodes(ownership: scenario.ownership)
        window = try Window(device: scenario.device, orientation: scenario.orientation,
                            splitWidth: scenario.splitWidth.map { CGFloat($0) }, options: options)
        systemControllerMaker = Self.systemControllerMaker(recordingInto: window.log)
        // The app's window is key: new views start with its bounds, and a `present` from a node in
        // no window logs its LIFE-1 warning here. Held as key until the driver ends (`deinit`), so
        // that no weak reference slows every retain and release of the window.
        window.makeKeyAndVisible(heldUntilResigned: true)
        let root = makeTree(scenario.root, isPresented: false, controller: nil, strongly: true, isRootTree: true)
        window.rootViewController = root
        // Step 0 is the state before any action: installing the root (its layout pass, and its
        // appearance in the shown window) belongs to no step, and the root tree's recorders
        // record nothing of it (LIFE-9).
        logCursor = window.log.events.count
        ObjectLifetimes.record(self)
    }

    /// The window stops being key with the driver's end, and so ends with it.
    deinit {
        window.resignKey()
    }

    /// Runs every action; one observation per step, the initial state first.
    package static func run(_ scenario: Scenario, options: EngineOptions = EngineOptions()) throws -> [Observation] {
        let driver = try EngineDriver(scenario: scenario, options: options)
        var observations: [Observation] = []
        observations.reserveCapacity(scenario.actions.count + 1)
        observations.append(driver.observe(hitTarget: nil))
        // By index: each action is handed to `perform` where the list stores it, with no copy.
        let actions = scenario.actions
        var index = 0
        while index < actions.count {
            observations.append(driver.perform(actions[index]))
            index += 1
        }
        return observations
    }

    // MARK: Actions

    /// Applies one action and observes the result.
    package func perform(_ action: Action) -> Observation {
        observe(hitTarget: act(action))
    }

    /// Applies one action, the step's run-loop turn included; what a tap, pan or swipe hit.
    func act(_ action: Action) -> HitTarget? {
        stepIndex = stepIndex + 1 // read and assigned, not modified in place: no run-time exclusivity check
        var hitTarget: HitTarget?
        if case .present = action {
            // `present(_:)` makes the trees the action declares before it looks.
        } else if ownership == .uikit, skipsReleased(action) {
            window.endRunLoopTurn()
            return nil
        }
        switch action {
        case .present(let present):
            self.present(present)
        case .dismiss(let node, let animated):
            viewControllers[node]?.dismiss(animated: animated) { [log = window.log] in
                log.append(.callback(.dismissCompletion(node)))
            }
        case .beginInteractiveDismissal(let node):
            if let viewController = viewControllers[node] { window.beginInteractiveDismissal(of: viewController) }
        case .updateInteractiveDismissal(let progress):
            window.updateInteractiveDismissal(progress: CGFloat(progress))
        case .finishInteractiveDismissal:
            window.finishInteractiveDismissal()
        case .cancelInteractiveDismissal:
            window.cancelInteractiveDismissal()
        case .advance(let seconds):
            window.advance(by: seconds)
        case .rotate(let orientation):
            window.rotate(to: orientation)
        case .resize(let width):
            window.resize(toWidth: CGFloat(width))
        case .selectDetent(let node, let identifier):
            if let sheet = sheetSettings(of: node) {
                sheet.selectedDetentIdentifier = identifier.map(Self.engineIdentifier)
            }
        case .setDetents(let node, let detents):
            if let sheet = sheetSettings(of: node) { sheet.detents = detents.map(Self.engineDetent) }
        case .setPreferredContentSize(let node, let size):
            // Scenario semantics: an action on a node in no layer does nothing.
            if let viewController = viewControllers[node], viewController.enclosingWindow != nil {
                viewController.preferredContentSize = size.cgSize
            }
        case .setTintAdjustmentMode(let node, let mode):
            // TINT-1: app code sets the view's own mode, whether or not the view is in the window.
            // Reading: (Reading TINT-1.b) the value is the view's own from then on.
            viewControllers[node]?.view.tintAdjustmentMode = mode
        case .setModalInPresentation(let node, let modal):
            // LIFE-10: app code marks unsaved changes, in a layer or not.
            // Reading: (Reading LIFE-10.b) the user's next dismissal attempt reads it; nothing else.
            viewControllers[node]?.isModalInPresentation = modal
        case .tap(let point):
            let hit = window.tap(at: point.cgPoint)
            hitTarget = name(ofHit: hit)
        case .pan(let start, let translation, let velocity, let through, let throughVelocities):
            // LIFE-10: the engine's own sheet drag takes the pan: `.began`, `.changed` at each
            // intermediate translation, `.ended` at the last, where it is lifted. The finger's velocity
            // at each point is the one the action gives there, else the lift's.
            let translations = (through + [translation]).map(\.cgPoint)
            let velocities = (throughVelocities.isEmpty ? through.map { _ in velocity } : throughVelocities) + [velocity]
            let hit = window.pan(from: start.cgPoint, translations: translations, velocities: velocities.map(\.cgPoint))
            hitTarget = name(ofHit: hit)
        case .swipe(let start, let direction):
            // LIFE-10: swipe recognizers, then the pan recognizers as a short fast drag.
            let hit = window.swipe(from: start.cgPoint, direction: Self.engineDirection(direction))
            hitTarget = name(ofHit: hit)
        }
        // The step is a run-loop turn: views marked for layout lay out at its end, as in UIKit.
        window.endRunLoopTurn()
        return hitTarget
    }

    private func present(_ present: PresentAction) {
        let id = present.node.id
        // A node that exists already is presented again (after its dismissal, or to see LIFE-1
        // refuse it); otherwise the action declares a new tree. The action declares its ids
        // whatever becomes of the call (`Corpus/FORMAT.md`, PresentAction): the tree and the
        // delegate's substitute exist from here on, as the app's objects would, so a later action
        // naming one of them acts on it even if the presentation is refused (LIFE-1).
        // A released node is not made again: the action is skipped below. The node is looked up
        // once: a live one stays live while `presented` holds it.
        let presented: ViewController?
        let nodeWasReleased: Bool
        var isNewTree = false
        switch viewControllers.find(id) {
        case .live(let viewController): (presented, nodeWasReleased) = (viewController, false)
        case .released: (presented, nodeWasReleased) = (nil, true)
        case .neverMade:
            (presented, nodeWasReleased) = (makeTree(present.node, isPresented: true, controller: present.controller), false)
            isNewTree = true
        }
        if let substitute = present.delegate?.substitute, viewControllers[substitute.id] == nil {
            _ = makeTree(substitute, isPresented: true, controller: nil, strongly: true)
        }
        // The action declares its helper too: made now (kept alive through this action), or, when
        // its node is gone already, recorded as released with it.
        var declaredHelper: PresentationHelper?
        if let helperID = present.helperID, case .neverMade = viewControllers.find(helperID) {
            if let presented {
                declaredHelper = helper(presenting: presented, id: helperID)
            } else {
                viewControllers.recordReleased(helperID)
            }
        }
        defer { withExtendedLifetime(declaredHelper) {} }
        // Only `uikit` ownership releases nodes: the action is looked at again only there. The
        // source is looked up once, after the trees the action declares (one may be the source).
        let source: ViewController?
        let sourceIsReleased: Bool
        switch viewControllers.find(present.source) {
        case .live(let viewController): (source, sourceIsReleased) = (viewController, false)
        case .released: (source, sourceIsReleased) = (nil, true)
        case .neverMade: (source, sourceIsReleased) = (nil, false)
        }
        if ownership == .uikit, skipsReleased(present, sourceIsReleased: sourceIsReleased,
                                              nodeIsReleased: nodeWasReleased && viewControllers.isReleased(id)) {
            return
        }
        guard let presented, let source else { return }
        // A node in a layer keeps its settings: the `present` is refused (LIFE-1) and changes nothing.
        let isFree = presented.parent == nil && presented.presentingViewController == nil && presented !== window.rootViewController
        let completion = { [log = window.log] in log.append(.callback(.presentCompletion(id))) }
        if let helperID = present.helperID {
            return presentThroughHelper(present, target: presented, helperID: helperID, isFree: isFree, from: source,
                                        completion: completion)
        }
        if isFree {
            presented.modalPresentationStyle = Self.requestedStyle(of: present)
            // A view controller this action made has no controller, delegate or settings yet: when
            // the action gives none either, it keeps the defaults, and `present` makes its
            // controller, the one configuring would have made first.
            if !isNewTree || Self.configures(present) { configureController(of: presented, for: present) }
        }
        source.present(presented, animated: present.animated, completion: completion)
    }

    /// Whether `configureController` gives a new view controller anything but its defaults: a
    /// transitioning or adaptive delegate (CTX-3, ADAPT-2), popover (POP), sheet or adaptive sheet
    /// settings (SHEET, ADAPT-8). Each is matched where the action holds it, with no copy made.
    static func configures(_ present: PresentAction) -> Bool {
        switch requestedStyle(of: present) {
        case .custom, .popover: return true
        default: break
        }
        if case .some = present.sheet { return true }
        if case .some = present.adaptiveSheet { return true }
        if case .some = present.delegate { return true }
        return false
    }

    /// The style a present action's own `present` requests. Reading: (Reading CTX-3.a) a catalogue controller fixes its own (`.custom` for the
    /// three custom controllers, `.popover` for `half-height-adaptive`, `.overCurrentContext` for
    /// `intermediate-helper`, the style of its helper, which presents the node `.custom`); otherwise
    /// the action's `style`.
    static func requestedStyle(of present: PresentAction) -> PresentationStyle {
        switch present.controller {
        case .halfContext?, .centeredCard?, .toast?: return .custom
        case .halfHeightAdaptive?: return .popover
        case .intermediateHelper?: return .overCurrentContext
        case nil: return present.style
        }
    }

    /// Sets up the presentation controller `presented` will get: its transitioning delegate
    /// (`helper`, when given, supplies the controller), sheet and popover settings and adaptive
    /// delegate, as the action says.
    func configureController(of presented: ViewController, for present: PresentAction,
                             transitioningDelegate helper: PresentationHelper? = nil) {
        // Each present action configures from scratch: nothing of an earlier action carries over.
        // The delegate is set once, to the action's or to none; none is not set again on a view
        // controller that has none (most have none, and the setter's work would change nothing).
        let delegate = transitioningDelegate(for: present, helper: helper)
        if delegate != nil || presented.transitioningDelegate != nil { presented.transitioningDelegate = delegate }
        guard let controller = presented.presentationController else { return }
        if let sheet = controller as? SheetPresentationController {
            Self.apply(present.sheet ?? SheetOptions(), to: sheet)
        }
        // ADAPT-8: an adaptive sheet not made yet has the default settings already; it is made only
        // when the action sets others, or to put back the defaults on one an earlier action set.
        if let adaptiveSheet = present.adaptiveSheet {
            Self.apply(adaptiveSheet, to: controller.adaptiveSheetPresentationController)
        } else if controller.hasMadeAdaptiveSheet {
            Self.apply(SheetOptions(), to: controller.adaptiveSheetPresentationController)
        }
        if let popover = controller as? PopoverPresentationController {
            let anchor = present.popover ?? (present.controller == .halfHeightAdaptive ? PopoverOptions() : nil)
            popover.sourceView = anchor.flatMap { viewControllers[$0.sourceView ?? present.source]?.view }
            popover.sourceRect = anchor?.sourceRect?.cgRect ?? .null
            popover.passthroughViews = (anchor?.passthrough ?? []).compactMap { viewControllers[$0]?.view }
            // No directions given: every direction (`.any`), with no list of the cases made for it.
            popover.permittedArrowDirections = anchor?.permittedArrowDirections.map {
                $0.reduce(into: []) { $0.insert(Self.engineArrow($1)) }
            } ?? .any
        }
        // Set once, to the action's delegate or to none.
        if let adaptive = presented as? HalfHeightAdaptiveViewController {
            controller.delegate = adaptive
        } else if let options = present.delegate {
            // The action declared the substitute (`present(_:)`); each present action's delegate
            // offers the tree that action declared.
            let substitute = options.substitute.map {
                viewControllers[$0.id] ?? makeTree($0, isPresented: true, controller: nil, strongly: true)
            }
            let delegate = ScenarioAdaptiveDelegate(answer: options.adaptiveStyle, substitute: substitute,
                                                    shouldDismiss: options.shouldDismiss ?? true, log: window.log)
            delegates.append(delegate)
            controller.delegate = delegate
        } else if controller.delegate != nil {
            // None, set only on a controller that has one, as the transitioning delegate is.
            controller.delegate = nil
        }
    }

    /// The transitioning delegate a present action's node gets (`configureController`): `helper`,
    /// when given; else a new one, kept by the driver, for a `.custom` presentation that needs one
    /// (the user's, a catalogue controller's, or one that answers the action's settings); else none.
    private func transitioningDelegate(for present: PresentAction,
                                       helper: PresentationHelper?) -> (any ViewControllerTransitioningDelegate)? {
        let delegate: any ViewControllerTransitioningDelegate
        switch present.controller {
        case _ where helper != nil:
            return helper
        case _ where customTransitions != nil && Self.requestedStyle(of: present) == .custom:
            let made = customTransitions!()
            delegates.append(made)
            return made
        case .halfContext?, .centeredCard?, .toast?:
            delegate = CatalogueTransitioningDelegate(controller: present.controller!, log: window.log)
        case .halfHeightAdaptive?, .intermediateHelper?, nil:
            guard Self.requestedStyle(of: present) == .custom,
                  present.shouldPresentInFullscreen != nil || present.shouldRemovePresentersView != nil else { return nil }
            delegate = ConfiguredTransitioningDelegate(
                shouldPresentInFullscreen: present.shouldPresentInFullscreen ?? true,
                shouldRemovePresentersView: present.shouldRemovePresentersView ?? false,
                log: window.log)
        }
        delegates.append(delegate)
        return delegate
    }

    private static func apply(_ options: SheetOptions, to sheet: SheetPresentationController) {
        sheet.detents = options.detents.map(engineDetent)
        sheet.selectedDetentIdentifier = options.selectedDetentIdentifier.map(engineIdentifier)
        sheet.largestUndimmedDetentIdentifier = options.largestUndimmedDetentIdentifier.map(engineIdentifier)
        sheet.prefersEdgeAttachedInCompactHeight = options.prefersEdgeAttachedInCompactHeight
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = options.widthFollowsPreferredContentSizeWhenEdgeAttached
    }

    /// The sheet controller of the presentation whose presented node is `node` (DETENT-3). Reading: (Reading DETENT-3.a)
    /// scenario actions change sheets only; a popover's adaptive sheet keeps its presenting settings.
    /// Reading: (Reading DETENT-3.c) the node's own `presentationController`, as app code reads it: for an ADAPT-6
    /// substitute standing in, the presentation it stands in for; for one that is not, none (it
    /// has no presenting view controller).
    private func sheetSettings(of node: String) -> SheetPresentationController? {
        guard let viewController = viewControllers[node], viewController.presentingViewController != nil,
              viewController.layerRoot === viewController,
              let controller = viewController.presentationController else { return nil }
        return controller as? SheetPresentationController
    }
}
