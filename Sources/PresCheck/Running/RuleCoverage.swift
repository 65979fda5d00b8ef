import PresCheckCore

/// Rule coverage (QuickCheck's `cover`, Hypothesis's statistics): per catalogue rule ID, how many
/// cases the oracle applied it in, at any step.
/// Serves every rule ID.
struct RuleCoverage {
    private var counts = Array(repeating: 0, count: RuleCatalogue.all.count)

    mutating func count(_ rules: RuleSet) {
        // Bit N of the pattern is the catalogue's rule N: read the set bits, not every rule.
        var bits = rules.bitPattern
        while bits != 0 {
            counts[bits.trailingZeroBitCount] += 1
            bits &= bits - 1
        }
    }

    /// Every catalogue rule with its count, in catalogue order.
    var table: [(rule: String, cases: Int)] {
        RuleCatalogue.all.enumerated().map { ($0.element.id, counts[$0.offset]) }
    }
}
