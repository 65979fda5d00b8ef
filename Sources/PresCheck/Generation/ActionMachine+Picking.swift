import PresCheckCore

/// Which layers and nodes the state machine reads off the oracle's observation, and how it picks
/// a node to act on: the front-most layer in the window, the nodes whose view is in the window,
/// the live presented nodes.
/// Serves CTX-1..5 and LIFE-1 (the node a present starts from, in the window or not) and LIFE-2
/// (the presented node a dismissal names).
extension ActionMachine {
    /// The ids of the nodes whose view is in the window, in observation order.
    var inWindowIds: [String] { state.nodes.compactMap { $0.isInWindow ? $0.id : nil } }

    /// Live presentations in the presented phase, in acceptance order.
    var presentedPresentations: [PresentationObservation] { state.presentations.filter { $0.phase == .presented } }

    /// The positions in `state.nodes` of the front-most layer that has a view in the window, layer
    /// root first (a layer begins at the first node and at every presented one); empty when none has.
    /// (Read through buffers: an unoptimised build, which every `swift test` runs, copies a whole
    /// entry for each field read through an array, and most generated actions ask this.)
    var topLayer: Range<Int> {
        state.nodes.withUnsafeBufferPointer { nodeBuffer in
            state.presentations.withUnsafeBufferPointer { presentationBuffer in
                // Through the base addresses, whose subscript reads one field (a buffer's copies the
                // whole entry in an unoptimised build).
                guard let nodes = nodeBuffer.baseAddress else { return 0..<0 }
                let presentations = presentationBuffer.baseAddress
                func isPresented(_ id: String) -> Bool {
                    var index = 0
                    while index < presentationBuffer.count, presentations![index].presented != id { index += 1 }
                    return index < presentationBuffer.count
                }
                var top: Range<Int> = 0..<0
                var start = 0
                var startIsInWindow = false
                var offset = 0
                while offset < nodeBuffer.count {
                    if offset > 0, isPresented(nodes[offset].id) {
                        if startIsInWindow { top = start..<offset }
                        (start, startIsInWindow) = (offset, false)
                    }
                    if nodes[offset].isInWindow { startIsInWindow = true }
                    offset += 1
                }
                if startIsInWindow { top = start..<nodeBuffer.count }
                return top
            }
        }
    }

    /// The ids of the nodes at `positions` in `state.nodes` whose view is in the window, in order.
    func inWindowIds(at positions: Range<Int>) -> [String] {
        state.nodes[positions].compactMap { $0.isInWindow ? $0.id : nil }
    }

    /// A presented node in the presented phase, the front-most first; the root when there is none.
    func pickPresented() -> String {
        let candidates = presentedPresentations.reversed().map(\.presented)
        return candidates.isEmpty ? state.nodes.first?.id ?? "R" : source.pick(Array(candidates))
    }

    /// A node whose view is in the window, the front-most layer's first (most likely accepted).
    func pickInWindow() -> String {
        let top = topLayer
        let topCount = inWindowCount(at: top)
        if topCount > 0, !source.chance(1, in: 4) { return inWindowId(source.index(topCount), at: top) }
        let allCount = inWindowCount(at: state.nodes.indices)
        return allCount == 0 ? "R" : inWindowId(source.index(allCount), at: state.nodes.indices)
    }

    /// How many nodes at `positions` in `state.nodes` have their view in the window (read through
    /// a buffer, as `topLayer` explains).
    func inWindowCount(at positions: Range<Int>) -> Int {
        state.nodes.withUnsafeBufferPointer { buffer in
            guard let nodes = buffer.baseAddress else { return 0 }
            var count = 0
            var position = positions.lowerBound
            while position < positions.upperBound {
                if nodes[position].isInWindow { count += 1 }
                position += 1
            }
            return count
        }
    }

    /// The id of the `n`-th node (from 0) at `positions` in `state.nodes` whose view is in the
    /// window: `inWindowIds(at: positions)[n]`, without building the list.
    func inWindowId(_ n: Int, at positions: Range<Int>) -> String {
        state.nodes.withUnsafeBufferPointer { buffer in
            guard let nodes = buffer.baseAddress else { preconditionFailure("no nodes") }
            var left = n
            var position = positions.lowerBound
            while position < positions.upperBound {
                if nodes[position].isInWindow {
                    if left == 0 { return nodes[position].id }
                    left -= 1
                }
                position += 1
            }
            preconditionFailure("fewer than \(n + 1) nodes in the window")
        }
    }
}
