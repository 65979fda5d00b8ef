import PresCheckCore

/// A finding shrunk to a small scenario that still fails the same way, with what it took: what
/// `ShrinkPipeline` gives for a property's finding (`ShrunkFinding`) and a controller's
/// (`ShrunkControllerFinding`) alike.
/// Serves every rule ID.
package struct Shrunk<Found: Sendable>: Sendable {
    /// The finding as the shrunk scenario gives it.
    package var finding: Found
    package var scenario: Scenario
    /// The case before shrinking.
    package var original: Scenario
    package var choiceStatistics: ShrinkStatistics
    package var scenarioStatistics: ShrinkStatistics
    /// Wall-clock seconds the shrink took: printed, never saved (files stay byte-identical).
    package var seconds: Double

    package init(finding: Found, scenario: Scenario, original: Scenario, choiceStatistics: ShrinkStatistics,
                 scenarioStatistics: ShrinkStatistics, seconds: Double) {
        self.finding = finding
        self.scenario = scenario
        self.original = original
        self.choiceStatistics = choiceStatistics
        self.scenarioStatistics = scenarioStatistics
        self.seconds = seconds
    }

    /// Candidates accepted across both stages.
    package var steps: Int { choiceStatistics.steps + scenarioStatistics.steps }
    /// Candidates tried across both stages.
    package var attempts: Int { choiceStatistics.attempts + scenarioStatistics.attempts }
}

extension Shrunk: Codable where Found: Codable {}

/// A property's finding, shrunk (property runs, fuzzing, `prescheck shrink`).
package typealias ShrunkFinding = Shrunk<Finding<Property>>
