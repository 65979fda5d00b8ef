import PresCheckCore

/// The child positions that lead from a tree's root down to one of its nodes, parent first
/// (`OracleState.NodePlace`). Up to four positions below 32,768 are packed into one word, with
/// their count; a longer path, or a larger position, is kept in a list instead. Generated trees
/// are at most four levels deep, so finding a node (`OracleState.place(ofKey:)`), which many CTX,
/// LIFE and FRAME questions of a step begin with, allocates nothing, and a found place stays a
/// word and a list reference.
struct NodePath: Sequence, Sendable {
    /// The low 4 bits: the count while the positions are packed; then 15 bits per position.
    private var packed: UInt64 = 0
    /// Every position, once one of them does not fit in `packed`; empty until then.
    private var spilled: [Int] = []

    private static let packedCapacity = 4
    private static let positionBits: UInt64 = 15

    /// How many positions the path holds.
    var count: Int { spilled.isEmpty ? Int(packed & 0xF) : spilled.count }

    /// Appends the position of the next child down.
    mutating func append(_ position: Int) {
        if spilled.isEmpty {
            let count = Int(packed & 0xF)
            if count < Self.packedCapacity, position >= 0, position < 1 << Self.positionBits {
                packed |= UInt64(position) << (4 + Self.positionBits * UInt64(count))
                packed = (packed & ~0xF) | UInt64(count + 1)
                return
            }
            // The packed positions are read before the list takes over.
            var all: [Int] = []
            all.reserveCapacity(count + 4)
            for level in 0..<count { all.append(self[level]) }
            all.append(position)
            spilled = all
            return
        }
        spilled.append(position)
    }

    /// The position at `level` (0: among the root's children), below `count`.
    subscript(level: Int) -> Int {
        guard spilled.isEmpty else { return spilled[level] }
        return Int((packed >> (4 + Self.positionBits * UInt64(level))) & (1 << Self.positionBits - 1))
    }

    func makeIterator() -> Iterator { Iterator(path: self) }

    /// The positions in order, root's child first.
    struct Iterator: IteratorProtocol {
        let path: NodePath
        var level = 0

        mutating func next() -> Int? {
            guard level < path.count else { return nil }
            defer { level += 1 }
            return path[level]
        }
    }
}
