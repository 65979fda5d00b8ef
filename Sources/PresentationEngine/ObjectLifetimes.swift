import Foundation
import Synchronization

/// A record of every engine object made while it is current: each view, view controller,
/// presentation controller, window and gesture recognizer, held weakly, with its class. It keeps
/// nothing alive; once the objects' owners are gone, `survivors` is empty unless something still
/// holds one (a reference cycle, a leak).
///
/// It is how tests prove that a run frees everything it built, whatever the timing: make a
/// tracker current with `ObjectLifetimes.$current.withValue(tracker) { … }`, run, drop the run's
/// owners, then read `survivors`. Outside such a scope nothing is recorded.
package final class ObjectLifetimes: @unchecked Sendable {
    /// One tracked object: its class name and a weak reference.
    package struct Entry {
        package let kind: String
        package weak var object: AnyObject?
    }

    /// The tracker objects register with when they are made; nil (the default) records nothing.
    @TaskLocal package static var current: ObjectLifetimes?

    package private(set) var entries: [Entry] = []

    /// How many trackers exist in the process. A tracker can only be current while it exists
    /// (the task-local value keeps it), so while there is none, and outside the tests there never
    /// is, an object made records nothing without reading the task-local value, which costs more
    /// than a load of this atomic count (no lock to take).
    private static let live = Atomic<Int>(0)

    package init() { Self.live.wrappingAdd(1, ordering: .releasing) }

    deinit { Self.live.wrappingAdd(-1, ordering: .releasing) }

    /// The objects made in scope that are still alive, in the order they were made.
    package var survivors: [Entry] { entries.filter { $0.object != nil } }

    /// Called by the initialisers of the tracked classes (and of the checker's driver). Only the
    /// load of the count is here, small enough to inline into each initialiser, and the object is
    /// made an `AnyObject` only past it, so that an object made with no tracker, nearly every one,
    /// is not retained to be handed to a call.
    package static func record<Object: AnyObject>(_ object: Object) {
        guard live.load(ordering: .acquiring) > 0 else { return }
        recordInCurrent(object)
    }

    /// Records `object` with the current tracker, if there is one.
    private static func recordInCurrent(_ object: AnyObject) {
        guard let tracker = current else { return }
        tracker.entries.append(Entry(kind: String(describing: type(of: object)), object: object))
    }
}
