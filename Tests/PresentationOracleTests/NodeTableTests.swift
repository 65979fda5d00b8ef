import Foundation
import PresCheckCore
import Testing
@testable import PresentationOracle

/// The oracle's node keys (`NodeTable`): an id keeps the key it first got, a tree's keys come in
/// preorder, and what the state finds by key is what it finds by id (CTX-5, TRAIT-2).
@Suite("Node keys inside the oracle's state")
struct NodeTableTests {
    @Test("an id keeps its first key; a tree's keys are its nodes' in preorder")
    func keysAreStable() {
        var table = NodeTable(capacity: 4)
        let tree = Node(id: "A", children: [Node(id: "B", children: [Node(id: "C")]), Node(id: "D")])
        #expect(table.intern("B") == 0)
        #expect(table.intern(tree: tree) == [1, 0, 2, 3])
        #expect(table.key(of: "D") == 3)
        #expect(table.key(of: "E") == nil)
        #expect(table.count == 4)
    }

    @Test("a table given room for fewer ids than it meets grows and keeps every key")
    func growsPastItsRoom() {
        var table = NodeTable(capacity: 1)
        let ids = (0..<200).map { "n\($0)" } + ["", "é", "a long node identifier past fifteen bytes"]
        for (key, id) in ids.enumerated() { #expect(table.intern(id) == key) }
        for (key, id) in ids.enumerated() {
            #expect(table.key(of: id) == key)
            #expect(table.intern(id) == key)
        }
        #expect(table.key(of: "n200") == nil)
        #expect(table.count == ids.count)
    }

    @Test("settings are read by id or by key; a node never written reads the defaults")
    func settingsByKey() {
        var table = NodeTable(capacity: 2)
        let key = table.intern("A")
        #expect(table["A"]?.preferredSize == nil)
        table[key: key].preferredSize = CGSize(width: 3, height: 4)
        #expect(table["A"]?.preferredSize == CGSize(width: 3, height: 4))
        #expect(table["B"] == nil)
    }

    @Test("a node is placed by key where a search by id would place it, in every layer")
    func placesByKey() throws {
        let presented = Node(id: "P", children: [
            Node(id: "P1", children: [Node(id: "P2")]), Node(id: "P3", children: [Node(id: "P4")]),
        ])
        let scenario = Fixture.scenario([Fixture.present("P", from: "C", .fullScreen, node: presented)])
        var state = OracleState(scenario: scenario, geometry: try #require(scenario.initialGeometry))
        state.perform(scenario.actions[0])
        for id in ["R", "T", "B", "C"] {
            let place = try #require(state.place(of: id))
            guard case .root = place.tree else { Issue.record("\(id) is not in layer 0"); continue }
            #expect(Array(place.path) == Self.path(to: id, in: scenario.root), "\(id)")
        }
        for id in ["P", "P1", "P2", "P3", "P4"] {
            let place = try #require(state.place(of: id))
            guard case .presented(0) = place.tree else { Issue.record("\(id) is not in P's layer"); continue }
            #expect(Array(place.path) == Self.path(to: id, in: presented), "\(id)")
            #expect(state.isInLayer(id))
        }
        #expect(state.place(of: "nowhere") == nil)
        #expect(!state.isInLayer("nowhere"))
    }

    /// The child positions from `tree` to node `id`, found by comparing ids.
    static func path(to id: String, in tree: Node) -> [Int]? {
        if tree.id == id { return [] }
        for (position, child) in tree.children.enumerated() {
            if let rest = path(to: id, in: child) { return [position] + rest }
        }
        return nil
    }
}
