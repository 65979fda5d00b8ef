import Foundation
import PresCheckCore

/// The state of one scenario shrink: the simplest failing scenario so far, the counts, and the
/// candidates already refused (invalid or passing), so a later round costs no attempts.
struct ScenarioShrinkRun {
    private(set) var current: Scenario
    private var complexity: ScenarioComplexity
    private(set) var steps = 0
    private(set) var attempts = 0
    let maxAttempts: Int
    private let test: (Scenario) -> Bool
    private var refused: Set<Scenario> = []

    init(_ scenario: Scenario, maxAttempts: Int, test: @escaping (Scenario) -> Bool) {
        current = scenario
        complexity = ScenarioComplexity(scenario)
        self.maxAttempts = maxAttempts
        self.test = test
    }

    var isExhausted: Bool { attempts >= maxAttempts }

    /// Runs each pass to a fixed point, the biggest cuts first, and the list again until a round
    /// makes no progress.
    mutating func shrinkToFixedPoint() {
        let passes: [(Scenario) -> [Scenario]] = [
            ScenarioCandidates.actionSpanDrops, ScenarioCandidates.nodeDrops, ScenarioCandidates.presentsBypassed,
            ScenarioCandidates.sourcesMovedUp,
            ScenarioCandidates.simplerDevices, ScenarioCandidates.unanimated, ScenarioCandidates.roundedNumbers,
            ScenarioCandidates.fewerOptions,
        ]
        var progress = true
        while progress, !isExhausted {
            progress = false
            for pass in passes {
                while !isExhausted, acceptFirst(of: pass(current)) { progress = true }
            }
        }
    }

    /// Tries `candidates` in order until one is accepted.
    private mutating func acceptFirst(of candidates: [Scenario]) -> Bool {
        for candidate in candidates where consider(candidate) { return true }
        return false
    }

    /// Tries `candidate`; true if it was accepted and is now `current`. Only a strictly simpler,
    /// valid candidate not refused before reaches `test`.
    mutating func consider(_ candidate: Scenario) -> Bool {
        guard !isExhausted, !refused.contains(candidate) else { return false }
        let candidateComplexity = ScenarioComplexity(candidate)
        guard isSimpler(candidate, candidateComplexity) else { return false }
        guard ScenarioValidation.firstProblem(in: candidate) == nil else {
            refused.insert(candidate)
            return false
        }
        attempts += 1
        guard test(candidate) else {
            refused.insert(candidate)
            return false
        }
        current = candidate
        complexity = candidateComplexity
        steps += 1
        return true
    }

    /// The shrink order: complexity first, then the canonical file bytes, shorter first and then
    /// lexicographically smaller, so any two different scenarios are ordered.
    private func isSimpler(_ candidate: Scenario, _ candidateComplexity: ScenarioComplexity) -> Bool {
        if candidateComplexity != complexity { return candidateComplexity < complexity }
        let bytes = Self.canonicalBytes(candidate)
        let currentBytes = Self.canonicalBytes(current)
        return bytes.count != currentBytes.count ? bytes.count < currentBytes.count : bytes.lexicographicallyPrecedes(currentBytes)
    }

    private static func canonicalBytes(_ scenario: Scenario) -> [UInt8] {
        Array((try? ScenarioFile.encode(scenario)) ?? Data())
    }
}
