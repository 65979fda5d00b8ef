import Foundation
import PresCheckCore

/// Node identities inside one run: every node id the oracle's state meets gets a small integer
/// key, in the order it is first met, and the node's settings (`NodeSettings`) are stored by that
/// key. An id is looked up where it enters the state (a declared tree, an accepted presentation,
/// an action naming a node); the window and the observation then find node views, containers and
/// observed nodes by key (`WindowSnapshot`, `OracleState.observe`), and node ids are strings
/// again only in what they report (CTX-5, TRAIT-2, HIT-3, TINT-1).
///
/// The ids are found through an open-addressing table of their own (`slots`), hashed by a short
/// fixed function of their UTF-8 bytes: node ids are a few characters long, and a table that
/// only ever answers look-ups needs no seeded hashing. Only ever looked up, never iterated
/// (determinism): keys follow the order ids are met, whatever the table's layout.
struct NodeTable: Sendable {
    /// Each id with its node's settings and what the state keeps of it by key, by key: one list,
    /// so that a key's id, settings, declared tree and release are stored together and a run
    /// allocates one list for them all.
    private var entries: [Entry] = []
    /// The table: each slot holds a key plus one, or 0 when empty; its length is a power of two
    /// at least twice the number of ids, so that a probe soon meets an empty slot.
    private var slots: [Int]
    /// A node id and its settings; a node whose settings were never written reads
    /// `NodeSettings()` (every field nil). `declaredTree` is one plus the position, in the
    /// state's list of declared trees, of the presented tree declared with this node as its root
    /// (0: none); `isReleased` says whether the node is released under `uikit` ownership (LIFE-7).
    private struct Entry: Sendable {
        var id: String
        var settings = NodeSettings()
        var declaredTree = 0
        var isReleased = false
    }

    /// Room for `capacity` ids, so that the table never grows (and places every id again) in a run.
    init(capacity: Int) {
        var length = 8
        while length < 2 * capacity { length *= 2 }
        slots = Self.emptySlots(length)
        entries.reserveCapacity(capacity)
    }

    /// How many ids have a key: keys run from 0 to `count - 1`.
    var count: Int { entries.count }

    /// The key of `id`, nil while the state has never met it.
    func key(of id: String) -> Int? { find(id).key }

    /// The key of `id`, given to it now if it has none.
    mutating func intern(_ id: String) -> Int { internNoting(id).key }

    /// The key of `id`, given to it now if it has none, and whether it was given now (the state
    /// had never met `id`), so that a caller asks both with one look-up.
    mutating func internNoting(_ id: String) -> (key: Int, isNew: Bool) {
        // One look-up of the id: its slot is found, and filled with the next key if empty.
        let (slot, found) = find(id)
        if let found { return (found, false) }
        let key = entries.count
        entries.append(Entry(id: id))
        slots[slot] = key + 1
        if 2 * entries.count > slots.count { grow() }
        return (key, true)
    }

    /// The slot that holds `id`'s key, with the key, or the empty slot where its key would go.
    private func find(_ id: String) -> (slot: Int, key: Int?) {
        let mask = slots.count - 1
        var slot = Self.hash(id) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (slot, nil) }
            if entries[entry - 1].id == id { return (slot, entry - 1) }
            slot = (slot + 1) & mask
        }
    }

    /// Doubles the table and places every id again, in key order.
    private mutating func grow() {
        slots = Self.emptySlots(2 * slots.count)
        let mask = slots.count - 1
        for key in 0..<entries.count {
            var slot = Self.hash(entries[key].id) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = key + 1
        }
    }

    /// `length` empty slots. A list of one repeated value is made through code shared by every
    /// element type (a look-up of the type per call, once per run here); appending the values one
    /// at a time would cost far more in an unoptimised build, which every `swift test` runs.
    private static func emptySlots(_ length: Int) -> [Int] {
        Array(repeating: 0, count: length)
    }

    /// FNV-1a over the id's UTF-8 bytes, its high half folded into the low one (the table reads
    /// the low bits).
    private static func hash(_ id: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        if let folded = id.utf8.withContiguousStorageIfAvailable({ bytes -> UInt64 in
            var hash = hash
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }) {
            hash = folded
        } else {
            for byte in id.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// The keys of `tree`'s nodes in preorder (`Node.preorder`), each given now if it has none.
    mutating func intern(tree: Node) -> [Int] {
        var keys: [Int] = []
        keys.reserveCapacity(8)
        intern(tree.id, children: tree.children, into: &keys)
        return keys
    }

    private mutating func intern(_ id: String, children: [Node], into keys: inout [Int]) {
        keys.append(intern(id))
        for position in 0..<children.count {
            intern(children[position].id, children: children[position].children, into: &keys)
        }
    }

    /// Node `id`'s settings as last written; nil when the state has never met it.
    subscript(id: String) -> NodeSettings? { key(of: id).map { entries[$0].settings } }

    /// The id of the node with `key`.
    func id(ofKey key: Int) -> String { entries[key].id }

    /// The settings of the node with `key`.
    subscript(key key: Int) -> NodeSettings {
        get { entries[key].settings }
        set { entries[key].settings = newValue }
    }

    /// One plus the position, in the state's list of declared trees, of the presented tree
    /// declared with the node with `key` as its root; 0 when none was.
    func declaredTreePosition(ofKey key: Int) -> Int { entries[key].declaredTree }

    /// Records that the presented tree declared with the node with `key` as its root is at
    /// `position` minus one in the state's list of declared trees.
    mutating func setDeclaredTreePosition(_ position: Int, ofKey key: Int) { entries[key].declaredTree = position }

    /// LIFE-7: under `uikit` ownership, whether the node with `key` is released.
    func isReleased(key: Int) -> Bool { entries[key].isReleased }

    /// LIFE-7: under `uikit` ownership, releases the node with `key`.
    mutating func release(key: Int) { entries[key].isReleased = true }
}
