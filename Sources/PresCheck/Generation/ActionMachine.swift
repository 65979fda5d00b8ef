import Foundation
import PresCheckCore
import PresentationOracle

/// The state machine under the action generator (Hypothesis's rule-based state machines): it runs
/// each action on the oracle as soon as it is drawn and reads the observation back, so it knows
/// what exists, what is in the window, which presentations are live and in which phase, whether a
/// transition or an interactive dismissal runs, and the device state. Each rule below has a weight
/// that depends on that state; most draws satisfy their preconditions, a minority are meant to be
/// refused (LIFE-1, TRAIT-1).
/// Serves every rule ID (see each action's rules in `Action`).
struct ActionMachine {
    /// Where the choices come from; replaced when a paused generator resumes on another sequence
    /// (`GenerationCheckpoint`).
    var source: ChoiceSource
    let device: Device
    var names: NodeNames
    private(set) var actions: [Action] = []
    private var oracle: Oracle.Run
    /// The observation after the last action.
    private(set) var state: Observation
    /// The window as the oracle observes it now (TRAIT-1): the device's geometry of `state`'s
    /// window, kept with it since most actions read it.
    private(set) var window: WindowGeometry?
    /// The oracle's observation of every step before the last, step 0 first; `state` is the
    /// last's. Each step moves the one it replaces here, so that no observation has two owners
    /// (each of its lists retained for the second, and released again). `takeObservations()`
    /// gives them all: `Oracle.run` of the scenario built so far, which the checker then need
    /// not run again.
    private var observations: [Observation]
    /// Every rule the oracle applied so far, at any step (rule coverage comes for free: the
    /// generator runs the oracle anyway).
    private(set) var rules: RuleSet
    /// The abstract state (`AbstractState`) of every step so far, step 0 first: what guided
    /// exploration counts as new (step 0's only while `space` is not recording; none without
    /// `recordsStates`).
    private(set) var states: [UInt64]
    /// Whether `states` is kept: only guided exploration reads it, so a random run's generator
    /// works out no abstract state.
    let recordsStates: Bool
    /// An interactive dismissal began and has not ended (LIFE-8).
    private var interactive = false
    /// LIFE-6, LIFE-8: the virtual time left in the running transition, as far as the generator can
    /// tell (a transition a completion handler starts inside an advance is not seen); nil when none
    /// runs or an interactive one waits for its finish.
    private(set) var timeLeft: Double?
    /// The space-coverage items reached so far (`SpaceInventory`).
    var space = SpaceClassifier()
    /// LIFE-8: the running interactive dismissal's last progress.
    private var interactiveProgress = 0.0
    /// Roots of presented trees declared so far, in declaration order (for re-presenting).
    private(set) var declaredPresented: [String] = []
    /// The sheet settings each presented node was last given (lookups only).
    private(set) var sheetDetents = SheetDetents()
    /// Presented roots declared with `half-height-adaptive` (their class is fixed).
    private(set) var adaptiveCards: [String] = []
    /// Every id declared so far, in declaration order (helpers and substitutes included).
    private(set) var declaredIds: [String]
    /// The ids of every declared substitute tree (ADAPT-6), in declaration order.
    private(set) var declaredSubstitutes: [String] = []
    /// The ids of the window's root tree, in preorder.
    let rootTreeIds: [String]
    /// The weights of the styles a `present` requests (`GenerationEmphasis`).
    var requestableStyles = ActionMachine.requestableStyles

    /// Starts on `scenario`'s device and root tree, watching `oracle` (`Oracle.Run` of `scenario`),
    /// with room for `maxActions` actions; keeping `states` when `recordsStates` is true.
    init(scenario: Scenario, oracle: consuming Oracle.Run, source: ChoiceSource, names: NodeNames, maxActions: Int,
         recordsStates: Bool = true) {
        self.source = source
        self.names = names
        device = scenario.device
        state = oracle.initial
        window = scenario.device.geometry(of: oracle.initial.window)
        actions.reserveCapacity(maxActions)
        // Room for the few presented roots a case declares, taken once rather than grown by each.
        declaredPresented.reserveCapacity(min(maxActions, 8))
        observations = []
        observations.reserveCapacity(maxActions + 1)
        rules = oracle.initialRuleSet
        states = []
        self.recordsStates = recordsStates
        if recordsStates {
            states.reserveCapacity(maxActions + 1)
            states.append(AbstractState.digest(oracle.initial, rules: oracle.initialRuleSet))
        }
        // The root tree's ids, then the declared ids in a buffer of their own with room for the
        // trees the actions declare: a copy of `rootTreeIds` would be copied again, and regrown, at
        // the first declaration.
        var ids: [String] = []
        ids.reserveCapacity(16)
        scenario.root.appendPreorderIDs(to: &ids)
        rootTreeIds = ids
        var declared: [String] = []
        declared.reserveCapacity(ids.count + 4 * min(maxActions, 64))
        declared += ids
        declaredIds = declared
        self.oracle = oracle
    }

    // MARK: Drawing one rule

    /// The rules a step draws among.
    enum Rule { case present, dismiss, tap, dimmingTap, pan, swipe, advance, rotate, resize, begin, update, finish, cancel
        case selectDetent, setDetents, preferredSize, setTint, setModal, probePresentDismiss, probeCancel, probeRotate, probeCover
        case probeChain }

    /// The rules of a step while nothing runs, in menu order (the first is the simplest).
    static let idleRules: [Rule] = [
        .present, .dismiss, .tap, .advance, .dimmingTap, .pan, .swipe, .rotate, .resize, .begin, .probeCancel, .probeCover,
        .probePresentDismiss, .probeRotate, .probeChain, .selectDetent, .setDetents, .preferredSize, .setTint, .setModal,
    ]
    /// The rules of a step while an interactive dismissal runs (LIFE-8), in menu order.
    static let interactiveRules: [Rule] = [
        .update, .finish, .cancel, .advance, .rotate, .tap, .present, .dismiss, .selectDetent, .preferredSize, .setTint,
    ]
    /// The rules of a step while a transition runs, in menu order: mostly advances (LIFE-6).
    static let settlingRules: [Rule] = [
        .advance, .present, .dismiss, .tap, .resize, .rotate, .pan, .swipe, .selectDetent, .setDetents, .preferredSize, .setTint,
    ]

    mutating func step(room: Int) {
        // One pass over the live presentations (by index through a buffer, as `topLayer` explains).
        var (hasPresented, hasCustom, hasSheet, hasSheetStyle, hasDimming) = (false, false, false, false, false)
        state.presentations.withUnsafeBufferPointer { presentations in
            var index = 0
            while index < presentations.count {
                let (phase, style) = (presentations[index].phase, presentations[index].style)
                if phase == .presented { hasPresented = true }
                if phase == .presented, style == .custom { hasCustom = true }
                if style.isSheetStyle { hasSheetStyle = true }
                if style.isSheetStyle || style == .popover { hasSheet = true }
                if presentations[index].dimming != nil { hasDimming = true }
                index += 1
            }
        }
        // The menu: each branch's rules in a fixed order, with a weight of 0 where a rule does not
        // apply, which `ChoiceSource.index(weights:)` treats as left out; one list of weights a
        // step instead of a list of pairs grown entry by entry, kept inline (on the stack) rather
        // than allocated for every step.
        let rule: Rule
        if state.isSettled, !interactive {
            // DETENT-4: a sheet with several detents invites drags between them.
            var hasDetentSheet = false
            if hasSheetStyle {
                var index = 0
                while !hasDetentSheet, index < state.presentations.count {
                    if state.presentations[index].style.isSheetStyle,
                       Self.detentHeights(of: state.presentations[index].presented, state: state, sheetDetents: sheetDetents,
                                          window: window) != nil {
                        hasDetentSheet = true
                    }
                    index += 1
                }
            }
            // Size changes, cancelled dismissals and covering matter most where presentations
            // are live, custom ones above all (FRAME-3, FRAME-4, LIFE-4).
            let sizeChange = hasCustom ? 12 : hasPresented ? 4 : 2
            let weights: InlineArray<20, Int> = [
                12, hasPresented ? 5 : 1, 4, 1,
                // LIFE-10: the user's dismissal attempts: dimming taps and drags.
                hasDimming ? 3 : 0, hasDetentSheet ? 24 : hasSheet ? 4 : 1,
                // LIFE-10, DETENT-4: swipes where a sheet can take them; elsewhere a swipe is a pan
                // nobody handles, which only dilutes the rules the defects break.
                hasSheetStyle ? 4 : hasSheet ? 1 : 0,
                device.canRotate ? sizeChange : 1, device.canResize ? sizeChange : 0,
                hasPresented ? 3 : 0, hasPresented && room >= 3 ? 4 : 0, hasPresented && room >= 2 ? (hasCustom ? 8 : 1) : 0,
                room >= 2 ? 2 : 0, room >= 2 && device.canRotate ? 2 : 0, room >= 6 ? 1 : 0,
                hasSheet ? 2 : 0, hasSheet ? 2 : 0, state.presentations.isEmpty ? 0 : 2,
                // TINT-1: app code sets a view's mode, above all a presenter's that a presentation dims.
                state.hasDimmedPresenter ? 4 : 1,
                // LIFE-10: app code marks unsaved changes where the user may try to dismiss.
                hasSheet || hasDimming ? 3 : 0,
            ]
            rule = Self.idleRules[weights.span.withUnsafeBufferPointer { source.index(weights: $0) }]
        } else if interactive {
            let weights: InlineArray<11, Int> = [
                5, 3, 3, 2, 1, 1, 1, 1, hasSheet ? 1 : 0, state.presentations.isEmpty ? 0 : 1, 1,
            ]
            rule = Self.interactiveRules[weights.span.withUnsafeBufferPointer { source.index(weights: $0) }]
        } else {
            let weights: InlineArray<12, Int> = [
                20, 1, 1, 2, device.canResize ? 1 : 0, device.canResize ? 0 : 1, 1, hasSheet ? 1 : 0,
                hasSheet ? 1 : 0, hasSheet ? 1 : 0, state.presentations.isEmpty ? 0 : 1, 1,
            ]
            rule = Self.settlingRules[weights.span.withUnsafeBufferPointer { source.index(weights: $0) }]
        }
        switch rule {
        case .present: perform(present: makePresent(animated: nil))
        case .dismiss: perform(makeDismiss())
        case .tap: perform(.tap(at: TapPoints.pick(in: state, source: source)))
        case .dimmingTap: perform(.tap(at: PanGestures.dimmingTap(in: state, source: source) ?? TapPoints.pick(in: state, source: source)))
        case .pan:
            // A closure over what it reads, not over the machine, which it would copy whole.
            let (state, sheetDetents, window) = (self.state, self.sheetDetents, self.window)
            perform(PanGestures.pick(in: state, source: source, detentHeights: {
                Self.detentHeights(of: $0, state: state, sheetDetents: sheetDetents, window: window)
            }))
        case .swipe: perform(PanGestures.swipe(in: state, source: source))
        case .advance:
            // LIFE-6: on the end of the running transition (or a nanosecond either side) one time
            // in three, else the fixed values around 0.3 s.
            if let left = timeLeft, source.chance(1, in: 3) {
                perform(.advance(seconds: BoundaryValues.advance(left: left, source: source)))
            } else {
                perform(.advance(seconds: source.pick(Self.advances)))
            }
        case .rotate: perform(makeRotate())
        case .resize: perform(makeResize())
        case .begin: perform(.beginInteractiveDismissal(node: subject(usually: pickPresented())))
        case .update: perform(.updateInteractiveDismissal(progress: source.pick(Self.progresses)))
        case .finish: perform(.finishInteractiveDismissal)
        case .cancel: perform(.cancelInteractiveDismissal)
        case .selectDetent: perform(makeSelectDetent())
        case .setDetents: perform(makeSetDetents())
        case .preferredSize: perform(makePreferredSize())
        case .setTint: perform(makeSetTint())
        case .setModal: perform(makeSetModal())
        case .probePresentDismiss:
            // FRAME-5: an unanimated present, at once dismissed (`Property.presentDismissRestores`).
            let present = makePresent(animated: false, fresh: true)
            let id = present.node.id
            perform(present: present)
            perform(.dismiss(node: id, animated: false))
        case .probeCancel:
            // LIFE-4: begin, move, cancel (`Property.cancelChangesNothing`).
            perform(.beginInteractiveDismissal(node: subject(usually: pickPresented(), odds: 12)))
            perform(.updateInteractiveDismissal(progress: source.pick(Self.progresses)))
            perform(.cancelInteractiveDismissal)
        case .probeCover:
            // FRAME-3: cover the front-most presentation with a full-window one, then uncover it
            // animated; the advances that follow see the views below come back mid-transition.
            // The full-screen style takes the views below out of the window (FRAME-2), so they
            // re-enter when the dismissal starts.
            let front = presentedPresentations.last?.presented ?? pickInWindow()
            let node = TreeGenerator(source: source).tree(id: names.nextPresented(), depth: 2, maxDepth: 2, isRoot: false)
            let id = node.id
            perform(present: PresentAction(source: front, node: node, style: .fullScreen))
            perform(.dismiss(node: id, animated: true))
        case .probeChain:
            // Long chains of layers (LIFE-2's multi-layer dismissals, CTX-1 through many
            // layers, FRAME-2 removals stacked): four to six unanimated presents in a row, each
            // mostly from the front-most layer, then sometimes a dismissal from far below.
            let count = source.int(4...min(6, room))
            for _ in 0..<count { perform(present: makePresent(animated: false, fresh: true)) }
            if room > count, source.chance(1, in: 2) {
                perform(.dismiss(node: source.pick(state.nodes.map(\.id)), animated: source.chance(1, in: 2)))
            }
        case .probeRotate:
            // TRAIT-1: there and back (`Property.rotationRoundTrip`).
            let start = state.window.orientation
            perform(.rotate(to: start == .portrait ? .landscape : .portrait))
            perform(.rotate(to: start))
        }
    }

    /// Clock advances that land before, on and after 0.3 s (LIFE-6's epsilon included).
    static let advances: [Double] = [0.3, 0.1, 0.15, 0.2, 0.299, 0.2999999999, 0.3000000001, 0.31, 0.5, 1, 0]
    /// Interactive progress values, the ends included (LIFE-8).
    static let progresses: [Double] = [0.5, 0, 0.25, 0.75, 1, 0.999]

    /// Runs `action` on the oracle and records it (appended last, where it is moved into `actions`
    /// instead of copied). A present goes through `perform(present:)`.
    mutating func perform(_ action: consuming Action) {
        if case .present(let present) = action { return perform(present: present) }
        let wasSettled = state.isSettled
        // Asked here, not only inside: a shrink's replays record nothing, and the arguments (the
        // window among them) would be worked out for each action all the same.
        if space.isRecording {
            space.record(action, state: state, window: window, timeLeft: timeLeft, substitutes: declaredSubstitutes,
                         rootTreeIds: rootTreeIds, declaredIds: declaredIds)
        }
        finish(action, wasSettled: wasSettled)
    }

    /// `perform(.present(present))`, with what the records need read off `present` before it is
    /// moved into the action (read out of an action, a present is copied whole). The present
    /// declares its tree, its helper and its substitute whatever becomes of the call.
    mutating func perform(present: consuming PresentAction) {
        let wasSettled = state.isSettled
        let id = present.node.id
        let isNewTree = !declaredIds.holds(id)
        if space.isRecording {
            space.record(present: present, isNewTree: isNewTree, state: state, window: window,
                         substitutes: declaredSubstitutes, rootTreeIds: rootTreeIds)
        }
        if isNewTree {
            present.node.appendPreorderIDs(to: &declaredIds)
            declaredPresented.append(id)
            if present.controller == .halfHeightAdaptive { adaptiveCards.append(id) }
        }
        if let helper = present.helperID, !declaredIds.holds(helper) { declaredIds.append(helper) }
        if let substitute = present.delegate?.substitute, !declaredIds.holds(substitute.id) {
            let ids = substitute.preorderIDs
            declaredIds += ids
            declaredSubstitutes += ids
        }
        let detents = present.sheet?.detents ?? []
        finish(.present(present), wasSettled: wasSettled, presented: (id, detents))
    }

    /// The oracle's part of a step: runs `action` and reads back the observation, its rules and
    /// its records; `presented` gives a present's node and its sheet's detents, which an accepted
    /// present keeps for the node.
    private mutating func finish(_ action: consuming Action, wasSettled: Bool, presented: (id: String, detents: [Detent])? = nil) {
        // The new observation takes the last one's place, which moves into the list.
        var last = oracle.perform(action)
        swap(&state, &last)
        observations.append(consume last)
        window = device.geometry(of: state.window)
        if space.isRecording { space.recordOutcome(state) }
        rules.formUnion(oracle.appliedRuleSet)
        if recordsStates, space.isRecording { states.append(AbstractState.digest(state, rules: oracle.appliedRuleSet)) }
        let accepted = state.warnings.isEmpty
        if let presented, accepted { sheetDetents[presented.id] = presented.detents }
        switch action {
        case .beginInteractiveDismissal where accepted && !state.isSettled: interactive = true
        case .setDetents(let node, let detents): sheetDetents[node] = detents
        default: break
        }
        if state.isSettled { interactive = false }
        trackTimeLeft(after: action, wasSettled: wasSettled)
        actions.append(action)
    }

    /// The oracle's observation of every step, step 0 first (`observations`, then `state`): the
    /// list moves out, and the machine keeps only `state`, which the list shares.
    mutating func takeObservations() -> [Observation] {
        var all = observations
        observations = []
        all.append(state)
        return all
    }

    /// LIFE-6, LIFE-8: updates `timeLeft` after `action`.
    private mutating func trackTimeLeft(after action: Action, wasSettled: Bool) {
        guard !state.isSettled else {
            timeLeft = nil
            return
        }
        switch action {
        case .advance(let seconds): timeLeft = timeLeft.map { max(0, $0 - seconds) }
        case .beginInteractiveDismissal: timeLeft = nil
        case .updateInteractiveDismissal(let progress): interactiveProgress = progress
        case .finishInteractiveDismissal: timeLeft = (1 - interactiveProgress) * 0.3
        default: if wasSettled { timeLeft = 0.3 }
        }
    }

    /// DETENT-4: the detent heights of the sheet presenting `node` in `state` (a sheet style with at
    /// least two distinct heights in `window`, where sheets sit at the bottom: compact width or
    /// compact height; its detents as `sheetDetents` holds them); nil otherwise, a regular window's
    /// centred sheet (SHEET-2) among them. Static, so that a closure over it does not copy the machine.
    static func detentHeights(of node: String, state: Observation, sheetDetents: SheetDetents,
                              window: WindowGeometry?) -> [Double]? {
        guard let style = state.presentedStyle(of: node), style.isSheetStyle,
              let detents = sheetDetents[node],
              let window,
              window.traits.horizontalSizeClass == .compact || window.traits.verticalSizeClass == .compact
        else { return nil }
        return PanGestures.detentHeights(detents, window: window)
    }
}
