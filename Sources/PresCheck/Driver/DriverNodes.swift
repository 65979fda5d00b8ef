import PresCheckCore
import PresentationEngine

/// The driver's view controllers by node id, held as the scenario's `Ownership` says.
///
/// Under `driver` ownership every one is held strongly for the whole run. Under `uikit` only the
/// root tree and delegates' substitutes are (the window holds its root; the app keeps its delegates,
/// which keep their substitutes); presented trees and `intermediate-helper` helpers are looked up
/// through weak references, so a presented view controller lives exactly as long as UIKit keeps it:
/// its presentation holds it until its dismissal has ended and every callback of that end has run
/// (LIFE-7, LIFE-10), a helper holds the node it presents. One whose reference has gone is
/// *released*. Looked up only, never iterated (determinism).
struct DriverNodes {
    let ownership: Ownership
    private var strong: [String: ViewController] = [:]
    private var weak: [String: WeakViewController] = [:]

    init(ownership: Ownership) {
        self.ownership = ownership
    }

    /// The live view controller of `id`; nil for an id never made, and for a released one.
    subscript(id: String) -> ViewController? {
        strong[id] ?? weak[id]?.viewController
    }

    /// Records the view controller of `id`: strongly when `strongly` or under `driver` ownership,
    /// else weakly.
    mutating func hold(_ viewController: ViewController, as id: String, strongly: Bool) {
        if strongly || ownership == .driver {
            strong[id] = viewController
        } else {
            weak[id] = WeakViewController(viewController: viewController)
        }
    }

    /// Records that `id` was declared but could not be made, its view controller being gone
    /// already (an `intermediate-helper` helper whose node was released): it counts as released.
    mutating func recordReleased(_ id: String) {
        weak[id] = WeakViewController(viewController: nil)
    }

    /// Reading: (Reading LIFE-7.a) whether `id` was made and has been released: its weak reference
    /// is all that named it, and it is gone.
    func isReleased(_ id: String) -> Bool {
        strong[id] == nil && weak[id] != nil && weak[id]?.viewController == nil
    }
}

/// A weak reference to a view controller.
private struct WeakViewController {
    weak var viewController: ViewController?
}
