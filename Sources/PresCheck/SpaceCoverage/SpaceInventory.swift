import PresCheckCore

/// Space coverage: an inventory of everything a scenario can say, each entry an *item* a case
/// reaches or not. Derived from the format's own types wherever they allow it: every action kind
/// (`ActionKind`, exhaustive over `Action`), every value of every enum (`allCases`), every field of
/// every object (checked by a test against the encoder's keys, so a new field without an entry
/// fails it), every subset of `permittedArrowDirections`, the unusual subjects of node-naming
/// fields, shapes (deep trees, long chains), and for every numeric field its boundary classes: zero,
/// the smallest and largest meaningful values (`ScenarioLimits`), and exactly on, just under and
/// just over each threshold the spec defines (detent values, the LIFE-10 pan thresholds, a
/// transition's end, where a popover exactly fits).
/// Serves every rule ID: it measures how much of the scenario space a run reached.
package enum SpaceInventory {
    /// Every field of each object of the format, as files spell it.
    package static let objectFields: [(object: String, fields: [String])] = [
        ("Node", ["id", "kind", "frame", "definesPresentationContext", "providesPresentationContextTransitionStyle",
                  "transitionStyle", "preferredContentSize", "modalInPresentation", "tintAdjustmentMode", "children"]),
        ("PresentAction", ["source", "node", "style", "animated", "controller", "shouldPresentInFullscreen",
                           "shouldRemovePresentersView", "sheet", "adaptiveSheet", "popover", "delegate"]),
        ("SheetOptions", ["detents", "selectedDetentIdentifier", "largestUndimmedDetentIdentifier",
                          "prefersEdgeAttachedInCompactHeight", "widthFollowsPreferredContentSizeWhenEdgeAttached"]),
        ("Detent", ["identifier", "fraction", "height"]),
        ("PopoverOptions", ["sourceView", "sourceRect", "passthrough", "permittedArrowDirections"]),
        ("AdaptiveDelegateOptions", ["adaptiveStyle", "substitute", "shouldDismiss"]),
    ]

    /// The fields of each action besides `do` (a present's are `PresentAction`'s).
    package static func actionFields(_ kind: ActionKind) -> [String] {
        switch kind {
        case .present: return []
        case .dismiss: return ["node", "animated"]
        case .beginInteractiveDismissal: return ["node"]
        case .setDetents: return ["node", "detents"]
        case .setPreferredContentSize: return ["node", "size"]
        case .setTintAdjustmentMode: return ["node", "mode"]
        case .setModalInPresentation: return ["node", "modalInPresentation"]
        case .selectDetent: return ["node", "identifier"]
        case .updateInteractiveDismissal: return ["progress"]
        case .finishInteractiveDismissal, .cancelInteractiveDismissal: return []
        case .advance: return ["seconds"]
        case .rotate: return ["orientation"]
        case .resize: return ["width"]
        case .tap: return ["x", "y"]
        case .pan: return ["x", "y", "dx", "dy", "vx", "vy", "through"]
        case .swipe: return ["x", "y", "direction"]
        }
    }

    /// The fields that name a node, and the unusual subjects each may name.
    package static let subjectFields = ["present.source", "dismiss.node", "beginInteractiveDismissal.node", "selectDetent.node",
                                       "setDetents.node", "setPreferredContentSize.node", "setTintAdjustmentMode.node", "setModalInPresentation.node",
                                       "popover.sourceView",
                                       "popover.passthrough"]
    /// What a node-naming field may name besides a node in the window: a declared substitute
    /// (standing in or not), a node in no layer (dismissed, refused, never presented), a
    /// containment child inside a presented layer.
    package enum Subject: String, CaseIterable, Sendable { case substitute, outOfLayers, childInPresentedLayer }

    /// Boundary classes of each numeric field (`SpaceClassifier` decides which a value falls in).
    package static let numberClasses: [(field: String, classes: [String])] = [
        ("advance.seconds", ["zero", "endsExactly", "nanosecondShortOfEnd", "whileSettled", "largest"]),
        ("updateInteractiveDismissal.progress", ["zero", "one", "between"]),
        ("tap", ["outsideWindow", "onViewEdge", "halfPointInsideEdge"]),
        ("pan.dy", ["zero", "negative", "onDismissThreshold", "halfPointBesideThreshold"]),
        ("pan.vy", ["zero", "onFlickThreshold", "halfPointUnderFlick", "flickUp"]),
        ("detent.value", ["belowOnePoint", "onePoint", "medium", "maximum", "aboveMaximum", "between"]),
        ("detents", ["empty", "duplicateIdentifier", "equalValues"]),
        ("popover.sourceRect", ["fitsBelowExactly", "fitsAboveExactly", "leftEdgeExactly", "rightEdgeExactly"]),
        ("preferredContentSize", ["zero", "underOnePoint", "popoverAreaExactly", "largerThanWindow"]),
        ("frame", ["whole", "half", "thin"]),
    ]

    /// Shapes: long chains of layers, containment inside presented layers and substitutes,
    /// several catalogue controllers, refused actions; an action skipped because it names a
    /// released node (LIFE-7 under `uikit` ownership); a view's mode set while a presentation dims it
    /// (TINT-1); a presenter with a mode of its own dimmed (TINT-1); `isModalInPresentation` set on
    /// a presented layer root (LIFE-10); a pan giving the finger's velocity at each intermediate point
    /// (`through` entries with `vx`, `vy`).
    package static let shapes = ["sixLayers", "childInPresentedTree", "grandchildInPresentedTree", "navigationInPresentedTree",
                                "childInSubstitute", "twoCatalogueControllers", "refusedAction", "releasedSubject",
                                "tintSetWhileDimmed", "ownTintDimmed", "modalSetOnPresentedRoot", "panVelocityAtEachPoint"]

    /// Every item, in a fixed order (summaries list them in this order).
    package static let items: [String] = {
        var items: [String] = ActionKind.allCases.map { "do:\($0.rawValue)" }
        for (object, fields) in objectFields { items += fields.map { "field:\(object).\($0)" } }
        for kind in ActionKind.allCases { items += actionFields(kind).map { "field:\(kind.rawValue).\($0)" } }
        items += Device.allCases.map { "device:\($0.rawValue)" }
        items += Orientation.allCases.map { "orientation:\($0.rawValue)" }
        items += Ownership.allCases.map { "ownership:\($0.rawValue)" }
        items += Device.splitWidths.map { "splitWidth:\(Double($0).compact)" }
        items += PresentationStyle.allCases.filter { $0 != .none }.map { "style:\($0.rawValue)" }
        items += PresentationStyle.allCases.map { "delegateAnswer:\($0.rawValue)" }
        items += CatalogueController.allCases.map { "controller:\($0.rawValue)" }
        items += Node.Kind.allCases.map { "nodeKind:\($0.rawValue)" }
        items += TransitionStyle.allCases.map { "transitionStyle:\($0.rawValue)" }
        items += TintAdjustmentMode.allCases.map { "nodeTint:\($0.rawValue)" }
        items += TintAdjustmentMode.allCases.map { "setTint:\($0.rawValue)" }
        items += SwipeDirection.allCases.map { "swipe:\($0.rawValue)" }
        items += Orientation.allCases.map { "rotate:\($0.rawValue)" }
        items += Device.splitWidths.map { "resize:\(Double($0).compact)" } + ["resize:notInCatalogue"]
        items += (1..<16).map { "arrows:\(arrowSubsetName(mask: $0))" }
        for field in subjectFields { items += Subject.allCases.map { "subject:\(field):\($0.rawValue)" } }
        for (field, classes) in numberClasses { items += classes.map { "number:\(field):\($0)" } }
        items += shapes.map { "shape:\($0)" }
        return items
    }()

    /// The position of each item (`SpaceItem` looks each up once).
    static let index: [String: Int] = Dictionary(uniqueKeysWithValues: items.enumerated().map { ($1, $0) })

    /// `up+left`: a subset of the four arrow directions by the bits of `mask` (up, down, left, right).
    /// Joined by hand: the generic `joined(separator:)` looks up a conformance the first time.
    static func arrowSubsetName(mask: Int) -> String {
        var name = ""
        for (offset, arrow) in PopoverArrow.allCases.enumerated() where mask & (1 << offset) != 0 {
            if !name.isEmpty { name += "+" }
            name += arrow.rawValue
        }
        return name
    }

    /// The mask of the subset a `permittedArrowDirections` list names (order and repeats do not
    /// matter), as `arrowSubsetName(mask:)` reads it.
    static func arrowSubsetMask(_ arrows: [PopoverArrow]) -> Int {
        var mask = 0
        for (offset, arrow) in PopoverArrow.allCases.enumerated() where arrows.contains(arrow) { mask |= 1 << offset }
        return mask
    }
}
