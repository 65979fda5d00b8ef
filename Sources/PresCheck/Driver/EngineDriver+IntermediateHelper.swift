import Foundation
import PresCheckCore
import PresentationEngine

/// Catalogue `intermediate-helper` on the engine: article 000's last workaround as one action
/// (CTX-1, CTX-3, LIFE-7, LIFE-9). The action's source presents the helper node `<node id>-helper`
/// (plain, no children) `.overCurrentContext`, unanimated; the helper presents the action's node
/// `.custom` with its `half-context` controller from its own `viewDidAppear`, animated as the action
/// says; that controller's `dismissalTransitionDidEnd(true)` dismisses the helper. All of it is the
/// engine's `PresentationHelper` and `HelperHalfContextPresentationController`; the driver only
/// records the helper's appearance callbacks, as for any node.
extension EngineDriver {
    /// Presents `target` through its helper, the node `helperID` (`PresentAction.helperID`, which
    /// scenario validation declares). The helper is made the first time and presented again by
    /// later actions. A node in a layer keeps its settings, as for any `present`.
    ///
    /// Reading: (Reading LIFE-3.a) the action's completion is the node's presentation's (logged
    /// after its `presentationTransitionDidEnd(true)` and `viewDidAppear`); the helper's own
    /// `present` passes none.
    /// Reading: (Reading LIFE-1.b) the helper's `present` and its `present` of the node are
    /// ordinary calls, each with its own LIFE-1 checks.
    func presentThroughHelper(_ present: PresentAction, target: ViewController, helperID: String, isFree: Bool,
                              from source: ViewController, completion: @escaping () -> Void) {
        let helper = self.helper(presenting: target, id: helperID)
        if isFree {
            // What the helper's own `present` of the node requests: `.custom`, `half-context`, the
            // action's adaptive delegate.
            let targetPresent = PresentAction(
                source: helperID, node: present.node, style: .custom, animated: present.animated,
                controller: .halfContext, delegate: present.delegate)
            target.modalPresentationStyle = .custom
            configureController(of: target, for: targetPresent, transitioningDelegate: helper)
        }
        helper.start(from: source, animated: present.animated, completion: completion)
    }

    /// The helper node for `target`: the one made by an earlier action, else a new one that records
    /// its appearance callbacks (LIFE-9) like every node.
    func helper(presenting target: ViewController, id: String) -> PresentationHelper {
        if let helper = viewControllers[id] as? PresentationHelper, helper.target === target { return helper }
        let helper = RecordingPresentationHelper(presenting: target, log: window.log)
        helper.title = id
        helper.view.accessibilityIdentifier = id
        recordSystemControllers(of: helper)
        // Under `uikit` ownership its presentation alone holds it (`DriverNodes`).
        viewControllers.hold(helper, as: id, strongly: false)
        return helper
    }
}
