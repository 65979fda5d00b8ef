import Foundation
import PresCheckCore
import Testing

/// Out-of-range numbers and too deep nesting are refused with their field (every rule ID: the
/// corpus format; `ScenarioLimits`).
@Suite("Scenario limits")
struct ScenarioLimitTests {
    static func decode(_ text: String) throws(ScenarioFile.LoadError) -> Scenario {
        try ScenarioFile.decode(Data(text.utf8), file: "limits.json")
    }

    static func file(root: String = #"{"id": "R"}"#, actions: String = "") -> String {
        #"{"schemaVersion": 2, "name": "n", "device": "phone", "root": \#(root), "actions": [\#(actions)]}"#
    }

    @Test("a number beyond its largest meaningful value is refused with its field", arguments: [
        (file(root: #"{"id": "R", "children": [{"id": "A", "frame": {"x": 1e308, "y": -1e308, "width": 1e308, "height": -5}}]}"#),
         "root.children[0].frame.x", "must be a finite number from -100 to 100, is 1e+308"),
        (file(root: #"{"id": "R", "children": [{"id": "A", "frame": {"x": 0, "y": 0, "width": 1, "height": -5}}]}"#),
         "root.children[0].frame.height", "must be a finite number from 0 to 100, is -5.0"),
        (file(actions: #"{"do": "tap", "x": 1e308, "y": -1e308}"#), "actions[0].x", "must be a finite number from -100000 to 100000, is 1e+308"),
        (file(actions: #"{"do": "tap", "x": 1, "y": -100001}"#), "actions[0].y", "must be a finite number from -100000 to 100000, is -100001.0"),
        (file(actions: #"{"do": "advance", "seconds": 4000}"#), "actions[0].seconds", "must be a finite number from 0 to 3600, is 4000.0"),
        (file(actions: #"{"do": "pan", "x": 1, "y": 2, "dx": 0, "dy": 9, "vy": 2e6}"#), "actions[0].vy",
         "must be a finite number from -1000000 to 1000000, is 2000000.0"),
        (file(actions: #"{"do": "setPreferredContentSize", "node": "R", "size": {"width": -1, "height": 3}}"#), "actions[0].size.width",
         "must be a finite number from 0 to 100000, is -1.0"),
        (file(root: #"{"id": "R", "preferredContentSize": {"width": 1, "height": 1e9}}"#), "root.preferredContentSize.height",
         "must be a finite number from 0 to 100000, is 1000000000.0"),
        (file(actions: #"{"do": "setDetents", "node": "R", "detents": [{"identifier": "f", "fraction": 1000}]}"#),
         "actions[0].detents[0].fraction", "must be a finite number from -100 to 100, is 1000.0"),
        (file(actions: #"{"do": "present", "source": "R", "node": {"id": "P"}, "style": "popover", "animated": false, "popover": {"sourceRect": {"x": 0, "y": 0, "width": 1e6, "height": 1}}}"#),
         "actions[0].popover.sourceRect.width", "must be a finite number from 0 to 100000, is 1000000.0"),
        (file(actions: #"{"do": "resize", "width": 1e300}"#), "actions[0].width", "must be a finite number from 0 to 100000, is 1e+300"),
    ])
    func outOfRange(text: String, field: String, problem: String) {
        let error = #expect(throws: ScenarioFile.LoadError.self) { try Self.decode(text) }
        #expect(error?.file == "limits.json")
        #expect(error?.field == field)
        #expect(error?.problem == problem)
    }

    @Test("values at the limits are accepted")
    func atTheLimits() throws {
        let text = Self.file(root: #"{"id": "R", "children": [{"id": "A", "frame": {"x": -100, "y": 100, "width": 0, "height": 100}}]}"#,
                             actions: #"{"do": "tap", "x": 100000, "y": -100000}, {"do": "advance", "seconds": 3600}"#)
        #expect(try Self.decode(text).actions.count == 2)
    }

    /// A chain of `depth` nodes, each the only child of the one before.
    static func chain(_ depth: Int) -> String {
        let open = (0..<depth - 1).map { #"{"id": "n\#($0)", "children": ["# }.joined()
        return file(root: open + #"{"id": "leaf"}"# + String(repeating: "]}", count: depth - 1))
    }

    @Test("a tree deeper than the limit is refused as nested too deep, naming where")
    func tooDeepTree() throws {
        #expect(try Self.decode(Self.chain(ScenarioLimits.treeDepth)).root.preorder.count == ScenarioLimits.treeDepth)
        let error = #expect(throws: ScenarioFile.LoadError.self) { try Self.decode(Self.chain(ScenarioLimits.treeDepth + 1)) }
        #expect(error?.field == "root(.children[0] ×64)")
        #expect(error?.problem == "nested too deep (limit 64 nodes)")
    }

    @Test("valid JSON nested deeper than the decoder takes is refused as nested too deep, not as invalid JSON")
    func tooDeepJSON() {
        let error = #expect(throws: ScenarioFile.LoadError.self) { try Self.decode(Self.chain(3000)) }
        #expect(error?.field == "root(.children[0] ×79).children")
        #expect(error?.problem == "nested too deep (limit \(ScenarioLimits.jsonDepth) levels of objects and arrays)")
    }

    @Test("the path to too deep JSON spells its keys as read: an escaped quote or backslash is kept, and a string value is no key")
    func tooDeepJSONKeys() {
        let deep = String(repeating: "[", count: ScenarioLimits.jsonDepth) + String(repeating: "]", count: ScenarioLimits.jsonDepth)
        let text = #"{"schemaVersion": 2, "name": "a \"quoted\" name", "device": "phone", "root": {"id": "R"}, "actions": [], "#
            + #""a\"b\\c": {"x": "y, {[", "d": "#  + deep + "}}"
        let error = #expect(throws: ScenarioFile.LoadError.self) { try Self.decode(text) }
        #expect(error?.field == #"a"b\c.d"# + String(repeating: "[0]", count: ScenarioLimits.jsonDepth - 2))
    }
}

/// ADAPT-6: a substitute's tree belongs to its delegate; naming it as the node of a `present` is
/// refused by validation, while every other action may name it.
@Suite("Substitutes in validation")
struct SubstituteValidationTests {
    @Test("a present of a declared substitute's node is refused with the action that declared it")
    func presentOfSubstitute() {
        let text = ScenarioLimitTests.file(actions: """
            {"do": "present", "source": "R", "node": {"id": "P"}, "style": "fullScreen", "animated": false,
             "delegate": {"adaptiveStyle": "none", "substitute": {"id": "S", "children": [{"id": "Sa"}]}}},
            {"do": "setDetents", "node": "S", "detents": []},
            {"do": "present", "source": "S", "node": {"id": "Q"}, "style": "fullScreen", "animated": false},
            {"do": "present", "source": "R", "node": {"id": "Sa"}, "style": "fullScreen", "animated": false}
            """)
        let error = #expect(throws: ScenarioFile.LoadError.self) { try ScenarioLimitTests.decode(text) }
        #expect(error?.field == "actions[3].node")
        #expect(error?.problem == "node \"Sa\" belongs to the substitute declared by actions[0].delegate.substitute and cannot be presented itself")
    }
}
