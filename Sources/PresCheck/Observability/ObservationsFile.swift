import Foundation
import PresCheckCore

/// A PBT observations file being written: one JSON line per observation, streamed to
/// `<file>.partial` and moved to `<file>` when finished, so a reader never sees half a run and an
/// interrupted run leaves the previous file alone. Closes with an `info` line of run statistics.
///
/// Open it in Tyche (the VS Code extension, or its web page): it reads Hypothesis's "PBT
/// Observations" JSON Lines, which is what this writes.
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
        var observation = CaseObservation.make(result, property: property, origin: origin,
                                               timing: measuresTiming ? timing : nil, runStart: runStart,
                                               generatorVersion: generatorVersion)
        if result.oracle?.isEmpty == true, case .testCase(var line) = observation {
            // The generator refused the device state (the catalogue lacks it): nothing ran.
            line.status = .gaveUp
            line.statusReason = "the catalogue has no \(result.scenario.device.rawValue) \(result.scenario.orientation.rawValue) state"
                + (result.scenario.splitWidth.map { " at split width \($0)" } ?? "")
            observation = .testCase(line)
        }
        if case .testCase(let line) = observation {
            statistics.cases += 1
            switch line.status {
            case .passed: statistics.passed += 1
            case .failed: statistics.failed += 1
            case .gaveUp: statistics.gaveUp += 1
            }
            if !statistics.seen.insert(Self.hash(line.arguments.text)).inserted { statistics.duplicates += 1 }
        }
        statistics.rules.formUnion(result.rules)
        statistics.space.formUnion(result.space)
        try write(observation)
    }

    /// Builds and checks case (seed, index) with `runner`, timing its phases when this file measures
    /// timing, and records it. Generation includes the oracle run the generator watches (`generate:scenario`);
    /// `execute:oracle` is the oracle's further runs (the deterministic property's second one).
    @discardableResult
    package func run(_ runner: CaseRunner, seed: UInt64, index: UInt64, property: String,
                     origin: CaseOrigin = .random) throws -> CaseResult {
        let clock = measuresTiming ? PhaseClock() : nil
        let result = try PhaseClock.$current.withValue(clock) {
            let built = PhaseClock.measure(.generate) { runner.makeCase(seed: seed, index: index) }
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

    /// FNV-1a 64 of a scenario's JSON: duplicates are counted, never iterated, so no order leaks.
    private static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return value
    }
}
