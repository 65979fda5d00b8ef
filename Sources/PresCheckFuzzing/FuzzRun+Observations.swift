import Foundation
import PresCheck
import PresCheckCore

/// A fuzz run's PBT observations (`RunConfiguration.observations`): each worker sends the
/// `test_case` line of every case it runs (`observed INDEX LINE`), and the parent writes them in
/// case order, so the file is the same whatever the number of workers. A case that crashed, hung
/// or ran out of memory has no line from its worker: the parent writes one for it, `failed` with
/// the fault as its reason. An `info` line of the run's statistics closes the file.
/// Serves every rule ID (the cases it records check them all).
extension FuzzRun {
    /// What the workers are told: nil when the run writes no observations.
    var workerObserving: WorkerObserving? {
        observations.map { WorkerObserving(measuresTiming: $0.measuresTiming, runStart: $0.runStart) }
    }

    func openObservations() throws {
        guard let target = configuration.observations else { return }
        observations = try ObservationsFile(url: target.url, measuresTiming: target.measuresTiming)
    }

    /// Writes the recorded case's line (called in case order).
    func recordObservation(_ outcome: Outcome, offset: Int, mutated: Bool) {
        guard let observations else { return }
        let index = configuration.caseIndex(offset)
        let line = outcome.observation ?? faultLine(outcome, index: index, mutated: mutated, runStart: observations.runStart)
        do {
            try observations.append(line, rules: outcome.rules, space: outcome.space)
        } catch {
            errors.append("observations: \(error)")
            self.observations = nil
        }
    }

    func finishObservations() {
        guard let observations, let target = configuration.observations else { return }
        do {
            _ = try observations.finish(property: target.property, extra: [
                ("generation", .string(configuration.generation.rawValue)), ("profile", .string(configuration.profile.description)),
                ("seed", .string(String(configuration.seed))), ("shard", .string(configuration.shard.description)),
            ])
        } catch {
            errors.append("observations: \(error)")
        }
        self.observations = nil
    }

    /// The line of a case its worker could not finish: what the parent knows of it.
    private func faultLine(_ outcome: Outcome, index: UInt64, mutated: Bool, runStart: Double) -> String {
        let reason = outcome.findings.first.map(\.description) ?? "the case did not run to its end"
        let line = PBTObservation.TestCase(
            status: .failed, statusReason: reason,
            representation: "case \(index) of seed \(configuration.seed): its worker ended (\(outcome.fault.map { "\($0)" } ?? "no answer"))",
            arguments: .object([]), howGenerated: mutated ? CaseOrigin.guided.rawValue : CaseOrigin.random.rawValue,
            features: .object([]), timing: [],
            metadata: .object([
                ("case_index", .number(Double(index))),
                ("findings", .strings(outcome.findings.map(\.description))),
                ("generator_version", .int(ScenarioGenerator.version)),
                ("seed", .string(String(configuration.seed))),
            ]),
            property: configuration.observations?.property ?? "prescheck fuzz", runStart: runStart)
        return PBTObservation.testCase(line).line
    }
}
