import Foundation
import PresCheckCore

/// Builds an `Observation` from the state (the binding observation conventions; CTX-5, LIFE-7,
/// TRAIT-3, TRAIT-4, HIT-3), or compares what it would hold with another run's, in the same walks
/// (`matchesStep`, for `deterministic`, LIFE-6).
extension OracleState {
    /// The observation of the state as step `step` ends, with the rules it reads recorded
    /// (`observedRules(window:)`). The window is the kept one (`builtWindow`) while nothing it is
    /// built from has changed, else built now (`windowViewsHIT3()`) and kept. Its nodes,
    /// presentations and rules read nothing that does not drop the kept window when it changes,
    /// so they are kept with it (`BuiltWindow`) and read from there while it is kept. Everything is worked out
    /// in one read of the state (`observation(_:rules:memo:built:spare:)`) before the state is written, so
    /// that an unoptimised build reads it without a copy of the whole state per question.
    /// Without `recordsRules`, nothing is worked out or kept for rule coverage. The step's hit
    /// target, warnings and callbacks move from the log into the observation (the next step
    /// starts a new log), rather than being copied.
    mutating func observeStep(_ step: Int) -> Observation {
        var rules = RuleSet()
        var memo = CoverageMemo()
        var built: BuiltWindow?
        // The storage of the last window dropped, for the window built now if there is none kept.
        var spare: [ViewPlace] = []
        if builtWindow == nil { swap(&spare, &sparePlaces) }
        var hitTarget: HitTarget?
        var warnings: [String] = []
        var callbacks: [Callback] = []
        swap(&hitTarget, &log.hitTarget)
        swap(&warnings, &log.warnings)
        swap(&callbacks, &log.callbacks)
        let observation = observation(step, hitTarget: hitTarget, warnings: warnings, callbacks: callbacks, rules: &rules,
                                      memo: &memo, built: &built, spare: &spare)
        // Moved into place, not copied.
        if built != nil { swap(&builtWindow, &built) }
        if recordsRules {
            coverageMemo = memo
            apply(rules)
        }
        return observation
    }

    /// `observeStep(_:)` up to the writes: the observation, with the step's `hitTarget`,
    /// `warnings` and `callbacks`, the rules it reads (`rules`), what the next step's coverage
    /// needs (`memo`) and, when something was worked out that the kept window lacks, the window
    /// to keep with the observation's nodes and presentations (`built`). A window built lists its
    /// places in `spare`'s storage.
    private func observation(_ step: Int, hitTarget: consuming HitTarget?, warnings: consuming [String],
                             callbacks: consuming [Callback], rules: inout RuleSet, memo: inout CoverageMemo,
                             built: inout BuiltWindow?, spare: inout [ViewPlace]) -> Observation {
        let window: WindowSnapshot
        var keptNodes: [NodeObservation]?
        var keptPresentations: [PresentationObservation]?
        var keptRules: ObservedRules?
        if let builtWindow {
            window = builtWindow.snapshot
            keptNodes = builtWindow.nodes
            keptPresentations = builtWindow.presentations
            keptRules = builtWindow.rules
        } else {
            window = windowViewsHIT3(reusing: &spare)
        }
        // What the rules read of the window and the state is kept with the window (it reads
        // nothing that does not drop the kept window when it changes); the last step's memo is
        // applied to it each step.
        let windowRules: ObservedRules?
        if recordsRules {
            let read = keptRules ?? observedRules(window: window)
            (rules, memo) = read.applying(coverageMemo)
            windowRules = read
        } else {
            windowRules = nil
        }
        let nodes: [NodeObservation]
        let observed: [PresentationObservation]
        let builds: Bool
        if let keptNodes, let keptPresentations, keptRules != nil || !recordsRules {
            nodes = keptNodes
            observed = keptPresentations
            builds = false
        } else {
            nodes = observeNodes(window: window)
            observed = observePresentations(window: window)
            builds = true
        }
        let observation = Observation(
            step: step, isSettled: transition == nil, window: windowObservationTRAIT1(), nodes: nodes,
            presentations: observed, hitTarget: hitTarget, warnings: warnings, callbacks: callbacks,
            views: window.views, layoutPasses: log.layoutPasses)
        // The window goes into the one to keep at its last use, where it is moved, not copied.
        if builds { built = BuiltWindow(snapshot: window, nodes: nodes, presentations: observed, rules: windowRules) }
        return observation
    }

    /// How many nodes the layers' trees hold at most (every presentation's substitute tree counted,
    /// active or not): room for the observation's nodes, so that its list never grows.
    var nodeCapacity: Int {
        var count = rootKeys.count
        for index in 0..<presentations.count { count += presentations[index].treeNodeCount }
        return count
    }

    /// The observation's nodes: every layer's tree (CTX-5 links, TRAIT-2 frames, TRAIT-3 insets),
    /// in a list with room for every node the trees hold (`nodeCapacity`; reserved, as the list's
    /// own type's code makes it, where an uninitialised list of that size would be made through
    /// code shared by every element type, which looks the type up at each call).
    private func observeNodes(window: WindowSnapshot) -> [NodeObservation] {
        var nodes = NodeList(capacity: nodeCapacity)
        walkNodes(window: window, into: &nodes)
        return nodes.list
    }

    /// Whether the observation's nodes (`observeNodes(window:)`) would equal `expected`, another
    /// run's of the step: each node is compared where `expected` stores it as it is observed
    /// (`NodeMatch`), and none is listed.
    func nodesMatch(window: WindowSnapshot, _ expected: [NodeObservation]) -> Bool {
        var nodes = NodeMatch(expected: expected)
        walkNodes(window: window, into: &nodes)
        return nodes.matchesAll
    }

    /// Observes every layer's tree into `sink`, with three tables by node key (`NodeTable`) on
    /// the stack (`ObservedNodes`): where each node was first observed, where its frontmost view
    /// is in the window (one walk of the views instead of a search for each node), and which
    /// presentation it presents (one walk of the presentations instead of a search for each node).
    private func walkNodes<Sink: NodeSink>(window: WindowSnapshot, into sink: inout Sink) {
        let keyCount = nodes.count
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * keyCount) { tables in
            tables.initialize(repeating: -1)
            let firsts = UnsafeMutableBufferPointer(rebasing: tables[0..<keyCount])
            let views = UnsafeMutableBufferPointer(rebasing: tables[keyCount..<2 * keyCount])
            let presents = UnsafeMutableBufferPointer(rebasing: tables[(2 * keyCount)...])
            window.noteNodeViewPositions(into: views)
            // Back to front, so that each presenter's entry is its first presentation, as
            // `presentation(presentedByKey:)` finds it.
            for index in (0..<presentations.count).reversed() { presents[presentations[index].presenterKey] = index }
            var observed = ObservedNodes(firsts: firsts, views: views, presents: presents)
            observeLayers(window: window, into: &observed, sink: &sink)
        }
    }

    /// Observes every layer's tree into `sink`, `nodes` noting where each node went.
    private func observeLayers<Sink: NodeSink>(window: WindowSnapshot, into nodes: inout ObservedNodes, sink: inout Sink) {
        // One walk of the layers, in the order `place(of:)` searches them, each tree in preorder.
        observeTree(rootTree, keys: rootKeys, presentation: nil, window: window, into: &nodes, sink: &sink)
        for index in 0..<presentations.count {
            // Read in place: binding the presentation would copy its trees.
            observeTree(presentations[index].presentedTree, keys: presentations[index].treeKeys, presentation: index,
                        window: window, into: &nodes, sink: &sink)
            if isSubstituteActive(index), let substitute = presentations[index].substituteTree {
                observeTree(substitute, keys: presentations[index].substituteKeys, presentation: index, window: window,
                            into: &nodes, sink: &sink)
            }
        }
    }

    /// The observation's presentations, in acceptance order (CTX-5, ADAPT-7, DETENT-1, POP-3).
    private func observePresentations(window: WindowSnapshot) -> [PresentationObservation] {
        var observed: [PresentationObservation] = []
        // Without presentations the empty list is kept: a reservation would make one for nothing.
        if !presentations.isEmpty { observed.reserveCapacity(presentations.count) }
        for index in 0..<presentations.count { observed.append(presentationObservation(index, window: window)) }
        return observed
    }

    /// Whether the observation's presentations (`observePresentations(window:)`) would equal
    /// `expected`, another run's of the step: each is compared where `expected` stores it, and
    /// none is listed.
    func presentationsMatch(window: WindowSnapshot, _ expected: [PresentationObservation]) -> Bool {
        guard expected.count == presentations.count else { return false }
        for index in 0..<presentations.count
        where !PresentationObservation.equal(presentationObservation(index, window: window), expected, at: index) {
            return false
        }
        return true
    }

    /// The observation of the presentation at `index` (CTX-5, ADAPT-7, DETENT-1, POP-3). Inlined
    /// where it is called, so that the list's append makes it where the list stores it.
    @inline(__always)
    private func presentationObservation(_ index: Int, window: WindowSnapshot) -> PresentationObservation {
        let key = presentations[index].presentedKey
        let container = window.container(key)
        let dimming = window.dimming(key)
        return PresentationObservation(
            presented: presentations[index].presented, presenter: presentations[index].presenter,
            style: presentations[index].style, adaptedStyle: adaptation(index).reportedStyle,
            phase: presentations[index].phase, container: container.map { Rect($0.frame) },
            dimming: dimming.map { Rect($0.frame) }, dimmingAlpha: dimming?.alpha, isDimmed: isDimmedSheet(index),
            arrowDirection: arrowDirectionPOP3(index))
    }

    /// Observes the nodes of one layer's tree (the presentation's at `presentation`, nil for layer
    /// 0) into `sink`, in preorder (CTX-5 links, TRAIT-2 frames); `keys` are the tree's keys in preorder. CTX-5
    /// links as `presentedViewController(of:)` and `presentingViewController(of:)` give them,
    /// carried down the tree: the nearest presenting one of a node and its ancestors, and the
    /// presenter of the layer. A node listed twice is observed as where `locate` finds it: the
    /// first time. A node whose view is out of the window gets the frame TRAIT-2 keeps it at: its
    /// parent's, when worked out, mapped by its own unit frame, else laid out from its tree's
    /// root (`laidOutRootTRAIT2`).
    ///
    /// One loop over the tree's nodes in preorder (`FlatTree`, read through its base address),
    /// each node following its parent, whose presentation (the one it or its nearest presenting
    /// ancestor presents) and frame are kept by position in a list on the stack. The loop reads
    /// the state's lists from locals: a closure that read the state would copy it whole in an
    /// unoptimised build, which every `swift test` runs.
    private func observeTree<Sink: NodeSink>(_ tree: FlatTree, keys: [Int], presentation: Int?, window: WindowSnapshot,
                                             into nodes: inout ObservedNodes, sink: inout Sink) {
        // What every node of the tree shares: the layer's presenter (CTX-5), read from the
        // presentation at the index the caller walks, not searched for again by its id.
        var presenting: String?
        if let presentation { presenting = presentations[presentation].presenter }
        let laidOutRoot = laidOutRootTRAIT2(tree, keys: keys, presentation: presentation, nodes: nodes)
        let (presentations, geometry, count) = (self.presentations, self.geometry, tree.entries.count)
        tree.entries.withUnsafeBufferPointer { list in
            // Read through the base address, whose subscript reads one field in place.
            guard let entries = list.baseAddress else { return }
            withUnsafeTemporaryAllocation(of: WalkedNode.self, capacity: count) { walked in
                for node in 0..<count {
                    let key = keys[node]
                    let parent = entries[node].parent
                    var presentedIndex = -1
                    var frame: CGRect?
                    if parent >= 0 {
                        presentedIndex = walked[parent].presentation
                        if walked[parent].hasFrame {
                            frame = Self.childFrameTRAIT2(unit: entries[node].frame, parent: walked[parent].frame)
                        }
                    }
                    if let index = nodes.presentation(presentedByKey: key) { presentedIndex = index }
                    // Each observation is made for the sink, which moves it where it keeps it (`NodeSink`).
                    if let first = nodes.firstIndex(of: key) {
                        sink.takeAgain(first)
                    } else if let position = nodes.viewPosition(of: key) {
                        let view = window.facts(at: position)
                        sink.take(NodeObservation(
                            id: entries[node].id, presented: presentedIndex < 0 ? nil : presentations[presentedIndex].presented,
                            presenting: presenting, frame: Rect(view.frame), alpha: view.alpha, tint: view.tint,
                            safeArea: Self.safeInsetsTRAIT3(window: geometry, frame: view.frame), layoutFrame: nil))
                    } else {
                        if frame == nil, let laidOutRoot { frame = FlatTree.frame(of: node, rootFrame: laidOutRoot, in: entries) }
                        sink.take(NodeObservation(
                            id: entries[node].id, presented: presentedIndex < 0 ? nil : presentations[presentedIndex].presented,
                            presenting: presenting, frame: nil, alpha: nil, tint: nil, safeArea: nil,
                            layoutFrame: frame.map(Rect.init)))
                    }
                    nodes.note(key)
                    walked.initializeElement(at: node, to: WalkedNode(presentation: presentedIndex, frame: frame ?? .zero,
                                                                      hasFrame: frame != nil))
                }
            }
        }
    }

    /// TRAIT-2: where the root of `tree` (whose keys are `keys`), in the layer of the presentation
    /// at `presentation` (nil for layer 0), is laid out for its nodes whose views are out of the
    /// window (`laidOutRootFrameTRAIT2`); nil when the tree has no place
    /// (`hasPlaceTRAIT2(presentation:)`), and not worked out when every node of the tree has a view
    /// in the window (`nodes`' view positions), as none then asks.
    private func laidOutRootTRAIT2(_ tree: FlatTree, keys: [Int], presentation: Int?, nodes: ObservedNodes) -> CGRect? {
        var asked = false
        for position in 0..<keys.count where nodes.viewPosition(of: keys[position]) == nil {
            asked = true
            break
        }
        guard asked, hasPlaceTRAIT2(presentation: presentation) else { return nil }
        return laidOutRootFrameTRAIT2(treeID: tree.entries[0].id, presentation: presentation)
    }

    /// What a tree's walk keeps of a node for its children (`observeTree`): the index of the
    /// presentation it or its nearest presenting ancestor presents (-1: none, CTX-5), and its
    /// frame when worked out (TRAIT-2).
    private struct WalkedNode {
        var presentation: Int
        var frame: CGRect
        var hasFrame: Bool
    }

    /// TRAIT-1: the window's size and orientation; on `pad-split`, the split width it takes (the
    /// scenario's, or the widest when the scenario names none, until a resize changes it).
    func windowObservationTRAIT1() -> WindowObservation {
        let width = device.canResize ? Double(splitWidth ?? Device.splitWidths.last ?? geometry.size.width) : nil
        return WindowObservation(size: Size(geometry.size), orientation: orientation, splitWidth: width)
    }
}
