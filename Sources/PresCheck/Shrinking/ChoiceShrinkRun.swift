/// The state of one choice shrink: the smallest failing sequence so far, the counts, and the
/// candidates already refused (so a later sweep over an unchanged sequence costs no attempts).
struct ChoiceShrinkRun {
    private(set) var current: [UInt64]
    private(set) var steps = 0
    private(set) var attempts = 0
    let maxAttempts: Int
    private let replay: ([UInt64]) -> ChoiceShrinker.Replay
    private var refused: Set<ChoiceSequenceKey> = []

    init(_ choices: [UInt64], maxAttempts: Int, replay: @escaping ([UInt64]) -> ChoiceShrinker.Replay) {
        current = choices
        self.maxAttempts = maxAttempts
        self.replay = replay
    }

    var isExhausted: Bool { attempts >= maxAttempts }

    /// The choice at `index`, or nil past the end.
    func value(at index: Int) -> UInt64? {
        index < current.count ? current[index] : nil
    }

    /// `current` without the choices in `span`.
    func current(without span: Range<Int>) -> [UInt64] {
        // Two appends into a list sized once: an unoptimised build (what `swift test` runs) joined
        // the two slices through a generic sequence, and deletion asks this for every candidate.
        var rest: [UInt64] = []
        rest.reserveCapacity(current.count - span.count)
        rest.append(contentsOf: current[..<span.lowerBound])
        rest.append(contentsOf: current[span.upperBound...])
        return rest
    }

    /// Tries `candidate`; true if it was accepted and is now `current`. A candidate that is not
    /// shortlex-smaller than `current`, or was refused before, is not tried.
    mutating func consider(_ candidate: [UInt64]) -> Bool {
        guard !isExhausted, Self.isShortlexSmaller(candidate, than: current) else { return false }
        let key = ChoiceSequenceKey(candidate)
        guard !refused.contains(key) else { return false }
        attempts += 1
        let replayed = replay(candidate)
        if Self.isShortlexSmaller(replayed.used, than: current), replayed.fails() {
            current = replayed.used
            steps += 1
            return true
        }
        refused.insert(key)
        return false
    }

    /// Runs the passes, cheapest first, until none makes progress or the budget is spent.
    mutating func shrinkToFixedPoint() {
        let passes: [(inout ChoiceShrinkRun) -> Bool] = [
            { $0.deleteSpans() }, { $0.zeroSpans() }, { $0.lowerChoices() }, { $0.sortSpans() },
            { $0.redistributePairs() }, { $0.lowerCountAndDeleteSpan() },
        ]
        var index = 0
        while index < passes.count, !isExhausted {
            index = passes[index](&self) ? 0 : index + 1
        }
    }

    /// Shorter first, then lexicographically smaller.
    static func isShortlexSmaller(_ lhs: [UInt64], than rhs: [UInt64]) -> Bool {
        lhs.count != rhs.count ? lhs.count < rhs.count : lhs.lexicographicallyPrecedes(rhs)
    }
}
