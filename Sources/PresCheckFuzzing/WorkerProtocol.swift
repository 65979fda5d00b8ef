import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine

/// The line protocol between `prescheck fuzz` and its workers (this executable run as
/// `prescheck _worker`), over the worker's standard input and output: one message a line, a word
/// first, JSON (one line, sorted keys) last.
///
/// Parent to worker:
/// - `run INDEX [RECIPE]`: run case INDEX of the worker's seed and profile; with a recipe
///   (`GuidedRecipe.wire`), the mutant of a guided run it describes.
/// - `job ID JSON`: a `WorkerJob` (shrink a finding, shrink a crash in a child, or rebuild a case).
/// - `probe JSON`: check this scenario and say `probed` (a child checking one shrink candidate).
/// - end of input: finish and exit 0.
///
/// Worker to parent:
/// - `start INDEX` before it starts a case, so a trap or hang is pinned on that case;
/// - `finding INDEX JSON` for each finding (a `Finding`), then `done INDEX RULES SPACE` (the rules
///   the oracle applied, `RuleSet.bitPattern` in hexadecimal; the space coverage, `SpaceSet.wire`), in a
///   guided run followed by ` STATES CHOICES` (the abstract states of its steps in hexadecimal and
///   its choices in decimal, each joined by dots, `-` for none), or `error INDEX MESSAGE`;
/// - `observed INDEX LINE` before `done`, when the run writes PBT observations: the case's
///   `test_case` line (`CaseObservation`), which the parent writes in case order;
/// - `tick ID` before each shrink candidate (the parent's watchdog is per candidate while shrinking);
/// - `shrunk ID JSON` (a `ShrunkFinding`) or `failed ID MESSAGE` when a job ends;
/// - `probed` when a probe is done.
///
/// A case's `finding`, `observed`, `done` and `error` lines go out with the next case's `start`
/// line, or before the worker waits for input (`WorkerOutput`); the parent reads every line in the
/// order it was made either way.
package enum WorkerProtocol {
    /// One line of JSON: sorted keys, no newlines.
    package static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    package static func decode<Value: Decodable>(_ type: Value.Type, _ text: Substring) throws -> Value {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    /// Splits `word rest`: the first word and everything after one space.
    package static func split(_ line: String) -> (word: Substring, rest: Substring) {
        split(line[...])
    }

    /// Splits `word rest` of part of a line, without copying it. The space is looked for in the
    /// line's own bytes: the parent splits every `done` line five times, across its long tokens.
    package static func split(_ text: Substring) -> (word: Substring, rest: Substring) {
        var bytes = text
        guard let offset = bytes.withUTF8({ $0.offset(of: UInt8(ascii: " ")) }) else { return (text, text[text.endIndex...]) }
        let space = text.utf8.index(text.startIndex, offsetBy: offset)
        return (text[..<space], text[text.utf8.index(after: space)...])
    }

    /// A line's words, read in place from its bytes: each `next()` is the word `split` gives first
    /// and moves on to what it gives after it, which is `rest`. The parent reads every line a
    /// worker sends, several words of each, with no string made for any of them.
    package struct Words {
        private let line: UnsafeBufferPointer<UInt8>
        private var start = 0

        package init(_ line: UnsafeBufferPointer<UInt8>) {
            self.line = line
        }

        /// The line after the words read so far.
        package var rest: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: line[start...]) }

        /// The next word: up to the next space, which is skipped, or the rest of the line.
        package mutating func next() -> UnsafeBufferPointer<UInt8> {
            let rest = self.rest
            guard let space = rest.offset(of: UInt8(ascii: " ")) else {
                start = line.count
                return rest
            }
            start += space + 1
            return UnsafeBufferPointer(rebasing: rest[..<space])
        }
    }

    /// `bytes` as text, invalid UTF-8 repaired as a line read as a string is.
    package static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `text` at `position` of `buffer`, which has room for it there, and returns the
    /// position after it.
    package static func write(_ text: StaticString, to buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        text.withUTF8Buffer { bytes in
            for (offset, byte) in bytes.enumerated() { buffer[position + offset] = byte }
            return position + bytes.count
        }
    }

    /// The command line that starts a worker: the case space and subject it works on.
    package static func arguments(seed: UInt64, profile: Profile, defects: Set<Defect>, watchdog: Double,
                                  generation: GenerationMode = .random, observing: WorkerObserving? = nil) -> [String] {
        ["_worker", "--seed", String(seed), "--profile", profile.name.rawValue, "--watchdog", String(watchdog)]
            + defects.map(\.rawValue).sorted().flatMap { ["--defect", $0] }
            + (generation == .random ? [] : ["--generation", generation.rawValue])
            + (observing.map { ["--observe", $0.measuresTiming ? "timing" : "plain", "--run-start", String($0.runStart)] } ?? [])
    }

    /// Numbers joined by dots (`radix` 16 or 10), `-` for none: one token of a `done` line.
    package static func numbers(_ values: [UInt64], radix: Int) -> String {
        DottedNumbers.token(values, radix: UInt64(radix))
    }

    /// The numbers a `numbers(_:radix:)` token spells; nil for anything else.
    package static func numbers(_ token: Substring, radix: Int) -> [UInt64]? {
        if token == "-" { return [] }
        return DottedNumbers.parse(token, radix: UInt64(radix))
    }

    /// The numbers the bytes of a `numbers(_:radix:)` token spell, as the token's text reads.
    package static func numbers(_ token: UnsafeBufferPointer<UInt8>, radix: Int) -> [UInt64]? {
        if token.count == 1, token[0] == UInt8(ascii: "-") { return [] }
        return DottedNumbers.parse(token, radix: UInt64(radix))
    }
}

/// What a worker is asked to do with a finding the parent recorded.
package struct WorkerJob: Codable {
    package enum Kind: String, Codable {
        /// Rebuild the case and shrink the finding, checking candidates in the worker.
        case shrink
        /// Rebuild the case and shrink a crash, checking each candidate in a child process.
        case shrinkCrash = "shrink-crash"
        /// Rebuild the case and return it unshrunk (a hang, or a finding whose shrink was stopped).
        case keep
    }

    package var kind: Kind
    package var caseIndex: UInt64
    package var finding: Finding<Property>
    /// For a crash or hang: how the case ended (`ProcessFault.wire`).
    package var fault: String?
    /// For a guided run's mutant: what rebuilds it (`GuidedRecipe`).
    package var recipe: GuidedRecipe?
}

extension ProcessFault {
    /// `signal 4`, `exit 1`, `hang 10`, `memory 2048 2301`: how the protocol spells a fault.
    package var wire: String {
        switch self {
        case .signal(let number): return "signal \(number)"
        case .exit(let status): return "exit \(status)"
        case .hang(let seconds): return "hang \(seconds)"
        case .memory(let limit, let resident): return "memory \(limit) \(resident)"
        }
    }

    package init?(wire: String) {
        let (word, rest) = WorkerProtocol.split(wire)
        switch word {
        case "signal": guard let number = Int32(rest) else { return nil }; self = .signal(number)
        case "exit": guard let status = Int32(rest) else { return nil }; self = .exit(status)
        case "hang": guard let seconds = Double(rest) else { return nil }; self = .hang(seconds: seconds)
        case "memory":
            let numbers = rest.split(separator: " ").compactMap { Int($0) }
            guard numbers.count == 2 else { return nil }
            self = .memory(limit: numbers[0], resident: numbers[1])
        default: return nil
        }
    }
}

/// What a worker of a run that writes PBT observations needs: whether to time each case's phases,
/// and the run's start for `run_start`.
/// Serves every rule ID (the cases it observes check them all).
package struct WorkerObserving: Sendable, Equatable {
    package var measuresTiming: Bool
    package var runStart: Double

    package init(measuresTiming: Bool, runStart: Double) {
        self.measuresTiming = measuresTiming
        self.runStart = runStart
    }
}
