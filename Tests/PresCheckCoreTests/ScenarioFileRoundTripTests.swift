import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing

/// Scenario files through `Codable` on their own: what is encoded decodes to the same scenario,
/// in canonical form. (That every stored corpus file is canonical is `CorpusFileTests`'.)
@Suite("Core: scenario files round trip")
struct ScenarioFileRoundTripTests {
    @Test("a scenario made in code survives the round trip, and its canonical form ends in a newline")
    func madeInCode() throws {
        let scenario = Scenario(
            name: "round trip", device: .phone, root: Node(id: "R", children: [Node(id: "A")]),
            actions: [.present(PresentAction(source: "A", node: Node(id: "P"), style: .popover, popover: PopoverOptions())),
                      .advance(seconds: 0.25), .tap(at: Point(x: 10, y: 20)), .dismiss(node: "P", animated: true)])
        let data = try ScenarioFile.encode(scenario)
        #expect(data.last == 0x0A)
        #expect(try ScenarioFile.decode(data, file: "code.json") == scenario)
        let text = String(decoding: data, as: UTF8.self)
        // Written in the lowest version that says it: 2, as it uses nothing of version 3.
        #expect(text.contains("\"schemaVersion\" : 2"))
        var appCode = scenario
        appCode.ownership = .uikit
        let newer = String(decoding: try ScenarioFile.encode(appCode), as: UTF8.self)
        #expect(newer.contains("\"schemaVersion\" : \(Scenario.currentSchemaVersion)"))
        #expect(try ScenarioFile.decode(Data(newer.utf8), file: "code.json") == appCode)
    }

    @Test("a version-1 file is read, and written back in version 2, the lowest that says it")
    func olderVersion() throws {
        let scenario = try ScenarioFile.decode(Data(ScenarioTexts.valid.utf8), file: "v1.json")
        let text = String(decoding: try ScenarioFile.encode(scenario), as: UTF8.self)
        #expect(text.contains("\"schemaVersion\" : 2"))
        #expect(try ScenarioFile.decode(Data(text.utf8), file: "v2.json") == scenario)
    }
}
