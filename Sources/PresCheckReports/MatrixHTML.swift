import PresCheck
import PresCheckCore
import PresentationEngine

/// The conformance matrix in `index.html`: rules down, subjects across, *passing / cases* in each
/// cell, coloured and marked by what the cell means (so colour is never the only sign), with a
/// legend and every rule's summary.
/// Serves every rule ID, and the defect table.
enum MatrixHTML {
    static func section(_ matrix: ConformanceMatrix, files: [CorpusReport.FileEntry] = []) -> [String] {
        let e = Markup.escape
        var lines = ["<h2 id=\"matrix\">Conformance matrix</h2>",
                     "<p>Rules down, subjects across: the conforming engine, then the engine with each injectable defect. "
                        + "Each cell is <strong>passing / cases</strong>; ✗ links to the first failing file.</p>"]
        lines.append("<div class=\"legend\">")
        for (kind, text) in [("pass", "conforming engine passes every case"), ("regression", "✗ conforming engine fails, not recorded (regression)"),
                             ("known", "✗ conforming engine fails, recorded by a verdict"), ("caught", "✗ the corpus catches the defect here"),
                             ("open", "defect not caught here"), ("none", "— no corpus file bears on the rule")] {
            lines.append("<span><span class=\"swatch\" style=\"\(swatchStyle(kind))\"></span>\(e(text))</span>")
        }
        lines.append("<span><span class=\"swatch\" style=\"box-shadow: inset 0 0 0 2px #3b4452\"></span>the defect table says this rule must catch it</span>")
        lines.append("<span><span class=\"swatch\" style=\"box-shadow: inset 0 0 0 2px #9b1c1c\"></span>⚠ … and the corpus does not</span>")
        lines.append("</div>")
        lines.append("<ul class=\"meaning\">" + ConformanceMarkdown.legend.map { "<li>\(inline($0))</li>" }.joined() + "</ul>")
        lines.append("<div class=\"matrix-wrap\"><table class=\"matrix\"><thead><tr><th>rule</th>")
        for subject in matrix.subjects {
            let name = subject == .conformingEngine ? "engine (conforming)" : subject.defects.map(\.rawValue).joined(separator: "+")
            let wrapped = e(name).replacingOccurrences(of: "-", with: "-<wbr/>").replacingOccurrences(of: "+", with: "+<wbr/>")
            lines.append("<th class=\"subject\" title=\"\(e(subject.description))\">\(wrapped)\(defectPicture(subject, files: files))</th>")
        }
        lines.append("</tr></thead><tbody>")
        for (row, rule) in matrix.rows.enumerated() {
            let entry = RuleCatalogue.rule(rule)
            let title = entry.map { "\($0.id) [\($0.marks)]: \($0.summary)" } ?? "\(rule): the process running a case"
            var cells = ["<th class=\"rule\" title=\"\(e(title))\">\(e(rule))\(entry?.isModelled == false ? "*" : "")</th>"]
            for column in matrix.subjects.indices { cells.append(cell(matrix, row: row, column: column)) }
            lines.append("<tr>" + cells.joined() + "</tr>")
        }
        lines.append("</tbody></table></div>")
        lines.append("<p class=\"muted\">* not modelled by the oracle: no file can exercise it, only findings count.</p>")
        lines.append("<details><summary>What each rule says</summary><table><tbody>")
        for rule in RuleCatalogue.all {
            lines.append("<tr><th>\(e(rule.id))</th><td>[\(e(rule.marks))]\(rule.isModelled ? "" : " not modelled")</td><td>\(e(rule.summary))</td></tr>")
        }
        lines.append("</tbody></table></details>")
        return lines
    }

    /// For a defect's column: the failing step of the first stored counterexample that records the
    /// defect as caught (a written fail verdict for its subject that holds), as a thumbnail linking
    /// to its section; nothing for the conforming engine or a defect no counterexample records.
    static func defectPicture(_ subject: Subject, files: [CorpusReport.FileEntry]) -> String {
        guard subject != .conformingEngine else { return "" }
        let catching = files.first { file in
            file.isCounterexample && file.explanation != nil && file.check?.results.contains {
                !$0.isImplicit && $0.holds && $0.verdict.outcome == .fail && $0.verdict.subject == subject
            } == true
        }
        guard let file = catching, let explanation = file.explanation else { return "" }
        let step = explanation.failingStep ?? (explanation.scenes.count - 1)
        guard let scene = explanation.scenes.first(where: { $0.step == step }) else { return "" }
        return "<a class=\"defect-picture\" href=\"#\(file.sectionAnchor)\" title=\"\(Markup.escape("caught by \(file.path), step \(step)"))\">"
            + StepPicture.render(scene, size: .thumbnail).svg + "</a>"
    }

    private static func cell(_ matrix: ConformanceMatrix, row: Int, column: Int) -> String {
        let cell = matrix.cells[row][column]
        let isEngine = matrix.subjects[column] == .conformingEngine
        var classes: [String]
        if cell.cases == 0 {
            classes = ["none"]
        } else if isEngine {
            classes = [cell.failing == 0 ? "pass" : matrix.isRegression(row: row, column: column) ? "regression" : "known"]
        } else {
            classes = [cell.failing > 0 ? "caught" : "open"]
        }
        if cell.mustCatch { classes.append(matrix.isUncaught(row: row, column: column) ? "uncaught" : "must") }
        var text = cell.cases == 0 ? "—" : "\(cell.passing)/\(cell.cases)"
        if let link = cell.firstFailure {
            text += "<small><a href=\"#\(link.anchor)\" title=\"\(Markup.escape(link.path))\">✗ \(cell.failing)</a></small>"
        }
        if matrix.isUncaught(row: row, column: column) { text += "<small>⚠ not caught</small>" }
        let title = "\(matrix.rows[row]) on \(matrix.subjects[column]): \(cell.cases) cases, \(cell.failing) failing, \(cell.recorded) recorded"
        return "<td class=\"\(classes.joined(separator: " "))\" title=\"\(Markup.escape(title))\">\(text)</td>"
    }

    private static func swatchStyle(_ kind: String) -> String {
        switch kind {
        case "pass": return "background: #e3f4e8"
        case "regression": return "background: #fde2e1"
        case "known": return "background: #fff0d6"
        case "caught": return "background: #e2ecfb"
        case "open": return "background: #ffffff"
        default: return "background: #f4f5f7"
        }
    }

    /// The legend's Markdown emphasis (`**word**`) as HTML.
    private static func inline(_ text: String) -> String {
        let parts = Markup.escape(text).components(separatedBy: "**")
        return parts.enumerated().map { $0.offset % 2 == 1 ? "<strong>\($0.element)</strong>" : $0.element }.joined()
    }
}
