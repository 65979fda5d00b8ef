import Foundation
import PresCheckCore

/// What the modelled window shows for one view (frame, own alpha, effective tint, TINT-1).
struct ViewFacts: Sendable {
    var frame: CGRect
    var alpha: Double
    var tint: TintAdjustmentMode
}

/// Builds an `Observation` from the state (the binding observation conventions; CTX-5, LIFE-7).
extension OracleState {
    /// Every view in the window with its facts (lookups only: never iterated into output).
    func windowFacts() -> [ModelView.ID: ViewFacts] {
        var facts: [ModelView.ID: ViewFacts] = [:]
        func walk(_ view: ModelView, inherited: TintAdjustmentMode) {
            let tint = Self.effectiveTint(own: view.ownTint, inherited: inherited)
            facts[view.id] = ViewFacts(frame: view.frame, alpha: view.alpha, tint: tint)
            for subview in view.subviews { walk(subview, inherited: tint) }
        }
        for view in windowSubviewsHIT3() { walk(view, inherited: .normal) }
        return facts
    }

    func windowContains(_ id: ModelView.ID) -> Bool { windowFacts()[id] != nil }

    func observe(step: Int) -> Observation {
        let facts = windowFacts()
        var nodes: [NodeObservation] = []
        for (tree, _) in layerTrees {
            for node in tree.preorder {
                let view = facts[.node(node.id)]
                nodes.append(NodeObservation(
                    id: node.id, presented: presentedViewController(of: node.id),
                    presenting: presentingViewController(of: node.id),
                    frame: view.map { Rect($0.frame) }, alpha: view?.alpha, tint: view?.tint))
            }
        }
        let observed = presentations.indices.map { index -> PresentationObservation in
            let presentation = presentations[index]
            let container = facts[.container(presentation.presented)]
            let dimming = facts[.dimming(presentation.presented)]
            return PresentationObservation(
                presented: presentation.presented, presenter: presentation.presenter, style: presentation.request.style,
                adaptedStyle: adaptation(index).reportedStyle, phase: presentation.phase,
                container: container.map { Rect($0.frame) }, dimming: dimming.map { Rect($0.frame) },
                dimmingAlpha: dimming?.alpha, isDimmed: isDimmedSheet(index))
        }
        return Observation(step: step, isSettled: transition == nil, nodes: nodes, presentations: observed,
                           hitTarget: log.hitTarget, warnings: log.warnings, callbacks: log.callbacks)
    }
}
