import PresCheckCore

/// A scenario as the key of `ShrinkPipeline`'s answers by scenario. Two keys are equal exactly
/// when their scenarios are; the hash is the scenario's, computed once when the key is made, so a
/// look-up and the insertion that follows it hash the whole tree and every action once, not twice
/// (hashing was about a twentieth of a defect's shrink). Nothing iterates these tables, so no
/// order reaches a result.
/// Serves every rule ID: it only saves work in shrinking.
struct ScenarioKey: Hashable {
    let scenario: Scenario
    private let digest: Int

    init(_ scenario: Scenario) {
        self.scenario = scenario
        var hasher = Hasher()
        scenario.hash(into: &hasher)
        digest = hasher.finalize()
    }

    static func == (lhs: ScenarioKey, rhs: ScenarioKey) -> Bool {
        lhs.digest == rhs.digest && lhs.scenario == rhs.scenario
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}
