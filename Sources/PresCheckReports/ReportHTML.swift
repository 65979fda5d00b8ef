import PresCheck
import PresCheckCore
import PresentationEngine

/// `index.html`: one self-contained page (inline CSS and SVG, no script, no font or file from
/// anywhere) that reads without JavaScript and parses as XML: a summary, a fuzz run's figures
/// when there is one, the conformance matrix, every file, and a section per counterexample and
/// failing file with its filmstrip, the failing step enlarged, the words of `explain` and the
/// replay command.
/// Serves every rule ID.
enum ReportHTML {
    static func text(_ report: CorpusReport, matrix: ConformanceMatrix) -> String {
        var page: [String] = [
            "<!DOCTYPE html>",
            "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
            "<title>PresCheck report: \(e(report.corpus))</title>",
            "<style>",
            ReportStyle.css,
            "</style>",
            "</head>",
            "<body>",
            "<main>",
            "<h1>PresCheck report</h1>",
            "<p class=\"muted\">Corpus <code>\(e(report.corpus))</code>"
                + (report.timestamp.map { " · generated \(e($0))" } ?? "") + ". Expected values come from the oracle, the spec's reading.</p>",
        ]
        let sections = report.files.filter(\.hasSection)
        var nav = ["<a href=\"#summary\">Summary</a>"]
        if report.fuzz != nil { nav.append("<a href=\"#fuzz\">Fuzz run</a>") }
        if report.generator != nil { nav.append("<a href=\"#generator\">Generator</a>") }
        nav += ["<a href=\"#matrix\">Conformance matrix</a>",
                "<a href=\"#counterexamples\">Counterexamples and failures (\(sections.count))</a>"]
        if report.files.contains(where: \.isGoldenStory) { nav.append("<a href=\"#stories\">Golden stories</a>") }
        nav.append("<a href=\"#files\">All files</a>")
        page.append("<nav>" + nav.joined(separator: " ") + "</nav>")
        page += summary(report, matrix: matrix)
        if let fuzz = report.fuzz { page += fuzzSection(fuzz, report: report) }
        if let generator = report.generator { page += GeneratorPageHTML.section(generator.figures, source: generator.source) }
        page += MatrixHTML.section(matrix, files: report.files)
        page.append("<h2 id=\"counterexamples\">Counterexamples and failures</h2>")
        if sections.isEmpty { page.append("<p>None: the corpus has no counterexample and every file keeps its verdicts.</p>") }
        for file in sections { page += SectionHTML.article(file) }
        page += GalleryHTML.section(report.files)
        page += fileTable(report)
        page += ["<footer>Written by <code>prescheck report</code>. Every picture is drawn from observations: window points, "
                 + "views back to front.</footer>", "</main>", "</body>", "</html>"]
        return page.joined(separator: "\n") + "\n"
    }

    static func e(_ text: String) -> String { Markup.escape(text) }

    private static func tile(_ value: String, _ label: String, _ kind: String = "") -> String {
        "<div class=\"tile\(kind.isEmpty ? "" : " \(kind)")\"><b>\(e(value))</b>\(e(label))</div>"
    }

    private static func summary(_ report: CorpusReport, matrix: ConformanceMatrix) -> [String] {
        let modelled = RuleCatalogue.modelled.count
        let exercised = report.ruleCoverage.filter { $0.files > 0 }.count
        let caught = report.defectCatches.filter { !$0.files.isEmpty }.count
        let records = report.findingRecords
        var lines = ["<h2 id=\"summary\">Summary</h2>", "<div class=\"tiles\">"]
        lines.append(tile("\(report.files.count + report.unreadable.count)", "corpus files"))
        lines.append(tile("\(report.passedCount)", "keep their verdicts", report.failedCount == 0 && report.unreadable.isEmpty ? "good" : ""))
        lines.append(tile("\(report.failedCount)", "fail", report.failedCount > 0 ? "bad" : ""))
        lines.append(tile("\(report.unreadable.count)", "unreadable", report.unreadable.isEmpty ? "" : "bad"))
        lines.append(tile("\(report.counterexamples.count)", "counterexamples"))
        lines.append(tile("\(records.filter(\.isKnown).count)", "known failures (recorded)"))
        lines.append(tile("\(exercised)/\(RuleCatalogue.all.count)", "rules exercised (\(modelled) modelled)"))
        lines.append(tile("\(caught)/\(Defect.allCases.count)", "defects caught", caught == Defect.allCases.count ? "good" : "bad"))
        lines.append("</div>")
        let failing = report.files.filter { !$0.passed }
        if failing.isEmpty, report.unreadable.isEmpty {
            lines.append("<p>Every readable file keeps its verdicts: each known failure is one its verdicts record.</p>")
        }
        if !failing.isEmpty {
            lines.append("<p><strong>Failing files</strong> (a missed verdict or golden value):</p><ul>")
            for file in failing {
                lines.append("<li><a href=\"#\(file.sectionAnchor)\"><code>\(e(file.path))</code></a>: "
                             + e(file.error ?? file.check?.report.first ?? "failed") + "</li>")
            }
            lines.append("</ul>")
        }
        if !report.unreadable.isEmpty {
            lines.append("<p><strong>Unreadable files</strong> (skipped; the rest of the report stands):</p>")
            lines.append("<table><thead><tr><th>file</th><th>field</th><th>problem</th></tr></thead><tbody>")
            for file in report.unreadable {
                lines.append("<tr><td><code>\(e(file.path))</code></td><td><code>\(e(file.field.isEmpty ? "—" : file.field))</code></td>"
                             + "<td>\(e(file.problem))</td></tr>")
            }
            lines.append("</tbody></table>")
        }
        let uncaught = report.defectCatches.filter { $0.files.isEmpty }
        if !uncaught.isEmpty {
            lines.append("<p><strong>Defects no corpus file catches</strong> under the rules the defect table names: "
                         + uncaught.map { "<code>\(e($0.defect.rawValue))</code> (\(e($0.rules.map(\.id).joined(separator: " or "))))" }
                             .joined(separator: ", ") + ".</p>")
        }
        return lines
    }

    private static func fuzzSection(_ fuzz: FuzzFigures, report: CorpusReport) -> [String] {
        var lines = ["<h2 id=\"fuzz\">Fuzz run</h2>"]
        lines.append("<p>Seed <code>\(fuzz.seed)</code>, profile <code>\(e(fuzz.profile.rawValue))</code>, subject <code>\(e(fuzz.subject.description))</code>"
                     + (fuzz.shard == "0/1" ? "" : ", shard \(e(fuzz.shard))") + ": <strong>\(fuzz.casesRun) cases</strong>"
                     + (fuzz.targetRules.isEmpty ? "" : ", keeping findings under \(e(fuzz.targetRules.map(\.id).joined(separator: ", ")))") + ".</p>")
        if fuzz.findings.isEmpty {
            lines.append("<p>No finding.</p>")
        } else {
            lines.append("<table><thead><tr><th>rule</th><th>finding</th><th>cases</th><th>file</th></tr></thead><tbody>")
            for found in fuzz.findings {
                let link = found.path.flatMap { path in report.files.first { $0.path == path } }
                let file = found.path.map { path in
                    (link.map { "<a href=\"#\($0.link)\"><code>\(e(path))</code></a>" } ?? "<code>\(e(path))</code>") + " (\(e(found.status)))"
                } ?? "not saved"
                lines.append("<tr><td>\(e(found.finding.ruleName))</td><td>\(e(found.finding.signature.description))</td>"
                             + "<td>\(found.cases)</td><td>\(file)</td></tr>")
            }
            lines.append("</tbody></table>")
        }
        for error in fuzz.errors { lines.append("<p class=\"st-fail\">error: \(e(error))</p>") }
        let reached = fuzz.coverage.filter { $0.cases > 0 }
        lines.append("<p><strong>Rule coverage</strong> (cases that applied each rule): "
                     + (reached.isEmpty ? "none" : reached.map { "\(e($0.rule)) \($0.cases)" }.joined(separator: ", ")) + ".</p>")
        let missed = fuzz.coverage.filter { $0.cases == 0 && RuleCatalogue.rule($0.rule)?.isModelled == true }.map(\.rule)
        if !missed.isEmpty, fuzz.casesRun > 0 {
            lines.append("<p>Modelled rules no case applied: \(e(missed.joined(separator: ", "))).</p>")
        }
        lines.append("<p><strong>Space coverage</strong>: \(e(fuzz.space.summary)).</p>")
        return lines
    }

    private static func fileTable(_ report: CorpusReport) -> [String] {
        var lines = ["<h2 id=\"files\">All files</h2>",
                     "<p>\(report.files.count) readable files; paths are inside <code>\(e(report.corpus))</code>. Counterexamples and failing "
                        + "files link to their section.</p>",
                     "<details><summary>Every file with its status, verdicts and the rules its oracle run applies</summary>",
                     "<table class=\"files\"><thead><tr><th>status</th><th>file</th><th>verdicts</th><th>rules the oracle applies</th></tr>"
                        + "</thead><tbody>"]
        for file in report.files {
            let status = file.error != nil ? "error" : file.passed ? "pass" : "fail"
            let path = "<code>\(e(file.relativePath))</code>"
            let name = file.hasSection ? "<a href=\"#\(file.sectionAnchor)\">\(path)</a>" : path
            var verdicts = file.scenario.verdicts.isEmpty ? "implicit only" : "\(file.scenario.verdicts.count) written"
            if file.expectedFailures > 0 { verdicts += ", \(file.expectedFailures) known failure\(file.expectedFailures == 1 ? "" : "s")" }
            if let missed = file.check?.missed.count, missed > 0 { verdicts += ", <strong>\(missed) missed</strong>" }
            lines.append("<tr id=\"\(file.rowAnchor)\"><td class=\"status st-\(status)\">\(status.uppercased())</td><td>\(name)</td>"
                         + "<td>\(verdicts)</td><td class=\"rules\">\(e(file.exercised.joined(separator: ", ")))</td></tr>")
        }
        lines.append("</tbody></table></details>")
        return lines
    }
}
