import PresCheck
import PresCheckCore
import PresentationEngine

/// `conformance.md`: the rule ID × subject matrix as a Markdown table, test262 and wpt.fyi style,
/// with its key and what a cell means. Links go to the counterexample sections of `index.html`,
/// which is written beside it.
/// Serves every rule ID, and the defect table.
enum ConformanceMarkdown {
    static func text(_ report: CorpusReport, matrix: ConformanceMatrix) -> String {
        var lines = ["# Conformance", ""]
        lines.append("Corpus `\(report.corpus)`: \(report.files.count + report.unreadable.count) files, \(report.passedCount) passed, "
                     + "\(report.failedCount) failed, \(report.unreadable.count) unreadable; \(report.counterexamples.count) counterexamples.")
        if let timestamp = report.timestamp { lines.append("Generated \(timestamp).") }
        if let fuzz = report.fuzz {
            lines.append("Fuzz run: seed \(fuzz.seed), profile \(fuzz.profile.rawValue), \(fuzz.subject), \(fuzz.casesRun) cases, "
                         + "\(fuzz.findings.count) finding\(fuzz.findings.count == 1 ? "" : "s") (\(fuzz.findings.filter(\.isNew).count) new).")
        }
        lines += ["", "Each cell is *passing / cases* for the row's rule and the column's subject; `—` means no corpus file bears on "
                  + "the rule. ✗ links to the first failing file in [`index.html`](index.html). **Bold** cells are the rules the "
                  + "defect table says must catch the column's defect; ⚠ marks one the corpus does not catch it under, and a "
                  + "regression is a failure of the conforming engine that no verdict records.", ""]
        let codes = columnCodes(matrix)
        lines.append("| rule | " + codes.joined(separator: " | ") + " |")
        lines.append("|---|" + String(repeating: "---|", count: codes.count))
        for (row, rule) in matrix.rows.enumerated() {
            let modelled = RuleCatalogue.rule(rule)?.isModelled ?? true
            var cells = ["\(rule)\(modelled ? "" : "\\*")"]
            for column in matrix.subjects.indices { cells.append(cellText(matrix, row: row, column: column)) }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines += ["", "\\* not modelled by the oracle: no file can exercise it, only findings count.", "", "## Columns", ""]
        lines.append("| column | subject | must be caught under |")
        lines.append("|---|---|---|")
        for (column, subject) in matrix.subjects.enumerated() {
            let defects = subject.defects
            let rules = defects.count == 1 ? defects[0].rules.map(\.id).joined(separator: ", ") : "—"
            lines.append("| \(codes[column]) | `\(subject)` | \(rules) |")
        }
        lines += ["", "## How to read a cell", ""]
        lines += legend.map { "- " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a cell means, in the words both `conformance.md` and `index.html` use.
    static let legend = [
        "**cases**: the corpus files whose oracle run applies the rule at some step, plus those on which the subject has a "
            + "finding filed under the rule.",
        "**failing**: the files on which the subject, replayed now, has at least one finding (any property) filed under the "
            + "rule; **passing** is the rest. For a defect's column, failing is good news: the corpus catches the defect there.",
        "**recorded**: failing files whose written verdicts record that failure (a known failure, e.g. the defect a "
            + "counterexample catches); a conforming-engine failure that is not recorded is a regression.",
        "A file that records a crash or hang is not run in this process; it counts only in the crash and hang rows, from "
            + "its verdicts checked in a child process.",
    ]

    /// `engine`, `D1`, `D2`, …: short column names (the key follows the table).
    static func columnCodes(_ matrix: ConformanceMatrix) -> [String] {
        var defectNumber = 0
        return matrix.subjects.map { subject in
            if subject == .conformingEngine { return "engine" }
            defectNumber += 1
            return "D\(defectNumber)"
        }
    }

    private static func cellText(_ matrix: ConformanceMatrix, row: Int, column: Int) -> String {
        let cell = matrix.cells[row][column]
        guard cell.cases > 0 else { return cell.mustCatch ? "**—** ⚠" : "—" }
        var text = "\(cell.passing)/\(cell.cases)"
        if cell.mustCatch { text = "**\(text)**" }
        if let link = cell.firstFailure {
            let word = matrix.isRegression(row: row, column: column) ? "✗ regression" : "✗"
            text += " [\(word)](index.html#\(link.anchor))"
        }
        if matrix.isUncaught(row: row, column: column) { text += " ⚠" }
        return text
    }
}
