/// A set of space-coverage items (`SpaceInventory.items`), as bits: cheap to merge per case, and
/// written on one line between processes (`wire`).
/// Serves every rule ID: space coverage.
package struct SpaceSet: Hashable, Sendable {
    /// The set's bits, item `index` at bit `index % 64` of word `index / 64`: a few words held in
    /// the value itself rather than in an array, so that recording an item (many a generated case)
    /// sets a bit without an array's uniqueness check. The inventory fits in `capacity` words.
    private var word0: UInt64 = 0
    private var word1: UInt64 = 0
    private var word2: UInt64 = 0
    private var word3: UInt64 = 0
    /// How many words the set holds room for.
    private static let capacity = 4
    /// How many words the inventory takes: what `wire` writes and reads.
    private static let wordCount: Int = {
        let count = (SpaceInventory.items.count + 63) / 64
        precondition(count <= capacity, "the space inventory outgrew SpaceSet's words")
        return count
    }()

    package init() {}

    /// Word `offset` (below `capacity`).
    private func word(_ offset: Int) -> UInt64 {
        switch offset {
        case 0: word0
        case 1: word1
        case 2: word2
        default: word3
        }
    }

    /// Sets word `offset` (below `capacity`) to itself or'd with `bits`.
    private mutating func set(_ bits: UInt64, inWord offset: Int) {
        switch offset {
        case 0: word0 |= bits
        case 1: word1 |= bits
        case 2: word2 |= bits
        default: word3 |= bits
        }
    }

    /// Adds `item`.
    mutating func insert(_ item: SpaceItem) {
        set(1 << UInt64(item.index & 63), inWord: item.index >> 6)
    }

    /// Adds the item named `item`; a name outside the inventory is a programming error.
    mutating func insert(_ item: String) { insert(SpaceItem(item)) }

    package mutating func formUnion(_ other: SpaceSet) {
        word0 |= other.word0
        word1 |= other.word1
        word2 |= other.word2
        word3 |= other.word3
    }

    /// Whether every item of this set is in `other`.
    package func isSubset(of other: SpaceSet) -> Bool {
        word0 & ~other.word0 | word1 & ~other.word1 | word2 & ~other.word2 | word3 & ~other.word3 == 0
    }

    package func contains(index: Int) -> Bool { word(index / 64) & (1 << UInt64(index % 64)) != 0 }

    /// The items in the set, in inventory order.
    package var items: [String] { SpaceInventory.items.indices.filter(contains(index:)).map { SpaceInventory.items[$0] } }

    package var count: Int {
        word0.nonzeroBitCount + word1.nonzeroBitCount + word2.nonzeroBitCount + word3.nonzeroBitCount
    }

    /// The inventory's items not in the set, in inventory order.
    package var notReached: [String] { SpaceInventory.items.indices.filter { !contains(index: $0) }.map { SpaceInventory.items[$0] } }

    /// `412 of 420 items; not reached: …` (or `all reached`), as `prescheck fuzz` prints it.
    package var summary: String {
        let missing = notReached
        return "\(count) of \(SpaceInventory.items.count) items; " + (missing.isEmpty ? "all reached" : "not reached: " + missing.joined(separator: ", "))
    }

    /// One token: the words in hexadecimal, joined by dots.
    package var wire: String {
        String(unsafeUninitializedCapacity: Self.wireCapacity) { writeWire(to: $0, at: 0) }
    }

    /// The most bytes `wire` takes.
    package static var wireCapacity: Int { wordCount * (DottedNumbers.maxDigits + 1) }

    /// Writes `wire` at `position` of `buffer`, which has `wireCapacity` bytes of room there, and
    /// returns the position after it: word by word, with no list made for them (a worker writes a
    /// set for every case).
    package func writeWire(to buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var position = start
        var offset = 0
        while offset < Self.wordCount {
            if offset > 0 {
                buffer[position] = UInt8(ascii: ".")
                position += 1
            }
            position = DottedNumbers.write(word(offset), radix: 16, to: buffer, at: position)
            offset += 1
        }
        return position
    }

    /// The set a `wire` token spells; nil for anything else.
    package init?(wire: Substring) {
        var wire = wire
        guard let set = wire.withUTF8({ SpaceSet(wire: $0) }) else { return nil }
        self = set
    }

    /// The set the bytes of a `wire` token spell, as `init(wire:)` reads its text: each word set
    /// as it is read, with no list made for them (the parent reads a set for every case).
    package init?(wire: UnsafeBufferPointer<UInt8>) {
        var set = SpaceSet()
        var offset = 0
        let count = DottedNumbers.read(wire, radix: 16) { bits in
            if offset < Self.wordCount { set.set(bits, inWord: offset) }
            offset += 1
        }
        guard count == Self.wordCount else { return nil }
        self = set
    }
}
