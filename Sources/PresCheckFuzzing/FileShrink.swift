import Foundation
import PresCheck
import PresCheckCore

/// A stored or hand-written counterexample file shrunk further (`prescheck shrink`). The finding to
/// keep is the file's origin (property, subject, rule), else its first fail verdict. Candidates go
/// through the one `ShrinkPipeline` (the scenario stage: a file has no choice sequence) and are
/// kept only while they fail the same way; a crash or hang is checked in a child process. The
/// name, summary, verdicts and expectations stay; the origin's finding and shrink counts are
/// brought up to date.
/// Serves every rule ID: the kept finding's rule.
package struct FileShrink {
    /// Why a file cannot be shrunk.
    package enum Problem: Error, CustomStringConvertible, Equatable {
        /// Neither an origin nor a fail verdict says which finding to keep.
        case noTarget
        /// The file no longer fails that way.
        case noLongerFails(Finding<Property>.Signature)

        package var description: String {
            switch self {
            case .noTarget:
                return "no origin and no fail verdict say which finding to keep"
            case .noLongerFails(let target) where target.property.isProcessFault:
                return "no longer a \(target.property.rawValue) on \(target.subject); nothing to shrink"
            case .noLongerFails(let target):
                return "no longer fails \(target); nothing to shrink"
            }
        }
    }

    package var profile: Profile
    /// For a crash or hang: the child's watchdog in seconds and memory limit in MB (0: none).
    package var watchdog: Double
    package var rssLimit: Int

    package init(profile: Profile, watchdog: Double, rssLimit: Int) {
        (self.profile, self.watchdog, self.rssLimit) = (profile, watchdog, rssLimit)
    }

    /// What the file fails: its origin's finding, else its first fail verdict.
    package static func target(of scenario: Scenario) -> Finding<Property>.Signature? {
        if let origin = scenario.origin { return origin.finding.signature }
        guard let verdict = scenario.verdicts.first(where: { $0.outcome == .fail }) else { return nil }
        return Finding.Signature(property: verdict.property, subject: verdict.subject, rule: verdict.rule ?? verdict.property.rule)
    }

    /// The shrink of `original`, and the shrunk scenario with its origin brought up to date.
    package func shrink(_ original: Scenario) throws -> (shrunk: ShrunkFinding, result: Scenario) {
        guard let target = Self.target(of: original) else { throw Problem.noTarget }
        let subject = target.subject
        let runner = CaseRunner(profile: profile, defects: Set(subject.defects), checkOracle: subject == .oracle)
        let reproduces: (Scenario) -> Finding<Property>?
        if target.property.isProcessFault {
            let checker = ChildChecker(defects: Set(subject.defects), watchdog: watchdog, rssLimit: rssLimit)
            guard let fault = try checker.check(original), fault.property == target.property else {
                throw Problem.noLongerFails(target)
            }
            reproduces = { checker.reproduces(fault, on: $0) }
        } else {
            reproduces = { runner.firstFinding(matching: target, in: $0) }
        }
        guard let finding = reproduces(original) else { throw Problem.noLongerFails(target) }
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
        return (shrunk, result)
    }

    /// Writes `result`, the shrink of the file at `url`, in place: a file in a counterexample store
    /// (`counterexamples/<RULE-ID>/<hash>.json`) is saved under its new content's name and the old
    /// file removed; any other file is rewritten where it is. Returns where it went.
    package static func writeInPlace(_ result: Scenario, shrinking original: Scenario, at url: URL) throws -> URL {
        guard let corpus = storeRoot(of: url, holding: original) else {
            try ScenarioFile.write(result, to: url)
            return url
        }
        let written = try CounterexampleStore.save(result, verdicts: [], origin: result.origin, in: corpus).url
        if written.standardizedFileURL.path != url.standardizedFileURL.path { try FileManager.default.removeItem(at: url) }
        return written
    }

    /// The corpus folder when `url` is a stored counterexample (`<corpus>/counterexamples/<RULE>/<hash>.json`
    /// named by `scenario`'s content), else nil.
    package static func storeRoot(of url: URL, holding scenario: Scenario) -> URL? {
        let folder = url.standardizedFileURL.deletingLastPathComponent().deletingLastPathComponent()
        guard folder.lastPathComponent == CounterexampleStore.folderName,
              let hash = try? CounterexampleStore.contentHash(of: scenario), url.lastPathComponent == "\(hash).json" else {
            return nil
        }
        return folder.deletingLastPathComponent()
    }
}
