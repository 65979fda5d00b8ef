import Foundation
import PresCheckFuzzing
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
                .value("--generation", "mode", "random or guided: a guided run's worker also reports each case's abstract states and choices."),
                .value("--observe", "kind", "plain or timing: send each case's PBT observation line, timed or not."),
                .value("--run-start", "seconds", "The run's start (Unix seconds) for the observation lines."),
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
        let generation = try parsed.value("--generation").map { try OptionValues.generation("--generation", $0) } ?? .random
        let observing = parsed.value("--observe").map { kind in
            WorkerObserving(measuresTiming: kind == "timing", runStart: parsed.value("--run-start").flatMap(Double.init) ?? 0)
        }
        let worker = Worker(
            runner: CaseRunner(profile: profile, defects: defects, checkOracle: defects.isEmpty), seed: seed,
            watchdog: watchdog, fault: TestFault.fromEnvironment(), generation: generation, observing: observing)
        var input = InputLines()
        while input.next(beforeWaiting: worker.output.flush, { worker.handle($0) }) {}
        worker.output.flush()
        return 0
    }
}

#if canImport(Glibc)
private let RLIMIT_CORE_VALUE = __rlimit_resource_t(RLIMIT_CORE.rawValue)
#else
private let RLIMIT_CORE_VALUE = RLIMIT_CORE
#endif
