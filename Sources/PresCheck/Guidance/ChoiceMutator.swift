/// The mutations of guided exploration (libFuzzer's and HypoFuzz's corpus idea, on our choice
/// sequence): a kept choice sequence becomes a *template* for `ChoiceSource(template:seed:)`, in
/// which a value is replayed (clamped to its bound, so any edit still builds a valid scenario) and
/// nil, or the end, means "draw at random here". Because the generator is a state machine that
/// reads the oracle after every action, a kept prefix brings the case back to a state it reached
/// and the random rest explores on from there.
///
/// Operators, one to three stacked:
/// - cut: keep a prefix, draw the rest at random (the most frequent: explore on from a reached state);
/// - fresh points: up to four positions drawn anew;
/// - fresh span: a run of up to 16 positions drawn anew;
/// - splice: a prefix of this sequence followed by the suffix of another kept one;
/// - delete span: a run of up to 16 positions removed (the later choices read in a new context);
/// - duplicate span: a run of up to 16 positions repeated (an action pattern done twice);
/// - nudge: one choice one larger or one smaller.
/// Every draw comes from the `SplitMix64` it is given, so a template is a function of that
/// generator's seed and the pool.
/// Serves every rule ID: it only chooses which scenarios are built.
enum ChoiceMutator {
    enum Operator: CaseIterable {
        case cut, freshPoints, freshSpan, splice, deleteSpan, duplicateSpan, nudge
    }

    /// The longest template built (the choice source's own limit).
    static let maxLength = 4096

    /// A template from `pool` (not empty): a parent chosen by `chooseParent`, mutated by one to
    /// three operators.
    static func template(pool: GuidancePool.Snapshot, random: inout SplitMix64) -> [UInt64?] {
        let parent = pool[chooseParent(in: pool, random: &random)]
        var template: [UInt64?] = parent.map { $0 }
        let count = 1 + Int(random.next(upTo: 2))
        for _ in 0..<count {
            mutate(&template, pool: pool, random: &random)
        }
        if template.count > maxLength { template.removeSubrange(maxLength...) }
        return template
    }

    /// A third of the time a case that reached a space item first (the rarest), a third any kept
    /// case, a third one of the 64 kept last (the newest reach furthest).
    static func chooseParent(in pool: GuidancePool.Snapshot, random: inout SplitMix64) -> Int {
        let firsts = UInt64(pool.firsts.count), recent = UInt64(pool.recentCount)
        switch random.next(upTo: 2) {
        case 0 where firsts > 0: return Int(random.next(upTo: firsts - 1))
        case 1 where recent > 0: return pool.count - 1 - Int(random.next(upTo: min(recent, 64) - 1))
        default: return Int(random.next(upTo: UInt64(pool.count) - 1))
        }
    }

    /// The operators with their weights: cut 4, fresh points 3, fresh span 2, splice 2, delete 2,
    /// duplicate 1, nudge 2.
    private static let weights: [(Operator, UInt64)] = [(.cut, 4), (.freshPoints, 3), (.freshSpan, 2), (.splice, 2), (.deleteSpan, 2),
                                                        (.duplicateSpan, 1), (.nudge, 2)]
    private static let totalWeight = weights.reduce(0) { $0 + $1.1 }

    /// Applies one operator to `template`, in place: a mutant's template is edited in its own
    /// storage rather than copied for each operator.
    static func mutate(_ template: inout [UInt64?], pool: GuidancePool.Snapshot, random: inout SplitMix64) {
        let length = UInt64(template.count)
        /// A position in 0...length (an empty template has only 0).
        func position() -> Int { Int(random.next(upTo: length)) }
        func spanLength() -> Int { 1 + Int(random.next(upTo: 15)) }
        var ticket = random.next(upTo: totalWeight - 1)
        var chosen = Operator.cut
        for (candidate, weight) in weights {
            if ticket < weight {
                chosen = candidate
                break
            }
            ticket -= weight
        }
        guard length > 0 else { return }
        switch chosen {
        case .cut:
            template.removeSubrange(position()...)
        case .freshPoints:
            for _ in 0...Int(random.next(upTo: 3)) { template[Int(random.next(upTo: length - 1))] = nil }
        case .freshSpan:
            let start = Int(random.next(upTo: length - 1))
            for offset in start..<min(template.count, start + spanLength()) { template[offset] = nil }
        case .splice:
            let other = pool[Int(random.next(upTo: UInt64(pool.count - 1)))]
            let cut = position()
            let from = other.isEmpty ? 0 : Int(random.next(upTo: UInt64(other.count - 1)))
            template.replaceSubrange(cut..., with: other[from...].lazy.map { $0 })
        case .deleteSpan:
            let start = Int(random.next(upTo: length - 1))
            template.removeSubrange(start..<min(template.count, start + spanLength()))
        case .duplicateSpan:
            let start = Int(random.next(upTo: length - 1))
            let end = min(template.count, start + spanLength())
            let span = Array(template[start..<end])
            template.insert(contentsOf: span, at: end)
        case .nudge:
            let at = Int(random.next(upTo: length - 1))
            if let value = template[at] {
                template[at] = random.next(upTo: 1) == 0 ? value &+ 1 : (value == 0 ? 1 : value - 1)
            }
        }
    }
}
