import Foundation

/// How a run draws its cases (`prescheck fuzz --generation`).
/// Serves every rule ID: it only chooses which scenarios are built.
package enum GenerationMode: String, CaseIterable, Sendable {
    /// Every case from its own choice sequence, drawn at random from (seed, case index).
    case random
    /// Guided exploration (`GuidedGeneration`): part of the cases mutate and splice the choice
    /// sequences of earlier cases that reached something new; the rest are the random cases.
    case guided

    /// The mode `PRESCHECK_GENERATION` names, else nil. An unknown name is an error that lists the
    /// accepted ones.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> GenerationMode? {
        guard let value = environment["PRESCHECK_GENERATION"], !value.isEmpty else { return nil }
        guard let mode = GenerationMode(rawValue: value) else {
            throw ConfigurationError(
                "PRESCHECK_GENERATION: unknown mode \"\(value)\" (accepted: \(allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return mode
    }
}
