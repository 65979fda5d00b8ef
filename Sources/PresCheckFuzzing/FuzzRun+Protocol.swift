import Foundation
import PresCheck
import PresCheckCore

/// The parent's side of `WorkerProtocol`: what each line a worker sends does to the run.
/// Serves every rule ID (the findings it collects name them).
extension FuzzRun {
    /// The run's offset of the case a worker's line names by its index; nil for a case outside
    /// the run's shard.
    func offset(ofCase text: UnsafeBufferPointer<UInt8>) -> Int? {
        let shard = configuration.shard
        let base = configuration.firstCase + UInt64(shard.index)
        guard let index = DottedNumbers.number(text, radix: 10), index >= base else { return nil }
        return Int((index - base) / UInt64(shard.count))
    }

    /// Handles one line a worker sent, read word by word in place in its bytes: the parent reads a
    /// `start` and a `done` line for every case, and a guided case's `done` line is long.
    func handle(_ line: UnsafeBufferPointer<UInt8>, from worker: Worker) {
        var words = WorkerProtocol.Words(line)
        // A word is short, so as a `String` it is stored inline and compares with each case at once.
        let word = WorkerProtocol.text(words.next())
        switch word {
        case "start":
            guard let offset = offset(ofCase: words.rest) else { return }
            worker.started(offset)
            worker.running = RunningCase(offset: offset, since: Clock.now)
            worker.casesStarted += 1
        case "observed":
            _ = words.next()
            worker.running?.observation = WorkerProtocol.text(words.rest)
        case "finding":
            _ = words.next()
            let json = WorkerProtocol.text(words.rest)
            if let finding = try? WorkerProtocol.decode(Finding<Property>.self, json[...]) { worker.running?.findings.append(finding) }
        case "done", "error":
            let index = words.next()
            guard let running = worker.running, offset(ofCase: index) == running.offset else { return }
            let detail = words.rest
            let rulesToken = words.next()
            let spaceWire = words.next()
            let statesToken = words.next()
            let choicesToken = words.rest
            let rules = DottedNumbers.number(rulesToken, radix: 16).flatMap(RuleSet.init(bitPattern:)) ?? RuleSet()
            if word == "error" {
                let (index, detail) = (WorkerProtocol.text(index), WorkerProtocol.text(detail))
                errors.append("case \(index): \(detail)")
                print(above: "error in case \(index): \(detail)")
            }
            let isDone = word == "done"
            outcomes[running.offset] = Outcome(findings: running.findings, rules: isDone ? rules : nil,
                                               space: isDone ? SpaceSet(wire: spaceWire) : nil,
                                               states: isDone ? WorkerProtocol.numbers(statesToken, radix: 16) : nil,
                                               choices: isDone ? Array(choicesToken) : nil,
                                               observation: isDone ? running.observation : nil)
            worker.running = nil
            startsWithoutProgress = 0
        case "tick":
            worker.lastTick = Clock.now
        case "shrunk":
            guard let id = job(words.next()) else { return }
            let json = WorkerProtocol.text(words.rest)
            if let shrunk = try? WorkerProtocol.decode(ShrunkFinding.self, json[...]) {
                jobs[id].status = .done(shrunk)
            } else {
                giveUp(job: id, because: "its worker's answer could not be read")
            }
            worker.job = nil
        case "failed":
            guard let id = job(words.next()) else { return }
            giveUp(job: id, because: WorkerProtocol.text(words.rest))
            worker.job = nil
        default:
            break
        }
    }

    /// The job a line names by its id, as `Int` reads the id's text; nil for one the run has not.
    private func job(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let id = Int(WorkerProtocol.text(text)), jobs.indices.contains(id) else { return nil }
        return id
    }
}
