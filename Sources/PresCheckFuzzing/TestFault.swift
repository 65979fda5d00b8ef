import Foundation
import PresCheckCore

/// A fault only the crash, hang and memory tests inject: `PRESCHECK_TEST_FAULT=trap:ACTION` makes a
/// worker trap, `hang:ACTION` makes it loop, `alloc:ACTION` makes it allocate without bound, and
/// `leak:ACTION` makes it keep 8 MB for good, before it checks any scenario with an action named
/// ACTION (its `do` value, e.g. `rotate`). Read by the hidden worker verb alone, so neither a
/// normal command nor the library sees it; it is not a `Defect`, so `Defect.allCases` (the spec's
/// defect table, which the mutation score iterates) does not list it.
package struct TestFault {
    package enum Kind: String {
        case trap, hang, alloc, leak
    }

    package var kind: Kind
    package var action: String

    package init(kind: Kind, action: String) {
        self.kind = kind
        self.action = action
    }

    package static let variable = "PRESCHECK_TEST_FAULT"

    /// Read with `getenv`, not through `ProcessInfo`, whose environment copies every variable
    /// into a dictionary: every worker reads this as it starts.
    package static func fromEnvironment() -> TestFault? {
        guard let pointer = getenv(variable) else { return nil }
        let value = String(cString: pointer)
        let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = Kind(rawValue: parts[0]) else { return nil }
        return TestFault(kind: kind, action: parts[1])
    }

    /// Traps, loops, allocates or leaks if `scenario` has the action; returns otherwise (after a leak).
    package func apply(to scenario: Scenario) {
        guard scenario.actions.contains(where: { $0.name == action }) else { return }
        switch kind {
        case .trap:
            fatalError("test fault: trap on \(action)")
        case .hang:
            while true { sleep(1) }
        case .alloc:
            // Resident, not just reserved: every byte is written. Ends when the supervisor stops it.
            var held: [[UInt8]] = []
            while true {
                held.append([UInt8](repeating: 1, count: 16 << 20))
                usleep(2000)
            }
        case .leak:
            TestFault.leaked.append([UInt8](repeating: 1, count: 8 << 20))
        }
    }

    /// What `leak` keeps: a worker serves one thread, which alone touches it.
    nonisolated(unsafe) private static var leaked: [[UInt8]] = []
}
