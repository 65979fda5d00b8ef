import PresCheckCore

extension ScenarioCandidates {
    /// Every option (as `ScenarioShrinker.size(of:)` counts them) removed or set back to its
    /// default, one at a time: node fields; a present's controller, fullscreen and
    /// presenter's-view flags, sheet and adaptive sheet (whole, then field by field, then detent by
    /// detent), popover (whole, then field by field, then passthrough entry by entry) and delegate
    /// (once it has no substitute: a substitute goes with `nodeDrops`); a `selectDetent`'s
    /// identifier; a `setDetents`' detents, one by one; a node's `modalInPresentation`, a delegate's
    /// `shouldDismiss`, and a `pan`'s intermediate points (all, then the last) and velocity (LIFE-10);
    /// a node's `tintAdjustmentMode` (TINT-1) and the scenario's `uikit` ownership (LIFE-7).
    static func fewerOptions(of scenario: Scenario) -> [Scenario] {
        var candidates: [Scenario] = []
        if scenario.ownership != .driver {
            var driverOwned = scenario
            driverOwned.ownership = .driver
            candidates.append(driverOwned)
        }
        for slot in scenario.nodeSlots {
            let node = slot.value
            if node.kind != .plain { candidates.append(slot.focus(\.kind).replace(.plain)) }
            candidates += clearing(slot, \.frame) + clearing(slot, \.preferredContentSize)
            candidates += clearing(slot, \.definesPresentationContext)
            candidates += clearing(slot, \.providesPresentationContextTransitionStyle)
            candidates += clearing(slot, \.transitionStyle)
            candidates += clearing(slot, \.modalInPresentation)
            candidates += clearing(slot, \.tintAdjustmentMode)
        }
        for slot in scenario.actionSlots {
            switch slot.value {
            case .present(let present):
                candidates += fewerOptions(ScenarioSlot(value: present) { slot.replace(.present($0)) })
            case .selectDetent(let node, .some):
                candidates.append(slot.replace(.selectDetent(node: node, identifier: nil)))
            case .setDetents(let node, let detents):
                candidates += shorter(detents).map { slot.replace(.setDetents(node: node, detents: $0)) }
            case .pan(let start, let translation, let velocity, let through, let throughVelocities):
                // No velocities at the intermediate points, fewer points (none at all first), then no velocity.
                if !throughVelocities.isEmpty {
                    candidates.append(slot.replace(.pan(from: start, translation: translation, velocity: velocity, through: through)))
                }
                if !through.isEmpty {
                    candidates.append(slot.replace(.pan(from: start, translation: translation, velocity: velocity)))
                    if through.count > 1 {
                        candidates.append(slot.replace(.pan(from: start, translation: translation, velocity: velocity,
                                                            through: Array(through.dropLast()))))
                    }
                }
                if velocity != Point(x: 0, y: 0) {
                    candidates.append(slot.replace(.pan(from: start, translation: translation, velocity: Point(x: 0, y: 0), through: through)))
                }
            default:
                break
            }
        }
        return candidates
    }

    private static func fewerOptions(_ slot: ScenarioSlot<PresentAction>) -> [Scenario] {
        let present = slot.value
        var candidates = clearing(slot, \.controller)
        candidates += clearing(slot, \.shouldPresentInFullscreen) + clearing(slot, \.shouldRemovePresentersView)
        if present.sheet != nil {
            candidates += clearing(slot, \.sheet) + fewerOptions(slot.focus(\.sheet!))
        }
        if present.adaptiveSheet != nil {
            candidates += clearing(slot, \.adaptiveSheet) + fewerOptions(slot.focus(\.adaptiveSheet!))
        }
        if let popover = present.popover {
            candidates += clearing(slot, \.popover)
            let popoverSlot = slot.focus(\.popover!)
            candidates += clearing(popoverSlot, \.sourceView) + clearing(popoverSlot, \.sourceRect)
            candidates += clearing(popoverSlot, \.passthrough) + clearing(popoverSlot, \.permittedArrowDirections)
            if let passthrough = popover.passthrough, passthrough.count > 1 {
                candidates += passthrough.indices.map { index in
                    popoverSlot.focus(\.passthrough).replace(passthrough.enumerated().filter { $0.offset != index }.map(\.element))
                }
            }
        }
        if present.delegate?.substitute == nil { candidates += clearing(slot, \.delegate) }
        if present.delegate?.shouldDismiss != nil { candidates += clearing(slot.focus(\.delegate!), \.shouldDismiss) }
        return candidates
    }

    private static func fewerOptions(_ slot: ScenarioSlot<SheetOptions>) -> [Scenario] {
        let sheet = slot.value
        var candidates = shorter(sheet.detents).map { slot.focus(\.detents).replace($0) }
        candidates += clearing(slot, \.selectedDetentIdentifier) + clearing(slot, \.largestUndimmedDetentIdentifier)
        if sheet.prefersEdgeAttachedInCompactHeight {
            candidates.append(slot.focus(\.prefersEdgeAttachedInCompactHeight).replace(false))
        }
        if sheet.widthFollowsPreferredContentSizeWhenEdgeAttached {
            candidates.append(slot.focus(\.widthFollowsPreferredContentSizeWhenEdgeAttached).replace(false))
        }
        return candidates
    }

    /// `detents` emptied, then without each one in turn.
    private static func shorter(_ detents: [Detent]) -> [[Detent]] {
        guard !detents.isEmpty else { return [] }
        let withoutOne = detents.indices.map { index in detents.enumerated().filter { $0.offset != index }.map(\.element) }
        return detents.count > 1 ? [[]] + withoutOne : withoutOne
    }

    /// The scenario with `field` of `slot` cleared, if it is set.
    private static func clearing<Value, Field>(_ slot: ScenarioSlot<Value>, _ field: WritableKeyPath<Value, Field?>) -> [Scenario] {
        slot.value[keyPath: field] == nil ? [] : [slot.focus(field).replace(nil)]
    }
}
