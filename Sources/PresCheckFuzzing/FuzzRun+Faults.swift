import Foundation
import PresCheck
import PresCheckCore

/// A fuzz run's survival of its workers' faults: a worker that traps or exits, or whose case
/// outlives the watchdog, is replaced, and the case it was running becomes a `crash` or `hang`
/// finding (the memory supervisor's `oom` is in `FuzzRun+Memory.swift`).
/// Not a rule of the behaviour catalogue: it watches the processes that run the cases.
extension FuzzRun {
    /// A worker's output ended: it trapped, was stopped by the watchdog, or exited.
    func ended(_ worker: Worker) {
        let termination = worker.child.wait()
        endedWorkerPeaks.append(worker.peakMemory)
        if let resident = worker.killedForMemory, replaceOverLimit(worker, resident: resident) { return }
        let fault = worker.killedForMemory.map { ProcessFault.memory(limit: options.rssLimit, resident: $0) }
            ?? (worker.killedByWatchdog ? ProcessFault.hang(seconds: options.watchdog) : termination.fault ?? .exit(0))
        let trap = worker.child.errors?.trapMessage
        if let running = worker.running {
            let index = configuration.caseIndex(running.offset)
            outcomes[running.offset] = Outcome(
                findings: [fault.finding(subject: configuration.subject, steps: 0)], rules: nil, fault: fault)
            faultsShown += 1
            if faultsShown <= 10 {
                print(above: "case \(index): \(fault.property.rawValue), \(fault)" + (trap.map { ": \($0)" } ?? "")
                      + (faultsShown == 10 ? " (further crashes and hangs are counted in the summary)" : ""))
            }
        }
        retry = (retry + worker.queued).sorted()
        if let id = worker.job {
            giveUp(job: id, because: "a candidate ended its worker (\(fault))" + (trap.map { ": \($0)" } ?? ""))
        }
        if worker.running == nil, worker.job == nil, !worker.killedByWatchdog, worker.killedForMemory == nil {
            startsWithoutProgress += 1
        }
        workers.removeAll { $0 === worker }
        guard stopSignal == nil else { return }
        do {
            workers.append(try startWorker())
        } catch {
            errors.append("\(error)")
        }
    }

    func checkWatchdogs() {
        let now = Clock.now
        let jobWatchdog = 2 * options.watchdog + 5
        for worker in workers where !worker.killedByWatchdog {
            if let running = worker.running, now - running.since > options.watchdog {
                worker.killedByWatchdog = true
                worker.child.kill()
            } else if worker.job != nil, now - worker.lastTick > jobWatchdog {
                worker.killedByWatchdog = true
                worker.child.kill()
            }
        }
    }
}
