import PresCheck
import PresCheckCore
import PresentationEngine

/// The rule ID × subject matrix, test262 and wpt.fyi style: a row per catalogue rule (and `crash`
/// and `hang` when the corpus records one), a column per subject (the conforming engine, then
/// each defect), and in each cell how many corpus files bear on the rule for that subject and how
/// many of them the subject fails.
///
/// A cell's meaning, as the report's legend states it:
/// - cases: the corpus files whose oracle run applies the rule at some step, plus those on which
///   the subject has a finding filed under the rule;
/// - failing: the files on which the subject has at least one finding (any property) filed under
///   the rule, found by replaying them; passing is the rest;
/// - recorded: the failing files whose written verdicts record that failure (a known failure);
/// - must catch: the defect table names the rule for the column's defect.
/// For a file that records a crash or hang, subjects are not run in this process: it counts only
/// in the `crash` and `hang` rows, from its verdicts checked in a child process.
/// Serves every rule ID, and the defect table.
package struct ConformanceMatrix: Sendable {
    package struct Cell: Sendable, Hashable {
        package var cases: Int
        package var failing: Int
        /// Failing files whose written verdicts record the failure.
        package var recorded: Int
        /// The defect table names this row's rule for this column's defect.
        package var mustCatch: Bool
        /// The first failing file: a counterexample (or failing file) with a section of its own
        /// when one fails, else the first failing file's row.
        package var firstFailure: FileLink?

        package var passing: Int { cases - failing }
    }

    /// A corpus file and its HTML anchor in the report.
    package struct FileLink: Sendable, Hashable {
        package var path: String
        package var anchor: String
    }

    /// Row names: rule IDs in catalogue order, then `crash` and `hang` if the corpus has them.
    package var rows: [String]
    /// Column subjects.
    package var subjects: [Subject]
    /// `cells[row][column]`.
    package var cells: [[Cell]]

    package init(_ report: CorpusReport) {
        var rows = RuleCatalogue.ids
        for property in Property.allCases where property.isProcessFault && report.files.contains(where: { file in
            file.failingRules.contains { $0.contains(property.rawValue) }
        }) {
            rows.append(property.rawValue)
        }
        self.rows = rows
        subjects = report.subjects
        cells = rows.map { rule in
            report.subjects.enumerated().map { column, subject in
                ConformanceMatrix.cell(rule: rule, column: column, subject: subject, files: report.files)
            }
        }
    }

    private static func cell(rule: String, column: Int, subject: Subject, files: [CorpusReport.FileEntry]) -> Cell {
        var cell = Cell(cases: 0, failing: 0, recorded: 0, mustCatch: subject.defects.count == 1 && subject.defects[0].rules.map(\.id).contains(rule))
        var firstSection: FileLink?
        var firstAny: FileLink?
        for file in files {
            let fails = file.failingRules[column].contains(rule)
            let bears = fails || (file.subjectsRan && file.exercised.contains(rule))
            guard bears else { continue }
            cell.cases += 1
            guard fails else { continue }
            cell.failing += 1
            let recorded = file.scenario.verdicts.contains {
                $0.subject == subject && $0.outcome == .fail && ($0.rule?.id ?? $0.property.rawValue) == rule
            }
            if recorded { cell.recorded += 1 }
            let link = FileLink(path: file.path, anchor: file.link)
            if firstAny == nil { firstAny = link }
            if firstSection == nil, file.hasSection { firstSection = link }
        }
        cell.firstFailure = firstSection ?? firstAny
        return cell
    }

    /// Whether a failure in this cell is unexpected: the conforming engine fails and the corpus
    /// does not record it.
    package func isRegression(row: Int, column: Int) -> Bool {
        subjects[column] == .conformingEngine && cells[row][column].failing > cells[row][column].recorded
    }

    /// A must-catch cell of a defect the corpus catches under none of the rules the defect table
    /// names for it (where the table names two, either one will do).
    package func isUncaught(row: Int, column: Int) -> Bool {
        cells[row][column].mustCatch && uncaughtDefects.contains(subjects[column])
    }

    /// The defects (single-defect columns) the corpus catches under none of their table rules.
    package var uncaughtDefects: [Subject] {
        subjects.indices.filter { column in
            let mustCatch = rows.indices.filter { cells[$0][column].mustCatch }
            return !mustCatch.isEmpty && mustCatch.allSatisfy { cells[$0][column].failing == 0 }
        }.map { subjects[$0] }
    }
}
