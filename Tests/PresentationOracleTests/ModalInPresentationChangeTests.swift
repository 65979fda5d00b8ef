import Foundation
import PresCheckCore
import Testing
@testable import PresentationOracle

/// LIFE-10 with Reading LIFE-10.b: `setModalInPresentation` changes what the next user dismissal
/// attempt reads, and nothing else. Phone portrait, a page sheet with a delegate.
@Suite("LIFE-10 — isModalInPresentation set by app code")
struct ModalInPresentationChangeTests {
    @Test func readAtTheAttempt() {
        let tap = Action.tap(at: Point(x: 196, y: 30))
        let steps = Oracle.run(Fixture.scenario(root: Node(id: "R"), [
            Fixture.present("P", from: "R", .pageSheet, delegate: AdaptiveDelegateOptions(adaptiveStyle: .none)),
            .setModalInPresentation(node: "P", modalInPresentation: true),
            tap,
            .setModalInPresentation(node: "P", modalInPresentation: false),
            tap,
        ]))
        #expect(steps[2].callbacks.isEmpty && steps[2].warnings.isEmpty && steps[2].layoutPasses == 0)
        #expect(steps[3].callbacks == [.didAttemptToDismiss("P")])
        #expect(steps[4].callbacks.isEmpty)
        #expect(steps[5].callbacks.first == .shouldDismissAsked("P"))
        #expect(!steps[5].isSettled)
    }
}
