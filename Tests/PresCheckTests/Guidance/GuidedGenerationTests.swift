import CheckerTestSupport
import Foundation
@testable import PresCheck
import PresCheckCore
import PresentationEngine
import Testing

/// Guided exploration (`GuidedGeneration`, `GuidancePool`, `GuidanceEpochs`): deterministic for a
/// seed and a case count, independent of the number of fuzz workers, at least as wide as random
/// generation on a fixed budget, and random generation one flag away and unchanged.
/// Serves every rule ID: it only chooses which scenarios are built.
@Suite("Guided exploration")
struct GuidedGenerationTests {
    /// The cases of a guided run of `seed` (generation only), recorded in case order, as
    /// `PropertyRun` and the fuzz parent record them; with the pool they left.
    static func guidedCases(seed: UInt64, cases: Int, profile: Profile = .named(.ci)) -> (cases: [GeneratedCase], run: GuidedRun) {
        var run = GuidedRun(seed: seed)
        var generated: [GeneratedCase] = []
        for offset in 0..<cases {
            let index = UInt64(offset)
            let built = GuidedGeneration.generate(seed: seed, index: index, maxActions: profile.maxActions, recipe: run.recipe(index: index))
            run.record(offset: offset, (built.space, built.states, { built.choices }))
            generated.append(built)
        }
        return (generated, run)
    }

    @Test("The same seed and case count build the same scenarios, byte for byte, and mutants are among them")
    func deterministic() throws {
        let first = Self.guidedCases(seed: 5, cases: 200).cases
        let second = Self.guidedCases(seed: 5, cases: 200).cases
        for (a, b) in zip(first, second) {
            #expect(try ScenarioFile.encode(a.scenario) == ScenarioFile.encode(b.scenario))
            #expect(a.choices == b.choices)
        }
        #expect(first.filter(\.isMutated).count > 50)
        // Epoch 0 has no pool: its cases are the random ones.
        for (offset, built) in first.prefix(GuidanceEpochs.start(of: 1)).enumerated() {
            #expect(!built.isMutated)
            #expect(built.choices == ScenarioGenerator.generate(seed: 5, index: UInt64(offset), maxActions: 12).choices)
        }
    }

    @Test("A mutant rebuilds from its recipe alone, and its recorded choices replay it")
    func recipeRebuilds() throws {
        let (cases, run) = Self.guidedCases(seed: 3, cases: 64)
        let index: UInt64 = 64
        let recipe = try #require((64..<200).lazy.compactMap { run.recipe(index: $0) }.first)
        let wire = try #require(GuidedRecipe(wire: Substring(recipe.wire)))
        #expect(wire == recipe)
        let built = GuidedGeneration.generate(seed: 3, index: index, maxActions: 12, recipe: wire)
        let again = GuidedGeneration.generate(seed: 3, index: index, maxActions: 12, recipe: recipe)
        #expect(built.scenario == again.scenario)
        let replayed = CaseRunner(profile: .named(.ci)).scenario(replaying: built.choices, name: built.scenario.name)
        #expect(replayed.scenario == built.scenario)
        #expect(!cases.isEmpty)
    }

    @Test("An abstract state codes each style by its position in PresentationStyle.allCases")
    func styleCodesFollowTheCaseOrder() {
        for (position, style) in PresentationStyle.allCases.enumerated() {
            #expect(Int(AbstractState.styleCode(style)) == position)
        }
    }

    @Test("A recipe's wire form: holes and numbers read back; a malformed token is refused")
    func recipeWire() {
        let recipes = [GuidedRecipe(template: [], seed: 1), GuidedRecipe(template: [nil], seed: 0),
                       GuidedRecipe(template: [0, nil, 12, UInt64.max, nil], seed: UInt64.max)]
        for recipe in recipes {
            #expect(GuidedRecipe(wire: Substring(recipe.wire)) == recipe, "\(recipe.wire)")
        }
        #expect(recipes[2].wire == "18446744073709551615:0._.12.18446744073709551615._")
        for token in ["", "1", ":1", "1:.", "1:1.", "1:.1", "1:1..2", "1:_1", "1:1_", "1:x", "1:18446744073709551616", "1:1 2"] {
            #expect(GuidedRecipe(wire: Substring(token)) == nil, "\(token)")
        }
        // As a worker reads it: the rest of a `run` line, within its own bounds.
        let line = "run 7 " + recipes[2].wire + " "
        #expect(GuidedRecipe(wire: line.dropFirst(6).dropLast()) == recipes[2])
    }

    @Test("Epochs: 16, 32, 64, … 1024 cases, then every 1024; each case's epoch begins at or before it")
    func epochs() {
        #expect((0...9).map(GuidanceEpochs.start(of:)) == [0, 16, 32, 64, 128, 256, 512, 1024, 2048, 3072])
        for offset in [0, 15, 16, 31, 32, 1023, 1024, 2047, 2048, 5000] {
            let epoch = GuidanceEpochs.epoch(ofOffset: offset)
            #expect(GuidanceEpochs.start(of: epoch) <= offset && offset < GuidanceEpochs.start(of: epoch + 1), "offset \(offset)")
        }
    }

    @Test("The pool keeps the newest recent cases, oldest first, once more than its capacity reached new states")
    func recentCasesAreTheNewest() {
        var pool = GuidancePool()
        var kept: [[UInt64]] = []
        for value in 0..<UInt64(GuidancePool.capacity + 300) {
            // Each case reaches one abstract state and no space item: only `recent` keeps them.
            if pool.record(space: SpaceSet(), states: [value &* 0x9E37_79B9_7F4A_7C15], choices: [value, value + 1]) {
                kept.append([value, value + 1])
            }
        }
        let newest = Array(kept.suffix(GuidancePool.capacity))
        #expect(kept.count > GuidancePool.capacity)
        #expect(pool.snapshot.firsts.isEmpty && pool.snapshot.recentCount == newest.count && pool.snapshot.count == newest.count)
        #expect((0..<pool.snapshot.count).map { pool.snapshot[$0] } == newest)
    }

    @Test("On a fixed budget guided generation reaches at least the space items and abstract states random generation does")
    func reachesAtLeastRandom() {
        // Two epochs past the first thousand: with generator 7, below about 1,500 cases the two modes
        // are within a few dozen abstract states of each other, either way.
        let cases = 2048
        var random = GuidancePool()
        for index in 0..<UInt64(cases) {
            let built = ScenarioGenerator.generate(seed: 1, index: index, maxActions: 12)
            random.record(space: built.space, states: built.states, choices: built.choices)
        }
        let guided = Self.guidedCases(seed: 1, cases: cases).run.pool
        #expect(guided.space.count >= random.space.count, "space items: guided \(guided.space.count), random \(random.space.count)")
        #expect(guided.stateCount >= random.stateCount, "abstract states: guided \(guided.stateCount), random \(random.stateCount)")
        #expect(random.space.isSubset(of: guided.space) || guided.space.count > random.space.count)
    }

    @Test("Random generation, chosen explicitly, still writes the pinned counterexample of the behaviour digest")
    func randomIsUnchanged() throws {
        let corpus = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let defect = Defect.fullscreenFlagIgnored
        var configuration = RunConfiguration.findingDefect(defect, seed: 1, corpus: corpus)
        configuration.generation = .random
        let report = try PropertyRun.run(configuration)
        var digest = BehaviourDigestTests.Digest()
        for counterexample in report.counterexamples {
            digest.add("\(counterexample.caseIndex) \(counterexample.casesUntilFound)")
            let url = try #require(counterexample.saved)
            digest.add(url.lastPathComponent)
            digest.add(try Data(contentsOf: url))
            #expect(counterexample.origin.generation == nil)
        }
        #expect(digest.hex == "11866851f75f30de")
        #expect(RunConfiguration(seed: 1, profile: .named(.ci)).generation == .random)
    }
}
