import Synchronization

/// A count, shared by the process, of the changes to what an observation's view walk reads from
/// views (HIT-3, HIT-1, HIT-2, TINT-1, TRAIT-3): a view's frame, transform, alpha, hidden and
/// interaction flags, tint adjustment mode, subviews, owner and identifier, a view controller's
/// title and a window's geometry. Each such change counts one, whichever window it happens in.
///
/// A reader that saw the same count before and after some code knows that none of those changed
/// in between, in any window, so that what it read from the views then still holds: the driver
/// reuses its last walk of a window (`EngineDriver.observe`). Changes on other threads only move
/// the count, so that a reader reads again; the count never comes back to a value it had.
package enum ViewChanges {
    private static let count = Atomic<Int>(0)

    /// Counts one change.
    static func note() {
        count.wrappingAdd(1, ordering: .relaxed)
    }

    /// The number of changes counted so far.
    package static var current: Int {
        count.load(ordering: .relaxed)
    }
}
