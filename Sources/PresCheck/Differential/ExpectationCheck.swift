import Foundation
import PresCheckCore

/// One expected value a golden scenario states that an implementation did not produce.
/// Names the rule IDs the golden step lists (`Expectation.rules`).
package struct ExpectationFailure: Hashable, Sendable, CustomStringConvertible {
    package var step: Int
    /// The expectation field and key, e.g. `frames.P`.
    package var field: String
    package var expected: FindingValue
    package var actual: FindingValue
    /// The rule IDs the expectation names.
    package var rules: [String]

    package var description: String {
        let ids = rules.isEmpty ? "" : " [\(rules.joined(separator: ", "))]"
        return "step \(step): \(field): expected \(expected), got \(actual)\(ids)"
    }
}

/// Checks a golden scenario's explicit expectations against one implementation's observations.
/// Dictionary fields are checked in sorted key order, frames to within 0.001 pt.
/// Serves every rule ID a golden scenario illustrates.
package enum ExpectationCheck {
    package static func failures(of expectations: [Expectation], in observations: [Observation]) -> [ExpectationFailure] {
        var failures: [ExpectationFailure] = []
        for expectation in expectations {
            guard expectation.step < observations.count else {
                failures.append(ExpectationFailure(step: expectation.step, field: "step", expected: .text("an observation"),
                                                   actual: .text("none"), rules: expectation.rules ?? []))
                continue
            }
            var check = StepCheck(expectation: expectation, observation: observations[expectation.step])
            check.run()
            failures += check.failures
        }
        return failures
    }

    /// One expectation against its step's observation. The values are read through closures that
    /// are handed the observation rather than capturing it, so a check copies no observation.
    private struct StepCheck {
        let expectation: Expectation
        let observation: Observation
        var failures: [ExpectationFailure] = []

        mutating func run() {
            let expectation = expectation
            rects("frames", expectation.frames) { $0.node($1)?.frame }
            rects("layoutFrames", expectation.layoutFrames) { $0.node($1)?.layoutFrame }
            alphas("alpha", expectation.alpha) { $0.node($1)?.alpha }
            alphas("dimmingAlpha", expectation.dimmingAlpha) { $0.presentation(of: $1)?.dimmingAlpha }
            for id in expectation.notInWindow ?? [] {
                if let frame = observation.node(id)?.frame { fail("notInWindow.\(id)", .text("not in window"), .rect(frame)) }
            }
            // "" expects no link (nil) on a node that is in a layer; a node in no layer has no links
            // to compare, so any expectation about it fails.
            let showLink: (String?) -> String = { value in value.map { $0.isEmpty ? "nil" : $0 } ?? "not in a layer" }
            values("presenting", expectation.presenting, { $0.node($1).map { $0.presenting ?? "" } }, showLink)
            values("presented", expectation.presented, { $0.node($1).map { $0.presented ?? "" } }, showLink)
            rects("containers", expectation.containers) { $0.presentation(of: $1)?.container }
            rects("dimming", expectation.dimming) { $0.presentation(of: $1)?.dimming }
            for id in expectation.noDimming ?? [] {
                if let frame = observation.presentation(of: id)?.dimming { fail("noDimming.\(id)", .text("no dimming view"), .rect(frame)) }
            }
            values("isDimmed", expectation.isDimmed, { $0.presentation(of: $1)?.isDimmed }, { $0.map(String.init) ?? "nil" })
            values("tint", expectation.tint, { $0.node($1)?.tint }, { $0?.rawValue ?? "not in window" })
            values("adaptedStyle", expectation.adaptedStyle, { $0.presentation(of: $1)?.adaptedStyle },
                   { $0?.rawValue ?? "no presentation" })
            values("arrowDirection", expectation.arrowDirection, { $0.presentation(of: $1)?.arrowDirection },
                   { $0?.rawValue ?? "no arrow" })
            if let expected = expectation.hitTarget, observation.hitTarget?.description != expected {
                fail("hitTarget", .identity(expected), .identity(observation.hitTarget?.description))
            }
            if let expected = expectation.warnings, observation.warnings != expected {
                fail("warnings", .texts(expected), .texts(observation.warnings))
            }
            if let expected = expectation.callbacks, !Self.spell(observation.callbacks, expected) {
                fail("callbacks", .texts(expected), .texts(observation.callbacks.map(\.description)))
            }
            if let expected = expectation.isSettled, observation.isSettled != expected {
                fail("isSettled", .flag(expected), .flag(observation.isSettled))
            }
        }

        mutating func fail(_ field: String, _ expected: FindingValue, _ actual: FindingValue) {
            failures.append(ExpectationFailure(step: expectation.step, field: field, expected: expected, actual: actual,
                                               rules: expectation.rules ?? []))
        }

        mutating func rects(_ name: String, _ table: [String: Rect]?, _ read: (Observation, String) -> Rect?) {
            let observation = observation
            let missed = Self.misses(table) { key, expected in read(observation, key).map { $0.isClose(to: expected) } ?? false }
            for (key, expected) in missed {
                fail("\(name).\(key)", .rect(expected), .rect(read(observation, key), absent: "not in window"))
            }
        }

        mutating func alphas(_ name: String, _ table: [String: Double]?, _ read: (Observation, String) -> Double?) {
            let observation = observation
            let missed = Self.misses(table) { key, expected in read(observation, key).map { !(abs($0 - expected) > 0.001) } ?? false }
            for (key, expected) in missed {
                fail("\(name).\(key)", .number(expected), read(observation, key).map { .number($0) } ?? .text("not in window"))
            }
        }

        mutating func values<Value: Equatable>(_ name: String, _ table: [String: Value]?, _ read: (Observation, String) -> Value?,
                                               _ show: (Value?) -> String) {
            let observation = observation
            for (key, expected) in Self.misses(table, { key, expected in read(observation, key) == expected }) {
                fail("\(name).\(key)", .text(show(expected)), .text(show(read(observation, key))))
            }
        }

        /// The entries of `table` that `holds` refuses, in sorted key order. The table is read in
        /// its own order and only what fails is sorted: a golden value that holds (nearly all of
        /// them) costs one lookup, and the failures still come out in the same order every time.
        static func misses<Value>(_ table: [String: Value]?, _ holds: (String, Value) -> Bool) -> [(key: String, value: Value)] {
            guard let table else { return [] }
            var missed: [(key: String, value: Value)] = []
            for entry in table where !holds(entry.key, entry.value) { missed.append(entry) }
            return missed.count < 2 ? missed : missed.sorted { $0.key < $1.key }
        }

        /// Whether `callbacks` are spelled `expected`, one by one: a list of another length is told
        /// without spelling any callback, and the first that differs ends the comparison.
        static func spell(_ callbacks: [Callback], _ expected: [String]) -> Bool {
            guard callbacks.count == expected.count else { return false }
            var index = 0
            while index < callbacks.count {
                if callbacks[index].description != expected[index] { return false }
                index += 1
            }
            return true
        }
    }
}
