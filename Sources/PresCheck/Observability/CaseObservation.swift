import Foundation
import PresCheckCore

/// How a case came about, for `how_generated`.
/// Serves every rule ID (every case checks them).
package enum CaseOrigin: String, Sendable {
    /// Drawn from its seed and index alone.
    case random
    /// A mutation or splice of a kept choice sequence (guided exploration).
    case guided
    /// A corpus file, replayed.
    case replayedCorpus = "replayed corpus"
    /// A shrink candidate.
    case shrink
}

/// Builds the `test_case` observation of one checked case: the scenario in words and as JSON, what
/// it exercised (`features`), where it came from (`metadata`), and its status.
/// Serves every rule ID: `features.rules` lists those the case applied.
package enum CaseObservation {
    package static func make(_ result: CaseResult, property: String, origin: CaseOrigin, timing: PhaseClock.Times?,
                             runStart: Double, generatorVersion: Int = ScenarioGenerator.version) -> PBTObservation {
        var status: PBTObservation.TestCase.Status = result.findings.isEmpty ? .passed : .failed
        var reason = result.findings.first.map(\.description) ?? ""
        if result.oracle?.isEmpty == true {
            // The generator refused the device state (the catalogue lacks it): nothing ran.
            status = .gaveUp
            reason = "the catalogue has no \(result.scenario.device.rawValue) \(result.scenario.orientation.rawValue) state"
                + (result.scenario.splitWidth.map { " at split width \($0)" } ?? "")
        }
        return .testCase(PBTObservation.TestCase(
            status: status,
            statusReason: reason,
            representation: ScenarioSummary.lines(result.scenario).joined(separator: "\n"),
            arguments: arguments(result.scenario),
            howGenerated: origin.rawValue,
            features: features(result),
            timing: timing.map(\.keyed) ?? [],
            metadata: .object([
                ("case_index", .number(Double(result.index))),
                ("choices", .int(result.choices.count)),
                ("findings", .strings(result.findings.map(\.description))),
                ("generator_version", .int(generatorVersion)),
                ("seed", .string(String(result.seed))),
            ]),
            property: property,
            runStart: runStart))
    }

    /// The scenario file's JSON, compact, keys sorted.
    static func arguments(_ scenario: Scenario) -> JSONValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(scenario), let text = String(data: data, encoding: .utf8) else { return .object([]) }
        return .raw(text)
    }

    /// What the case exercised, as Tyche charts it: categories as strings, sizes as numbers, and the
    /// lists behind them (styles, controllers, rules, space-coverage items).
    static func features(_ result: CaseResult) -> JSONValue {
        let scenario = result.scenario
        var kinds: [String] = []
        var counts: [Int] = []
        var styles: [String] = []
        var controllers: [String] = []
        for action in scenario.actions {
            if let index = kinds.firstIndex(of: action.name) { counts[index] += 1 } else { kinds.append(action.name); counts.append(1) }
            if case .present(let present) = action {
                styles.append(present.style.rawValue)
                if let controller = present.controller { controllers.append(controller.rawValue) }
            }
        }
        let order = kinds.indices.sorted { kinds[$0] < kinds[$1] }
        let layers = result.oracle?.map(\.presentations.count).max() ?? 0
        let rules = result.rules.ids
        let space = result.space.items
        return .object([
            ("actions", .int(scenario.actions.count)),
            ("actions_by_kind", .object(order.map { (kinds[$0], .int(counts[$0])) })),
            ("controllers", .strings(controllers)),
            ("device", .string(scenario.device.rawValue)),
            ("layers", .int(layers)),
            ("orientation", .string(scenario.orientation.rawValue)),
            ("rules", .strings(rules)),
            ("rules_applied", .int(rules.count)),
            ("space_items", .strings(space)),
            ("space_reached", .int(space.count)),
            ("split_width", scenario.splitWidth.map(JSONValue.number) ?? .null),
            ("styles", .strings(styles)),
            ("tree_depth", .int(treeDepth(scenario))),
        ])
    }

    /// The deepest view-controller tree the scenario declares, the root's or a presented one's
    /// (a lone node is depth 1).
    static func treeDepth(_ scenario: Scenario) -> Int {
        func depth(_ node: Node) -> Int { 1 + (node.children.map(depth).max() ?? 0) }
        var deepest = depth(scenario.root)
        for action in scenario.actions {
            if case .present(let present) = action { deepest = max(deepest, depth(present.node)) }
        }
        return deepest
    }
}
