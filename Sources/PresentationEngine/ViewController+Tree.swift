import Foundation

/// Walks down a view controller's tree of children (TRAIT-1).
extension ViewController {
    /// Walks this controller's tree, parents before children.
    func forEachInTree(_ body: (ViewController) -> Void) {
        body(self)
        for child in children { child.forEachInTree(body) }
    }

    /// TRAIT-1: `viewWillTransition(to:with:)` for this controller with `size`, then for each child
    /// (parents first) with the size this controller gives it.
    func tellTreeWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        viewWillTransition(to: size, with: coordinator)
        for child in children {
            child.tellTreeWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }
}
