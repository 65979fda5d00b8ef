import Foundation
import PresCheckCore
import Testing
@testable import PresentationOracle

/// One LIFE-10 case: a scenario, the step of the attempt, and the callbacks of that step and of
/// the step after it (an `advance` of 0.3 s).
struct UserDismissalCase: Sendable, CustomTestStringConvertible {
    var name: String
    var scenario: Scenario
    var attempt: [String]
    var after: [String]
    var dismissed: Bool

    var testDescription: String { name }
}

@Suite("User dismissal (LIFE-10)")
struct UserDismissalOracleTests {
    static let home = Node(id: "home")
    static let tapDimming = Action.tap(at: Point(x: 196, y: 30))

    static func sheetCase(_ name: String, node: Node = Node(id: "S"), delegate: AdaptiveDelegateOptions?,
                          attempt: [String], after: [String], dismissed: Bool) -> UserDismissalCase {
        let present = Fixture.present("S", from: "home", .pageSheet, node: node, delegate: delegate)
        return UserDismissalCase(name: name, scenario: Fixture.scenario(root: home, [present, tapDimming, .advance(seconds: 0.3)]),
                                 attempt: attempt, after: after, dismissed: dismissed)
    }

    static let cases: [UserDismissalCase] = [
        sheetCase("no delegate: dismissed, nothing recorded", delegate: nil,
                  attempt: ["S: dismissalTransitionWillBegin", "S: viewWillDisappear"],
                  after: ["S: dismissalTransitionDidEnd(true)", "S: viewDidDisappear"], dismissed: true),
        sheetCase("delegate allows", delegate: AdaptiveDelegateOptions(adaptiveStyle: .none),
                  attempt: ["S: presentationControllerShouldDismiss", "S: presentationControllerWillDismiss",
                            "S: dismissalTransitionWillBegin", "S: viewWillDisappear"],
                  after: ["S: dismissalTransitionDidEnd(true)", "S: viewDidDisappear", "S: presentationControllerDidDismiss"],
                  dismissed: true),
        sheetCase("delegate refuses", delegate: AdaptiveDelegateOptions(adaptiveStyle: .none, shouldDismiss: false),
                  attempt: ["S: presentationControllerShouldDismiss", "S: presentationControllerDidAttemptToDismiss"],
                  after: [], dismissed: false),
        sheetCase("modal in presentation: not asked", node: Node(id: "S", modalInPresentation: true),
                  delegate: AdaptiveDelegateOptions(adaptiveStyle: .none),
                  attempt: ["S: presentationControllerDidAttemptToDismiss"], after: [], dismissed: false),
        sheetCase("modal in presentation without delegate: nothing at all", node: Node(id: "S", modalInPresentation: true),
                  delegate: nil, attempt: [], after: [], dismissed: false),
        sheetCase("a modal child does not count", node: Node(id: "S", children: [Node(id: "K", modalInPresentation: true)]),
                  delegate: nil, attempt: ["S: dismissalTransitionWillBegin", "S: viewWillDisappear", "K: viewWillDisappear"],
                  after: ["S: dismissalTransitionDidEnd(true)", "S: viewDidDisappear", "K: viewDidDisappear"], dismissed: true),
        UserDismissalCase(
            name: "a catalogue controller's tap is programmatic",
            scenario: Fixture.scenario(root: home, [
                Fixture.present("C", from: "home", .custom, controller: .centeredCard,
                                delegate: AdaptiveDelegateOptions(adaptiveStyle: .none)),
                .tap(at: Point(x: 5, y: 5)), .advance(seconds: 0.3)]),
            attempt: ["C: dismissalTransitionWillBegin", "C: viewWillDisappear"],
            after: ["C: dismissalTransitionDidEnd(true)", "C: viewDidDisappear"], dismissed: true),
        UserDismissalCase(
            name: "a sheet drag past half the height (392 > 391.5)",
            scenario: Fixture.scenario(root: home, [
                Fixture.present("S", from: "home", .pageSheet),
                .pan(from: Point(x: 196, y: 100), translation: Point(x: 0, y: 392), velocity: Point(x: 0, y: 0)),
                .advance(seconds: 0.3)]),
            attempt: ["S: dismissalTransitionWillBegin", "S: viewWillDisappear"],
            after: ["S: dismissalTransitionDidEnd(true)", "S: viewDidDisappear"], dismissed: true),
        UserDismissalCase(
            name: "a sheet drag short of the threshold (391.5, 999 pt/s) does nothing",
            scenario: Fixture.scenario(root: home, [
                Fixture.present("S", from: "home", .pageSheet, delegate: AdaptiveDelegateOptions(adaptiveStyle: .none)),
                .pan(from: Point(x: 196, y: 100), translation: Point(x: 0, y: 391.5), velocity: Point(x: 0, y: 999)),
                .advance(seconds: 0.3)]),
            attempt: [], after: [], dismissed: false),
        UserDismissalCase(
            name: "a drag lifted at 1000 pt/s of a sheet whose delegate refuses",
            scenario: Fixture.scenario(root: home, [
                Fixture.present("S", from: "home", .pageSheet,
                                delegate: AdaptiveDelegateOptions(adaptiveStyle: .none, shouldDismiss: false)),
                .pan(from: Point(x: 196, y: 100), translation: Point(x: 0, y: 1), velocity: Point(x: 0, y: 1000)),
                .advance(seconds: 0.3)]),
            attempt: ["S: presentationControllerShouldDismiss", "S: presentationControllerDidAttemptToDismiss"],
            after: [], dismissed: false),
    ]

    @Test(arguments: cases)
    func attempt(_ testCase: UserDismissalCase) {
        let observations = Oracle.run(testCase.scenario)
        #expect(observations[2].callbacks.map(\.description) == testCase.attempt)
        #expect(observations[3].callbacks.map(\.description) == testCase.after)
        let presented = testCase.scenario.actions.first.flatMap { action -> String? in
            if case .present(let present) = action { return present.node.id }
            return nil
        }
        #expect((observations[3].presentations.first { $0.presented == presented } == nil) == testCase.dismissed)
        let rules = Oracle.coverage(testCase.scenario)[2]
        #expect(rules.contains("LIFE-10") == !testCase.name.contains("catalogue"))
        if case .pan? = testCase.scenario.actions.dropFirst().first {
            #expect(observations[2].hitTarget == "S")
        }
    }
}
