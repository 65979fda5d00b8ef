import Foundation
import PresCheck
import PresCheckCore
import PresentationOracle
import Testing

@Suite("Replayable randomness: SplitMix64 and the choice source")
struct RandomnessTests {
    @Test("SplitMix64 gives the reference sequence for seed 1234567")
    func referenceSequence() {
        var generator = SplitMix64(seed: 1_234_567)
        let values = (0..<5).map { _ in generator.next() }
        #expect(values == [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
                           4_593_380_528_125_082_431, 16_408_922_859_458_223_821])
    }

    @Test("A case seed depends on the run seed and the index alone")
    func caseSeeds() {
        #expect(SplitMix64.caseSeed(runSeed: 42, index: 7) == 13_225_168_207_180_158_785)
        #expect(SplitMix64.caseSeed(runSeed: 42, index: 7) != SplitMix64.caseSeed(runSeed: 42, index: 8))
        #expect(SplitMix64.caseSeed(runSeed: 42, index: 7) != SplitMix64.caseSeed(runSeed: 43, index: 7))
    }

    @Test("Bounded draws stay in range and reach both ends")
    func boundedDraws() {
        var generator = SplitMix64(seed: 9)
        var seen = Set<UInt64>()
        for _ in 0..<2000 {
            let value = generator.next(upTo: 6)
            #expect(value <= 6)
            seen.insert(value)
        }
        #expect(seen == Set(0...6))
    }

    @Test("Replaying records the same choices; past the end every draw is 0; values are clamped to their bound")
    func replay() {
        let random = ChoiceSource(seed: 5)
        let drawn = (0..<20).map { _ in random.draw(upTo: 9) }
        let replay = ChoiceSource(replaying: random.recorded)
        #expect((0..<20).map { _ in replay.draw(upTo: 9) } == drawn)
        #expect(replay.draw(upTo: 9) == 0)
        let clamped = ChoiceSource(replaying: [50, 3])
        #expect(clamped.draw(upTo: 4) == 4)
        #expect(clamped.draw(upTo: 4) == 3)
        #expect(clamped.recorded == [4, 3])
    }

    @Test("The zero choice is the simplest: false, the first option, the lower bound")
    func zeroIsSimplest() {
        let zero = ChoiceSource(replaying: [])
        #expect(zero.chance(99, in: 100) == false)
        #expect(zero.weighted([(1, "first"), (100, "second")]) == "first")
        #expect(zero.int(3...9) == 3)
    }
}

@Suite("Generators: valid, replayable, simplest at zero")
struct GeneratorTests {
    @Test("The empty choice sequence builds the simplest scenario: a phone, portrait, a bare root, no actions")
    func simplestScenario() {
        let scenario = ScenarioGenerator.scenario(from: ChoiceSource(replaying: []), maxActions: 12)
        #expect(scenario.device == .phone)
        #expect(scenario.orientation == .portrait)
        #expect(scenario.splitWidth == nil)
        #expect(scenario.root == Node(id: "R"))
        #expect(scenario.actions.isEmpty)
    }

    @Test("Every generated scenario passes validation, and its recorded choices rebuild it exactly")
    func validAndReplayable() throws {
        let profile = Profile.named(.ci)
        for index in 0..<UInt64(profile.cases) {
            let (scenario, choices, _) = ScenarioGenerator.scenario(seed: 11, index: index, maxActions: profile.maxActions)
            let problem = ScenarioValidation.firstProblem(in: scenario)
            #expect(problem == nil, "case \(index): \(String(describing: problem))")
            #expect(scenario.actions.count <= profile.maxActions)
            let replayed = ScenarioGenerator.scenario(
                from: ChoiceSource(replaying: choices), maxActions: profile.maxActions, name: scenario.name)
            #expect(try ScenarioFile.encode(replayed) == ScenarioFile.encode(scenario), "case \(index)")
        }
    }

    @Test("Edited and truncated choice sequences still build valid scenarios")
    func editedSequencesStayValid() {
        var generator = SplitMix64(seed: 3)
        for index in 0..<UInt64(150) {
            let (_, choices, _) = ScenarioGenerator.scenario(seed: 12, index: index, maxActions: 12)
            var edited = Array(choices.prefix(Int(generator.next(upTo: UInt64(choices.count)))))
            for position in edited.indices where generator.next(upTo: 3) == 0 { edited[position] = generator.next(upTo: 40) }
            let scenario = ScenarioGenerator.scenario(from: ChoiceSource(replaying: edited), maxActions: 12)
            let problem = ScenarioValidation.firstProblem(in: scenario)
            #expect(problem == nil, "case \(index): \(String(describing: problem))")
        }
    }

    @Test("The same seed gives the same scenarios, byte for byte")
    func deterministic() throws {
        for index in 0..<UInt64(40) {
            let first = ScenarioGenerator.scenario(seed: 99, index: index, maxActions: 30)
            let second = ScenarioGenerator.scenario(seed: 99, index: index, maxActions: 30)
            #expect(try ScenarioFile.encode(first.scenario) == ScenarioFile.encode(second.scenario))
            #expect(first.choices == second.choices)
        }
    }

    @Test("The state machine reaches every action, every requested style but none, and every catalogue controller")
    func reach() {
        var actionNames = Set<String>()
        var styles = Set<PresentationStyle>()
        var controllers = Set<CatalogueController>()
        var devices = Set<Device>()
        var refusals = 0
        for index in 0..<UInt64(300) {
            let built = ScenarioGenerator.generate(seed: 21, index: index, maxActions: 12)
            let scenario = built.scenario
            devices.insert(scenario.device)
            for action in scenario.actions {
                actionNames.insert(action.name)
                if case .present(let present) = action {
                    styles.insert(present.style)
                    if let controller = present.controller { controllers.insert(controller) }
                }
            }
            // The generator's own oracle run of the case.
            refusals += built.oracle.filter { !$0.warnings.isEmpty }.count
        }
        #expect(actionNames.count == 17)
        #expect(styles == Set(PresentationStyle.allCases).subtracting([.none]))
        #expect(controllers == Set(CatalogueController.allCases))
        #expect(devices == Set(Device.allCases))
        #expect(refusals > 0)
    }
}

@Suite("Generators: pans on sheets with several detents (DETENT-4)")
struct DetentPanGenerationTests {
    @Test("Detent heights are SHEET-1's, sorted and distinct; fewer than two is nil")
    func detentHeights() throws {
        let window = try #require(Device.phone.geometry(orientation: .portrait))
        // phone, portrait: 852 tall, safe area 59 top and 34 bottom, so M = 852 - 69 - 34 = 749.
        let heights = PanGestures.detentHeights([.large, .medium, .fraction("quarter", 0.25), .height("tall", 900)], window: window)
        #expect(heights == [187 + 34, 374 + 34, 749 + 34])
        #expect(PanGestures.detentHeights([.large, .height("tall", 2000)], window: window) == nil)
        #expect(PanGestures.detentHeights([], window: window) == nil)
    }

    @Test("Generated cases drag bottom sheets with several detents, and some drags select another detent")
    func reachDetentDrags() {
        var drags = 0
        var changes = 0
        for index in UInt64(0)..<1200 {
            // The generator's own oracle run gives the observations and the rules of the whole case;
            // only a case that applied DETENT-4 somewhere is asked at which steps.
            let built = ScenarioGenerator.generate(seed: 21 + index / 300, index: index, maxActions: 12)
            guard built.rules.contains(.detent4) else { continue }
            let coverage = Oracle.coverage(built.scenario)
            let observations = built.oracle
            for (step, rules) in coverage.enumerated() where rules.contains("DETENT-4") {
                drags += 1
                let before = observations[step - 1], after = observations[step]
                if before.presentations.count == after.presentations.count,
                   before.nodes.map(\.frame) != after.nodes.map(\.frame) { changes += 1 }
            }
        }
        // Seeds 21 to 24 (300 cases each) give 31 drags, 5 of them moving the sheet to another detent.
        #expect(drags >= 20)
        #expect(changes >= 4)
    }
}
