import Foundation
import PresCheckCore

/// The keys (`NodeTable`) a presentation's views and observed nodes are found by, fixed at
/// acceptance (LIFE-7): the presented node's, the presenter's, and those of the presented tree and
/// of the delegate's ADAPT-6 substitute tree, each in preorder (empty without a substitute).
struct PresentationKeys: Sendable {
    var presenter: Int
    var tree: [Int]
    var substitute: [Int]

    /// The presented node's key, the presented tree's root.
    var presented: Int { tree[0] }
}
