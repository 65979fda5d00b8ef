import PresCheckCore

/// The well-founded order the scenario shrinker moves down, compared key by key: `size` (see
/// `ScenarioShrinker.size(of:)`), then `deviceState`, then `detail`. Every candidate a pass makes
/// lowers one key and leaves the ones before it alone; ties are broken by the canonical file bytes.
struct ScenarioComplexity: Comparable {
    var size: Int
    /// The device state's place in the preference order: phone, phone-se, phone-max, pad,
    /// pad-split; then landscape after portrait; then an explicit split width after none.
    var deviceState: Int
    /// How rough the numbers are (`NumberKind.roughness`) plus how far each present's source is
    /// from the window's root (`sourceRank`).
    var detail: Int

    init(_ scenario: Scenario) {
        size = Self.size(of: scenario)
        deviceState = Self.deviceState(of: scenario)
        let roughness = scenario.numberSlots.reduce(0) { total, number in total + number.kind.roughness(number.slot.value) }
        let sourceRanks = scenario.presentSlots.reduce(0) { total, present in
            total + Self.sourceRank(of: present.value.source, in: scenario)
        }
        detail = roughness + sourceRanks
    }

    static func < (lhs: ScenarioComplexity, rhs: ScenarioComplexity) -> Bool {
        (lhs.size, lhs.deviceState, lhs.detail) < (rhs.size, rhs.deviceState, rhs.detail)
    }

    /// Devices from simplest to least simple.
    static let devicePreference: [Device] = [.phone, .phoneSE, .phoneMax, .pad, .padSplit]

    static func size(of scenario: Scenario) -> Int {
        let nodes = scenario.declaredTrees.reduce(0) { $0 + $1.preorder.count }
        let nodeOptions = scenario.writtenNodes.reduce(0) { total, node in total + options(of: node) }
        let actionOptions = scenario.actions.reduce(0) { total, action in total + options(of: action) }
        // `uikit` ownership is an option too: `driver` is the simpler reading of a scenario.
        let ownership = scenario.ownership == .driver ? 0 : 1
        return 4 * (scenario.actions.count + nodes) + nodeOptions + actionOptions + ownership
    }

    static func deviceState(of scenario: Scenario) -> Int {
        let device = devicePreference.firstIndex(of: scenario.device) ?? devicePreference.count
        return 4 * device + (scenario.orientation == .landscape ? 2 : 0) + (scenario.splitWidth == nil ? 0 : 1)
    }

    /// 0 for the window's root; for another node, its depth in its tree, plus one outside the
    /// root tree (so a presented tree's root is 1).
    static func sourceRank(of id: String, in scenario: Scenario) -> Int {
        for (index, tree) in scenario.declaredTrees.enumerated() {
            if let depth = tree.depth(of: id) { return depth + (index == 0 ? 0 : 1) }
        }
        return 0
    }

    private static func options(of node: Node) -> Int {
        [node.kind != .plain, node.frame != nil, node.definesPresentationContext != nil,
         node.providesPresentationContextTransitionStyle != nil, node.transitionStyle != nil,
         node.preferredContentSize != nil, node.modalInPresentation != nil, node.tintAdjustmentMode != nil].count { $0 }
    }

    private static func options(of action: Action) -> Int {
        switch action {
        case .present(let present):
            let flags = [present.animated, present.controller != nil, present.shouldPresentInFullscreen != nil,
                         present.shouldRemovePresentersView != nil, present.delegate != nil,
                         present.delegate?.shouldDismiss != nil].count { $0 }
            return flags + options(of: present.sheet) + options(of: present.adaptiveSheet) + options(of: present.popover)
        case .dismiss(_, let animated):
            return animated ? 1 : 0
        case .selectDetent(_, let identifier):
            return identifier == nil ? 0 : 1
        case .setDetents(_, let detents):
            return detents.count
        case .pan(_, _, let velocity, let through, let throughVelocities):
            return (velocity == Point(x: 0, y: 0) ? 0 : 1) + through.count + throughVelocities.count
        default:
            return 0
        }
    }

    private static func options(of sheet: SheetOptions?) -> Int {
        guard let sheet else { return 0 }
        return 1 + sheet.detents.count
            + [sheet.selectedDetentIdentifier != nil, sheet.largestUndimmedDetentIdentifier != nil,
               sheet.prefersEdgeAttachedInCompactHeight, sheet.widthFollowsPreferredContentSizeWhenEdgeAttached].count { $0 }
    }

    private static func options(of popover: PopoverOptions?) -> Int {
        guard let popover else { return 0 }
        let passthrough = popover.passthrough.map { 1 + $0.count } ?? 0
        return 1 + (popover.sourceView == nil ? 0 : 1) + (popover.sourceRect == nil ? 0 : 1) + passthrough
    }
}
