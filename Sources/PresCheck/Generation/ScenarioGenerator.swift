import Foundation
import PresCheckCore
import PresentationOracle

/// Builds a random, always valid scenario from a choice sequence: a device state, a view-controller
/// tree, and a sequence of actions drawn by a state machine that watches the oracle's observation
/// after every action (which nodes exist, are in the window, present or are presented; whether a
/// transition or an interactive dismissal runs) and draws mostly actions whose preconditions hold,
/// plus a deliberate minority that must be refused (LIFE-1, TRAIT-1), and the patterns the
/// metamorphic properties read.
///
/// The zero choice everywhere is the simplest value: a phone, portrait, a root with no children,
/// unanimated, and no actions at all.
/// Serves every rule ID; the weights lean towards where the catalogue's rules meet (context
/// presentations, catalogue controllers, sheets with detents, popovers near edges, size changes).
package enum ScenarioGenerator {
    /// Bumped whenever the same choices would build a different scenario; saved with every
    /// counterexample so an old file's origin says which generator made it.
    package static let version = 8

    /// The scenario the choices describe, with at most `maxActions` actions.
    package static func scenario(from source: ChoiceSource, maxActions: Int, name: String = "generated",
                                emphasis: GenerationEmphasis = .everyRule) -> Scenario {
        var builder = ScenarioBuilder(source: source, maxActions: maxActions, emphasis: emphasis)
        return builder.build(name: name).scenario
    }

    /// The scenario of case `index` of a run seeded with `seed`, with the choices it drew and the
    /// rules the oracle applied while the generator watched it (rule coverage).
    package static func scenario(seed: UInt64, index: UInt64, maxActions: Int, emphasis: GenerationEmphasis = .everyRule)
        -> (scenario: Scenario, choices: [UInt64], rules: RuleSet) {
        let generated = generate(seed: seed, index: index, maxActions: maxActions, emphasis: emphasis)
        return (generated.scenario, generated.choices, generated.rules)
    }

    /// Case `index` of a run seeded with `seed`: the scenario, its choices, its rule coverage, its
    /// space coverage (`SpaceInventory`), the oracle's observations of its steps (`Oracle.run`
    /// of the scenario, which the generator ran anyway) and, with `recordsStates`, its abstract states.
    /// Without `recordsChoices` its `choices` stay empty: a case nothing replays or reports need
    /// not copy them out of the source.
    package static func generate(seed: UInt64, index: UInt64, maxActions: Int, emphasis: GenerationEmphasis = .everyRule,
                                 recordsStates: Bool = true, recordsChoices: Bool = true) -> GeneratedCase {
        generate(from: ChoiceSource(seed: SplitMix64.caseSeed(runSeed: seed, index: index)), seed: seed, index: index,
                 maxActions: maxActions, emphasis: emphasis, recordsStates: recordsStates, recordsChoices: recordsChoices)
    }

    /// The scenario `source` builds, as case `index` of a run seeded with `seed` (its name), with
    /// everything `generate(seed:index:maxActions:emphasis:recordsStates:recordsChoices:)` gives.
    static func generate(from source: ChoiceSource, seed: UInt64, index: UInt64, maxActions: Int,
                         emphasis: GenerationEmphasis = .everyRule, recordsStates: Bool = true,
                         recordsChoices: Bool = true) -> GeneratedCase {
        var builder = ScenarioBuilder(source: source, maxActions: maxActions, emphasis: emphasis)
        builder.recordsStates = recordsStates
        let (scenario, rules) = builder.build(name: caseName(seed: seed, index: index))
        return GeneratedCase(scenario: scenario, choices: recordsChoices ? source.recorded : [], rules: rules, space: builder.space,
                             oracle: builder.observations, states: builder.states)
    }
}

extension ScenarioGenerator {
    /// `seed-S-case-I`: the name of case `index` of a run seeded with `seed`, its digits written
    /// straight into one string (every generated case is named).
    static func caseName(seed: UInt64, index: UInt64) -> String {
        String(unsafeUninitializedCapacity: 10 + 2 * DottedNumbers.maxDigits) { buffer in
            func put(_ text: StaticString, at start: Int) -> Int {
                text.withUTF8Buffer { bytes in
                    var position = start
                    for byte in bytes {
                        buffer[position] = byte
                        position += 1
                    }
                    return position
                }
            }
            var position = put("seed-", at: 0)
            position = DottedNumbers.write(seed, radix: 10, to: buffer, at: position)
            position = put("-case-", at: position)
            return DottedNumbers.write(index, radix: 10, to: buffer, at: position)
        }
    }
}

/// A generated case with what it reached: rule coverage (the oracle's rules at any step) and space
/// coverage (`SpaceInventory`). Serves every rule ID.
package struct GeneratedCase: Sendable {
    package var scenario: Scenario
    package var choices: [UInt64]
    package var rules: RuleSet
    package var space: SpaceSet
    /// The oracle's observation of every step.
    package var oracle: [Observation]
    /// The abstract state (`AbstractState`) of every step, step 0 first; empty when the generator
    /// was asked not to keep them (`ScenarioBuilder.recordsStates`).
    package var states: [UInt64] = []
    /// Guided exploration made it by mutating kept choice sequences (`GuidedGeneration`), so
    /// (seed, index) alone do not rebuild it; false for a case drawn at random.
    package var isMutated = false
}

/// The device, the root tree and the action loop.
struct ScenarioBuilder {
    let source: ChoiceSource
    let maxActions: Int
    let emphasis: GenerationEmphasis
    var names = NodeNames()
    /// The space-coverage items the scenario reached, once built.
    private(set) var space = SpaceSet()
    /// After `build`: the oracle's observation of every step of the scenario (none for a device
    /// state the catalogue does not list, as `Oracle.run` gives).
    private(set) var observations: [Observation] = []
    /// After `build`: the abstract state of every step (`AbstractState`).
    private(set) var states: [UInt64] = []
    /// Whether `build` keeps `checkpoints`.
    var recordsCheckpoints = false
    /// Whether `build` records `space` and `states` (`SpaceClassifier.isRecording`).
    var recordsCoverage = true
    /// Whether `build` keeps `states` at all (`ActionMachine.recordsStates`): guided exploration
    /// reads them, a random run does not.
    var recordsStates = true
    /// After `build` with `recordsCheckpoints`: a checkpoint before each draw of whether another
    /// action follows, in order.
    private(set) var checkpoints: [GenerationCheckpoint] = []

    /// The devices a scenario runs on, by weight: a fixed table, not a list built for every case.
    static let devices = Weighted<Device>([(6, .phone), (2, .phoneSE), (3, .phoneMax), (4, .pad), (4, .padSplit)])

    init(source: ChoiceSource, maxActions: Int, emphasis: GenerationEmphasis = .everyRule) {
        self.source = source
        self.maxActions = maxActions
        self.emphasis = emphasis
    }

    /// Builds the scenario; from `checkpoint` on when given (the draws before it are taken as
    /// made, and `source` must replay them as recorded there). With `recordsCheckpoints` set, the
    /// builder keeps a checkpoint before each draw of whether another action follows.
    mutating func build(name: String, resumingFrom checkpoint: GenerationCheckpoint? = nil) -> (scenario: Scenario, rules: RuleSet) {
        var scenario: Scenario
        var machine: ActionMachine
        if let checkpoint {
            scenario = checkpoint.scenario
            scenario.name = name
            machine = checkpoint.machine
            machine.source = source
            machine.space.isRecording = recordsCoverage
        } else {
            let device = source.weighted(Self.devices)
            let orientation: Orientation = device.canRotate && source.chance(1, in: 4) ? .landscape : .portrait
            let splitWidth: Double? = device == .padSplit ? Double(source.pick([678, 507, 405, 320] as [CGFloat])) : nil
            // `Ownership`: one case in four holds its view controllers as UIKit would, so that a
            // presented one lives by its presentation alone and later actions may name a released one.
            let ownership: Ownership = source.chance(1, in: 4) ? .uikit : .driver
            let root = TreeGenerator(source: source).tree(id: "R", depth: 0, maxDepth: 3, isRoot: true)
            scenario = Scenario(name: name, device: device, orientation: orientation, splitWidth: splitWidth, root: root,
                                ownership: ownership)
            // The oracle's state gets room for as many presents as the scenario may have actions.
            guard let oracle = Oracle.Run(scenario: scenario, roomForPresents: maxActions) else { return (scenario, RuleSet()) }
            machine = ActionMachine(scenario: scenario, oracle: oracle, source: source, names: names, maxActions: maxActions,
                                    recordsStates: recordsStates)
            machine.space.isRecording = recordsCoverage
            machine.space.recordStart(scenario)
            machine.requestableStyles = emphasis.requestableStyles
        }
        // Each further action with odds (n − 1)/n: about n actions on average, capped at
        // `maxActions`; longer profiles make longer scenarios.
        let odds = max(8, maxActions / 2)
        while machine.actions.count < maxActions {
            if recordsCheckpoints {
                checkpoints.append(GenerationCheckpoint(consumed: source.recordedCount, scenario: scenario, machine: machine))
            }
            guard source.chance(odds - 1, in: odds) else { break }
            machine.step(room: maxActions - machine.actions.count)
        }
        names = machine.names
        space = machine.space.set
        scenario.actions = machine.actions
        observations = machine.takeObservations()
        states = machine.states
        return (scenario, machine.rules)
    }
}

/// Fresh node ids: `R` for the root, `P1`, `P2`, … for presented trees, `S1`, … for substitutes;
/// a child appends a, b or c to its parent's id (`R`, `Ra`, `Rab`, `P2a`), so ids never collide
/// and say where a node sits. Readable in a shrunk counterexample.
struct NodeNames {
    private var presented = 0
    private var substitutes = 0

    mutating func nextPresented() -> String {
        presented += 1
        return "P\(presented)"
    }

    mutating func nextSubstitute() -> String {
        substitutes += 1
        return "S\(substitutes)"
    }
}

/// View-controller trees: depth ≤ 4, ≤ 3 children, unit frames including the source articles'
/// splits, `definesPresentationContext` often set against the kind's default (CTX-1), navigation
/// containers, transition styles and `providesPresentationContextTransitionStyle` (CTX-6),
/// `preferredContentSize` (SHEET-2, POP-1, `toast`), a view's own `tintAdjustmentMode` (TINT-1).
struct TreeGenerator {
    let source: ChoiceSource

    /// Unit frames of a child in its parent (TRAIT-2): whole, the halves the articles use, a
    /// master–detail split, an inset card and a thin strip along each edge.
    static let unitFrames: [Rect] = [
        Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: 0, y: 0.5, width: 1, height: 0.5),
        Rect(x: 0, y: 0, width: 1, height: 0.5), Rect(x: 0, y: 0, width: 0.5, height: 1),
        Rect(x: 0.5, y: 0, width: 0.5, height: 1), Rect(x: 0, y: 0, width: 0.35, height: 1),
        Rect(x: 0.35, y: 0, width: 0.65, height: 1), Rect(x: 0.25, y: 0.25, width: 0.5, height: 0.5),
        Rect(x: 0, y: 0.9, width: 1, height: 0.1), Rect(x: 0.9, y: 0, width: 0.1, height: 1),
    ]

    /// `preferredContentSize` values: ordinary, one dimension zero, larger than any window, then
    /// zero (not set), tiny and far oversized.
    static let contentSizes: [Size] = [
        Size(width: 320, height: 240), Size(width: 0, height: 100), Size(width: 400, height: 0),
        Size(width: 600, height: 800), Size(width: 200, height: 90.5), Size(width: 2000, height: 3000),
        Size(width: 0, height: 0), Size(width: 0.5, height: 1), Size(width: 100_000, height: 100_000),
    ]

    /// The weights of a node's draws, drawn for every node of every tree (kept here so that an
    /// unoptimised build does not build each list again for every node).
    static let kinds = Weighted<Node.Kind>([(3, .plain), (1, .navigation)])
    static let transitionStyles = Weighted<TransitionStyle?>([
        (5, nil), (2, .crossDissolve), (1, .flipHorizontal), (1, .partialCurl), (1, .coverVertical),
    ])
    static let tints = Weighted<TintAdjustmentMode>([(3, .normal), (2, .dimmed), (1, .automatic)])
    static let rootChildCounts = Weighted<Int>([(2, 0), (3, 1), (4, 2), (2, 3)])
    static let childCounts = Weighted<Int>([(5, 0), (3, 1), (2, 2), (1, 3)])
    static let childSuffixes = ["a", "b", "c"]
    /// `definesPresentationContext`: unset, against the kind's default, the kind's default
    /// (CTX-1), for a plain node and for a navigation container (whose default is true).
    static let contextsOfPlain = Weighted<Bool?>([(3, nil), (3, true), (1, false)])
    static let contextsOfNavigation = Weighted<Bool?>([(3, nil), (3, false), (1, true)])

    func tree(id: String, depth: Int, maxDepth: Int, isRoot: Bool) -> Node {
        let kind = source.weighted(Self.kinds)
        var node = Node(id: id, kind: kind)
        let kindDefault = kind == .navigation
        node.definesPresentationContext = source.weighted(kindDefault ? Self.contextsOfNavigation : Self.contextsOfPlain)
        if source.chance(1, in: 6) { node.providesPresentationContextTransitionStyle = true }
        node.transitionStyle = source.weighted(Self.transitionStyles)
        if source.chance(1, in: 4) { node.preferredContentSize = source.pick(Self.contentSizes) }
        // TINT-1: a view's own mode, mostly an explicit one (which a dimming presentation must
        // restore, and which its subviews' `.automatic` inherits).
        if source.chance(1, in: 5) { node.tintAdjustmentMode = source.weighted(Self.tints) }
        if depth < maxDepth {
            let count = source.weighted(isRoot ? Self.rootChildCounts : Self.childCounts)
            // (Only for children: reserving no room still makes a new buffer for the empty list.)
            if count > 0 { node.children.reserveCapacity(count) }
            for index in 0..<count {
                var child = tree(id: id + Self.childSuffixes[index], depth: depth + 1, maxDepth: maxDepth, isRoot: false)
                child.frame = source.pick(Self.unitFrames)
                // Moved in, not copied (its last use).
                node.children.append(consume child)
            }
        }
        return node
    }
}
