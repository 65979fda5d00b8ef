import PresCheckCore

/// A disagreement between the engine and the oracle at one step, attributed to the most specific
/// rule of the behaviour catalogue that the differing field serves.
/// Carries the rule ID (`rule`) of the behaviour catalogue that the difference breaks.
package struct Violation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The behaviour ID, e.g. `CTX-3`.
    package var rule: String
    /// 0 is the initial state; k follows action k.
    package var step: Int
    /// The action of the step, as files name it (`present`, `tap`, ...); nil for step 0.
    package var action: String?
    /// The observation field, e.g. `nodes.P.frame`.
    package var field: String
    /// The oracle's value.
    package var expected: String
    /// The engine's value.
    package var actual: String

    package var description: String {
        "\(rule) at step \(step)\(action.map { " (\($0))" } ?? ""): \(field): expected \(expected), engine gave \(actual)"
    }
}
