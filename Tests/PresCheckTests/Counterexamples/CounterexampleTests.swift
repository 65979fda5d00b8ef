import CheckerTestSupport
import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
import Testing

@Suite("Counterexamples and verdicts")
struct CounterexampleTests {
    /// CTX-3: a plain `.custom` with `shouldPresentInFullscreen` false from a child inside a
    /// navigation container is presented by the navigation controller, in its half of the window.
    /// With `fullscreen-flag-ignored` on, the engine follows CTX-2 instead: the root presents.
    static let contextCustom = """
        {"schemaVersion": 2, "name": "", "device": "phone",
         "root": {"id": "split", "children": [
           {"id": "nav", "kind": "navigation", "frame": {"x": 0, "y": 0, "width": 0.5, "height": 1},
            "children": [{"id": "leaf", "frame": {"x": 0, "y": 0.1, "width": 1, "height": 0.9}}]},
           {"id": "panel", "frame": {"x": 0.5, "y": 0, "width": 0.5, "height": 1}}]},
         "actions": [{"do": "present", "source": "leaf", "node": {"id": "P"}, "style": "custom",
                      "shouldPresentInFullscreen": false, "animated": false}]}
        """

    static let defect = Subject.engine([.fullscreenFlagIgnored])

    static func scenario(_ text: String = contextCustom) throws -> Scenario {
        try ScenarioFile.decode(Data(text.utf8), file: "test.json")
    }

    static let origin = CounterexampleOrigin(
        seed: UInt64.max - 2, caseIndex: 41, profile: .ci, generatorVersion: 1,
        finding: Finding(property: .differential, subject: defect, rule: .ctx3, step: 1, field: "nodes.P.presenting",
                         expected: .text("nav"), actual: .text("split")),
        shrink: .init(steps: 7, attempts: 90, sizeBefore: 120, sizeAfter: 9, actionsBefore: 12, nodesBefore: 8))

    // MARK: Names

    @Test("a subject's name reads back as the subject, its defects in any order; a bad name says what is wrong")
    func subjectNames() throws {
        for subject in [Subject.conformingEngine, .oracle, Self.defect, .engine(Set(Defect.allCases))] {
            #expect(try Subject(parsing: subject.description) == subject)
        }
        #expect(try Subject(parsing: "engine+layout-reentrancy+fullscreen-flag-ignored")
            == .engine([.layoutReentrancy, .fullscreenFlagIgnored]))
        #expect(throws: Subject.NameError.self) { try Subject(parsing: "engine+bogus") }
        #expect(throws: Subject.NameError.self) { try Subject(parsing: "engine+layout-reentrancy+layout-reentrancy") }
        #expect(throws: Subject.NameError.self) { try Subject(parsing: "browser") }
    }

    // MARK: The store

    @Test("save, load, equal; a second save writes the same bytes and no second file")
    func roundTrip() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let verdict = Verdict.fail(Self.defect, .differential, rule: .ctx3)
        let first = try CounterexampleStore.save(try Self.scenario(), verdicts: [verdict], origin: Self.origin, in: corpus)
        #expect(first.isNew)
        let hash = try CounterexampleStore.contentHash(of: try Self.scenario())
        #expect(hash.count == 16 && hash.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(first.url.lastPathComponent == "\(hash).json")
        #expect(first.url.deletingLastPathComponent().lastPathComponent == "CTX-3")
        #expect(first.url.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent == "counterexamples")

        let loaded = try ScenarioFile.load(first.url)
        var expected = try Self.scenario()
        expected.name = "CTX-3-\(hash)"
        expected.verdicts = [verdict]
        expected.origin = Self.origin
        #expect(loaded == expected)
        #expect(loaded.origin?.seed == UInt64.max - 2)
        let bytes = try Data(contentsOf: first.url)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"seed\" : \"\(UInt64.max - 2)\""))
        #expect(bytes == (try ScenarioFile.encode(loaded)))

        let second = try CounterexampleStore.save(try Self.scenario(), verdicts: [verdict], origin: Self.origin, in: corpus)
        #expect(!second.isNew)
        #expect(second.url == first.url)
        #expect(try Data(contentsOf: second.url) == bytes)
        #expect(Corpus.files(at: corpus).count == 1)
    }

    @Test("the same content saved twice is one file: verdicts merged, first origin kept, name and summary ignored")
    func dedupe() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let caught = Verdict.fail(Self.defect, .differential, rule: .ctx3)
        let conforming = Verdict.pass(.conformingEngine, .differential)
        let first = try CounterexampleStore.save(try Self.scenario(), verdicts: [caught], origin: Self.origin, in: corpus)
        var renamed = try Self.scenario()
        renamed.name = "another name"
        renamed.summary = "another summary"
        var laterOrigin = Self.origin
        laterOrigin.seed = 7
        // Filed under another rule, the same content still goes to the existing file.
        let other = Verdict.fail(.engine([.containerCoversWindow]), .differential, rule: .hit2)
        let second = try CounterexampleStore.save(renamed, verdicts: [conforming, other], origin: laterOrigin, in: corpus)
        #expect(!second.isNew)
        #expect(second.url == first.url)
        #expect(Corpus.files(at: corpus) == [first.url])
        let stored = try ScenarioFile.load(first.url)
        #expect(stored.verdicts == [conforming, other, caught].sorted())
        #expect(stored.verdicts.map(\.subject) == [.conformingEngine, .engine([.containerCoversWindow]), Self.defect])
        #expect(stored.origin == Self.origin)
        #expect(stored.summary == nil)
        #expect(stored.name.hasPrefix("CTX-3-"))

        // A verdict with the other outcome for the same subject and property replaces the stored one.
        let fixed = Verdict.pass(Self.defect, .differential)
        _ = try CounterexampleStore.save(try Self.scenario(), verdicts: [fixed], origin: nil, in: corpus)
        #expect(try ScenarioFile.load(first.url).verdicts == [conforming, other, fixed].sorted())
    }

    @Test("a different scenario content is a different file")
    func distinctContent() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let verdict = Verdict.fail(Self.defect, .differential, rule: .ctx3)
        var landscape = try Self.scenario()
        landscape.orientation = .landscape
        let a = try CounterexampleStore.save(try Self.scenario(), verdicts: [verdict], origin: nil, in: corpus)
        let b = try CounterexampleStore.save(landscape, verdicts: [verdict], origin: nil, in: corpus)
        #expect(a.isNew && b.isNew)
        #expect(a.url != b.url)
        #expect(Corpus.files(at: corpus).count == 2)
    }

    @Test("writes leave no temporary file behind")
    func atomicWrite() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let verdict = Verdict.fail(Self.defect, .differential, rule: .ctx3)
        let saved = try CounterexampleStore.save(try Self.scenario(), verdicts: [verdict], origin: Self.origin, in: corpus)
        _ = try CounterexampleStore.save(try Self.scenario(), verdicts: [Verdict.pass(.conformingEngine, .deterministic)],
                                         origin: nil, in: corpus)
        let folder = saved.url.deletingLastPathComponent()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [saved.url.lastPathComponent])
        #expect(try FileManager.default.contentsOfDirectory(atPath: corpus.path) == ["counterexamples"])
    }

    @Test("a counterexample without a rule, or with verdicts that would not load, is not saved")
    func refusedSaves() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        #expect(throws: CounterexampleStore.SaveError.self) {
            try CounterexampleStore.save(try Self.scenario(), verdicts: [.pass(.conformingEngine, .differential)], origin: nil, in: corpus)
        }
        #expect(throws: CounterexampleStore.SaveError.self) {
            try CounterexampleStore.save(try Self.scenario(), verdicts: [.fail(.oracle, .differential, rule: .ctx3)],
                                         origin: nil, in: corpus)
        }
        #expect(Corpus.files(at: corpus).isEmpty)
    }

    // MARK: The format

    @Test("a version 1 file still loads and is written back as version 2")
    func versionOne() throws {
        let text = Self.contextCustom.replacingOccurrences(of: "\"schemaVersion\": 2", with: "\"schemaVersion\": 1")
        let scenario = try Self.scenario(text)
        #expect(scenario.verdicts.isEmpty && scenario.origin == nil)
        #expect(scenario == (try Self.scenario()))
        let written = String(decoding: try ScenarioFile.encode(scenario), as: UTF8.self)
        #expect(written.contains("\"schemaVersion\" : 2"))
        #expect(!written.contains("verdicts") && !written.contains("origin"))
    }

    @Test("version 1 cannot carry verdicts")
    func versionOneWithVerdicts() {
        let text = Self.contextCustom
            .replacingOccurrences(of: "\"schemaVersion\": 2", with: "\"schemaVersion\": 1")
            .replacingOccurrences(of: "\"device\"", with: "\"verdicts\": [], \"device\"")
        let error = #expect(throws: ScenarioFile.LoadError.self) { try Self.scenario(text) }
        #expect(error?.field == "verdicts")
        #expect(error?.problem.contains("needs schemaVersion 2") == true)
    }

    static func withVerdicts(_ json: String) -> String {
        contextCustom.replacingOccurrences(of: "\"device\"", with: "\"verdicts\": \(json), \"device\"")
    }

    @Test("corrupt verdicts are refused naming the file, the field and the problem", arguments: [
        (#"[{"subject": "engine", "property": "differential", "outcome": "pass"}, {"subject": "engine", "property": "deterministic", "outcome": "pass"}, {"subject": "engine+bogus", "property": "differential", "outcome": "pass"}]"#,
         "verdicts[2].subject", "unknown defect \"bogus\""),
        (#"[{"subject": "browser", "property": "differential", "outcome": "pass"}]"#, "verdicts[0].subject", "unknown subject"),
        (#"[{"subject": "engine", "property": "speed", "outcome": "pass"}]"#, "verdicts[0].property", "unknown property \"speed\""),
        (#"[{"subject": "engine", "property": "differential", "outcome": "maybe"}]"#, "verdicts[0].outcome", "must be \"pass\" or \"fail\""),
        (#"[{"subject": "engine", "property": "differential", "outcome": "fail"}]"#, "verdicts[0].rule", "missing"),
        (#"[{"subject": "engine", "property": "differential", "outcome": "pass", "rule": "CTX-3"}]"#, "verdicts[0].rule", "only a fail verdict"),
        (#"[{"subject": "engine", "property": "differential", "outcome": "fail", "rule": "ctx/3"}]"#, "verdicts[0].rule", "not a rule ID"),
        (#"[{"subject": "engine", "property": "differential", "outcome": "fail", "rule": "CTX-99"}]"#, "verdicts[0].rule",
         "not a rule of the behaviour catalogue"),
        (#"[{"subject": "oracle", "property": "differential", "outcome": "pass"}]"#, "verdicts[0].property", "metamorphic properties only"),
        (#"[{"subject": "engine", "property": "differential"}]"#, "verdicts[0].outcome", "missing"),
        (#"[{"subject": "engine", "property": "deterministic", "outcome": "pass"}, {"subject": "engine", "property": "deterministic", "outcome": "fail", "rule": "LIFE-6"}]"#,
         "verdicts[1].outcome", "contradicts verdicts[0]"),
        (#"[{"subject": "engine+layout-reentrancy+layout-reentrancy", "property": "differential", "outcome": "pass"}]"#,
         "verdicts[0].subject", "named twice"),
    ])
    func corruptVerdicts(_ json: String, _ field: String, _ problem: String) {
        let error = #expect(throws: ScenarioFile.LoadError.self) {
            try ScenarioFile.decode(Data(Self.withVerdicts(json).utf8), file: "bad.json")
        }
        #expect(error?.file == "bad.json")
        #expect(error?.field == field)
        #expect(error?.problem.contains(problem) == true, "\(error?.problem ?? "no error")")
    }

    @Test("a corrupt origin is refused naming the field")
    func corruptOrigin() throws {
        let good = String(decoding: try ScenarioFile.encode(
            { var scenario = try Self.scenario(); scenario.origin = Self.origin; return scenario }()), as: UTF8.self)
        #expect(try ScenarioFile.decode(Data(good.utf8), file: "o.json").origin == Self.origin)
        let cases: [(String, String, String)] = [
            ("\"seed\" : \"\(UInt64.max - 2)\"", "\"seed\" : 18446744073709551613", "origin.seed"),
            ("\"seed\" : \"\(UInt64.max - 2)\"", "\"seed\" : \"18446744073709551616\"", "origin.seed"),
            ("\"seed\" : \"\(UInt64.max - 2)\"", "\"seed\" : \"-1\"", "origin.seed"),
            ("\"subject\" : \"\(Self.defect)\"", "\"subject\" : \"engine+bogus\"", "origin.subject"),
            ("\"sizeAfter\" : 9", "\"sizeAfter\" : -9", "origin.shrink.sizeAfter"),
            ("\"attempts\" : 90,", "", "origin.shrink.attempts"),
        ]
        for (old, new, field) in cases {
            #expect(good.contains(old), "\(old)")
            let error = #expect(throws: ScenarioFile.LoadError.self) {
                try ScenarioFile.decode(Data(good.replacingOccurrences(of: old, with: new).utf8), file: "o.json")
            }
            #expect(error?.field == field, "\(new): \(error?.description ?? "loaded")")
        }
    }

    @Test("verdicts are read in canonical order and subjects with their defects sorted")
    func canonicalVerdicts() throws {
        let json = #"""
            [{"subject": "engine+layout-reentrancy+fullscreen-flag-ignored", "property": "differential", "outcome": "pass"},
             {"subject": "engine", "property": "deterministic", "outcome": "pass"}]
            """#
        let scenario = try Self.scenario(Self.withVerdicts(json))
        #expect(scenario.verdicts == [.pass(.conformingEngine, .deterministic),
                                      .pass(.engine([.fullscreenFlagIgnored, .layoutReentrancy]), .differential)])
        #expect(try ScenarioFile.decode(ScenarioFile.encode(scenario), file: "again.json") == scenario)
    }

    // MARK: Evaluating verdicts

    @Test("fail CTX-3 under fullscreen-flag-ignored holds; pass under it is missed; the conforming engine passes")
    func evaluation() throws {
        let scenario = try Self.scenario()
        let results = try VerdictCheck.evaluate([
            .fail(Self.defect, .differential, rule: .ctx3),
            .pass(Self.defect, .differential),
            .fail(Self.defect, .differential, rule: .sheet1),
            .pass(.conformingEngine, .differential),
            .fail(.conformingEngine, .differential, rule: .ctx3),
            .pass(.oracle, .presentDismissRestores),
        ], on: scenario)
        #expect(results.map(\.holds) == [true, false, false, true, false, true])
        #expect(results[0].findings.contains { $0.rule == .ctx3 && $0.subject == Self.defect })
        #expect(results[1].message.contains("expected no finding"))
        #expect(results[1].message.contains("expected no finding, got \(results[1].findings.count) findings; first: differential ["))
        #expect(results[1].message.contains("on \(Self.defect) at step 1: "))
        #expect(results[2].message.contains("expected a finding under SHEET-1, got findings under"))
        #expect(results[4].message.contains("got none"))
    }

    @Test("a file's verdicts: written ones, the implicit conforming engine and oracle, and what it takes to pass")
    func fileVerdicts() throws {
        var scenario = try Self.scenario()
        let plain = try VerdictCheck.run(scenario)
        #expect(plain.passed, "\(plain.report)")
        #expect(plain.results.allSatisfy { $0.isImplicit })
        #expect(plain.results.count == Property.allCases.count + Property.metamorphic.count)

        scenario.verdicts = [.fail(Self.defect, .differential, rule: .ctx3)]
        let known = try VerdictCheck.run(scenario)
        #expect(known.passed, "\(known.report)")
        #expect(known.results.first?.isImplicit == false)

        scenario.verdicts = [.pass(Self.defect, .differential), .fail(.conformingEngine, .deterministic, rule: .life6)]
        let wrong = try VerdictCheck.run(scenario)
        #expect(!wrong.passed)
        #expect(wrong.missed.map(\.verdict) == scenario.verdicts)
        // The written verdict replaces the implicit one for the same subject and property.
        #expect(!wrong.results.contains { $0.isImplicit && $0.verdict.property == .deterministic && $0.verdict.subject == .conformingEngine })
        #expect(wrong.report.count == 2 && wrong.report.allSatisfy { $0.hasPrefix("missed verdict: ") })
    }

    @Test("golden expectations hold on the oracle, and on the engine unless the file says the engine fails")
    func expectationsWithVerdicts() throws {
        let text = Self.contextCustom.replacingOccurrences(
            of: "\"device\"", with: "\"expectations\": [{\"step\": 1, \"presenting\": {\"P\": \"split\"}}], \"device\"")
        var scenario = try Self.scenario(text)
        let wrongGolden = try VerdictCheck.run(scenario)
        #expect(!wrongGolden.passed)
        #expect(wrongGolden.engineExpectationFailures.count == 1)
        #expect(wrongGolden.oracleExpectationFailures.count == 1)
        scenario.verdicts = [.fail(.conformingEngine, .differential, rule: .ctx3)]
        let knownEngine = try VerdictCheck.run(scenario)
        #expect(knownEngine.engineExpectationFailures.isEmpty)
        #expect(knownEngine.oracleExpectationFailures.count == 1)
    }
}
