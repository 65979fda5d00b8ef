import Foundation
import PresCheckCore
import PresentationEngine

/// `deterministic` (LIFE-6): a second run of a scenario on a new engine, compared step by step with
/// the first run's observations as it goes. A step's views and nodes are compared where the engine
/// shows them with the first run's, where that run's lists store them, instead of being listed in
/// new lists that `Observation.firstDifference` would compare after and the run would free; the
/// run stops at the first step that differs. Serves every rule ID, as `observe` does.
extension EngineDriver {
    /// The first step at which a new run of `scenario` differs from `first`, and the new run's
    /// observation there (nil when the new run has none): `Observation.firstDifference(first, run)`
    /// and `run[step]` for `run` the whole of the new run's observations, which a run that is the
    /// same at every step never makes.
    package static func firstDifference(rerunning scenario: Scenario, options: EngineOptions = EngineOptions(),
                                        from first: [Observation]) throws -> (step: Int, observation: Observation?)? {
        let driver = try EngineDriver(scenario: scenario, options: options)
        // By index: each action is handed to `act` where the list stores it, with no copy.
        let actions = scenario.actions
        var step = 0
        while step <= actions.count {
            let hitTarget = step == 0 ? nil : driver.act(actions[step - 1])
            guard step < first.count else { return (step, driver.observe(hitTarget: hitTarget)) }
            if !driver.matches(hitTarget: hitTarget, first, at: step) {
                // The step is observed again from the engine, with nothing of the last steps reused.
                let observation = driver.observe(hitTarget: hitTarget)
                if observation != first[step] { return (step, observation) }
            }
            step += 1
        }
        return first.count > step ? (step, nil) : nil
    }

    /// A run of `scenario` compared with `known` (another run's observations, the oracle's) as it
    /// goes, as `firstDifference(rerunning:options:from:)` compares: nil when it is the same at
    /// every step. Otherwise the first step that differs and the run's whole observations,
    /// `EngineDriver.run(scenario, options:)`'s values: `known`'s up to that step (equal to the
    /// run's there) and the rest observed from the engine, which goes on from the step that
    /// differs instead of running again from the start. Serves every rule ID, as `observe` does.
    package static func run(_ scenario: Scenario, options: EngineOptions = EngineOptions(),
                            comparedWith known: [Observation]) throws -> (step: Int, observations: [Observation])? {
        let driver = try EngineDriver(scenario: scenario, options: options)
        let actions = scenario.actions
        var step = 0
        while step <= actions.count {
            let hitTarget = step == 0 ? nil : driver.act(actions[step - 1])
            if step < known.count, driver.matches(hitTarget: hitTarget, known, at: step) {
                step += 1
                continue
            }
            // Not matched: the step is observed again from the engine, with nothing of the last steps reused.
            let observation = driver.observe(hitTarget: hitTarget)
            if step < known.count, observation == known[step] {
                step += 1
                continue
            }
            var observations: [Observation] = []
            observations.reserveCapacity(actions.count + 1)
            observations += known[..<step]
            observations.append(observation)
            let difference = step
            while step < actions.count {
                observations.append(driver.perform(actions[step]))
                step += 1
            }
            return (difference, observations)
        }
        return known.count > step ? (step, Array(known[..<step])) : nil
    }

    /// Whether the observation of the step just taken would equal `run[step]`, read from the
    /// engine as `observe` reads it, in the same order and with the same reuse of the last walk and
    /// nodes, which are the other run's lists of the last step once it matched (the same values).
    /// When it would not, the driver forgets what it kept of the last steps and moves its log
    /// cursor back, so that `observe` reads the step again from the start.
    private func matches(hitTarget: HitTarget?, _ run: [Observation], at step: Int) -> Bool {
        let cursor = logCursor
        guard run[step].step == stepIndexForObservation, run[step].isSettled == !window.isTransitionRunning,
              run[step].hitTarget == hitTarget, run[step].window == windowObservation(),
              stepEventsMatch(run[step].warnings, run[step].callbacks, layoutPasses: run[step].layoutPasses) else {
            return forget(movingCursorTo: cursor)
        }
        var walk = ViewWalk(buffers: walkBuffers)
        walkBuffers = ViewWalk.Buffers()
        addPresentations(to: &walk)
        let changes = ViewChanges.current
        let reusesWalk = walk.canReuse(lastWalk, changes: changes)
        if reusesWalk {
            walk.reuse(lastWalk)
            guard Observation.equalViews(walk.views, run[step].views) else { return forget(movingCursorTo: cursor) }
        } else {
            var last = lastWalk
            lastWalk = ViewWalk.Result()
            guard walk.check(window, against: run[step].views, replacing: &last, changes: changes) else {
                return forget(movingCursorTo: cursor)
            }
            lastWalk = last
        }
        guard nodesMatch(run[step].nodes, presentations: walk.presentations, placements: walk.placements, views: walk.views,
                         reusesWalk: reusesWalk),
              walk.presentations.count == run[step].presentations.count else { return forget(movingCursorTo: cursor) }
        var index = 0
        while index < walk.presentations.count {
            guard presentationMatches(run[step].presentations, walk.presentations, at: index, placements: walk.placements,
                                      views: walk.views) else { return forget(movingCursorTo: cursor) }
            index += 1
        }
        walkBuffers = walk.emptiedBuffers()
        // As `observe` does: the nodes made in this step are in the trees just read.
        nodesMadeSinceObservation = 0
        return true
    }

    /// Whether the step's events give `warnings`, `callbacks` and `layoutPasses`, another run's of
    /// the step, read as `readStepEvents` reads them (the same events count, LIFE-1, LIFE-3,
    /// LIFE-9, ADAPT-5, ADAPT-6, ADAPT-9, FRAME-4): each warning and callback is compared with the
    /// next of those lists where it is stored as it is read, and no list of them is made. The
    /// log's cursor moves past the events.
    private func stepEventsMatch(_ warnings: [String], _ callbacks: [Callback], layoutPasses: Int) -> Bool {
        let events = window.log.events
        var warningCount = 0
        var callbackCount = 0
        var layoutPassCount = 0
        var index = logCursor
        while index < events.count {
            switch events[index] {
            case .warning(let text):
                guard warningCount < warnings.count, warnings[warningCount] == text else { return false }
                warningCount += 1
            case .callback(let callback):
                guard callbackCount < callbacks.count, Callback.equal(callback, callbacks, at: callbackCount) else { return false }
                callbackCount += 1
            case .layoutPass: layoutPassCount += 1
            case .presentationTransitionWillBegin(let vc), .presentationTransitionDidEnd(let vc, _),
                 .dismissalTransitionWillBegin(let vc), .dismissalTransitionDidEnd(let vc, _):
                if !recordsItself(vc), let callback = transitionCallback(events[index]) {
                    guard callbackCount < callbacks.count, Callback.equal(callback, callbacks, at: callbackCount) else { return false }
                    callbackCount += 1
                }
            case .adaptivePresentationStyleAsked, .willPresentWithAdaptiveStyle, .substituteAsked, .note, .containerLayout: break
            }
            index += 1
        }
        logCursor = events.count
        return warningCount == warnings.count && callbackCount == callbacks.count && layoutPassCount == layoutPasses
    }

    /// Whether the nodes `observe` would list equal `expected`, told as `nodeObservations` makes
    /// them: the last step's, when they hold (`keepsLastNodes`), else each node compared as it is read.
    private func nodesMatch(_ expected: [NodeObservation], presentations presentationViews: [ViewWalk.PresentationViews],
                            placements: [ViewWalk.Placement], views: [ViewObservation], reusesWalk: Bool) -> Bool {
        if keepsLastNodes(reusesWalk: reusesWalk) {
            observedNodeCount = lastNodes.count
            return Observation.equalNodes(lastNodes, expected)
        }
        var list = NodeList(placements: placements, views: views, matching: expected)
        addTrees(to: &list, presentationViews: presentationViews)
        guard list.matchesAll else { return false }
        lastNodes = expected
        lastNodesReadWalkOnly = !list.readsBeyondWalk
        observedNodeCount = expected.count
        return true
    }

    /// Whether the presentation at `index` of `entries` is observed as the element at `index` of
    /// `expected`, another run's presentations of the step: each field is read as
    /// `presentationObservation` reads it and compared where `expected` stores it (the fields
    /// `PresentationObservation.equal` compares), with no observation made.
    private func presentationMatches(_ expected: [PresentationObservation], _ entries: [ViewWalk.PresentationViews], at index: Int,
                                     placements: [ViewWalk.Placement], views: [ViewObservation]) -> Bool {
        let controller = entries[index].controller
        guard expected[index].presented == entries[index].presented,
              expected[index].presenter == id(controller.presentingViewController),
              expected[index].style == controller.requestedStyle, expected[index].adaptedStyle == controller.adaptedStyle,
              expected[index].phase == Self.observedPhase(controller.phase), expected[index].isDimmed == entries[index].isDimmed,
              expected[index].arrowDirection == Self.observedArrow(of: controller) else { return false }
        // A placement's index is its view observation's, whose frame and alpha are the view's.
        let dimmingIndex = entries[index].dimming.flatMap { ViewWalk.index(of: $0, in: placements) }
        let containerIndex = entries[index].container.flatMap { ViewWalk.index(of: $0, in: placements) }
        return expected[index].container == containerIndex.map { views[$0].frame }
            && expected[index].dimming == dimmingIndex.map { views[$0].frame }
            && expected[index].dimmingAlpha == dimmingIndex.map { views[$0].alpha }
    }

    /// Forgets the last walk and nodes and puts the log cursor back at `cursor`; false, for
    /// `matches` to return.
    private func forget(movingCursorTo cursor: Int) -> Bool {
        logCursor = cursor
        walkBuffers = ViewWalk.Buffers.reserved()
        lastWalk = ViewWalk.Result.reserved()
        lastNodes = []
        lastNodesReadWalkOnly = false
        return false
    }
}
