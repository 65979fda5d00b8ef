import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine

/// What `prescheck fuzz` runs: the run's configuration and how to run it.
package struct FuzzOptions {
    package var configuration: RunConfiguration
    package var seedIsRandom = false
    /// Seconds of case running; nil: until the case budget ends.
    package var duration: Double?
    package var workers: Int
    package var watchdog: Double
    /// The resident-memory limit of a worker in mebibytes (`--rss-limit`); 0: unwatched.
    package var rssLimit = FuzzOptions.defaultRSSLimit
    /// Print the header, findings, progress and summary (off for `bench`).
    package var isVerbose = true

    /// The executable the workers run (`prescheck`, which has the hidden `_worker` verb): this
    /// one by default; a test running fuzz in process names the built `prescheck`.
    package var workerExecutable = ChildProcess.executablePath
    /// Variables added to the workers' environment (a test's `PRESCHECK_TEST_FAULT`).
    package var workerEnvironment: [String: String] = [:]

    package init(configuration: RunConfiguration, seedIsRandom: Bool = false, duration: Double?, workers: Int,
                 watchdog: Double, isVerbose: Bool = true) {
        self.configuration = configuration
        self.seedIsRandom = seedIsRandom
        self.duration = duration
        self.workers = workers
        self.watchdog = watchdog
        self.isVerbose = isVerbose
    }
}

extension FuzzOptions {
    /// libFuzzer's default `-rss_limit_mb`: far above what a case needs (a worker stays within
    /// tens of megabytes), far below what stops a machine.
    package static let defaultRSSLimit = 2048
}

/// The parent of a fuzz run: starts the workers, hands out the cases of its shard, records their
/// results in case order in a `RunLedger`, has the first case of each new finding signature shrunk
/// by a worker, files the shrunk findings in the order they were found, and survives workers that
/// trap or hang, and watches each worker's resident memory (`--rss-limit`, `MemorySupervision`).
/// Single-threaded: one `poll` loop over the workers' pipes and the signal pipe.
///
/// Determinism: a case's findings depend on (seed, index) only, results are recorded in case
/// order and filed in the order they were found, and shrinking is deterministic, so the same seed
/// and case budget write the same files with any number of workers.
/// Serves every rule ID.
package final class FuzzRun {
    /// One case's result as the parent records it.
    package struct Outcome {
        package var findings: [Finding<Property>]
        package var rules: RuleSet?
        package var fault: ProcessFault?
        /// The space-coverage items the case reached, when it ran to its end.
        package var space: SpaceSet?
        /// In a guided run: the abstract states of its steps and its choices, when it ran to its end.
        package var states: [UInt64]?
        /// The bytes of its choices as the worker spelled them (`WorkerProtocol.numbers`), read
        /// only if the guided pool keeps the case.
        package var choices: [UInt8]?
        /// The case's PBT observation line, when the run writes them and the case ran to its end.
        package var observation: String?
    }

    /// One new finding on its way to the corpus.
    package struct Job {
        package enum Status {
            case pending
            case running
            case done(ShrunkFinding)
            case failed(String)
        }

        var found: RunLedger.NewFinding
        var kind: WorkerJob.Kind
        var fault: ProcessFault?
        var status = Status.pending
        /// Why the shrink was given up and the case kept as found.
        var note: String?
        /// A guided run's mutant: what rebuilds the case.
        var recipe: GuidedRecipe?
    }

    /// The case a worker runs: its offset, when it started, and what the worker sent of it so far.
    /// One value, so that a case's start and its end each set it once.
    package struct RunningCase {
        package var offset: Int
        package var since: Double
        package var findings: [Finding<Property>] = []
        /// Its PBT observation line, once the worker sent it.
        package var observation: String?
    }

    /// A worker process and what it has in hand.
    package final class Worker {
        package let child: ChildProcess
        /// Offsets sent and not yet started, in the order sent.
        package private(set) var queued: [Int] = []
        /// The bytes of the run lines of `queued`, together: at most what sits unread in the pipe.
        package private(set) var queuedBytes = 0
        /// The bytes of each run line of `queued`, in the same order.
        private var lineBytes: [Int] = []
        package var running: RunningCase?
        package var job: Int?
        package var lastTick = 0.0
        package var killedByWatchdog = false
        /// Cases this worker has started; a case over the memory limit is blamed only when it is
        /// the first (`MemorySupervision`).
        package var casesStarted = 0
        /// The case a worker started to replace one over the memory limit runs first, alone.
        package var firstCase: Int?
        /// Set when the supervisor stopped the worker over the memory limit, with its resident MB.
        package var killedForMemory: Int?
        /// The highest resident memory seen (bytes).
        package var peakMemory = 0

        init(_ child: ChildProcess, firstCase: Int? = nil) {
            self.child = child
            self.firstCase = firstCase
        }

        /// Notes that the run line of the case at `offset`, `bytes` long, was sent.
        func enqueue(_ offset: Int, lineBytes bytes: Int) {
            queued.append(offset)
            lineBytes.append(bytes)
            queuedBytes += bytes
        }

        /// Notes that the worker started the case at `offset`: its line has left the pipe.
        func started(_ offset: Int) {
            guard let index = queued.firstIndex(of: offset) else { return }
            queued.remove(at: index)
            queuedBytes -= lineBytes.remove(at: index)
        }
    }

    package let options: FuzzOptions
    package var configuration: RunConfiguration { options.configuration }
    package private(set) var ledger: RunLedger
    package let start = Clock.now
    package var workers: [Worker] = []
    var nextOffset = 0
    package var retry: [Int] = []
    package var outcomes: [Int: Outcome] = [:]
    private var nextRecord = 0
    package var jobs: [Job] = []
    private var nextFile = 0
    package private(set) var stopSignal: Int32?
    var budgetEnded = false
    package var errors: [String] = []
    package var droppedCases = 0
    /// Seconds from the start until the last case was recorded (shrinking and saving go on after).
    package var caseSeconds = 0.0
    /// Seconds from the run's start to its first recorded case: the workers' start (a process, its
    /// libraries, its first case's one-time costs), which a long run pays once.
    package var firstCaseSeconds: Double?
    var startsWithoutProgress = 0
    var faultsShown = 0
    package let signalPipe: Int32
    let progress: ProgressLine
    /// Cases each worker holds: one running and the rest waiting, so a worker never idles while the
    /// parent (which shares the cores with the workers) waits for its turn to hand out more, nor
    /// while the parent lets results gather (`lettingResultsGather`), which it does while each
    /// worker holds half of this, for as long as a quarter of it takes.
    let depth = 128
    /// The peak resident memory of every worker that has ended (bytes), in the order they ended.
    package var endedWorkerPeaks: [Int] = []
    /// Workers replaced because they grew over the memory limit across several cases.
    package var memoryReplacements = 0
    package var lastMemoryCheck = 0.0
    /// A guided run's pool, epochs and recipes (`GuidedRun`); nil for random generation.
    package var guided: GuidedRun?
    /// The recipes of the mutants handed out and not recorded yet, by offset (lookups only).
    package var recipes: [Int: GuidedRecipe] = [:]
    /// The run lines made for a worker and not sent yet (`addLine(case:)`, `sendLines(to:)`).
    var outgoing: [UInt8] = []
    /// Recorded cases that were mutants.
    package var mutatedCases = 0
    /// The PBT observations file being written (`FuzzOptions.observations`), in case order.
    package var observations: ObservationsFile?

    package init(_ options: FuzzOptions, signalPipe: Int32) {
        self.options = options
        self.signalPipe = signalPipe
        ledger = RunLedger(options.configuration)
        guided = options.configuration.generation == .guided ? GuidedRun(seed: options.configuration.seed) : nil
        progress = ProgressLine(isEnabled: options.isVerbose)
    }

    package var elapsed: Double { Clock.now - start }

    // MARK: The loop

    package func run() -> RunReport {
        do {
            try openObservations()
            for _ in 0..<options.workers { workers.append(try startWorker()) }
        } catch {
            errors.append("\(error)")
            return ledger.report(seconds: elapsed)
        }
        while !isFinished, stopSignal == nil, !workers.isEmpty {
            assignWork()
            if everyWorkerHasCasesInHand { lettingResultsGather() }
            waitForEvents()
            checkWatchdogs()
            checkMemory()
            record()
            file()
            progress.update(status)
            if startsWithoutProgress > 3 {
                errors.append("workers keep ending before they run a case; stopping")
                break
            }
        }
        if stopSignal != nil || !isFinished { finishStopped() }
        // Each worker's peak is read while it waits for input: once its input ends it exits, and
        // an ended process has no memory figures left to read (a worker younger than the
        // supervisor's interval was never read before). Idle workers exit when their input ends.
        for worker in workers { sampleMemory(of: worker) }
        for worker in workers { worker.child.closeInput() }
        for worker in workers {
            worker.child.wait()
            endedWorkerPeaks.append(worker.peakMemory)
        }
        workers = []
        progress.clear()
        finishObservations()
        return ledger.report(seconds: elapsed)
    }

    private var isFinished: Bool {
        budgetEnded && retry.isEmpty && workers.allSatisfy { $0.queued.isEmpty && $0.running == nil }
            && nextRecord == nextOffset && nextFile == jobs.count
    }

    package func startWorker(firstCase: Int? = nil) throws -> Worker {
        let arguments = WorkerProtocol.arguments(
            seed: configuration.seed, profile: configuration.profile, defects: configuration.defects, watchdog: options.watchdog,
            generation: configuration.generation, observing: workerObserving)
        let child = try ChildProcess(arguments: arguments, captureErrors: true, executable: options.workerExecutable,
                                     environment: options.workerEnvironment)
        return Worker(child, firstCase: firstCase)
    }

    private func waitForEvents() {
        var descriptors = [pollfd(fd: signalPipe, events: Int16(POLLIN), revents: 0)]
        for worker in workers {
            descriptors.append(pollfd(fd: worker.child.output.fd, events: Int16(POLLIN), revents: 0))
            if let errors = worker.child.errors, errors.fd >= 0, !errors.isAtEnd {
                descriptors.append(pollfd(fd: errors.fd, events: Int16(POLLIN), revents: 0))
            }
        }
        _ = poll(&descriptors, nfds_t(descriptors.count), 100)
        if let signal = StopSignals.received(signalPipe) { stopSignal = signal }
        for worker in workers {
            worker.child.errors?.fill()
            worker.child.output.fill()
            while worker.child.output.nextLine({ handle($0, from: worker) }) {}
        }
        for worker in workers where worker.child.output.isAtEnd {
            ended(worker)
        }
    }

    /// A job that could not finish: shrinking falls back to keeping the case as found; keeping
    /// that failed too leaves the finding unsaved (an error).
    package func giveUp(job id: Int, because reason: String) {
        if jobs[id].kind == .keep {
            jobs[id].status = .failed(reason)
        } else {
            jobs[id].kind = .keep
            jobs[id].note = "shrinking stopped: \(reason); saved as found"
            jobs[id].status = .pending
        }
    }

    /// Records finished cases in case order; each new signature becomes a job.
    private func record() {
        while let outcome = outcomes.removeValue(forKey: nextRecord) {
            record(outcome, offset: nextRecord)
            nextRecord += 1
            caseSeconds = elapsed
            if firstCaseSeconds == nil { firstCaseSeconds = caseSeconds }
        }
    }

    package func record(_ outcome: Outcome, offset: Int) {
        let index = configuration.caseIndex(offset)
        let recipe = recordGuidance(outcome, offset: offset)
        recordObservation(outcome, offset: offset, mutated: recipe != nil)
        for found in ledger.record(caseIndex: index, findings: outcome.findings, rules: outcome.rules, seconds: elapsed,
                                   space: outcome.space, isMutated: recipe != nil) {
            let kind: WorkerJob.Kind
            switch found.finding.property {
            case .crash: kind = .shrinkCrash
            case .hang, .oom: kind = .keep
            default: kind = .shrink
            }
            jobs.append(Job(found: found, kind: kind, fault: outcome.fault, recipe: recipe))
            let what = found.finding.property.isProcessFault
                ? "\(found.finding.property.rawValue) on \(found.finding.subject)" : found.finding.signature.description
            print(above: "found \(what) in case \(index) (after \(found.casesUntilFound) cases); "
                  + (kind == .keep ? "saving it as found" : "shrinking"))
        }
    }

    /// Files finished jobs in the order their findings were found.
    package func file() {
        while nextFile < jobs.count {
            let job = jobs[nextFile]
            switch job.status {
            case .pending, .running:
                return
            case .failed(let reason):
                errors.append("\(job.found.finding.signature): not saved: \(reason)")
                print(above: "could not save \(job.found.finding.signature) (case \(job.found.caseIndex)): \(reason)")
            case .done(let shrunk):
                do {
                    let counterexample = try ledger.file(shrunk, for: job.found)
                    guard options.isVerbose else { break }
                    var text = counterexample.message(displayPath: { Output.displayPath($0) })
                    if let note = job.note { text += "\n  " + note }
                    print(above: text)
                } catch {
                    errors.append("\(job.found.finding.signature): not saved: \(error)")
                    print(above: "could not save \(job.found.finding.signature): \(error)")
                }
            }
            nextFile += 1
        }
    }
}
