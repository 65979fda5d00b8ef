import PresCheckCore

/// Facts about one node or presentation of an observation, read in place: `Observation.node(_:)`
/// and `presentation(of:)` return a copy of the whole entry, and the generator and its space
/// coverage ask several such questions for every action they draw.
/// Serves every rule ID: how the generator reads the oracle's observation.
extension Observation {
    /// Whether node `id` is in a layer (CTX-5).
    func hasNode(_ id: String) -> Bool {
        // By index through the array's base address: an unoptimised build (every `swift test`)
        // spends far more on a generic `contains` and on copying each entry (which a buffer's
        // subscript does there, where a pointer's reads the one field) than on the comparisons.
        nodes.withUnsafeBufferPointer { buffer in
            guard let nodes = buffer.baseAddress else { return false }
            var index = 0
            while index < buffer.count, nodes[index].id != id { index += 1 }
            return index < buffer.count
        }
    }

    /// Whether node `id` is the presented node of a live presentation (LIFE-7): a layer's root above
    /// the window's root tree.
    func isPresented(_ id: String) -> Bool {
        presentations.withUnsafeBufferPointer { buffer in
            guard let presentations = buffer.baseAddress else { return false }
            var index = 0
            while index < buffer.count, presentations[index].presented != id { index += 1 }
            return index < buffer.count
        }
    }

    /// The frame of node `id`'s view, when the node is in a layer and its view in the window.
    func frame(of id: String) -> Rect? {
        nodes.withUnsafeBufferPointer { buffer in
            guard let nodes = buffer.baseAddress else { return nil }
            var index = 0
            while index < buffer.count, nodes[index].id != id { index += 1 }
            return index < buffer.count ? nodes[index].frame : nil
        }
    }

    /// The effective tint adjustment mode of node `id`'s view, when the node is in a layer and its
    /// view in the window (TINT-1).
    func tint(of id: String) -> TintAdjustmentMode? {
        nodes.withUnsafeBufferPointer { buffer in
            guard let nodes = buffer.baseAddress else { return nil }
            var index = 0
            while index < buffer.count, nodes[index].id != id { index += 1 }
            return index < buffer.count ? nodes[index].tint : nil
        }
    }

    /// The requested style of the live presentation whose presented node is `id`.
    func presentedStyle(of id: String) -> PresentationStyle? {
        guard let position = presentations.firstIndex(where: { $0.presented == id }) else { return nil }
        return presentations[position].style
    }

    /// Whether a presentation holds its presenter's view dimmed (TINT-1), by index loops through
    /// buffers.
    var hasDimmedPresenter: Bool {
        presentations.withUnsafeBufferPointer { presentationBuffer in
            nodes.withUnsafeBufferPointer { nodeBuffer in
                guard let presentations = presentationBuffer.baseAddress, let nodes = nodeBuffer.baseAddress else { return false }
                var index = 0
                while index < presentationBuffer.count {
                    var node = 0
                    while node < nodeBuffer.count, nodes[node].id != presentations[index].presenter { node += 1 }
                    if node < nodeBuffer.count, nodes[node].tint == .dimmed { return true }
                    index += 1
                }
                return false
            }
        }
    }
}

extension [String] {
    /// Whether the list holds `id`: `contains(_:)` by an index loop through a buffer (an
    /// unoptimised build, which every `swift test` runs, spends far more on the generic one), for
    /// the id lists the generator and its space coverage ask about every action.
    func holds(_ id: String) -> Bool {
        withUnsafeBufferPointer { ids in
            var index = 0
            while index < ids.count, ids[index] != id { index += 1 }
            return index < ids.count
        }
    }
}

extension Node {
    /// Appends the ids of this node's tree, in preorder, to `ids`: `ids += preorderIDs` without
    /// the list in between.
    func appendPreorderIDs(to ids: inout [String]) {
        ids.append(id)
        children.withUnsafeBufferPointer { Self.appendPreorderIDs(of: $0, to: &ids) }
    }

    /// Appends the ids of the trees of `nodes`, each in preorder, to `ids`, reading each node's id
    /// and children in place (a child passed on as an argument would be copied whole first).
    private static func appendPreorderIDs(of nodes: UnsafeBufferPointer<Node>, to ids: inout [String]) {
        var index = 0
        while index < nodes.count {
            ids.append(nodes[index].id)
            nodes[index].children.withUnsafeBufferPointer { appendPreorderIDs(of: $0, to: &ids) }
            index += 1
        }
    }
}
