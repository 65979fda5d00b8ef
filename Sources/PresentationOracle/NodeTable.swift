import Foundation
import PresCheckCore

/// Node identities inside one run: every node id the oracle's state meets gets a small integer
/// key, in the order it is first met, and the node's settings (`NodeSettings`) are stored by that
/// key. An id is hashed where it enters the state (a declared tree, an accepted presentation, an
/// action naming a node); the window and the observation then find node views, containers and
/// observed nodes by key (`WindowSnapshot`, `OracleState.observe`), and node ids are strings
/// again only in what they report (CTX-5, TRAIT-2, HIT-3, TINT-1). Only ever looked up, never
/// iterated (determinism).
struct NodeTable: Sendable {
    private var keys: [String: Int] = [:]
    /// By key. A node whose settings were never written reads `NodeSettings()` (every field nil).
    private(set) var settings: [NodeSettings] = []

    /// Room for `capacity` ids, so that the table never grows (and hashes every id again) in a run.
    init(capacity: Int) {
        keys.reserveCapacity(capacity)
        settings.reserveCapacity(capacity)
    }

    /// How many ids have a key: keys run from 0 to `count - 1`.
    var count: Int { settings.count }

    /// The key of `id`, nil while the state has never met it.
    func key(of id: String) -> Int? { keys[id] }

    /// The key of `id`, given to it now if it has none.
    mutating func intern(_ id: String) -> Int {
        // One look-up of the id: its slot is found, and filled with the next key if empty.
        let next = settings.count
        let key = Self.read(&keys[id, default: next])
        if key == next { settings.append(NodeSettings()) }
        return key
    }

    /// The value in `slot`, reached through the table's slot for an id (which the access fills).
    private static func read(_ slot: inout Int) -> Int { slot }

    /// The keys of `tree`'s nodes in preorder (`Node.preorder`), each given now if it has none.
    mutating func intern(tree: Node) -> [Int] {
        var keys: [Int] = []
        keys.reserveCapacity(8)
        intern(tree.id, children: tree.children, into: &keys)
        return keys
    }

    private mutating func intern(_ id: String, children: [Node], into keys: inout [Int]) {
        keys.append(intern(id))
        for position in children.indices {
            intern(children[position].id, children: children[position].children, into: &keys)
        }
    }

    /// Node `id`'s settings as last written; nil when the state has never met it.
    subscript(id: String) -> NodeSettings? { keys[id].map { settings[$0] } }

    /// The settings of the node with `key`.
    subscript(key key: Int) -> NodeSettings {
        get { settings[key] }
        set { settings[key] = newValue }
    }
}
