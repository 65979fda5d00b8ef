import PresCheckCore
import PresentationEngine

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
package enum Property: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
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
    /// for `crash` and `hang`, the name of the folder they are filed in instead of a rule ID.
    package var rule: String {
        switch self {
        case .differential: return "CTX-5"
        case .cancelChangesNothing: return "LIFE-4"
        case .presentDismissRestores: return "FRAME-5"
        case .refusalChangesNothing: return "LIFE-1"
        case .rotationRoundTrip: return "TRAIT-1"
        case .deterministic: return "LIFE-6"
        case .crash: return "crash"
        case .hang: return "hang"
        case .oom: return "oom"
        }
    }

    /// Whether the property is about the process running a case (`crash`, `hang`, `oom`): seen only
    /// from outside that process, filed under its own name, and never the oracle's alone.
    package var isProcessFault: Bool { self == .crash || self == .hang || self == .oom }

    /// The metamorphic properties, in the order they are checked.
    package static let metamorphic: [Property] = allCases.filter { $0 != .differential && !$0.isProcessFault }

    package static func < (lhs: Property, rhs: Property) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What a property is checked on: the engine (with some defects injected, or none: the
/// conforming engine) or the oracle alone (metamorphic properties only).
/// Serves the defect table: every defect is a subject that must fail its rule.
package enum Subject: Hashable, Sendable, Comparable, CustomStringConvertible {
    case engine(defects: [Defect])
    case oracle

    /// The conforming engine.
    package static let conformingEngine = Subject.engine(defects: [])

    /// An engine with `defects` on, named in a canonical (sorted) order.
    package static func engine(_ defects: Set<Defect>) -> Subject {
        .engine(defects: defects.sorted { $0.rawValue < $1.rawValue })
    }

    package var defects: [Defect] {
        if case .engine(let defects) = self { return defects }
        return []
    }

    /// `engine`, `engine+DEFECT+DEFECT`, or `oracle`: how files and messages name a subject.
    package var description: String {
        switch self {
        case .engine(let defects): return (["engine"] + defects.map(\.rawValue)).joined(separator: "+")
        case .oracle: return "oracle"
        }
    }

    /// Parses `description` back; nil for an unknown name.
    package init?(name: String) {
        let parts = name.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        if parts == ["oracle"] {
            self = .oracle
            return
        }
        guard parts.first == "engine" else { return nil }
        var defects: Set<Defect> = []
        for part in parts.dropFirst() {
            guard let defect = Defect(rawValue: part) else { return nil }
            defects.insert(defect)
        }
        self = .engine(defects)
    }

    package static func < (lhs: Subject, rhs: Subject) -> Bool { lhs.description < rhs.description }
}

/// One violation of one property by one subject, at one step and field. Findings are what the
/// runner shrinks, files in the corpus, and prints.
/// Carries the rule ID (`rule`) it is filed under.
package struct Finding: Hashable, Sendable, Codable, CustomStringConvertible {
    package var property: Property
    /// The subject that failed: `engine…` (differential or metamorphic) or `oracle`.
    package var subject: String
    package var rule: String
    /// The step at which the property fails (0 is the initial state).
    package var step: Int
    /// The observation field, e.g. `nodes.P.frame`.
    package var field: String
    package var expected: String
    package var actual: String

    package init(property: Property, subject: Subject, rule: String, step: Int, field: String, expected: String, actual: String) {
        self.property = property
        self.subject = subject.description
        self.rule = rule
        self.step = step
        self.field = field
        self.expected = expected
        self.actual = actual
    }

    /// What the shrinker must keep failing: same property, subject and rule.
    package var signature: Signature { Signature(property: property, subject: subject, rule: rule) }

    /// Property, subject and rule: a finding's identity while it is shrunk and filed.
    package struct Signature: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
        package var property: Property
        package var subject: String
        package var rule: String

        package init(property: Property, subject: String, rule: String) {
            self.property = property
            self.subject = subject
            self.rule = rule
        }

        package var description: String { "\(property.rawValue)\(property.isProcessFault ? "" : " [\(rule)]") on \(subject)" }

        package static func < (lhs: Signature, rhs: Signature) -> Bool {
            (lhs.rule, lhs.property, lhs.subject) < (rhs.rule, rhs.property, rhs.subject)
        }
    }

    package var description: String {
        "\(signature) at step \(step): \(field): expected \(expected), got \(actual)"
    }
}
