import Foundation

/// Every field name a scenario file may hold, by where it sits (the grammar of `Corpus/FORMAT.md`),
/// so that a field this build does not know is named instead of ignored: in a file of a version
/// this build reads, it is refused with its path (a misspelling, or a newer build's field); in a
/// newer file, the refusal of its `schemaVersion` lists it.
/// Serves every rule ID: no file means something this build cannot read.
public enum ScenarioFields {
    /// One field (or action) this build does not know, with its path in the file.
    public struct Unknown: Hashable, Sendable, CustomStringConvertible {
        /// The JSON path, e.g. `root.children[0].tintAdjustment` or `actions[2].do`.
        public var field: String
        /// The unknown action's name, when the field is an action's `do`.
        public var action: String?

        public var description: String { action.map { "\(field) \"\($0)\"" } ?? field }

        /// The refusal's text in a file of `version`, which this build reads.
        public func problem(version: Int) -> String {
            if let action { return "unknown action \"\(action)\"" }
            return "unknown field (schemaVersion \(version) as this build reads it has no such field here; "
                + "a misspelling, or a field of a newer build)"
        }
    }

    /// How many unknown fields a refusal of a newer version names at most.
    public static let namedAtMost = 5

    /// What may sit at one place of the file.
    indirect enum Shape: Sendable {
        /// A value whose inside is not a field name (string, number, bool, a list of them).
        case value
        case object([String: Shape])
        case array(Shape)
        /// An object whose keys are node ids, each value of the shape.
        case map(Shape)
        /// An action: `do` and the fields of that action.
        case action
        /// A node: `nodeFields`, its children nodes.
        case node
    }

    static let rect = Shape.object(["x": .value, "y": .value, "width": .value, "height": .value])
    static let size = Shape.object(["width": .value, "height": .value])
    static let nodeFields: [String: Shape] = [
        "id": .value, "kind": .value, "frame": rect, "definesPresentationContext": .value,
        "providesPresentationContextTransitionStyle": .value, "transitionStyle": .value, "preferredContentSize": size,
        "modalInPresentation": .value, "tintAdjustmentMode": .value, "children": .array(.node),
    ]
    static let detent = Shape.object(["identifier": .value, "fraction": .value, "height": .value])
    static let sheet = Shape.object([
        "detents": .array(detent), "selectedDetentIdentifier": .value, "largestUndimmedDetentIdentifier": .value,
        "prefersEdgeAttachedInCompactHeight": .value, "widthFollowsPreferredContentSizeWhenEdgeAttached": .value,
    ])
    static let popover = Shape.object([
        "sourceView": .value, "sourceRect": rect, "passthrough": .value, "permittedArrowDirections": .value,
    ])
    static let delegate = Shape.object(["adaptiveStyle": .value, "substitute": .node, "shouldDismiss": .value])

    /// Each action's own fields beside `do`.
    static let actions: [String: [String: Shape]] = [
        "present": [
            "source": .value, "node": .node, "style": .value, "animated": .value, "controller": .value,
            "shouldPresentInFullscreen": .value, "shouldRemovePresentersView": .value, "sheet": sheet,
            "adaptiveSheet": sheet, "popover": popover, "delegate": delegate,
        ],
        "dismiss": ["node": .value, "animated": .value],
        "beginInteractiveDismissal": ["node": .value],
        "updateInteractiveDismissal": ["progress": .value],
        "finishInteractiveDismissal": [:],
        "cancelInteractiveDismissal": [:],
        "advance": ["seconds": .value],
        "rotate": ["orientation": .value],
        "resize": ["width": .value],
        "selectDetent": ["node": .value, "identifier": .value],
        "setDetents": ["node": .value, "detents": .array(detent)],
        "setPreferredContentSize": ["node": .value, "size": size],
        "setTintAdjustmentMode": ["node": .value, "mode": .value],
        "setModalInPresentation": ["node": .value, "modalInPresentation": .value],
        "tap": ["x": .value, "y": .value],
        "pan": ["x": .value, "y": .value, "dx": .value, "dy": .value, "vx": .value, "vy": .value,
                "through": .array(.object(["dx": .value, "dy": .value, "vx": .value, "vy": .value]))],
        "swipe": ["x": .value, "y": .value, "direction": .value],
    ]

    static let expectation = Shape.object([
        "step": .value, "rules": .value, "frames": .map(rect), "alpha": .map(.value), "notInWindow": .value,
        "layoutFrames": .map(rect), "presenting": .map(.value), "presented": .map(.value), "containers": .map(rect),
        "dimming": .map(rect), "dimmingAlpha": .map(.value), "noDimming": .value, "isDimmed": .map(.value),
        "tint": .map(.value), "arrowDirection": .map(.value), "adaptedStyle": .map(.value), "hitTarget": .value,
        "warnings": .value, "callbacks": .value, "isSettled": .value,
    ])
    static let verdict = Shape.object(["subject": .value, "property": .value, "outcome": .value, "rule": .value])
    static let origin = Shape.object([
        "seed": .value, "caseIndex": .value, "profile": .value, "generatorVersion": .value, "generation": .value, "property": .value,
        "subject": .value, "rule": .value, "step": .value, "field": .value, "expected": .value, "actual": .value,
        "shrink": .object(["steps": .value, "attempts": .value, "sizeBefore": .value, "sizeAfter": .value,
                           "actionsBefore": .value, "nodesBefore": .value]),
    ])
    static let scenario = Shape.object([
        "schemaVersion": .value, "name": .value, "summary": .value, "device": .value, "orientation": .value,
        "splitWidth": .value, "ownership": .value, "root": .node, "actions": .array(.action),
        "expectations": .array(expectation), "verdicts": .array(verdict), "origin": origin,
    ])

    /// Every field and action of `json` (a parsed file) this build does not know, in canonical
    /// order (keys sorted at each level, arrays in order). A value of the wrong type is left to the
    /// decoder, which names it.
    public static func unknown(in json: Any) -> [Unknown] {
        var found: [Unknown] = []
        var path: [Step] = []
        walk(json, shape: scenario, path: &path, into: &found)
        return found
    }

    /// One step of a field path: a key of an object or a position in an array. The walk keeps its
    /// path as steps and spells it out only where it finds an unknown field, which a file rarely has.
    private enum Step {
        case key(String)
        case index(Int)
    }

    /// `root.children[0].tintAdjustment`: the steps as `Unknown.field` names them.
    private static func spelt(_ path: [Step]) -> String {
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    private static func walk(_ value: Any, shape: Shape, path: inout [Step], into found: inout [Unknown]) {
        func unknown(_ key: String, action: String? = nil) {
            path.append(.key(key))
            found.append(Unknown(field: spelt(path), action: action))
            path.removeLast()
        }
        func walk(_ value: Any, shape: Shape, at step: Step) {
            path.append(step)
            ScenarioFields.walk(value, shape: shape, path: &path, into: &found)
            path.removeLast()
        }
        switch shape {
        case .value:
            return
        case .array(let element):
            guard let array = value as? [Any] else { return }
            for (index, item) in array.enumerated() { walk(item, shape: element, at: .index(index)) }
        case .map(let element):
            guard let object = value as? [String: Any] else { return }
            for key in object.keys.sorted() { walk(object[key]!, shape: element, at: .key(key)) }
        case .node:
            ScenarioFields.walk(value, shape: .object(nodeFields), path: &path, into: &found)
        case .object(let fields):
            guard let object = value as? [String: Any] else { return }
            for key in object.keys.sorted() {
                guard let shape = fields[key] else {
                    unknown(key)
                    continue
                }
                walk(object[key]!, shape: shape, at: .key(key))
            }
        case .action:
            guard let object = value as? [String: Any] else { return }
            guard let name = object["do"] as? String else { return }
            guard let fields = actions[name] else {
                unknown("do", action: name)
                return
            }
            for key in object.keys.sorted() where key != "do" {
                guard let shape = fields[key] else {
                    unknown(key)
                    continue
                }
                walk(object[key]!, shape: shape, at: .key(key))
            }
        }
    }
}
