import PresCheckCore

/// A generator paused before it draws whether another action follows: the scenario so far (its
/// device and root tree), the state machine (the oracle run it watches included) and how many
/// choices it had consumed. Everything in it is a value but the machine's choice source, which a
/// resume replaces, so a copy resumes on any choice sequence that begins with those same choices
/// and builds what a replay from the start would.
/// Serves every rule ID: it only saves work in rebuilding scenarios.
struct GenerationCheckpoint {
    /// Choices consumed before this point.
    var consumed: Int
    var scenario: Scenario
    var machine: ActionMachine
}

/// The replays of one shrink's choice stage (`ShrinkPipeline`): each candidate sequence is built
/// from the latest checkpoint it shares with the base, the last replay that reproduced the
/// finding (the shrink's current sequence), instead of from its first choice. A candidate that
/// edits the sequence near its end (deletion tries those first) skips most of its rebuild; what
/// is built is byte for byte what a replay from the start builds. A candidate keeps no
/// checkpoints of its own: most are refused, and a checkpoint costs its copy of the generator's
/// state (and the copies the generator's next steps then make of what it shares). The few that
/// reproduce are replayed once more, keeping them, to become the base.
/// Serves every rule ID: it only saves work in shrinking.
package final class GenerationReplays {
    /// One replayed sequence: the scenario, the oracle's observations of its steps, the choices
    /// the generator consumed, and its checkpoints (to become the base if it reproduces).
    package struct Replayed {
        package var scenario: Scenario
        package var oracle: [Observation]
        package var used: [UInt64]
        /// The choices taken from the base without being drawn again (0: built from the start).
        package var resumedAt: Int
        fileprivate var checkpoints: [GenerationCheckpoint]
    }

    private let maxActions: Int
    private let name: String
    private let emphasis: GenerationEmphasis
    /// The base's consumed choices and checkpoints.
    private var base: (used: [UInt64], checkpoints: [GenerationCheckpoint])?

    /// Replays for the shrink of a case whose own `choices` reproduce the finding: the first
    /// candidates resume from them.
    package init(maxActions: Int, name: String, emphasis: GenerationEmphasis = .everyRule, reproducing choices: [UInt64]) {
        self.maxActions = maxActions
        self.name = name
        self.emphasis = emphasis
        adopt(replay(choices, keepingCheckpoints: true))
    }

    /// A candidate for `ShrinkPipeline`: `choices` replayed, the scenario passed through
    /// `normalized`, and its test. The choice stage asks only about candidates it would accept, so
    /// one that reproduces becomes its current sequence, and later candidates resume from it.
    package func candidate<Found>(
        _ choices: [UInt64], normalized: @escaping (Scenario) -> Scenario = { $0 },
        reproduces: @escaping (_ scenario: Scenario, _ oracle: [Observation]) -> Found?
    ) -> ShrinkPipeline.Replay<Found> {
        let replayed = replay(choices)
        let scenario = normalized(replayed.scenario)
        return ShrinkPipeline.Replay(scenario: scenario, used: replayed.used) { [self] in
            let found = reproduces(scenario, replayed.oracle)
            // The base has not changed since `choices` were replayed, so this builds the same.
            if found != nil { adopt(replay(choices, keepingCheckpoints: true)) }
            return found
        }
    }

    /// The scenario `choices` build, resumed from the latest base checkpoint whose consumed choices
    /// `choices` begins with; with `keepingCheckpoints`, it keeps its checkpoints to become the base
    /// (`adopt`), else it has none.
    package func replay(_ choices: [UInt64], keepingCheckpoints: Bool = false) -> Replayed {
        var resumeFrom: GenerationCheckpoint?
        var source = ChoiceSource(replaying: choices)
        var earlier: ArraySlice<GenerationCheckpoint> = []
        if let base {
            // The shared prefix's length (an index loop: unoptimised builds, which `swift test`
            // runs, spend thousands of instructions on each step of a zipped sequence).
            var shared = 0
            while shared < min(choices.count, base.used.count), choices[shared] == base.used[shared] { shared += 1 }
            if let position = base.checkpoints.lastIndex(where: { $0.consumed <= shared }) {
                let point = base.checkpoints[position]
                resumeFrom = point
                source = ChoiceSource(replaying: choices, recordedPrefix: base.used[..<point.consumed])
                // The checkpoints before the resumed one are the base's, unchanged.
                earlier = base.checkpoints[..<position]
            }
        }
        var builder = ScenarioBuilder(source: source, maxActions: maxActions, emphasis: emphasis)
        builder.recordsCheckpoints = keepingCheckpoints
        builder.recordsCoverage = false
        let scenario = builder.build(name: name, resumingFrom: resumeFrom).scenario
        return Replayed(scenario: scenario, oracle: builder.observations, used: source.recorded,
                        resumedAt: resumeFrom?.consumed ?? 0,
                        checkpoints: keepingCheckpoints ? Array(earlier) + builder.checkpoints : [])
    }

    /// Makes `replayed`, replayed keeping its checkpoints, the base later replays resume from.
    package func adopt(_ replayed: Replayed) {
        base = (replayed.used, replayed.checkpoints)
    }
}
