import Foundation
import PresCheckCore

/// One line of a PBT observations file: Hypothesis's "PBT Observations" JSON Lines schema, which
/// the Tyche viewer reads to chart what a property-based run generated. A `test_case` line
/// describes one generated case; an `info` line a run's statistics. Each line carries exactly the
/// schema's keys for its type, no other.
///
/// Determinism: everything but `timing` follows from the seed and the case index. Timing is
/// measured only when asked for (`ObservationTiming`), and `run_start` is then the run's start in
/// Unix seconds; otherwise `timing` is empty and `run_start` 0, so the same seed writes the same bytes.
/// Serves every rule ID (`features.rules` names the rules a case applied).
package enum PBTObservation: Sendable, Equatable {
    case testCase(TestCase)
    case info(Info)

    /// A `test_case` line.
    package struct TestCase: Sendable, Equatable {
        /// `passed`, `failed` or `gave_up`.
        package enum Status: String, Sendable {
            case passed, failed
            case gaveUp = "gave_up"
        }

        package var status: Status
        /// Empty when passed; the first finding (or why the case was refused) otherwise.
        package var statusReason: String
        /// The scenario in words, one action a line (`ScenarioSummary`).
        package var representation: String
        /// The scenario file's JSON, as an object.
        package var arguments: JSONValue
        /// `random`, `guided`, `replayed corpus` or `shrink`.
        package var howGenerated: String
        package var features: JSONValue
        /// Seconds per phase: `generate:scenario`, `execute:engine`, `execute:oracle`, `execute:compare`.
        package var timing: [(key: String, seconds: Double)]
        package var metadata: JSONValue
        package var property: String
        package var runStart: Double

        package init(status: Status, statusReason: String, representation: String, arguments: JSONValue, howGenerated: String,
                     features: JSONValue, timing: [(key: String, seconds: Double)], metadata: JSONValue, property: String,
                     runStart: Double) {
            self.status = status
            self.statusReason = statusReason
            self.representation = representation
            self.arguments = arguments
            self.howGenerated = howGenerated
            self.features = features
            self.timing = timing
            self.metadata = metadata
            self.property = property
            self.runStart = runStart
        }

        package static func == (a: TestCase, b: TestCase) -> Bool {
            a.status == b.status && a.statusReason == b.statusReason && a.representation == b.representation
                && a.arguments == b.arguments && a.howGenerated == b.howGenerated && a.features == b.features
                && a.timing.map(\.key) == b.timing.map(\.key) && a.timing.map(\.seconds) == b.timing.map(\.seconds)
                && a.metadata == b.metadata && a.property == b.property && a.runStart == b.runStart
        }
    }

    /// An `info` line: a title and content (words, or an object of figures).
    package struct Info: Sendable, Equatable {
        package var title: String
        package var content: JSONValue
        package var property: String
        package var runStart: Double

        package init(title: String, content: JSONValue, property: String, runStart: Double) {
            self.title = title
            self.content = content
            self.property = property
            self.runStart = runStart
        }
    }

    /// The line as JSON: keys in sorted order, no spaces, no newline inside.
    package var json: JSONValue {
        switch self {
        case .testCase(let line):
            return .object([
                ("arguments", line.arguments),
                ("coverage", .null),
                ("features", line.features),
                ("how_generated", .string(line.howGenerated)),
                ("metadata", line.metadata),
                ("property", .string(line.property)),
                ("representation", .string(line.representation)),
                ("run_start", .number(line.runStart)),
                ("status", .string(line.status.rawValue)),
                ("status_reason", .string(line.statusReason)),
                ("timing", .object(line.timing.map { ($0.key, .number($0.seconds)) })),
                ("type", .string("test_case")),
            ])
        case .info(let line):
            return .object([
                ("content", line.content),
                ("property", .string(line.property)),
                ("run_start", .number(line.runStart)),
                ("title", .string(line.title)),
                ("type", .string("info")),
            ])
        }
    }

    /// The JSON Lines line, without its newline.
    package var line: String { json.text }
}
