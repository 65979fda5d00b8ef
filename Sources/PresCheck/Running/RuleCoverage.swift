import PresCheckCore
import PresentationOracle

/// Rule coverage (QuickCheck's `cover`, Hypothesis's statistics): per catalogue rule ID, how many
/// cases the oracle applied it in, at any step.
/// Serves every rule ID.
struct RuleCoverage {
    private var counts: [Int]

    init() {
        counts = Array(repeating: 0, count: RuleCatalogue.all.count)
    }

    mutating func count(_ scenario: Scenario) {
        var applied = Array(repeating: false, count: counts.count)
        for step in Oracle.coverage(scenario) {
            for id in step {
                if let index = RuleCatalogue.all.firstIndex(where: { $0.id == id }) { applied[index] = true }
            }
        }
        for index in applied.indices where applied[index] { counts[index] += 1 }
    }

    /// Every catalogue rule with its count, in catalogue order.
    var table: [(rule: String, cases: Int)] {
        RuleCatalogue.all.enumerated().map { ($0.element.id, counts[$0.offset]) }
    }
}
