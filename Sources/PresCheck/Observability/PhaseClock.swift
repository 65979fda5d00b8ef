import Foundation

/// Times the phases of checking one case when an observations file asks for timing, and for
/// `prescheck bench`'s breakdown: generating the scenario, running the engine, running the oracle,
/// the differential check, the metamorphic properties, and `deterministic`'s second runs. Bound as
/// a task-local value around a case; the checker's phases add to it, and cost a nil check when
/// nothing is bound.
/// Wall-clock seconds: they reach an observations file only when its writer asked for timing.
/// Serves every rule ID (the cases it times check them all).
package final class PhaseClock: @unchecked Sendable {
    /// Seconds per phase of one case.
    package struct Times: Sendable, Equatable {
        package var generate: Double = 0
        package var engine: Double = 0
        package var oracle: Double = 0
        /// The differential check.
        package var compare: Double = 0
        /// The metamorphic properties, on the engine's run and on the oracle's.
        package var metamorphic: Double = 0
        /// `deterministic`'s second engine run and second oracle run, each compared with the first as it goes.
        package var rerunEngine: Double = 0
        package var rerunOracle: Double = 0

        package init() {}

        /// The observation's `timing` keys, in the order the schema's consumers list them: the
        /// engine's and the oracle's runs, second runs included, and every comparison.
        package var keyed: [(key: String, seconds: Double)] {
            [("execute:compare", compare + metamorphic), ("execute:engine", engine + rerunEngine),
             ("execute:oracle", oracle + rerunOracle), ("generate:scenario", generate)]
        }
    }

    package enum Phase: Sendable { case generate, engine, oracle, compare, metamorphic, rerunEngine, rerunOracle }

    @TaskLocal package static var current: PhaseClock?

    package private(set) var times = Times()
    /// For each phase being measured now, outermost first: the seconds its inner phases took, so
    /// that each phase counts only its own time and the phases never overlap.
    private var nested: [Double] = []

    package init() {}

    /// Runs `body`, adding its duration to `phase` of the clock bound now, if any; a phase measured
    /// inside another counts for itself alone.
    package static func measure<T>(_ phase: Phase, _ body: () throws -> T) rethrows -> T {
        try measure(phase, on: current, body)
    }

    /// `measure(_:_:)` with `clock`, the clock bound now, read by the caller: a caller that
    /// measures several phases reads the task-local value once instead of at every phase.
    package static func measure<T>(_ phase: Phase, on clock: PhaseClock?, _ body: () throws -> T) rethrows -> T {
        guard let clock else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        clock.nested.append(0)
        defer {
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let inner = clock.nested.removeLast()
            let own = max(0, elapsed - inner)
            if !clock.nested.isEmpty { clock.nested[clock.nested.count - 1] += elapsed }
            switch phase {
            case .generate: clock.times.generate += own
            case .engine: clock.times.engine += own
            case .oracle: clock.times.oracle += own
            case .compare: clock.times.compare += own
            case .metamorphic: clock.times.metamorphic += own
            case .rerunEngine: clock.times.rerunEngine += own
            case .rerunOracle: clock.times.rerunOracle += own
            }
        }
        return try body()
    }
}
