import Foundation
import PresCheck
import PresCheckCore
import PresCheckFuzzing
import PresentationOracle

/// `prescheck bench`'s timed figures: engine, oracle and full checks over corpus scenarios, generated
/// cases on one core, and `fuzz` with one and with two workers.
///
/// A machine may be shared, and one timing of a fraction of a second moves by a fifth with what else
/// runs on it. So each figure is timed in `--rounds` rounds and printed as the median round, with the
/// best round beside it: the median is the figure, the best the least disturbed round. The in-process
/// figures first run one untimed round, which pays what only a process's first run pays (type
/// metadata made on first use, the allocator's first pages); each fuzz round starts its own workers,
/// and their start is part of what a fuzz run costs.
extension BenchCommand {
    /// The seconds each round of one figure took.
    struct Rounds {
        private(set) var seconds: [Double] = []

        /// Runs `body` once untimed when `warmUp`, then `count` times, timing each.
        static func time(_ count: Int, warmUp: Bool, _ body: () throws -> Void) rethrows -> Rounds {
            if warmUp { try body() }
            var rounds = Rounds()
            for _ in 0..<count {
                let start = DispatchTime.now().uptimeNanoseconds
                try body()
                rounds.seconds.append(BenchCommand.seconds(since: start))
            }
            return rounds
        }

        var median: Double { BenchCommand.median(seconds) }
        var best: Double { seconds.min() ?? .nan }
    }

    /// Engine runs, oracle runs and full checks (`ScenarioCheck.run`) of every corpus scenario,
    /// `repeats` times a round: µs a step (the median round's, and the best round's), steps and
    /// scenarios a second (the median round's).
    static func benchCorpus(_ roots: [String], repeats: Int, rounds: Int) throws {
        let scenarios = roots.flatMap { Corpus.load(URL(fileURLWithPath: $0)).compactMap(\.scenario) }
        guard !scenarios.isEmpty else { throw UsageError("no scenarios to time under \(roots.joined(separator: ", "))") }
        let steps = scenarios.reduce(0) { $0 + $1.actions.count + 1 } * repeats
        func time(_ label: String, _ body: () throws -> Void) rethrows {
            let timed = try Rounds.time(rounds, warmUp: true, body)
            let median = timed.median
            print("  \(label): \(microseconds(median, per: steps)) µs a step (best \(microseconds(timed.best, per: steps))), "
                  + "\(Int(Double(steps) / median)) steps a second, \(Int(Double(scenarios.count * repeats) / median)) scenarios a second")
        }
        print("corpus: \(scenarios.count) scenarios, \(steps / repeats) steps, \(repeats) repeats a round, "
              + "\(rounds) round\(rounds == 1 ? "" : "s") (median, best):")
        try time("engine") { for _ in 0..<repeats { for scenario in scenarios { _ = try EngineDriver.run(scenario) } } }
        time("oracle") { for _ in 0..<repeats { for scenario in scenarios { _ = Oracle.run(scenario) } } }
        try time("check ") { for _ in 0..<repeats { for scenario in scenarios { _ = try ScenarioCheck.run(scenario) } } }
    }

    /// Generated cases of profile ci, seed 1, on one core, checked under the differential property
    /// alone and under every property: cases a second (median and best round) and µs a step.
    static func benchProperties(cases: Int, rounds: Int) throws {
        print("generated cases (one core, profile ci, seed 1, \(cases) cases a round, \(rounds) round\(rounds == 1 ? "" : "s") "
              + "(median, best)):")
        for (label, properties) in [("differential property", [Property.differential]), ("every property", Property.allCases)] {
            let runner = CaseRunner(profile: .named(.ci), properties: properties)
            // The same cases every round: the steps of one round.
            var steps = 0
            let timed = try Rounds.time(rounds, warmUp: true) {
                steps = 0
                for index in 0..<UInt64(cases) { steps += try runner.run(seed: 1, index: index).scenario.actions.count + 1 }
            }
            print("  \(label): \(String(format: "%.0f", Double(cases) / timed.median)) cases a second "
                  + "(best \(String(format: "%.0f", Double(cases) / timed.best))), \(microseconds(timed.median, per: steps)) µs a step")
        }
    }

    /// Cases a second of a fuzz run (profile ci, seed 1, conforming engine, nothing saved) with one
    /// and with two worker processes, for random generation and for guided generation, the one
    /// `prescheck fuzz` runs unless told otherwise: the median round and the best; and the median
    /// time to the first case's result, which is the workers' start. A round is long enough (20,000
    /// cases by default, a second or two) that the start, paid once by a run of any length, is a
    /// small part of it, as it is of any real run: at about 90 µs a case, a round of 2,000 cases
    /// would be a tenth of a second, a tenth of it the start.
    static func benchWorkers(cases: Int, rounds: Int) {
        print("fuzz workers (profile ci, seed 1, \(cases) cases a round, \(rounds) round\(rounds == 1 ? "" : "s") (median, best), "
              + "conforming engine, nothing saved):")
        for mode in GenerationMode.allCases {
            print(mode == .random ? "  random generation:"
                  : "  guided generation (what prescheck fuzz runs by default; its mutants are longer cases):")
            var medians: [Double] = []
            for workers in [1, 2] {
                var rates: [Double] = []
                var starts: [Double] = []
                var peaks: [Int] = []
                var errors: [String] = []
                for _ in 0..<rounds {
                    var configuration = RunConfiguration(seed: 1, profile: .named(.ci), cases: cases)
                    configuration.corpus = nil
                    configuration.generation = mode
                    let options = FuzzOptions(configuration: configuration, duration: nil, workers: workers, watchdog: 10, isVerbose: false)
                    let run = FuzzRun(options, signalPipe: -1)
                    _ = run.run()
                    rates.append(run.casesPerSecond)
                    if let first = run.firstCaseSeconds { starts.append(first) }
                    for (slot, peak) in run.endedWorkerPeaks.enumerated() {
                        if slot < peaks.count { peaks[slot] = max(peaks[slot], peak) } else { peaks.append(peak) }
                    }
                    errors += run.errors
                }
                let median = BenchCommand.median(rates)
                medians.append(median)
                let shown = peaks.filter { $0 > 0 }.map(ResidentMemory.describe)
                print("    \(workers) worker\(workers == 1 ? " " : "s"): \(String(format: "%.0f", median)) cases a second "
                      + "(best \(String(format: "%.0f", rates.max() ?? 0)))"
                      + (starts.isEmpty ? "" : ", first case after \(String(format: "%.1f", 1000 * BenchCommand.median(starts))) ms")
                      + (shown.isEmpty ? "" : ", worker peak memory \(shown.joined(separator: ", "))")
                      + (errors.isEmpty ? "" : " (errors: \(errors.joined(separator: "; ")))"))
            }
            if medians.count == 2, medians[0] > 0 {
                print("    scaling: \(String(format: "%.2f", medians[1] / medians[0]))× with 2 workers (medians)")
            }
        }
    }

    /// `seconds` for `count` steps, in µs a step, one decimal.
    static func microseconds(_ seconds: Double, per count: Int) -> String {
        String(format: "%.1f", count > 0 ? seconds / Double(count) * 1e6 : 0)
    }
}
