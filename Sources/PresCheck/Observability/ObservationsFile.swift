import Foundation
import PresCheckCore

/// Where a run writes its observations: the file, whether timing is measured, and the name of
/// what it checks (`property` of every line).
/// Serves every rule ID (the cases it records check them all).
package struct ObservationsTarget: Sendable {
    package var url: URL
    package var measuresTiming: Bool
    package var property: String

    package init(url: URL, measuresTiming: Bool, property: String) {
        self.url = url
        self.measuresTiming = measuresTiming
        self.property = property
    }

    /// `PRESCHECK_OBSERVATIONS=DIR` (with `PRESCHECK_OBSERVATIONS_TIMING=1` for timing): the file
    /// `DIR/<name>.jsonl`; nil when the variable is not set.
    package static func fromEnvironment(name: String, property: String,
                                        _ environment: [String: String] = ProcessInfo.processInfo.environment) -> ObservationsTarget? {
        guard let folder = environment["PRESCHECK_OBSERVATIONS"], !folder.isEmpty else { return nil }
        return ObservationsTarget(url: URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(name + ".jsonl"),
                                  measuresTiming: environment["PRESCHECK_OBSERVATIONS_TIMING"] == "1", property: property)
    }
}

/// A PBT observations file being written: one JSON line per observation, streamed to
/// `<file>.partial` and moved to `<file>` when finished, so a reader never sees half a run and an
/// interrupted run leaves the previous file alone. Closes with an `info` line of run statistics.
///
/// Open it in Tyche, which reads Hypothesis's "PBT Observations" JSON Lines, what this writes.
/// Serves every rule ID (the cases it records check them all).
package final class ObservationsFile {
    package let url: URL
    /// Whether `timing` holds measured seconds and `run_start` the run's start (Unix seconds);
    /// without it the file depends on the seed alone.
    package let measuresTiming: Bool
    package let runStart: Double
    private let partial: URL
    private let handle: FileHandle
    private var statistics = Statistics()

    /// What the closing `info` line counts.
    package struct Statistics: Sendable, Equatable {
        package var cases = 0
        package var passed = 0
        package var failed = 0
        package var gaveUp = 0
        /// Cases whose scenario an earlier case of the file already had.
        package var duplicates = 0
        package var rules = RuleSet()
        package var space = SpaceSet()
        fileprivate var seen = Set<UInt64>()
    }

    package init(url: URL, measuresTiming: Bool) throws {
        self.url = url
        self.measuresTiming = measuresTiming
        runStart = measuresTiming ? Date().timeIntervalSince1970 : 0
        partial = url.appendingPathExtension("partial")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: partial.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: partial.path])
        }
        handle = try FileHandle(forWritingTo: partial)
    }

    /// Records one checked case, as `origin` made it; `timing` when measured.
    package func record(_ result: CaseResult, property: String, origin: CaseOrigin, timing: PhaseClock.Times?,
                        generatorVersion: Int) throws {
        let observation = CaseObservation.make(result, property: property, origin: origin, timing: measuresTiming ? timing : nil,
                                               runStart: runStart, generatorVersion: generatorVersion)
        try append(observation.line, rules: result.rules, space: result.space)
    }

    /// Appends a `test_case` line made elsewhere (a fuzz worker's), counting it in the statistics:
    /// its status and scenario are read back from the line itself.
    package func append(_ line: String, rules: RuleSet?, space: SpaceSet?) throws {
        let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        statistics.cases += 1
        switch object?["status"] as? String {
        case "passed": statistics.passed += 1
        case "failed": statistics.failed += 1
        default: statistics.gaveUp += 1
        }
        if let arguments = object?["arguments"],
           let data = try? JSONSerialization.data(withJSONObject: arguments, options: [.sortedKeys]),
           !statistics.seen.insert(CounterexampleStore.fnv1a64(data)).inserted {
            statistics.duplicates += 1
        }
        if let rules { statistics.rules.formUnion(rules) }
        if let space { statistics.space.formUnion(space) }
        try handle.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Builds and checks case (seed, index) with `runner`, timing its phases when this file measures
    /// timing, and records it. Generation includes the oracle run the generator watches (`generate:scenario`);
    /// `execute:oracle` is the oracle's further runs (the deterministic property's second one).
    @discardableResult
    package func run(_ runner: CaseRunner, seed: UInt64, index: UInt64, property: String,
                     origin: CaseOrigin = .random, recipe: GuidedRecipe? = nil) throws -> CaseResult {
        let clock = measuresTiming ? PhaseClock() : nil
        let result = try PhaseClock.$current.withValue(clock) {
            let built = PhaseClock.measure(.generate) { runner.makeCase(seed: seed, index: index, recipe: recipe) }
            return try runner.check(built)
        }
        try record(result, property: property, origin: origin, timing: clock?.times, generatorVersion: ScenarioGenerator.version)
        return result
    }

    /// Writes one line.
    package func write(_ observation: PBTObservation) throws {
        try handle.write(contentsOf: Data((observation.line + "\n").utf8))
    }

    /// Writes the closing `info` line for `property` and moves the file into place.
    package func finish(property: String, title: String = "run statistics", extra: [(String, JSONValue)] = []) throws -> Statistics {
        let counts: [(String, JSONValue)] = [
            ("cases", .int(statistics.cases)),
            ("duplicates", .int(statistics.duplicates)),
            ("failed", .int(statistics.failed)),
            ("gave_up", .int(statistics.gaveUp)),
            ("passed", .int(statistics.passed)),
            ("rules_applied", .int(statistics.rules.ids.count)),
            ("space_reached", .int(statistics.space.count)),
            ("space_items", .int(SpaceInventory.items.count)),
        ]
        let content = (counts + extra).sorted { $0.0 < $1.0 }
        try write(.info(PBTObservation.Info(title: title, content: .object(content), property: property, runStart: runStart)))
        try handle.close()
        if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
        try FileManager.default.moveItem(at: partial, to: url)
        return statistics
    }
}
