import Foundation
import PresCheck
import PresCheckCore

/// The generator page of `index.html`: what a run generated, from its PBT observations file
/// (`GeneratorFigures`), as inline SVG charts like the filmstrips (no scripts, nothing fetched):
/// the share of cases passed, failed, refused and duplicated, how they were generated, the
/// distributions of devices, orientations, styles, controllers and action kinds, the sizes of the
/// cases, rule and space coverage, time per phase when measured, and failures over the run.
/// Serves every rule ID: rule coverage charts each.
enum GeneratorPageHTML {
    static func section(_ figures: GeneratorFigures, source: String) -> [String] {
        let e = Markup.escape
        var lines = ["<h2 id=\"generator\">What the generator made</h2>",
                     "<p>From the observations file <code>\(e(source))</code>: \(figures.cases) cases "
                        + "(open it in Tyche to explore it further).</p>"]
        if !figures.unreadable.isEmpty {
            lines.append("<p class=\"finding\">Lines skipped: \(e(figures.unreadable.prefix(5).joined(separator: "; ")))"
                         + (figures.unreadable.count > 5 ? " and \(figures.unreadable.count - 5) more" : "") + "</p>")
        }
        lines.append("<div class=\"charts\">")
        lines.append(chart(GeneratorFigures.Distribution(title: "cases", counts: [
            ("passed", figures.passed), ("failed", figures.failed), ("refused (gave_up)", figures.gaveUp),
            ("duplicates", figures.duplicates),
        ]), total: figures.cases))
        lines.append(chart(figures.origins, total: figures.cases))
        for distribution in figures.categorical + figures.sizes { lines.append(chart(distribution, total: nil)) }
        let rules = GeneratorFigures.Distribution(title: "cases applying each rule",
                                                  counts: figures.ruleCases.map { ($0.rule, $0.cases) })
        lines.append(chart(rules, total: figures.cases))
        if !figures.timing.isEmpty {
            let total = figures.timing.reduce(0) { $0 + $1.seconds }
            lines.append(chart(GeneratorFigures.Distribution(title: "milliseconds per phase, all cases",
                                                             counts: figures.timing.map { ($0.key, Int(($0.seconds * 1000).rounded())) }),
                               total: nil, note: "\(Markup.number(total)) s in all"))
        }
        lines.append(failures(figures))
        lines.append("</div>")
        let reached = figures.spaceItems.count
        lines.append("<p>Space coverage: \(reached) of \(SpaceInventory.items.count) items reached.</p>")
        let missing = SpaceInventory.items.filter { !figures.spaceItems.contains($0) }
        if !missing.isEmpty {
            lines.append("<details><summary>Not reached (\(missing.count))</summary><p class=\"rules\">"
                         + e(missing.joined(separator: ", ")) + "</p></details>")
        }
        return lines
    }

    /// A horizontal bar chart: one row a label, bars scaled to the largest count; with `total`,
    /// each row also gives its share.
    static func chart(_ distribution: GeneratorFigures.Distribution, total: Int?, note: String? = nil) -> String {
        let e = Markup.escape
        let rowHeight = 16.0, labelWidth = 170.0, barWidth = 190.0, width = labelWidth + barWidth + 90
        let top = 22.0
        let height = top + rowHeight * Double(max(1, distribution.counts.count)) + 6
        let largest = max(1, distribution.counts.map(\.count).max() ?? 1)
        var svg = ["<figure class=\"chart\"><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Markup.number(width))\" "
                   + "height=\"\(Markup.number(height))\" viewBox=\"0 0 \(Markup.number(width)) \(Markup.number(height))\" "
                   + "font-family=\"\(SVGCanvas.fontFamily)\" font-size=\"11\" role=\"img\" aria-label=\"\(e(distribution.title))\">",
                   "<text x=\"0\" y=\"14\" font-weight=\"600\" font-size=\"12\">\(e(distribution.title))\(note.map { " (\(e($0)))" } ?? "")</text>"]
        if distribution.counts.isEmpty {
            svg.append("<text x=\"0\" y=\"\(Markup.number(top + 12))\" fill=\"#5b6472\">none</text>")
        }
        for (row, entry) in distribution.counts.enumerated() {
            let y = top + rowHeight * Double(row)
            let length = barWidth * Double(entry.count) / Double(largest)
            svg.append("<text x=\"\(Markup.number(labelWidth - 6))\" y=\"\(Markup.number(y + 11))\" text-anchor=\"end\">\(e(truncated(entry.label)))</text>")
            svg.append("<rect x=\"\(Markup.number(labelWidth))\" y=\"\(Markup.number(y + 2))\" width=\"\(Markup.number(length))\" "
                       + "height=\"\(Markup.number(rowHeight - 4))\" fill=\"#4f7fc4\"><title>\(e(entry.label)): \(entry.count)</title></rect>")
            var value = "\(entry.count)"
            if let total, total > 0 { value += " (\(Markup.number((Double(entry.count) * 1000 / Double(total)).rounded() / 10))%)" }
            svg.append("<text x=\"\(Markup.number(labelWidth + length + 4))\" y=\"\(Markup.number(y + 11))\" fill=\"#3b4452\">\(value)</text>")
        }
        svg.append("</svg></figure>")
        return svg.joined()
    }

    /// Failed cases so far against cases run: a step line, flat where the run found nothing new.
    static func failures(_ figures: GeneratorFigures) -> String {
        let width = 450.0, height = 140.0, left = 40.0, top = 22.0, bottom = 20.0
        let plotWidth = width - left - 10, plotHeight = height - top - bottom
        let cases = max(1, figures.cases)
        let most = max(1, figures.failed)
        var points = ["\(Markup.number(left)),\(Markup.number(top + plotHeight))"]
        var previous = 0
        for entry in figures.failuresOverTime {
            let x = left + plotWidth * Double(entry.caseNumber) / Double(cases)
            points.append("\(Markup.number(x)),\(Markup.number(top + plotHeight - plotHeight * Double(previous) / Double(most)))")
            points.append("\(Markup.number(x)),\(Markup.number(top + plotHeight - plotHeight * Double(entry.failures) / Double(most)))")
            previous = entry.failures
        }
        points.append("\(Markup.number(left + plotWidth)),\(Markup.number(top + plotHeight - plotHeight * Double(previous) / Double(most)))")
        return "<figure class=\"chart\"><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Markup.number(width))\" height=\"\(Markup.number(height))\" "
            + "viewBox=\"0 0 \(Markup.number(width)) \(Markup.number(height))\" font-family=\"\(SVGCanvas.fontFamily)\" font-size=\"11\" "
            + "role=\"img\" aria-label=\"failed cases over the run\">"
            + "<text x=\"0\" y=\"14\" font-weight=\"600\" font-size=\"12\">failed cases over the run</text>"
            + "<line x1=\"\(Markup.number(left))\" y1=\"\(Markup.number(top + plotHeight))\" x2=\"\(Markup.number(left + plotWidth))\" "
            + "y2=\"\(Markup.number(top + plotHeight))\" stroke=\"#8a93a0\"/>"
            + "<line x1=\"\(Markup.number(left))\" y1=\"\(Markup.number(top))\" x2=\"\(Markup.number(left))\" y2=\"\(Markup.number(top + plotHeight))\" stroke=\"#8a93a0\"/>"
            + "<text x=\"\(Markup.number(left - 4))\" y=\"\(Markup.number(top + 8))\" text-anchor=\"end\">\(figures.failed)</text>"
            + "<text x=\"\(Markup.number(left - 4))\" y=\"\(Markup.number(top + plotHeight))\" text-anchor=\"end\">0</text>"
            + "<text x=\"\(Markup.number(left + plotWidth))\" y=\"\(Markup.number(height - 4))\" text-anchor=\"end\">\(figures.cases) cases</text>"
            + "<polyline fill=\"none\" stroke=\"#b3261e\" stroke-width=\"2\" points=\"\(points.joined(separator: " "))\"/>"
            + "</svg></figure>"
    }

    private static func truncated(_ label: String) -> String {
        label.count <= 28 ? label : String(label.prefix(27)) + "…"
    }
}
