import PresCheckCore

/// The scenario shrinker's passes: each makes, from the current scenario, the candidates to try
/// in order. A pass need not check validity or simplicity: the run does.
enum ScenarioCandidates {
    /// Drops spans of actions: all of them, halves, quarters, … single actions, each size from
    /// the end backwards (later actions depend on earlier ones, so they go more easily).
    static func actionSpanDrops(of scenario: Scenario) -> [Scenario] {
        var candidates: [Scenario] = []
        var size = scenario.actions.count
        while size > 0 {
            for end in stride(from: scenario.actions.count, to: 0, by: -size) {
                var candidate = scenario
                candidate.actions.removeSubrange(max(0, end - size)..<end)
                candidates.append(candidate)
            }
            size /= 2
        }
        return candidates
    }

    /// Drops nodes with everything that names them (`Scenario.removingNodes`): first all children
    /// of a node at once (for nodes with more than one), then single nodes, latest declared first.
    /// A presented tree's root goes with its `present`; the window's root stays.
    static func nodeDrops(of scenario: Scenario) -> [Scenario] {
        let nodes = scenario.declaredTrees.flatMap(\.preorder)
        let siblings = nodes.filter { $0.children.count > 1 }.map { Set($0.children.map(\.id)) }
        let singles = nodes.reversed().map(\.id).filter { $0 != scenario.root.id }.map { Set([$0]) }
        return (siblings + singles).map { scenario.removingNodes($0) }
    }

    /// Moves each present's source to the window's root, or else one level up its tree: fewer
    /// nodes are then needed to present from.
    static func sourcesMovedUp(of scenario: Scenario) -> [Scenario] {
        scenario.presentSlots.flatMap { slot -> [Scenario] in
            let source = slot.value.source
            guard source != scenario.root.id else { return [] }
            var sources = [scenario.root.id]
            if let parent = scenario.declaredTrees.lazy.compactMap({ $0.parentID(of: source) }).first, parent != scenario.root.id {
                sources.append(parent)
            }
            return sources.map { slot.focus(\.source).replace($0) }
        }
    }

    /// Simpler device states: each simpler device in the order phone, phone-se, phone-max, pad
    /// (keeping the orientation, without a split width), then portrait, then the default split
    /// width.
    static func simplerDevices(of scenario: Scenario) -> [Scenario] {
        var candidates: [Scenario] = []
        for device in ScenarioComplexity.devicePreference.prefix(while: { $0 != scenario.device }) {
            var candidate = scenario
            candidate.device = device
            candidate.splitWidth = nil
            candidates.append(candidate)
        }
        if scenario.orientation == .landscape {
            var candidate = scenario
            candidate.orientation = .portrait
            candidates.append(candidate)
        }
        if scenario.splitWidth != nil {
            var candidate = scenario
            candidate.splitWidth = nil
            candidates.append(candidate)
        }
        return candidates
    }

    /// Every animated `present` and `dismiss` made unanimated.
    static func unanimated(of scenario: Scenario) -> [Scenario] {
        scenario.actionSlots.compactMap { slot in
            switch slot.value {
            case .present(var present) where present.animated:
                present.animated = false
                return slot.replace(.present(present))
            case .dismiss(let node, true):
                return slot.replace(.dismiss(node: node, animated: false))
            default:
                return nil
            }
        }
    }

    /// Every number rounded, one at a time (`NumberKind.rounder`).
    static func roundedNumbers(of scenario: Scenario) -> [Scenario] {
        scenario.numberSlots.flatMap { number in number.kind.rounder(number.slot.value).map(number.slot.replace) }
    }
}
