import PresCheckCore
import PresentationEngine

extension EngineDriver {
    /// Reading: (Reading LIFE-7.a) under `uikit` ownership, an action naming a released node (one
    /// whose view controller no longer exists) is skipped: the driver logs the warning `released`
    /// instead of calling anything. Returns whether it was.
    func skipsReleased(_ action: Action) -> Bool {
        guard ownership == .uikit, namesReleasedNode(action) else { return false }
        window.log.append(.warning(Warning.released))
        return true
    }

    /// `skipsReleased(_:)` for a present action, which is not wrapped in an action again to ask,
    /// told whether its source and node are released (looked up by the caller, which needs them).
    func skipsReleased(_ present: PresentAction, sourceIsReleased: Bool, nodeIsReleased: Bool) -> Bool {
        guard ownership == .uikit,
              namesReleasedNode(present, sourceIsReleased: sourceIsReleased, nodeIsReleased: nodeIsReleased) else { return false }
        window.log.append(.warning(Warning.released))
        return true
    }

    /// Whether one of the nodes `action` names (`Action.namedNodes`) is released (LIFE-7), each
    /// asked in turn without making the list of their ids.
    func namesReleasedNode(_ action: Action) -> Bool {
        switch action {
        case .present(let present):
            return namesReleasedNode(present, sourceIsReleased: viewControllers.isReleased(present.source),
                                     nodeIsReleased: viewControllers.isReleased(present.node.id))
        case .dismiss(let node, _), .beginInteractiveDismissal(let node), .selectDetent(let node, _),
             .setDetents(let node, _), .setPreferredContentSize(let node, _), .setTintAdjustmentMode(let node, _),
             .setModalInPresentation(let node, _):
            return viewControllers.isReleased(node)
        case .updateInteractiveDismissal, .finishInteractiveDismissal, .cancelInteractiveDismissal, .advance, .rotate,
             .resize, .tap, .pan, .swipe:
            return false
        }
    }

    /// `namesReleasedNode(_:)` for a present action (LIFE-7): its source, node, helper, popover
    /// source view and passthrough views, as `Action.namedNodes` lists them; whether the source
    /// and node are released is given.
    func namesReleasedNode(_ present: PresentAction, sourceIsReleased: Bool, nodeIsReleased: Bool) -> Bool {
        if sourceIsReleased || nodeIsReleased { return true }
        if let helper = present.helperID, viewControllers.isReleased(helper) { return true }
        guard let popover = present.popover else { return false }
        if let view = popover.sourceView, viewControllers.isReleased(view) { return true }
        guard let passthrough = popover.passthrough else { return false }
        var index = 0
        while index < passthrough.count {
            if viewControllers.isReleased(passthrough[index]) { return true }
            index += 1
        }
        return false
    }
}
