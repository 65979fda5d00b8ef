import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing
@testable import PresentationOracle

/// The child positions down to a node (`NodePath`), packed while short and listed once long, and
/// the CTX-1 walk down a tree deeper than the packed positions reach.
@Suite("Node paths inside the oracle's state")
struct NodePathTests {
    @Test("a path reads back the positions appended, packed or listed", arguments: [
        [Int](), [0], [2, 0, 1], [3, 1, 4, 1], [3, 1, 4, 1, 5, 9, 2], [0, 40_000], [32_767, 0, 32_768, 7],
    ])
    func readsBack(positions: [Int]) {
        var path = NodePath()
        for position in positions { path.append(position) }
        #expect(path.count == positions.count)
        #expect((0..<path.count).map { path[$0] } == positions)
        #expect(Array(path) == positions)
    }

    /// CTX-1 from a node six levels down finds the ancestor five levels down that defines the
    /// context, and CTX-5 links reach the deepest node.
    @Test func deepContextWalk() {
        var deepest = Node(id: "D6")
        for level in (1...5).reversed() {
            var node = Node(id: "D\(level)", children: [Node(id: "E\(level)"), deepest])
            if level == 5 { node.definesPresentationContext = true }
            deepest = node
        }
        let root = Node(id: "R", children: [Node(id: "A"), deepest])
        let observation = Fixture.last(Fixture.scenario(root: root, [Fixture.present("P", from: "D6", .overCurrentContext)]))
        #expect(observation.presentation(of: "P")?.presenter == "D5")
        #expect(observation.node("D6")?.presented == "P")
        #expect(observation.node("D1")?.presented == nil)
    }
}
