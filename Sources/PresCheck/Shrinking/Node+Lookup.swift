import PresCheckCore

extension Node {
    /// The depth of the node `id` in this tree (0 for this node), or nil if it is not in it.
    func depth(of id: String) -> Int? {
        if self.id == id { return 0 }
        for child in children {
            if let depth = child.depth(of: id) { return depth + 1 }
        }
        return nil
    }

    /// The id of the parent of the node `id` in this tree, or nil if it is this node or not in it.
    func parentID(of id: String) -> String? {
        for child in children {
            if child.id == id { return self.id }
            if let parent = child.parentID(of: id) { return parent }
        }
        return nil
    }
}
