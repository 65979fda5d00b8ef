/// The choice sequence under every generator (Hypothesis's design): generators never touch a
/// random number generator themselves; they draw bounded integers from a `ChoiceSource`, which
/// either draws them at random and records them, or replays a recorded (edited, truncated)
/// sequence. Replaying rebuilds the same scenario; replaying an edited sequence still builds a
/// valid one, because every draw is clamped to its bound and a draw past the end is 0, and 0 is
/// always the simplest choice. This is what lets the shrinker work on integers instead of on
/// scenarios.
/// Serves every rule ID: every generated scenario is a function of its choices.
package final class ChoiceSource {
    /// Everything a draw reads and writes, in one value that a draw changes in place through
    /// `draws`.
    private struct Draws {
        /// The choices a replaying source replays; nil for a source that draws at random.
        let replayed: [UInt64]?
        /// Guided exploration's template (`ChoiceMutator`): where it has a value, a random-mode
        /// draw takes it (clamped to its bound) instead of drawing; where it has nil or has ended,
        /// the draw is random. Empty for plain random and replay sources, which it then leaves as
        /// they were.
        let template: [UInt64?]
        /// Draws past this many return 0 without recording.
        let limit: Int
        /// Where a random source's draws come from (unused by a replaying one).
        var generator: SplitMix64
        /// The choices drawn so far, as used (clamped to their bounds in replay mode): the first
        /// `count` of `capacity` places. The source's own buffer rather than an array, so that
        /// recording a draw stores one word without an array's uniqueness and capacity checks.
        var drawn: UnsafeMutablePointer<UInt64>
        var count = 0
        var capacity: Int

        init(replayed: [UInt64]?, template: [UInt64?], limit: Int, seed: UInt64, capacity: Int) {
            self.replayed = replayed
            self.template = template
            self.limit = limit
            generator = SplitMix64(seed: seed)
            self.capacity = max(1, min(capacity, limit))
            drawn = UnsafeMutablePointer<UInt64>.allocate(capacity: self.capacity)
        }

        /// The choices drawn so far, as an array.
        var recorded: [UInt64] { Array(UnsafeBufferPointer(start: drawn, count: count)) }

        /// Records `value` as the next choice: inlined into every draw, with the rare growing of
        /// the buffer kept apart.
        @inline(__always)
        mutating func append(_ value: UInt64) {
            if count == capacity { grow() }
            drawn[count] = value
            count += 1
        }

        /// Doubles the buffer's room, keeping the choices drawn so far.
        mutating func grow() {
            let larger = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: drawn, count: count)
            drawn.deallocate()
            drawn = larger
            capacity *= 2
        }

        @inline(__always)
        mutating func draw(upTo bound: UInt64) -> UInt64 {
            guard count < limit else { return 0 }
            let value: UInt64
            if let replayed {
                value = count < replayed.count ? min(replayed[count], bound) : 0
            } else if count < template.count, let kept = template[count] {
                value = min(kept, bound)
            } else {
                value = generator.next(upTo: bound)
            }
            append(value)
            return value
        }
    }

    /// The source's state (see `Draws`), which the source owns alone: allocated with it and freed
    /// by its `deinit`. Held through a pointer rather than in a stored property, so that a draw
    /// (most of a generated case's calls) changes it in place without the run-time exclusivity
    /// check every access to a class's stored property makes.
    private let draws: UnsafeMutablePointer<Draws>
    /// The choices drawn so far, as used: clamped to their bounds in replay mode.
    package var recorded: [UInt64] { draws.pointee.recorded }
    /// How many choices are drawn so far: `recorded.count`, without copying them.
    package var recordedCount: Int { draws.pointee.count }
    /// Draws past this many return 0 without recording, so even an adversarial sequence ends.
    package var limit: Int { draws.pointee.limit }
    /// How many choices a random source reserves room for at once: about what a generated case of
    /// the default profile draws (a hundred or so), so that recording rarely grows the buffer, and
    /// no more than the allocator hands out from its per-thread cache of small blocks (a larger
    /// block costs it several times as much to find and to free, for every case).
    private static let typicalDraws = 128

    /// Draws at random from `SplitMix64(seed:)` and records every choice.
    package init(seed: UInt64, limit: Int = 4096) {
        draws = Self.storage(Draws(replayed: nil, template: [], limit: limit, seed: seed, capacity: Self.typicalDraws))
    }

    /// Follows `template` (a kept choice sequence, mutated): each draw takes the template's value
    /// at its position, clamped to its bound, and draws from `SplitMix64(seed:)` where the template
    /// has nil or has ended. Records every choice as used, so replaying `recorded` rebuilds the
    /// same scenario.
    package init(template: [UInt64?], seed: UInt64, limit: Int = 4096) {
        draws = Self.storage(Draws(replayed: nil, template: template, limit: limit, seed: seed,
                                   capacity: max(Self.typicalDraws, template.count)))
    }

    /// Replays `choices`; past their end every draw is 0.
    package init(replaying choices: [UInt64], limit: Int = 4096) {
        draws = Self.storage(Draws(replayed: choices, template: [], limit: limit, seed: 0, capacity: choices.count))
    }

    /// Replays `choices` from position `prefix.count` on, as if the draws before it had been made
    /// and recorded `prefix`: what a generator resumed from a `GenerationCheckpoint` draws from.
    /// `prefix` must be what replaying `choices` records up to there.
    package init(replaying choices: [UInt64], recordedPrefix prefix: ArraySlice<UInt64>, limit: Int = 4096) {
        draws = Self.storage(Draws(replayed: choices, template: [], limit: limit, seed: 0, capacity: max(choices.count, prefix.count)))
        for choice in prefix { draws.pointee.append(choice) }
    }

    deinit {
        draws.pointee.drawn.deallocate()
        draws.deinitialize(count: 1)
        draws.deallocate()
    }

    private static func storage(_ draws: Draws) -> UnsafeMutablePointer<Draws> {
        let storage = UnsafeMutablePointer<Draws>.allocate(capacity: 1)
        storage.initialize(to: draws)
        return storage
    }

    /// An integer in 0...bound; 0 is the simplest choice. Inlined, with the draw itself, into the
    /// source's drawing methods (a generated case draws a hundred or so times): a few comparisons
    /// and multiplications, less than the calls.
    @inline(__always)
    package func draw(upTo bound: UInt64) -> UInt64 {
        draws.pointee.draw(upTo: bound)
    }

    /// An index into a collection of `count` elements (count ≥ 1); 0 (the first) is simplest.
    package func index(_ count: Int) -> Int {
        precondition(count > 0, "draw from an empty collection")
        return Int(draw(upTo: UInt64(count - 1)))
    }

    /// One of `options`; the first is the simplest.
    package func pick<T>(_ options: [T]) -> T { options[index(options.count)] }

    /// An integer in `range`; its lower bound is the simplest.
    package func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(draw(upTo: UInt64(range.upperBound - range.lowerBound)))
    }

    /// True with probability about `numerator / denominator` at random; false is the simplest.
    package func chance(_ numerator: Int, in denominator: Int) -> Bool {
        // One draw in 0..<denominator; values below the numerator mean true, but the zero choice
        // must mean false, so the range is read from the top.
        let value = Int(draw(upTo: UInt64(denominator - 1)))
        return value >= denominator - numerator
    }

    /// One of `options` by weight; the first option is the simplest (the zero choice), whatever
    /// the weights. Each option is (weight, value); an option of weight 0 is never taken, as if it
    /// were left out (then the first of the others is the simplest). Weights must not be negative,
    /// nor all 0.
    package func weighted<T>(_ options: [(Int, T)]) -> T {
        // Index loops through a buffer: unoptimised builds (every `swift test`) spend more on a
        // generic iterator, closure or array subscript than on the arithmetic, and this runs for
        // most draws of a generated case.
        options.withUnsafeBufferPointer { options in
            var total = 0
            var index = 0
            while index < options.count {
                total += options[index].0
                index += 1
            }
            var ticket = Int(draw(upTo: UInt64(total - 1)))
            index = 0
            while index < options.count - 1, ticket >= options[index].0 {
                ticket -= options[index].0
                index += 1
            }
            return options[index].1
        }
    }

    /// The position of one option drawn by weight, for options whose weights are `weights`:
    /// `weighted` of the options, without pairing each weight with its value (a weight of 0 is
    /// never drawn, as if the option were left out).
    package func index(weights: [Int]) -> Int {
        weights.withUnsafeBufferPointer { index(weights: $0) }
    }

    /// `index(weights:)` of weights kept inline, on the stack, rather than in a list allocated for
    /// every draw.
    package func index<let count: Int>(weights: InlineArray<count, Int>) -> Int {
        weights.span.withUnsafeBufferPointer { index(weights: $0) }
    }

    /// `index(weights:)` of weights read in place (a list kept on the stack by its caller).
    package func index(weights: UnsafeBufferPointer<Int>) -> Int {
        var total = 0
        var index = 0
        while index < weights.count {
            total += weights[index]
            index += 1
        }
        return Self.position(of: Int(draw(upTo: UInt64(total - 1))), in: weights)
    }

    /// The position of the option a drawn `ticket` (below the weights' total) falls on: the first
    /// whose weights up to it add up past the ticket (weights of 0 take no ticket).
    private static func position(of ticket: Int, in weights: UnsafeBufferPointer<Int>) -> Int {
        var ticket = ticket
        var index = 0
        while index < weights.count - 1, ticket >= weights[index] {
            ticket -= weights[index]
            index += 1
        }
        return index
    }

    /// The position of one option drawn by weight: `index(weights:)` of `weights`, whose `total`
    /// was added up once, when their table (`Weighted`) was made.
    fileprivate func index(weights: [Int], total: Int) -> Int {
        let ticket = Int(draw(upTo: UInt64(total - 1)))
        return weights.withUnsafeBufferPointer { Self.position(of: ticket, in: $0) }
    }
}

/// Options drawn by weight (`ChoiceSource.weighted`), kept as their weights and their values
/// apart: a fixed table that the generator draws from for every node or present, read without
/// pairing each weight with its value (an unoptimised build, which every `swift test` runs, pays
/// for a generic tuple on every read).
/// Serves every rule ID: every generated scenario is a function of its choices.
struct Weighted<T: Sendable>: Sendable {
    let weights: [Int]
    let values: [T]
    /// The weights added up.
    let total: Int

    /// The options (weight, value), in order: the first is the simplest.
    init(_ options: [(Int, T)]) {
        weights = options.map(\.0)
        values = options.map(\.1)
        total = weights.reduce(0, +)
    }
}

extension ChoiceSource {
    /// One of `options` by weight: `weighted` of the same (weight, value) pairs.
    func weighted<T>(_ options: Weighted<T>) -> T {
        options.values[index(weights: options.weights, total: options.total)]
    }
}

