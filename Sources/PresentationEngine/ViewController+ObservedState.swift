import Foundation
import PresCheckCore

/// What an observation's node list reads of one view controller (CTX-5, TRAIT-3, TINT-1, FRAME-2),
/// read in one call instead of one call for each property: every observation reads every view
/// controller of the window's trees. Its view is named by identity, so making and dropping one
/// retains and releases no view.
package struct ObservedViewControllerState {
    /// `title`.
    package let title: String?
    /// The identity of the loaded view; nil before the first access to `view` loads it.
    package let loadedView: ObjectIdentifier?
    /// `children.count`: a walk asks for the list only of a controller that has children.
    package let childCount: Int
}

extension ViewController {
    /// The view controller's `ObservedViewControllerState`; reading it loads no view.
    package var observedState: ObservedViewControllerState {
        // An `if`, not `Optional.map`: an unoptimised build makes the generic call for every read.
        let loaded: ObjectIdentifier?
        if let view = loadedViewIfAny { loaded = ObjectIdentifier(view) } else { loaded = nil }
        return ObservedViewControllerState(title: title, loadedView: loaded, childCount: children.count)
    }
}
