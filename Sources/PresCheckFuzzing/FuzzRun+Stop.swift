import Foundation
import PresCheck
import PresCheckCore

extension FuzzRun {
    /// After a stop signal: drop the cases in flight, record what finished, save every pending
    /// finding as its case found it (a fresh worker rebuilds each), and file them all.
    package func finishStopped() {
        for worker in workers {
            droppedCases += worker.queued.count + (worker.running == nil ? 0 : 1)
            worker.child.kill()
            worker.child.wait()
        }
        workers = []
        droppedCases += retry.count
        retry = []
        for offset in outcomes.keys.sorted() {
            if let outcome = outcomes.removeValue(forKey: offset) { record(outcome, offset: offset) }
        }
        caseSeconds = elapsed
        var keeper: ChildProcess?
        var stoppedAgain = false
        for id in jobs.indices {
            switch jobs[id].status {
            case .pending, .running: break
            default: continue
            }
            if stoppedAgain || StopSignals.received(signalPipe) != nil {
                stoppedAgain = true
                // A second signal: stop now; what is not saved yet stays unsaved.
                jobs[id].status = .failed("stopped again before it was saved")
                continue
            }
            if jobs[id].kind != .keep { jobs[id].note = "the run was stopped before shrinking ended; saved as found" }
            jobs[id].kind = .keep
            let job = jobs[id]
            let request = WorkerJob(kind: .keep, caseIndex: job.found.caseIndex, finding: job.found.finding, fault: job.fault?.wire,
                                    recipe: job.recipe)
            do {
                let child = try keeper ?? ChildProcess(
                    arguments: WorkerProtocol.arguments(
                        seed: configuration.seed, profile: configuration.profile, defects: configuration.defects,
                        watchdog: options.watchdog, generation: configuration.generation),
                    captureErrors: false, executable: options.workerExecutable, environment: options.workerEnvironment)
                keeper = child
                child.send("job \(id) \(try WorkerProtocol.encode(request))")
                guard let line = child.output.waitForLine(seconds: options.watchdog) else {
                    keeper = nil
                    child.kill()
                    jobs[id].status = .failed("the case could not be rebuilt")
                    continue
                }
                let (word, rest) = WorkerProtocol.split(line)
                let (_, json) = WorkerProtocol.split(rest)
                if word == "shrunk", let shrunk = try? WorkerProtocol.decode(ShrunkFinding.self, json) {
                    jobs[id].status = .done(shrunk)
                } else {
                    jobs[id].status = .failed("the case could not be rebuilt: \(line)")
                }
            } catch {
                jobs[id].status = .failed("\(error)")
            }
        }
        keeper?.closeInput()
        keeper?.wait()
        file()
    }
}
