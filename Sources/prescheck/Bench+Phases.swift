import Foundation
import PresCheck

extension BenchCommand {
    /// The per-phase breakdown of generated cases on one core: where a case's time goes.
    static func benchPhases(cases: Int) throws {
        let times = try PhaseTimes.measure(profile: .named(.ci), seed: 1, cases: cases)
        let total = times.generate + times.engine + times.compare + times.metamorphic + times.deterministic
        print("phases (one core, profile ci, seed 1, \(times.cases) cases, \(times.steps) steps, every property; µs a step):")
        func line(_ label: String, _ seconds: Double, share: Bool = true) {
            let perStep = times.steps > 0 ? seconds / Double(times.steps) * 1e6 : 0
            let percent = share && total > 0 ? String(format: "  %4.1f %%", seconds / total * 100) : ""
            print("  \(label.padding(toLength: 34, withPad: " ", startingAt: 0)) \(String(format: "%7.2f", perStep))\(percent)")
        }
        line("generate (with the oracle it runs)", times.generate)
        line("  the oracle in it, timed apart", times.oracle, share: false)
        line("engine (matched with the oracle)", times.engine)
        line("compare (differential)", times.compare)
        line("metamorphic properties", times.metamorphic)
        line("deterministic (second runs)", times.deterministic)
        line("total", total, share: false)
    }

    /// A long run in this process (profile ci, seed 1, every property, conforming engine): the
    /// resident memory after 10,000 cases and at the end. A run that frees what it builds stays
    /// flat; growth with the cases is a leak.
    static func benchLongRun(cases: Int) throws {
        print("long run (one core, profile ci, seed 1, \(cases) cases, every property; resident memory of this process):")
        let runner = CaseRunner(profile: .named(.ci))
        let start = DispatchTime.now().uptimeNanoseconds
        func memory() -> String {
            let now = ResidentMemory.currentOfSelf.map(ResidentMemory.describe) ?? "unknown here"
            let peak = ResidentMemory.peakOfSelf.map(ResidentMemory.describe) ?? "unknown here"
            return "\(now) now, peak \(peak)"
        }
        print("  before: \(memory())")
        for index in 0..<UInt64(cases) {
            _ = try runner.run(seed: 1, index: index)
            let done = index + 1
            if done == 10_000 || done == UInt64(cases) {
                print("  after \(done) cases (\(String(format: "%.0f", Double(done) / seconds(since: start))) cases a second): \(memory())")
            }
        }
    }
}
