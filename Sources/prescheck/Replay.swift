import Foundation
import PresCheckFuzzing
import PresCheck
import PresCheckReports
import PresCheckCore
import PresentationEngine

/// `prescheck replay`: scenario files one by one, each with every written verdict and every missed one.
enum ReplayCommand {
    static var spec: VerbSpec {
        VerbSpec(
            name: "replay",
            overview: "Replay scenario files against their verdicts and print each result.",
            discussion: """
                Each file prints its written verdicts (holds or MISSED) and every missed implicit one; \
                --verbose also prints each step's frames, links, callbacks and warnings, and every \
                implicit verdict. A file whose crash or hang verdicts name a subject is run in a child \
                process for that subject first. A file that cannot be read is named and skipped; the \
                rest still run.

                Environment: when GITHUB_ACTIONS is "true", every missed verdict and unreadable file \
                also prints an ::error file=<path>,title=<RULE-ID>::<message> line.

                Exit status: 0 when every file kept its verdicts, 1 when one missed a verdict or could \
                not be read, 2 on bad usage.
                """,
            positionals: "[<path> ...]",
            arguments: [("<path>", "Scenario files or folders (default: Corpus).")],
            options: [
                .value("--defect", "name", "Run under these defects and print every disagreement instead of verdicts.", repeatable: true),
                .flag("--verbose", "Print every step and every implicit verdict."),
                OptionValues.watchdogOption,
                OptionValues.rssLimitOption,
            ])
    }

    static func run(_ parsed: VerbSpec.Parsed) throws -> Int32 {
        let defects = try OptionValues.defects("--defect", parsed.values("--defect"))
        let verbose = parsed.has("--verbose")
        let watchdog = try OptionValues.watchdog(parsed)
        let rssLimit = try OptionValues.rssLimit(parsed)
        let roots = parsed.positionals.isEmpty ? ["Corpus"] : parsed.positionals
        let annotate = GitHubAnnotations.isEnabled()
        var entries: [Corpus.Entry] = []
        var unreadable = 0
        for root in roots {
            let found = Corpus.load(URL(fileURLWithPath: root))
            if found.isEmpty {
                unreadable += 1
                Output.error("SKIP \(root): no scenario files found")
            }
            entries += found
        }
        var passed = 0
        var failed = 0
        for entry in entries {
            let scenario: Scenario
            switch entry.result {
            case .failure(let error):
                unreadable += 1
                Output.error("SKIP \(error)")
                if annotate { print(GitHubAnnotations.line(for: error, file: Output.displayPath(entry.url))) }
                continue
            case .success(let loaded):
                scenario = loaded
            }
            if entries.count > 1 { print("== \(Output.displayPath(entry.url))") }
            print("scenario: \(scenario.name) (\(scenario.device.rawValue), \(scenario.actions.count) actions)")
            if verbose {
                if VerdictCheck.subjectsToRunApart(in: scenario).isEmpty {
                    try printSteps(scenario, defects: defects)
                } else {
                    print("(steps not shown: the file records a crash or hang, which would end this process)")
                }
            }
            let filePassed: Bool
            if defects.isEmpty {
                let result = try FileVerdicts.check(scenario, watchdog: watchdog, rssLimit: rssLimit)
                for verdict in result.results where verbose || !verdict.isImplicit || !verdict.holds {
                    print("\(verdict.holds ? "holds " : "MISSED") \(verdict.message)\(verdict.isImplicit ? " (implicit)" : "")")
                }
                for failure in result.engineExpectationFailures { print("engine missed golden value: \(failure)") }
                for failure in result.oracleExpectationFailures { print("oracle missed golden value: \(failure)") }
                filePassed = result.passed
                if annotate { GitHubAnnotations.lines(for: result, file: Output.displayPath(entry.url)).forEach { print($0) } }
                if filePassed {
                    let implicit = result.results.filter(\.isImplicit).count
                    print("passed: \(scenario.verdicts.count) written and \(implicit) implicit verdicts hold"
                          + (scenario.expectations.isEmpty ? "" : ", golden values hold"))
                }
            } else {
                let result = try ScenarioCheck.run(scenario, defects: defects)
                filePassed = result.passed
                if annotate { GitHubAnnotations.lines(for: result, file: Output.displayPath(entry.url)).forEach { print($0) } }
                if filePassed {
                    print("passed: engine and oracle agree at every step" + (scenario.expectations.isEmpty ? "" : ", golden values hold"))
                } else {
                    for line in result.report { print(line) }
                }
            }
            if filePassed { passed += 1 } else { failed += 1 }
        }
        if entries.count + unreadable > 1 {
            print("\(passed) passed, \(failed) failed" + (unreadable > 0 ? ", \(unreadable) unreadable" : ""))
        }
        return failed == 0 && unreadable == 0 ? 0 : 1
    }

    static func printSteps(_ scenario: Scenario, defects: Set<Defect>) throws {
        let engine = try EngineDriver.run(scenario, options: EngineOptions(defects: defects))
        for (step, observation) in engine.enumerated() {
            let action = step == 0 ? "initial state" : scenario.actions[step - 1].name
            print("step \(step): \(action)\(observation.isSettled ? "" : " (transition running)")")
            for node in observation.nodes {
                print("  \(node.id): \(node.frame?.description ?? "not in window")"
                      + (node.presenting.map { " presented by \($0)" } ?? ""))
            }
            for callback in observation.callbacks { print("  callback \(callback)") }
            for warning in observation.warnings { print("  warning \(warning)") }
            if let hit = observation.hitTarget { print("  hit \(hit)") }
        }
    }
}
