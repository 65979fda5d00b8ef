/// Where a stored counterexample came from: the generated case (seed, case index, profile,
/// generator version), the finding it was shrunk to keep, and what shrinking did. Everything in it
/// is a function of the run's inputs (no clock), so saving the same case twice writes the same bytes.
/// Holds typed values (`ProfileName`, and a `Finding` with its `Property`, `Subject` and `RuleKey`);
/// its JSON form writes them, and the finding's expected and actual values, as strings.
/// Serves every rule ID: the finding's `rule` is the one it was filed under.
public struct CounterexampleOrigin: Codable, Hashable, Sendable {
    /// The run's seed. Written as a string of decimal digits: a JSON number loses precision above 2^53.
    public var seed: UInt64
    /// The index of the generated case within the run (0-based).
    public var caseIndex: Int
    /// The generator profile the run used.
    public var profile: ProfileName
    /// The generators' version: the same seed, case index and profile rebuild the case only with it.
    public var generatorVersion: Int
    /// The finding that was kept while shrinking: property, subject and rule, and where it showed
    /// in the shrunk scenario. Read from a file, its expected and actual values are text.
    public var finding: Finding<Property>
    /// What shrinking did.
    public var shrink: ShrinkRecord
    /// How the case was drawn, when not from (seed, case index) alone: `guided` for a case that
    /// guided exploration made by mutating choice sequences the run's earlier cases kept (the run
    /// up to the case rebuilds it; seed and case index alone do not). Absent for a random case.
    public var generation: String?

    public init(
        seed: UInt64, caseIndex: Int, profile: ProfileName, generatorVersion: Int, finding: Finding<Property>, shrink: ShrinkRecord
    ) {
        self.seed = seed
        self.caseIndex = caseIndex
        self.profile = profile
        self.generatorVersion = generatorVersion
        self.finding = finding
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
        if generatorVersion < 1 { return ("generatorVersion", "must be ≥ 1, is \(generatorVersion)") }
        if finding.step < 0 { return ("step", "must be ≥ 0, is \(finding.step)") }
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
        let profile = try container.decode(String.self, forKey: .profile)
        guard let name = ProfileName(rawValue: profile) else {
            throw DecodingError.dataCorruptedError(
                forKey: .profile, in: container,
                debugDescription: "unknown profile \"\(profile)\" (one of \(ProfileName.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        self.profile = name
        generatorVersion = try container.decode(Int.self, forKey: .generatorVersion)
        let property = try container.decode(Property.self, forKey: .property)
        let subject = try container.decode(Subject.self, forKey: .subject)
        // A process fault is filed under its own name, the folder it is in; anything else under a rule.
        let rule: RuleKey?
        if property.isProcessFault {
            let name = try container.decode(String.self, forKey: .rule)
            guard name == property.rawValue else {
                throw DecodingError.dataCorruptedError(
                    forKey: .rule, in: container,
                    debugDescription: "must be \"\(property)\" for a \(property), the folder it is filed in; is \"\(name)\"")
            }
            rule = nil
        } else {
            rule = try container.decode(RuleKey.self, forKey: .rule)
        }
        finding = Finding(
            property: property, subject: subject, rule: rule, step: try container.decode(Int.self, forKey: .step),
            field: try container.decode(String.self, forKey: .field),
            expected: .text(try container.decode(String.self, forKey: .expected)),
            actual: .text(try container.decode(String.self, forKey: .actual)))
        shrink = try container.decode(ShrinkRecord.self, forKey: .shrink)
        generation = try container.decodeIfPresent(String.self, forKey: .generation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(String(seed), forKey: .seed)
        try container.encode(caseIndex, forKey: .caseIndex)
        try container.encode(profile, forKey: .profile)
        try container.encode(generatorVersion, forKey: .generatorVersion)
        try container.encode(finding.property, forKey: .property)
        try container.encode(finding.subject, forKey: .subject)
        try container.encode(finding.ruleName, forKey: .rule)
        try container.encode(finding.step, forKey: .step)
        try container.encode(finding.field, forKey: .field)
        try container.encode(finding.expected.description, forKey: .expected)
        try container.encode(finding.actual.description, forKey: .actual)
        try container.encode(shrink, forKey: .shrink)
        try container.encodeIfPresent(generation, forKey: .generation)
    }
}
