import Foundation
import PresCheck

/// How a fuzz run hands out work: jobs first to idle workers, then cases, each worker's queue
/// topped up to its share, while the budget lasts.
/// Serves every rule ID (it carries the cases).
extension FuzzRun {
    func updateBudget() {
        if nextOffset >= configuration.cases { budgetEnded = true }
        if let duration = options.duration, elapsed >= duration { budgetEnded = true }
    }

    func assignWork() {
        updateBudget()
        for worker in workers where worker.job == nil && worker.queued.isEmpty && worker.running == nil && worker.firstCase == nil {
            guard let id = jobs.indices.first(where: { if case .pending = jobs[$0].status { return true } else { return false } }) else { break }
            let job = jobs[id]
            let request = WorkerJob(kind: job.kind, caseIndex: job.found.caseIndex, finding: job.found.finding, fault: job.fault?.wire,
                                    recipe: job.recipe)
            guard let line = try? WorkerProtocol.encode(request) else { continue }
            jobs[id].status = .running
            worker.job = id
            worker.lastTick = Clock.now
            worker.child.send("job \(id) \(line)")
        }
        // While a job waits for a worker, workers drain their cases so one can take it.
        let jobWaits = jobs.contains { if case .pending = $0.status { return true } else { return false } }
        for worker in workers where worker.job == nil && !jobWaits {
            if let first = worker.firstCase {
                // A case suspected of taking a worker over the memory limit runs alone on a fresh one.
                if worker.casesStarted == 0 {
                    if worker.queued.isEmpty {
                        worker.enqueue(first, lineBytes: addLine(case: first))
                        sendLines(to: worker)
                    }
                    continue
                }
                worker.firstCase = nil
            }
            let share = self.share
            while worker.queued.count + (worker.running == nil ? 0 : 1) < share,
                  worker.queued.isEmpty || worker.queuedBytes < Self.queuedBytesLimit {
                let offset: Int
                if !retry.isEmpty {
                    offset = retry.removeFirst()
                } else if !budgetEnded, isReady(offset: nextOffset) {
                    offset = nextOffset
                    nextOffset += 1
                    updateBudget()
                } else {
                    break
                }
                worker.enqueue(offset, lineBytes: addLine(case: offset))
            }
            sendLines(to: worker)
        }
    }

    /// The most bytes of run lines a worker is handed before it starts them (more once its queue is
    /// empty: one line, however long). A pipe holds 64 KiB, and the bytes a worker has not started
    /// on are at most what sits unread in its pipe: with half of it free, the parent's write never
    /// waits for a worker, which may itself be waiting for the parent to read its results.
    static let queuedBytesLimit = 32 * 1024

    /// The cases a worker may hold now: `depth`, or fewer as the cases left before the next
    /// barrier run out, an equal share of those held and those to go among the workers that take
    /// cases. A barrier is the end of the budget, or in a guided run the next epoch, whose cases wait
    /// for every case before them: the workers reach it together, rather than one idling while
    /// another works off a full queue.
    private var share: Int {
        var left = min(configuration.cases - min(nextOffset, configuration.cases), depth * workers.count)
        if guided != nil {
            left = min(left, GuidanceEpochs.start(of: GuidanceEpochs.epoch(ofOffset: nextOffset) + 1) - nextOffset)
        }
        var cases = left + retry.count
        var takers = 0
        for worker in workers where worker.job == nil {
            cases += worker.queued.count + (worker.running == nil ? 0 : 1)
            takers += 1
        }
        return max(1, min(depth, (cases + takers - 1) / max(1, takers)))
    }

    /// Whether every worker runs generated cases with at least half its queue still to go.
    var everyWorkerHasCasesInHand: Bool {
        workers.allSatisfy { $0.job == nil && $0.firstCase == nil && $0.queued.count >= depth / 2 }
    }

    /// Every line the parent reads on its own is a wake-up that takes a core from a worker (the
    /// parent shares the cores with them): while each worker has half its queue in hand, the parent
    /// waits for a quarter of a queue's cases' time, as the run's cases have taken so far (a
    /// millisecond before the first is recorded; at most four), and then reads the results of
    /// several cases at once. Half a queue lasts twice that, so no worker runs dry meanwhile.
    func lettingResultsGather() {
        var seconds = 0.001
        if ledger.casesRun > 0 {
            let perCase = caseSeconds * Double(workers.count) / Double(ledger.casesRun)
            seconds = min(0.004, perCase * Double(depth) / 4)
        }
        var pause = timespec(tv_sec: 0, tv_nsec: Int(seconds * 1e9))
        _ = nanosleep(&pause, nil)
    }
}
