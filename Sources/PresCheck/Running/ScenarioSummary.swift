import PresCheckCore

/// A scenario in a few readable lines, for failure messages: the device state, the root tree in
/// one line, then one line per action in UIKit's words (`Action.summary`).
/// Serves every rule ID.
package enum ScenarioSummary {
    package static func lines(_ scenario: Scenario) -> [String] {
        var device = "\(scenario.device.rawValue) \(scenario.orientation.rawValue)"
        if let width = scenario.splitWidth { device += " width \(width.compact)" }
        // The scenario's `Ownership`, when not the default.
        if scenario.ownership != .driver { device += ", \(scenario.ownership.rawValue) ownership" }
        var lines = ["\(device); root \(scenario.root.summary)"]
        for (index, action) in scenario.actions.enumerated() {
            lines.append("\(index + 1). \(action.summary)")
        }
        return lines
    }

    /// The number of view-controller nodes a scenario declares: the root tree, presented trees
    /// and substitutes.
    package static func nodeCount(_ scenario: Scenario) -> Int {
        var ids = scenario.root.preorderIDs
        for action in scenario.actions {
            guard case .present(let present) = action else { continue }
            for node in present.node.preorder where !ids.contains(node.id) { ids.append(node.id) }
            for node in present.delegate?.substitute?.preorder ?? [] where !ids.contains(node.id) { ids.append(node.id) }
        }
        return ids.count
    }
}
