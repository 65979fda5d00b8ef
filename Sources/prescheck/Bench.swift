import Foundation
import PresCheckFuzzing
import PresCheck
import PresCheckCore
import PresentationEngine
import PresentationOracle

/// `prescheck bench`: speed figures, printed, never a pass/fail. Four parts: engine, oracle and
/// full checks over corpus scenarios (µs a step, steps and checks a second); cases a second of the
/// generated properties on one core; cases a second of `fuzz` with one and with two workers, random
/// and guided (each of these timed in rounds: `Bench+Timing.swift`); and,
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
                2 worker processes (and the scaling between them), for random and for guided generation; \
                each of these in --rounds rounds, printed as the median round with the best beside it \
                (the in-process figures after one untimed round); and, per defect, the median over \
                --seeds seeds of cases and seconds until found, shrink time and shrunk size; and random \
                against guided generation side by side: space-coverage items and distinct abstract \
                states after 10,000 and 100,000 cases (--guidance-cases), and per defect the median \
                cases and seconds until found. Speed is measured here, never by a timed test.

                Exit status: 0, or 2 on bad usage.
                """,
            positionals: "[<path> ...]",
            arguments: [("<path>", "Scenario files or folders to time (default: Corpus).")],
            options: [
                .value("--repeat", "n", "Runs of each corpus scenario in a round (default: 20)."),
                .value("--cases", "n", "Generated cases in a round of the one-core figures (default: 500)."),
                .value("--fuzz-cases", "n", "Cases in a round of each fuzz figure (default: 20000)."),
                .value("--rounds", "n", "Timed rounds of each corpus, generated-case and fuzz figure, printed as the median round and the best (default: 5)."),
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
        let fuzzCases = try parsed.value("--fuzz-cases").map { try OptionValues.count("--fuzz-cases", $0) } ?? 20_000
        let rounds = try parsed.value("--rounds").map { try OptionValues.count("--rounds", $0) } ?? 5
        let seeds = try parsed.value("--seeds").map { try OptionValues.count("--seeds", $0) } ?? 20
        let defects = try OptionValues.defects("--defect", parsed.values("--defect"))
        let roots = parsed.positionals.isEmpty ? ["Corpus"] : parsed.positionals
        let guidanceCases = try parsed.value("--guidance-cases").map { try OptionValues.count("--guidance-cases", $0) } ?? 100_000
        if parsed.has("--only-guidance") {
            benchGuidanceReach(cases: guidanceCases)
            try benchGuidanceDefects(seeds: seeds, defects: defects)
            return 0
        }
        try benchCorpus(roots, repeats: repeats, rounds: rounds)
        try benchProperties(cases: cases, rounds: rounds)
        try benchPhases(cases: cases)
        if !parsed.has("--skip-workers") { benchWorkers(cases: fuzzCases, rounds: rounds) }
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

    static func seconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

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
