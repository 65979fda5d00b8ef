import Foundation
import PresCheck
import PresCheckCore

/// The parent's side of `WorkerProtocol`: what each line a worker sends does to the run.
/// Serves every rule ID (the findings it collects name them).
extension FuzzRun {
    func offset(ofCase text: Substring) -> Int? {
        let shard = configuration.shard
        let base = configuration.firstCase + UInt64(shard.index)
        guard let index = UInt64(text), index >= base else { return nil }
        return Int((index - base) / UInt64(shard.count))
    }

    func handle(_ line: String, from worker: Worker) {
        let (text, rest) = WorkerProtocol.split(line)
        // A word is short, so as a `String` it is stored inline and compares with each case at once.
        let word = String(text)
        switch word {
        case "start":
            guard let offset = offset(ofCase: rest) else { return }
            worker.queued.removeAll { $0 == offset }
            worker.running = (offset, Clock.now)
            worker.findings = []
            worker.observation = nil
            worker.casesStarted += 1
        case "observed":
            worker.observation = String(WorkerProtocol.split(rest).rest)
        case "finding":
            let (_, json) = WorkerProtocol.split(rest)
            if let finding = try? WorkerProtocol.decode(Finding<Property>.self, json) { worker.findings.append(finding) }
        case "done", "error":
            let (index, detail) = WorkerProtocol.split(rest)
            guard let running = worker.running, offset(ofCase: index) == running.offset else { return }
            let (rulesToken, reached) = WorkerProtocol.split(detail)
            let (spaceWire, guidance) = WorkerProtocol.split(reached)
            let (statesToken, choicesToken) = WorkerProtocol.split(guidance)
            let rules = UInt64(rulesToken, radix: 16).flatMap(RuleSet.init(bitPattern:)) ?? RuleSet()
            if word == "error" {
                errors.append("case \(index): \(detail)")
                print(above: "error in case \(index): \(detail)")
            }
            let isDone = word == "done"
            outcomes[running.offset] = Outcome(findings: worker.findings, rules: isDone ? rules : nil,
                                               space: isDone ? SpaceSet(wire: spaceWire) : nil,
                                               states: isDone ? WorkerProtocol.numbers(statesToken, radix: 16) : nil,
                                               choices: isDone ? String(choicesToken) : nil,
                                               observation: isDone ? worker.observation : nil)
            worker.running = nil
            startsWithoutProgress = 0
        case "tick":
            worker.lastTick = Clock.now
        case "shrunk":
            let (id, json) = WorkerProtocol.split(rest)
            guard let id = Int(id), jobs.indices.contains(id) else { return }
            if let shrunk = try? WorkerProtocol.decode(ShrunkFinding.self, json) {
                jobs[id].status = .done(shrunk)
            } else {
                giveUp(job: id, because: "its worker's answer could not be read")
            }
            worker.job = nil
        case "failed":
            let (id, detail) = WorkerProtocol.split(rest)
            guard let id = Int(id), jobs.indices.contains(id) else { return }
            giveUp(job: id, because: String(detail))
            worker.job = nil
        default:
            break
        }
    }
}
