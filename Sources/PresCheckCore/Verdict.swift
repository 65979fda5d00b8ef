/// What one subject is expected to do on one property of a scenario: `pass` (no finding) or `fail`
/// (at least one finding filed under `rule`). A scenario file's verdicts are its expectation file,
/// as web-platform-tests keeps one per implementation, so a known failure (an injected defect the
/// scenario catches) is recorded instead of reported.
///
/// The conforming engine passes every property a file gives it no verdict for; other subjects are
/// checked on exactly the verdicts that name them. The full account is in `Corpus/FORMAT.md`.
/// Holds typed names (`Subject`, `Property`, `RuleKey`); they are strings in its JSON form only.
/// Names its rule ID in `rule` (fail verdicts); serves every rule ID.
public struct Verdict: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Whether the subject is expected to pass or fail the property.
    public enum Outcome: String, Codable, Hashable, Sendable, CaseIterable {
        case pass, fail
    }

    /// The engine (with its defects) or the oracle.
    public var subject: Subject
    public var property: Property
    public var outcome: Outcome
    /// The rule a `fail` verdict expects a finding under; nil for `pass` and for a process fault.
    public var rule: RuleKey?

    public init(subject: Subject, property: Property, outcome: Outcome, rule: RuleKey? = nil) {
        self.subject = subject
        self.property = property
        self.outcome = outcome
        self.rule = rule
    }

    /// `subject` passes `property`.
    public static func pass(_ subject: Subject, _ property: Property) -> Verdict {
        Verdict(subject: subject, property: property, outcome: .pass)
    }

    /// `subject` fails `property` with a finding under `rule` (none for a process fault).
    public static func fail(_ subject: Subject, _ property: Property, rule: RuleKey?) -> Verdict {
        Verdict(subject: subject, property: property, outcome: .fail, rule: rule)
    }

    /// The first problem with this verdict as a field (relative to the verdict) and a message.
    /// (Names that cannot be read are refused while the file is decoded.)
    public var problem: (field: String, problem: String)? {
        if subject == .oracle, property == .differential {
            return ("property", "the oracle is checked on the metamorphic properties only, not on \"differential\"")
        }
        if property.isProcessFault {
            if subject == .oracle {
                return ("subject", "a \(property) is an engine subject's: the oracle runs in the same process and cannot be its subject")
            }
            return rule == nil ? nil : ("rule", "a \(property) verdict names no rule (it is filed under \"\(property)\")")
        }
        switch (outcome, rule) {
        case (.fail, nil):
            return ("rule", "missing (a fail verdict names the rule its finding is filed under)")
        case (.pass, _?):
            return ("rule", "only a fail verdict names a rule")
        case (.fail, _?), (.pass, nil):
            return nil
        }
    }

    // MARK: Order, text, coding

    /// Canonical order: subject, property, outcome, rule (as files write them). Files list verdicts in it.
    public static func < (lhs: Verdict, rhs: Verdict) -> Bool {
        (lhs.subject.description, lhs.property.rawValue, lhs.outcome.rawValue, lhs.rule?.id ?? "")
            < (rhs.subject.description, rhs.property.rawValue, rhs.outcome.rawValue, rhs.rule?.id ?? "")
    }

    /// `engine+DEFECT fails differential [CTX-3]`, `engine passes deterministic`.
    public var description: String {
        switch outcome {
        case .pass: return "\(subject) passes \(property)"
        case .fail: return "\(subject) fails \(property)" + (rule.map { " [\($0.id)]" } ?? "")
        }
    }

    private enum CodingKeys: String, CodingKey {
        case subject, property, outcome, rule
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        subject = try container.decode(Subject.self, forKey: .subject)
        property = try container.decode(Property.self, forKey: .property)
        let outcome = try container.decode(String.self, forKey: .outcome)
        guard let value = Outcome(rawValue: outcome) else {
            throw DecodingError.dataCorruptedError(
                forKey: .outcome, in: container, debugDescription: "must be \"pass\" or \"fail\", is \"\(outcome)\"")
        }
        self.outcome = value
        rule = try container.decodeIfPresent(RuleKey.self, forKey: .rule)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(subject, forKey: .subject)
        try container.encode(property, forKey: .property)
        try container.encode(outcome, forKey: .outcome)
        try container.encodeIfPresent(rule, forKey: .rule)
    }
}

