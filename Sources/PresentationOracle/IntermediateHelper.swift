import Foundation
import PresCheckCore

/// Catalogue `intermediate-helper` (the source article's last workaround; CTX-1, CTX-3, LIFE-7,
/// LIFE-9): the action's source presents an invisible helper VC (node id `<node id>-helper`, plain,
/// no children) `.overCurrentContext`, unanimated; in the helper's `viewDidAppear` the helper
/// presents the action's node `.custom` with a `half-context` controller, animated as the action
/// says. That controller's `dismissalTransitionDidEnd(true)` calls
/// `presentingViewController.dismiss(animated: false)`, which dismisses the helper in the same step
/// (LIFE-7).
///
/// The node's presentation is a CTX-3 context presentation whose CTX-1 lookup starts at the helper;
/// the helper's layer root (the helper) was presented in a context, so it is not *direct* (CTX-3's
/// vocabulary), and stays in the context even under the defect `fullscreen-flag-ignored`.
extension PresentHooks {
    /// The node the helper presents: its completion is the action's, and its controller dismisses
    /// the helper after its own dismissal.
    ///
    /// Reading: (Reading LIFE-3.a) the `present` action's completion belongs to the node's presentation (logged
    /// `node: present completion` after its `presentationTransitionDidEnd(true)` and `viewDidAppear`);
    /// the catalogue's own `present` of the helper, and its cleanup `dismiss`, pass no completion.
    static let helpersTarget = PresentHooks(logsCompletion: true, dismissesPresenterAfterDismissal: true)
}

extension OracleState {
    /// The helper's node id for an `intermediate-helper` action presenting `node`.
    static func helperID(for node: String) -> String { node + "-helper" }

    /// Catalogue `intermediate-helper`: presents the helper from the action's source (LIFE-1 checks
    /// as usual); the helper presents the node from its `viewDidAppear`.
    ///
    /// Reading: (Reading LIFE-9.d) once per presentation of the helper: only the `viewDidAppear`
    /// that follows its `presentationTransitionDidEnd(true)` (`completePresentation`) makes that
    /// `present`; a later one of the same presentation (its view coming back, a cancelled
    /// dismissal) does not.
    ///
    /// Reading: (Reading LIFE-1.b) both are ordinary `present` calls with their own LIFE-1 checks; a refusal of the
    /// helper's (e.g. "already presented" for a node still in a layer) logs its warning in the
    /// action's step and leaves the helper presented, as the article's code would.
    mutating func presentThroughHelper(_ request: PresentAction) {
        let helper = Node(id: Self.helperID(for: request.node.id))
        let target = PresentAction(
            source: helper.id, node: request.node, style: .custom, animated: request.animated, controller: .halfContext,
            delegate: request.delegate)
        let helperRequest = PresentAction(source: request.source, node: helper, style: .overCurrentContext, animated: false)
        attemptPresent(helperRequest, hooks: PresentHooks(logsCompletion: false, presentsFromViewDidAppear: target))
    }
}

extension OracleState {
    /// The helper is declared once, by the first action that names it (`present` declares it before
    /// anything else, whatever becomes of the call); later actions present the same view controller
    /// again, which keeps the `preferredContentSize` it was given.
    mutating func declareHelper(_ id: String) {
        guard nodes[id]?.preferredSize == nil else { return }
        registerDeclaredSettings(of: Node(id: id))
        declareRoot(id)
    }
}
