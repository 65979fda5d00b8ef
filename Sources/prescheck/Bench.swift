import Foundation
import PresCheckFuzzing
import PresCheck
import PresCheckCore
import PresentationEngine
import PresentationOracle

/// `prescheck bench`: speed figures, printed, never a pass/fail. Four parts: engine, oracle and
/// full checks over corpus scenarios (µs a step, steps and checks a second); cases a second of the
/// generated properties on one core; cases a second of `fuzz` with one and with two workers; and,
/// per defect, the median over `--seeds` seeds of cases and seconds until found, shrink seconds and
/// the final size.
enum BenchCommand {
    static var spec: VerbSpec {
        VerbSpec(
            name: "bench",
            overview: "Print speed figures: engine, oracle, checks, generated cases, fuzz workers, defects.",
            discussion: """
                Times engine runs, oracle runs and full checks over the scenarios (µs a step, steps and \
                checks a second); generated cases a second on one core; fuzz cases a second with 1 and \
                2 worker processes (and the scaling between them); and, per defect, the median over \
                --seeds seeds of cases and seconds until found, shrink time and shrunk size; and random \
                against guided generation side by side: space-coverage items and distinct abstract \
                states after 10,000 and 100,000 cases (--guidance-cases), and per defect the median \
                cases and seconds until found. Speed is measured here, never by a timed test.

                Exit status: 0, or 2 on bad usage.
                """,
            positionals: "[<path> ...]",
            arguments: [("<path>", "Scenario files or folders to time (default: Corpus).")],
            options: [
                .value("--repeat", "n", "Runs of each corpus scenario (default: 20)."),
                .value("--cases", "n", "Generated cases for the one-core figure (default: 500)."),
                .value("--fuzz-cases", "n", "Cases for each fuzz figure (default: 2000)."),
                .value("--seeds", "n", "Seeds per defect (default: 20)."),
                .value("--defect", "name", "Time only these defects.", repeatable: true),
                .flag("--skip-defects", "Leave out the defect figures."),
                .flag("--skip-workers", "Leave out the fuzz worker figures."),
                .value("--long-cases", "n", "Cases of the long run whose resident memory is printed after 10,000 cases and at its end (default: 100000)."),
                .flag("--skip-long", "Leave out the long run."),
                .value("--guidance-cases", "n", "Cases of the random-against-guided reach figures, printed after 10,000 and 100,000 cases and at the end (default: 100000)."),
                .flag("--skip-guidance", "Leave out the random-against-guided figures."),
                .flag("--only-guidance", "Print only the random-against-guided figures."),
            ])
    }

    static func run(_ parsed: VerbSpec.Parsed) throws -> Int32 {
        let repeats = try parsed.value("--repeat").map { try OptionValues.count("--repeat", $0) } ?? 20
        let cases = try parsed.value("--cases").map { try OptionValues.count("--cases", $0) } ?? 500
        let fuzzCases = try parsed.value("--fuzz-cases").map { try OptionValues.count("--fuzz-cases", $0) } ?? 2000
        let seeds = try parsed.value("--seeds").map { try OptionValues.count("--seeds", $0) } ?? 20
        let defects = try OptionValues.defects("--defect", parsed.values("--defect"))
        let roots = parsed.positionals.isEmpty ? ["Corpus"] : parsed.positionals
        let guidanceCases = try parsed.value("--guidance-cases").map { try OptionValues.count("--guidance-cases", $0) } ?? 100_000
        if parsed.has("--only-guidance") {
            benchGuidanceReach(cases: guidanceCases)
            try benchGuidanceDefects(seeds: seeds, defects: defects)
            return 0
        }
        try benchCorpus(roots, repeats: repeats)
        try benchProperties(cases: cases)
        try benchPhases(cases: cases)
        if !parsed.has("--skip-workers") { benchWorkers(cases: fuzzCases) }
        if !parsed.has("--skip-defects") { try benchDefects(seeds: seeds, defects: defects) }
        if !parsed.has("--skip-guidance") {
            benchGuidanceReach(cases: guidanceCases)
            try benchGuidanceDefects(seeds: seeds, defects: defects)
        }
        if !parsed.has("--skip-long") {
            let longCases = try parsed.value("--long-cases").map { try OptionValues.count("--long-cases", $0) } ?? 100_000
            try benchLongRun(cases: longCases)
        }
        // A leak shows as growth with the work done: compare the figure of runs of different sizes.
        print("peak resident memory of this process: " + (ResidentMemory.peakOfSelf.map(ResidentMemory.describe) ?? "unknown here"))
        return 0
    }

    /// Cases a second of a fuzz run (profile ci, seed 1, conforming engine, nothing saved) with one
    /// and with two worker processes.
    static func benchWorkers(cases: Int) {
        print("fuzz workers (profile ci, seed 1, \(cases) cases, conforming engine, nothing saved):")
        var rates: [Double] = []
        for workers in [1, 2] {
            var configuration = RunConfiguration(seed: 1, profile: .named(.ci), cases: cases)
            configuration.corpus = nil
            let options = FuzzOptions(configuration: configuration, duration: nil, workers: workers, watchdog: 10, isVerbose: false)
            let run = FuzzRun(options, signalPipe: -1)
            let report = run.run()
            rates.append(run.casesPerSecond)
            let peaks = run.endedWorkerPeaks.filter { $0 > 0 }.map(ResidentMemory.describe)
            print("  \(workers) worker\(workers == 1 ? " " : "s"): \(String(format: "%.0f", run.casesPerSecond)) cases a second, "
                  + "\(report.casesRun) cases"
                  + (peaks.isEmpty ? "" : ", worker peak memory \(peaks.joined(separator: ", "))")
                  + (run.errors.isEmpty ? "" : " (errors: \(run.errors.joined(separator: "; ")))"))
        }
        if rates.count == 2, rates[0] > 0 { print("  scaling: \(String(format: "%.2f", rates[1] / rates[0]))× with 2 workers") }
    }

    static func seconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

    static func benchCorpus(_ roots: [String], repeats: Int) throws {
        let scenarios = roots.flatMap { Corpus.load(URL(fileURLWithPath: $0)).compactMap(\.scenario) }
        guard !scenarios.isEmpty else { throw UsageError("no scenarios to time under \(roots.joined(separator: ", "))") }
        let steps = scenarios.reduce(0) { $0 + $1.actions.count + 1 } * repeats
        func time(_ label: String, _ body: () throws -> Void) rethrows {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let elapsed = seconds(since: start)
            print("  \(label): \(String(format: "%.3f", elapsed)) s, \(String(format: "%.1f", elapsed / Double(steps) * 1e6)) µs a step, "
                  + "\(Int(Double(steps) / elapsed)) steps a second, \(Int(Double(scenarios.count * repeats) / elapsed)) scenarios a second")
        }
        print("corpus: \(scenarios.count) scenarios, \(steps / repeats) steps, \(repeats) repeats")
        try time("engine") { for _ in 0..<repeats { for scenario in scenarios { _ = try EngineDriver.run(scenario) } } }
        time("oracle") { for _ in 0..<repeats { for scenario in scenarios { _ = Oracle.run(scenario) } } }
        try time("check ") { for _ in 0..<repeats { for scenario in scenarios { _ = try ScenarioCheck.run(scenario) } } }
    }

    static func benchProperties(cases: Int) throws {
        print("generated cases (one core, profile ci, seed 1, \(cases) cases):")
        for (label, properties) in [("differential property", [Property.differential]), ("every property", Property.allCases)] {
            let runner = CaseRunner(profile: .named(.ci), properties: properties)
            let start = DispatchTime.now().uptimeNanoseconds
            var steps = 0
            for index in 0..<UInt64(cases) { steps += try runner.run(seed: 1, index: index).scenario.actions.count + 1 }
            let elapsed = seconds(since: start)
            print("  \(label): \(String(format: "%.0f", Double(cases) / elapsed)) cases a second, "
                  + "\(String(format: "%.1f", elapsed / Double(steps) * 1e6)) µs a step")
        }
    }

    static func benchDefects(seeds: Int, defects: Set<Defect>) throws {
        print("defects (profile ci, median over \(seeds) seeds; cases and seconds until found under the table's rule, shrink):")
        let chosen = defects.isEmpty ? Defect.allCases : Defect.allCases.filter(defects.contains)
        for defect in chosen {
            var cases: [Double] = []
            var found: [Double] = []
            var shrink: [Double] = []
            var actions: [Double] = []
            var nodes: [Double] = []
            var missed = 0
            for seed in 1...UInt64(seeds) {
                let report = try PropertyRun.run(.findingDefect(defect, seed: seed))
                guard let counterexample = report.counterexamples.first else {
                    missed += 1
                    continue
                }
                cases.append(Double(counterexample.casesUntilFound))
                found.append(counterexample.secondsUntilFound)
                shrink.append(counterexample.shrunk.seconds)
                actions.append(Double(counterexample.shrunk.scenario.actions.count))
                nodes.append(Double(ScenarioSummary.nodeCount(counterexample.shrunk.scenario)))
            }
            let name = defect.rawValue.padding(toLength: 30, withPad: " ", startingAt: 0)
            print("  \(name) \(String(format: "%5.0f", median(cases))) cases  \(String(format: "%.3f", median(found))) s  "
                  + "shrink \(String(format: "%.3f", median(shrink))) s  \(String(format: "%.0f", median(actions))) actions "
                  + "\(String(format: "%.0f", median(nodes))) view controllers"
                  + (missed > 0 ? "  (missed by \(missed) of \(seeds) seeds)" : ""))
        }
    }
}
