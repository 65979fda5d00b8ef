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
    /// Whether anything is recorded. Off, `set` stays empty and every `record` returns at once: a
    /// shrink's replays (`GenerationReplays`) need the scenario and its oracle run only, and no
    /// choice the generator draws depends on what was recorded.
    var isRecording = true
    /// Catalogue controllers the scenario has used so far.
    private var controllers: [CatalogueController] = []
    /// Nodes given a tint adjustment mode other than `.automatic` so far (TINT-1).
    private var ownTintNodes: [String] = []

    private mutating func add(_ item: SpaceItem) { set.insert(item) }

    // MARK: The scenario and its trees

    mutating func recordStart(_ scenario: Scenario) {
        guard isRecording else { return }
        add(SpaceItem.device[scenario.device])
        add(SpaceItem.orientation[scenario.orientation])
        add(SpaceItem.ownership[scenario.ownership])
        if let width = scenario.splitWidth, let position = Device.splitWidths.firstIndex(of: CGFloat(width)) {
            add(SpaceItem.splitWidth[position])
        }
        recordTree(scenario.root, window: scenario.initialGeometry)
    }

    /// Every node of a declared tree: its fields, kind, transition style, frame and size classes.
    /// Returns the tree's shape as the walk finds it: its depth (1 for a lone node) and whether a
    /// node of it is a navigation container (what a presented tree's shape items read).
    @discardableResult
    mutating func recordTree(_ node: Node, window: WindowGeometry?) -> (depth: Int, hasNavigation: Bool) {
        withUnsafePointer(to: node) { recordTree(at: $0, window: window) }
    }

    /// `recordTree(_:window:)` of the node at `node`, whose fields, and whose children's, are read
    /// in place: a child passed on as an argument would be copied whole first, for every node of
    /// every declared tree.
    private mutating func recordTree(at node: UnsafePointer<Node>, window: WindowGeometry?) -> (depth: Int, hasNavigation: Bool) {
        let field = SpaceItem.nodeFields
        let kind = node.pointee.kind
        add(field.id)
        add(SpaceItem.nodeKind[kind])
        if kind != .plain { add(field.kind) }
        if let frame = node.pointee.frame {
            add(field.frame)
            if frame == Rect(x: 0, y: 0, width: 1, height: 1) { add(SpaceItem.Frame.whole) }
            if frame.width == 0.5 || frame.height == 0.5 { add(SpaceItem.Frame.half) }
            if min(frame.width, frame.height) <= 0.1 { add(SpaceItem.Frame.thin) }
        }
        if node.pointee.definesPresentationContext != nil { add(field.definesPresentationContext) }
        if node.pointee.providesPresentationContextTransitionStyle != nil { add(field.providesPresentationContextTransitionStyle) }
        if let style = node.pointee.transitionStyle {
            add(field.transitionStyle)
            add(SpaceItem.transitionStyle[style])
        }
        if let size = node.pointee.preferredContentSize {
            add(field.preferredContentSize)
            recordSize(size, window: window)
        }
        if node.pointee.modalInPresentation != nil { add(field.modalInPresentation) }
        if let mode = node.pointee.tintAdjustmentMode {
            add(field.tintAdjustmentMode)
            add(SpaceItem.nodeTint[mode])
            if mode != .automatic { ownTintNodes.append(node.pointee.id) }
        }
        if !node.pointee.children.isEmpty { add(field.children) }
        // Index loops through the children's buffer (an unoptimised build, which every `swift test`
        // runs, spends more on a generic iterator than on the items).
        var deepest = 0
        var hasNavigation = kind == .navigation
        node.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return }
            var index = 0
            while index < children.count {
                let shape = recordTree(at: first + index, window: window)
                deepest = max(deepest, shape.depth)
                if shape.hasNavigation { hasNavigation = true }
                index += 1
            }
        }
        return (1 + deepest, hasNavigation)
    }

    /// POP-1, SHEET-2, SHEET-4 sizes: zero, under a point, exactly the popover area, larger than the window.
    mutating func recordSize(_ size: Size, window: WindowGeometry?) {
        typealias Class = SpaceItem.PreferredSize
        if size.width == 0, size.height == 0 { add(Class.zero) }
        if (size.width > 0 && size.width < 1) || (size.height > 0 && size.height < 1) { add(Class.underOnePoint) }
        guard let window else { return }
        let (area, _) = Popovers.areaAndSize(preferred: .zero, window: window)
        if size.width == Double(area.width) || size.height == Double(area.height) { add(Class.popoverAreaExactly) }
        if size.width > Double(window.size.width) || size.height > Double(window.size.height) { add(Class.largerThanWindow) }
    }

    // MARK: Actions

    /// `action`, drawn in `state` (the observation before it) with `window` the window now and
    /// `timeLeft` the time left in the running transition (LIFE-6).
    mutating func record(_ action: Action, state: Observation, window: WindowGeometry?, timeLeft: Double?,
                         substitutes: [String], rootTreeIds: [String], declaredIds: [String]) {
        guard isRecording else { return }
        if case .present(let present) = action {
            return record(present: present, isNewTree: !declaredIds.holds(present.node.id), state: state, window: window,
                          substitutes: substitutes, rootTreeIds: rootTreeIds)
        }
        let kind = ActionKind.of(action)
        add(SpaceItem.action[kind])
        let fields = SpaceItem.actionFields[kind]
        var index = 0
        while index < fields.count {
            if fields[index].isPresent(in: action) { add(fields[index].item) }
            index += 1
        }
        func subject(_ field: SpaceItem.Subjects, _ id: String) {
            recordSubject(field, id, state: state, substitutes: substitutes, rootTreeIds: rootTreeIds)
        }
        switch action {
        case .present: break
        case .dismiss(let node, _): subject(SpaceItem.dismissNode, node)
        case .beginInteractiveDismissal(let node): subject(SpaceItem.beginNode, node)
        case .selectDetent(let node, _): subject(SpaceItem.selectDetentNode, node)
        case .setDetents(let node, let detents):
            subject(SpaceItem.setDetentsNode, node)
            recordDetents(detents, window: window, isExplicit: true)
        case .setPreferredContentSize(let node, let size):
            subject(SpaceItem.preferredSizeNode, node)
            recordSize(size, window: window)
        case .setTintAdjustmentMode(let node, let mode):
            subject(SpaceItem.setTintNode, node)
            add(SpaceItem.setTint[mode])
            if mode != .automatic { ownTintNodes.append(node) }
        case .setModalInPresentation(let node, _):
            subject(SpaceItem.setModalNode, node)
            if state.isPresented(node) { add(SpaceItem.Shape.modalSetOnPresentedRoot) }
            if state.presentations.contains(where: { $0.presenter == node }), state.tint(of: node) == .dimmed {
                add(SpaceItem.Shape.tintSetWhileDimmed)
            }
        case .updateInteractiveDismissal(let progress):
            add(progress == 0 ? SpaceItem.Progress.zero : progress == 1 ? SpaceItem.Progress.one : SpaceItem.Progress.between)
        case .advance(let seconds):
            recordAdvance(seconds, timeLeft: timeLeft)
        case .rotate(let orientation): add(SpaceItem.rotate[orientation])
        case .resize(let width):
            if let position = Device.splitWidths.firstIndex(of: CGFloat(width)) {
                add(SpaceItem.resize[position])
            } else {
                add(SpaceItem.resizeNotInCatalogue)
            }
        case .tap(let point): recordTap(point, state: state, window: window)
        case .pan(_, let translation, let velocity, _, let throughVelocities):
            recordPan(translation: translation, velocity: velocity, state: state)
            if !throughVelocities.isEmpty { add(SpaceItem.Shape.panVelocityAtEachPoint) }
        case .swipe(_, let direction): add(SpaceItem.swipe[direction])
        case .finishInteractiveDismissal, .cancelInteractiveDismissal: break
        }
    }

    /// A present, `record(.present(present), …)`, read off the present itself (read out of an
    /// action, a present is copied whole); `isNewTree` says whether its tree is new to the scenario.
    mutating func record(present: PresentAction, isNewTree: Bool, state: Observation, window: WindowGeometry?,
                         substitutes: [String], rootTreeIds: [String]) {
        guard isRecording else { return }
        add(SpaceItem.action[.present])
        // A present gives every field of its kind (`ActionField.isPresent` asks only of detents and pans).
        let fields = SpaceItem.actionFields[.present]
        var index = 0
        while index < fields.count {
            add(fields[index].item)
            index += 1
        }
        recordSubject(SpaceItem.presentSource, present.source, state: state, substitutes: substitutes, rootTreeIds: rootTreeIds)
        recordPresent(present, state: state, window: window, isNewTree: isNewTree)
        if let popover = present.popover {
            if let view = popover.sourceView {
                recordSubject(SpaceItem.popoverSourceView, view, state: state, substitutes: substitutes, rootTreeIds: rootTreeIds)
            }
            for id in popover.passthrough ?? [] {
                recordSubject(SpaceItem.popoverPassthrough, id, state: state, substitutes: substitutes, rootTreeIds: rootTreeIds)
            }
        }
    }

    /// The unusual subject (`SpaceInventory.Subject`) `id` is as the node `field` names, in
    /// `state`: a substitute, a node in no layer, or a child inside a presented layer.
    private mutating func recordSubject(_ field: SpaceItem.Subjects, _ id: String, state: Observation, substitutes: [String],
                                        rootTreeIds: [String]) {
        if substitutes.holds(id) {
            add(field.substitute)
        } else if !state.hasNode(id) {
            add(field.outOfLayers)
        } else if !rootTreeIds.holds(id), !state.isPresented(id) {
            add(field.childInPresentedLayer)
        }
    }

    /// After the action: long chains (five presentations: six layers) and refusals.
    mutating func recordOutcome(_ state: Observation) {
        guard isRecording else { return }
        if state.presentations.count >= 5 { add(SpaceItem.Shape.sixLayers) }
        if !state.warnings.isEmpty {
            add(SpaceItem.Shape.refusedAction)
            if state.warnings.contains(Warning.released) { add(SpaceItem.Shape.releasedSubject) }
        }
        // Most scenarios give no node a mode of its own: then no presenter needs looking up.
        guard !ownTintNodes.isEmpty else { return }
        for presentation in state.presentations where ownTintNodes.holds(presentation.presenter) {
            if state.tint(of: presentation.presenter) == .dimmed { add(SpaceItem.Shape.ownTintDimmed) }
        }
    }

    private mutating func recordPresent(_ present: PresentAction, state: Observation, window: WindowGeometry?, isNewTree: Bool) {
        typealias Field = SpaceItem.PresentField
        // One by one (a list of them would be allocated for every present).
        add(Field.source)
        add(Field.node)
        add(Field.style)
        add(Field.animated)
        if let controller = present.controller {
            add(Field.controller)
            add(SpaceItem.controller[controller])
            if !controllers.contains(controller) { controllers.append(controller) }
            if controllers.count >= 2 { add(SpaceItem.Shape.twoCatalogueControllers) }
        } else if present.style != .none {
            add(SpaceItem.style[present.style])
        }
        if present.shouldPresentInFullscreen != nil { add(Field.shouldPresentInFullscreen) }
        if present.shouldRemovePresentersView != nil { add(Field.shouldRemovePresentersView) }
        if isNewTree {
            let shape = recordTree(present.node, window: window)
            if shape.depth >= 2 { add(SpaceItem.Shape.childInPresentedTree) }
            if shape.depth >= 3 { add(SpaceItem.Shape.grandchildInPresentedTree) }
            if shape.hasNavigation { add(SpaceItem.Shape.navigationInPresentedTree) }
        }
        if let sheet = present.sheet { recordSheet(sheet, field: Field.sheet, window: window) }
        if let sheet = present.adaptiveSheet { recordSheet(sheet, field: Field.adaptiveSheet, window: window) }
        if let popover = present.popover {
            add(Field.popover)
            if popover.sourceView != nil { add(SpaceItem.PopoverField.sourceView) }
            if popover.passthrough != nil { add(SpaceItem.PopoverField.passthrough) }
            if let arrows = popover.permittedArrowDirections {
                add(SpaceItem.PopoverField.permittedArrowDirections)
                if let item = SpaceItem.arrows[SpaceInventory.arrowSubsetMask(arrows)] { add(item) }
            }
            if let rect = popover.sourceRect {
                add(SpaceItem.PopoverField.sourceRect)
                let viewFrame = state.frame(of: popover.sourceView ?? present.source)
                if let viewFrame, let window { recordAnchor(rect, view: viewFrame, preferred: present.node.preferredContentSize, window: window) }
            }
        }
        if let delegate = present.delegate {
            add(Field.delegate)
            add(SpaceItem.DelegateField.adaptiveStyle)
            add(SpaceItem.delegateAnswer[delegate.adaptiveStyle])
            if delegate.shouldDismiss != nil { add(SpaceItem.DelegateField.shouldDismiss) }
            if let substitute = delegate.substitute {
                add(SpaceItem.DelegateField.substitute)
                recordTree(substitute, window: window)
                if !substitute.children.isEmpty { add(SpaceItem.Shape.childInSubstitute) }
            }
        }
    }

    /// A present's `sheet` or `adaptiveSheet` (`field`): its fields and its detents.
    private mutating func recordSheet(_ sheet: SheetOptions, field: SpaceItem, window: WindowGeometry?) {
        typealias Field = SpaceItem.SheetField
        add(field)
        if !sheet.detents.isEmpty { add(Field.detents) }
        if sheet.selectedDetentIdentifier != nil { add(Field.selectedDetentIdentifier) }
        if sheet.largestUndimmedDetentIdentifier != nil { add(Field.largestUndimmedDetentIdentifier) }
        if sheet.prefersEdgeAttachedInCompactHeight { add(Field.prefersEdgeAttachedInCompactHeight) }
        if sheet.widthFollowsPreferredContentSizeWhenEdgeAttached { add(Field.widthFollowsPreferredContentSizeWhenEdgeAttached) }
        recordDetents(sheet.detents, window: window, isExplicit: false)
    }

    /// Whether two of `values` are equal (the lists are a few entries long).
    private static func hasRepeats<T: Equatable>(_ values: [T]) -> Bool {
        for later in values.indices.dropFirst() where values[..<later].contains(values[later]) { return true }
        return false
    }

    /// Whether two of `detents` have the same identifier (without listing the identifiers).
    private static func hasRepeatedIdentifier(_ detents: [Detent]) -> Bool {
        var later = 1
        while later < detents.count {
            var earlier = 0
            while earlier < later {
                if detents[earlier].identifier == detents[later].identifier { return true }
                earlier += 1
            }
            later += 1
        }
        return false
    }

    /// SHEET-3, DETENT-1: each detent's value against 1 pt, medium and the maximum M (before the
    /// clamp), and the list's degenerate shapes.
    private mutating func recordDetents(_ detents: [Detent], window: WindowGeometry?, isExplicit: Bool) {
        typealias Value = SpaceItem.DetentValue
        if detents.isEmpty, isExplicit { add(SpaceItem.Detents.empty) }
        if Self.hasRepeatedIdentifier(detents) { add(SpaceItem.Detents.duplicateIdentifier) }
        guard let window else { return }
        let maximum = SheetsAndDetents.maximumDetentValue(window)
        let medium = (maximum / 2).rounded(.down)
        var values: [CGFloat] = []
        values.reserveCapacity(detents.count)
        for detent in detents {
            add(SpaceItem.DetentField.identifier)
            if detent.fraction != nil { add(SpaceItem.DetentField.fraction) }
            if detent.height != nil { add(SpaceItem.DetentField.height) }
            let raw: CGFloat
            if let fraction = detent.fraction { raw = (CGFloat(fraction) * maximum).rounded(.down) } else if let height = detent.height { raw = CGFloat(height) } else { continue }
            switch raw {
            case ..<1: add(Value.belowOnePoint)
            case 1: add(Value.onePoint)
            case medium: add(Value.medium)
            case maximum: add(Value.maximum)
            case maximum...: add(Value.aboveMaximum)
            default: add(Value.between)
            }
            values.append(SheetsAndDetents.value(of: detent, maximum: maximum))
        }
        if Self.hasRepeats(values) { add(SpaceItem.Detents.equalValues) }
    }

    /// POP-1: a source rectangle exactly where the popover fits below or above, or reaches the
    /// area's left or right edge.
    private mutating func recordAnchor(_ rect: Rect, view: Rect, preferred: Size?, window: WindowGeometry) {
        typealias Class = SpaceItem.SourceRect
        let (area, size) = Popovers.areaAndSize(preferred: (preferred ?? Size(width: 0, height: 0)).cgSize, window: window)
        let s = rect.cgRect.offsetBy(dx: CGFloat(view.x), dy: CGFloat(view.y))
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
        if same(s.maxY + 13 + size.height, area.maxY) { add(Class.fitsBelowExactly) }
        if same(s.minY - 13 - size.height, area.minY) { add(Class.fitsAboveExactly) }
        if same(s.midX - size.width / 2, area.minX) { add(Class.leftEdgeExactly) }
        if same(s.midX - size.width / 2, area.maxX - size.width) { add(Class.rightEdgeExactly) }
    }

    /// LIFE-6: an advance against the time left in the running transition (it ends when elapsed
    /// ≥ 0.3 − 1e-9).
    private mutating func recordAdvance(_ seconds: Double, timeLeft: Double?) {
        typealias Class = SpaceItem.Advance
        if seconds == 0 { add(Class.zero) }
        if seconds >= 1 { add(Class.largest) }
        guard let left = timeLeft else { return add(Class.whileSettled) }
        if abs(seconds - (left - 1e-9)) < 1e-12 { add(Class.endsExactly) }
        if abs(seconds - (left - 2e-9)) < 1e-12 { add(Class.nanosecondShortOfEnd) }
    }

    /// HIT-1: a tap outside the window, exactly on a view's edge, half a point inside one.
    private mutating func recordTap(_ point: Point, state: Observation, window: WindowGeometry?) {
        typealias Class = SpaceItem.Tap
        if let window, point.x < 0 || point.y < 0 || point.x >= Double(window.size.width) || point.y >= Double(window.size.height) {
            add(Class.outsideWindow)
        }
        for node in state.nodes {
            guard let frame = node.frame else { continue }
            if point.x == frame.x || point.x == frame.x + frame.width || point.y == frame.y || point.y == frame.y + frame.height {
                add(Class.onViewEdge)
            }
            if point.x == frame.x + 0.5 || point.x == frame.x + frame.width - 0.5 || point.y == frame.y + 0.5
                || point.y == frame.y + frame.height - 0.5 { add(Class.halfPointInsideEdge) }
        }
    }

    /// LIFE-10: a pan against the dismissal threshold (half the presented height) and the flick
    /// velocity (1000 pt/s).
    private mutating func recordPan(translation: Point, velocity: Point, state: Observation) {
        typealias Dy = SpaceItem.PanDy
        typealias Vy = SpaceItem.PanVy
        if translation.y == 0 { add(Dy.zero) }
        if translation.y < 0 { add(Dy.negative) }
        for presentation in state.presentations {
            guard let height = state.frame(of: presentation.presented)?.height else { continue }
            if translation.y == height / 2 { add(Dy.onDismissThreshold) }
            if translation.y == height / 2 + 0.5 || translation.y == height / 2 - 0.5 { add(Dy.halfPointBesideThreshold) }
        }
        switch velocity.y {
        case 0: add(Vy.zero)
        case 1000: add(Vy.onFlickThreshold)
        case 999.5: add(Vy.halfPointUnderFlick)
        case ...(-1000): add(Vy.flickUp)
        default: break
        }
    }
}
