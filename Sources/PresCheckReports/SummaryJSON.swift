import Foundation
import PresCheck
import PresCheckCore

/// `summary.json`: the report for machines. Counts, every file with its status, the unreadable
/// files, the findings with their paths, rule coverage (corpus files, and a fuzz run's cases), the
/// conformance matrix, which defects the corpus catches, and a fuzz run's figures. Keys sorted,
/// pretty printed; only integers, booleans and strings (no floating point), no time unless a
/// timestamp was given.
/// Serves every rule ID.
enum SummaryJSON {
    struct Document: Encodable {
        var schemaVersion = 1
        var corpus: String
        var timestamp: String?
        var counts: Counts
        var files: [FileSummary]
        var unreadable: [Unreadable]
        var findings: [FindingSummary]
        var ruleCoverage: [Coverage]
        var matrix: Matrix
        var defects: [DefectSummary]
        var fuzz: Fuzz?
    }

    struct Counts: Encodable {
        var files: Int
        var passed: Int
        var failed: Int
        var unreadable: Int
        var counterexamples: Int
        var expectedFailures: Int
        var unexpectedFindings: Int
    }

    struct FileSummary: Encodable {
        var path: String
        var status: String
        var expectedFailures: Int
        var missed: [String]
        var error: String?
        var rulesExercised: [String]
    }

    struct Unreadable: Encodable {
        var path: String
        var field: String
        var problem: String
    }

    /// A finding as `summary.json` lists it: with its file and whether the file's verdicts record it.
    struct FindingSummary: Encodable {
        var path: String
        var finding: Finding<Property>
        var known: Bool

        private enum CodingKeys: String, CodingKey {
            case path, known
        }

        func encode(to encoder: any Encoder) throws {
            try FindingText(finding).encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(known, forKey: .known)
        }
    }

    struct Coverage: Encodable {
        var rule: String
        var modelled: Bool
        var files: Int
        var fuzzCases: Int?
    }

    struct Matrix: Encodable {
        var subjects: [String]
        var rows: [Row]
    }

    struct Row: Encodable {
        var rule: String
        var cells: [Cell]
    }

    struct Cell: Encodable {
        var subject: String
        var cases: Int
        var passing: Int
        var failing: Int
        var recorded: Int
        var mustCatch: Bool
        var firstFailure: String?
    }

    struct DefectSummary: Encodable {
        var defect: String
        var rules: [String]
        var caught: Bool
        var files: [String]
    }

    struct Fuzz: Encodable {
        var seed: String
        var profile: String
        var subject: String
        var shard: String
        var casesRun: Int
        var targetRules: [String]
        var findings: [FuzzFinding]
        var errors: [String]
        var spaceCoverage: SpaceCoverage
    }

    /// Space coverage of a fuzz run: how many of the inventory's items it reached, and the rest.
    struct SpaceCoverage: Encodable {
        var reached: Int
        var items: Int
        var notReached: [String]
    }

    /// A finding of a fuzz run: with the cases that failed that way, its file and its status.
    struct FuzzFinding: Encodable {
        var finding: Finding<Property>
        var cases: Int
        var path: String?
        var status: String

        private enum CodingKeys: String, CodingKey {
            case cases, path, status
        }

        func encode(to encoder: any Encoder) throws {
            try FindingText(finding).encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(cases, forKey: .cases)
            try container.encodeIfPresent(path, forKey: .path)
            try container.encode(status, forKey: .status)
        }
    }

    /// A finding's fields as `summary.json` writes them: names and values as text.
    struct FindingText: Encodable {
        var subject: String
        var property: String
        var rule: String
        var step: Int
        var field: String
        var expected: String
        var actual: String

        init(_ finding: Finding<Property>) {
            subject = finding.subject.description
            property = finding.property.rawValue
            rule = finding.ruleName
            step = finding.step
            field = finding.field
            expected = finding.expected.description
            actual = finding.actual.description
        }
    }

    static func text(_ report: CorpusReport, matrix: ConformanceMatrix) throws -> String {
        let records = report.findingRecords
        let fuzzCoverage = report.fuzz?.coverage
        let document = Document(
            corpus: report.corpus, timestamp: report.timestamp,
            counts: Counts(files: report.files.count + report.unreadable.count, passed: report.passedCount, failed: report.failedCount,
                           unreadable: report.unreadable.count, counterexamples: report.counterexamples.count,
                           expectedFailures: records.filter(\.isKnown).count, unexpectedFindings: records.filter { !$0.isKnown }.count),
            files: report.files.map { file in
                FileSummary(path: file.path, status: file.error != nil ? "error" : file.passed ? "pass" : "fail",
                            expectedFailures: file.expectedFailures, missed: file.check?.report ?? [], error: file.error,
                            rulesExercised: file.exercised)
            },
            unreadable: report.unreadable.map { Unreadable(path: $0.path, field: $0.field, problem: $0.problem) },
            findings: records.map {
                FindingSummary(path: $0.path, finding: $0.finding, known: $0.isKnown)
            },
            ruleCoverage: report.ruleCoverage.map { entry in
                Coverage(rule: entry.rule, modelled: RuleCatalogue.rule(entry.rule)?.isModelled ?? false, files: entry.files,
                         fuzzCases: fuzzCoverage?.first { $0.rule == entry.rule }?.cases)
            },
            matrix: Matrix(subjects: matrix.subjects.map(\.description), rows: matrix.rows.enumerated().map { row, rule in
                Row(rule: rule, cells: matrix.subjects.enumerated().map { column, subject in
                    let cell = matrix.cells[row][column]
                    return Cell(subject: subject.description, cases: cell.cases, passing: cell.passing, failing: cell.failing, recorded: cell.recorded,
                                mustCatch: cell.mustCatch, firstFailure: cell.firstFailure?.path)
                })
            }),
            defects: report.defectCatches.map {
                DefectSummary(defect: $0.defect.rawValue, rules: $0.rules.map(\.id), caught: !$0.files.isEmpty, files: $0.files)
            },
            fuzz: report.fuzz.map { fuzz in
                Fuzz(seed: String(fuzz.seed), profile: fuzz.profile.rawValue, subject: fuzz.subject.description, shard: fuzz.shard,
                     casesRun: fuzz.casesRun, targetRules: fuzz.targetRules.map(\.id),
                     findings: fuzz.findings.map {
                         FuzzFinding(finding: $0.finding, cases: $0.cases, path: $0.path, status: $0.status)
                     },
                     errors: fuzz.errors,
                     spaceCoverage: SpaceCoverage(reached: fuzz.space.count, items: SpaceInventory.items.count,
                                                  notReached: fuzz.space.notReached))
            })
        let data = try ScenarioFile.makeEncoder().encode(document)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
