import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PresCheckCore
import PresCheckReports

/// A small corpus for report tests: a known FRAME-3 counterexample, a golden story and an
/// unreadable file.
package enum ReportFixtures {
    /// `centered-card` P2 under a `.fullScreen` P4 dismissed animated: under
    /// frame-reset-under-fullscreen, P2 sits at the window bounds at step 3 instead of its card
    /// frame (w/1.5, h/2) centred in 393×852: (65.5, 213, 262, 426).
    package static let frame3 = Scenario(
        name: "FRAME-3-differential", device: .phone,
        root: Node(id: "R"),
        actions: [
            .present(PresentAction(source: "R", node: Node(id: "P2"), style: .custom, controller: .centeredCard)),
            .present(PresentAction(source: "P2", node: Node(id: "P4"), style: .fullScreen)),
            .dismiss(node: "P4", animated: true),
        ],
        verdicts: [.pass(.conformingEngine, .differential), .fail(.engine([.frameResetUnderFullscreen]), .differential, rule: .frame3)])
    package static let expectedP2 = Rect(x: 65.5, y: 213, width: 262, height: 426)
    package static let actualP2 = Rect(x: 0, y: 0, width: 393, height: 852)
    package static let counterexamplePath = "counterexamples/FRAME-3/frame3.json"

    /// A temporary corpus with the counterexample, one golden file and an unreadable file.
    package static func corpus(brokenVerdict: Bool = false) throws -> URL {
        let folder = try Fixtures.temporaryFolder()
        let counterexample = folder.appendingPathComponent(counterexamplePath)
        try FileManager.default.createDirectory(at: counterexample.deletingLastPathComponent(), withIntermediateDirectories: true)
        var scenario = frame3
        if brokenVerdict { scenario.verdicts[1].rule = .frame4 }
        try ScenarioFile.write(scenario, to: counterexample)
        let golden = Fixtures.golden.appendingPathComponent("frame-toast-under-fullscreen.json")
        try FileManager.default.copyItem(at: golden, to: folder.appendingPathComponent("golden.json"))
        try Data(#"{"schemaVersion": 2, "name": "x", "device": "phone", "root": {"id": "R"}, "actions": [{"do": "dismiss"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("zz-broken.json"))
        return folder
    }

    package static func report(brokenVerdict: Bool = false) throws -> (report: CorpusReport, folder: URL) {
        let folder = try corpus(brokenVerdict: brokenVerdict)
        return (CorpusReport.build(corpus: folder, display: "Corpus"), folder)
    }

    /// Every `<rect>` inside a `<g class="expected">` or `<g class="actual">`, per class, as parsed
    /// by FoundationXML's parser; nil when the text is not well-formed XML.
    package static func outlinedRects(in text: String) -> [String: [Rect]]? {
        final class Collector: NSObject, XMLParserDelegate {
            var group: String?
            var rects: [String: [Rect]] = [:]
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String]) {
                if name == "g" { group = attributes["class"] }
                if name == "rect", let group, let x = Double(attributes["x"] ?? ""), let y = Double(attributes["y"] ?? ""),
                   let width = Double(attributes["width"] ?? ""), let height = Double(attributes["height"] ?? "") {
                    rects[group, default: []].append(Rect(x: x, y: y, width: width, height: height))
                }
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                if name == "g" { group = nil }
            }
        }
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        return parser.parse() ? collector.rects : nil
    }

    /// Whether `text` parses as XML.
    package static func parses(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    /// The elements named `name` with their attributes, in document order.
    package static func elements(_ name: String, in text: String) -> [[String: String]] {
        final class Collector: NSObject, XMLParserDelegate {
            let name: String
            var found: [[String: String]] = []
            init(_ name: String) { self.name = name }
            func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String]) {
                if element == name { found.append(attributes) }
            }
        }
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector(name)
        parser.delegate = collector
        _ = parser.parse()
        return collector.found
    }
}
