import Foundation
import PresCheck

/// The memory supervisor of `prescheck fuzz`, as libFuzzer's `-rss_limit_mb`: the parent reads each
/// worker's resident memory every 50 ms and its peak, for the summary. A worker over `--rss-limit`
/// is stopped. When the case it was running is the first it started (a fresh worker), that case
/// alone took it over the limit: it is an `oom` finding, saved with its reproducer like a crash or
/// a hang. Otherwise the worker grew over several cases: it is replaced, its waiting cases go back
/// to be handed out, and the case it was running runs again, alone, on the fresh worker, so that a
/// case is blamed only when it takes a fresh worker over the limit by itself.
/// Not a rule of the behaviour catalogue: it protects the process that runs the cases.
extension FuzzRun {
    /// How often the parent reads its workers' memory.
    package static let memoryCheckInterval = 0.05

    package func checkMemory() {
        let now = Clock.now
        guard now - lastMemoryCheck >= Self.memoryCheckInterval else { return }
        lastMemoryCheck = now
        for worker in workers { sampleMemory(of: worker) }
        guard options.rssLimit > 0 else { return }
        for worker in workers where worker.killedForMemory == nil && !worker.killedByWatchdog {
            guard let resident = ResidentMemory.current(pid: worker.child.pid), resident > options.rssLimit << 20 else { continue }
            // The peak was read a moment before: memory that grew in between is this worker's peak too.
            worker.peakMemory = max(worker.peakMemory, resident)
            worker.killedForMemory = ResidentMemory.megabytes(resident)
            worker.child.kill()
        }
    }

    /// Keeps the worker's peak resident memory up to date.
    package func sampleMemory(of worker: Worker) {
        if let peak = ResidentMemory.peak(pid: worker.child.pid) { worker.peakMemory = max(worker.peakMemory, peak) }
    }

    /// A worker stopped over the memory limit with `resident` MB: replaced, without blaming a case,
    /// unless it was running the first case it started (then false: the case is an `oom` finding).
    package func replaceOverLimit(_ worker: Worker, resident: Int) -> Bool {
        if worker.running != nil, worker.casesStarted == 1, worker.job == nil { return false }
        memoryReplacements += 1
        let suspect = worker.running?.offset
        retry = (retry + worker.queued).sorted()
        if let id = worker.job {
            giveUp(job: id, because: "its worker grew over the \(options.rssLimit) MB memory limit")
        }
        workers.removeAll { $0 === worker }
        print(above: "worker replaced: \(resident) MB resident after \(worker.casesStarted) cases, over the "
              + "\(options.rssLimit) MB limit"
              + (suspect.map { "; case \(configuration.caseIndex($0)) runs again alone on a fresh worker" } ?? ""))
        if stopSignal == nil {
            do {
                workers.append(try startWorker(firstCase: suspect))
                return true
            } catch {
                errors.append("\(error)")
            }
        }
        // No fresh worker (stopped, or it could not start): the suspect waits with the other cases.
        if let suspect { retry = (retry + [suspect]).sorted() }
        return true
    }

    /// The summary's memory line: each worker's peak, the limit and the replacements.
    package var memorySummary: String? {
        let peaks = endedWorkerPeaks.filter { $0 > 0 }
        guard !peaks.isEmpty else { return nil }
        // Every worker's peak while they are few; the range when the supervisor replaced many.
        var text = peaks.count <= 8
            ? "worker memory: peak " + peaks.map(ResidentMemory.describe).joined(separator: ", ")
            : "worker memory: peak \(ResidentMemory.megabytes(peaks.min() ?? 0))–\(ResidentMemory.describe(peaks.max() ?? 0)) over \(peaks.count) workers"
        text += options.rssLimit > 0 ? " (limit \(options.rssLimit) MB" : " (no limit"
        text += memoryReplacements > 0 ? "; \(memoryReplacements) worker\(memoryReplacements == 1 ? "" : "s") replaced over it)" : ")"
        return text
    }
}
