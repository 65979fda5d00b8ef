import Foundation
import PresCheckCore

/// One expected value a golden scenario states that an implementation did not produce.
/// Names the rule IDs the golden step lists (`Expectation.rules`).
package struct ExpectationFailure: Hashable, Sendable, CustomStringConvertible {
    package var step: Int
    /// The expectation field and key, e.g. `frames.P`.
    package var field: String
    package var expected: String
    package var actual: String
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
                failures.append(ExpectationFailure(step: expectation.step, field: "step", expected: "an observation",
                                                   actual: "none", rules: expectation.rules ?? []))
                continue
            }
            let observation = observations[expectation.step]
            func fail(_ field: String, _ expected: String, _ actual: String) {
                failures.append(ExpectationFailure(step: expectation.step, field: field, expected: expected,
                                                   actual: actual, rules: expectation.rules ?? []))
            }
            func describe(_ rect: Rect?) -> String { rect.map(\.description) ?? "not in window" }
            func checkRects(_ name: String, _ table: [String: Rect]?, _ read: (String) -> Rect?) {
                for key in (table ?? [:]).keys.sorted() {
                    let expected = table![key]!
                    let actual = read(key)
                    if actual.map({ !$0.isClose(to: expected) }) ?? true { fail("\(name).\(key)", expected.description, describe(actual)) }
                }
            }
            func checkValues<Value: Equatable>(_ name: String, _ table: [String: Value]?, _ read: (String) -> Value?,
                                               _ show: (Value?) -> String) {
                for key in (table ?? [:]).keys.sorted() {
                    let expected = table![key]!
                    let actual = read(key)
                    if actual != expected { fail("\(name).\(key)", show(expected), show(actual)) }
                }
            }
            checkRects("frames", expectation.frames) { observation.node($0)?.frame }
            checkRects("layoutFrames", expectation.layoutFrames) { observation.node($0)?.layoutFrame }
            func checkAlphas(_ name: String, _ table: [String: Double]?, _ read: (String) -> Double?) {
                for key in (table ?? [:]).keys.sorted() {
                    let expected = table![key]!
                    let actual = read(key)
                    if actual.map({ abs($0 - expected) > 0.001 }) ?? true {
                        fail("\(name).\(key)", expected.compact, actual?.compact ?? "not in window")
                    }
                }
            }
            checkAlphas("alpha", expectation.alpha) { observation.node($0)?.alpha }
            checkAlphas("dimmingAlpha", expectation.dimmingAlpha) { observation.presentation(of: $0)?.dimmingAlpha }
            for id in expectation.notInWindow ?? [] {
                if let frame = observation.node(id)?.frame { fail("notInWindow.\(id)", "not in window", frame.description) }
            }
            // "" expects no link (nil) on a node that is in a layer; a node in no layer has no links
            // to compare, so any expectation about it fails.
            func showLink(_ value: String?) -> String { value.map { $0.isEmpty ? "nil" : $0 } ?? "not in a layer" }
            checkValues("presenting", expectation.presenting, { observation.node($0).map { $0.presenting ?? "" } }, showLink)
            checkValues("presented", expectation.presented, { observation.node($0).map { $0.presented ?? "" } }, showLink)
            checkRects("containers", expectation.containers) { observation.presentation(of: $0)?.container }
            checkRects("dimming", expectation.dimming) { observation.presentation(of: $0)?.dimming }
            for id in expectation.noDimming ?? [] {
                if let frame = observation.presentation(of: id)?.dimming { fail("noDimming.\(id)", "no dimming view", frame.description) }
            }
            checkValues("isDimmed", expectation.isDimmed, { observation.presentation(of: $0)?.isDimmed }, { $0.map(String.init) ?? "nil" })
            checkValues("tint", expectation.tint, { observation.node($0)?.tint }, { $0?.rawValue ?? "not in window" })
            checkValues("adaptedStyle", expectation.adaptedStyle, { observation.presentation(of: $0)?.adaptedStyle },
                        { $0?.rawValue ?? "no presentation" })
            checkValues("arrowDirection", expectation.arrowDirection, { observation.presentation(of: $0)?.arrowDirection },
                        { $0?.rawValue ?? "no arrow" })
            if let expected = expectation.hitTarget, observation.hitTarget?.description != expected {
                fail("hitTarget", expected, observation.hitTarget?.description ?? "nil")
            }
            if let expected = expectation.warnings, observation.warnings != expected {
                fail("warnings", "\(expected)", "\(observation.warnings)")
            }
            if let expected = expectation.callbacks, observation.callbacks.map(\.description) != expected {
                fail("callbacks", "\(expected)", "\(observation.callbacks.map(\.description))")
            }
            if let expected = expectation.isSettled, observation.isSettled != expected {
                fail("isSettled", "\(expected)", "\(observation.isSettled)")
            }
        }
        return failures
    }
}
