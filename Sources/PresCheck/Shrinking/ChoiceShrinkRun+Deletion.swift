/// The passes that make a choice sequence shorter.
extension ChoiceShrinkRun {
    /// The span sizes deletion and zeroing try, largest first.
    static let spanSizes = [8, 4, 2, 1]

    /// Deletes spans of 8, 4, 2 and 1 choices: from the end backwards (later choices depend on
    /// earlier ones, so they go more easily), then from the start. True if anything was accepted.
    mutating func deleteSpans() -> Bool {
        var progress = false
        for size in Self.spanSizes {
            var start = current.count - size
            while start >= 0, !isExhausted {
                if consider(current(without: start..<start + size)) {
                    progress = true
                    start = min(start, current.count - size + 1)
                }
                start -= 1
            }
            start = 0
            while start + size <= current.count, !isExhausted {
                if consider(current(without: start..<start + size)) {
                    progress = true
                } else {
                    start += 1
                }
            }
        }
        return progress
    }

    /// Lowers one choice by one and deletes a later span of 8, 4, 2 or 1 choices: what shortens a
    /// list drawn as a count followed by its elements. The most expensive pass, so it runs only
    /// when the others are stuck, and stops at its first success.
    mutating func lowerCountAndDeleteSpan() -> Bool {
        for index in current.indices where current[index] > 0 {
            for size in Self.spanSizes {
                var start = index + 1
                while start + size <= current.count {
                    guard !isExhausted else { return false }
                    var candidate = current(without: start..<start + size)
                    candidate[index] -= 1
                    if consider(candidate) { return true }
                    start += 1
                }
            }
        }
        return false
    }
}
