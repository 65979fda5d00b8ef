import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine

/// A fuzz run's own figures for `prescheck fuzz --report`: what ran (seed, profile, subject, shard,
/// cases), what it found (each finding with its cases and the file it was saved in), and its rule
/// coverage. Timings are left out, so the same run writes the same report.
/// Serves every rule ID: findings name one, coverage counts each.
package struct FuzzFigures: Sendable {
    /// One finding signature of the run.
    /// Names its rule ID in `finding.rule`.
    package struct Found: Sendable {
        package var finding: Finding<Property>
        /// Cases of the run that failed this way.
        package var cases: Int
        /// Where it was saved (as the user would type it), nil when it was not.
        package var path: String?
        /// `new`, `verdict added` or `already in the corpus`.
        package var status: String

        /// New to the corpus: a new file, or a new verdict in a stored one (what makes `fuzz` exit 1).
        package var isNew: Bool { status != "already in the corpus" }
    }

    package var seed: UInt64
    package var profile: ProfileName
    package var subject: Subject
    package var defects: [Defect]
    package var shard: String
    package var casesRun: Int
    /// The rules the run kept findings under (empty: all).
    package var targetRules: [RuleKey]
    /// The properties checked; the oracle too when `checkedOracle`.
    package var properties: [Property]
    package var checkedOracle: Bool
    package var findings: [Found]
    /// Per catalogue rule, in catalogue order: the cases whose oracle run applied it.
    package var coverage: [(rule: String, cases: Int)]
    /// Space coverage: the inventory's items the run reached (`SpaceInventory`).
    package var space: SpaceSet
    /// Findings that could not be saved and other errors of the run.
    package var errors: [String]

    /// The figures of `report`; `display` turns a saved file's URL into the path to print.
    package init(report: RunReport, errors: [String] = [], display: (URL) -> String = { $0.path }) {
        let configuration = report.configuration
        seed = configuration.seed
        profile = configuration.profile.name
        subject = configuration.subject
        defects = configuration.defects.sorted { $0.rawValue < $1.rawValue }
        shard = configuration.shard.description
        casesRun = report.casesRun
        targetRules = configuration.targetRules
        properties = configuration.properties
        checkedOracle = configuration.checkOracle
        findings = report.counterexamples.map { counterexample in
            Found(finding: counterexample.finding, cases: counterexample.occurrences, path: counterexample.saved.map(display),
                  status: counterexample.isNew ? "new" : counterexample.addedVerdicts ? "verdict added" : "already in the corpus")
        }
        coverage = report.coverage
        space = report.space
        self.errors = errors
    }

    /// The property × subject pairs the run checked, in property order: the run's subject on each
    /// property, and the oracle on each metamorphic one when it was checked.
    package var checkedPairs: [(property: Property, subject: Subject)] {
        var pairs: [(Property, Subject)] = []
        for property in Property.allCases where properties.contains(property) {
            pairs.append((property, subject))
            if checkedOracle, Property.metamorphic.contains(property) { pairs.append((property, .oracle)) }
        }
        return pairs
    }
}
