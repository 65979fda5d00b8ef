/// The kept choice sequences of a guided run, and what the run has reached so far: a case that
/// reached a space-coverage item (`SpaceInventory`) or an abstract state (`AbstractState`) no
/// earlier case of the run had reached is kept. Cases are recorded in case order, so the pool is
/// the same whatever ran them, and however many processes did.
///
/// Two lists, so the pool stays small all night: a case that reached a space item first is kept for
/// good (at most one per item); one that reached only new abstract states joins the `recent` list,
/// which keeps the last `capacity` of them.
/// Serves every rule ID: guided exploration.
package struct GuidancePool: Sendable {
    /// What a case mutates: the pool as it stood when the case's epoch began.
    package struct Snapshot: Sendable {
        /// Cases that reached a space item first, in case order.
        package var firsts: [[UInt64]] = []
        /// The last cases that reached only new abstract states. Once `capacity` are kept, a new
        /// one takes the oldest one's place and the oldest is the next one along (a ring, from
        /// `recentStart`): dropping the first of a full list moved every other one.
        private var recent: [[UInt64]] = []
        private var recentStart = 0

        package init(firsts: [[UInt64]] = [], recent: [[UInt64]] = []) {
            self.firsts = firsts
            self.recent = recent
        }

        package var isEmpty: Bool { firsts.isEmpty && recent.isEmpty }
        package var count: Int { firsts.count + recent.count }
        /// How many cases that reached only new abstract states are kept.
        package var recentCount: Int { recent.count }

        /// Entry `index` of `firsts` followed by the recent cases, oldest first.
        package subscript(index: Int) -> [UInt64] {
            index < firsts.count ? firsts[index] : recent[(recentStart + index - firsts.count) % recent.count]
        }

        /// Keeps `choices` as the newest recent case, dropping the oldest when `capacity` are kept.
        mutating func appendRecent(_ choices: [UInt64], capacity: Int) {
            if recent.count < capacity {
                recent.append(choices)
            } else {
                recent[recentStart] = choices
                recentStart = (recentStart + 1) % recent.count
            }
        }
    }

    /// The most cases the `recent` list keeps.
    package static let capacity = 2048

    package private(set) var snapshot = Snapshot()
    /// Every space-coverage item any recorded case reached.
    package private(set) var space = SpaceSet()
    /// Every abstract state any recorded case reached.
    private var states = StateBits()
    /// Cases kept so far, dropped ones included.
    package private(set) var kept = 0
    /// How many distinct abstract states the recorded cases reached (as `StateBits` tells them apart).
    package private(set) var stateCount = 0

    package init() {}

    /// Records the next case in case order; keeps `choices` when the case reached an item or a
    /// state no earlier case did (and only then reads them: a fuzz run's parent parses a case's
    /// choices from its worker's line only for a case it keeps). Returns whether it was kept.
    @discardableResult
    package mutating func record(space reached: SpaceSet, states stepStates: [UInt64], choices: @autoclosure () -> [UInt64]) -> Bool {
        let newItem = !reached.isSubset(of: space)
        space.formUnion(reached)
        var newState = false
        for state in stepStates where states.insert(state) {
            newState = true
            stateCount += 1
        }
        if newItem {
            snapshot.firsts.append(choices())
        } else if newState {
            snapshot.appendRecent(choices(), capacity: Self.capacity)
        }
        if newItem || newState { kept += 1 }
        return newItem || newState
    }
}

/// The abstract states a run has reached, as a fixed bit set of 2^27 bits (16 MB) indexed by the top
/// bits of each state's digest, mixed: memory stays bounded however long the run, and nothing but
/// membership is ever read. Two states that share a bit count as one; with the 150,000 states of
/// 100,000 cases that happens to about one new state in a thousand.
///
/// The table is held in pages of 512 bytes, each added (all clear) to `words` when a state first sets
/// a bit in it, so that a run starts with no 16 MB to clear and a short run holds only the pages its
/// states reached. `words` gets room for every page at the first state: memory the system hands out
/// only as pages are written, and a list that never moves, where one grown by doubling copied up to
/// 8 MB at a time and wrote every page again into the new storage. A digest sets the same bit of
/// the same table as in one flat list of words, so the answers are the same.
/// Serves every rule ID: guided exploration.
struct StateBits: Sendable {
    private static let bits = 27
    /// A page holds 2^pageBits words of 64 bits.
    private static let pageBits = 6
    private static let pageWords = 1 << pageBits
    /// A page with no bit set, copied in for each page a state first reaches.
    private static let clearPage = [UInt64](repeating: 0, count: pageWords)
    /// For each page of the table, its number in `words` plus one; 0 for a page no state reached yet.
    private var pageNumbers = [Int32](repeating: 0, count: 1 << (bits - 6 - pageBits))
    /// The pages states reached, in the order they were first reached.
    private var words: [UInt64] = []

    /// Sets the bit of `digest`; true when it was not set before.
    mutating func insert(_ digest: UInt64) -> Bool {
        let bit = SplitMix64.mix(digest) >> UInt64(64 - Self.bits)
        let word = Int(bit >> 6)
        let page = word >> Self.pageBits
        if pageNumbers[page] == 0 {
            if words.capacity == 0 { words.reserveCapacity(1 << (Self.bits - 6)) }
            pageNumbers[page] = Int32(words.count / Self.pageWords + 1)
            words.append(contentsOf: Self.clearPage)
        }
        let index = (Int(pageNumbers[page]) - 1) * Self.pageWords + word % Self.pageWords
        let mask = UInt64(1) << (bit & 63)
        guard words[index] & mask == 0 else { return false }
        words[index] |= mask
        return true
    }
}
