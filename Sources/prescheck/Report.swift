import Foundation
import PresCheckFuzzing
import PresCheck
import PresCheckReports
import PresCheckCore

/// `prescheck report`: the corpus's reports for people, CI and dashboards.
enum ReportCommand {
    static var spec: VerbSpec {
        VerbSpec(
            name: "report",
            overview: "Write the corpus's reports: index.html, conformance.md, junit.xml and summary.json.",
            discussion: """
                Every scenario file of the corpus is checked against its verdicts (crash and hang \
                verdicts in a child process) and replayed on the conforming engine and on each \
                injectable defect, then four files are written into the output folder: index.html (a \
                summary, the conformance matrix, and for each counterexample and failing file its \
                filmstrip, the failing step enlarged, the words of 'prescheck explain' and the replay \
                command; one self-contained page without scripts), conformance.md (the rule ID × \
                subject matrix), junit.xml (a test case per corpus file, per property and per \
                defect) and summary.json (counts, rule coverage, findings with their paths, the \
                matrix). The output is the same bytes for the same corpus: no time is written \
                unless --timestamp is given. A file that cannot be read is named with its field and \
                problem and skipped; the report is still written.

                Environment: when GITHUB_ACTIONS is "true", every failing or unreadable file also \
                prints an ::error file=<path>,title=<RULE-ID>::<message> line.

                Exit status: 0 when every file kept its verdicts, 1 when one failed or could not be \
                read or the report could not be written, 2 on bad usage.
                """,
            options: [
                .value("--corpus", "dir", "The corpus to report on, a folder or one file (default: Corpus)."),
                .value("--out", "dir", "The folder to write the reports into (default: Reports)."),
                .flag("--timestamp", "Write the time of the run into the reports (by default they carry none)."),
                .value("--observations", "file", "A PBT observations file (fuzz --observations, PRESCHECK_OBSERVATIONS): "
                       + "index.html gets a page of what the generator made, charted."),
                OptionValues.watchdogOption,
                OptionValues.rssLimitOption,
            ])
    }

    static func run(_ parsed: VerbSpec.Parsed) throws -> Int32 {
        guard parsed.positionals.isEmpty else {
            throw UsageError("report takes no arguments, got \"\(parsed.positionals[0])\" (see 'prescheck report --help')")
        }
        let watchdog = try OptionValues.watchdog(parsed)
        let rssLimit = try OptionValues.rssLimit(parsed)
        let corpus = parsed.value("--corpus") ?? "Corpus"
        let out = parsed.value("--out") ?? "Reports"
        let observations = try parsed.value("--observations").map(readObservations)
        let report = build(corpus: corpus, fuzz: nil, timestamp: parsed.has("--timestamp"), watchdog: watchdog, rssLimit: rssLimit,
                           generator: observations)
        for file in report.unreadable {
            Output.error("SKIP \(file.path): " + (file.field.isEmpty ? "" : "\(file.field): ") + file.problem)
        }
        for file in report.files where !file.passed {
            print("FAIL \(file.path)")
            for line in file.check?.report ?? [] { print("     \(line)") }
            if let error = file.error { print("     \(error)") }
            print("     reproduce: \(CorpusReport.replayCommand(file.path))")
        }
        printAnnotations(report)
        let written = write(report, to: out)
        print(summaryLine(report) + (written ? " → \(out)/index.html, conformance.md, junit.xml, summary.json" : ""))
        return report.passed && written ? 0 : 1
    }

    /// The report of `corpus` (checked with crash, hang and oom verdicts run in child processes).
    /// The generator page's figures from an observations file, or a usage error naming it.
    static func readObservations(_ path: String) throws -> (figures: GeneratorFigures, source: String) {
        do {
            return (try GeneratorFigures.read(URL(fileURLWithPath: path)), path)
        } catch {
            throw UsageError("--observations \(path): cannot be read (\(error.localizedDescription))")
        }
    }

    static func build(corpus: String, fuzz: FuzzFigures?, timestamp: Bool, watchdog: Double, rssLimit: Int,
                      generator: (figures: GeneratorFigures, source: String)? = nil) -> CorpusReport {
        var time: String?
        if timestamp {
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            time = formatter.string(from: Date())
        }
        var options = CorpusReport.Options(checkVerdicts: { try FileVerdicts.check($0, watchdog: watchdog, rssLimit: rssLimit) }, fuzz: fuzz, timestamp: time)
        options.generator = generator
        return CorpusReport.build(corpus: URL(fileURLWithPath: corpus), display: corpus, options: options)
    }

    /// Writes the report's files into `out`; false (with the error printed) when they cannot be.
    static func write(_ report: CorpusReport, to out: String) -> Bool {
        do {
            try ReportFile.write(try report.outputFiles(), to: URL(fileURLWithPath: out, isDirectory: true))
            return true
        } catch {
            Output.error("error: cannot write the report to \(out): \(error.localizedDescription)")
            return false
        }
    }

    /// The GitHub Actions annotations of the report's failing and unreadable files, when enabled.
    static func printAnnotations(_ report: CorpusReport) {
        guard GitHubAnnotations.isEnabled() else { return }
        for line in report.annotations { print(line) }
    }

    static func summaryLine(_ report: CorpusReport) -> String {
        "report: \(report.passedCount) passed, \(report.failedCount) failed"
            + (report.unreadable.isEmpty ? "" : ", \(report.unreadable.count) unreadable")
            + "; \(report.counterexamples.count) counterexample\(report.counterexamples.count == 1 ? "" : "s")"
    }
}
