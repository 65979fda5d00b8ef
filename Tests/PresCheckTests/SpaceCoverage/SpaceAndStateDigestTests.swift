@testable import PresCheck
import PresCheckCore
import Testing

/// Pins what the generator reports beside its scenarios, so that work on its speed cannot change
/// them unnoticed: the space-coverage items (`SpaceInventory`) and abstract states
/// (`AbstractState`) of every case of a fixed random run, and the choices of a fixed guided run
/// (whose pool decisions read both). `BehaviourDigestTests` pins the scenarios and observations;
/// this pins the rest of a `GeneratedCase`.
/// Serves every rule ID: space coverage and guided exploration.
@Suite("Space and state digest")
struct SpaceAndStateDigestTests {
    @Test("seed 1, cases 0–499, ci: every case's space items and abstract states are the pinned ones")
    func randomRun() {
        var digest = BehaviourDigestTests.Digest()
        var union = SpaceSet()
        for index in UInt64(0)..<500 {
            let built = ScenarioGenerator.generate(seed: 1, index: index, maxActions: Profile.named(.ci).maxActions)
            digest.add(built.space.wire)
            digest.add(built.space.items.joined(separator: ","))
            digest.add(built.states.map { String($0, radix: 16) }.joined(separator: ","))
            union.formUnion(built.space)
        }
        #expect(union.count == 229)
        #expect(digest.hex == "18126fd74125fca7")
    }

    @Test("seed 5, 200 guided cases, ci: the pool keeps the pinned cases and the mutants are the pinned ones")
    func guidedRun() {
        let (cases, run) = GuidedGenerationTests.guidedCases(seed: 5, cases: 200)
        var digest = BehaviourDigestTests.Digest()
        for built in cases {
            digest.add(built.choices.map(String.init).joined(separator: ","))
            digest.add(built.isMutated ? "mutated" : "random")
        }
        digest.add("\(run.pool.kept) \(run.pool.stateCount) \(run.pool.space.wire)")
        #expect(run.pool.kept == 135)
        #expect(digest.hex == "f13999fb9899af94")
    }
}
