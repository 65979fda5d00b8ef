import Foundation
import PresCheckCore

/// The oracle's whole state between steps, as a pure value: the window (TRAIT-1), the layers and
/// presentations with their links (LIFE-7, CTX-5), the running transition and the virtual clock
/// (LIFE-6), and the per-step log (warnings, callbacks, hit target, applied rules).
struct OracleState: Sendable {
    var device: Device
    var orientation: Orientation
    var splitWidth: CGFloat?
    /// TRAIT-1: the window. Every presentation is told its traits (ADAPT rules resolve in them).
    var geometry: WindowGeometry {
        didSet {
            dropBuiltWindow()
            let m = SheetsAndDetents.maximumDetentValue(geometry)
            guard geometry.traits != oldValue.traits || m != SheetsAndDetents.maximumDetentValue(oldValue) else { return }
            for index in 0..<presentations.count { presentations[index].placeInWindow(traits: geometry.traits, detentMaximum: m) }
        }
    }
    /// Layer 0: the window's root view controller tree.
    let root: Node
    /// `root` as the list of its nodes in preorder (`FlatTree`), which observations walk.
    let rootTree: FlatTree
    /// Every presentation from acceptance until its links are cleared, in acceptance order.
    var presentations: [Presentation] {
        didSet {
            dropBuiltWindow()
            hasContextPresentations = false
            for index in 0..<presentations.count where presentations[index].isContext {
                hasContextPresentations = true
                break
            }
        }
    }
    /// CTX-1/CTX-3: whether any presentation is a context presentation, kept as `presentations`
    /// changes, so that a view tree is built without asking each node for the context containers
    /// it presents when there are none (`appendContextContainers`).
    private(set) var hasContextPresentations = false
    var transition: Transition? {
        didSet {
            dropBuiltWindow()
            // Looked up by the node's id only when the node changed (an advance, which moves the
            // elapsed time alone, keeps it): the id of the node with the kept key is compared first.
            let animating = transition?.animatingPresentation
            if let animatingKey, let animating, nodes.id(ofKey: animatingKey) == animating { return }
            animatingKey = animating.flatMap { nodes.key(of: $0) }
        }
    }
    /// LIFE-6: the key of the node whose view the transition animates, for `isAnimating` to compare.
    private(set) var animatingKey: Int?
    /// HIT-3: the window as `observeStep(_:)` last built it (`BuiltWindow`), kept while nothing
    /// it is built from changes (the window, the presentations, the transition, a view's own tint
    /// mode) and dropped as soon as one does, so that hit testing, `windowContains` and the next
    /// observation read it instead of building it again (`currentWindow()`, `observeStep(_:)`).
    var builtWindow: BuiltWindow?
    /// The places of the last kept window dropped (`dropBuiltWindow()`), kept for their storage,
    /// which the next window an observation builds reuses instead of allocating its own. A new
    /// state's has room for a window of every node it makes room for, with two views for each
    /// present (as `windowViewsHIT3` reserves), so that the first window allocates none and later
    /// ones seldom grow.
    var sparePlaces: [ViewPlace]
    /// LIFE-6: the virtual clock; moves only in `advance` steps.
    var clock: Double = 0
    /// Every node id the state has met, with its key and its settings now (`NodeTable`).
    var nodes: NodeTable
    /// The keys of the root tree's nodes, in preorder.
    private(set) var rootKeys: [Int]
    /// TINT-1: the keys of the nodes whose views have an own mode other than `.automatic` in
    /// `nodes` (a handful at most); any other view's own mode is `.automatic` without reading its
    /// settings (`ownTintMode`). Only ever searched, its order never read.
    private(set) var explicitlyTinted: [Int]
    /// TINT-1: the presentations holding their presenter's view `.dimmed`, in the order they
    /// dimmed it, each with the mode it restores (see `reconcileTintTINT1`).
    var tintHolds: [TintHold] = []
    /// Who keeps view controllers alive (`Ownership`; Reading LIFE-7.a).
    var ownership: Ownership
    /// Under `uikit` ownership: the keys (`NodeTable`) of presented tree roots and
    /// `intermediate-helper` helpers, in the order they were declared (the candidates for release);
    /// their ids are read from `nodes`, not kept in a list of their own.
    private(set) var declaredRootKeys: [Int] = []
    var log = StepLog()
    /// TRAIT-4: a layout pass was asked for while a transition ran; it runs when that transition
    /// ends (completed or cancelled). See `requestLayoutPassTRAIT4`.
    var pendingLayoutPass = false
    /// Presented trees, as first declared, in the order they were; found by their roots' keys
    /// through the positions `nodes` keeps by key (`NodeTable.declaredTreePosition(ofKey:)`).
    /// Only ever looked up, never iterated.
    private var declaredTrees: [Node] = []
    /// Rule coverage only (never observed): what the last observation pass saw, so the next step can
    /// tell a change (TINT-1 restorations, FRAME-4 container resizes).
    var coverageMemo = CoverageMemo()
    /// Whether the rules applied are recorded (`log.rules`, rule coverage): without, an
    /// observation skips what only rule coverage reads (`observedRules(window:)`), and the
    /// observations are the same.
    let recordsRules: Bool

    /// The state before any action of `scenario`, in `geometry` (its `initialGeometry`), with room
    /// for `room` more `present` actions than the scenario lists (each counted as a small tree), up
    /// to `roomForUnlistedPresents` of them.
    init(scenario: Scenario, geometry: WindowGeometry, roomForPresents room: Int = 0, recordsRules: Bool = true) {
        self.recordsRules = recordsRules
        let room = min(room, Self.roomForUnlistedPresents)
        device = scenario.device
        orientation = scenario.orientation
        splitWidth = scenario.splitWidth.map { CGFloat($0) }
        self.geometry = geometry
        root = scenario.root
        ownership = scenario.ownership
        // The tables keyed by node id get room for every node the scenario can declare, so that
        // they never grow (and hash every key again) during the run.
        // A present not listed yet is counted as a tree of four nodes and a helper.
        var declarable = Self.count(scenario.root) + 5 * room
        var presents = room
        for action in scenario.actions {
            guard case .present(let request) = action else { continue }
            presents += 1
            declarable += Self.count(request.node) + 1  // and the node an `intermediate-helper` adds
            if let substitute = request.delegate?.substitute { declarable += Self.count(substitute) }
        }
        // The lists a `present` appends to get room for one entry per `present` action, so that
        // they are not regrown one step after another.
        // Each stored property is written once: a second write would copy the state out at the end.
        var accepted: [Presentation] = []
        if presents > 0 {
            accepted.reserveCapacity(presents)
            declaredTrees.reserveCapacity(presents)
            declaredRootKeys.reserveCapacity(presents)
        }
        presentations = accepted
        var places: [ViewPlace] = []
        places.reserveCapacity(declarable + 2 * presents)
        sparePlaces = places
        var table = NodeTable(capacity: declarable)
        var (tinted, keys): ([Int], [Int]?) = ([], [])
        keys?.reserveCapacity(declarable)
        _ = Self.registerDeclaredSettings(of: scenario.root, nodes: &table, tinted: &tinted, keys: &keys)
        (nodes, explicitlyTinted, rootKeys) = (table, tinted, keys ?? [])
        rootTree = FlatTree(scenario.root, count: rootKeys.count)
    }

    /// The most `present` actions not listed yet that a new state makes room for. A generated case
    /// makes a few (its generator asks room for as many as it may draw actions): lists and tables
    /// with room for them all are larger allocations, which cost more than the rare growth past
    /// this many.
    static let roomForUnlistedPresents = 4

    /// What a declared tree's nodes start with: their `preferredContentSize`, their views' `tintAdjustmentMode`
    /// (TINT-1; `.automatic` when the scenario gives none) and their `isModalInPresentation` (LIFE-10).
    /// With `listingKeys`, returns the nodes' keys (`NodeTable`) in preorder, as `NodeTable.intern(tree:)` gives them.
    /// A changed mode drops the kept window only when the node's view is in it (no other view's mode is read).
    @discardableResult mutating func registerDeclaredSettings(of tree: Node, listingKeys: Bool = false) -> [Int]? {
        var keys: [Int]? = listingKeys ? [] : nil
        keys?.reserveCapacity(8)
        if Self.registerDeclaredSettings(of: tree, nodes: &nodes, tinted: &explicitlyTinted, keys: &keys,
                                         window: builtWindow?.snapshot) { dropBuiltWindow() }
        return keys
    }

    /// `registerDeclaredSettings(of:listingKeys:)` listing the keys, of a tree whose root has the
    /// key `rootKey` already (its caller looked it up), which is not looked up again.
    mutating func registerDeclaredSettings(of tree: Node, rootKey: Int) -> [Int] {
        var keys: [Int]? = []
        keys?.reserveCapacity(8)
        let window = builtWindow?.snapshot
        let changed = Self.registerSettings(of: tree.id, key: rootKey, size: tree.preferredContentSize,
                                            tint: tree.tintAdjustmentMode, modal: tree.modalInPresentation,
                                            nodes: &nodes, tinted: &explicitlyTinted, keys: &keys, window: window)
        if Self.registerDeclaredSettings(of: tree.children, nodes: &nodes, tinted: &explicitlyTinted, keys: &keys,
                                         window: window) || changed { dropBuiltWindow() }
        return keys ?? []
    }

    /// `registerDeclaredSettings(of:)` into `nodes` and `tinted` (`explicitlyTinted`), appending the keys
    /// to `keys` in preorder unless nil; returns whether the own mode of some node whose view is in
    /// `window` (the kept window; nil: none) changed (the kept window goes).
    private static func registerDeclaredSettings(of tree: Node, nodes: inout NodeTable, tinted: inout [Int],
                                                 keys: inout [Int]?, window: WindowSnapshot? = nil) -> Bool {
        let changed = registerSettings(of: tree.id, size: tree.preferredContentSize, tint: tree.tintAdjustmentMode,
                                       modal: tree.modalInPresentation, nodes: &nodes, tinted: &tinted, keys: &keys,
                                       window: window)
        return registerDeclaredSettings(of: tree.children, nodes: &nodes, tinted: &tinted, keys: &keys, window: window)
            || changed
    }

    /// `registerDeclaredSettings(of:nodes:tinted:keys:window:)` of each of `trees`, preorder, read in place.
    private static func registerDeclaredSettings(of trees: [Node], nodes: inout NodeTable, tinted: inout [Int],
                                                 keys: inout [Int]?, window: WindowSnapshot?) -> Bool {
        var changed = false
        for position in 0..<trees.count {
            if registerSettings(of: trees[position].id, size: trees[position].preferredContentSize,
                                tint: trees[position].tintAdjustmentMode, modal: trees[position].modalInPresentation,
                                nodes: &nodes, tinted: &tinted, keys: &keys, window: window) { changed = true }
            if registerDeclaredSettings(of: trees[position].children, nodes: &nodes, tinted: &tinted, keys: &keys,
                                        window: window) { changed = true }
        }
        return changed
    }

    /// Writes one declared node's settings (nil: the default), with one look-up of its id, and appends
    /// its key to `keys` unless nil; returns whether its view's own mode changed and its view is in
    /// `window`.
    private static func registerSettings(of id: String, key known: Int? = nil, size: Size?, tint declared: TintAdjustmentMode?,
                                         modal: Bool?, nodes: inout NodeTable, tinted: inout [Int], keys: inout [Int]?,
                                         window: WindowSnapshot?) -> Bool {
        let tint = declared ?? .automatic
        let key = known ?? nodes.intern(id)
        let previous = nodes[key: key].tint
        nodes[key: key] = NodeSettings(preferredSize: size?.cgSize ?? .zero, tint: tint, modalInPresentation: modal ?? false)
        keys?.append(key)
        guard noteTintChange(of: key, from: previous, to: tint, tinted: &tinted), let window else { return false }
        return window.holdsNode(key)
    }

    /// TINT-1: writes a node's view's own mode (the scenario's, an action's, a dimming presentation's or the one it restores).
    /// A change drops the kept window only when a view in it reads it (`WindowSnapshot.readsOwnModeChange`).
    mutating func setOwnTintMode(_ mode: TintAdjustmentMode, ofNode id: String) {
        let key = nodes.intern(id)
        let old = nodes[key: key].tint
        if Self.noteTintChange(of: key, from: old, to: mode, tinted: &explicitlyTinted),
           builtWindow?.snapshot.readsOwnModeChange(ofNode: key, from: old ?? .automatic, to: mode) == true {
            dropBuiltWindow()
        }
        nodes[key: key].tint = mode
    }

    /// Adds `id` to the candidates for release (`declaredRootKeys`); returns its key.
    @discardableResult
    mutating func declareRoot(_ id: String) -> Int {
        let key = nodes.intern(id)
        declareRoot(key: key)
        return key
    }

    /// Adds the node with `key` to the candidates for release (`declaredRootKeys`).
    mutating func declareRoot(key: Int) { declaredRootKeys.append(key) }

    /// The presented tree declared with its root's key `key`, if any.
    func declaredTree(key: Int) -> Node? {
        let position = nodes.declaredTreePosition(ofKey: key)
        return position > 0 ? declaredTrees[position - 1] : nil
    }

    /// Whether a presented tree was declared with its root's key `key`.
    func hasDeclaredTree(key: Int) -> Bool { nodes.declaredTreePosition(ofKey: key) > 0 }

    /// Stores `tree` as the tree declared with its root's key `key`.
    mutating func setDeclaredTree(_ tree: Node, key: Int) {
        let position = nodes.declaredTreePosition(ofKey: key)
        if position > 0 { return declaredTrees[position - 1] = tree }
        declaredTrees.append(tree)
        nodes.setDeclaredTreePosition(declaredTrees.count, ofKey: key)
    }

    /// Under `uikit` ownership: whether the node with `key` is released.
    func isReleased(key: Int) -> Bool { nodes.isReleased(key: key) }

    /// Under `uikit` ownership: releases the node with `key`.
    mutating func release(key: Int) { nodes.release(key: key) }

    /// The current `preferredContentSize` of a node (zero when never set).
    func preferredSize(of id: String) -> CGSize { nodes[id]?.preferredSize ?? .zero }

    /// The presentation of `presented` (`[Presentation].position(presenting:)`). The four searches
    /// of the presentations are the list's own, handed the list alone: a method of the state
    /// called from one that writes it is handed a copy of the whole state.
    func index(of presented: String) -> Int? { presentations.position(presenting: presented) }

    /// `index(of:)` of the node with `key` (`NodeTable`), comparing numbers.
    func index(ofKey key: Int) -> Int? { presentations.position(presentingKey: key) }

    /// The presentation `presenter` presents, if any (CTX-5), by index as `index(of:)`.
    func presentation(presentedBy presenter: String) -> Int? { presentations.position(presentedBy: presenter) }

    /// `presentation(presentedBy:)` of the node with `key` (`NodeTable`), comparing numbers.
    func presentation(presentedByKey key: Int) -> Int? { presentations.position(presentedByKey: key) }

    mutating func warn(_ warning: String) { log.warnings.append(warning) }
    /// Logs a callback. A step's first one makes room for a step's worth, so that the list does
    /// not grow one allocation at a time.
    mutating func call(_ callback: Callback) {
        if log.callbacks.isEmpty { log.callbacks.reserveCapacity(16) }
        log.callbacks.append(callback)
    }

    /// Records that `rule` decided or computed part of this step's outcome (rule coverage).
    mutating func apply(_ rule: RuleKey) { log.rules.insert(rule) }

    /// Records several rules at once (rule coverage).
    mutating func apply(_ rules: RuleSet) { log.rules.formUnion(rules) }
}

/// One node's settings as last written (nil: never written, read as the default): its
/// `preferredContentSize` (TRAIT-4), its view's own `tintAdjustmentMode` (TINT-1: by the scenario,
/// an action or a presentation dimming it) and its `isModalInPresentation` (LIFE-10).
struct NodeSettings: Sendable {
    var preferredSize: CGSize?
    var tint: TintAdjustmentMode?
    /// Reading: (Reading LIFE-10.b) read at the moment of a user dismissal attempt.
    var modalInPresentation: Bool?
}

/// What one step logged (LIFE-1 warnings, LIFE-3/ADAPT-9 callbacks, HIT-1 target) and the rules the
/// step applied (rule coverage; never part of the observation).
struct StepLog: Sendable {
    var warnings: [String] = []
    var callbacks: [Callback] = []
    var hitTarget: HitTarget?
    /// TRAIT-4: the layout passes that ran in the step.
    var layoutPasses = 0
    /// The rules applied in the step, as a bit set keyed by catalogue position.
    var rules = RuleSet()
}

/// What the observation pass of the last step saw, kept for the next step's rule coverage only.
struct CoverageMemo: Sendable {
    /// TINT-1: some presentation dimmed its presenter's view at the end of the last step.
    var presenterDimmed = false
    /// FRAME-4: container sizes of catalogue presentations in the window, by presented node.
    var catalogueContainerSizes: [(presented: String, size: CGSize)] = []

    /// FRAME-4: whether some catalogue presentation's container in `sizes` (this step's) had
    /// another size in the last step.
    func resizedCatalogueContainer(_ sizes: [(presented: String, size: CGSize)]) -> Bool {
        for now in 0..<sizes.count {
            for before in 0..<catalogueContainerSizes.count
            where catalogueContainerSizes[before].presented == sizes[now].presented {
                if catalogueContainerSizes[before].size != sizes[now].size { return true }
            }
        }
        return false
    }
}
