import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine

/// Checks scenarios one at a time in a child worker (`probe`), so a trap or a loop ends the child,
/// not this process: the answer is nil when the check ran to its end, else the fault (signal, exit
/// status, or the watchdog). A child that faulted is replaced for the next scenario. Used to
/// shrink crashes, to replay `crash` and `hang` verdicts and to shrink such files.
/// Serves every rule ID: it runs the same property check as every case.
final class ChildChecker {
    let defects: Set<Defect>
    let watchdog: Double
    private var child: ChildProcess?

    init(defects: Set<Defect>, watchdog: Double) {
        self.defects = defects
        self.watchdog = watchdog
    }

    /// The subject the child checks.
    var subject: Subject { .engine(defects) }

    func check(_ scenario: Scenario) throws -> ProcessFault? {
        let child = try self.child ?? ChildProcess(
            arguments: WorkerProtocol.arguments(seed: 0, profile: .named(.ci), defects: defects, watchdog: watchdog),
            captureErrors: false)
        self.child = child
        child.send("probe " + (try WorkerProtocol.encode(scenario)))
        if let line = child.output.waitForLine(seconds: watchdog) {
            guard line == "probed" else { throw ChildError("unexpected answer from a child: \(line)") }
            return nil
        }
        self.child = nil
        if child.output.isAtEnd {
            return child.wait().fault ?? .exit(0)
        }
        child.kill()
        child.wait()
        return .hang(seconds: watchdog)
    }

    /// The finding `scenario` gives in a child when it fails the way `fault` says (same signal,
    /// status, or a hang), else nil.
    func reproduces(_ fault: ProcessFault, on scenario: Scenario) -> Finding? {
        guard let found = try? check(scenario) else { return nil }
        switch (found, fault) {
        case (.hang, .hang): return fault.finding(subject: subject, scenario: scenario)
        default: return found == fault ? fault.finding(subject: subject, scenario: scenario) : nil
        }
    }
}
