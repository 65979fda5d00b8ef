import Foundation
import PresCheckFuzzing
import PresCheck
import PresCheckReports
import PresCheckCore
import PresentationEngine

/// `prescheck check`: every scenario file under the paths, against its verdicts and golden values.
enum CheckCommand {
    static var spec: VerbSpec {
        VerbSpec(
            name: "check",
            overview: "Run every scenario file under the paths and check its verdicts and golden values.",
            discussion: """
                Prints PASS or FAIL per file, every missed verdict with what was expected and the first \
                finding, the command that reproduces it, and a closing count, with how many injectable \
                defects the files' held fail verdicts record as caught (and which not). A file that cannot be read \
                is named with its field and problem and skipped; the rest still run. With --defect it \
                explores instead: every file runs under those defects and every engine-versus-oracle \
                disagreement is reported, with no verdicts applied.

                Environment: when GITHUB_ACTIONS is "true", every missed verdict and unreadable file \
                also prints an ::error file=<path>,title=<RULE-ID>::<message> line.

                Exit status: 0 when every file passed, 1 when one failed or could not be read, 2 on bad usage.
                """,
            positionals: "[<path> ...]",
            arguments: [("<path>", "Scenario files or folders (default: Corpus).")],
            options: [
                .value("--defect", "name", "Run under these defects and report disagreements instead of verdicts.", repeatable: true),
                OptionValues.watchdogOption,
                OptionValues.rssLimitOption,
            ])
    }

    /// One file's outcome: its verdicts (or, with `--defect`, the engine-versus-oracle check under
    /// those defects, without verdict semantics).
    struct FileOutcome {
        var passed: Bool
        var report: [String]
        /// The written fail verdicts that held (known failures), for the PASS line.
        var expectedFailures: Int
        /// The defects those verdicts record as caught.
        var caughtDefects: Set<String> = []
        /// GitHub Actions annotations of the failures, for a file at `path`.
        var annotations: (String) -> [String] = { _ in [] }
    }

    static func checkFile(_ scenario: Scenario, defects: Set<Defect>, watchdog: Double, rssLimit: Int) throws -> FileOutcome {
        if !defects.isEmpty {
            let result = try ScenarioCheck.run(scenario, defects: defects)
            return FileOutcome(passed: result.passed, report: result.report, expectedFailures: 0,
                               annotations: { GitHubAnnotations.lines(for: result, file: $0) })
        }
        let result = try FileVerdicts.check(scenario, watchdog: watchdog, rssLimit: rssLimit)
        let known = result.results.filter { !$0.isImplicit && $0.holds && $0.verdict.outcome == .fail }
        let caught = Set(known.flatMap { $0.verdict.subject.defects.map(\.rawValue) })
        return FileOutcome(passed: result.passed, report: result.report, expectedFailures: known.count, caughtDefects: caught,
                           annotations: { GitHubAnnotations.lines(for: result, file: $0) })
    }

    /// The command that reruns one file, with the defects it was run under.
    static func reproduce(_ url: URL, _ defects: Set<Defect>) -> String {
        "reproduce: swift run prescheck replay \(Output.displayPath(url))" + defects.map(\.rawValue).sorted().map { " --defect \($0)" }.joined()
    }

    static func run(_ parsed: VerbSpec.Parsed) throws -> Int32 {
        let defects = try OptionValues.defects("--defect", parsed.values("--defect"))
        let watchdog = try OptionValues.watchdog(parsed)
        let rssLimit = try OptionValues.rssLimit(parsed)
        let roots = parsed.positionals.isEmpty ? ["Corpus"] : parsed.positionals
        let annotate = GitHubAnnotations.isEnabled()
        var passed = 0
        var failed = 0
        var unreadable = 0
        var caught = Set<String>()
        for root in roots {
            let entries = Corpus.load(URL(fileURLWithPath: root))
            if entries.isEmpty {
                unreadable += 1
                Output.error("\(root): no scenario files found")
            }
            for entry in entries {
                switch entry.result {
                case .failure(let error):
                    unreadable += 1
                    Output.error("SKIP \(error)")
                    if annotate { print(GitHubAnnotations.line(for: error, file: Output.displayPath(entry.url))) }
                case .success(let scenario):
                    let outcome = try checkFile(scenario, defects: defects, watchdog: watchdog, rssLimit: rssLimit)
                    caught.formUnion(outcome.caughtDefects)
                    if outcome.passed {
                        passed += 1
                        let known = outcome.expectedFailures
                        print("PASS \(Output.displayPath(entry.url))" + (known == 0 ? "" : " (\(known) expected failure\(known == 1 ? "" : "s"))"))
                    } else {
                        failed += 1
                        print("FAIL \(Output.displayPath(entry.url))")
                        for line in outcome.report { print("     \(line)") }
                        print("     " + reproduce(entry.url, defects))
                        if annotate { outcome.annotations(Output.displayPath(entry.url)).forEach { print($0) } }
                    }
                }
            }
        }
        print("\(passed) passed, \(failed) failed" + (unreadable > 0 ? ", \(unreadable) unreadable" : ""))
        if defects.isEmpty { print(defectLine(caught)) }
        return failed == 0 && unreadable == 0 ? 0 : 1
    }

    /// Which injectable defects the files' held fail verdicts record as caught: every one, or
    /// those none does.
    static func defectLine(_ caught: Set<String>) -> String {
        let all = Defect.allCases.map(\.rawValue)
        let missing = all.filter { !caught.contains($0) }
        let count = "defects caught by a file's verdicts: \(all.count - missing.count) of \(all.count)"
        return missing.isEmpty ? count : count + "; not caught: " + missing.joined(separator: ", ")
    }
}
