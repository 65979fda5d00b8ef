import PresCheck
import PresCheckCore
import PresentationEngine

/// `junit.xml` for CI systems: a `corpus` suite with one test case per corpus file (its verdicts;
/// an unreadable file is an error), a `properties` suite with one per property and subject the
/// corpus checks (the conforming engine and the oracle: fails when a file misses that verdict),
/// a `defects` suite with one per defect (fails when no corpus file catches it under a rule the
/// defect table names), and for `fuzz --report` a `fuzz` suite with one per property and subject
/// the run checked (fails on a finding new to the corpus) and one per defect the run injected.
/// Serves every rule ID: failures are typed by the rule they are filed under.
enum JUnitReport {
    struct Case {
        var classname: String
        var name: String
        var file: String?
        /// (type, message, details) of a failure.
        var failure: (type: String, message: String, details: String)?
        /// (message, details) of an error: the case could not run.
        var error: (message: String, details: String)?
        var output: String?
    }

    struct Suite {
        var name: String
        var cases: [Case]
    }

    static func text(_ report: CorpusReport, matrix: ConformanceMatrix) -> String {
        var suites = [corpusSuite(report), propertySuite(report), defectSuite(report)]
        if let fuzz = report.fuzz { suites.append(fuzzSuite(fuzz)) }
        let tests = suites.map(\.cases.count).reduce(0, +)
        let failures = suites.map { $0.cases.filter { $0.failure != nil }.count }.reduce(0, +)
        let errors = suites.map { $0.cases.filter { $0.error != nil }.count }.reduce(0, +)
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"prescheck\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">"]
        for suite in suites { lines += render(suite, timestamp: report.timestamp) }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func render(_ suite: Suite, timestamp: String?) -> [String] {
        let failures = suite.cases.filter { $0.failure != nil }.count
        let errors = suite.cases.filter { $0.error != nil }.count
        var open = "  <testsuite name=\"\(Markup.escape(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(failures)\" "
            + "errors=\"\(errors)\" skipped=\"0\""
        if let timestamp { open += " timestamp=\"\(Markup.escape(timestamp))\"" }
        var lines = [open + ">"]
        for test in suite.cases {
            var element = "    <testcase classname=\"\(Markup.escape(test.classname))\" name=\"\(Markup.escape(test.name))\""
            if let file = test.file { element += " file=\"\(Markup.escape(file))\"" }
            guard test.failure != nil || test.error != nil || test.output != nil else {
                lines.append(element + "/>")
                continue
            }
            lines.append(element + ">")
            if let failure = test.failure {
                lines.append("      <failure type=\"\(Markup.escape(failure.type))\" message=\"\(Markup.escape(failure.message))\">"
                             + Markup.escape(failure.details) + "</failure>")
            }
            if let error = test.error {
                lines.append("      <error message=\"\(Markup.escape(error.message))\">\(Markup.escape(error.details))</error>")
            }
            if let output = test.output { lines.append("      <system-out>\(Markup.escape(output))</system-out>") }
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        return lines
    }

    private static func corpusSuite(_ report: CorpusReport) -> Suite {
        var cases: [Case] = report.files.map { file in
            let folder = file.relativePath.split(separator: "/").dropLast().joined(separator: ".")
            var test = Case(classname: "corpus" + (folder.isEmpty ? "" : ".\(folder)"), name: file.relativePath, file: file.path)
            if let error = file.error {
                test.error = (error, error)
            } else if let check = file.check, !check.passed {
                let first = check.missed.first
                let type = first?.findings.first?.ruleName ?? first?.verdict.rule?.id ?? check.engineExpectationFailures.first?.rules.first ?? "golden"
                test.failure = (type, check.report.first ?? "failed", (check.report + ["replay: \(CorpusReport.replayCommand(file.path))"])
                    .joined(separator: "\n"))
            } else if file.expectedFailures > 0 {
                test.output = "\(file.expectedFailures) expected failure\(file.expectedFailures == 1 ? "" : "s") (written fail verdicts that held)"
            }
            return test
        }
        cases += report.unreadable.map { file in
            let message = file.field.isEmpty ? file.problem : "\(file.field): \(file.problem)"
            return Case(classname: "corpus.unreadable", name: file.path, file: file.path, error: (message, "\(file.path): \(message)"))
        }
        return Suite(name: "corpus", cases: cases)
    }

    private static func propertySuite(_ report: CorpusReport) -> Suite {
        var pairs: [(Property, Subject)] = Property.allCases.map { ($0, .conformingEngine) }
        pairs += Property.metamorphic.map { ($0, .oracle) }
        let cases = pairs.map { property, subject in
            var test = Case(classname: "properties.\(subject)", name: "\(subject) \(property.rawValue)")
            var missed: [(String, VerdictCheck.Result)] = []
            for file in report.files {
                for result in file.check?.results ?? [] where !result.holds
                    && result.verdict.subject == subject && result.verdict.property == property {
                    missed.append((file.path, result))
                }
            }
            if let first = missed.first {
                test.failure = (first.1.findings.first?.ruleName ?? property.rule?.id ?? property.rawValue,
                                "\(missed.count) file\(missed.count == 1 ? "" : "s") missed \(subject) \(property.rawValue)",
                                missed.map { "\($0.0): \($0.1.message)" }.joined(separator: "\n"))
            }
            return test
        }
        return Suite(name: "properties", cases: cases)
    }

    private static func defectSuite(_ report: CorpusReport) -> Suite {
        Suite(name: "defects", cases: report.defectCatches.map { entry in
            let rules = entry.rules.map(\.id)
            var test = Case(classname: "defects", name: "\(entry.defect.rawValue) is caught under \(rules.joined(separator: " or "))")
            if entry.files.isEmpty {
                test.failure = (rules.first ?? "defect", "no corpus file catches \(entry.defect.rawValue) under \(rules.joined(separator: " or "))",
                                "The defect table names \(rules.joined(separator: ", ")); no readable file has a finding of "
                                    + "engine+\(entry.defect.rawValue) under them.")
            } else {
                test.output = "caught by " + entry.files.joined(separator: ", ")
            }
            return test
        })
    }

    private static func fuzzSuite(_ fuzz: FuzzFigures) -> Suite {
        var cases = fuzz.checkedPairs.map { property, subject in
            var test = Case(classname: "fuzz.\(subject)", name: "\(subject) \(property.rawValue) (seed \(fuzz.seed), \(fuzz.casesRun) cases)")
            let found = fuzz.findings.filter { $0.finding.property == property && $0.finding.subject == subject }
            let new = found.filter(\.isNew)
            if let first = new.first {
                test.failure = (first.finding.ruleName, "\(new.count) new finding\(new.count == 1 ? "" : "s"): \(first.finding.signature)",
                                new.map { "\($0.finding) (\($0.cases) cases)" + ($0.path.map { " → \($0)" } ?? "") }.joined(separator: "\n"))
            } else if !found.isEmpty {
                test.output = found.map { "already in the corpus: \($0.finding.signature)" + ($0.path.map { " → \($0)" } ?? "") }
                    .joined(separator: "\n")
            }
            return test
        }
        cases += fuzz.defects.map { defect in
            let rules = defect.rules.map(\.id)
            var test = Case(classname: "fuzz.defects", name: "\(defect.rawValue) is caught under \(rules.joined(separator: " or "))")
            let caught = fuzz.findings.filter { found in
                found.finding.rule.map(defect.rules.contains) == true && found.finding.subject.defects.contains(defect)
            }
            if caught.isEmpty {
                test.failure = (rules.first ?? "defect", "\(fuzz.casesRun) cases did not catch \(defect.rawValue)",
                                "No finding under \(rules.joined(separator: " or ")) in \(fuzz.casesRun) cases of seed \(fuzz.seed).")
            }
            return test
        }
        return Suite(name: "fuzz", cases: cases)
    }
}
