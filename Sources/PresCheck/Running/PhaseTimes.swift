import Foundation
import PresCheckCore
import PresentationEngine
import PresentationOracle

/// Where the time of generated cases goes, phase by phase, as the checker spends it on every
/// property (`ScenarioCheck`): what `prescheck bench` prints. Wall-clock seconds, printed only:
/// nothing here reaches a case, an observation or a file.
/// Serves every rule ID (the cases it times check them all).
package struct PhaseTimes: Sendable {
    package var cases = 0
    /// Steps (actions + 1) over all cases.
    package var steps = 0
    /// Building the scenario from its choices, the oracle run the generator watches included.
    package var generate: Double = 0
    /// Of `generate`: the oracle's run alone, timed again on the finished scenario.
    package var oracle: Double = 0
    /// The engine run every property reads.
    package var engine: Double = 0
    /// The differential property: engine versus oracle, step by step.
    package var compare: Double = 0
    /// The metamorphic properties, on the engine's run and on the oracle's.
    package var metamorphic: Double = 0
    /// The deterministic property: a second engine run and a second oracle run, compared.
    package var deterministic: Double = 0

    package init() {}

    /// Times cases `0 ..< cases` of `seed` under `profile`, phase by phase, on the conforming engine.
    package static func measure(profile: Profile, seed: UInt64, cases: Int) throws -> PhaseTimes {
        var times = PhaseTimes()
        let runner = CaseRunner(profile: profile)
        let subject = Subject.conformingEngine
        func timed<T>(_ phase: WritableKeyPath<PhaseTimes, Double>, _ body: () throws -> T) rethrows -> T {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = try body()
            times[keyPath: phase] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            return result
        }
        for index in 0..<UInt64(cases) {
            let built = timed(\.generate) { runner.makeCase(seed: seed, index: index) }
            let scenario = built.scenario
            let oracle = timed(\.oracle) { Oracle.run(scenario) }
            let engine = try timed(\.engine) { try EngineDriver.run(scenario) }
            _ = timed(\.compare) { DifferentialCheck.compare(scenario, engine: engine, oracle: oracle) }
            timed(\.metamorphic) {
                for property in Property.allCases where property.isMetamorphic {
                    _ = MetamorphicProperties.check(property, scenario, engine, subject: subject)
                    _ = MetamorphicProperties.check(property, scenario, oracle, subject: .oracle)
                }
            }
            try timed(\.deterministic) {
                _ = try EngineDriver.run(scenario) == engine
                _ = Oracle.run(scenario) == oracle
            }
            times.cases += 1
            times.steps += scenario.actions.count + 1
        }
        return times
    }
}

extension Property {
    /// A property `MetamorphicProperties` checks (not the differential one, not determinism, not
    /// the process faults).
    var isMetamorphic: Bool {
        switch self {
        case .differential, .deterministic, .crash, .hang: return false
        default: return true
        }
    }
}
