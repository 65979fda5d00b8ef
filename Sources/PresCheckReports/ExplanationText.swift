import PresCheck
import PresCheckCore

/// The words of an explanation, as `prescheck explain` prints them and the report repeats them.
/// Serves every rule ID: each step names the rules applied and each finding its rule.
extension ScenarioExplanation {
    /// The heading lines: scenario, device, subject, root tree, and a note.
    package var headerLines: [String] {
        var device = "\(scenario.device.rawValue) \(scenario.orientation.rawValue)"
        if let width = scenario.splitWidth { device += ", width \(Markup.number(width))" }
        var lines = ["scenario: \(scenario.name) (\(device), \(scenario.actions.count) action\(scenario.actions.count == 1 ? "" : "s"))"]
        if let summary = scenario.summary { lines.append("summary: \(summary)") }
        lines.append("subject: \(subject)" + (engine == nil ? " (not run here)" : "")
                     + "; expected values come from the oracle, the spec's reading")
        lines.append("root: \(scenario.root.summary)")
        if let note { lines.append("note: \(note)") }
        return lines
    }

    /// `step 3 — P4.dismiss(animated: true)`.
    package func title(of step: Step) -> String { "step \(step.index) — \(step.actionText)" }

    /// What the step did, the rules applied, and where the subject parts from the oracle.
    package func bodyLines(of step: Step) -> [String] {
        var lines = step.effects
        lines.append("Rules applied: " + (step.rules.isEmpty ? "none" : step.rules.ids.joined(separator: ", ")) + ".")
        lines += findingLines(of: step)
        return lines
    }

    /// One line per finding of the step; for a step without one, whether engine and oracle agree.
    package func findingLines(of step: Step) -> [String] {
        var lines: [String] = []
        for finding in step.findings {
            if finding.property == .differential {
                lines.append("✗ engine and oracle part: \(finding.ruleName) \(finding.field): expected \(finding.expected), "
                             + "\(finding.subject) gave \(finding.actual).")
            } else {
                lines.append("✗ \(finding.signature): \(finding.field): expected \(finding.expected), got \(finding.actual).")
            }
        }
        if lines.isEmpty, engine != nil { lines.append("Engine and oracle agree.") }
        return lines
    }

    /// The closing line: the first failure, or that there is none.
    package var conclusion: String {
        guard let primary else {
            return engine == nil ? "No finding could be checked here." : "No finding: \(subject) and the oracle agree at every step and keep every property."
        }
        return "First failure: step \(primary.step), \(primary.signature): \(primary.field): expected \(primary.expected), got \(primary.actual)."
    }

    /// The whole explanation as text, with the command that replays the file when given.
    package func text(replay: String? = nil) -> String {
        var lines = headerLines
        for step in steps {
            lines.append("")
            lines.append(title(of: step))
            lines += bodyLines(of: step).map { "  " + $0 }
        }
        lines.append("")
        lines.append(conclusion)
        if let replay { lines.append("replay: \(replay)") }
        return lines.joined(separator: "\n")
    }
}
