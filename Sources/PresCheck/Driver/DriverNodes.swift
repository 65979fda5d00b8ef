import PresCheckCore
import PresentationEngine

/// The driver's view controllers by node id, held as the scenario's `Ownership` says.
///
/// Under `driver` ownership every one is held strongly for the whole run. Under `uikit` only the
/// root tree and delegates' substitutes are (the window holds its root; the app keeps its delegates,
/// which keep their substitutes); presented trees and `intermediate-helper` helpers are looked up
/// through references that do not keep them, so a presented view controller lives exactly as long
/// as UIKit keeps it: its presentation holds it until its dismissal has ended and every callback of that end has run
/// (LIFE-7, LIFE-10), a helper holds the node it presents. One whose reference has gone is
/// *released*. Looked up only, never iterated (determinism).
///
/// Those references are the view controllers' handles (`ObjectHandle`), which read nil once the
/// view controller has gone, as a weak reference would, without giving it a side table: a weak
/// reference would slow every retain and release of the presented view controllers the engine
/// works with on every step.
struct DriverNodes {
    let ownership: Ownership
    private var strong: [String: ViewController] = [:]
    /// The view controllers held through their handles; nil for one declared but never made.
    private var unkept: [String: ObjectHandle<ViewController>?] = [:]

    /// Room for a scenario's nodes is made at once, so that recording them rarely grows a table.
    init(ownership: Ownership) {
        self.ownership = ownership
        strong.reserveCapacity(16)
        if ownership != .driver { unkept.reserveCapacity(16) }
    }

    /// The live view controller of `id`; nil for an id never made, and for a released one.
    subscript(id: String) -> ViewController? {
        strong[id] ?? unkept[id]??.object
    }

    /// Records the view controller of `id`: strongly when `strongly` or under `driver` ownership,
    /// else through its handle.
    mutating func hold(_ viewController: ViewController, as id: String, strongly: Bool) {
        if strongly || ownership == .driver {
            strong[id] = viewController
        } else {
            unkept[id] = .some(viewController.handle)
        }
    }

    /// Records that `id` was declared but could not be made, its view controller being gone
    /// already (an `intermediate-helper` helper whose node was released): it counts as released.
    mutating func recordReleased(_ id: String) {
        unkept[id] = .some(nil)
    }

    /// Reading: (Reading LIFE-7.a) whether `id` was made and has been released: its handle is all
    /// that named it, and it reads nil.
    func isReleased(_ id: String) -> Bool {
        guard strong[id] == nil, let entry = unkept[id] else { return false }
        return entry?.object == nil
    }
}
