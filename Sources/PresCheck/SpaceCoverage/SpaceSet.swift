/// A set of space-coverage items (`SpaceInventory.items`), as bits: cheap to merge per case, and
/// written on one line between processes (`wire`).
/// Serves every rule ID: space coverage.
package struct SpaceSet: Hashable, Sendable {
    private var words: [UInt64]

    package init() { words = Array(repeating: 0, count: (SpaceInventory.items.count + 63) / 64) }

    /// Adds `item`.
    mutating func insert(_ item: SpaceItem) {
        words[item.index / 64] |= 1 << UInt64(item.index % 64)
    }

    /// Adds the item named `item`; a name outside the inventory is a programming error.
    mutating func insert(_ item: String) { insert(SpaceItem(item)) }

    package mutating func formUnion(_ other: SpaceSet) {
        for offset in words.indices { words[offset] |= other.words[offset] }
    }

    /// Whether every item of this set is in `other`.
    package func isSubset(of other: SpaceSet) -> Bool {
        words.indices.allSatisfy { words[$0] & ~other.words[$0] == 0 }
    }

    package func contains(index: Int) -> Bool { words[index / 64] & (1 << UInt64(index % 64)) != 0 }

    /// The items in the set, in inventory order.
    package var items: [String] { SpaceInventory.items.indices.filter(contains(index:)).map { SpaceInventory.items[$0] } }

    package var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// The inventory's items not in the set, in inventory order.
    package var notReached: [String] { SpaceInventory.items.indices.filter { !contains(index: $0) }.map { SpaceInventory.items[$0] } }

    /// `412 of 420 items; not reached: …` (or `all reached`), as `prescheck fuzz` prints it.
    package var summary: String {
        let missing = notReached
        return "\(count) of \(SpaceInventory.items.count) items; " + (missing.isEmpty ? "all reached" : "not reached: " + missing.joined(separator: ", "))
    }

    /// One token: the words in hexadecimal, joined by dots.
    package var wire: String { DottedNumbers.token(words, radix: 16) }

    /// The set a `wire` token spells; nil for anything else.
    package init?(wire: Substring) {
        self.init()
        guard let parsed = DottedNumbers.parse(wire, radix: 16), parsed.count == words.count else { return nil }
        words = parsed
    }
}
