/// A choice sequence as the key of the shrink's memo sets and tables (`ChoiceShrinkRun`'s refused
/// candidates, `ShrinkPipeline`'s answers by replayed choices). Two keys are equal exactly when
/// their sequences are; the hash is a digest of the values computed once, when the key is made, so
/// a look-up, an insertion or a table's growth no longer feeds every choice of a long sequence
/// through the standard hasher again. Nothing iterates these sets, so no order reaches a result.
/// Serves every rule ID: it only saves work in shrinking.
struct ChoiceSequenceKey: Hashable {
    let choices: [UInt64]
    private let digest: UInt64

    init(_ choices: [UInt64]) {
        self.choices = choices
        // Through a buffer: unoptimised builds (every `swift test`) step a generic iterator over
        // the array slowly, and a shrink makes a key for every candidate it tries.
        self.digest = choices.withUnsafeBufferPointer { buffer in
            var digest = UInt64(truncatingIfNeeded: buffer.count) &* 0x9E37_79B9_7F4A_7C15
            var index = 0
            while index < buffer.count {
                digest = (digest ^ buffer[index]) &* 0xBF58_476D_1CE4_E5B9
                digest ^= digest >> 31
                index += 1
            }
            return digest
        }
    }

    static func == (lhs: ChoiceSequenceKey, rhs: ChoiceSequenceKey) -> Bool {
        lhs.digest == rhs.digest && lhs.choices == rhs.choices
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}
