import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine

/// The worker's side of the protocol.
package struct Worker {
    package var runner: CaseRunner
    package var seed: UInt64
    package var watchdog: Double
    package var fault: TestFault?
    /// A guided run's worker also reports each case's abstract states and choices.
    package var generation = GenerationMode.random
    /// A run that writes PBT observations: each case's `test_case` line goes to the parent.
    package var observing: WorkerObserving?
    /// Where the lines for the parent go: a case's results wait for the next case's `start`.
    package let output = WorkerOutput()

    package init(runner: CaseRunner, seed: UInt64, watchdog: Double, fault: TestFault?, generation: GenerationMode = .random,
                 observing: WorkerObserving? = nil) {
        self.runner = runner
        self.seed = seed
        self.watchdog = watchdog
        self.fault = fault
        self.generation = generation
        self.observing = observing
    }

    package func handle(_ line: String) {
        var line = line
        line.withUTF8 { handle($0) }
    }

    /// Handles one line from the parent, read word by word in place in its bytes: a worker reads a
    /// `run` line for every case, a guided mutant's with its recipe.
    package func handle(_ line: UnsafeBufferPointer<UInt8>) {
        var words = WorkerProtocol.Words(line)
        // A word is short, so as a `String` it is stored inline and compares with each case at once.
        switch WorkerProtocol.text(words.next()) {
        case "run":
            let number = words.next()
            let wire = words.rest
            guard let index = DottedNumbers.number(number, radix: 10) else { return send("error 0 bad command: \(WorkerProtocol.text(line))") }
            let recipe = wire.isEmpty ? nil : GuidedRecipe(wire: wire)
            guard wire.isEmpty || recipe != nil else { return send("error \(index) bad recipe: \(WorkerProtocol.text(line))") }
            runCase(index, recipe: recipe)
        case "job":
            let id = WorkerProtocol.text(words.next())
            let json = WorkerProtocol.text(words.rest)
            do {
                let job = try WorkerProtocol.decode(WorkerJob.self, json[...])
                send("shrunk \(id) " + (try WorkerProtocol.encode(try perform(job, id: id))))
            } catch {
                send("failed \(id) \(error)")
            }
        case "probe":
            if let scenario = try? WorkerProtocol.decode(Scenario.self, WorkerProtocol.text(words.rest)[...]) {
                fault?.apply(to: scenario)
                _ = try? ScenarioCheck.run(scenario, defects: runner.defects, properties: Property.allCases, checkOracle: runner.checkOracle,
                                           expectations: false)
            }
            send("probed")
        default:
            send("error 0 unknown command: \(WorkerProtocol.text(line))")
        }
    }

    package func runCase(_ index: UInt64, recipe: GuidedRecipe? = nil) {
        // Joined, not interpolated: the number's own string is cheaper to make (a line for every case).
        send("start " + String(index))
        do {
            let clock = observing?.measuresTiming == true ? PhaseClock() : nil
            // A local function rather than a closure literal: the binding then makes no context for it.
            // The case's findings come apart from it (`runner.check` would copy the whole case to
            // add them, for every case); only a run that writes observations needs them together.
            // Only a guided run's `done` line carries the abstract states. The choices go on that
            // line and on an observed case's line, and nowhere else.
            let guided = generation == .guided
            let keepsChoices = guided || observing != nil
            func buildAndCheck() throws -> (built: CaseResult, findings: [Finding<Property>]) {
                let built = PhaseClock.measure(.generate) {
                    runner.makeCase(seed: seed, index: index, recipe: recipe, recordsStates: guided, recordsChoices: keepsChoices)
                }
                fault?.apply(to: built.scenario)
                return (built, try runner.scenarioCheck(built).findings)
            }
            // Binding no clock where none is bound changes nothing: a run that times nothing, the
            // usual one, then pushes and pops no task-local value for every case.
            let (built, findings) = try clock == nil && PhaseClock.current == nil
                ? buildAndCheck() : PhaseClock.$current.withValue(clock, operation: buildAndCheck)
            for finding in findings {
                output.hold("finding \(index) " + (try WorkerProtocol.encode(finding)))
            }
            if let observing {
                var result = built
                result.findings = findings
                let observation = CaseObservation.make(result, property: "prescheck fuzz", origin: recipe == nil ? .random : .guided,
                                                       timing: clock?.times, runStart: observing.runStart)
                output.hold("observed \(index) " + observation.line)
            }
            // `done N RULES SPACE [STATES CHOICES]`, written straight into one string with room for
            // all of it.
            let capacity = 5 + 2 * (DottedNumbers.maxDigits + 1) + SpaceSet.wireCapacity
                + (guided ? 2 + DottedNumbers.capacity(of: built.states) + DottedNumbers.capacity(of: built.choices) : 0)
            let done = String(unsafeUninitializedCapacity: capacity) { buffer in
                var position = WorkerProtocol.write("done ", to: buffer, at: 0)
                position = DottedNumbers.write(index, radix: 10, to: buffer, at: position)
                buffer[position] = UInt8(ascii: " ")
                position = DottedNumbers.write(built.rules.bitPattern, radix: 16, to: buffer, at: position + 1)
                buffer[position] = UInt8(ascii: " ")
                position = built.space.writeWire(to: buffer, at: position + 1)
                if guided {
                    buffer[position] = UInt8(ascii: " ")
                    position = DottedNumbers.write(built.states, radix: 16, to: buffer, at: position + 1)
                    buffer[position] = UInt8(ascii: " ")
                    position = DottedNumbers.write(built.choices, radix: 10, to: buffer, at: position + 1)
                }
                return position
            }
            output.hold(done)
        } catch {
            output.hold("error \(index) \(String(describing: error).replacingOccurrences(of: "\n", with: " "))")
        }
    }

    package func perform(_ job: WorkerJob, id: String) throws -> ShrunkFinding {
        let result = runner.makeCase(seed: seed, index: job.caseIndex, recipe: job.recipe)
        switch job.kind {
        case .keep:
            let fault = job.fault.flatMap(ProcessFault.init(wire:))
            let finding = fault?.finding(subject: runner.subject, scenario: result.scenario) ?? job.finding
            return ShrunkFinding(unshrunk: result, finding: finding)
        case .shrink:
            let signature = job.finding.signature
            return FindingShrinker(runner: runner).shrink(result, finding: job.finding) { candidate in
                send("tick \(id)")
                return runner.firstFinding(matching: signature, in: candidate)
            }
        case .shrinkCrash:
            guard let fault = job.fault.flatMap(ProcessFault.init(wire:)) else {
                throw ChildError("a crash job without its fault")
            }
            let checker = ChildChecker(defects: runner.defects, watchdog: watchdog)
            let finding = fault.finding(subject: runner.subject, scenario: result.scenario)
            return FindingShrinker(runner: runner).shrink(result, finding: finding) { candidate in
                send("tick \(id)")
                return checker.reproduces(fault, on: candidate)
            }
        }
    }

    /// Writes one line to the parent now, after the result lines held for it (`WorkerOutput`).
    package func send(_ line: consuming String) {
        output.send(line)
    }
}

extension CaseRunner {
    /// The subject this runner checks: the engine with its defects.
    package var subject: Subject { .engine(defects) }
}
