import CheckerTestSupport
import Foundation
@testable import PresCheck
import PresCheckCore
import PresentationEngine
import Testing

/// A controller written in the fixtures that breaks one rule, and what the check must say.
enum BrokenController: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case fillsWhenRead, noRelayout, reentrant, eagerDimming, leftoverShadow, windowCatcher

    var testDescription: String { rawValue }

    var name: String {
        switch self {
        case .fillsWhenRead: return "FillsWhenReadController"
        case .noRelayout: return "NoRelayoutController"
        case .reentrant: return "ReentrantController"
        case .eagerDimming: return "EagerDimmingController"
        case .leftoverShadow: return "LeftoverShadowController"
        case .windowCatcher: return "WindowCatcherController"
        }
    }

    var property: ControllerProperty {
        switch self {
        case .fillsWhenRead: return .framesKept
        case .noRelayout: return .relayoutOnResize
        case .reentrant: return .noLayoutReentrancy
        case .eagerDimming: return .cancelChangesNothing
        case .leftoverShadow: return .presentDismissRestores
        case .windowCatcher: return .containerTouches
        }
    }

    var rule: String {
        switch self {
        case .fillsWhenRead: return "FRAME-3"
        case .noRelayout: return "FRAME-4"
        case .reentrant: return "LIFE-5"
        case .eagerDimming: return "LIFE-4"
        case .leftoverShadow: return "FRAME-5"
        case .windowCatcher: return "HIT-2"
        }
    }

    @discardableResult
    func check(seed: UInt64? = nil, firstCase: UInt64 = 0, cases: Int? = nil) throws -> ControllerCheckReport {
        switch self {
        case .fillsWhenRead: return try ControllerConformance.checkPresentationController(
            FillsWhenReadController.self, profile: .ci, seed: seed, firstCase: firstCase, cases: cases)
        case .noRelayout: return try ControllerConformance.checkPresentationController(
            NoRelayoutController.self, profile: .ci, seed: seed, firstCase: firstCase, cases: cases)
        case .reentrant: return try ControllerConformance.checkPresentationController(
            ReentrantController.self, profile: .ci, seed: seed, firstCase: firstCase, cases: cases)
        case .eagerDimming: return try ControllerConformance.checkPresentationController(
            EagerDimmingController.self, profile: .ci, seed: seed, firstCase: firstCase, cases: cases)
        case .leftoverShadow: return try ControllerConformance.checkPresentationController(
            LeftoverShadowController.self, profile: .ci, seed: seed, firstCase: firstCase, cases: cases)
        case .windowCatcher: return try ControllerConformance.checkPresentationController(
            WindowCatcherController.self, profile: .ci, seed: seed, firstCase: firstCase, cases: cases)
        }
    }

    /// The failure the check throws; records an issue and returns nil when it passes instead.
    func failure(seed: UInt64? = nil, firstCase: UInt64 = 0, cases: Int? = nil) throws -> ControllerCheckFailure? {
        try failure(of: Result { try check(seed: seed, firstCase: firstCase, cases: cases) })
    }

    /// FillsWhenReadController's check with seed 1, made once: README's failure example shows it,
    /// and it is that controller's case of `brokenControllerFails` unless `PRESCHECK_SEED` names
    /// another seed. (The check is deterministic: `replays` holds two of its runs to each other.)
    static let fillsWhenReadSeedOne = Result { try BrokenController.fillsWhenRead.check(seed: 1) }

    /// The failure of the check with the seed `PRESCHECK_SEED` names, else the default seed, as
    /// `failure()`: read from `fillsWhenReadSeedOne` when that is the same check.
    func failureWithDefaultSeed() throws -> ControllerCheckFailure? {
        let seed = try Profile.seedFromEnvironment() ?? ControllerConformance.defaultSeed
        return self == .fillsWhenRead && seed == 1 ? try failure(of: Self.fillsWhenReadSeedOne) : try failure()
    }

    /// The failure a check's result holds; records an issue and returns nil when it passed.
    func failure(of check: Result<ControllerCheckReport, any Error>) throws -> ControllerCheckFailure? {
        do {
            let report = try check.get()
            Issue.record("\(name) passed: \(report)")
            return nil
        } catch let failure as ControllerCheckFailure {
            return failure
        }
    }
}

@Suite("ControllerConformance.checkPresentationController: a user's controller against the oracle-free properties")
struct UserControllerCheckTests {
    enum Catalogue: String, CaseIterable, Sendable {
        case halfContext = "half-context", centeredCard = "centered-card", toast, plain = "PresentationController"
    }

    @Test("The catalogue's controllers and the plain PresentationController pass, at least 90% of cases present them, and every property and rule is checked on them",
          arguments: Catalogue.allCases)
    func cataloguePasses(_ controller: Catalogue) throws {
        let report: ControllerCheckReport
        switch controller {
        case .halfContext: report = try ControllerConformance.checkPresentationController(HalfContextPresentationController.self)
        case .centeredCard: report = try ControllerConformance.checkPresentationController(CenteredCardPresentationController.self)
        case .toast: report = try ControllerConformance.checkPresentationController(ToastPresentationController.self)
        case .plain: report = try ControllerConformance.checkPresentationController { PresentationController(presentedViewController: $0, presenting: $1) }
        }
        // At least 90% of the cases present the user's controller: the budget goes to it.
        #expect(report.casesWithController * 10 >= report.cases * 9, "\(report)")
        for property in ControllerProperty.allCases {
            #expect(report.tally.checks(of: property) > 0, "\(property) was never checked: \(report)")
            #expect(report.cases(checking: property) > 0, "\(property) was checked in no case: \(report)")
            #expect(report.tally.skips(of: property) == 0)
        }
        for rule in ControllerCheckReport.rules {
            #expect(report.cases(checkingRule: rule) > 0, "\(rule): \(report)")
        }
        #expect(report.description.contains("cases per rule: FRAME-3 "))
        print(report)
    }

    @Test("A controller with an initialiser of its own, checked through the closure form, passes")
    func ownInitialiserPasses() throws {
        let report = try ControllerConformance.checkPresentationController(profile: .ci, seed: 11, cases: 150) {
            InsetCardController(presentedViewController: $0, presenting: $1, inset: 24)
        }
        #expect(report.controller == "InsetCardController")
        #expect(report.tally.checks(of: .framesKept) > 0 && report.tally.checks(of: .relayoutOnResize) > 0)
    }

    @Test("A broken controller fails under its rule, shrunk to a few actions, with seed, case and replay calls",
          arguments: BrokenController.allCases)
    func brokenControllerFails(_ controller: BrokenController) throws {
        let failure = try #require(try controller.failureWithDefaultSeed())
        let message = failure.description
        #expect(failure.finding.property == controller.property, "\(message)")
        #expect(failure.finding.rule?.id == controller.rule, "\(message)")
        #expect(failure.shrunk.scenario.actions.count <= 4, "\(message)")
        #expect(failure.shrunk.scenario.actions.count <= failure.shrunk.original.actions.count)
        guard case .generated(let seed, let index, let profile) = failure.origin else {
            Issue.record("not a generated case: \(message)")
            return
        }
        #expect(profile == .ci)
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines[0] == "\(controller.name) fails \(controller.property.rawValue) [\(controller.rule)]: \(controller.property.summary)")
        #expect(lines[1].hasPrefix("  step \(failure.finding.step) ("))
        #expect(lines.contains("  seed \(seed), case \(index), profile ci"))
        #expect(lines.contains("  replay the case: try ControllerConformance.checkPresentationController(\(controller.name).self, "
                               + "profile: .ci, seed: \(seed), firstCase: \(index), cases: 1)"))
        #expect(lines.contains { $0.hasPrefix("  replay the scenario: try ControllerConformance.checkPresentationController(\(controller.name).self, replaying: #\"{") })
        #expect(lines.contains { $0.contains(".custom (\(controller.name))") })
    }

    @Test("The same seed gives the same message byte for byte; the replay calls it prints fail the same way")
    func replays() throws {
        let controller = BrokenController.fillsWhenRead
        let first = try #require(try controller.failure(seed: 5))
        let second = try #require(try controller.failure(seed: 5))
        #expect(first.description == second.description)
        guard case .generated(_, let index, _) = first.origin else {
            Issue.record("not a generated case: \(first)")
            return
        }
        let again = try #require(try controller.failure(seed: 5, firstCase: index, cases: 1))
        #expect(again.description == first.description)

        do {
            try ControllerConformance.checkPresentationController(FillsWhenReadController.self, replaying: first.scenarioJSON)
            Issue.record("the shrunk scenario passed")
        } catch let replayed as ControllerCheckFailure {
            #expect(replayed.finding == first.finding)
            #expect(replayed.origin == .replayed)
            #expect(replayed.description.contains("  replayed from JSON"))
        }
        // A controller that keeps its frame passes the same scenario.
        let report = try ControllerConformance.checkPresentationController(ToastPresentationController.self, replaying: first.scenarioJSON)
        #expect(report.tally.checks(of: .framesKept) > 0)
    }

    @Test("HIT-2: a view the controller adds outside its container fails, unless the trait says it takes touches there")
    func traitsSkipHonestly() throws {
        let report = try ControllerConformance.checkPresentationController(WindowCatcherController.self, profile: .ci,
                                                               traits: .takesTouchesOutsideContainer)
        #expect(report.tally.skips(of: .containerTouches) > 0)
        #expect(report.description.contains("container-touches \(report.tally.checks(of: .containerTouches)) ("
                                            + "\(report.tally.skips(of: .containerTouches)) skipped)"))
    }

    @Test("A check that never presents the controller throws instead of passing")
    func nothingCheckedThrows() throws {
        #expect(throws: ConfigurationError.self) {
            try ControllerConformance.checkPresentationController(ToastPresentationController.self, profile: .ci, cases: 0)
        }
        let json = #"{"actions":[],"device":"phone","name":"empty","orientation":"portrait","root":{"id":"R"},"schemaVersion":2}"#
        #expect(throws: ConfigurationError.self) {
            try ControllerConformance.checkPresentationController(ToastPresentationController.self, replaying: json)
        }
    }

    @Test("LIFE-6: a controller that counts its instances across runs is not deterministic")
    func countingControllerIsNotDeterministic() throws {
        do {
            try ControllerConformance.checkPresentationController(CountingController.self, profile: .ci)
            Issue.record("CountingController passed")
        } catch let failure as ControllerCheckFailure {
            #expect(failure.finding.property == .deterministic, "\(failure)")
            #expect(failure.finding.rule == .life6)
        }
    }

    @Test("The properties catch the engine's defects on the catalogue's controllers, under the rule the defect table names",
          arguments: [
            (Defect.frameResetUnderFullscreen, CatalogueController.toast, "FRAME-3"),
            (.noRelayoutOnResize, .centeredCard, "FRAME-4"),
            (.layoutReentrancy, .toast, "LIFE-5"),
            (.containerCoversWindow, .halfContext, "HIT-2"),
            (.dimmingLeftAfterCancel, .centeredCard, "LIFE-4"),
          ])
    func defectsAreCaught(_ defect: Defect, _ controller: CatalogueController, _ rule: String) throws {
        let make: (ViewController, ViewController?) -> PresentationController
        switch controller {
        case .halfContext: make = { HalfContextPresentationController(presentedViewController: $0, presenting: $1) }
        case .centeredCard: make = { CenteredCardPresentationController(presentedViewController: $0, presenting: $1) }
        default: make = { ToastPresentationController(presentedViewController: $0, presenting: $1) }
        }
        do {
            let report = try ControllerConformance.run(profile: .ci, seed: nil, firstCase: 0, cases: nil, traits: [],
                                           call: ControllerCall(metatype: nil, traits: []), options: EngineOptions(defects: [defect]),
                                           source: .controller(make))
            Issue.record("\(defect.rawValue) went unnoticed: \(report)")
        } catch let failure as ControllerCheckFailure {
            #expect(failure.finding.rule?.id == rule, "\(failure)")
            #expect(failure.shrunk.scenario.actions.count <= 4, "\(failure)")
        }
    }
}

@Suite("README: the controller check's failure example")
struct ReadmeFailureExampleTests {
    @Test("README shows what the check of FillsWhenReadController says for seed 1, line for line (the scenario JSON elided)")
    func readmeShowsTheFailure() throws {
        let readme = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```text\nFillsWhenReadController fails"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let shown = readme[readme.index(start.lowerBound, offsetBy: "```text\n".count)..<end.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let failure = try #require(try BrokenController.fillsWhenRead.failure(of: BrokenController.fillsWhenReadSeedOne))
        let said = failure.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(shown.count == said.count)
        for (readmeLine, line) in zip(shown, said) where !readmeLine.hasPrefix("  replay the scenario: ") {
            #expect(readmeLine == line)
        }
        #expect(shown.last?.hasPrefix("  replay the scenario: try ControllerConformance.checkPresentationController(FillsWhenReadController.self, replaying: #\"{") == true)
    }
}
