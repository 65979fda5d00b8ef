import PresCheck
import PresCheckCore

/// One counterexample's (or failing file's) section of `index.html`: what it is, its verdicts,
/// the first failure, the filmstrip of every step (each thumbnail links to its words), the
/// failing step enlarged beside the words of `explain`, and the commands that replay and
/// explain it.
/// Serves every rule ID a finding names.
enum SectionHTML {
    static func article(_ file: CorpusReport.FileEntry) -> [String] {
        let e = Markup.escape
        let anchor = file.sectionAnchor
        var lines = ["<article class=\"counterexample\(file.passed ? "" : " failing")\" id=\"\(anchor)\">"]
        let rule = file.scenario.origin?.finding.ruleName ?? file.scenario.verdicts.first { $0.outcome == .fail }?.rule?.id
        var badges = [file.passed ? "<span class=\"badge pass\">PASS</span>" : "<span class=\"badge fail\">FAIL</span>"]
        if let rule { badges.append("<span class=\"badge rule\">\(e(rule))</span>") }
        lines.append("<h3>\(badges.joined())<code>\(e(file.path))</code></h3>")
        lines.append("<p><strong>\(e(file.scenario.name))</strong>" + (file.scenario.summary.map { ": \(e($0))" } ?? "") + "</p>")
        lines += verdictList(file)
        if let error = file.error { lines.append("<p class=\"finding\">\(e(error))</p>") }
        guard let explanation = file.explanation else {
            lines.append("<pre>\(e(CorpusReport.replayCommand(file.path)))</pre>")
            lines.append("</article>")
            return lines
        }
        lines.append(explanation.primary == nil ? "<p>\(e(explanation.conclusion))</p>" : "<p class=\"finding\">✗ \(e(explanation.conclusion))</p>")
        if let note = explanation.note { lines.append("<p class=\"muted\">\(e(note))</p>") }
        let scenes = explanation.scenes
        lines.append("<p class=\"muted\">Every step (the failing ones framed in red); select one to read what it did.</p>")
        lines.append("<div class=\"filmstrip\">")
        for scene in scenes {
            lines.append("<a href=\"#\(anchor)-step-\(scene.step)\" title=\"\(e(scene.title))\">")
            lines.append(StepPicture.render(scene, size: .thumbnail).svg)
            lines.append("</a>")
        }
        lines.append("</div>")
        // The failing step enlarged, beside the words of every step.
        lines.append("<div class=\"pictures\">")
        let enlarged = explanation.failingStep ?? (scenes.count - 1)
        if let scene = scenes.first(where: { $0.step == enlarged }) {
            lines.append("<figure>")
            lines.append(StepPicture.render(scene, size: .large).svg)
            lines.append("<figcaption>Step \(scene.step) enlarged\(explanation.failingStep == nil ? " (the last step; nothing fails)" : ""): "
                         + "the views of \(e(scene.source)), back to front, at the frames observed; outlines show where the oracle "
                         + "expects them.</figcaption>")
            lines.append("</figure>")
        }
        lines.append("<div class=\"words\">")
        lines.append("<p class=\"muted\">" + explanation.headerLines.dropFirst().map(e).joined(separator: "<br/>") + "</p>")
        lines.append("<ol class=\"steps\" start=\"0\">")
        for step in explanation.steps {
            let failing = !step.findings.isEmpty
            lines.append("<li id=\"\(anchor)-step-\(step.index)\"\(failing ? " class=\"failing\"" : "")>"
                         + "<strong>\(e(explanation.title(of: step)))</strong><ul>")
            for effect in step.effects { lines.append("<li>\(e(effect))</li>") }
            lines.append("<li class=\"rules\">Rules applied: \(e(step.rules.isEmpty ? "none" : step.rules.ids.joined(separator: ", "))).</li>")
            for line in explanation.findingLines(of: step) {
                lines.append("<li\(line.hasPrefix("✗") ? " class=\"part\"" : "")>\(e(line))</li>")
            }
            lines.append("</ul></li>")
        }
        lines.append("</ol></div></div>")
        lines.append("<pre>\(e(CorpusReport.replayCommand(file.path)))\n\(e(CorpusReport.explainCommand(file.path)))</pre>")
        lines.append("</article>")
        return lines
    }

    private static func verdictList(_ file: CorpusReport.FileEntry) -> [String] {
        guard let check = file.check else { return [] }
        let shown = check.results.filter { !$0.isImplicit || !$0.holds }
        var items = shown.map { result in
            "<li>\(result.holds ? "holds" : "<strong>MISSED</strong>") \(Markup.escape(result.message))"
                + (result.isImplicit ? " <span class=\"muted\">(implicit)</span>" : "") + "</li>"
        }
        items += check.engineExpectationFailures.map { "<li><strong>engine missed golden value</strong> \(Markup.escape($0.description))</li>" }
        items += check.oracleExpectationFailures.map { "<li><strong>oracle missed golden value</strong> \(Markup.escape($0.description))</li>" }
        guard !items.isEmpty else { return ["<p class=\"muted\">No written verdicts; every implicit one holds.</p>"] }
        return ["<ul class=\"verdicts\">"] + items + ["</ul>"]
    }
}
