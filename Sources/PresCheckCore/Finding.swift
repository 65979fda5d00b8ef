/// A property a finding can be of: the scenario properties (`Property`) or the properties of a
/// user's presentation controller (the checker's `ControllerProperty`).
/// Serves every rule ID (see `Finding`).
public protocol CheckedProperty: RawRepresentable, Hashable, Sendable, Comparable where RawValue == String {
    /// The property is about the process that runs a case (a crash, a hang, running out of
    /// memory): its findings are filed under its own name, not under a rule.
    var isProcessFault: Bool { get }
    /// Whether a finding's text names the subject that failed (`… on engine+DEFECT`); a controller
    /// check has one subject, the user's controller, and names it elsewhere.
    static var findingsNameSubject: Bool { get }
}

/// One violation of one property by one subject, at one step and field: engine against oracle
/// (differential), a metamorphic property on the engine or the oracle, a process fault, or a
/// property of a user's controller. Findings are what the runner shrinks, files in the corpus, and
/// prints; values stay typed (`FindingValue`) until they are shown.
/// Carries the rule ID (`rule`) it is filed under; serves every rule ID.
public struct Finding<Checked: CheckedProperty>: Hashable, Sendable, CustomStringConvertible {
    public var property: Checked
    /// The subject that failed: an engine (with the defects on) or the oracle.
    public var subject: Subject
    /// The rule the finding is filed under; nil for a process fault (filed under its property's name).
    public var rule: RuleKey?
    /// The step at which the property fails (0 is the initial state).
    public var step: Int
    /// The observation field, e.g. `nodes.P.frame`.
    public var field: String
    /// The value the property wanted (for a differential finding, the oracle's).
    public var expected: FindingValue
    /// The value the subject gave.
    public var actual: FindingValue

    public init(property: Checked, subject: Subject, rule: RuleKey?, step: Int, field: String, expected: FindingValue,
                actual: FindingValue) {
        self.property = property
        self.subject = subject
        self.rule = rule
        self.step = step
        self.field = field
        self.expected = expected
        self.actual = actual
    }

    /// The rule ID the finding is filed under, or a process fault's property name (`crash`): the
    /// name of its corpus folder.
    public var ruleName: String { rule?.id ?? property.rawValue }

    /// What the shrinker must keep failing: same property, subject and rule.
    public var signature: Signature { Signature(property: property, subject: subject, rule: rule) }

    /// Property, subject and rule: a finding's identity while it is shrunk and filed.
    public struct Signature: Hashable, Sendable, Comparable, CustomStringConvertible {
        public var property: Checked
        public var subject: Subject
        public var rule: RuleKey?

        public init(property: Checked, subject: Subject, rule: RuleKey?) {
            self.property = property
            self.subject = subject
            self.rule = rule
        }

        /// See `Finding.ruleName`.
        public var ruleName: String { rule?.id ?? property.rawValue }

        /// `differential [CTX-3] on engine+DEFECT`, `crash on engine`, `frames-kept [FRAME-3]`.
        public var description: String {
            "\(property.rawValue)\(property.isProcessFault ? "" : " [\(ruleName)]")"
                + (Checked.findingsNameSubject ? " on \(subject)" : "")
        }

        /// By rule name, then property, then subject name.
        public static func < (lhs: Signature, rhs: Signature) -> Bool {
            (lhs.ruleName, lhs.property, lhs.subject.description) < (rhs.ruleName, rhs.property, rhs.subject.description)
        }
    }

    public var description: String {
        "\(signature) at step \(step): \(field): expected \(expected), got \(actual)"
    }
}

extension Finding: Codable where Checked: Codable {}
extension Finding.Signature: Codable where Checked: Codable {}
