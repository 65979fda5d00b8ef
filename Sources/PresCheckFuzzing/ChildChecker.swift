import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine

/// Checks scenarios one at a time in a child worker (`probe`), so a trap, a loop or a runaway
/// allocation ends the child, not this process: the answer is nil when the check ran to its end,
/// else the fault (signal, exit status, the watchdog, or the child's resident memory over
/// `rssLimit` megabytes while it checked). A child that faulted is replaced for the next scenario.
/// Used to shrink crashes, to replay `crash`, `hang` and `oom` verdicts and to shrink such files.
/// Serves every rule ID: it runs the same property check as every case.
package final class ChildChecker {
    package let defects: Set<Defect>
    package let watchdog: Double
    /// Megabytes; 0: unwatched.
    package let rssLimit: Int
    private var child: ChildProcess?

    package init(defects: Set<Defect>, watchdog: Double, rssLimit: Int = FuzzOptions.defaultRSSLimit) {
        self.defects = defects
        self.watchdog = watchdog
        self.rssLimit = rssLimit
    }

    /// The subject the child checks.
    package var subject: Subject { .engine(defects) }

    package func check(_ scenario: Scenario) throws -> ProcessFault? {
        let child = try self.child ?? ChildProcess(
            arguments: WorkerProtocol.arguments(seed: 0, profile: .named(.ci), defects: defects, watchdog: watchdog),
            captureErrors: false)
        self.child = child
        child.send("probe " + (try WorkerProtocol.encode(scenario)))
        let deadline = Clock.now + watchdog
        // Without a limit one wait; with one, short waits with a look at the child's memory between.
        let slice = rssLimit > 0 ? FuzzRun.memoryCheckInterval : watchdog
        while true {
            if let line = child.output.waitForLine(seconds: min(slice, max(0, deadline - Clock.now))) {
                guard line == "probed" else { throw ChildError("unexpected answer from a child: \(line)") }
                return nil
            }
            if child.output.isAtEnd {
                self.child = nil
                return child.wait().fault ?? .exit(0)
            }
            if rssLimit > 0, let resident = ResidentMemory.current(pid: child.pid), resident > rssLimit << 20 {
                self.child = nil
                child.kill()
                child.wait()
                return .memory(limit: rssLimit, resident: ResidentMemory.megabytes(resident))
            }
            if Clock.now >= deadline { break }
        }
        self.child = nil
        child.kill()
        child.wait()
        return .hang(seconds: watchdog)
    }

    /// The finding `scenario` gives in a child when it fails the way `fault` says (same signal,
    /// status, or a hang), else nil.
    package func reproduces(_ fault: ProcessFault, on scenario: Scenario) -> Finding<Property>? {
        guard let found = try? check(scenario) else { return nil }
        switch (found, fault) {
        case (.hang, .hang), (.memory, .memory): return fault.finding(subject: subject, scenario: scenario)
        default: return found == fault ? fault.finding(subject: subject, scenario: scenario) : nil
        }
    }
}
