import Foundation
import PresCheckCore

/// LIFE-1..4, LIFE-6..9: dismissing (animated, unanimated, interactive), and the clock that ends
/// transitions.
/// Rule coverage: each function records the rules it decides with, where it decides.
extension OracleState {
    /// LIFE-2: the layers `node.dismiss` dismisses, top to bottom: the presentation of
    /// `presentedViewController`, else of the node's own layer root, plus every presentation above it
    /// (presented from a dismissed layer); nil when there is nothing to dismiss.
    func layersToDismissLIFE2(from node: String) -> [String]? {
        guard let key = nodes.key(of: node) else { return nil }  // never met: in no tree, presents nothing
        return layersToDismissLIFE2(fromKey: key)
    }

    /// `layersToDismissLIFE2(from:)` of the node with `key` (`NodeTable`). The target's
    /// presentation is the one found presenting the node's `presentedViewController`, else the
    /// one whose layer holds the node, read at its index (the only presentation of its presented
    /// node: `attemptPresent` accepts no node already in a layer).
    func layersToDismissLIFE2(fromKey key: Int) -> [String]? {
        guard let start = presentedViewControllerIndex(ofKey: key) ?? layerIndex(ofKey: key) else { return nil }
        var layers = [presentations[start].presented]
        for index in 0..<presentations.count where index > start {
            if let layer = layer(ofKey: presentations[index].presenterKey), layers.contains(layer) {
                layers.append(presentations[index].presented)
            }
        }
        return layers.reversed()
    }

    /// LIFE-1/LIFE-2: `node.dismiss(animated:)`; refused while a transition runs; nothing to dismiss
    /// does nothing (no completion). `completion` is false for taps and the catalogue's own calls.
    mutating func dismiss(node: String, animated: Bool, completion: Bool) {
        // The node's key, looked up once for both questions.
        guard let key = nodes.key(of: node), isInLayer(key: key) else { return }
        apply(.life1)
        if transition != nil { return warn(Warning.transitionInProgress) }
        apply(.life2)
        guard let layers = layersToDismissLIFE2(fromKey: key) else { return }
        startDismissal(layers, drive: animated ? .animated : nil, completionNode: completion ? node : nil)
    }

    /// LIFE-2/LIFE-9: `dismissalTransitionWillBegin` top to bottom (FRAME-2-removed views come back,
    /// LIFE-7), then `viewWillDisappear` to each dismissed layer root top to bottom, then
    /// `viewWillAppear` to the presenter if its view came back; unanimated (`drive` nil) ends at once.
    ///
    /// Reading: (Reading LIFE-9.b) on dismissal, "the presenter viewWillAppear if its view comes back" is the presenter
    /// of the bottom dismissed layer, when its view was out of the window (removed by FRAME-2) before
    /// the dismissal began and comes back at its start (LIFE-7).
    ///
    /// LIFE-9: layer roots of a multi-layer dismissal are each followed by their containment
    /// children in preorder (containment children get each call right after their parent).
    ///
    /// Rule coverage: LIFE-3, LIFE-7 (removed views come back), LIFE-9, and LIFE-6 or, interactive,
    /// LIFE-8.
    mutating func startDismissal(_ layers: [String], drive: Transition.Drive?, completionNode: String?) {
        apply(.life3)
        apply(.life7)
        if case .tracking? = drive { apply(.life8) } else { apply(.life6) }
        let presenterIndex = layers.last.flatMap { index(of: $0) }
        let presenter = presenterIndex.map { presentations[$0].presenter }
        // By the presenter's key the presentation keeps, asked of the kept window first, which
        // answers without the state being handed on (`windowContains(key:)`).
        var presenterWasOut = false
        if let presenterIndex {
            let key = presentations[presenterIndex].presenterKey
            presenterWasOut = !(builtWindow?.snapshot.holdsNode(key) ?? windowContains(key: key))
        }
        // Each layer's appearance keys, listed as it starts dismissing, by the one search of its
        // presentation both read (its phase is no part of them).
        var disappearing: [[Int]] = []
        disappearing.reserveCapacity(layers.count)
        for presented in layers {
            if let index = index(of: presented) {
                disappearing.append(appearanceControllerKeys(index))
                presentations[index].phase = .dismissing
            } else {
                disappearing.append([])
            }
            call(Callback.dismissalWillBegin(presented))
        }
        var reappearing: [Int] = []
        // (A presenter whose view is in the window has a key.)
        if let presenter, presenterWasOut, windowContains(node: presenter), let key = nodes.key(of: presenter) {
            reappearing = Self.controllerAndChildKeys(ofKey: key, rootKeys: rootKeys, rootTree: rootTree,
                                                      presentations: presentations).map { Array($0) } ?? [key]
        }
        tellLIFE9(groups: disappearing, .viewWillDisappear)
        tellLIFE9(keys: reappearing[...], .viewWillAppear)
        let dismissal = Dismissal(layers: layers, completionNode: completionNode, disappearing: disappearing,
                                  reappearing: reappearing)
        if let drive {
            transition = Transition(kind: .dismissal(dismissal), drive: drive)
        } else {
            completeDismissal(dismissal)
        }
    }

    /// LIFE-2/LIFE-7/LIFE-9/FRAME-5: the links are cleared, the views removed and the transition
    /// counts as ended; then `dismissalTransitionDidEnd(true)` top to bottom (the `intermediate-helper`
    /// cleanup dismisses the helper from inside its DidEnd, LIFE-7), `viewDidDisappear` top to
    /// bottom, the presenter's `viewDidAppear` if its view came back, then the one completion.
    mutating func completeDismissal(_ dismissal: Dismissal) {
        apply(.life2)
        apply(.life3)
        apply(.life7)
        apply(.frame5)
        let cleanups = dismissal.layers.map { presented -> String? in
            guard let index = index(of: presented), presentations[index].dismissesPresenterAfterDismissal else { return nil }
            return presentations[index].presenter
        }
        presentations.removeAll { dismissal.layers.contains($0.presented) }
        layoutAtTransitionEndTRAIT4()
        for (presented, cleanup) in zip(dismissal.layers, cleanups) {
            call(Callback.dismissalDidEnd(presented, true))
            if let cleanup { dismiss(node: cleanup, animated: false, completion: false) }
        }
        tellLIFE9(groups: dismissal.disappearing, .viewDidDisappear)
        tellLIFE9(keys: dismissal.reappearing[...], .viewDidAppear)
        if let completionNode = dismissal.completionNode { call(Callback.dismissCompletion(completionNode)) }
        // LIFE-10: a user dismissal's delegate hears DidDismiss where a completion would run.
        if let presented = dismissal.userDismissed {
            apply(.life10)
            call(Callback.didDismiss(presented))
        }
    }

    /// LIFE-6: the clock moves; a transition ends in the step where its time is up, and counts as
    /// ended before its DidEnd runs (LIFE-7), so a transition started from there begins at elapsed 0
    /// and the rest of this advance is discarded. An advance that leaves the elapsed time as it
    /// was (no time) leaves the transition as it was, and with it the kept window.
    /// Rule coverage: LIFE-6 when a transition is running; LIFE-8 too when it is interactive.
    mutating func advance(seconds: Double) {
        clock += seconds
        guard var running = transition else { return }
        apply(.life6)
        if running.drive != .animated { apply(.life8) }
        if case .tracking = running.drive { return }
        let before = running.elapsed
        running.elapsed += seconds
        if running.elapsed != before { transition = running }
        guard running.hasEnded else { return }
        transition = nil
        switch running.kind {
        case .presentation(let presented): completePresentation(presented)
        case .dismissal(let dismissal): completeDismissal(dismissal)
        }
    }

    /// LIFE-8: begin picks layers as `dismiss` would; WillBegin, progress 0, no completion.
    mutating func beginInteractiveDismissal(node: String) {
        // The node's key, looked up once for both questions.
        guard let key = nodes.key(of: node), isInLayer(key: key) else { return }
        apply(.life1)
        apply(.life8)
        if transition != nil { return warn(Warning.transitionInProgress) }
        apply(.life2)
        guard let layers = layersToDismissLIFE2(fromKey: key) else { return }
        startDismissal(layers, drive: .tracking(0), completionNode: nil)
    }

    /// LIFE-8: update(p). Reading: (Reading LIFE-8.a) ignored once `finish` was called. An update
    /// to the progress it has leaves the transition as it was, and with it the kept window.
    mutating func updateInteractiveDismissal(progress: Double) {
        apply(.life8)
        guard case .tracking(let current)? = transition?.drive else { return }
        let progress = min(1, max(0, progress))
        if progress != current { transition?.drive = .tracking(progress) }
    }

    /// LIFE-8: finish: the rest runs over (1 − p) · 0.3 s in `advance` steps. Reading: (Reading LIFE-8.b) even at p = 1
    /// it ends only in the next `advance` step.
    /// The progress stays p (finishing from p at elapsed 0), and the same layers move, still driven
    /// by the user's gesture as far as the observed rules read it (LIFE-8: not `.animated`): every
    /// view shows what it showed, so the kept window (`builtWindow`) is kept through the change.
    mutating func finishInteractiveDismissal() {
        apply(.life8)
        guard case .tracking(let progress)? = transition?.drive else { return }
        let window = builtWindow
        transition?.drive = .finishing(from: progress)
        transition?.elapsed = 0
        builtWindow = window
    }

    /// LIFE-4/LIFE-8/LIFE-9: cancel: everything is as before (phase back to presented, removal and
    /// tints restored), then `dismissalTransitionDidEnd(false)` top to bottom in this step, then the
    /// opposite appearance pairs (`reverseAppearanceLIFE9`).
    mutating func cancelInteractiveDismissal() {
        apply(.life8)
        guard case .tracking? = transition?.drive, case .dismissal(let dismissal)? = transition?.kind else { return }
        apply(.life4)
        apply(.life3)
        transition = nil
        for presented in dismissal.layers {
            if let index = index(of: presented) { presentations[index].phase = .presented }
        }
        layoutAtTransitionEndTRAIT4()
        for presented in dismissal.layers { call(Callback.dismissalDidEnd(presented, false)) }
        reverseAppearanceLIFE9(dismissal)
    }
}
