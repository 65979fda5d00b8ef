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
    }

    /// `CardController: 300 cases (seed 1, profile ci), 181 presented it; checks: frames-kept 905, …`
    public var description: String {
        let source = profile.map { "\(cases) cases from case \(firstCase) (seed \(seed ?? 0), profile \($0))" } ?? "the replayed scenario"
        return "\(controller): \(source), \(casesWithController) presented it; checks: \(tally)"
    }
}
