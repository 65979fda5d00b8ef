import Foundation
@testable import PresCheck
import PresCheckCore
import Testing

/// Item 6 of the format's versions: a field this build does not know is named, never ignored
/// (`ScenarioFields`), and version 3 is written only when a file needs it (every rule ID: no file
/// means something this build cannot read).
@Suite("Scenario fields: unknown ones named, versions written as needed")
struct ScenarioFieldsTests {
    /// A scenario with every object of the format, every optional field set, and every action kind.
    static func fullScenario() -> Scenario {
        var present = SpaceCoverageTests.fullSamples().compactMap { $0.1 as? PresentAction }[0]
        present.node = Node(id: "P", kind: .navigation, frame: Rect(x: 0, y: 0, width: 1, height: 1), definesPresentationContext: true,
                            providesPresentationContextTransitionStyle: true, transitionStyle: .crossDissolve,
                            preferredContentSize: Size(width: 1, height: 1), modalInPresentation: true, tintAdjustmentMode: .normal,
                            children: [Node(id: "C")])
        present.popover?.sourceView = "R"
        present.popover?.passthrough = ["R"]
        present.delegate?.substitute = Node(id: "S", tintAdjustmentMode: .dimmed)
        var actions: [Action] = [.present(present)]
        actions += ActionKind.allCases.filter { $0 != .present }.map(SpaceCoverageTests.fullAction)
        var expectation = Expectation(step: 1, rules: ["TINT-1"])
        expectation.tint = ["R": .normal]
        expectation.frames = ["R": Rect(x: 0, y: 0, width: 1, height: 1)]
        return Scenario(name: "full", summary: "every field", device: .padSplit, splitWidth: 320,
                        root: Node(id: "R", tintAdjustmentMode: .automatic), actions: actions, expectations: [expectation],
                        verdicts: [Verdict(subject: .conformingEngine, property: .differential, outcome: .pass)], ownership: .uikit)
    }

    @Test("every field the canonical writer writes is one the reader knows")
    func writerAndReaderAgree() throws {
        let data = try ScenarioFile.encode(Self.fullScenario())
        let json = try JSONSerialization.jsonObject(with: data)
        #expect(ScenarioFields.unknown(in: json).isEmpty)
    }

    @Test("a field this build does not know is refused with its path; a misspelt one too")
    func unknownFieldRefused() throws {
        let text = #"{"schemaVersion": 3, "name": "x", "device": "phone", "root": {"id": "R", "children": [{"id": "A", "tintAdjustmentMod": "dimmed"}]}, "actions": []}"#
        #expect(throws: ScenarioFile.LoadError.self) { try ScenarioFile.decode(Data(text.utf8), file: "f.json") }
        do {
            _ = try ScenarioFile.decode(Data(text.utf8), file: "f.json")
        } catch {
            #expect(error.field == "root.children[0].tintAdjustmentMod")
            #expect(error.problem.hasPrefix("unknown field"))
        }
    }

    @Test("a newer version is refused, naming the fields and actions this build does not know")
    func newerVersionNamesWhatItDoesNotKnow() throws {
        let text = #"{"schemaVersion": 4, "name": "x", "device": "phone", "root": {"id": "R", "opacity": 0.5}, "actions": [{"do": "tap", "x": 1, "y": 1, "force": 2}, {"do": "zoom"}]}"#
        do {
            _ = try ScenarioFile.decode(Data(text.utf8), file: "f.json")
            Issue.record("a version 4 file was read")
        } catch {
            #expect(error.description == #"f.json: schemaVersion: version 4 is not supported; this build reads versions 1, 2 and 3; fields it does not know: actions[0].force, actions[1].do "zoom", root.opacity"#)
        }
    }

    @Test("a version 2 file using a field of version 3 is refused with that field")
    func version2WithVersion3Field() throws {
        let text = #"{"schemaVersion": 2, "name": "x", "device": "phone", "root": {"id": "R", "tintAdjustmentMode": "dimmed"}, "actions": []}"#
        do {
            _ = try ScenarioFile.decode(Data(text.utf8), file: "f.json")
            Issue.record("read")
        } catch {
            #expect(error.description == "f.json: root.tintAdjustmentMode: needs schemaVersion 3 (this file says 2)")
        }
    }

    @Test("a bad value of a new field is refused with the field and the reason")
    func badValues() throws {
        let cases = [
            (#"{"schemaVersion": 3, "name": "x", "device": "phone", "ownership": "app", "root": {"id": "R"}, "actions": []}"#,
             "ownership", "unknown ownership \"app\" (driver or uikit)"),
            (#"{"schemaVersion": 3, "name": "x", "device": "phone", "root": {"id": "R", "tintAdjustmentMode": "grey"}, "actions": []}"#,
             "root.tintAdjustmentMode", "unknown tint adjustment mode \"grey\" (automatic, normal or dimmed)"),
            (#"{"schemaVersion": 3, "name": "x", "device": "phone", "root": {"id": "R"}, "actions": [{"do": "setTintAdjustmentMode", "node": "Q", "mode": "normal"}]}"#,
             "actions[0].node", "node \"Q\" does not exist"),
        ]
        for (text, field, problem) in cases {
            do {
                _ = try ScenarioFile.decode(Data(text.utf8), file: "f.json")
                Issue.record("read: \(text)")
            } catch {
                #expect(error.field == field)
                #expect(error.problem == problem)
            }
        }
    }

    @Test("a file is written as version 3 only when it uses a field of version 3, and reads back the same")
    func versionWrittenAsNeeded() throws {
        let full = Self.fullScenario()
        #expect(full.schemaVersion == 3)
        #expect(try ScenarioFile.decode(ScenarioFile.encode(full), file: "f.json") == full)
        let plain = Scenario(name: "plain", device: .phone, root: Node(id: "R"))
        #expect(plain.schemaVersion == 2)
        let text = try #require(String(data: try ScenarioFile.encode(plain), encoding: .utf8))
        #expect(text.contains(#""schemaVersion" : 2"#))
    }
}
