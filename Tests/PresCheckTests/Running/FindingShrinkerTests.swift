import PresCheck
import PresCheckCore
import Testing

/// The two-stage shrink of a finding (choices, then the scenario) with a test of "fails the same
/// way" given by the test: here, "the scenario presents something".
@Suite("FindingShrinker")
struct FindingShrinkerTests {
    static let finding = Finding(property: Property.differential, subject: .conformingEngine, rule: .ctx1, step: 1,
                                 field: "presentations", expected: .text("e"), actual: .text("a"))

    static func presents(_ scenario: Scenario) -> Bool {
        scenario.actions.contains { if case .present = $0 { return true } else { return false } }
    }

    /// Reproduces when the scenario presents something; the finding it gives names the scenario's
    /// action count, so the test can see which scenario gave the final finding.
    static func reproduces(_ scenario: Scenario) -> Finding<Property>? {
        guard presents(scenario) else { return nil }
        var found = finding
        found.actual = .number(Double(scenario.actions.count))
        return found
    }

    /// The first generated case of seed 1 with at least three actions, one of them a present.
    static func bigCase(_ runner: CaseRunner) throws -> CaseResult {
        let index = try #require((0..<200).first { index in
            let scenario = runner.makeCase(seed: 1, index: UInt64(index)).scenario
            return scenario.actions.count >= 3 && presents(scenario)
        })
        return runner.makeCase(seed: 1, index: UInt64(index))
    }

    @Test("a case shrinks to one present, keeps its original, and stays within the profile's budget")
    func shrinksToOneAction() throws {
        let runner = CaseRunner(profile: .ci)
        let result = try Self.bigCase(runner)
        let shrunk = FindingShrinker(runner: runner).shrink(result, finding: Self.finding, reproduces: Self.reproduces)
        #expect(shrunk.scenario.actions.count == 1)
        #expect(Self.presents(shrunk.scenario))
        #expect(shrunk.original == result.scenario)
        #expect(shrunk.finding.actual == .number(1), "the final finding is the shrunk scenario's")
        #expect(shrunk.steps > 0)
        #expect(shrunk.attempts <= runner.profile.shrinkAttempts)
    }

    @Test("the same case shrinks to the same scenario every time")
    func deterministic() throws {
        let runner = CaseRunner(profile: .ci)
        let result = try Self.bigCase(runner)
        let shrinker = FindingShrinker(runner: runner)
        let first = shrinker.shrink(result, finding: Self.finding, reproduces: Self.reproduces)
        let second = shrinker.shrink(result, finding: Self.finding, reproduces: Self.reproduces)
        #expect(first.scenario == second.scenario)
        #expect(first.steps == second.steps && first.attempts == second.attempts)
    }

    @Test("a case that no longer reproduces is kept as it was, with the finding it came with")
    func nothingReproduces() throws {
        let runner = CaseRunner(profile: .ci)
        let result = try Self.bigCase(runner)
        let shrunk = FindingShrinker(runner: runner).shrink(result, finding: Self.finding) { _ in nil }
        #expect(shrunk.scenario == result.scenario)
        #expect(shrunk.finding == Self.finding)
        #expect(shrunk.steps == 0)
    }

    @Test("a stored scenario without choices shrinks in the scenario stage alone")
    func storedScenario() throws {
        let runner = CaseRunner(profile: .ci)
        let scenario = try Self.bigCase(runner).scenario
        let shrunk = FindingShrinker(runner: runner).shrink(scenario: scenario, finding: Self.finding, reproduces: Self.reproduces)
        #expect(shrunk.scenario.actions.count == 1)
        #expect(shrunk.choiceStatistics.attempts == 0 && shrunk.choiceStatistics.steps == 0)
        #expect(shrunk.scenarioStatistics.steps > 0)
        #expect(shrunk.original == scenario)
    }
}
