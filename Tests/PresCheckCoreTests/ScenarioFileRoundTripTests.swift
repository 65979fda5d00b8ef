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

@Suite("Core: a pan's velocity at each intermediate point")
struct PanVelocityFormatTests {
    static func file(_ through: String) -> String {
        #"{"schemaVersion": 3, "name": "pan", "device": "phone", "root": {"id": "R"}, "actions": [{"do": "pan", "x": 100, "y": 100, "dx": 0, "dy": 60, "vy": 200, "through": "#
            + through + "}]}"
    }

    @Test("`through` entries with vx and vy round trip, make the file version 3, and name their field when too fast")
    func roundTrip() throws {
        let scenario = try ScenarioFile.decode(Data(Self.file(#"[{"dx": 0, "dy": 20, "vy": 1200}, {"dx": 5, "dy": 40, "vx": 3, "vy": 700}]"#).utf8),
                                               file: "pan.json")
        guard case .pan(_, _, let velocity, let through, let throughVelocities) = scenario.actions[0] else {
            Issue.record("not a pan")
            return
        }
        #expect(velocity == Point(x: 0, y: 200))
        #expect(through == [Point(x: 0, y: 20), Point(x: 5, y: 40)])
        #expect(throughVelocities == [Point(x: 0, y: 1200), Point(x: 3, y: 700)])
        #expect(scenario.schemaVersion == 3)
        let written = try ScenarioFile.encode(scenario)
        #expect(try ScenarioFile.decode(written, file: "again.json") == scenario)
        #expect(String(decoding: written, as: UTF8.self).contains("\"vy\" : 1200"))

        let plain = try ScenarioFile.decode(Data(Self.file(#"[{"dx": 0, "dy": 20}]"#).utf8), file: "plain.json")
        guard case .pan(_, _, _, _, let none) = plain.actions[0] else { return }
        #expect(none.isEmpty)
        #expect(plain.schemaVersion == 2)

        do {
            _ = try ScenarioFile.decode(Data(Self.file(#"[{"dx": 0, "dy": 20, "vy": 1e12}]"#).utf8), file: "fast.json")
            Issue.record("a velocity of 1e12 pt/s was accepted")
        } catch {
            #expect(error.field == "actions[0].through[0].vy", "\(error)")
        }
    }
}
