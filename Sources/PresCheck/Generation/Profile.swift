import Foundation
import PresCheckCore

/// How much a run does: cases, scenario sizes and shrinking effort. Chosen by name, by
/// `PRESCHECK_PROFILE`, or by default (`dev`). The seed comes from `PRESCHECK_SEED` when set.
/// Serves every rule ID: the `ci` profile is the one whose rule coverage a test asserts.
public struct Profile: Hashable, Sendable, CustomStringConvertible {
    /// The profiles' names (in Core, where a counterexample's origin records them).
    public typealias Name = ProfileName

    public var name: Name
    /// Cases to run when no other budget is given.
    public var cases: Int
    /// The most actions a generated scenario has (the state machine may stop earlier).
    public var maxActions: Int
    /// Candidates the shrinker may try, per finding.
    public var shrinkAttempts: Int

    public var description: String { name.rawValue }

    package static func named(_ name: Name) -> Profile {
        switch name {
        case .ci: return Profile(name: .ci, cases: 300, maxActions: 12, shrinkAttempts: 1500)
        case .dev: return Profile(name: .dev, cases: 3000, maxActions: 16, shrinkAttempts: 3000)
        case .nightly: return Profile(name: .nightly, cases: 200_000, maxActions: 30, shrinkAttempts: 6000)
        }
    }

    /// The profile `PRESCHECK_PROFILE` names, else `fallback`. An unknown name is an error that
    /// lists the accepted ones.
    package static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment, fallback: Name = .dev
    ) throws -> Profile {
        guard let value = environment["PRESCHECK_PROFILE"], !value.isEmpty else { return named(fallback) }
        guard let name = Name(rawValue: value) else {
            throw ConfigurationError(
                "PRESCHECK_PROFILE: unknown profile \"\(value)\" (accepted: \(Name.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return named(name)
    }

    /// The seed `PRESCHECK_SEED` gives (decimal or 0x-hex), else nil.
    package static func seedFromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> UInt64? {
        guard let value = environment["PRESCHECK_SEED"], !value.isEmpty else { return nil }
        guard let seed = parseSeed(value) else {
            throw ConfigurationError("PRESCHECK_SEED: \"\(value)\" is not a whole number from 0 to \(UInt64.max) (decimal or 0x hex)")
        }
        return seed
    }

    /// Parses a seed written in decimal or as 0x-prefixed hex.
    package static func parseSeed(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}

/// A configuration value that cannot be used, with the variable or option it came from.
public struct ConfigurationError: Error, CustomStringConvertible, Sendable {
    public var description: String
    package init(_ description: String) { self.description = description }
}
