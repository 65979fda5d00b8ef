import Foundation
import PresCheckCore

/// LIFE-1..8: presenting, dismissing (animated, unanimated, interactive), transitions and the clock.
/// Rule coverage: each function records the rules it decides with, where it decides.
extension OracleState {
    /// LIFE-1: `source.present(node)`. Checks, first failure wins: transition in progress, already
    /// presented, presenter not in window, already presenting, no anchor. Reading: (Reading LIFE-1.a) a source that is
    /// in no layer makes the action do nothing, silently, before any check.
    mutating func present(_ request: PresentAction) {
        var request = request
        // A bare node whose tree was declared by an earlier `present` re-presents that tree.
        // A tree is declared by the action that names it first, whether or not that present is
        // accepted; its declared sizes apply from then on.
        let isReference = request.node.children.isEmpty && declaredTrees[request.node.id] != nil
        if isReference, let tree = declaredTrees[request.node.id] {
            request.node = tree
        } else if !isInLayer(request.node.id) {
            declaredTrees[request.node.id] = request.node
            registerPreferredSizes(of: request.node)
            if let substitute = request.delegate?.substitute { registerPreferredSizes(of: substitute) }
        }
        guard let source = locate(request.source) else { return }
        apply(.life1)
        if transition != nil { return warn(Warning.transitionInProgress) }
        if isInLayer(request.node.id) { return warn(Warning.alreadyPresented) }
        let (presenter, isContext) = resolvePresenter(request, source: source)
        if !windowContains(.node(presenter)) { return warn(Warning.presenterNotInWindow) }
        if presentations.contains(where: { $0.presenter == presenter }) { return warn(Warning.alreadyPresenting) }
        if Adaptivity.requestedStyle(request) == .popover { apply(.pop1) }
        if Popovers.lacksAnchor(request) { return warn(Warning.noAnchor) }
        accept(request, presenter: presenter, isContext: isContext)
    }

    /// LIFE-7, ADAPT-9, LIFE-3: links set, views enter the window, delegate calls, a layout pass,
    /// `presentationTransitionWillBegin`; unanimated: DidEnd(true) and the completion in this step.
    /// Rule coverage: LIFE-7, the ADAPT rules `resolve` used, ADAPT-5/ADAPT-9 when the delegate
    /// hears of the style, LIFE-3, and LIFE-6 (animated or completing in this step).
    mutating func accept(_ request: PresentAction, presenter: String, isContext: Bool) {

        let settings = Adaptivity.initialSheetSettings(request)
        let transitionStyle = transitionStyleCTX6(request, presenter: presenter, isContext: isContext)
        presentations.append(Presentation(
            request: request, presenter: presenter, isContext: isContext,
            transitionStyle: transitionStyle,
            phase: .presenting, sheetSettings: settings, appliedSheet: settings,
            appliedPreferredSize: preferredSize(of: request.node.id), announcedStyle: .none))
        apply(.life7)
        let index = presentations.count - 1
        let presented = request.node.id
        let adaptation = adaptation(index)
        apply(adaptation.rules)
        if adaptation.hasDelegate {
            apply(.adapt5)
            apply(.adapt9)
            if adaptation.delegateAsked { call(Callback.adaptiveStyleAsked(presented, geometry.traits)) }
            call(Callback.willPresentWithAdaptiveStyle(presented, adaptation.reportedStyle))
        }
        presentations[index].announcedStyle = adaptation.reportedStyle
        layoutPassTRAIT4()
        apply(.life3)
        call(Callback.presentationWillBegin(presented))
        apply(.life6)
        if request.animated {
            transition = Transition(kind: .presentation(presented), drive: .animated)
        } else {
            completePresentation(presented)
        }
    }

    /// LIFE-3/LIFE-7: `presentationTransitionDidEnd(true)` (FRAME-2 removal starts), then the completion.
    mutating func completePresentation(_ presented: String) {
        apply(.life3)
        apply(.life7)
        call(Callback.presentationDidEnd(presented, true))
        if let index = index(of: presented) { presentations[index].phase = .presented }
        call(Callback.presentCompletion(presented))
        layoutPassTRAIT4()
    }

    /// LIFE-2: the layers `node.dismiss` dismisses, top to bottom: the presentation of
    /// `presentedViewController`, else of the node's own layer root, plus every presentation above it
    /// (presented from a dismissed layer); nil when there is nothing to dismiss.
    func layersToDismissLIFE2(from node: String) -> [String]? {
        let target: String
        if let presented = presentedViewController(of: node) {
            target = presented
        } else if let layer = locate(node)?.layer {
            target = layer
        } else {
            return nil
        }
        guard let start = index(of: target) else { return nil }
        var layers = [target]
        for index in presentations.indices where index > start {
            if let layer = locate(presentations[index].presenter)?.layer, layers.contains(layer) {
                layers.append(presentations[index].presented)
            }
        }
        return layers.reversed()
    }

    /// LIFE-1/LIFE-2: `node.dismiss(animated:)`; refused while a transition runs; nothing to dismiss
    /// does nothing (no completion). `completion` is false for taps.
    mutating func dismiss(node: String, animated: Bool, completion: Bool) {
        guard isInLayer(node) else { return }
        apply(.life1)
        if transition != nil { return warn(Warning.transitionInProgress) }
        apply(.life2)
        guard let layers = layersToDismissLIFE2(from: node) else { return }
        startDismissal(layers, drive: animated ? .animated : nil, completionNode: completion ? node : nil)
    }

    /// LIFE-2: `dismissalTransitionWillBegin` top to bottom; unanimated (`drive` nil) ends at once.
    /// Rule coverage: LIFE-3, LIFE-7 (removed views come back), and LIFE-6 or, interactive, LIFE-8.
    mutating func startDismissal(_ layers: [String], drive: Transition.Drive?, completionNode: String?) {
        apply(.life3)
        apply(.life7)
        if case .tracking? = drive { apply(.life8) } else { apply(.life6) }
        for presented in layers {
            if let index = index(of: presented) { presentations[index].phase = .dismissing }
            call(Callback.dismissalWillBegin(presented))
        }
        if let drive {
            transition = Transition(kind: .dismissal(layers: layers, completionNode: completionNode), drive: drive)
        } else {
            completeDismissal(layers, completionNode: completionNode)
        }
    }

    /// LIFE-2/LIFE-7/FRAME-5: DidEnd(true) top to bottom, links cleared, then the one completion.
    mutating func completeDismissal(_ layers: [String], completionNode: String?) {
        apply(.life2)
        apply(.life3)
        apply(.life7)
        apply(.frame5)
        for presented in layers { call(Callback.dismissalDidEnd(presented, true)) }
        presentations.removeAll { layers.contains($0.presented) }
        if let completionNode { call(Callback.dismissCompletion(completionNode)) }
        layoutPassTRAIT4()
    }

    /// LIFE-6: the clock moves; a transition ends in the step where its time is up.
    /// Rule coverage: LIFE-6 when a transition is running; LIFE-8 too when it is interactive.
    mutating func advance(seconds: Double) {
        clock += seconds
        guard var running = transition else { return }
        apply(.life6)
        if running.drive != .animated { apply(.life8) }
        if case .tracking = running.drive { return }
        running.elapsed += seconds
        transition = running
        guard running.hasEnded else { return }
        transition = nil
        switch running.kind {
        case .presentation(let presented): completePresentation(presented)
        case .dismissal(let layers, let completionNode): completeDismissal(layers, completionNode: completionNode)
        }
    }

    /// LIFE-8: begin picks layers as `dismiss` would; WillBegin, progress 0, no completion.
    mutating func beginInteractiveDismissal(node: String) {
        guard isInLayer(node) else { return }
        apply(.life1)
        apply(.life8)
        if transition != nil { return warn(Warning.transitionInProgress) }
        apply(.life2)
        guard let layers = layersToDismissLIFE2(from: node) else { return }
        startDismissal(layers, drive: .tracking(0), completionNode: nil)
    }

    /// LIFE-8: update(p). Reading: (Reading LIFE-8.a) ignored once `finish` was called.
    mutating func updateInteractiveDismissal(progress: Double) {
        apply(.life8)
        guard case .tracking? = transition?.drive else { return }
        transition?.drive = .tracking(min(1, max(0, progress)))
    }

    /// LIFE-8: finish: the rest runs over (1 − p) · 0.3 s in `advance` steps. Reading: (Reading LIFE-8.b) even at p = 1
    /// it ends only in the next `advance` step.
    mutating func finishInteractiveDismissal() {
        apply(.life8)
        guard case .tracking(let progress)? = transition?.drive else { return }
        transition?.drive = .finishing(from: progress)
        transition?.elapsed = 0
    }

    /// LIFE-4/LIFE-8: cancel: `dismissalTransitionDidEnd(false)` top to bottom in this step; everything
    /// is as before (phase back to presented, removal and tints restored).
    mutating func cancelInteractiveDismissal() {
        apply(.life8)
        guard case .tracking? = transition?.drive, let layers = transition?.dismissedLayers else { return }
        apply(.life4)
        apply(.life3)
        transition = nil
        for presented in layers {
            call(Callback.dismissalDidEnd(presented, false))
            if let index = index(of: presented) { presentations[index].phase = .presented }
        }
        layoutPassTRAIT4()
    }
}
