/// Static checks of a decoded scenario: unique node ids, every node an action or expectation names
/// exists (declared in the root tree or by an earlier `present`), well-formed detents, a device
/// state the catalogue lists, and well-formed verdicts and origin.
/// Serves every rule ID; LIFE-1 keeps its meaning because references are checked here.
public enum ScenarioValidation {
    /// A field path and what is wrong with it (every rule ID).
    public struct Problem: Hashable, Sendable {
        public var field: String
        public var problem: String
    }

    /// The first problem in document order, or nil for a valid scenario.
    public static func firstProblem(in scenario: Scenario) -> Problem? {
        if scenario.initialGeometry == nil {
            let field = scenario.splitWidth == nil ? "orientation" : "splitWidth"
            return Problem(field: field, problem: "\(scenario.device.rawValue) has no such state in the device catalogue")
        }
        var known: [String] = []
        func declare(_ node: Node, at field: String) -> Problem? {
            if let problem = nodeProblem(node, at: field, depth: 1) { return problem }
            for (index, member) in node.preorder.enumerated() {
                if known.contains(member.id) {
                    return Problem(field: field, problem: "node id \"\(member.id)\" is declared twice (node \(index) of this tree)")
                }
                known.append(member.id)
            }
            return nil
        }
        func require(_ id: String?, _ field: String) -> Problem? {
            guard let id, !known.contains(id) else { return nil }
            return Problem(field: field, problem: "node \"\(id)\" does not exist")
        }
        func checkDetents(_ detents: [Detent], _ field: String) -> Problem? {
            for (index, detent) in detents.enumerated() {
                if !detent.isWellFormed {
                    return Problem(field: "\(field)[\(index)]",
                                   problem: "detent \"\(detent.identifier)\" needs exactly one of fraction or height (none for large and medium)")
                }
                if let fraction = detent.fraction, let problem = ScenarioLimits.problem(fraction, in: ScenarioLimits.unitRange) {
                    return Problem(field: "\(field)[\(index)].fraction", problem: problem)
                }
                if let height = detent.height, let problem = ScenarioLimits.problem(height, in: ScenarioLimits.pointRange) {
                    return Problem(field: "\(field)[\(index)].height", problem: problem)
                }
            }
            return nil
        }
        var presentedChildren: [String] = []
        var adaptiveCards: [String] = []
        var substituteNodes: [(id: String, action: Int)] = []
        if let problem = declare(scenario.root, at: "root") { return problem }
        for (index, action) in scenario.actions.enumerated() {
            let field = "actions[\(index)]"
            switch action {
            case .present(let present):
                if let problem = require(present.source, "\(field).source") { return problem }
                // "Requested styles": Apple says never to present with `.none`; a catalogue
                // controller fixes its own style, so only a plain present can ask for it.
                if present.controller == nil, present.style == .none {
                    return Problem(field: "\(field).style",
                                   problem: "a present cannot request none (Apple: never present with it); use automatic")
                }
                if let problem = require(present.popover?.sourceView, "\(field).popover.sourceView") { return problem }
                if let rect = present.popover?.sourceRect,
                   let problem = rectProblem(rect, at: "\(field).popover.sourceRect", origin: ScenarioLimits.pointRange,
                                             size: ScenarioLimits.sizeRange) { return problem }
                for (offset, id) in (present.popover?.passthrough ?? []).enumerated() {
                    if let problem = require(id, "\(field).popover.passthrough[\(offset)]") { return problem }
                }
                if present.popover?.permittedArrowDirections?.isEmpty == true {
                    return Problem(field: "\(field).popover.permittedArrowDirections",
                                   problem: "must list at least one direction (omit it for any direction)")
                }
                if let problem = checkDetents(present.sheet?.detents ?? [], "\(field).sheet.detents") { return problem }
                if let problem = checkDetents(present.adaptiveSheet?.detents ?? [], "\(field).adaptiveSheet.detents") { return problem }
                // A bare node whose id exists already re-presents that node; anything else declares.
                // Only a root-tree node (refused: it is in layer 0) or a presented tree's root can be
                // named again: a child of a presented tree has a parent and cannot be presented.
                let isReference = known.contains(present.node.id) && present.node.children.isEmpty
                if isReference, presentedChildren.contains(present.node.id) {
                    return Problem(field: "\(field).node",
                                   problem: "node \"\(present.node.id)\" is a child in a presented tree and cannot be presented itself")
                }
                // ADAPT-6: a substitute's tree belongs to its delegate, which hands it to UIKit
                // while the presentation is adapted; presenting it too would put one view
                // controller in two places.
                if isReference, let declaring = substituteNodes.first(where: { $0.id == present.node.id }) {
                    return Problem(field: "\(field).node",
                                   problem: "node \"\(present.node.id)\" belongs to the substitute declared by actions[\(declaring.action)].delegate.substitute and cannot be presented itself")
                }
                // Reading: (Reading ADAPT-9.b) `half-height-adaptive` is the presented view controller's own class (it is
                // its own adaptive delegate), so it is fixed when the node is declared: a node
                // declared with it is re-presented with it, and no other node can be.
                let isAdaptiveCard = present.controller == .halfHeightAdaptive
                if isReference, adaptiveCards.contains(present.node.id) != isAdaptiveCard {
                    return Problem(field: "\(field).controller",
                                   problem: "node \"\(present.node.id)\" was declared \(isAdaptiveCard ? "without" : "with") half-height-adaptive; a re-present keeps the view controller's class")
                }
                if !isReference, let problem = declare(present.node, at: "\(field).node") { return problem }
                if !isReference { presentedChildren += present.node.preorder.dropFirst().map(\.id) }
                if !isReference, isAdaptiveCard { adaptiveCards.append(present.node.id) }
                // `intermediate-helper`: the action's source presents a helper node `<id>-helper`
                // first, so the action declares it too (the first time); its id must be free.
                if let helper = present.helperID, !(isReference && known.contains(helper)),
                   let problem = declare(Node(id: helper), at: "\(field).node") { return problem }
                if let substitute = present.delegate?.substitute {
                    if let problem = declare(substitute, at: "\(field).delegate.substitute") { return problem }
                    substituteNodes += substitute.preorder.map { (id: $0.id, action: index) }
                }
            case .dismiss(let node, _), .beginInteractiveDismissal(let node), .selectDetent(let node, _),
                 .setTintAdjustmentMode(let node, _), .setModalInPresentation(let node, _):
                if let problem = require(node, "\(field).node") { return problem }
            case .setPreferredContentSize(let node, let size):
                if let problem = require(node, "\(field).node") { return problem }
                if let problem = sizeProblem(size, at: "\(field).size") { return problem }
            case .setDetents(let node, let detents):
                if let problem = require(node, "\(field).node") { return problem }
                if let problem = checkDetents(detents, "\(field).detents") { return problem }
            case .updateInteractiveDismissal(let progress):
                if !(0...1).contains(progress) {
                    return Problem(field: "\(field).progress", problem: "must be between 0 and 1, is \(progress)")
                }
            case .advance(let seconds):
                if let problem = ScenarioLimits.problem(seconds, in: ScenarioLimits.secondsRange) {
                    return Problem(field: "\(field).seconds", problem: problem)
                }
            case .pan(let start, let translation, let velocity, let through, let throughVelocities):
                var numbers = [("x", start.x), ("y", start.y), ("dx", translation.x), ("dy", translation.y),
                               ("vx", velocity.x), ("vy", velocity.y)]
                for (offset, point) in through.enumerated() {
                    numbers += [("through[\(offset)].dx", point.x), ("through[\(offset)].dy", point.y)]
                }
                if !throughVelocities.isEmpty, throughVelocities.count != through.count {
                    return Problem(field: "\(field).through", problem: "gives \(throughVelocities.count) velocities for \(through.count) points")
                }
                for (offset, point) in throughVelocities.enumerated() {
                    numbers += [("through[\(offset)].vx", point.x), ("through[\(offset)].vy", point.y)]
                }
                for (name, value) in numbers {
                    let range = name.hasPrefix("v") || name.hasSuffix(".vx") || name.hasSuffix(".vy") ? ScenarioLimits.velocityRange : ScenarioLimits.pointRange
                    if let problem = ScenarioLimits.problem(value, in: range) { return Problem(field: "\(field).\(name)", problem: problem) }
                }
            case .swipe(let point, _), .tap(let point):
                for (name, value) in [("x", point.x), ("y", point.y)] {
                    if let problem = ScenarioLimits.problem(value, in: ScenarioLimits.pointRange) {
                        return Problem(field: "\(field).\(name)", problem: problem)
                    }
                }
            case .resize(let width):
                if let problem = ScenarioLimits.problem(width, in: ScenarioLimits.sizeRange) {
                    return Problem(field: "\(field).width", problem: problem)
                }
            case .finishInteractiveDismissal, .cancelInteractiveDismissal, .rotate:
                break
            }
        }
        for (index, expectation) in scenario.expectations.enumerated() {
            let field = "expectations[\(index)]"
            if expectation.step < 0 || expectation.step > scenario.actions.count {
                return Problem(field: "\(field).step",
                               problem: "step \(expectation.step) is outside 0...\(scenario.actions.count)")
            }
            let named: [(String, [String])] = [
                ("frames", expectation.frames.map { $0.keys.sorted() } ?? []),
                ("notInWindow", expectation.notInWindow ?? []),
                ("alpha", expectation.alpha.map { $0.keys.sorted() } ?? []),
                ("dimmingAlpha", expectation.dimmingAlpha.map { $0.keys.sorted() } ?? []),
                ("presenting", expectation.presenting.map { $0.keys.sorted() } ?? []),
                ("presented", expectation.presented.map { $0.keys.sorted() } ?? []),
                ("containers", expectation.containers.map { $0.keys.sorted() } ?? []),
                ("dimming", expectation.dimming.map { $0.keys.sorted() } ?? []),
                ("noDimming", expectation.noDimming ?? []),
                ("isDimmed", expectation.isDimmed.map { $0.keys.sorted() } ?? []),
                ("tint", expectation.tint.map { $0.keys.sorted() } ?? []),
                ("adaptedStyle", expectation.adaptedStyle.map { $0.keys.sorted() } ?? []),
            ]
            for (name, ids) in named {
                for id in ids {
                    if let problem = require(id, "\(field).\(name).\(id)") { return problem }
                }
            }
        }
        if let problem = verdictProblem(in: scenario.verdicts) { return problem }
        if let origin = scenario.origin, let (field, problem) = origin.problem {
            return Problem(field: "origin.\(field)", problem: problem)
        }
        return nil
    }

    /// The first out-of-range number or too deep nesting in a declared tree: child frames in unit
    /// coordinates (TRAIT-2), `preferredContentSize` in points, at most `ScenarioLimits.treeDepth`
    /// levels.
    static func nodeProblem(_ node: Node, at field: String, depth: Int) -> Problem? {
        if depth > ScenarioLimits.treeDepth {
            return Problem(field: JSONNesting.abbreviated(field), problem: "nested too deep (limit \(ScenarioLimits.treeDepth) nodes)")
        }
        if let frame = node.frame, let problem = rectProblem(frame, at: "\(field).frame", origin: ScenarioLimits.unitRange,
                                                             size: ScenarioLimits.unitSizeRange) { return problem }
        if let size = node.preferredContentSize, let problem = sizeProblem(size, at: "\(field).preferredContentSize") {
            return problem
        }
        for (index, child) in node.children.enumerated() {
            if let problem = nodeProblem(child, at: "\(field).children[\(index)]", depth: depth + 1) { return problem }
        }
        return nil
    }

    /// A rectangle's first out-of-range number: x and y in `origin`, width and height in `size`.
    static func rectProblem(_ rect: Rect, at field: String, origin: ClosedRange<Double>, size: ClosedRange<Double>) -> Problem? {
        for (name, value, range) in [("x", rect.x, origin), ("y", rect.y, origin), ("width", rect.width, size), ("height", rect.height, size)] {
            if let problem = ScenarioLimits.problem(value, in: range) { return Problem(field: "\(field).\(name)", problem: problem) }
        }
        return nil
    }

    /// A size in points: both dimensions in `ScenarioLimits.sizeRange`.
    static func sizeProblem(_ size: Size, at field: String) -> Problem? {
        for (name, value) in [("width", size.width), ("height", size.height)] {
            if let problem = ScenarioLimits.problem(value, in: ScenarioLimits.sizeRange) {
                return Problem(field: "\(field).\(name)", problem: problem)
            }
        }
        return nil
    }

    /// The first problem among verdicts: a malformed one (subject, property, rule), or one that
    /// repeats or contradicts an earlier one (the same subject and property, passing and failing).
    /// Every rule ID: a fail verdict names one.
    static func verdictProblem(in verdicts: [Verdict]) -> Problem? {
        for (index, verdict) in verdicts.enumerated() {
            let field = "verdicts[\(index)]"
            if let (name, problem) = verdict.problem { return Problem(field: "\(field).\(name)", problem: problem) }
            for (earlier, other) in verdicts[..<index].enumerated()
            where other.subject == verdict.subject && other.property == verdict.property {
                if other == verdict {
                    return Problem(field: field, problem: "repeats verdicts[\(earlier)] (\(verdict))")
                }
                if other.outcome != verdict.outcome {
                    return Problem(field: "\(field).outcome",
                                   problem: "\(verdict) contradicts verdicts[\(earlier)] (\(other))")
                }
            }
        }
        return nil
    }
}
