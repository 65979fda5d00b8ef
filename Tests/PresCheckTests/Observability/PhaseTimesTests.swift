import Foundation
@testable import PresCheck
import PresCheckCore
import Testing

@Suite("Phase times: bench's breakdown is the phases of the check a worker makes")
struct PhaseTimesTests {
    @Test("Every phase of the check is timed, each in its own field, over the cases' steps")
    func everyPhaseIsTimed() throws {
        let times = try PhaseTimes.measure(profile: .named(.ci), seed: 1, cases: 12)
        let runner = CaseRunner(profile: .named(.ci))
        let steps = (0..<UInt64(12)).map { runner.makeCase(seed: 1, index: $0).scenario.actions.count + 1 }.reduce(0, +)
        #expect(times.cases == 12)
        #expect(times.steps == steps)
        // Each is a sum of measured durations: only a phase the check never entered stays 0.
        #expect(times.generate > 0 && times.oracle > 0 && times.engine > 0)
        #expect(times.metamorphic > 0 && times.deterministic > 0)
        #expect(times.compare >= 0)
    }

    @Test("A bound clock counts `deterministic`'s second runs and the metamorphic properties apart, and the observation's four keys fold them in")
    func clockFoldsTheFinerPhases() throws {
        let runner = CaseRunner(profile: .named(.ci))
        let clock = PhaseClock()
        try PhaseClock.$current.withValue(clock) {
            let built = PhaseClock.measure(.generate) { runner.makeCase(seed: 1, index: 3) }
            _ = try runner.check(built)
        }
        let times = clock.times
        #expect(times.rerunEngine > 0 && times.rerunOracle > 0 && times.metamorphic > 0 && times.engine > 0)
        let keyed = Dictionary(uniqueKeysWithValues: times.keyed.map { ($0.key, $0.seconds) })
        #expect(keyed.keys.sorted() == ["execute:compare", "execute:engine", "execute:oracle", "generate:scenario"])
        #expect(keyed["execute:engine"] == times.engine + times.rerunEngine)
        #expect(keyed["execute:oracle"] == times.oracle + times.rerunOracle)
        #expect(keyed["execute:compare"] == times.compare + times.metamorphic)
        #expect(keyed["generate:scenario"] == times.generate)
    }
}
