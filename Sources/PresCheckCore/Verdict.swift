/// What one subject is expected to do on one property of a scenario: `pass` (no finding) or `fail`
/// (at least one finding filed under `rule`). A scenario file's verdicts are its expectation file,
/// as web-platform-tests keeps one per implementation, so a known failure (an injected defect the
/// scenario catches) is recorded instead of reported.
///
/// The conforming engine passes every property a file gives it no verdict for; other subjects are
/// checked on exactly the verdicts that name them. The full account is in `Corpus/FORMAT.md`.
/// Names its rule ID in `rule` (fail verdicts); serves every rule ID.
public struct Verdict: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Whether the subject is expected to pass or fail the property.
    public enum Outcome: String, Codable, Hashable, Sendable, CaseIterable {
        case pass, fail
    }

    /// `engine`, `engine+DEFECT[+DEFECT…]` (defects in sorted order) or `oracle`.
    public var subject: String
    /// A property's name (`Verdict.propertyNames`).
    public var property: String
    public var outcome: Outcome
    /// The rule ID a `fail` verdict expects a finding under; nil for `pass`.
    public var rule: String?

    /// A verdict; `subject` is put in canonical form (defects sorted).
    public init(subject: String, property: String, outcome: Outcome, rule: String? = nil) {
        self.subject = Verdict.canonicalSubject(subject)
        self.property = property
        self.outcome = outcome
        self.rule = rule
    }

    /// `subject` passes `property`.
    public static func pass(_ subject: String, _ property: String) -> Verdict {
        Verdict(subject: subject, property: property, outcome: .pass)
    }

    /// `subject` fails `property` with a finding under `rule`.
    public static func fail(_ subject: String, _ property: String, rule: String) -> Verdict {
        Verdict(subject: subject, property: property, outcome: .fail, rule: rule)
    }

    // MARK: Names the checker knows

    /// The property names a verdict may give, in checking order. Core cannot see the checker's
    /// `Property` type; a test keeps this list equal to `Property.allCases`.
    public static let propertyNames = [
        "differential", "cancel-changes-nothing", "present-dismiss-restores", "refusal-changes-nothing",
        "rotation-round-trip", "deterministic", "crash", "hang", "oom",
    ]

    /// The properties about the process that runs a case rather than what it observes: `crash` (it
    /// ended on a signal), `hang` (it outlived the per-case watchdog) and `oom` (the case alone took
    /// it past the resident-memory limit). Their fail verdicts name
    /// no rule, their subject is an engine, and their counterexamples are filed in a folder named
    /// after the property (`counterexamples/crash/`), as libFuzzer keeps `crash-` files apart.
    public static let processProperties = ["crash", "hang", "oom"]

    /// The one property that compares the engine with the oracle, so the oracle cannot be its subject.
    public static let differentialProperty = "differential"

    /// The defect names an engine subject may carry. Core cannot see the engine's `Defect` type; a
    /// test keeps this list equal to `Defect.allCases`.
    public static let defectNames = [
        "fullscreen-flag-ignored", "container-covers-window", "frame-reset-under-fullscreen",
        "context-walk-skips-source", "dimming-left-after-cancel", "layout-reentrancy", "undimmed-tint-dimmed",
        "undimmed-detent-not-required", "popover-never-adapts", "adaptation-ignores-delegate",
        "no-relayout-on-resize",
    ]

    /// The rule families of the behaviour catalogue; a rule ID is a family, a hyphen and a number (`CTX-3`).
    public static let ruleFamilies = ["CTX", "LIFE", "FRAME", "ADAPT", "SHEET", "DETENT", "POP", "TINT", "HIT", "TRAIT"]

    /// The conforming engine's subject name.
    public static let conformingEngine = "engine"
    /// The oracle's subject name.
    public static let oracle = "oracle"

    /// `subject` with its defects sorted; anything that is not an engine subject is returned as is.
    public static func canonicalSubject(_ subject: String) -> String {
        let parts = subject.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 2, parts[0] == conformingEngine else { return subject }
        return ([conformingEngine] + parts.dropFirst().sorted()).joined(separator: "+")
    }

    /// What is wrong with a subject name, or nil if it names the engine (with known, distinct
    /// defects) or the oracle.
    public static func subjectProblem(_ subject: String) -> String? {
        if subject == oracle { return nil }
        let parts = subject.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == conformingEngine else {
            return "unknown subject \"\(subject)\" (engine, engine+DEFECT[+DEFECT…] or oracle)"
        }
        var seen: Set<String> = []
        for defect in parts.dropFirst() {
            guard defectNames.contains(defect) else {
                return "unknown defect \"\(defect)\" in subject \"\(subject)\" (see `prescheck defects`)"
            }
            guard seen.insert(defect).inserted else { return "defect \"\(defect)\" named twice in subject \"\(subject)\"" }
        }
        return nil
    }

    /// What is wrong with a property name, or nil if the checker knows it.
    public static func propertyProblem(_ property: String) -> String? {
        propertyNames.contains(property)
            ? nil : "unknown property \"\(property)\" (one of \(propertyNames.joined(separator: ", ")))"
    }

    /// What is wrong with a rule ID, or nil for a well-formed one (`CTX-3`: a known family, a hyphen,
    /// a positive number). Rule IDs name corpus folders, so nothing else is allowed.
    public static func ruleProblem(_ rule: String) -> String? {
        let parts = rule.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 2, ruleFamilies.contains(String(parts[0])), let number = Int(parts[1]), number > 0,
           parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), parts[1].first != "0" {
            return nil
        }
        return "\"\(rule)\" is not a rule ID (FAMILY-N with FAMILY one of \(ruleFamilies.joined(separator: ", ")))"
    }

    /// The first problem with this verdict as a field (relative to the verdict) and a message.
    public var problem: (field: String, problem: String)? {
        if let problem = Verdict.subjectProblem(subject) { return ("subject", problem) }
        if let problem = Verdict.propertyProblem(property) { return ("property", problem) }
        if subject == Verdict.oracle, property == Verdict.differentialProperty {
            return ("property", "the oracle is checked on the metamorphic properties only, not on \"differential\"")
        }
        if Verdict.processProperties.contains(property) {
            if subject == Verdict.oracle {
                return ("subject", "a \(property) is an engine subject's: the oracle runs in the same process and cannot be its subject")
            }
            return rule == nil ? nil : ("rule", "a \(property) verdict names no rule (it is filed under \"\(property)\")")
        }
        switch (outcome, rule) {
        case (.fail, nil):
            return ("rule", "missing (a fail verdict names the rule its finding is filed under)")
        case (.fail, let rule?):
            if let problem = Verdict.ruleProblem(rule) { return ("rule", problem) }
        case (.pass, _?):
            return ("rule", "only a fail verdict names a rule")
        case (.pass, nil):
            break
        }
        return nil
    }

    // MARK: Order, text, coding

    /// Canonical order: subject, property, outcome, rule (as strings). Files list verdicts in it.
    public static func < (lhs: Verdict, rhs: Verdict) -> Bool {
        (lhs.subject, lhs.property, lhs.outcome.rawValue, lhs.rule ?? "")
            < (rhs.subject, rhs.property, rhs.outcome.rawValue, rhs.rule ?? "")
    }

    /// `engine+DEFECT fails differential [CTX-3]`, `engine passes deterministic`.
    public var description: String {
        switch outcome {
        case .pass: return "\(subject) passes \(property)"
        case .fail: return "\(subject) fails \(property)" + (rule.map { " [\($0)]" } ?? "")
        }
    }

    private enum CodingKeys: String, CodingKey {
        case subject, property, outcome, rule
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        subject = Verdict.canonicalSubject(try container.decode(String.self, forKey: .subject))
        property = try container.decode(String.self, forKey: .property)
        let outcome = try container.decode(String.self, forKey: .outcome)
        guard let value = Outcome(rawValue: outcome) else {
            throw DecodingError.dataCorruptedError(
                forKey: .outcome, in: container, debugDescription: "must be \"pass\" or \"fail\", is \"\(outcome)\"")
        }
        self.outcome = value
        rule = try container.decodeIfPresent(String.self, forKey: .rule)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(subject, forKey: .subject)
        try container.encode(property, forKey: .property)
        try container.encode(outcome, forKey: .outcome)
        try container.encodeIfPresent(rule, forKey: .rule)
    }
}

/// Where a stored counterexample came from: the generated case (seed, case index, profile,
/// generator version), the finding it was shrunk to keep, and what shrinking did. Everything in it
/// is a function of the run's inputs (no clock), so saving the same case twice writes the same bytes.
/// Serves every rule ID: `rule` is the one the finding was filed under.
public struct CounterexampleOrigin: Codable, Hashable, Sendable {
    /// The run's seed. Written as a string of decimal digits: a JSON number loses precision above 2^53.
    public var seed: UInt64
    /// The index of the generated case within the run (0-based).
    public var caseIndex: Int
    /// The generator profile the run used (e.g. `ci`, `dev`).
    public var profile: String
    /// The generators' version: the same seed, case index and profile rebuild the case only with it.
    public var generatorVersion: Int
    /// The finding that was kept while shrinking: property, subject and rule, and where it showed.
    public var property: String
    public var subject: String
    public var rule: String
    /// The step of the shrunk scenario the finding is at (0 is the initial state).
    public var step: Int
    /// The observation field, e.g. `nodes.P.frame`.
    public var field: String
    public var expected: String
    public var actual: String
    /// What shrinking did.
    public var shrink: ShrinkRecord
    /// How the case was drawn, when not from (seed, case index) alone: `guided` for a case that
    /// guided exploration made by mutating choice sequences the run's earlier cases kept (the run
    /// up to the case rebuilds it; seed and case index alone do not). Absent for a random case.
    public var generation: String?

    public init(
        seed: UInt64, caseIndex: Int, profile: String, generatorVersion: Int, property: String, subject: String,
        rule: String, step: Int, field: String, expected: String, actual: String, shrink: ShrinkRecord
    ) {
        self.seed = seed
        self.caseIndex = caseIndex
        self.profile = profile
        self.generatorVersion = generatorVersion
        self.property = property
        self.subject = Verdict.canonicalSubject(subject)
        self.rule = rule
        self.step = step
        self.field = field
        self.expected = expected
        self.actual = actual
        self.shrink = shrink
    }

    /// Counts of one shrink, plain integers (no durations: files are byte-identical across runs).
    /// Serves every rule ID (the shrunk finding's).
    public struct ShrinkRecord: Codable, Hashable, Sendable {
        /// Shrink steps taken: candidates kept because they still failed the same way.
        public var steps: Int
        /// Candidates tried, kept or not.
        public var attempts: Int
        /// The case's size in the shrinker's measure, before and after.
        public var sizeBefore: Int
        public var sizeAfter: Int
        /// The unshrunk scenario's action and node counts (the stored scenario shows the shrunk ones).
        public var actionsBefore: Int
        public var nodesBefore: Int

        public init(steps: Int, attempts: Int, sizeBefore: Int, sizeAfter: Int, actionsBefore: Int, nodesBefore: Int) {
            self.steps = steps
            self.attempts = attempts
            self.sizeBefore = sizeBefore
            self.sizeAfter = sizeAfter
            self.actionsBefore = actionsBefore
            self.nodesBefore = nodesBefore
        }

        /// The fields as (name, value), in file order, for validation.
        var counts: [(String, Int)] {
            [("steps", steps), ("attempts", attempts), ("sizeBefore", sizeBefore), ("sizeAfter", sizeAfter),
             ("actionsBefore", actionsBefore), ("nodesBefore", nodesBefore)]
        }
    }

    /// The first problem with this origin as a field (relative to `origin`) and a message.
    public var problem: (field: String, problem: String)? {
        if caseIndex < 0 { return ("caseIndex", "must be ≥ 0, is \(caseIndex)") }
        if profile.isEmpty { return ("profile", "must not be empty") }
        if generatorVersion < 1 { return ("generatorVersion", "must be ≥ 1, is \(generatorVersion)") }
        if let problem = Verdict.propertyProblem(property) { return ("property", problem) }
        if let problem = Verdict.subjectProblem(subject) { return ("subject", problem) }
        if Verdict.processProperties.contains(property) {
            if rule != property { return ("rule", "must be \"\(property)\" for a \(property), the folder it is filed in; is \"\(rule)\"") }
        } else if let problem = Verdict.ruleProblem(rule) {
            return ("rule", problem)
        }
        if step < 0 { return ("step", "must be ≥ 0, is \(step)") }
        if let generation, generation != "guided" { return ("generation", "must be \"guided\" when present, is \"\(generation)\"") }
        for (name, value) in shrink.counts where value < 0 {
            return ("shrink.\(name)", "must be ≥ 0, is \(value)")
        }
        return nil
    }

    private enum CodingKeys: String, CodingKey {
        case seed, caseIndex, profile, generatorVersion, property, subject, rule, step, field, expected, actual, shrink
        case generation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let digits: String
        do {
            digits = try container.decode(String.self, forKey: .seed)
        } catch DecodingError.typeMismatch {
            throw DecodingError.dataCorruptedError(
                forKey: .seed, in: container,
                debugDescription: "must be a string of decimal digits (a JSON number loses precision above 2^53)")
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let seed = UInt64(digits) else {
            throw DecodingError.dataCorruptedError(
                forKey: .seed, in: container,
                debugDescription: "must be a string of decimal digits in 0...\(UInt64.max), is \"\(digits)\"")
        }
        self.seed = seed
        caseIndex = try container.decode(Int.self, forKey: .caseIndex)
        profile = try container.decode(String.self, forKey: .profile)
        generatorVersion = try container.decode(Int.self, forKey: .generatorVersion)
        property = try container.decode(String.self, forKey: .property)
        subject = Verdict.canonicalSubject(try container.decode(String.self, forKey: .subject))
        rule = try container.decode(String.self, forKey: .rule)
        step = try container.decode(Int.self, forKey: .step)
        field = try container.decode(String.self, forKey: .field)
        expected = try container.decode(String.self, forKey: .expected)
        actual = try container.decode(String.self, forKey: .actual)
        shrink = try container.decode(ShrinkRecord.self, forKey: .shrink)
        generation = try container.decodeIfPresent(String.self, forKey: .generation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(String(seed), forKey: .seed)
        try container.encode(caseIndex, forKey: .caseIndex)
        try container.encode(profile, forKey: .profile)
        try container.encode(generatorVersion, forKey: .generatorVersion)
        try container.encode(property, forKey: .property)
        try container.encode(subject, forKey: .subject)
        try container.encode(rule, forKey: .rule)
        try container.encode(step, forKey: .step)
        try container.encode(field, forKey: .field)
        try container.encode(expected, forKey: .expected)
        try container.encode(actual, forKey: .actual)
        try container.encode(shrink, forKey: .shrink)
        try container.encodeIfPresent(generation, forKey: .generation)
    }
}
