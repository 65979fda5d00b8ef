import PresCheckCore

/// The failure message of a counterexample: the property, rule ID, step, expected and actual, the
/// shrunk scenario in a few readable lines, its size before shrinking, the seed and case, the
/// corpus path, and the one command that replays it.
/// Serves every rule ID.
extension Counterexample {
    package func message(displayPath: (String) -> String = { $0 }) -> String {
        let finding = self.finding
        let scenario = shrunk.scenario
        let action = finding.step == 0 ? "the initial state" : scenario.actions[finding.step - 1].name
        var lines = [
            finding.property.isProcessFault
                ? "\(finding.property.rawValue) on \(finding.subject)"
                : "\(finding.property.rawValue) [\(finding.ruleName)] fails on \(finding.subject)",
            "  step \(finding.step) (\(action)): \(finding.field): expected \(finding.expected), got \(finding.actual)",
            "  shrunk scenario (\(scenario.actions.count) actions, \(ScenarioSummary.nodeCount(scenario)) view controllers; "
                + "before shrinking \(shrunk.original.actions.count) actions, \(ScenarioSummary.nodeCount(shrunk.original)) view controllers; "
                + "\(shrunk.steps) shrink steps):",
        ]
        lines += ScenarioSummary.lines(scenario).map { "    " + $0 }
        lines.append("  seed \(seed), case \(caseIndex)\(isMutated ? " (guided)" : ""), profile \(profile.name.rawValue)"
                     + (occurrences > 1 ? "; \(occurrences) cases failed this way" : ""))
        if let saved {
            let path = displayPath(saved.path)
            lines.append("  saved: \(path)\(isNew ? "" : " (already in the corpus)")")
            lines.append("  replay: swift run prescheck replay \(path)")
        } else if isMutated {
            // A guided case mutates the choices of the run's earlier cases: only the run rebuilds it.
            lines.append("  rebuild: a guided run of seed \(seed), profile \(profile.name.rawValue), up to case \(caseIndex) "
                         + "(the case mutates choices its earlier cases kept)")
        } else {
            lines.append("  rebuild: PRESCHECK_SEED=\(seed) with case \(caseIndex) of profile \(profile.name.rawValue)")
        }
        return lines.joined(separator: "\n")
    }
}
