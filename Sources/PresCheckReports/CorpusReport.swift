import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
import PresentationOracle

/// What `prescheck report` (and `fuzz --report`) knows about a corpus: every file with its
/// verdicts checked, the rules its oracle run applies, every subject's findings by rule (the
/// conformance matrix), an explanation of every counterexample and failing file, the files that
/// could not be read, and optionally a fuzz run's own figures. Everything in it is a function of
/// the corpus and the options: no clock unless a timestamp is given.
/// Serves every rule ID: the matrix has a row for each.
package struct CorpusReport: Sendable {
    /// One readable corpus file.
    /// Serves every rule ID its verdicts and findings name.
    package struct FileEntry: Sendable {
        /// The path as a reader would type it: the corpus as given, then the path inside it.
        package var path: String
        /// The path inside the corpus, e.g. `golden/frame-toast-under-fullscreen.json`.
        package var relativePath: String
        package var scenario: Scenario
        /// The file's verdicts checked; nil when checking stopped with an error.
        package var check: VerdictCheck?
        /// Why the check could not run.
        package var error: String?
        /// The rules the oracle applies at some step of the file.
        package var exercised: [String]
        /// Per matrix subject (the report's `subjects`, same order): the rule IDs it has a finding
        /// under on this file (`crash` and `hang` for the faults its verdicts record).
        package var failingRules: [[String]]
        /// Whether the matrix subjects ran on the file in this process (not for a file that
        /// records a crash or hang: only its verdicts, checked in a child process, count).
        package var subjectsRan: Bool
        /// The step-by-step account shown in the file's section (counterexamples and failing files),
        /// or in the gallery of golden stories.
        package var explanation: ScenarioExplanation?

        package var passed: Bool { error == nil && check?.passed == true }
        package var isCounterexample: Bool { relativePath.hasPrefix(CounterexampleStore.folderName + "/") }
        /// A hand-written story of `golden/`: the report's gallery shows it as a filmstrip.
        package var isGoldenStory: Bool { relativePath.hasPrefix("golden/") }
        /// Counterexamples and failing files get a section of their own.
        package var hasSection: Bool { isCounterexample || !passed }
        /// The HTML id of the file's section (`ce-…`) or row in the file table (`file-…`).
        package var sectionAnchor: String { "ce-" + Markup.anchor(relativePath) }
        package var rowAnchor: String { "file-" + Markup.anchor(relativePath) }
        package var link: String { hasSection ? sectionAnchor : rowAnchor }
        /// The written fail verdicts that held: known failures (a defect the file catches).
        package var expectedFailures: Int {
            check?.results.filter { !$0.isImplicit && $0.holds && $0.verdict.outcome == .fail }.count ?? 0
        }
    }

    /// A file that could not be read: its path, the field and the problem (`ScenarioFile.LoadError`).
    package struct Unreadable: Sendable, Hashable {
        package var path: String
        package var field: String
        package var problem: String
    }

    /// What the report is built with.
    package struct Options: Sendable {
        /// Checks a file's verdicts (`prescheck` runs crash and hang verdicts in a child process).
        package var checkVerdicts: @Sendable (Scenario) throws -> VerdictCheck
        /// A fuzz run's own figures, for `fuzz --report`.
        package var fuzz: FuzzFigures?
        /// When given (`--timestamp`), written into the reports; otherwise they carry no time.
        package var timestamp: String?
        /// A run's PBT observations, read back, and the file they came from: the generator page.
        package var generator: (figures: GeneratorFigures, source: String)?

        package init(checkVerdicts: @escaping @Sendable (Scenario) throws -> VerdictCheck = { try VerdictCheck.run($0) },
                    fuzz: FuzzFigures? = nil, timestamp: String? = nil) {
            self.checkVerdicts = checkVerdicts
            self.fuzz = fuzz
            self.timestamp = timestamp
        }
    }

    /// The corpus as given (`Corpus`).
    package var corpus: String
    package var files: [FileEntry]
    package var unreadable: [Unreadable]
    /// The matrix columns: the conforming engine, each injectable defect, then any other engine
    /// subject the corpus's verdicts name (several defects at once).
    package var subjects: [Subject]
    package var fuzz: FuzzFigures?
    package var timestamp: String?
    /// The generator page's figures and their observations file, when the report was given one.
    package var generator: (figures: GeneratorFigures, source: String)?

    package var passedCount: Int { files.filter(\.passed).count }
    package var failedCount: Int { files.count - passedCount }
    package var counterexamples: [FileEntry] { files.filter(\.isCounterexample) }
    /// Every file is readable and keeps its verdicts.
    package var passed: Bool { failedCount == 0 && unreadable.isEmpty }

    /// Builds the report of the corpus at `corpus` (a folder, or one file), naming it `display`.
    package static func build(corpus: URL, display: String, options: Options = Options()) -> CorpusReport {
        let root = display.hasSuffix("/") && display.count > 1 ? String(display.dropLast()) : display
        let entries = Corpus.load(corpus)
        var loaded: [(relative: String, scenario: Scenario)] = []
        var unreadable: [Unreadable] = []
        for entry in entries {
            let relative = relativePath(of: entry.url, in: corpus)
            switch entry.result {
            case .success(let scenario): loaded.append((relative, scenario))
            case .failure(let error): unreadable.append(Unreadable(path: join(root, relative), field: error.field, problem: error.problem))
            }
        }
        if entries.isEmpty {
            unreadable.append(Unreadable(path: root, field: "", problem: "no scenario files found"))
        }
        let subjects = matrixSubjects(loaded.map(\.scenario))
        var files: [FileEntry] = []
        for (relative, scenario) in loaded {
            files.append(entry(scenario, relative: relative, path: join(root, relative), subjects: subjects, options: options))
        }
        var report = CorpusReport(corpus: root, files: files, unreadable: unreadable, subjects: subjects, fuzz: options.fuzz,
                                  timestamp: options.timestamp)
        report.generator = options.generator
        return report
    }

    private static func entry(_ scenario: Scenario, relative: String, path: String, subjects: [Subject], options: Options) -> FileEntry {
        var check: VerdictCheck?
        var error: String?
        do {
            check = try options.checkVerdicts(scenario)
        } catch let thrown {
            error = "the check stopped: \(thrown)"
        }
        var exercised = RuleSet()
        for rules in Oracle.ruleSets(scenario) { exercised.formUnion(rules) }
        let runsApart = !VerdictCheck.subjectsToRunApart(in: scenario).isEmpty
        var failing: [[String]] = []
        for subject in subjects {
            var rules: [String] = []
            if runsApart {
                for result in check?.results ?? [] where !result.isImplicit && result.holds && result.verdict.outcome == .fail
                    && result.verdict.subject == subject && result.verdict.property.isProcessFault {
                    if !rules.contains(result.verdict.property.rawValue) { rules.append(result.verdict.property.rawValue) }
                }
            } else {
                let findings = (try? ScenarioCheck.run(scenario, defects: Set(subject.defects), properties: Property.allCases, checkOracle: false,
                                                       expectations: false).findings) ?? []
                for finding in findings where finding.subject == subject && !rules.contains(finding.ruleName) {
                    rules.append(finding.ruleName)
                }
            }
            failing.append(rules)
        }
        var file = FileEntry(path: path, relativePath: relative, scenario: scenario, check: check, error: error,
                             exercised: exercised.ids, failingRules: failing, subjectsRan: !runsApart, explanation: nil)
        if file.hasSection || file.isGoldenStory {
            file.explanation = try? ScenarioExplanation.make(scenario)
        }
        return file
    }

    /// The conforming engine, every defect alone, then other engine subjects the verdicts name.
    static func matrixSubjects(_ scenarios: [Scenario]) -> [Subject] {
        var subjects = [Subject.conformingEngine] + Defect.allCases.map { Subject.engine([$0]) }
        var others: [Subject] = []
        for scenario in scenarios {
            for verdict in scenario.verdicts {
                let subject = verdict.subject
                guard subject != .oracle, !subjects.contains(subject), !others.contains(subject) else { continue }
                others.append(subject)
            }
        }
        subjects += others.sorted()
        return subjects
    }

    /// `url`'s path inside `root` (its file name when `root` is the file itself).
    static func relativePath(of url: URL, in root: URL) -> String {
        let base = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        return url.lastPathComponent
    }

    static func join(_ root: String, _ relative: String) -> String {
        root.hasSuffix(".json") && relative == URL(fileURLWithPath: root).lastPathComponent ? root : root + "/" + relative
    }
}
