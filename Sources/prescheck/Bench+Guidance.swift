import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine

/// `prescheck bench`'s comparison of the two ways of drawing cases (`GenerationMode`), side by side
/// in one run: what each reaches, and how soon each finds every injectable defect. Printed, never
/// asserted on time.
extension BenchCommand {
    /// Space-coverage items and distinct abstract states (`AbstractState`) that random and guided
    /// generation reach on the conforming engine after 10,000 and 100,000 cases (profile dev, seed
    /// 1; at most `cases`). Generation alone: both figures come from the oracle run the generator
    /// makes, which the engine does not change.
    static func benchGuidanceReach(cases: Int) {
        let profile = Profile.named(.dev)
        let checkpoints = ([10_000, 100_000].filter { $0 < cases } + [cases])
        print("reach, random against guided (profile dev, seed 1, conforming engine; generation with its oracle run):")
        for mode in GenerationMode.allCases {
            var run = GuidedRun(seed: 1)
            let start = DispatchTime.now().uptimeNanoseconds
            var mutated = 0
            // The case after which the last new space item came.
            var lastNewItem = 0
            for offset in 0..<cases {
                let index = UInt64(offset)
                let recipe = mode == .guided ? run.recipe(index: index) : nil
                let generated = GuidedGeneration.generate(seed: 1, index: index, maxActions: profile.maxActions, recipe: recipe)
                if generated.isMutated { mutated += 1 }
                let items = run.pool.space.count
                run.record(offset: offset, (generated.space, generated.states, { generated.choices }))
                if run.pool.space.count > items { lastNewItem = offset + 1 }
                if checkpoints.contains(offset + 1) {
                    let label = "\(mode.rawValue):".padding(toLength: 8, withPad: " ", startingAt: 0)
                    print("  \(label) after \(offset + 1) cases: space coverage \(run.pool.space.count) of \(SpaceInventory.items.count) "
                          + "items, \(run.pool.stateCount) abstract states; \(run.pool.kept) cases reached something new"
                          + (mode == .guided ? ", \(mutated) cases mutated" : "")
                          + String(format: " (%.1f s)", seconds(since: start)))
                }
            }
            let missing = run.pool.space.notReached
            print("    " + (missing.isEmpty ? "every item reached by case \(lastNewItem)" : "not reached: " + missing.joined(separator: ", ")))
        }
    }

    /// Per injectable defect, the median over `seeds` seeds of the cases and seconds until random
    /// and guided generation find it under a rule the defect table names (profile ci; the finding is
    /// not shrunk, which the defect figures above time).
    static func benchGuidanceDefects(seeds: Int, defects: Set<Defect>) throws {
        print("defects, random against guided (profile ci, median over \(seeds) seeds; cases and seconds until found):")
        let chosen = defects.isEmpty ? Defect.allCases : Defect.allCases.filter(defects.contains)
        var totals: [GenerationMode: Double] = [:]
        for defect in chosen {
            var line = "  " + defect.rawValue.padding(toLength: 30, withPad: " ", startingAt: 0)
            for mode in GenerationMode.allCases {
                var cases: [Double] = []
                var found: [Double] = []
                var missed = 0
                for seed in 1...UInt64(seeds) {
                    var configuration = RunConfiguration.findingDefect(defect, seed: seed)
                    configuration.shrink = false
                    configuration.generation = mode
                    let report = try PropertyRun.run(configuration)
                    guard let counterexample = report.counterexamples.first else {
                        missed += 1
                        continue
                    }
                    cases.append(Double(counterexample.casesUntilFound))
                    found.append(counterexample.secondsUntilFound)
                }
                totals[mode, default: 0] += median(cases)
                line += "  \(mode.rawValue) \(String(format: "%5.0f", median(cases))) cases \(String(format: "%.3f", median(found))) s"
                    + (missed > 0 ? " (missed by \(missed))" : "")
            }
            print(line)
        }
        print("  sum of the medians: " + GenerationMode.allCases.map { "\($0.rawValue) \(String(format: "%.0f", totals[$0] ?? 0)) cases" }
            .joined(separator: ", "))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
