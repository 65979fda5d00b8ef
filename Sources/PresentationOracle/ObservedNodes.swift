import Foundation
import PresCheckCore

/// Where a walk of the layers' trees (`OracleState.observeNodes(window:)`) puts the observation of
/// each node it meets, in order (CTX-5 links, TRAIT-2 frames, TRAIT-3 insets): a list of them
/// (`NodeList`), or a comparison with another run's list of the step (`NodeMatch`). The walk is
/// the same code for both.
protocol NodeSink {
    /// Takes the observation of the next node (made for the call, and moved where it is kept).
    mutating func take(_ observation: consuming NodeObservation)
    /// Takes again, for the next node, the observation taken at position `first` (a node listed twice).
    mutating func takeAgain(_ first: Int)
}

/// The observation's nodes, listed (`NodeSink`).
struct NodeList: NodeSink {
    private(set) var list: [NodeObservation] = []

    /// Room for `capacity` nodes, so that the list never grows.
    init(capacity: Int) { list.reserveCapacity(capacity) }

    mutating func take(_ observation: consuming NodeObservation) { list.append(observation) }

    mutating func takeAgain(_ first: Int) { list.append(list[first]) }
}

/// The observation's nodes compared, each as it is taken, with the element of `expected` (another
/// run's nodes of the step) at its position, where `expected` stores it: every stored field, as
/// the synthesized `==` compares them; none is listed (`NodeSink`).
struct NodeMatch: NodeSink {
    private let expected: [NodeObservation]
    /// How many nodes were taken.
    private var count = 0
    /// Whether some node taken differed from the element of `expected` at its position.
    private var differs = false

    init(expected: [NodeObservation]) { self.expected = expected }

    /// Whether every node taken matched and as many were taken as `expected` holds.
    var matchesAll: Bool { !differs && count == expected.count }

    mutating func take(_ observation: consuming NodeObservation) {
        if !differs {
            differs = count >= expected.count || expected[count].frame != observation.frame
                || expected[count].alpha != observation.alpha || expected[count].tint != observation.tint
                || expected[count].safeArea != observation.safeArea || expected[count].layoutFrame != observation.layoutFrame
                || expected[count].id != observation.id || expected[count].presented != observation.presented
                || expected[count].presenting != observation.presenting
        }
        count += 1
    }

    mutating func takeAgain(_ first: Int) {
        if !differs {
            // The node at `first` matched: the element of `expected` there is its observation.
            differs = count >= expected.count || expected[count].frame != expected[first].frame
                || expected[count].alpha != expected[first].alpha || expected[count].tint != expected[first].tint
                || expected[count].safeArea != expected[first].safeArea
                || expected[count].layoutFrame != expected[first].layoutFrame || expected[count].id != expected[first].id
                || expected[count].presented != expected[first].presented
                || expected[count].presenting != expected[first].presenting
        }
        count += 1
    }
}

/// Three tables by node key (`NodeTable`) for a walk of the layers' trees
/// (`OracleState.observeNodes(window:)`): the position of each node's first observation
/// (`firsts`), so that a node met again is found without reading the observations, the position
/// of its frontmost view in the window (`views`, as `WindowSnapshot.noteNodeViewPositions` writes
/// it), and the index of the presentation it presents (`presents`, as
/// `OracleState.presentation(presentedByKey:)` finds it); -1 for none.
struct ObservedNodes {
    /// How many nodes were observed.
    private var count = 0
    private let firsts: UnsafeMutableBufferPointer<Int>
    private let views: UnsafeMutableBufferPointer<Int>
    private let presents: UnsafeMutableBufferPointer<Int>

    init(firsts: UnsafeMutableBufferPointer<Int>, views: UnsafeMutableBufferPointer<Int>,
         presents: UnsafeMutableBufferPointer<Int>) {
        self.firsts = firsts
        self.views = views
        self.presents = presents
    }

    /// Notes that the next observation is of the node with `key`.
    mutating func note(_ key: Int) {
        if firsts[key] < 0 { firsts[key] = count }
        count += 1
    }

    /// The position of the first observation of the node with `key`.
    func firstIndex(of key: Int) -> Int? { firsts[key] < 0 ? nil : firsts[key] }

    /// The position in the window of the frontmost view of the node with `key`.
    func viewPosition(of key: Int) -> Int? { views[key] < 0 ? nil : views[key] }

    /// The index of the presentation the node with `key` presents (CTX-5).
    func presentation(presentedByKey key: Int) -> Int? { presents[key] < 0 ? nil : presents[key] }
}
