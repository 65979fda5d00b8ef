import Foundation
import PresCheckFuzzing
import PresCheck
import PresCheckCore
import PresentationEngine

/// `prescheck shrink`: a stored or hand-written counterexample shrunk further.
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
        let url = URL(fileURLWithPath: parsed.positionals[0])
        let original = try ScenarioFile.load(url)
        guard let target = target(of: original) else {
            Output.error("\(parsed.positionals[0]): no origin and no fail verdict say which finding to keep")
            return 1
        }
        let subject = target.subject
        let runner = CaseRunner(profile: profile, defects: Set(subject.defects), checkOracle: subject == .oracle)
        let reproduces: (Scenario) -> Finding<Property>?
        if target.property.isProcessFault {
            let checker = ChildChecker(defects: Set(subject.defects), watchdog: watchdog, rssLimit: rssLimit)
            guard let fault = try checker.check(original), fault.property == target.property else {
                Output.error("\(parsed.positionals[0]): no longer a \(target.property.rawValue) on \(target.subject); nothing to shrink")
                return 1
            }
            reproduces = { checker.reproduces(fault, on: $0) }
        } else {
            reproduces = { runner.firstFinding(matching: target, in: $0) }
        }
        guard let finding = reproduces(original) else {
            Output.error("\(parsed.positionals[0]): no longer fails \(target); nothing to shrink")
            return 1
        }
        let shrunk = FindingShrinker(runner: runner).shrink(scenario: original, finding: finding, reproduces: reproduces)
        var result = shrunk.scenario
        if var origin = result.origin {
            let final = shrunk.finding
            (origin.finding.step, origin.finding.field) = (final.step, final.field)
            (origin.finding.expected, origin.finding.actual) = (final.expected, final.actual)
            origin.shrink.steps += shrunk.steps
            origin.shrink.attempts += shrunk.attempts
            origin.shrink.sizeAfter = ScenarioShrinker.size(of: result)
            result.origin = origin
        }
        let before = "\(original.actions.count) actions, \(ScenarioSummary.nodeCount(original)) view controllers"
        let after = "\(result.actions.count) actions, \(ScenarioSummary.nodeCount(result)) view controllers"
        let effort = "\(shrunk.steps) steps, \(shrunk.attempts) candidates, \(String(format: "%.2f", shrunk.seconds)) s"
        let written: URL
        if let out = parsed.value("--out") {
            written = URL(fileURLWithPath: out)
            try ScenarioFile.write(result, to: written)
        } else if shrunk.steps == 0 {
            print("\(parsed.positionals[0]): already as small as the shrinker gets it (\(before); \(effort))")
            return 0
        } else if let corpus = storeRoot(of: url, holding: original) {
            written = try CounterexampleStore.save(result, verdicts: [], origin: result.origin, in: corpus).url
            if written.standardizedFileURL.path != url.standardizedFileURL.path { try FileManager.default.removeItem(at: url) }
        } else {
            written = url
            try ScenarioFile.write(result, to: url)
        }
        print("shrunk \(parsed.positionals[0]): \(before) → \(after) (\(effort))")
        print("  \(shrunk.finding)")
        for line in ScenarioSummary.lines(result) { print("    " + line) }
        print("written: \(Output.displayPath(written))")
        print("replay: swift run prescheck replay \(Output.displayPath(written))")
        return 0
    }

    /// What the file fails: its origin's finding, else its first fail verdict.
    static func target(of scenario: Scenario) -> Finding<Property>.Signature? {
        if let origin = scenario.origin { return origin.finding.signature }
        guard let verdict = scenario.verdicts.first(where: { $0.outcome == .fail }) else { return nil }
        return Finding.Signature(property: verdict.property, subject: verdict.subject, rule: verdict.rule ?? verdict.property.rule)
    }

    /// The corpus folder when `url` is a stored counterexample (`<corpus>/counterexamples/<RULE>/<hash>.json`
    /// named by `scenario`'s content), else nil.
    static func storeRoot(of url: URL, holding scenario: Scenario) -> URL? {
        let folder = url.standardizedFileURL.deletingLastPathComponent().deletingLastPathComponent()
        guard folder.lastPathComponent == CounterexampleStore.folderName,
              let hash = try? CounterexampleStore.contentHash(of: scenario), url.lastPathComponent == "\(hash).json" else {
            return nil
        }
        return folder.deletingLastPathComponent()
    }
}
