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
        // `start N`: the line is spelled on the stack, with nothing allocated.
        WireLine.send(capacity: 32) { line in
            line.append("start ")
            line.append(index, radix: 10)
        }
        do {
            let clock = observing?.measuresTiming == true ? PhaseClock() : nil
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
            // `done N RULES SPACE [STATES CHOICES]`, spelled in one buffer and written at once.
            let space = built.space.wire
            let guided = generation == .guided
                ? " " + WorkerProtocol.numbers(built.states, radix: 16) + " " + WorkerProtocol.numbers(built.choices, radix: 10) : ""
            WireLine.send(capacity: 64 + space.utf8.count + guided.utf8.count) { line in
                line.append("done ")
                line.append(index, radix: 10)
                line.append(" ")
                line.append(result.rules.bitPattern, radix: 16)
                line.append(" ")
                line.append(space)
                line.append(guided)
            }
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
    package func send(_ line: String) {
        WireLine.send(capacity: line.utf8.count + 1) { $0.append(line) }
    }
}

/// One line of the worker's side of the protocol, spelled in a buffer that lives only while it is
/// written (on the stack when it is small) and written to the parent at once, newline included:
/// a line spelled as a `String` and copied into bytes to be written allocated twice or more.
struct WireLine: ~Copyable {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0

    private init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Spells a line with `spell`, which appends at most `capacity - 1` bytes, and writes it with
    /// its newline to standard output, unbuffered; a parent that stopped reading ends the worker.
    static func send(capacity: Int, _ spell: (inout WireLine) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var line = WireLine(buffer: buffer)
            spell(&line)
            line.buffer[line.count] = UInt8(ascii: "\n")
            line.flush(line.count + 1)
        }
    }

    mutating func append(_ text: String) {
        var text = text
        count += text.withUTF8 { bytes in
            guard let source = bytes.baseAddress else { return 0 }
            precondition(count + bytes.count < buffer.count, "a worker line longer than its buffer")
            (buffer.baseAddress! + count).update(from: source, count: bytes.count)
            return bytes.count
        }
    }

    /// `value`'s digits in `radix` (10 or 16), lowercase and without leading zeros, as
    /// `String(value, radix:)` spells them.
    mutating func append(_ value: UInt64, radix: UInt64) {
        var digits = 1
        var rest = value / radix
        while rest > 0 {
            digits += 1
            rest /= radix
        }
        precondition(count + digits < buffer.count, "a worker line longer than its buffer")
        var position = count + digits
        count = position
        var left = value
        repeat {
            position -= 1
            let digit = UInt8(truncatingIfNeeded: left % radix)
            buffer[position] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
            left /= radix
        } while left > 0
    }

    private func flush(_ total: Int) {
        var offset = 0
        while offset < total {
            let written = write(1, buffer.baseAddress! + offset, total - offset)
            if written < 0 {
                if errno == EINTR { continue }
                exit(0)
            }
            offset += written
        }
    }
}

extension CaseRunner {
    /// The subject this runner checks: the engine with its defects.
    package var subject: Subject { .engine(defects) }
}
