import Foundation
import PresCheckCore

/// The PresCheck oracle: a small, pure, declarative model of <doc:BehaviourCatalogue> (every rule
/// family: CTX, LIFE, FRAME, TRAIT, HIT, TINT, ADAPT, SHEET, DETENT, POP and the catalogue) that
/// predicts what must be observed after every step of a scenario. Deterministic: no clock, no randomness,
/// no dictionary order reaches the output.
/// Serves every rule ID; the families live one per file.
public enum Oracle {
    /// One observation per step: index 0 is the initial state, index k follows action k.
    /// A scenario whose device state the catalogue does not list yields no observation.
    public static func run(_ scenario: Scenario) -> [Observation] {
        // Not through the failable initialiser, whose optional would be copied out.
        guard let geometry = scenario.initialGeometry else { return [] }
        // Without rule coverage, which only `coverage`, `ruleSets` and the generators read.
        var run = Run(scenario: scenario, geometry: geometry, recordsRules: false)
        var observations: [Observation] = []
        observations.reserveCapacity(scenario.actions.count + 1)
        observations.append(run.initial)
        // By index: binding each action would copy it.
        for index in 0..<scenario.actions.count { observations.append(run.perform(scenario.actions[index])) }
        return observations
    }

    /// Rule coverage: the IDs of the rules applied in each step, in catalogue order (`RuleCatalogue`),
    /// index 0 for the initial state; as long as `run`'s result. A rule is applied in a step when the
    /// oracle used it to decide or compute part of that step's outcome, the observation included.
    /// Serves every modelled rule ID.
    public static func coverage(_ scenario: Scenario) -> [[String]] {
        ruleSets(scenario).map(\.ids)
    }

    /// Rule coverage as rule sets: the rules applied in each step (see `coverage`).
    /// Serves every modelled rule ID.
    public static func ruleSets(_ scenario: Scenario) -> [RuleSet] {
        guard var run = Run(scenario: scenario) else { return [] }
        var rules: [RuleSet] = []
        rules.reserveCapacity(scenario.actions.count + 1)
        rules.append(run.initialRuleSet)
        for action in scenario.actions {
            _ = run.perform(action)
            rules.append(run.appliedRuleSet)
        }
        return rules
    }

    /// A scenario run one action at a time, for callers that choose the next action from the
    /// observation of the last (the generators). `Oracle.run` is this, driven by the action list.
    /// Serves every rule ID.
    public struct Run: Sendable {
        private var state: OracleState
        private var step = 0
        /// The observation of step 0, the state before any action.
        public let initial: Observation
        /// The rules applied in building the initial state (step 0), as a set.
        public let initialRuleSet: RuleSet
        /// The rules applied in the last step (step 0 until an action is performed), as a set.
        public private(set) var appliedRuleSet: RuleSet

        /// The IDs of the rules applied in building the initial state, in catalogue order.
        public var initialRules: [String] { initialRuleSet.ids }

        /// The IDs of the rules applied in the last step (step 0 until an action is performed), in
        /// catalogue order, without duplicates.
        public var appliedRules: [String] { appliedRuleSet.ids }

        /// Starts from the scenario's device and root tree; its actions are not run. Nil for a
        /// device state the catalogue does not list.
        ///
        /// Reading: (Reading TRAIT-4.a) step 0 (the initial state) counts 0 layout passes.
        public init?(scenario: Scenario) {
            guard let geometry = scenario.initialGeometry else { return nil }
            self.init(scenario: scenario, geometry: geometry)
        }

        /// `init?(scenario:)` for a caller that will perform up to `presents` `present` actions
        /// beyond the scenario's own (a generator drawing them one at a time): the state's tables
        /// and lists get room for the first few of them (`OracleState.roomForUnlistedPresents`)
        /// at the start, so that they do not grow step after step.
        package init?(scenario: Scenario, roomForPresents presents: Int) {
            guard let geometry = scenario.initialGeometry else { return nil }
            self.init(scenario: scenario, geometry: geometry, roomForPresents: presents)
        }

        /// Starts from the scenario's device and root tree in `geometry`, its `initialGeometry`,
        /// with room for `presents` more `present` actions than the scenario lists (up to
        /// `OracleState.roomForUnlistedPresents`); without
        /// `recordsRules`, the rules applied are not recorded (`initialRuleSet` and
        /// `appliedRuleSet` stay empty), and the observations are the same.
        init(scenario: Scenario, geometry: WindowGeometry, roomForPresents presents: Int = 0, recordsRules: Bool = true) {
            // Stepped as a local and moved into place at its last use. Its log is left as step 0
            // wrote it (`perform` starts each step's own): a write to it here would make the
            // local be copied into place instead.
            var state = OracleState(scenario: scenario, geometry: geometry, roomForPresents: presents, recordsRules: recordsRules)
            initial = state.observeStep(0)
            initialRuleSet = state.log.rules
            appliedRuleSet = state.log.rules
            self.state = state
        }

        /// Applies one action and returns the observation of the step it makes.
        public mutating func perform(_ action: Action) -> Observation {
            step += 1
            state.performStep(action)
            let observation = state.observeStep(step)
            appliedRuleSet = state.log.rules
            return observation
        }
    }
}

extension OracleState {
    /// Starts a step: a new log, then `action` (`perform`).
    mutating func performStep(_ action: Action) {
        log = StepLog()
        perform(action)
    }

    /// Dispatches one action to the rule that handles it.
    /// Reading: (Reading LIFE-7.a) under `uikit` ownership an action naming a released node is
    /// skipped with the warning `released` (a `present` after declaring its trees); at the end of
    /// every step, TINT-1's dimmings and restorations are settled and nodes nothing holds any more
    /// are released.
    mutating func perform(_ action: Action) {
        if case .present = action {} else if skipsReleased(action) { return }
        performAction(action)
        reconcileTintTINT1()
        releaseUnheldLIFE7()
    }

    private mutating func performAction(_ action: Action) {
        switch action {
        case .present(let request): present(request)
        case .dismiss(let node, let animated): dismiss(node: node, animated: animated, completion: true)
        case .beginInteractiveDismissal(let node): beginInteractiveDismissal(node: node)
        case .updateInteractiveDismissal(let progress): updateInteractiveDismissal(progress: progress)
        case .finishInteractiveDismissal: finishInteractiveDismissal()
        case .cancelInteractiveDismissal: cancelInteractiveDismissal()
        case .advance(let seconds): advance(seconds: seconds)
        case .rotate(let orientation): rotate(to: orientation)
        case .resize(let width): resize(width: width)
        case .selectDetent(let node, let identifier): selectDetent(node: node, identifier: identifier)
        case .setDetents(let node, let detents): setDetents(node: node, detents: detents)
        case .setPreferredContentSize(let node, let size): setPreferredContentSize(node: node, size: size)
        case .setTintAdjustmentMode(let node, let mode): setTintAdjustmentMode(node: node, mode: mode)
        case .setModalInPresentation(let node, let modal): setModalInPresentation(node: node, modal: modal)
        case .tap(let point): tap(at: point.cgPoint)
        case .pan(let start, let translation, let velocity, _, _):
            // LIFE-10: the outcome reads only the final translation and the velocity.
            pan(from: start.cgPoint, translation: translation.cgPoint, velocity: velocity.cgPoint)
        case .swipe(let start, let direction): swipe(from: start.cgPoint, direction: direction)
        }
    }
}
