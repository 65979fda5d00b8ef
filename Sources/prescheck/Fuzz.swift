import Foundation
import PresCheckFuzzing
import PresCheck
import PresCheckReports
import PresCheckCore
import PresentationEngine

/// `prescheck fuzz`: generated cases on every core until the budget ends; findings shrunk and
/// saved in the corpus; crashes and hangs survived and saved too.
enum FuzzCommand {
    static var spec: VerbSpec {
        VerbSpec(
            name: "fuzz",
            overview: "Run generated cases until the budget ends; shrink and save what fails.",
            discussion: """
                Each case is built from (seed, case index) and checked on every property; with \
                --generation guided (the default), half the cases, once the run has kept some, mutate and \
                splice the choice sequences of earlier cases that reached a new space-coverage item or \
                abstract state, built in epochs so that the run is the same with any number of workers. The first \
                case of each new finding (property, subject, rule) is shrunk and saved as \
                <corpus>/counterexamples/<RULE-ID>/<hash>.json; a case that traps or outlives the \
                watchdog is saved under counterexamples/crash/ or counterexamples/hang/, and the run \
                goes on. Each worker's resident memory is watched (--rss-limit, as libFuzzer's \
                -rss_limit_mb): a worker over the limit is replaced, and a case that takes a fresh \
                worker over it by itself is saved under counterexamples/oom/. The summary gives each \
                worker's peak memory. Workers are child processes. The same seed and --cases write the same files \
                with any number of workers. With --report DIR, the corpus's reports (see 'prescheck \
                report --help') are written at the end, with the run's cases, findings and rule \
                coverage.

                Environment: PRESCHECK_SEED, PRESCHECK_PROFILE, PRESCHECK_SHARD and PRESCHECK_GENERATION \
                stand in for --seed, --profile, --shard and --generation (an option wins). When GITHUB_ACTIONS is "true", each \
                finding new to the corpus also prints an ::error file=<path>,title=<RULE-ID>::<message> \
                line.

                Exit status: 0 when nothing new failed (every finding was already in the corpus), 1 \
                when something new did (a new file, or a new verdict in a stored one) or a finding \
                could not be saved or the report could not be written, 2 on bad usage. An interrupted run (SIGINT, SIGTERM) stops \
                cleanly: the cases in flight are dropped, every finding is saved (unshrunk if its \
                shrink had not ended), the summary is printed, and it exits 130 after SIGINT and \
                143 after SIGTERM, whatever it found.
                """,
            options: [
                .value("--duration", "duration", "How long to run cases: a number and s, m or h (30s, 10m, 8h). Shrinking what was found may take longer."),
                .value("--cases", "n", "How many cases to run (default: the profile's, unless --duration is given)."),
                .value("--seed", "seed", "The run's seed, decimal or 0x hex (default: random, printed)."),
                .value("--workers", "n", "Worker processes (default: one per core)."),
                .value("--shard", "i/n", "Run shard I of N: the cases whose index is I modulo N, so N machines with one seed never repeat each other's cases (default: 0/1)."),
                .value("--defect", "name", "Inject a defect (see 'prescheck list defects'); the run keeps only findings under the rules the defect table names for it, unless --rules is given.", repeatable: true),
                .value("--rules", "id", "Keep only findings under these rule IDs (crashes and hangs are always kept).", repeatable: true),
                .value("--profile", "profile", "ci, dev or nightly: case sizes, default case count and shrink effort (default: dev)."),
                .value("--generation", "mode", "guided or random: guided keeps the choice sequences of cases that reached a new space-coverage item or abstract state and spends half the cases mutating and splicing them; random draws every case from (seed, case index) alone (default: \(defaultGeneration.rawValue))."),
                .value("--corpus", "dir", "The corpus to save counterexamples in (default: Corpus)."),
                .value("--report", "dir", "At the end, write the corpus's reports (as 'prescheck report' does) into this folder, with the run's own figures and a page of what the generator made (from DIR/observations.jsonl unless --observations names another file)."),
                .value("--observations", "file", "Write the run's PBT observations (Hypothesis's JSON Lines, which Tyche reads): a test_case line per case in case order, then an info line of run statistics. The same seed and --cases write the same bytes with any number of workers."),
                .flag("--observations-timing", "Measure each case's phases into the observations' timing (seconds) and write the run's start into run_start; the file then differs from run to run there."),
                OptionValues.watchdogOption,
                OptionValues.rssLimitOption,
            ])
    }

    static func options(_ parsed: VerbSpec.Parsed, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FuzzOptions {
        guard parsed.positionals.isEmpty else {
            throw UsageError("fuzz takes no arguments, got \"\(parsed.positionals[0])\" (see 'prescheck fuzz --help')")
        }
        let profile: Profile
        if let name = parsed.value("--profile") {
            profile = try OptionValues.profile("--profile", name)
        } else {
            do { profile = try Profile.fromEnvironment(environment) } catch { throw UsageError("\(error)") }
        }
        var seed = try parsed.value("--seed").map { try OptionValues.seed("--seed", $0) }
        if seed == nil {
            do { seed = try Profile.seedFromEnvironment(environment) } catch { throw UsageError("\(error)") }
        }
        var shard = Shard.whole
        if let text = parsed.value("--shard") {
            shard = try OptionValues.shard("--shard", text)
        } else {
            do { shard = try Shard.fromEnvironment(environment) ?? .whole } catch { throw UsageError("\(error)") }
        }
        let duration = try parsed.value("--duration").map { try OptionValues.duration("--duration", $0) }
        let cases = try parsed.value("--cases").map { try OptionValues.count("--cases", $0) }
        let workers = try parsed.value("--workers").map { try OptionValues.count("--workers", $0) }
            ?? ProcessInfo.processInfo.activeProcessorCount
        let defects = try OptionValues.defects("--defect", parsed.values("--defect"))
        let rules = try OptionValues.rules("--rules", parsed.values("--rules"))
        let corpus = URL(fileURLWithPath: parsed.value("--corpus") ?? "Corpus", isDirectory: true)
        let resolvedSeed = seed ?? UInt64.random(in: 0...UInt64.max)
        var configuration = RunConfiguration(
            seed: resolvedSeed, profile: profile, cases: cases ?? (duration == nil ? profile.cases : Int.max),
            defects: defects, corpus: corpus)
        configuration.shard = shard
        if let text = parsed.value("--generation") {
            configuration.generation = try OptionValues.generation("--generation", text)
        } else {
            do { configuration.generation = try GenerationMode.fromEnvironment(environment) ?? defaultGeneration } catch {
                throw UsageError("\(error)")
            }
        }
        configuration.targetRules = rules.isEmpty ? defectRules(defects) : rules
        // --observations FILE, else with --report DIR the report's own DIR/observations.jsonl.
        let observationsPath = parsed.value("--observations")
            ?? parsed.value("--report").map { URL(fileURLWithPath: $0, isDirectory: true).appendingPathComponent("observations.jsonl").path }
        if let path = observationsPath {
            configuration.observations = ObservationsTarget(url: URL(fileURLWithPath: path), measuresTiming: parsed.has("--observations-timing"),
                                                            property: "prescheck fuzz, \(configuration.subject)")
        } else if parsed.has("--observations-timing") {
            throw UsageError("--observations-timing needs --observations FILE or --report DIR")
        }
        var options = FuzzOptions(configuration: configuration, seedIsRandom: seed == nil, duration: duration,
                                  workers: workers, watchdog: try OptionValues.watchdog(parsed))
        options.rssLimit = try OptionValues.rssLimit(parsed)
        return options
    }

    /// How cases are drawn when `--generation` is not given.
    static let defaultGeneration = GenerationMode.guided

    /// The rules the defect table names for `defects`, in defect order, without repeats.
    static func defectRules(_ defects: Set<Defect>) -> [RuleKey] {
        var rules: [RuleKey] = []
        for defect in defects.sorted(by: { $0.rawValue < $1.rawValue }) {
            for rule in defect.rules where !rules.contains(rule) { rules.append(rule) }
        }
        return rules
    }

    static func run(_ parsed: VerbSpec.Parsed) throws -> Int32 {
        let options = try options(parsed)
        let signalPipe = StopSignals.install()
        printHeader(options)
        let run = FuzzRun(options, signalPipe: signalPipe)
        let report = run.run()
        printSummary(report, run: run)
        let figures = FuzzFigures(report: report, errors: run.errors, display: { Output.displayPath($0) })
        if GitHubAnnotations.isEnabled() {
            for line in GitHubAnnotations.lines(for: figures) { print(line) }
        }
        var reportWritten = true
        if let folder = parsed.value("--report"), let corpus = options.configuration.corpus {
            let generator = try options.configuration.observations.map { try ReportCommand.readObservations($0.url.path) }
            let written = ReportCommand.build(corpus: Output.displayPath(corpus), fuzz: figures, timestamp: false, watchdog: options.watchdog,
                                              rssLimit: options.rssLimit, generator: generator)
            reportWritten = ReportCommand.write(written, to: folder)
            if reportWritten { print("report: \(folder)/index.html, conformance.md, junit.xml, summary.json") }
        }
        Output.flush()
        if let signal = run.stopSignal { return 128 + signal }
        let isNew = report.counterexamples.contains { $0.isNew || $0.addedVerdicts }
        return isNew || !run.errors.isEmpty || !reportWritten ? 1 : 0
    }

    static func printHeader(_ options: FuzzOptions) {
        let configuration = options.configuration
        var parts = ["seed \(configuration.seed)" + (options.seedIsRandom ? " (random; --seed \(configuration.seed) repeats it)" : "")]
        parts.append("profile \(configuration.profile)")
        parts.append("generation \(configuration.generation.rawValue)")
        parts.append("\(options.workers) worker\(options.workers == 1 ? "" : "s")")
        if configuration.shard != .whole { parts.append("shard \(configuration.shard)") }
        parts.append("subject \(configuration.subject)")
        if !configuration.targetRules.isEmpty { parts.append("rules \(configuration.targetRules.map(\.id).joined(separator: ", "))") }
        var budget: [String] = []
        if let duration = options.duration { budget.append("\(Output.clock(duration))") }
        if configuration.cases < Int.max { budget.append("\(configuration.cases) cases") }
        parts.append("budget " + budget.joined(separator: " or "))
        if let corpus = configuration.corpus { parts.append("corpus \(Output.displayPath(corpus))") }
        print("fuzz: " + parts.joined(separator: ", "))
        if isDebugBuild {
            print("fuzz: a debug build, several times slower; `swift run -c release prescheck fuzz ...` runs the release build")
        }
        Output.flush()
    }

    /// Whether this executable was built without optimisation (`swift build`'s default).
    static var isDebugBuild: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    static func printSummary(_ report: RunReport, run: FuzzRun) {
        let configuration = report.configuration
        print("")
        var cases = "summary: \(report.casesRun) cases in \(String(format: "%.1f", run.caseSeconds)) s, "
            + "\(String(format: "%.0f", run.casesPerSecond)) cases/s"
        if report.casesRun > 0 {
            let last = configuration.caseIndex(report.casesRun + run.droppedCases - 1)
            let first = configuration.caseIndex(0)
            let step = configuration.shard.count
            cases += step == 1 ? " (case indices \(first) to \(last)" : " (case indices \(first), \(first + UInt64(step)), …, \(last)"
            cases += " of seed \(configuration.seed)" + (configuration.shard == .whole ? "" : ", shard \(configuration.shard)")
            cases += run.droppedCases > 0 ? "; \(run.droppedCases) dropped at the stop)" : ")"
        }
        print(cases)
        if report.seconds - run.caseSeconds >= 0.1 {
            print("shrinking and saving: \(String(format: "%.1f", report.seconds - run.caseSeconds)) s more")
        }
        if let signal = run.stopSignal {
            print("stopped by \(ProcessFault.signalName(signal) ?? "signal \(signal)"); everything found is saved")
        }
        print("findings by rule:")
        if report.counterexamples.isEmpty { print("  none") }
        let byRule = Dictionary(grouping: report.counterexamples, by: \.finding.ruleName)
        for rule in byRule.keys.sorted() {
            for counterexample in byRule[rule] ?? [] {
                let what = "\(counterexample.finding.property.rawValue) on \(counterexample.finding.subject)"
                var line = "  \(rule): \(what), \(counterexample.occurrences) case\(counterexample.occurrences == 1 ? "" : "s")"
                if let saved = counterexample.saved {
                    line += " → \(Output.displayPath(saved))"
                    line += counterexample.isNew ? " (new)" : counterexample.addedVerdicts ? " (verdict added)" : " (already in the corpus)"
                }
                print(line)
            }
        }
        let written = report.counterexamples.filter(\.isNew).count
        let updated = report.counterexamples.filter(\.addedVerdicts).count
        print("new files written: \(written)" + (updated > 0 ? "; stored files given a new verdict: \(updated)" : ""))
        for error in run.errors { print("error: \(error)") }
        if let memory = run.memorySummary { print(memory) }
        let reached = report.coverage.filter { $0.cases > 0 }
        let missed = report.coverage.filter { $0.cases == 0 && RuleCatalogue.rule($0.rule)?.isModelled == true }.map(\.rule)
        print("rule coverage (cases that applied each rule): "
              + (reached.isEmpty ? "none" : reached.map { "\($0.rule) \($0.cases)" }.joined(separator: ", ")))
        if !missed.isEmpty, report.casesRun > 0 { print("modelled rules no case applied: \(missed.joined(separator: ", "))") }
        print("space coverage: \(report.space.summary)")
        if let guidance = run.guidanceSummary { print(guidance) }
    }
}
