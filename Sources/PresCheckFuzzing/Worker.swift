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
        let (word, rest) = WorkerProtocol.split(line)
        // A word is short, so as a `String` it is stored inline and compares with each case at once.
        switch String(word) {
        case "run":
            let (number, wire) = WorkerProtocol.split(rest)
            guard let index = UInt64(number) else { return send("error 0 bad command: \(line)") }
            let recipe = wire.isEmpty ? nil : GuidedRecipe(wire: wire)
            guard wire.isEmpty || recipe != nil else { return send("error \(index) bad recipe: \(line)") }
            runCase(index, recipe: recipe)
        case "job":
            let (id, json) = WorkerProtocol.split(rest)
            do {
                let job = try WorkerProtocol.decode(WorkerJob.self, json)
                send("shrunk \(id) " + (try WorkerProtocol.encode(try perform(job, id: String(id)))))
            } catch {
                send("failed \(id) \(error)")
            }
        case "probe":
            if let scenario = try? WorkerProtocol.decode(Scenario.self, rest) {
                fault?.apply(to: scenario)
                _ = try? ScenarioCheck.run(scenario, defects: runner.defects, properties: Property.allCases, checkOracle: runner.checkOracle,
                                           expectations: false)
            }
            send("probed")
        default:
            send("error 0 unknown command: \(line)")
        }
    }

    package func runCase(_ index: UInt64, recipe: GuidedRecipe? = nil) {
        send("start \(index)")
        do {
            let clock = observing?.measuresTiming == true ? PhaseClock() : nil
            // A local function rather than a closure literal: the binding then makes no context for it.
            func buildAndCheck() throws -> (built: CaseResult, result: CaseResult) {
                let built = PhaseClock.measure(.generate) { runner.makeCase(seed: seed, index: index, recipe: recipe) }
                fault?.apply(to: built.scenario)
                return (built, try runner.check(built))
            }
            let (built, result) = try PhaseClock.$current.withValue(clock, operation: buildAndCheck)
            for finding in result.findings {
                send("finding \(index) " + (try WorkerProtocol.encode(finding)))
            }
            if let observing {
                let observation = CaseObservation.make(result, property: "prescheck fuzz", origin: recipe == nil ? .random : .guided,
                                                       timing: clock?.times, runStart: observing.runStart)
                send("observed \(index) " + observation.line)
            }
            // `done N RULES SPACE [STATES CHOICES]`, written into one string with room for all of it.
            let space = built.space.wire
            let guided = generation == .guided
                ? (states: WorkerProtocol.numbers(built.states, radix: 16), choices: WorkerProtocol.numbers(built.choices, radix: 10))
                : nil
            var done = "done \(index) "
            done.reserveCapacity(done.utf8.count + 18 + space.utf8.count + (guided.map { $0.states.utf8.count + $0.choices.utf8.count + 2 } ?? 0) + 1)
            done += String(result.rules.bitPattern, radix: 16)
            done += " "
            done += space
            if let guided {
                done += " "
                done += guided.states
                done += " "
                done += guided.choices
            }
            send(done)
        } catch {
            send("error \(index) \(String(describing: error).replacingOccurrences(of: "\n", with: " "))")
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

    /// Writes one line to the parent, unbuffered; a parent that stopped reading ends the worker.
    /// The line's own bytes are written with its newline appended: a short line stays in place
    /// and a line with room to spare (`done`) grows in place, with no byte list made for it.
    package func send(_ line: consuming String) {
        var text = line
        text.append("\n")
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(1, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    exit(0)
                }
                offset += written
            }
        }
    }
}

extension CaseRunner {
    /// The subject this runner checks: the engine with its defects.
    package var subject: Subject { .engine(defects) }
}
