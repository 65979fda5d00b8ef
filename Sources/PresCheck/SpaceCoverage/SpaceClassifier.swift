import Foundation
import PresCheckCore
import PresentationOracle

/// Which space-coverage items (`SpaceInventory`) a scenario reaches. The generator records them as
/// it draws each action, with the oracle's observation before the action and the window now, which
/// is what the boundary classes are measured against (detent values against the sheet's maximum,
/// a pan against half the presented height, an advance against the time left in the transition, a
/// popover anchor against the area A).
/// Serves every rule ID: space coverage.
struct SpaceClassifier {
    var set = SpaceSet()
    /// Catalogue controllers the scenario has used so far.
    private var controllers: [CatalogueController] = []
    /// Nodes given a tint adjustment mode other than `.automatic` so far (TINT-1).
    private var ownTintNodes: [String] = []

    private mutating func add(_ item: String) { set.insert(item) }

    // MARK: The scenario and its trees

    mutating func recordStart(_ scenario: Scenario) {
        add("device:\(scenario.device.rawValue)")
        add("orientation:\(scenario.orientation.rawValue)")
        add("ownership:\(scenario.ownership.rawValue)")
        if let width = scenario.splitWidth { add("splitWidth:\(width.compact)") }
        recordTree(scenario.root, window: scenario.initialGeometry)
    }

    /// Every node of a declared tree: its fields, kind, transition style, frame and size classes.
    mutating func recordTree(_ tree: Node, window: WindowGeometry?) {
        for node in tree.preorder {
            add("field:Node.id")
            add("nodeKind:\(node.kind.rawValue)")
            if node.kind != .plain { add("field:Node.kind") }
            if let frame = node.frame {
                add("field:Node.frame")
                if frame == Rect(x: 0, y: 0, width: 1, height: 1) { add("number:frame:whole") }
                if frame.width == 0.5 || frame.height == 0.5 { add("number:frame:half") }
                if min(frame.width, frame.height) <= 0.1 { add("number:frame:thin") }
            }
            if node.definesPresentationContext != nil { add("field:Node.definesPresentationContext") }
            if node.providesPresentationContextTransitionStyle != nil { add("field:Node.providesPresentationContextTransitionStyle") }
            if let style = node.transitionStyle {
                add("field:Node.transitionStyle")
                add("transitionStyle:\(style.rawValue)")
            }
            if let size = node.preferredContentSize {
                add("field:Node.preferredContentSize")
                recordSize(size, window: window)
            }
            if node.modalInPresentation != nil { add("field:Node.modalInPresentation") }
            if let mode = node.tintAdjustmentMode {
                add("field:Node.tintAdjustmentMode")
                add("nodeTint:\(mode.rawValue)")
                if mode != .automatic { ownTintNodes.append(node.id) }
            }
            if !node.children.isEmpty { add("field:Node.children") }
        }
    }

    /// POP-1, SHEET-2, SHEET-4 sizes: zero, under a point, exactly the popover area, larger than the window.
    mutating func recordSize(_ size: Size, window: WindowGeometry?) {
        if size.width == 0, size.height == 0 { add("number:preferredContentSize:zero") }
        if [size.width, size.height].contains(where: { $0 > 0 && $0 < 1 }) { add("number:preferredContentSize:underOnePoint") }
        guard let window else { return }
        let (area, _) = Popovers.areaAndSize(preferred: .zero, window: window)
        if size.width == Double(area.width) || size.height == Double(area.height) { add("number:preferredContentSize:popoverAreaExactly") }
        if size.width > Double(window.size.width) || size.height > Double(window.size.height) {
            add("number:preferredContentSize:largerThanWindow")
        }
    }

    // MARK: Actions

    /// `action`, drawn in `state` (the observation before it) with `window` the window now and
    /// `timeLeft` the time left in the running transition (LIFE-6).
    mutating func record(_ action: Action, state: Observation, window: WindowGeometry?, timeLeft: Double?,
                         substitutes: [String], rootTreeIds: [String], declaredIds: [String]) {
        let kind = ActionKind(action)
        add("do:\(kind.rawValue)")
        for field in SpaceInventory.actionFields(kind) where isPresent(field, in: action) { add("field:\(kind.rawValue).\(field)") }
        func subject(_ field: String, _ id: String) {
            if substitutes.contains(id) {
                add("subject:\(field):substitute")
            } else if state.node(id) == nil {
                add("subject:\(field):outOfLayers")
            } else if !rootTreeIds.contains(id), state.presentation(of: id) == nil {
                add("subject:\(field):childInPresentedLayer")
            }
        }
        switch action {
        case .present(let present):
            subject("present.source", present.source)
            recordPresent(present, state: state, window: window, isNewTree: !declaredIds.contains(present.node.id))
            if let popover = present.popover {
                if let view = popover.sourceView { subject("popover.sourceView", view) }
                for id in popover.passthrough ?? [] { subject("popover.passthrough", id) }
            }
        case .dismiss(let node, _): subject("dismiss.node", node)
        case .beginInteractiveDismissal(let node): subject("beginInteractiveDismissal.node", node)
        case .selectDetent(let node, _): subject("selectDetent.node", node)
        case .setDetents(let node, let detents):
            subject("setDetents.node", node)
            recordDetents(detents, window: window, isExplicit: true)
        case .setPreferredContentSize(let node, let size):
            subject("setPreferredContentSize.node", node)
            recordSize(size, window: window)
        case .setTintAdjustmentMode(let node, let mode):
            subject("setTintAdjustmentMode.node", node)
            add("setTint:\(mode.rawValue)")
            if mode != .automatic { ownTintNodes.append(node) }
        case .setModalInPresentation(let node, _):
            subject("setModalInPresentation.node", node)
            if state.presentation(of: node) != nil { add("shape:modalSetOnPresentedRoot") }
            if state.presentations.contains(where: { $0.presenter == node }), state.node(node)?.tint == .dimmed {
                add("shape:tintSetWhileDimmed")
            }
        case .updateInteractiveDismissal(let progress):
            add("number:updateInteractiveDismissal.progress:\(progress == 0 ? "zero" : progress == 1 ? "one" : "between")")
        case .advance(let seconds):
            recordAdvance(seconds, timeLeft: timeLeft)
        case .rotate(let orientation): add("rotate:\(orientation.rawValue)")
        case .resize(let width):
            add(Device.splitWidths.contains(CGFloat(width)) ? "resize:\(width.compact)" : "resize:notInCatalogue")
        case .tap(let point): recordTap(point, state: state, window: window)
        case .pan(_, let translation, let velocity, _, let throughVelocities):
            recordPan(translation: translation, velocity: velocity, state: state)
            if !throughVelocities.isEmpty { add("shape:panVelocityAtEachPoint") }
        case .swipe(_, let direction): add("swipe:\(direction.rawValue)")
        case .finishInteractiveDismissal, .cancelInteractiveDismissal: break
        }
    }

    /// After the action: long chains (five presentations: six layers) and refusals.
    mutating func recordOutcome(_ state: Observation) {
        if state.presentations.count >= 5 { add("shape:sixLayers") }
        if !state.warnings.isEmpty { add("shape:refusedAction") }
        if state.warnings.contains(Warning.released) { add("shape:releasedSubject") }
        for presentation in state.presentations where ownTintNodes.contains(presentation.presenter) {
            if state.node(presentation.presenter)?.tint == .dimmed { add("shape:ownTintDimmed") }
        }
    }

    private func isPresent(_ field: String, in action: Action) -> Bool {
        switch (action, field) {
        case (.selectDetent(_, let identifier), "identifier"): return identifier != nil
        case (.pan(_, _, let velocity, _, _), "vx"): return velocity.x != 0
        case (.pan(_, _, let velocity, _, _), "vy"): return velocity.y != 0
        case (.pan(_, _, _, let through, _), "through"): return !through.isEmpty
        default: return true
        }
    }

    private mutating func recordPresent(_ present: PresentAction, state: Observation, window: WindowGeometry?, isNewTree: Bool) {
        for field in ["source", "node", "style", "animated"] { add("field:PresentAction.\(field)") }
        if let controller = present.controller {
            add("field:PresentAction.controller")
            add("controller:\(controller.rawValue)")
            if !controllers.contains(controller) { controllers.append(controller) }
            if controllers.count >= 2 { add("shape:twoCatalogueControllers") }
        } else {
            add("style:\(present.style.rawValue)")
        }
        if present.shouldPresentInFullscreen != nil { add("field:PresentAction.shouldPresentInFullscreen") }
        if present.shouldRemovePresentersView != nil { add("field:PresentAction.shouldRemovePresentersView") }
        if isNewTree {
            let tree = present.node
            recordTree(tree, window: window)
            let depth = Self.depth(tree)
            if depth >= 2 { add("shape:childInPresentedTree") }
            if depth >= 3 { add("shape:grandchildInPresentedTree") }
            if tree.preorder.contains(where: { $0.kind == .navigation }) { add("shape:navigationInPresentedTree") }
        }
        for (field, sheet) in [("sheet", present.sheet), ("adaptiveSheet", present.adaptiveSheet)] {
            guard let sheet else { continue }
            add("field:PresentAction.\(field)")
            if !sheet.detents.isEmpty { add("field:SheetOptions.detents") }
            if sheet.selectedDetentIdentifier != nil { add("field:SheetOptions.selectedDetentIdentifier") }
            if sheet.largestUndimmedDetentIdentifier != nil { add("field:SheetOptions.largestUndimmedDetentIdentifier") }
            if sheet.prefersEdgeAttachedInCompactHeight { add("field:SheetOptions.prefersEdgeAttachedInCompactHeight") }
            if sheet.widthFollowsPreferredContentSizeWhenEdgeAttached {
                add("field:SheetOptions.widthFollowsPreferredContentSizeWhenEdgeAttached")
            }
            recordDetents(sheet.detents, window: window, isExplicit: false)
        }
        if let popover = present.popover {
            add("field:PresentAction.popover")
            if popover.sourceView != nil { add("field:PopoverOptions.sourceView") }
            if popover.passthrough != nil { add("field:PopoverOptions.passthrough") }
            if let arrows = popover.permittedArrowDirections {
                add("field:PopoverOptions.permittedArrowDirections")
                add("arrows:\(SpaceInventory.arrowSubsetName(arrows))")
            }
            if let rect = popover.sourceRect {
                add("field:PopoverOptions.sourceRect")
                let viewFrame = state.node(popover.sourceView ?? present.source)?.frame
                if let viewFrame, let window { recordAnchor(rect, view: viewFrame, preferred: present.node.preferredContentSize, window: window) }
            }
        }
        if let delegate = present.delegate {
            add("field:PresentAction.delegate")
            add("field:AdaptiveDelegateOptions.adaptiveStyle")
            add("delegateAnswer:\(delegate.adaptiveStyle.rawValue)")
            if delegate.shouldDismiss != nil { add("field:AdaptiveDelegateOptions.shouldDismiss") }
            if let substitute = delegate.substitute {
                add("field:AdaptiveDelegateOptions.substitute")
                recordTree(substitute, window: window)
                if !substitute.children.isEmpty { add("shape:childInSubstitute") }
            }
        }
    }

    private static func depth(_ node: Node) -> Int { 1 + (node.children.map(depth).max() ?? 0) }

    /// SHEET-3, DETENT-1: each detent's value against 1 pt, medium and the maximum M (before the
    /// clamp), and the list's degenerate shapes.
    private mutating func recordDetents(_ detents: [Detent], window: WindowGeometry?, isExplicit: Bool) {
        if detents.isEmpty, isExplicit { add("number:detents:empty") }
        let identifiers = detents.map(\.identifier)
        if Set(identifiers).count < identifiers.count { add("number:detents:duplicateIdentifier") }
        guard let window else { return }
        let maximum = SheetsAndDetents.maximumDetentValue(window)
        let medium = (maximum / 2).rounded(.down)
        var values: [CGFloat] = []
        for detent in detents {
            add("field:Detent.identifier")
            if detent.fraction != nil { add("field:Detent.fraction") }
            if detent.height != nil { add("field:Detent.height") }
            let raw: CGFloat
            if let fraction = detent.fraction { raw = (CGFloat(fraction) * maximum).rounded(.down) } else if let height = detent.height { raw = CGFloat(height) } else { continue }
            switch raw {
            case ..<1: add("number:detent.value:belowOnePoint")
            case 1: add("number:detent.value:onePoint")
            case medium: add("number:detent.value:medium")
            case maximum: add("number:detent.value:maximum")
            case maximum...: add("number:detent.value:aboveMaximum")
            default: add("number:detent.value:between")
            }
            values.append(SheetsAndDetents.value(of: detent, maximum: maximum))
        }
        if Set(values).count < values.count { add("number:detents:equalValues") }
    }

    /// POP-1: a source rectangle exactly where the popover fits below or above, or reaches the
    /// area's left or right edge.
    private mutating func recordAnchor(_ rect: Rect, view: Rect, preferred: Size?, window: WindowGeometry) {
        let (area, size) = Popovers.areaAndSize(preferred: (preferred ?? Size(width: 0, height: 0)).cgSize, window: window)
        let s = rect.cgRect.offsetBy(dx: CGFloat(view.x), dy: CGFloat(view.y))
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
        if same(s.maxY + 13 + size.height, area.maxY) { add("number:popover.sourceRect:fitsBelowExactly") }
        if same(s.minY - 13 - size.height, area.minY) { add("number:popover.sourceRect:fitsAboveExactly") }
        if same(s.midX - size.width / 2, area.minX) { add("number:popover.sourceRect:leftEdgeExactly") }
        if same(s.midX - size.width / 2, area.maxX - size.width) { add("number:popover.sourceRect:rightEdgeExactly") }
    }

    /// LIFE-6: an advance against the time left in the running transition (it ends when elapsed
    /// ≥ 0.3 − 1e-9).
    private mutating func recordAdvance(_ seconds: Double, timeLeft: Double?) {
        if seconds == 0 { add("number:advance.seconds:zero") }
        if seconds >= 1 { add("number:advance.seconds:largest") }
        guard let left = timeLeft else { return add("number:advance.seconds:whileSettled") }
        if abs(seconds - (left - 1e-9)) < 1e-12 { add("number:advance.seconds:endsExactly") }
        if abs(seconds - (left - 2e-9)) < 1e-12 { add("number:advance.seconds:nanosecondShortOfEnd") }
    }

    /// HIT-1: a tap outside the window, exactly on a view's edge, half a point inside one.
    private mutating func recordTap(_ point: Point, state: Observation, window: WindowGeometry?) {
        if let window, point.x < 0 || point.y < 0 || point.x >= Double(window.size.width) || point.y >= Double(window.size.height) {
            add("number:tap:outsideWindow")
        }
        for frame in state.nodes.compactMap(\.frame) {
            let xs = [frame.x, frame.x + frame.width], ys = [frame.y, frame.y + frame.height]
            if xs.contains(point.x) || ys.contains(point.y) { add("number:tap:onViewEdge") }
            if point.x == frame.x + 0.5 || point.x == frame.x + frame.width - 0.5 || point.y == frame.y + 0.5
                || point.y == frame.y + frame.height - 0.5 { add("number:tap:halfPointInsideEdge") }
        }
    }

    /// LIFE-10: a pan against the dismissal threshold (half the presented height) and the flick
    /// velocity (1000 pt/s).
    private mutating func recordPan(translation: Point, velocity: Point, state: Observation) {
        if translation.y == 0 { add("number:pan.dy:zero") }
        if translation.y < 0 { add("number:pan.dy:negative") }
        for presentation in state.presentations {
            guard let height = state.node(presentation.presented)?.frame?.height else { continue }
            if translation.y == height / 2 { add("number:pan.dy:onDismissThreshold") }
            if translation.y == height / 2 + 0.5 || translation.y == height / 2 - 0.5 { add("number:pan.dy:halfPointBesideThreshold") }
        }
        switch velocity.y {
        case 0: add("number:pan.vy:zero")
        case 1000: add("number:pan.vy:onFlickThreshold")
        case 999.5: add("number:pan.vy:halfPointUnderFlick")
        case ...(-1000): add("number:pan.vy:flickUp")
        default: break
        }
    }
}
