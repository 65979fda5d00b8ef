import PresCheck

/// A fuzz run's guided exploration (`GuidedRun`): the parent keeps the pool, hands out a case only
/// once its epoch has begun, and sends each mutant's recipe with it, so a worker needs nothing but
/// the line to build the case. Cases are recorded in case order into the pool, so the pool, every
/// recipe and the files the run writes do not depend on how many workers ran the cases.
/// Serves every rule ID: it only chooses which scenarios are built.
extension FuzzRun {
    /// Whether the run's `offset`-th case may be handed out: always for random generation; for a
    /// guided run, once every case of the epochs before its own is recorded.
    /// It reads the run's epoch in place: a method of the guided run called from here would copy
    /// the whole run out of this object, every array of its pool retained and released, each case.
    func isReady(offset: Int) -> Bool {
        guard let epoch = guided?.epoch else { return true }
        return GuidanceEpochs.epoch(ofOffset: offset) <= epoch
    }

    /// Adds the run's `offset`-th case to the lines `sendLines(to:)` sends next: the line
    /// `run INDEX`, with the recipe of a guided run's mutant (kept until the case is recorded),
    /// written straight into them. Returns the line's length in bytes, newline included.
    func addLine(case offset: Int) -> Int {
        let index = configuration.caseIndex(offset)
        let recipe = recipes[offset] ?? guidedRecipe(index: index)
        if let recipe { recipes[offset] = recipe }
        let start = outgoing.count
        let capacity = 4 + DottedNumbers.maxDigits + 1 + (recipe?.wireCapacity ?? 0) + 1
        outgoing.append(contentsOf: repeatElement(0, count: capacity))
        let end = outgoing.withUnsafeMutableBufferPointer { buffer in
            var position = WorkerProtocol.write("run ", to: buffer, at: start)
            position = DottedNumbers.write(index, radix: 10, to: buffer, at: position)
            if let recipe {
                buffer[position] = UInt8(ascii: " ")
                position = recipe.writeWire(to: buffer, at: position + 1)
            }
            buffer[position] = UInt8(ascii: "\n")
            return position + 1
        }
        outgoing.removeSubrange(end...)
        return end - start
    }

    /// Sends `worker` the lines added since the last send, in one write: a worker takes its
    /// cases several at a time, as the loop tops its queue up.
    func sendLines(to worker: Worker) {
        guard !outgoing.isEmpty else { return }
        worker.child.send(bytes: outgoing[...])
        outgoing.removeAll(keepingCapacity: true)
    }

    /// The recipe of case `index` of the current epoch, nil for a random case or a random run, as
    /// `GuidedRun.recipe(index:)` makes it: from the seed and the epoch's pool read in place, not
    /// from a copy of the whole guided run (as `isReady(offset:)` reads the epoch).
    private func guidedRecipe(index: UInt64) -> GuidedRecipe? {
        guard let seed = guided?.seed, let pool = guided?.epochPool else { return nil }
        return GuidedGeneration.recipe(seed: seed, index: index, pool: pool)
    }

    /// Records the run's `offset`-th case in the pool (in case order) and returns its recipe, nil
    /// for a random case.
    func recordGuidance(_ outcome: Outcome, offset: Int) -> GuidedRecipe? {
        let recipe = recipes.removeValue(forKey: offset)
        if recipe != nil { mutatedCases += 1 }
        // A malformed choices token keeps no choices; the space and states still count.
        guided?.record(offset: offset, space: outcome.space, states: outcome.states ?? []) {
            outcome.choices?.withUnsafeBufferPointer { WorkerProtocol.numbers($0, radix: 10) } ?? []
        }
        return recipe
    }

    /// The summary's line: what the pool kept and how many cases were mutants; nil for random generation.
    package var guidanceSummary: String? {
        guard let pool = guided?.pool else { return nil }
        return "guided exploration: \(mutatedCases) of \(ledger.casesRun) cases were mutants; \(pool.kept) cases reached something "
            + "new (\(pool.stateCount) abstract states, \(pool.space.count) space items)"
    }
}
