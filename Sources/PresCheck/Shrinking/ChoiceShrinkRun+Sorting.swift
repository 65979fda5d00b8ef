/// The pass that puts smaller choices first.
extension ChoiceShrinkRun {
    /// Sorts windows of 8, 4 and 2 adjacent choices, then swaps adjacent blocks of 4 and 2 when
    /// the later block is smaller: moves small values (and small records) to the front.
    mutating func sortSpans() -> Bool {
        var progress = false
        for size in [8, 4, 2] {
            var start = 0
            while start + size <= current.count, !isExhausted {
                var candidate = current
                candidate[start..<start + size].sort()
                progress = (candidate != current && consider(candidate)) || progress
                start += 1
            }
        }
        for size in [4, 2] {
            var start = 0
            while start + 2 * size <= current.count, !isExhausted {
                let first = current[start..<start + size]
                let second = current[start + size..<start + 2 * size]
                if second.lexicographicallyPrecedes(first) {
                    var candidate = current
                    candidate.replaceSubrange(start..<start + 2 * size, with: second + first)
                    progress = consider(candidate) || progress
                }
                start += 1
            }
        }
        return progress
    }
}
