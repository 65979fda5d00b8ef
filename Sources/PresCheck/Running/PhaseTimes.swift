import Foundation
import PresCheckCore
import PresentationOracle

/// Where the time of generated cases goes, phase by phase, as the checker spends it on every
/// property: each case is built and checked as a fuzz worker does (`CaseRunner.makeCase`,
/// `CaseRunner.check`), with a `PhaseClock` bound around it, so every figure is a phase of that
/// one check. What `prescheck bench` prints. Wall-clock seconds, printed only: nothing here
/// reaches a case, an observation or a file.
/// Serves every rule ID (the cases it times check them all).
package struct PhaseTimes: Sendable {
    package var cases = 0
    /// Steps (actions + 1) over all cases.
    package var steps = 0
    /// Building the scenario from its choices, the oracle run the generator watches included.
    package var generate: Double = 0
    /// Of `generate`: the oracle's run alone, timed again on the finished scenario, apart from the check.
    package var oracle: Double = 0
    /// The engine run every property reads, compared with the generator's oracle run as it goes
    /// (the check runs no oracle of its own: it is handed the generator's run).
    package var engine: Double = 0
    /// The differential property: engine versus oracle, step by step, where the runs differ.
    package var compare: Double = 0
    /// The metamorphic properties, on the engine's run and on the oracle's.
    package var metamorphic: Double = 0
    /// The deterministic property: a second engine run and a second oracle run, each compared
    /// with the first as it goes.
    package var deterministic: Double = 0

    package init() {}

    /// Times cases `0 ..< cases` of `seed` under `profile`, phase by phase, on the conforming engine.
    package static func measure(profile: Profile, seed: UInt64, cases: Int) throws -> PhaseTimes {
        var times = PhaseTimes()
        let runner = CaseRunner(profile: profile)
        for index in 0..<UInt64(cases) {
            let clock = PhaseClock()
            let scenario = try PhaseClock.$current.withValue(clock) {
                let built = PhaseClock.measure(.generate) { runner.makeCase(seed: seed, index: index) }
                let scenario = built.scenario
                _ = try runner.check(built)
                return scenario
            }
            let start = DispatchTime.now().uptimeNanoseconds
            _ = Oracle.run(scenario)
            times.oracle += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            times.generate += clock.times.generate
            times.engine += clock.times.engine
            times.compare += clock.times.compare
            times.metamorphic += clock.times.metamorphic
            times.deterministic += clock.times.rerunEngine + clock.times.rerunOracle
            times.cases += 1
            times.steps += scenario.actions.count + 1
        }
        return times
    }
}
