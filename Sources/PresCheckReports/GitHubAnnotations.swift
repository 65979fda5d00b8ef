import Foundation
import PresCheck
import PresCheckCore

/// GitHub Actions workflow commands for failures: `::error file=<path>,title=<RULE-ID>::<message>`,
/// one line per failing file or finding, printed by `check`, `replay`, `report` and `fuzz` when the
/// environment variable `GITHUB_ACTIONS` is exactly `true` (as the runner sets it).
/// Serves every rule ID: each line's title is the one the failure is filed under.
package enum GitHubAnnotations {
    /// Whether to print annotations: `GITHUB_ACTIONS` is exactly `true`.
    package static func isEnabled(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// The one place an annotation is formatted. Properties escape `%`, CR, LF, `:` and `,`; the
    /// message escapes `%`, CR and LF (GitHub's workflow-command encoding).
    /// Without a file (a finding that was not saved) the line names the title only.
    package static func error(file: String?, title: String, message: String) -> String {
        let location = file.map { "file=\(escapeProperty($0))," } ?? ""
        return "::error \(location)title=\(escapeProperty(title))::\(escapeData(message))"
    }

    /// One line per missed verdict of a checked file, titled with its first finding's rule (the
    /// verdict's own rule, or its property for a crash or hang, when there is no finding), and
    /// one per missed golden value.
    package static func lines(for check: VerdictCheck, file: String) -> [String] {
        var lines = check.missed.map { result in
            error(file: file, title: result.findings.first?.ruleName ?? result.verdict.rule?.id ?? result.verdict.property.rawValue,
                  message: result.message)
        }
        lines += check.engineExpectationFailures.map {
            error(file: file, title: $0.rules.first ?? "golden", message: "engine missed golden value: \($0)")
        }
        lines += check.oracleExpectationFailures.map {
            error(file: file, title: $0.rules.first ?? "golden", message: "oracle missed golden value: \($0)")
        }
        return lines
    }

    /// One line per rule an engine-versus-oracle check (`--defect` runs) finds differences under:
    /// its first difference.
    package static func lines(for check: ScenarioCheck, file: String) -> [String] {
        var rules: [String] = []
        var lines: [String] = []
        for violation in check.violations where !rules.contains(violation.ruleName) {
            rules.append(violation.ruleName)
            lines.append(error(file: file, title: violation.ruleName, message: "engine ≠ oracle: \(check.difference(violation))"))
        }
        lines += check.engineExpectationFailures.map {
            error(file: file, title: $0.rules.first ?? "golden", message: "engine missed golden value: \($0)")
        }
        return lines
    }

    /// One line per finding of a fuzz run that is new to the corpus (a new file, or a new verdict
    /// in a stored one), named by the file it was saved in.
    package static func lines(for fuzz: FuzzFigures) -> [String] {
        fuzz.findings.filter(\.isNew).map { found in
            error(file: found.path, title: found.finding.ruleName,
                  message: "\(found.finding) (\(found.cases) case\(found.cases == 1 ? "" : "s") of seed \(fuzz.seed))")
        }
    }

    /// The line for a file that could not be read.
    package static func line(for error: ScenarioFile.LoadError, file: String) -> String {
        self.error(file: file, title: "unreadable", message: error.field.isEmpty ? error.problem : "\(error.field): \(error.problem)")
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
