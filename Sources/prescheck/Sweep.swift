import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine

extension Command {
    /// Temporary development verb: runs generated cases and prints each finding.
    static func sweep(_ arguments: [String]) throws -> Int32 {
        var seed: UInt64 = 1
        var cases = 1000
        var defects: Set<Defect> = []
        var start: UInt64 = 0
        var dump: String?
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--seed": seed = UInt64(arguments[index + 1])!
            case "--cases": cases = Int(arguments[index + 1])!
            case "--start": start = UInt64(arguments[index + 1])!
            case "--defect": defects.insert(Defect(rawValue: arguments[index + 1])!)
            case "--dump": dump = arguments[index + 1]
            default: throw UsageError(message: "sweep: \(arguments[index])")
            }
            index += 2
        }
        let runner = CaseRunner(profile: .named(.nightly), defects: defects, checkOracle: defects.isEmpty)
        var counts: [String: Int] = [:]
        var failing = 0
        var actions = 0
        let clock = DispatchTime.now().uptimeNanoseconds
        for case_ in start..<(start + UInt64(cases)) {
            let result = try runner.run(seed: seed, index: case_)
            actions += result.scenario.actions.count
            if let problem = ScenarioValidation.firstProblem(in: result.scenario) {
                print("INVALID case \(case_): \(problem.field): \(problem.problem)")
            }
            guard !result.findings.isEmpty else { continue }
            failing += 1
            var seen: Set<Finding.Signature> = []
            for finding in result.findings where seen.insert(finding.signature).inserted {
                counts[finding.signature.description, default: 0] += 1
                print("case \(case_) (\(result.scenario.actions.count) actions): \(finding)")
            }
            if let dump, let first = result.findings.first {
                let shrunk = FindingShrinker(runner: runner).shrink(result, finding: first)
                var scenario = shrunk.scenario
                scenario.summary = shrunk.finding.description + " (shrunk in \(shrunk.seconds) s, \(shrunk.attempts) attempts)"
                try ScenarioFile.write(scenario, to: URL(fileURLWithPath: dump).appendingPathComponent("case-\(case_).json"))
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e9
        for key in counts.keys.sorted() { print("\(counts[key]!)\t\(key)") }
        print("\(cases) cases, \(failing) failing, \(actions / max(cases, 1)) actions a case, \(Int(Double(cases) / seconds)) cases/s")
        return failing == 0 ? 0 : 1
    }
}
