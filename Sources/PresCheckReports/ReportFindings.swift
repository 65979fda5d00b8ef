import PresCheck
import PresCheckCore
import PresentationEngine

/// The findings a report lists, one per verdict that has one: the known failures (a written fail
/// verdict that held: a defect the file catches) and the unexpected ones (a missed verdict), each
/// with its file.
/// Serves every rule ID: each record names the rule of its finding.
package struct FindingRecord: Sendable, Hashable {
    package var path: String
    /// The file's HTML anchor in the report.
    package var anchor: String
    package var finding: Finding<Property>
    /// Recorded by the file's verdicts (an expected failure) rather than a missed verdict.
    package var isKnown: Bool
    /// The verdict's message.
    package var message: String
}

extension CorpusReport {
    /// Every finding record, in file order, then verdict order.
    package var findingRecords: [FindingRecord] {
        var records: [FindingRecord] = []
        for file in files {
            for result in file.check?.results ?? [] {
                let known = !result.isImplicit && result.holds && result.verdict.outcome == .fail
                guard known || !result.holds else { continue }
                let rule = result.verdict.rule
                guard let finding = result.findings.first(where: { rule == nil || $0.rule == rule }) ?? result.findings.first else { continue }
                records.append(FindingRecord(path: file.path, anchor: file.link, finding: finding, isKnown: known, message: result.message))
            }
        }
        return records
    }

    /// Per catalogue rule, in catalogue order: the readable files whose oracle run applies it.
    package var ruleCoverage: [(rule: String, files: Int)] {
        RuleCatalogue.ids.map { id in (id, files.filter { $0.exercised.contains(id) }.count) }
    }

    /// Per defect, in catalogue order: the rules the defect table names and the files on which
    /// the defect alone has a finding under one of them.
    package var defectCatches: [(defect: Defect, rules: [RuleKey], files: [String])] {
        Defect.allCases.map { defect in
            let column = subjects.firstIndex(of: Subject.engine([defect]))
            let catching = files.filter { file in
                guard let column else { return false }
                return file.failingRules[column].contains { rule in defect.rules.contains { $0.id == rule } }
            }.map(\.path)
            return (defect, defect.rules, catching)
        }
    }

    /// The command that replays a file.
    package static func replayCommand(_ path: String) -> String { "swift run prescheck replay \(path)" }

    /// The command that explains a file with pictures.
    package static func explainCommand(_ path: String) -> String { "swift run prescheck explain \(path) --svg pictures" }

    /// The annotations of every failing file and unreadable file (see `GitHubAnnotations`).
    package var annotations: [String] {
        var lines = unreadable.map {
            GitHubAnnotations.line(for: ScenarioFile.LoadError(file: $0.path, field: $0.field, problem: $0.problem), file: $0.path)
        }
        for file in files where !file.passed {
            if let check = file.check { lines += GitHubAnnotations.lines(for: check, file: file.path) }
            if let error = file.error { lines.append(GitHubAnnotations.error(file: file.path, title: "error", message: error)) }
        }
        return lines
    }
}
