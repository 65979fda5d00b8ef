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

    /// Called by the initialisers of the tracked classes (and of the checker's driver).
    package static func record(_ object: AnyObject) {
        guard live.load(ordering: .acquiring) > 0, let tracker = current else { return }
        tracker.entries.append(Entry(kind: String(describing: type(of: object)), object: object))
    }
}
