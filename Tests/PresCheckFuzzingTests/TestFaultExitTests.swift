import Foundation
import PresCheckCore
import PresCheckFuzzing
import Testing

/// The trap the crash tests inject ends the process on a signal, the way `prescheck fuzz` sees a
/// worker crash: checked with Swift Testing's exit tests, in a process of its own.
@Suite("Exit tests: the injected trap ends its process")
struct TestFaultExitTests {
    /// A trap ends the process on a signal (SIGILL on x86-64, SIGTRAP on arm64): `.failure` covers both.
    @Test("A trap fault on a scenario with its action ends the process abnormally")
    func trapEndsTheProcess() async {
        _ = await #expect(processExitsWith: .failure) {
            let scenario = Scenario(name: "trap", device: .phone, root: Node(id: "R"), actions: [.advance(seconds: 0.1)])
            TestFault(kind: .trap, action: "advance").apply(to: scenario)
        }
    }

    @Test("A trap fault on a scenario without its action returns, and the process goes on")
    func otherActionsReturn() async {
        _ = await #expect(processExitsWith: .success) {
            let scenario = Scenario(name: "no trap", device: .phone, root: Node(id: "R"), actions: [.advance(seconds: 0.1)])
            TestFault(kind: .trap, action: "rotate").apply(to: scenario)
        }
    }
}
