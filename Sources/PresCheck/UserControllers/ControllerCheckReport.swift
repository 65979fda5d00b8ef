import PresCheckCore

/// What a passing controller check covered: the cases, how many of them presented the
/// controller, and how often each property was checked on it.
/// Serves FRAME-3, FRAME-4, LIFE-4, FRAME-5, LIFE-5, HIT-2, LIFE-1 and LIFE-6.
public struct ControllerCheckReport: Sendable, CustomStringConvertible {
    /// The controller's type name (the metatype's, or that of the first controller the closure made).
    public var controller: String
    /// Nil for a replayed scenario.
    public var profile: Profile?
    public var seed: UInt64?
    public var firstCase: UInt64
    public var cases: Int
    /// Cases in which at least one presentation of the controller was accepted.
    public var casesWithController = 0
    package var tally = ControllerTally()
    /// Per property, in `ControllerProperty.allCases` order: cases in which it was checked on the
    /// controller at least once.
    private var casesChecking = [Int](repeating: 0, count: ControllerProperty.allCases.count)
    /// Per rule, in `rules` order: cases in which a property filed under it was checked.
    private var casesCheckingRule = [Int](repeating: 0, count: ControllerCheckReport.ruleKeys.count)

    init(controller: String, profile: Profile?, seed: UInt64?, firstCase: UInt64, cases: Int) {
        self.controller = controller
        self.profile = profile
        self.seed = seed
        self.firstCase = firstCase
        self.cases = cases
    }

    mutating func record(_ outcome: ControllerCheck.Outcome) {
        if outcome.presentedController { casesWithController += 1 }
        if controller == "the controller", let name = outcome.controllerName { controller = name }
        tally.add(outcome.tally)
        for (index, property) in ControllerProperty.allCases.enumerated() where outcome.tally.checks(of: property) > 0 {
            casesChecking[index] += 1
        }
        for (index, rule) in Self.ruleKeys.enumerated()
        where ControllerProperty.allCases.contains(where: { $0.rule == rule && outcome.tally.checks(of: $0) > 0 }) {
            casesCheckingRule[index] += 1
        }
    }

    /// The cases in which `property` was checked on the controller at least once.
    public func cases(checking property: ControllerProperty) -> Int {
        casesChecking[ControllerProperty.allCases.firstIndex(of: property)!]
    }

    /// The cases in which some property filed under `rule` was checked on the controller.
    public func cases(checkingRule rule: String) -> Int {
        Self.rules.firstIndex(of: rule).map { casesCheckingRule[$0] } ?? 0
    }

    /// The IDs of the rules the properties are filed under, in the properties' order, each once.
    public static var rules: [String] { ruleKeys.map(\.id) }

    /// The rules the properties are filed under, in the properties' order, each once.
    static var ruleKeys: [RuleKey] {
        ControllerProperty.allCases.map(\.rule).reduce(into: [RuleKey]()) { rules, rule in
            if !rules.contains(rule) { rules.append(rule) }
        }
    }

    /// `CardController: 300 cases (seed 1, profile ci), 296 presented it; checks: frames-kept 905, …;
    /// cases per rule: FRAME-3 290, …`
    public var description: String {
        let source = profile.map { "\(cases) cases from case \(firstCase) (seed \(seed ?? 0), profile \($0))" } ?? "the replayed scenario"
        let perRule = Self.rules.map { "\($0) \(cases(checkingRule: $0))" }.joined(separator: ", ")
        return "\(controller): \(source), \(casesWithController) presented it; checks: \(tally); cases per rule: \(perRule)"
    }
}
