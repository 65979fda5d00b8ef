import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
import PresentationOracle

extension Command {
    /// `prescheck bench`: speed figures, printed, never a pass/fail. Three parts: engine, oracle and
    /// full checks over corpus scenarios (µs a step); cases a second of the generated properties
    /// on one core; and, per defect, the median over `--seeds` seeds of cases and seconds until
    /// found, shrink seconds and the final size.
    static func bench(_ arguments: [String]) throws -> Int32 {
        var options = try BenchOptions(arguments)
        let parsed = try parse(options.rest)
        options.rest = parsed.paths
        let roots = options.rest.isEmpty ? ["Corpus"] : options.rest
        try benchCorpus(roots, repeats: options.repeats)
        try benchProperties(cases: options.cases)
        if !options.skipDefects { try benchDefects(seeds: options.seeds, defects: parsed.defects) }
        return 0
    }

    struct BenchOptions {
        var repeats = 20
        var cases = 500
        var seeds = 20
        var skipDefects = false
        var rest: [String] = []

        init(_ arguments: [String]) throws {
            var index = 0
            func count(_ option: String) throws -> Int {
                guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
                    throw UsageError(message: "\(option) needs a positive whole number")
                }
                index += 1
                return value
            }
            while index < arguments.count {
                switch arguments[index] {
                case "--repeat": repeats = try count("--repeat")
                case "--cases": cases = try count("--cases")
                case "--seeds": seeds = try count("--seeds")
                case "--skip-defects": skipDefects = true
                default: rest.append(arguments[index])
                }
                index += 1
            }
        }
    }

    static func seconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

    static func benchCorpus(_ roots: [String], repeats: Int) throws {
        let scenarios = roots.flatMap { Corpus.load(URL(fileURLWithPath: $0)).compactMap(\.scenario) }
        guard !scenarios.isEmpty else { throw UsageError(message: "no scenarios to time under \(roots.joined(separator: ", "))") }
        let steps = scenarios.reduce(0) { $0 + $1.actions.count + 1 } * repeats
        func time(_ label: String, _ body: () throws -> Void) rethrows {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let elapsed = seconds(since: start)
            print("  \(label): \(String(format: "%.3f", elapsed)) s, \(String(format: "%.1f", elapsed / Double(steps) * 1e6)) µs a step, "
                  + "\(Int(Double(steps) / elapsed)) steps a second")
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
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return .nan }
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        let chosen = defects.isEmpty ? Defect.allCases : Defect.allCases.filter(defects.contains)
        for defect in chosen {
            var cases: [Double] = []
            var found: [Double] = []
            var shrink: [Double] = []
            var actions: [Double] = []
            var nodes: [Double] = []
            var missed = 0
            for seed in 1...UInt64(seeds) {
                var configuration = RunConfiguration(seed: seed, profile: .named(.ci), defects: [defect])
                configuration.targetRules = defect.rules
                configuration.stopAtFirstFinding = true
                configuration.measureCoverage = false
                let report = try PropertyRun.run(configuration)
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
