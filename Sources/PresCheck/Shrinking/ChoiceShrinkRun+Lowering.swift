/// The passes that make choices smaller without making the sequence shorter.
extension ChoiceShrinkRun {
    /// Sets spans of 8, 4 and 2 choices to 0 (single choices are `lowerChoices`' first try).
    mutating func zeroSpans() -> Bool {
        var progress = false
        for size in Self.spanSizes where size > 1 {
            var start = 0
            while start + size <= current.count, !isExhausted {
                if current[start..<start + size].contains(where: { $0 != 0 }) {
                    var candidate = current
                    candidate.replaceSubrange(start..<start + size, with: repeatElement(0, count: size))
                    progress = consider(candidate) || progress
                }
                start += 1
            }
        }
        return progress
    }

    /// Lowers every choice, left to right, as far as it goes.
    mutating func lowerChoices() -> Bool {
        var progress = false
        var index = 0
        while index < current.count, !isExhausted {
            progress = lower(at: index) { choices, target in
                var candidate = choices
                candidate[index] = target
                return candidate
            } || progress
            index += 1
        }
        return progress
    }

    /// Moves value from a choice to one of the next two, keeping their sum: for properties of a
    /// total rather than of each choice.
    mutating func redistributePairs() -> Bool {
        var progress = false
        var index = 0
        while index < current.count, !isExhausted {
            for distance in 1...2 {
                let other = index + distance
                progress = lower(at: index) { choices, target in
                    guard other < choices.count else { return nil }
                    let (raised, overflow) = choices[other].addingReportingOverflow(choices[index] - target)
                    guard !overflow else { return nil }
                    var candidate = choices
                    candidate[index] = target
                    candidate[other] = raised
                    return candidate
                } || progress
            }
            index += 1
        }
        return progress
    }

    /// Lowers the choice at `index` with candidates `make(current, target)` builds for smaller
    /// targets: 0 first, then half, then one less, then a binary search between the largest
    /// target known to be refused and the current value. Stops early when one less is refused
    /// (the value is then at a local minimum). True if anything was accepted.
    mutating func lower(at index: Int, make: ([UInt64], UInt64) -> [UInt64]?) -> Bool {
        guard let start = value(at: index), start > 0 else { return false }
        if let candidate = make(current, 0), consider(candidate) { return true }
        var progress = false
        var refusedBelow: UInt64 = 0
        var checkedOneLess = false
        while !isExhausted, let value = value(at: index), value > refusedBelow + 1 {
            let middle = refusedBelow + (value - refusedBelow) / 2
            if let candidate = make(current, middle), consider(candidate) {
                progress = true
                continue
            }
            refusedBelow = middle
            guard !checkedOneLess else { continue }
            checkedOneLess = true
            if value - 1 > refusedBelow {
                guard let candidate = make(current, value - 1), consider(candidate) else { break }
                progress = true
            }
        }
        return progress
    }
}
