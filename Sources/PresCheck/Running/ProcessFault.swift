import Foundation
import PresCheckCore

/// How a case ended when the process running it did not finish it: it died on a signal or with an
/// exit status (a `crash`), the per-case watchdog stopped it (a `hang`), or the memory supervisor
/// did, the case alone having taken it past the resident-memory limit (an `oom`). Seen from outside that
/// process, by `prescheck fuzz` and by replaying a file in a child process.
/// Not a rule of the behaviour catalogue: crashes and hangs are filed under `crash` and `hang`.
package enum ProcessFault: Hashable, Sendable, CustomStringConvertible {
    /// The process ended on `signal` (a trap: SIGILL, SIGTRAP, SIGSEGV, …).
    case signal(Int32)
    /// The process exited with `status` before the case was done.
    case exit(Int32)
    /// The case was still running when the watchdog stopped it after `seconds`.
    case hang(seconds: Double)
    /// The case took its process past the resident-memory limit (`limit` mebibytes): the supervisor
    /// stopped it with `resident` mebibytes in use.
    case memory(limit: Int, resident: Int)

    /// `crash` for a signal or an exit, `hang` for the watchdog, `oom` for the memory limit.
    package var property: Property {
        switch self {
        case .signal, .exit: return .crash
        case .hang: return .hang
        case .memory: return .oom
        }
    }

    /// `signal 4 (SIGILL)`, `exit status 1`, `still running after 10 s`: the finding's actual value.
    package var description: String {
        switch self {
        case .signal(let number): return "signal \(number)" + (ProcessFault.signalName(number).map { " (\($0))" } ?? "")
        case .exit(let status): return "exit status \(status)"
        case .hang(let seconds): return "still running after \(seconds.compact) s"
        case .memory(let limit, let resident): return "\(resident) MB resident, over the \(limit) MB limit"
        }
    }

    /// The finding a case with this fault gives: filed under the property's own name, at the
    /// scenario's last step (the whole case ran, or tried to), field `process`.
    package func finding(subject: Subject, scenario: Scenario) -> Finding<Property> {
        let expected: String
        switch self {
        case .signal, .exit: expected = "the case runs to its end"
        case .hang(let seconds): expected = "the case ends within \(seconds.compact) s"
        case .memory(let limit, _): expected = "the case runs within \(limit) MB resident"
        }
        return Finding(property: property, subject: subject, rule: property.rule, step: scenario.actions.count,
                       field: "process", expected: .text(expected), actual: .text(description))
    }

    /// The conventional name of a signal a trap or a kill raises, nil for others.
    package static func signalName(_ number: Int32) -> String? {
        let names: [(Int32, String)] = [
            (SIGHUP, "SIGHUP"), (SIGINT, "SIGINT"), (SIGQUIT, "SIGQUIT"), (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"),
            (SIGABRT, "SIGABRT"), (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"), (SIGKILL, "SIGKILL"), (SIGSEGV, "SIGSEGV"),
            (SIGPIPE, "SIGPIPE"), (SIGALRM, "SIGALRM"), (SIGTERM, "SIGTERM"),
        ]
        return names.first { $0.0 == number }?.1
    }
}
