import Foundation
import PresCheckCore

/// `deterministic` (LIFE-6) on the oracle: a second run of a scenario, compared step by step with
/// the first run's observations as it goes. A step's views, nodes and presentations are compared,
/// as the oracle works them out, with the first run's where its lists store them, instead of
/// being listed in a new observation that `Observation.firstDifference` would compare after and
/// the run would free; the run stops at the first step that differs. Serves every rule ID, as
/// `observeStep` does.
extension Oracle {
    /// The first step at which a new run of `scenario` differs from `first`, and the new run's
    /// observation there (nil when the new run has none): `Observation.firstDifference(first, run)`
    /// and `run[step]` for `run` the whole of `Oracle.run(scenario)`, which a run that is the same
    /// at every step never makes.
    package static func firstDifference(rerunning scenario: Scenario,
                                        from first: [Observation]) -> (step: Int, observation: Observation?)? {
        // A device state the catalogue does not list has no observation (`run`).
        guard let geometry = scenario.initialGeometry else { return first.isEmpty ? nil : (0, nil) }
        var state = OracleState(scenario: scenario, geometry: geometry, recordsRules: false)
        // By index: binding each action would copy it.
        let actions = scenario.actions
        var step = 0
        while step <= actions.count {
            if step > 0 { state.performStep(actions[step - 1]) }
            guard step < first.count else { return (step, state.observeStep(step)) }
            // The step is observed whole only where it does not match, for the finding, with the
            // state as the match left it (which writes nothing it does not find equal).
            if !state.matchesStep(step, first, at: step) {
                let observation = state.observeStep(step)
                if observation != first[step] { return (step, observation) }
            }
            step += 1
        }
        return first.count > step ? (step, nil) : nil
    }
}

extension OracleState {
    /// Whether `observeStep(step)` would return `run[index]`, another run's observation, on a
    /// state that records no rules: read as `observeStep` reads it, each field compared where
    /// `run` stores it. When it would, the state is left as `observeStep` leaves it, its kept
    /// window (`builtWindow`) listing `run[index]`'s views, nodes and presentations (the same
    /// values, whose storage the next step's comparison then finds shared when that run kept them
    /// too); when it would not, it is left as it was, so that `observeStep` reads the step whole.
    /// A window built here lists only its places (`windowViewsHIT3(listingViews:)`): its views are
    /// compared from them (`WindowSnapshot.matchesViews(_:ids:)`), and no view, node or
    /// presentation observation is listed.
    mutating func matchesStep(_ step: Int, _ run: [Observation], at index: Int) -> Bool {
        guard run[index].step == step, run[index].isSettled == (transition == nil),
              run[index].layoutPasses == log.layoutPasses, run[index].window == windowObservationTRAIT1(),
              run[index].hitTarget == log.hitTarget, run[index].warnings == log.warnings,
              Callback.equal(run[index].callbacks, log.callbacks) else { return false }
        if let builtWindow {
            guard Observation.equalViews(builtWindow.snapshot.views, run[index].views) else { return false }
            if let nodes = builtWindow.nodes, let presentations = builtWindow.presentations {
                return Observation.equalNodes(nodes, run[index].nodes)
                    && Self.equalPresentations(presentations, run[index].presentations)
            }
            guard nodesMatch(window: builtWindow.snapshot, run[index].nodes),
                  presentationsMatch(window: builtWindow.snapshot, run[index].presentations) else { return false }
            self.builtWindow?.nodes = run[index].nodes
            self.builtWindow?.presentations = run[index].presentations
            return true
        }
        // As `observeStep` does: the window is built in the storage of the last one dropped.
        var spare: [ViewPlace] = []
        swap(&spare, &sparePlaces)
        var window = windowViewsHIT3(listingViews: false, reusing: &spare)
        guard window.matchesViews(run[index].views, ids: nodes), nodesMatch(window: window, run[index].nodes),
              presentationsMatch(window: window, run[index].presentations) else {
            sparePlaces = window.takePlaces()
            return false
        }
        window.adoptViews(run[index].views)
        builtWindow = BuiltWindow(snapshot: window, nodes: run[index].nodes, presentations: run[index].presentations,
                                  rules: nil)
        return true
    }

    /// Whether two presentation lists are equal, compared in place (a handful of presentations).
    private static func equalPresentations(_ lhs: [PresentationObservation], _ rhs: [PresentationObservation]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in 0..<lhs.count where !PresentationObservation.equal(lhs[index], rhs, at: index) { return false }
        return true
    }
}
