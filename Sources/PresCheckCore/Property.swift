/// The properties PresCheck checks on every case. One is differential (the engine against the
/// oracle); the others are oracle-free and metamorphic: each relates two steps of a single run,
/// so it is checked on the engine alone *and* on the oracle alone, because the two share every
/// reading of the spec and could share a mistake.
///
/// The metamorphic properties are patterns in a scenario, not transformations of it: a stored
/// counterexample carries the pattern in its actions, so replaying the file is checking the
/// property, with nothing kept beside it. The generators write the patterns on purpose; they also
/// happen by chance.
/// Three more are about the process that runs a case rather than what it observes: `crash`,
/// `hang` and `oom`. They are checked from outside, by `prescheck fuzz` and by replaying a file in a child
/// process; a check inside one process can only see them hold.
/// Serves every rule ID (differential); LIFE-4, FRAME-5, LIFE-1, TRAIT-1 and LIFE-6 (metamorphic).
public enum Property: String, CaseIterable, Codable, Hashable, Sendable, Comparable, CustomStringConvertible, CheckedProperty {
    /// Engine equals oracle on every observed field after every step, each difference attributed to
    /// its rule ID (every rule).
    case differential
    /// LIFE-4: from a settled step, `beginInteractiveDismissal`, any `updateInteractiveDismissal`s and
    /// `cancelInteractiveDismissal` leave everything observable as it was before the begin.
    case cancelChangesNothing = "cancel-changes-nothing"
    /// FRAME-5: from a settled step, an unanimated `present` that is accepted, followed at once by an
    /// unanimated `dismiss` of the node it presented, leaves everything as it was before the present.
    case presentDismissRestores = "present-dismiss-restores"
    /// LIFE-1 (TRAIT-1 for rotations and resizes): a refused action changes nothing observable.
    case refusalChangesNothing = "refusal-changes-nothing"
    /// TRAIT-1 (FRAME-4 for custom presentations): from a settled step, rotating and rotating back,
    /// both accepted, restores every frame, link, tint and adapted style.
    case rotationRoundTrip = "rotation-round-trip"
    /// Running the same scenario twice gives identical observations, byte for byte (LIFE-6: nothing
    /// but the scenario's actions moves the state).
    case deterministic
    /// The process running the case ends on a signal (a trap) before the case is done. Not a
    /// rule of the behaviour catalogue: a crash is filed under `crash`, not under a rule ID.
    case crash
    /// The case does not end within the per-case watchdog (a loop). Filed under `hang`.
    case hang
    /// The case alone takes the process running it past the resident-memory limit (`prescheck fuzz
    /// --rss-limit`), as libFuzzer's `-rss_limit_mb` does. Filed under `oom`.
    case oom

    /// The rule a violation of a metamorphic property is filed under when no field says better;
    /// nil for `crash`, `hang` and `oom`, which are filed under their own name instead of a rule.
    public var rule: RuleKey? {
        switch self {
        case .differential: return .ctx5
        case .cancelChangesNothing: return .life4
        case .presentDismissRestores: return .frame5
        case .refusalChangesNothing: return .life1
        case .rotationRoundTrip: return .trait1
        case .deterministic: return .life6
        case .crash, .hang, .oom: return nil
        }
    }

    /// Whether the property is about the process running a case (`crash`, `hang`, `oom`): seen only
    /// from outside that process, filed under its own name, and never the oracle's alone.
    public var isProcessFault: Bool { self == .crash || self == .hang || self == .oom }

    /// The metamorphic properties, in the order they are checked.
    public static let metamorphic: [Property] = allCases.filter { $0 != .differential && !$0.isProcessFault }

    public static func < (lhs: Property, rhs: Property) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension Property {
    /// Findings of a property name the subject that failed (engine or oracle).
    public static var findingsNameSubject: Bool { true }

    /// Its name, as files write it.
    public var description: String { rawValue }

    /// Its name; an unknown one is refused with the list of known ones.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let property = Property(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown property \"\(name)\" (one of \(Property.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        self = property
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
