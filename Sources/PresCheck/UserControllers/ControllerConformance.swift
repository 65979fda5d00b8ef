import Foundation
import PresCheckCore
import PresentationEngine

/// The checker's entry points for code outside this package: check your own presentation
/// controller from `swift test`.
///
/// ```swift
/// @Test func cardControllerConforms() throws {
///     try ControllerConformance.checkPresentationController(CardPresentationController.self, profile: .ci)
/// }
/// ```
///
/// Each check generates cases (devices, view-controller trees, and sequences of presents,
/// dismissals, interactive dismissals, covering full-screen presentations, rotations, resizes,
/// taps and clock advances) with the fuzz suite's generator, runs each on the engine with your
/// controller behind every `.custom` presentation, and checks the oracle-free properties of
/// `ControllerProperty` on it: FRAME-3, FRAME-4, LIFE-4, FRAME-5, LIFE-5, HIT-2, LIFE-1 and LIFE-6.
/// At the first case that fails, it shrinks the case to a few actions and throws a
/// `ControllerCheckFailure`, whose description is the counterexample and the call that replays it.
/// When every case passes it returns what was checked (`ControllerCheckReport`); when no case
/// presented the controller at all it throws a `ConfigurationError` rather than pass.
///
/// `profile` nil means `PRESCHECK_PROFILE`, else `ci` (300 cases of at most 12 actions, a few
/// seconds); `seed` nil means `PRESCHECK_SEED`, else `defaultSeed`, so a plain `swift test` is
/// reproducible and an environment variable explores further. `cases` nil means the profile's.
///
/// Two forms make the controllers. The closure form, `controller:`, is the general one: it gets
/// the presented and the presenting view controller (nil until `present` settles the presenter),
/// exactly as `ViewControllerTransitioningDelegate.presentationController(forPresented:presenting:source:)`
/// would, and may call any initialiser and set the controller up. The metatype form is a
/// shorthand for a class that conforms to `CheckablePresentationController`. Every run makes new
/// controllers, so the closure must return a new one each time it is called; a controller that
/// keeps state between instances (a `static var`) fails LIFE-6.
///
/// What cannot be checked in one process: a controller that traps ends the test process, and
/// one that loops never returns; `prescheck fuzz` has watchdogs for that, not this API.
/// Serves FRAME-3, FRAME-4, LIFE-4, FRAME-5, LIFE-5, HIT-2, LIFE-1 and LIFE-6.
public enum ControllerConformance {
    /// The seed of a check that names none and runs without `PRESCHECK_SEED`.
    public static let defaultSeed: UInt64 = 1

    /// Checks `type`'s controllers on generated cases (see `ControllerConformance`).
    @discardableResult
    public static func checkPresentationController<Controller: CheckablePresentationController>(
        _ type: Controller.Type, profile: Profile? = nil, seed: UInt64? = nil, firstCase: UInt64 = 0, cases: Int? = nil,
        traits: ControllerTraits = []
    ) throws -> ControllerCheckReport {
        try run(profile: profile, seed: seed, firstCase: firstCase, cases: cases, traits: traits,
                call: ControllerCall(metatype: "\(Controller.self)", traits: traits),
                source: .controller { Controller(presentedViewController: $0, presenting: $1) })
    }

    /// Checks the controllers `make` returns on generated cases (see `ControllerConformance`).
    @discardableResult
    public static func checkPresentationController(
        profile: Profile? = nil, seed: UInt64? = nil, firstCase: UInt64 = 0, cases: Int? = nil, traits: ControllerTraits = [],
        controller make: @escaping (_ presented: ViewController, _ presenting: ViewController?) -> PresentationController
    ) throws -> ControllerCheckReport {
        try run(profile: profile, seed: seed, firstCase: firstCase, cases: cases, traits: traits,
                call: ControllerCall(metatype: nil, traits: traits), source: .controller(make))
    }

    /// Checks a controller that comes with its own animator or interaction controller: every
    /// `.custom` presentation gets a new transitioning delegate from `make`, whose
    /// `presentationController(forPresented:presenting:source:)` supplies the controller (it must
    /// not answer nil) and whose animators and interaction controllers run the transitions, as in
    /// the app. The generated pans and swipes reach the recognizers it installs, so an interactive
    /// dismissal it drives is checked too.
    @discardableResult
    public static func checkPresentationController(
        profile: Profile? = nil, seed: UInt64? = nil, firstCase: UInt64 = 0, cases: Int? = nil, traits: ControllerTraits = [],
        transitioningDelegate make: @escaping () -> any ViewControllerTransitioningDelegate
    ) throws -> ControllerCheckReport {
        try run(profile: profile, seed: seed, firstCase: firstCase, cases: cases, traits: traits,
                call: ControllerCall(metatype: nil, traits: traits, usesTransitioningDelegate: true), source: .transitions(make))
    }

    /// Checks `type`'s controllers on one scenario, given as the JSON a failure message prints
    /// (a scenario file's contents work too): a regression test for a counterexample.
    @discardableResult
    public static func checkPresentationController<Controller: CheckablePresentationController>(
        _ type: Controller.Type, replaying json: String, traits: ControllerTraits = []
    ) throws -> ControllerCheckReport {
        try replay(json, traits: traits, call: ControllerCall(metatype: "\(Controller.self)", traits: traits),
                   source: .controller { Controller(presentedViewController: $0, presenting: $1) })
    }

    /// Checks the controllers `make` returns on one scenario, given as JSON (see above).
    @discardableResult
    public static func checkPresentationController(
        replaying json: String, traits: ControllerTraits = [],
        controller make: @escaping (_ presented: ViewController, _ presenting: ViewController?) -> PresentationController
    ) throws -> ControllerCheckReport {
        try replay(json, traits: traits, call: ControllerCall(metatype: nil, traits: traits), source: .controller(make))
    }

    /// Checks the transitioning delegates `make` returns on one scenario, given as JSON (see above).
    @discardableResult
    public static func checkPresentationController(
        replaying json: String, traits: ControllerTraits = [],
        transitioningDelegate make: @escaping () -> any ViewControllerTransitioningDelegate
    ) throws -> ControllerCheckReport {
        try replay(json, traits: traits, call: ControllerCall(metatype: nil, traits: traits, usesTransitioningDelegate: true),
                   source: .transitions(make))
    }

    // MARK: Running

    /// The generated-case check behind both forms; `options` injects engine defects (tests only).
    @discardableResult
    static func run(
        profile: Profile?, seed: UInt64?, firstCase: UInt64, cases: Int?, traits: ControllerTraits, call: ControllerCall,
        options: EngineOptions = EngineOptions(), source: ControllerSource
    ) throws -> ControllerCheckReport {
        let profile = try profile ?? Profile.fromEnvironment(fallback: .ci)
        let seed = try seed ?? Profile.seedFromEnvironment() ?? defaultSeed
        let count = max(0, cases ?? profile.cases)
        var check = ControllerCheck(source: source, profile: profile, traits: traits)
        check.options = options
        var report = ControllerCheckReport(controller: call.metatype ?? "the controller", profile: profile, seed: seed,
                                           firstCase: firstCase, cases: count)
        for offset in 0..<count {
            let index = firstCase &+ UInt64(offset)
            let (scenario, choices, outcome) = try check.generatedCase(seed: seed, index: index)
            report.record(outcome)
            if let finding = outcome.findings.first {
                let shrunk = check.shrink(scenario, choices: choices, finding: finding)
                throw ControllerCheckFailure(
                    controller: report.controller, shrunk: shrunk, origin: .generated(seed: seed, caseIndex: index, profile: profile),
                    call: call)
            }
        }
        guard report.casesWithController > 0 else {
            throw ConfigurationError("\(report.controller): none of the \(count) cases from case \(firstCase) (seed \(seed), profile "
                                     + "\(profile)) presented the controller, so nothing was checked; give more cases")
        }
        return report
    }

    private static func replay(
        _ json: String, traits: ControllerTraits, call: ControllerCall, source: ControllerSource
    ) throws -> ControllerCheckReport {
        let scenario = try ScenarioFile.decode(Data(json.utf8), file: "the replayed scenario")
        let check = ControllerCheck(source: source, profile: .named(.ci), traits: traits)
        let outcome = try check.check(scenario)
        var report = ControllerCheckReport(controller: call.metatype ?? "the controller", profile: nil, seed: nil, firstCase: 0, cases: 1)
        report.record(outcome)
        if let finding = outcome.findings.first {
            let normalized = ControllerCheck.normalized(scenario)
            throw ControllerCheckFailure(
                controller: report.controller,
                shrunk: ShrunkControllerFinding(finding: finding, scenario: normalized, original: normalized, choiceStatistics: .unshrunk(0),
                                                scenarioStatistics: .unshrunk(0), seconds: 0),
                origin: .replayed, call: call)
        }
        guard report.casesWithController > 0 else {
            throw ConfigurationError("\(report.controller): the replayed scenario never presented the controller, so nothing was checked")
        }
        return report
    }
}
