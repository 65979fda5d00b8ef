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
final class DriverNodes {
    let ownership: Ownership
    /// One node's entry: its view controller held strongly, or through its handle (nil for one
    /// declared but never made).
    private enum Reference {
        case strong(ViewController)
        case unkept(ObjectHandle<ViewController>?)
    }

    /// One id's entry: the id, its `key` and its view controller's reference. A struct, not a
    /// tuple, so that destroying the list at a run's end goes through the entry's own destroy
    /// instead of the runtime's generic one for tuples, which reads each element's type.
    private struct Entry {
        let id: String
        let key: UInt64
        var reference: Reference
    }

    /// The entries in the order the ids were first recorded, each id with its `key`. A scenario
    /// names a handful of nodes, so a look-up compares keys along a list, which costs less than
    /// hashing an id, and compares ids only where the keys agree; ids are compared, never the
    /// order read out (determinism). Only read and assigned (`record` takes the list out and puts
    /// it back), so that accesses need no run-time exclusivity check.
    private var entries: [Entry] = []

    /// Whether every id recorded names one view controller only: an id recorded again (a tree
    /// that repeats an id, or a helper recorded released and then made) might name two live ones
    /// with the same title. Only read and assigned.
    private(set) var idsNameOneEach = true

    /// Room for a scenario's nodes is made at once, so that recording them rarely grows the list.
    init(ownership: Ownership) {
        self.ownership = ownership
        var list: [Entry] = []
        list.reserveCapacity(16)
        entries = list
    }

    /// An id's length and first seven bytes in one word: ids that differ in either have different
    /// keys, so a look-up compares an id only with those of the same key (most ids are a few bytes,
    /// and differ from each other in the key). Comparing two different strings calls into the
    /// runtime; comparing two words does not. The bytes are read where the string keeps them; a
    /// string that keeps none in one piece gets its length alone, and is compared with every id
    /// of that length.
    @inline(__always)
    private static func key(of id: String) -> UInt64 {
        let bytes = id.utf8.withContiguousStorageIfAvailable { bytes in
            var word: UInt64 = 0
            var index = 0
            let end = Swift.min(bytes.count, 7)
            while index < end {
                word |= UInt64(bytes[index]) << UInt64(8 * index)
                index += 1
            }
            return word
        }
        return UInt64(truncatingIfNeeded: id.utf8.count) << 56 | (bytes ?? 0)
    }

    /// The position of the entry of `id`, whose key is `key`, found by index along the list.
    private func index(of id: String, key: UInt64) -> Int? {
        let list = entries
        var index = 0
        while index < list.count {
            if list[index].key == key, list[index].id == id { return index }
            index += 1
        }
        return nil
    }

    private func index(of id: String) -> Int? {
        index(of: id, key: Self.key(of: id))
    }

    /// The live view controller of `id`; nil for an id never made, and for a released one.
    subscript(id: String) -> ViewController? {
        guard let index = index(of: id) else { return nil }
        switch entries[index].reference {
        case .strong(let viewController): return viewController
        case .unkept(let handle): return handle?.object
        }
    }

    /// Records the view controller of `id`: strongly when `strongly` or under `driver` ownership,
    /// else through its handle.
    func hold(_ viewController: ViewController, as id: String, strongly: Bool) {
        if strongly || ownership == .driver {
            record(.strong(viewController), as: id)
        } else {
            record(.unkept(viewController.handle), as: id)
        }
    }

    /// Records that `id` was declared but could not be made, its view controller being gone
    /// already (an `intermediate-helper` helper whose node was released): it counts as released.
    func recordReleased(_ id: String) {
        record(.unkept(nil), as: id)
    }

    /// A strong reference, once recorded, stays: an id is held strongly or through its handle.
    /// The reference is handed over and moved into the list, with no copy to make and destroy.
    private func record(_ reference: consuming Reference, as id: String) {
        let key = Self.key(of: id)
        let found = index(of: id, key: key)
        if let found {
            idsNameOneEach = false
            if case .strong = entries[found].reference, case .unkept = reference { return }
        }
        var list = entries
        entries = []
        if let found { list[found].reference = reference } else { list.append(Entry(id: id, key: key, reference: reference)) }
        entries = list
    }

    /// Reading: (Reading LIFE-7.a) whether `id` was made and has been released: its handle is all
    /// that named it, and it reads nil.
    func isReleased(_ id: String) -> Bool {
        guard let index = index(of: id), case .unkept(let handle) = entries[index].reference else { return false }
        return handle?.object == nil
    }

    /// What an id names, in one look-up: its live view controller (`subscript`), a released one
    /// (`isReleased`), or none made.
    enum Found {
        case live(ViewController)
        case released
        case neverMade
    }

    /// What `id` names: the subscript's answer and `isReleased`'s, asked once.
    func find(_ id: String) -> Found {
        guard let index = index(of: id) else { return .neverMade }
        switch entries[index].reference {
        case .strong(let viewController): return .live(viewController)
        case .unkept(let handle):
            guard let viewController = handle?.object else { return .released }
            return .live(viewController)
        }
    }
}
