import PresCheckCore
import PresentationEngine
import PresentationOracle

/// One generated case: where it came from, the scenario, the choices that build it, and what the
/// properties found on it.
/// Serves every rule ID.
package struct CaseResult: Sendable {
    package var seed: UInt64
    package var index: UInt64
    package var scenario: Scenario {
        didSet { oracle = nil }
    }
    package var choices: [UInt64]
    /// The rules the oracle applied in the case, at any step.
    package var rules: RuleSet
    package var findings: [Finding<Property>]
    /// The space-coverage items the case reached (`SpaceInventory`).
    package var space: SpaceSet
    /// The abstract state of each step (`AbstractState`), as the generator saw it; empty for a
    /// case built without them (`CaseRunner.makeCase(seed:index:recipe:recordsStates:recordsChoices:)`).
    package var states: [UInt64]
    /// Guided exploration made it from kept choice sequences: (seed, index) alone do not rebuild it.
    package var isMutated: Bool
    /// The oracle's observations of `scenario`'s steps, kept from generation (the generator runs
    /// the oracle to choose each action) so that checking need not run it again; nil once the
    /// scenario is changed. (Spelled `Optional`, as `NodeObservation` explains, so that the
    /// initialiser stores it once: like every field here it has no initial value.)
    package private(set) var oracle: Optional<[Observation]>

    /// Case (seed, index) as `generated` built it, with no findings yet: each part moved over
    /// from `generated`, which every case gives up here, rather than copied out of it.
    init(seed: UInt64, index: UInt64, generated: consuming GeneratedCase) {
        self.seed = seed
        self.index = index
        scenario = generated.scenario
        choices = generated.choices
        rules = generated.rules
        findings = []
        space = generated.space
        states = generated.states
        isMutated = generated.isMutated
        oracle = generated.oracle
    }
}

/// Runs generated cases: builds case (seed, index) from its own choice sequence, checks the
/// properties on it, and reports every finding. A case depends on nothing but the two numbers,
/// so any worker or machine can run any case, and a failure's case can be rebuilt from them.
/// Serves every rule ID.
package struct CaseRunner: Sendable {
    package var profile: Profile
    package var defects: Set<Defect>
    package var properties: [Property]
    /// Whether the metamorphic properties are also checked on the oracle alone. A run against a
    /// defective engine skips it: the oracle does not change with the engine's defects.
    package var checkOracle: Bool

    package init(profile: Profile, defects: Set<Defect> = [], properties: [Property] = Property.allCases, checkOracle: Bool = true) {
        self.profile = profile
        self.defects = defects
        self.properties = properties
        self.checkOracle = checkOracle
    }

    /// Case (seed, index), checked; with a recipe, the mutant of a guided run it describes. Its
    /// abstract states are kept when `recordsStates` is true (`makeCase(seed:index:recipe:recordsStates:recordsChoices:)`).
    package func run(seed: UInt64, index: UInt64, recipe: GuidedRecipe? = nil, recordsStates: Bool = true) throws -> CaseResult {
        try check(makeCase(seed: seed, index: index, recipe: recipe, recordsStates: recordsStates))
    }

    /// Case (seed, index) built but not checked: its scenario, choices and rule coverage, no findings.
    /// `prescheck fuzz` rebuilds a case that crashed or hung from these two numbers alone (and the
    /// recipe of a guided run's mutant, `GuidedGeneration`). Its abstract states are kept only
    /// when `recordsStates` is true: guided exploration reads them, and a random run need not
    /// have the generator work them out for every step. Its choices are kept only when
    /// `recordsChoices` is true: a case whose choices nothing reports need not copy them.
    package func makeCase(seed: UInt64, index: UInt64, recipe: GuidedRecipe? = nil, recordsStates: Bool = true,
                          recordsChoices: Bool = true) -> CaseResult {
        CaseResult(seed: seed, index: index,
                   generated: GuidedGeneration.generate(seed: seed, index: index, maxActions: profile.maxActions, recipe: recipe,
                                                        recordsStates: recordsStates, recordsChoices: recordsChoices))
    }

    /// `result` with the findings of this runner's properties on its scenario: the case given up
    /// here gets them in place, rather than a copy of it.
    package func check(_ result: consuming CaseResult) throws -> CaseResult {
        result.findings = try scenarioCheck(result).findings
        return result
    }

    /// The check `check(_:)` makes of `result`'s scenario, with both runs' observations.
    package func scenarioCheck(_ result: CaseResult) throws -> ScenarioCheck {
        try ScenarioCheck.run(result.scenario, defects: defects, properties: properties, checkOracle: checkOracle, expectations: false,
                              oracle: result.oracle)
    }

    /// The scenario that `choices` build, under this runner's profile.
    package func scenario(replaying choices: [UInt64], name: String) -> (scenario: Scenario, choices: [UInt64]) {
        let source = ChoiceSource(replaying: choices)
        let scenario = ScenarioGenerator.scenario(from: source, maxActions: profile.maxActions, name: name)
        return (scenario, source.recorded)
    }

    /// The first of `findings(matching:in:oracle:)`, as a shrink asks for it. For the differential
    /// property the engine (and the oracle, unless `oracle` gives its observations) runs one step
    /// at a time and stops at the first step with a matching difference: the steps after it cannot
    /// change which finding comes first.
    package func firstFinding(matching signature: Finding<Property>.Signature, in scenario: Scenario,
                              oracle: [Observation]? = nil) -> Finding<Property>? {
        let subject = signature.subject
        guard signature.property == .differential else {
            return findings(matching: signature, in: scenario, oracle: oracle).first
        }
        // The oracle steps along with the engine unless its observations are known: `Oracle.run`
        // is its steps in order, so both stop at the step that decides.
        let oracleStep: (Int) -> Observation
        if let oracle {
            guard oracle.count == scenario.actions.count + 1 else {
                return findings(matching: signature, in: scenario, oracle: oracle).first
            }
            oracleStep = { oracle[$0] }
        } else {
            guard var run = Oracle.Run(scenario: scenario) else { return findings(matching: signature, in: scenario).first }
            oracleStep = { step in step == 0 ? run.initial : run.perform(scenario.actions[step - 1]) }
        }
        guard let driver = try? EngineDriver(scenario: scenario, options: EngineOptions(defects: Set(subject.defects))) else {
            return nil
        }
        return DifferentialCheck.firstViolation(scenario, subject: subject, oracleStep: oracleStep, engineStep: { step in
            step == 0 ? driver.observe(hitTarget: nil) : driver.perform(scenario.actions[step - 1])
        }, where: { $0.signature == signature })
    }

    /// The findings of one property on `scenario` that match `signature`'s subject and rule;
    /// `oracle`, when given, is `Oracle.run(scenario)` already made.
    package func findings(matching signature: Finding<Property>.Signature, in scenario: Scenario,
                          oracle: [Observation]? = nil) -> [Finding<Property>] {
        let subject = signature.subject
        let found = (try? ScenarioCheck.run(
            scenario, defects: Set(subject.defects), properties: [signature.property], checkOracle: subject == .oracle,
            expectations: false, oracle: oracle).findings) ?? []
        return found.filter { $0.signature == signature }
    }
}
