import PresCheckCore

/// The detents each presented node's sheet was last given (DETENT-4, DETENT-1): a short list keyed
/// by node id, looked up in order. A scenario gives a handful at most, so a list costs less than a
/// dictionary, which allocates and hashes for the first present of every case. An empty list is
/// kept as no entry (its readers take none as empty), so that the presents without sheet settings,
/// most of them, store nothing.
/// Serves DETENT-1..4 and SHEET-1 (which sheets have detents to drag between or select).
struct SheetDetents {
    private var nodes: [String] = []
    private var detents: [[Detent]] = []

    /// The detents node `node`'s sheet was last given; nil when it was given none or an empty list.
    subscript(node: String) -> [Detent]? {
        get {
            var index = 0
            while index < nodes.count {
                if nodes[index] == node { return detents[index] }
                index += 1
            }
            return nil
        }
        set {
            var index = 0
            while index < nodes.count, nodes[index] != node { index += 1 }
            if let newValue, !newValue.isEmpty {
                if index < nodes.count {
                    detents[index] = newValue
                } else {
                    nodes.append(node)
                    detents.append(newValue)
                }
            } else if index < nodes.count {
                nodes.remove(at: index)
                detents.remove(at: index)
            }
        }
    }
}
