import Foundation
import PresCheckFuzzing
import PresCheck
import PresCheckCore
import PresentationEngine

/// `prescheck shrink`: its arguments and what it prints; the shrink itself is `FileShrink`.
enum ShrinkCommand {
    static var spec: VerbSpec {
        VerbSpec(
            name: "shrink",
            overview: "Shrink a counterexample file further, in place or to --out.",
            discussion: """
                The finding to keep is the file's origin (property, subject, rule), else its first fail \
                verdict. Candidates drop actions and nodes, simplify the device and round numbers, and \
                are kept only while they fail the same way; a crash or hang is checked in a child \
                process (each hanging candidate costs one watchdog period). The name, summary, verdicts \
                and expectations stay; the origin's finding and shrink counts are brought up to date. \
                In place, a file in a counterexample store (counterexamples/<RULE-ID>/<hash>.json) is \
                saved under its new content's name and the old file removed; any other file is \
                rewritten where it is.

                Exit status: 0 when shrunk (or already as small as the shrinker gets it), 1 when the \
                file cannot be read or no longer fails that way, 2 on bad usage.
                """,
            positionals: "<file>",
            arguments: [("<file>", "A scenario file with an origin or a fail verdict.")],
            options: [
                .value("--out", "file", "Write the shrunk scenario here instead of in place."),
                .value("--profile", "profile", "ci, dev or nightly: how many candidates to try (default: dev)."),
                OptionValues.watchdogOption,
                OptionValues.rssLimitOption,
            ])
    }

    static func run(_ parsed: VerbSpec.Parsed) throws -> Int32 {
        guard parsed.positionals.count == 1 else { throw UsageError("shrink takes one scenario file (see 'prescheck shrink --help')") }
        let profile: Profile
        if let name = parsed.value("--profile") {
            profile = try OptionValues.profile("--profile", name)
        } else {
            do { profile = try Profile.fromEnvironment() } catch { throw UsageError("\(error)") }
        }
        let watchdog = try OptionValues.watchdog(parsed)
        let rssLimit = try OptionValues.rssLimit(parsed)
        let file = parsed.positionals[0]
        let url = URL(fileURLWithPath: file)
        let original = try ScenarioFile.load(url)
        let shrunk: ShrunkFinding
        let result: Scenario
        do {
            (shrunk, result) = try FileShrink(profile: profile, watchdog: watchdog, rssLimit: rssLimit).shrink(original)
        } catch let problem as FileShrink.Problem {
            Output.error("\(file): \(problem)")
            return 1
        }
        let before = "\(original.actions.count) actions, \(ScenarioSummary.nodeCount(original)) view controllers"
        let after = "\(result.actions.count) actions, \(ScenarioSummary.nodeCount(result)) view controllers"
        let effort = "\(shrunk.steps) steps, \(shrunk.attempts) candidates, \(String(format: "%.2f", shrunk.seconds)) s"
        let written: URL
        if let out = parsed.value("--out") {
            written = URL(fileURLWithPath: out)
            try ScenarioFile.write(result, to: written)
        } else if shrunk.steps == 0 {
            print("\(file): already as small as the shrinker gets it (\(before); \(effort))")
            return 0
        } else {
            written = try FileShrink.writeInPlace(result, shrinking: original, at: url)
        }
        print("shrunk \(file): \(before) → \(after) (\(effort))")
        print("  \(shrunk.finding)")
        for line in ScenarioSummary.lines(result) { print("    " + line) }
        print("written: \(Output.displayPath(written))")
        print("replay: swift run prescheck replay \(Output.displayPath(written))")
        return 0
    }
}
