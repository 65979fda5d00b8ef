import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
@testable import PresCheckReports
import PresentationEngine
import Testing

/// The generator page: what a run generated, read back from its observations file and charted.
@Suite("Reports: the generator page, from a PBT observations file")
struct GeneratorPageTests {
    /// Writes the observations of `cases` ci cases of seed 3 (timing measured) into a temporary folder.
    static func observations(cases: Int, defects: Set<Defect> = []) throws -> (url: URL, folder: URL) {
        let folder = try Fixtures.temporaryFolder()
        let url = folder.appendingPathComponent("run.jsonl")
        let file = try ObservationsFile(url: url, measuresTiming: true)
        let runner = CaseRunner(profile: .named(.ci), defects: defects, checkOracle: defects.isEmpty)
        for index in 0..<UInt64(cases) { try file.run(runner, seed: 3, index: index, property: "every property") }
        _ = try file.finish(property: "every property")
        return (url, folder)
    }

    @Test("The figures count what the file says: statuses, devices, action kinds, rules, space, timing, failures over time")
    func figures() throws {
        let (url, folder) = try Self.observations(cases: 30, defects: [.containerCoversWindow])
        defer { try? FileManager.default.removeItem(at: folder) }
        let figures = try GeneratorFigures.read(url)
        #expect(figures.cases == 30)
        #expect(figures.passed + figures.failed + figures.gaveUp == 30)
        #expect(figures.failed > 0)
        #expect(figures.failuresOverTime.count == figures.failed)
        #expect(figures.failuresOverTime.last?.failures == figures.failed)
        #expect(figures.origins.counts.map(\.label) == ["random"])
        let runner = CaseRunner(profile: .named(.ci))
        let devices = (0..<30).map { runner.makeCase(seed: 3, index: UInt64($0)).scenario.device.rawValue }
        let deviceChart = try #require(figures.categorical.first { $0.title == "device" })
        for device in Set(devices) {
            #expect(deviceChart.counts.first { $0.label == device }?.count == devices.filter { $0 == device }.count)
        }
        #expect(figures.categorical.contains { $0.title == "action kind" })
        #expect(figures.sizes.map(\.title) == ["actions per case", "tree depth", "most layers at once", "rules applied per case"])
        #expect(figures.ruleCases.count == RuleCatalogue.all.count)
        #expect(figures.ruleCases.contains { $0.cases > 0 })
        #expect(!figures.spaceItems.isEmpty)
        #expect(figures.timing.map(\.key) == ["execute:compare", "execute:engine", "execute:oracle", "generate:scenario"])
        #expect(figures.unreadable.isEmpty)
        #expect(try GeneratorFigures.read(url) == figures)
    }

    @Test("A line that is not an observation is named and skipped; the rest still count")
    func badLine() throws {
        let (url, folder) = try Self.observations(cases: 3)
        defer { try? FileManager.default.removeItem(at: folder) }
        var text = try String(contentsOf: url, encoding: .utf8)
        text = "{ not json\n" + text
        try text.write(to: url, atomically: true, encoding: .utf8)
        let figures = try GeneratorFigures.read(url)
        #expect(figures.cases == 3)
        #expect(figures.unreadable == ["run.jsonl:1: not a JSON object with a type"])
    }

    @Test("index.html gets the generator page: charts as inline SVG, linked from the navigation, still self-contained")
    func page() throws {
        let (url, folder) = try Self.observations(cases: 12)
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = CorpusReport.Options()
        options.generator = (try GeneratorFigures.read(url), "run.jsonl")
        let report = CorpusReport.build(corpus: Fixtures.golden.appendingPathComponent("frame-toast-under-fullscreen.json"),
                                        display: "Corpus", options: options)
        let html = try #require(try report.outputFiles().first { $0.name == "index.html" }).text
        #expect(ReportFixtures.parses(html))
        #expect(html.contains("<a href=\"#generator\">Generator</a>"))
        #expect(html.contains("<h2 id=\"generator\">What the generator made</h2>"))
        for title in ["cases", "how generated", "device", "action kind", "tree depth", "cases applying each rule",
                      "failed cases over the run"] {
            #expect(html.contains("aria-label=\"\(title)\""), "no chart of \(title)")
        }
        #expect(!html.lowercased().contains("<script"))
    }
}
