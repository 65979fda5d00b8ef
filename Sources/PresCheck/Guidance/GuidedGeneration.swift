/// Guided exploration's cases: once the pool (`GuidancePool`) has an entry, half the cases of a
/// guided run are mutants of kept choice sequences (`ChoiceMutator`) and half are the run's random
/// cases, the very ones `--generation random` draws for the same (seed, case index). Which half,
/// the parent and the mutations are drawn from a generator seeded by (seed, case index) apart from
/// the case's own, so a case is a function of the seed, its index and its epoch's pool; a mutant
/// is a function of its recipe alone, which is what a fuzz worker is sent.
/// Serves every rule ID: it only chooses which scenarios are built.
package enum GuidedGeneration {
    /// The share of a guided run's cases (once the pool has an entry) that mutate the pool, in percent.
    package static let mutatedPercent: UInt64 = 50

    /// The recipe of case `index` of a guided run seeded with `seed` whose epoch's pool is `pool`:
    /// nil for a random case.
    package static func recipe(seed: UInt64, index: UInt64, pool: GuidancePool.Snapshot) -> GuidedRecipe? {
        var random = SplitMix64(seed: SplitMix64.mix(SplitMix64.caseSeed(runSeed: seed, index: index) ^ 0x5851_F42D_4C95_7F2D))
        guard !pool.isEmpty, random.next(upTo: 99) < mutatedPercent else { return nil }
        let template = ChoiceMutator.template(pool: pool, random: &random)
        return GuidedRecipe(template: template, seed: random.next())
    }

    /// Case `index` of a run seeded with `seed`: the random case without a recipe, else the mutant
    /// the recipe describes; its abstract states kept when `recordsStates` is true.
    package static func generate(seed: UInt64, index: UInt64, maxActions: Int, recipe: GuidedRecipe?,
                                emphasis: GenerationEmphasis = .everyRule, recordsStates: Bool = true,
                                recordsChoices: Bool = true) -> GeneratedCase {
        guard let recipe else {
            return ScenarioGenerator.generate(seed: seed, index: index, maxActions: maxActions, emphasis: emphasis,
                                              recordsStates: recordsStates, recordsChoices: recordsChoices)
        }
        var generated = ScenarioGenerator.generate(from: ChoiceSource(template: recipe.template, seed: recipe.seed), seed: seed,
                                                   index: index, maxActions: maxActions, emphasis: emphasis,
                                                   recordsStates: recordsStates, recordsChoices: recordsChoices)
        generated.isMutated = true
        return generated
    }
}

/// A mutant of guided exploration: the template its choices follow (nil: draw at random) and the
/// seed of the draws the template leaves open. With the run's seed and the case index (the
/// scenario's name) it rebuilds the case, whichever process builds it.
/// Serves every rule ID: it only chooses which scenarios are built.
package struct GuidedRecipe: Codable, Hashable, Sendable {
    package var template: [UInt64?]
    package var seed: UInt64

    package init(template: [UInt64?], seed: UInt64) {
        self.template = template
        self.seed = seed
    }

    /// One token for a line: the seed, a colon, the template's values joined by dots, `_` for nil.
    package var wire: String {
        String(unsafeUninitializedCapacity: wireCapacity) { writeWire(to: $0, at: 0) }
    }

    /// The most bytes `wire` takes.
    package var wireCapacity: Int { (1 + template.count) * (DottedNumbers.maxDigits + 1) }

    /// Writes `wire` at `position` of `buffer`, which has `wireCapacity` bytes of room there, and
    /// returns the position after it: the parent writes one recipe for every mutant it hands out,
    /// straight into the line.
    package func writeWire(to buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var position = DottedNumbers.write(seed, radix: 10, to: buffer, at: start)
        buffer[position] = UInt8(ascii: ":")
        position += 1
        for (offset, value) in template.enumerated() {
            if offset > 0 {
                buffer[position] = UInt8(ascii: ".")
                position += 1
            }
            if let value {
                position = DottedNumbers.write(value, radix: 10, to: buffer, at: position)
            } else {
                buffer[position] = UInt8(ascii: "_")
                position += 1
            }
        }
        return position
    }

    /// The recipe a `wire` token spells; nil for anything else.
    package init?(wire: Substring) {
        var wire = wire
        guard let recipe = wire.withUTF8({ GuidedRecipe(wire: $0) }) else { return nil }
        self = recipe
    }

    /// The recipe the bytes of a `wire` token spell, as `init(wire:)` reads its text: a worker
    /// reads one recipe for every mutant it runs, in place in its input line.
    package init?(wire: UnsafeBufferPointer<UInt8>) {
        guard let colon = wire.firstIndex(of: UInt8(ascii: ":")),
              let seed = DottedNumbers.number(UnsafeBufferPointer(rebasing: wire[..<colon]), radix: 10),
              let template = Self.template(from: UnsafeBufferPointer(rebasing: wire[(colon + 1)...]))
        else { return nil }
        self.init(template: template, seed: seed)
    }

    /// The template the part after the colon spells, read byte by byte from the line's own
    /// storage: a worker reads one recipe for every mutant it runs.
    private static func template(from bytes: UnsafeBufferPointer<UInt8>) -> [UInt64?]? {
        var template: [UInt64?] = []
        template.reserveCapacity(bytes.count / 2 + 1)
        var value: UInt64? = nil
        var isHole = false
        var partIsEmpty = true
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "."):
                guard !partIsEmpty else { return nil }
                template.append(isHole ? nil : value)
                (value, isHole, partIsEmpty) = (nil, false, true)
            case UInt8(ascii: "_"):
                guard partIsEmpty else { return nil }
                (isHole, partIsEmpty) = (true, false)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard !isHole else { return nil }
                let (shifted, overflowA) = (value ?? 0).multipliedReportingOverflow(by: 10)
                let (sum, overflowB) = shifted.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                guard !overflowA, !overflowB else { return nil }
                (value, partIsEmpty) = (sum, false)
            default:
                return nil
            }
        }
        if !partIsEmpty { template.append(isHole ? nil : value) } else if !template.isEmpty { return nil }
        return template
    }
}
