import Foundation
import PresCheckCore

/// A controller check's counterexample. Its description is the readable message: the property,
/// rule ID, step, expected and actual, the shrunk scenario in a few lines, where the case came
/// from, and the calls that replay it (the case, and the shrunk scenario as JSON). The same
/// seed gives the same message, byte for byte.
/// Serves the rule its finding names.
public struct ControllerCheckFailure: Error, CustomStringConvertible, Sendable {
    /// Where the failing scenario came from.
    public enum Origin: Sendable, Equatable {
        case generated(seed: UInt64, caseIndex: UInt64, profile: Profile)
        case replayed
    }

    public var controller: String
    package var shrunk: ShrunkControllerFinding
    public var origin: Origin
    let call: ControllerCall

    public var finding: ControllerFinding { shrunk.finding }

    init(controller: String, shrunk: ShrunkControllerFinding, origin: Origin, call: ControllerCall) {
        self.controller = controller
        self.shrunk = shrunk
        self.origin = origin
        self.call = call
    }

    /// The shrunk scenario as one line of canonical JSON (sorted keys), what `replaying:` takes.
    public var scenarioJSON: String {
        var scenario = shrunk.scenario
        scenario.name = "\(finding.ruleName)-\(finding.property.rawValue)"
        scenario.summary = nil
        let encoder = ScenarioFile.makeEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(scenario)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    public var description: String {
        let finding = self.finding
        let scenario = shrunk.scenario
        let mark = { (line: String) in replacingFirst(", .custom,", with: ", .custom (\(controller)),", in: line) }
        let action = finding.step == 0 ? "the initial state" : mark(scenario.actions[finding.step - 1].summary)
        var lines = [
            "\(controller) fails \(finding.property.rawValue) [\(finding.ruleName)]: \(finding.property.summary)",
            "  step \(finding.step) (\(action)): \(finding.field): expected \(finding.expected), got \(finding.actual)",
        ]
        var header = "  scenario (\(count(scenario.actions.count, "action")), \(count(ScenarioSummary.nodeCount(scenario), "view controller"))"
        if case .generated = origin {
            header += "; before shrinking \(count(shrunk.original.actions.count, "action")), "
                + "\(count(ScenarioSummary.nodeCount(shrunk.original), "view controller")); \(count(shrunk.steps, "shrink step"))"
        }
        lines.append(header + "), every .custom presentation made by \(controller):")
        lines += ScenarioSummary.lines(scenario).map { "    " + mark($0) }
        switch origin {
        case .generated(let seed, let caseIndex, let profile):
            let named = profile == .named(profile.name) ? ".\(profile.name.rawValue)" : "<the same profile>"
            lines.append("  seed \(seed), case \(caseIndex), profile \(profile)")
            lines.append("  replay the case: " + call.text("profile: \(named), seed: \(seed), firstCase: \(caseIndex), cases: 1"))
        case .replayed:
            lines.append("  replayed from JSON")
        }
        lines.append("  replay the scenario: " + call.text("replaying: #\"\(scenarioJSON)\"#"))
        return lines.joined(separator: "\n")
    }

    private func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    private func replacingFirst(_ target: String, with replacement: String, in text: String) -> String {
        guard let range = text.range(of: target) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }
}
