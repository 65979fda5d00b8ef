import Foundation
import PresCheckCore

/// What the modelled window shows for one view (frame, own alpha, effective tint, TINT-1).
struct ViewFacts: Sendable {
    var frame: CGRect
    var alpha: Double
    var tint: TintAdjustmentMode
}

/// The window's views in one state, read from the `ModelView` tree that hit testing also reads
/// (HIT-1..3, TINT-1, FRAME-2, LIFE-6): the observation's `views`, in order, and the facts of each
/// view by id.
struct WindowSnapshot: Sendable {
    /// Back to front, as a preorder walk from the window (`Observation.views`).
    var views: [ViewObservation] = []
    /// Each view's id and facts, in the order of `views`. A window holds a dozen views or so: a
    /// search of this list costs less than hashing the ids.
    private var entries: [(id: ModelView.ID, facts: ViewFacts)] = []
    /// The ids of the node views in the window, back to front (TRAIT-3's coverage reads them).
    var nodesInWindow: [String] = []

    mutating func append(_ view: ViewObservation, id: ModelView.ID, facts: ViewFacts) {
        views.append(view)
        entries.append((id, facts))
        if case .node(let node) = id { nodesInWindow.append(node) }
    }

    /// The facts of the view with this id; of the frontmost one if ids repeat.
    subscript(id: ModelView.ID) -> ViewFacts? {
        for index in entries.indices.reversed() where entries[index].id == id { return entries[index].facts }
        return nil
    }
}

extension OracleState {
    /// HIT-3, TINT-1: every view in the window, back to front: a preorder walk from the window (not
    /// listed; its own subviews have superview `window`), each view followed by its subviews back to
    /// front, each with its frame, own alpha, hidden flag, interaction flag and effective tint.
    ///
    /// Reading: (Reading HIT-3.a) isUserInteractionEnabled is true for every view (no rule turns it off; containers
    /// that let touches through do so by HIT-2, not by the flag).
    ///
    /// Reading: (Reading HIT-3.a) a hidden view's subviews are still listed (they are in the window), with their own
    /// isHidden false.
    ///
    /// Reading: (Reading HIT-3.a) containers have alpha 1, tint as TINT-1 gives (effective mode up the superviews).
    func windowSnapshot() -> WindowSnapshot {
        var snapshot = WindowSnapshot()
        func walk(_ view: ModelView, superview: HitTarget, inherited: TintAdjustmentMode) {
            let tint = Self.effectiveTint(own: view.ownTint, inherited: inherited)
            let name = view.id.name
            snapshot.append(ViewObservation(
                name: name, superview: superview, frame: Rect(view.frame), alpha: view.alpha, isHidden: view.isHidden,
                isUserInteractionEnabled: true, tint: tint), id: view.id, facts: ViewFacts(frame: view.frame, alpha: view.alpha, tint: tint))
            for subview in view.subviews { walk(subview, superview: name, inherited: tint) }
        }
        for view in windowSubviewsHIT3() { walk(view, superview: .window, inherited: .normal) }
        return snapshot
    }

    /// Whether a view with this id is in the window: a search of the `ModelView` tree, without the
    /// snapshot's names and facts.
    func windowContains(_ id: ModelView.ID) -> Bool {
        func holds(_ view: ModelView) -> Bool { view.id == id || view.subviews.contains(where: holds) }
        return windowSubviewsHIT3().contains(where: holds)
    }
}
