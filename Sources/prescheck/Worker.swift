import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine

/// `prescheck _worker`: the hidden verb `prescheck fuzz` starts its workers with (and a worker its
/// probe children). It speaks `WorkerProtocol` on standard input and output; see there.
enum WorkerCommand {
    static var spec: VerbSpec {
        VerbSpec(
            name: "_worker", overview: "A fuzz worker (started by prescheck fuzz; not for direct use).",
            options: [
                .value("--seed", "seed", "The run's seed."),
                .value("--profile", "profile", "The generator profile."),
                .value("--defect", "name", "A defect to inject.", repeatable: true),
                OptionValues.watchdogOption,
            ])
    }

    static func run(_ parsed: VerbSpec.Parsed) throws -> Int32 {
        // Ctrl-C reaches the whole process group; the parent decides what stops, and tells us by
        // closing our input. No core files from the traps we are here to survive.
        signal(SIGINT, SIG_IGN)
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(RLIMIT_CORE_VALUE, &noCore)
        let seed = try parsed.value("--seed").map { try OptionValues.seed("--seed", $0) } ?? 0
        let profile = try parsed.value("--profile").map { try OptionValues.profile("--profile", $0) } ?? .named(.ci)
        let defects = try OptionValues.defects("--defect", parsed.values("--defect"))
        let watchdog = try OptionValues.watchdog(parsed)
        let worker = Worker(
            runner: CaseRunner(profile: profile, defects: defects, checkOracle: defects.isEmpty), seed: seed,
            watchdog: watchdog, fault: TestFault.fromEnvironment())
        while let line = readLine() {
            worker.handle(line)
        }
        return 0
    }
}

/// The worker's side of the protocol.
struct Worker {
    var runner: CaseRunner
    var seed: UInt64
    var watchdog: Double
    var fault: TestFault?

    func handle(_ line: String) {
        let (word, rest) = WorkerProtocol.split(line)
        switch word {
        case "run":
            guard let index = UInt64(rest) else { return send("error 0 bad command: \(line)") }
            runCase(index)
        case "job":
            let (id, json) = WorkerProtocol.split(String(rest))
            do {
                let job = try WorkerProtocol.decode(WorkerJob.self, json)
                send("shrunk \(id) " + (try WorkerProtocol.encode(try perform(job, id: String(id)))))
            } catch {
                send("failed \(id) \(error)")
            }
        case "probe":
            if let scenario = try? WorkerProtocol.decode(Scenario.self, rest) {
                fault?.apply(to: scenario)
                _ = try? PropertyCheck.findings(scenario, defects: runner.defects, checkOracle: runner.checkOracle)
            }
            send("probed")
        default:
            send("error 0 unknown command: \(line)")
        }
    }

    func runCase(_ index: UInt64) {
        send("start \(index)")
        do {
            let built = runner.makeCase(seed: seed, index: index)
            fault?.apply(to: built.scenario)
            let result = try runner.check(built)
            for finding in result.findings {
                send("finding \(index) " + (try WorkerProtocol.encode(finding)))
            }
            let rules = result.rules.ids
            send("done \(index) " + (rules.isEmpty ? "-" : rules.joined(separator: ",")) + " " + built.space.wire)
        } catch {
            send("error \(index) \(String(describing: error).replacingOccurrences(of: "\n", with: " "))")
        }
    }

    func perform(_ job: WorkerJob, id: String) throws -> ShrunkFinding {
        let result = runner.makeCase(seed: seed, index: job.caseIndex)
        switch job.kind {
        case .keep:
            let fault = job.fault.flatMap(ProcessFault.init(wire:))
            let finding = fault?.finding(subject: runner.subject, scenario: result.scenario) ?? job.finding
            return ShrunkFinding(unshrunk: result, finding: finding)
        case .shrink:
            let signature = job.finding.signature
            return FindingShrinker(runner: runner).shrink(result, finding: job.finding) { candidate in
                send("tick \(id)")
                return runner.findings(matching: signature, in: candidate).first
            }
        case .shrinkCrash:
            guard let fault = job.fault.flatMap(ProcessFault.init(wire:)) else {
                throw ChildError("a crash job without its fault")
            }
            let checker = ChildChecker(defects: runner.defects, watchdog: watchdog)
            let finding = fault.finding(subject: runner.subject, scenario: result.scenario)
            return FindingShrinker(runner: runner).shrink(result, finding: finding) { candidate in
                send("tick \(id)")
                return checker.reproduces(fault, on: candidate)
            }
        }
    }

    /// Writes one line to the parent, unbuffered; a parent that stopped reading ends the worker.
    func send(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                exit(0)
            }
            offset += written
        }
    }
}

extension CaseRunner {
    /// The subject this runner checks: the engine with its defects.
    var subject: Subject { .engine(defects) }
}

#if canImport(Glibc)
private let RLIMIT_CORE_VALUE = __rlimit_resource_t(RLIMIT_CORE.rawValue)
#else
private let RLIMIT_CORE_VALUE = RLIMIT_CORE
#endif
