import PresCheck
import PresCheckCore

/// The gallery of golden stories in `index.html`, collapsed by default: every hand-written story
/// of the corpus as its name, its summary and the filmstrip of its steps, so the first report a
/// newcomer opens shows what the catalogue's behaviours look like, even when nothing fails.
/// Serves every rule ID the stories cite.
enum GalleryHTML {
    static func section(_ files: [CorpusReport.FileEntry]) -> [String] {
        let e = Markup.escape
        let stories = files.filter { $0.isGoldenStory && $0.explanation != nil }
        guard !stories.isEmpty else { return [] }
        var lines = ["<h2 id=\"stories\">Golden stories</h2>",
                     "<p>The corpus's hand-written stories, each checked against values computed by hand from the catalogue: "
                        + "what the behaviours look like, step by step (the views back to front at the observed frames).</p>",
                     "<details class=\"gallery\"><summary>Show the \(stories.count) stories</summary>"]
        for file in stories {
            guard let explanation = file.explanation else { continue }
            let status = file.passed ? "<span class=\"badge pass\">PASS</span>" : "<a href=\"#\(file.sectionAnchor)\" class=\"badge fail\">FAIL</a>"
            lines.append("<section class=\"story\" id=\"story-\(Markup.anchor(file.relativePath))\">")
            lines.append("<h3>\(status)<code>\(e(file.relativePath))</code></h3>")
            lines.append("<p><strong>\(e(file.scenario.name))</strong></p>")
            if let summary = file.scenario.summary { lines.append("<p class=\"muted\">\(e(summary))</p>") }
            lines.append("<div class=\"filmstrip\">")
            for scene in explanation.scenes {
                lines.append("<span title=\"\(e(scene.title))\">" + StepPicture.render(scene, size: .thumbnail).svg + "</span>")
            }
            lines.append("</div></section>")
        }
        lines.append("</details>")
        return lines
    }
}
