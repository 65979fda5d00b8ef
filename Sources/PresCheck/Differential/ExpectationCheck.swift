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
        expectations.withUnsafeBufferPointer { expectations in
            observations.withUnsafeBufferPointer { observations in
                for index in expectations.indices {
                    _ = check(expectations.baseAddress! + index, in: observations, callbacksSpelled: nil, into: &failures)
                }
            }
        }
        return failures
    }

    /// `failures(of:in:)` for the engine's and for the oracle's observations, each list as that
    /// gives it. At a step where the two runs recorded equal callbacks (`Callback.equal`), they are
    /// spelled the same, so whether they match the expected spelling is told once for both.
    package static func failures(of expectations: [Expectation], engine: [Observation], oracle: [Observation])
        -> (engine: [ExpectationFailure], oracle: [ExpectationFailure]) {
        var engineFailures: [ExpectationFailure] = []
        var oracleFailures: [ExpectationFailure] = []
        expectations.withUnsafeBufferPointer { expectations in
            engine.withUnsafeBufferPointer { engine in
                oracle.withUnsafeBufferPointer { oracle in
                    for index in expectations.indices {
                        let spelled = check(expectations.baseAddress! + index, in: engine, callbacksSpelled: nil, into: &engineFailures)
                        let step = expectations[index].step
                        let known = spelled != nil && step < oracle.count && Callback.equal(engine[step].callbacks, oracle[step].callbacks)
                        _ = check(expectations.baseAddress! + index, in: oracle, callbacksSpelled: known ? spelled : nil, into: &oracleFailures)
                    }
                }
            }
        }
        return (engineFailures, oracleFailures)
    }

    /// Checks one expectation against its step's observation, appending what it misses to
    /// `failures`, and tells whether the observation's callbacks are spelled as expected (nil when
    /// no callbacks are expected or there is no observation); `known` is that answer when already
    /// told for equal callbacks. The expectation and the observation are read where they are
    /// stored, and a node or presentation by its position, so a check copies none of them.
    private static func check(_ expectation: UnsafePointer<Expectation>, in observations: UnsafeBufferPointer<Observation>,
                              callbacksSpelled known: Bool?, into failures: inout [ExpectationFailure]) -> Bool? {
        guard expectation.pointee.step < observations.count else {
            failures.append(ExpectationFailure(step: expectation.pointee.step, field: "step", expected: .text("an observation"),
                                               actual: .text("none"), rules: expectation.pointee.rules ?? []))
            return nil
        }
        return check(expectation, observations.baseAddress! + expectation.pointee.step, callbacksSpelled: known, into: &failures)
    }

    private static func check(_ expectation: UnsafePointer<Expectation>, _ observation: UnsafePointer<Observation>, callbacksSpelled known: Bool?,
                              into failures: inout [ExpectationFailure]) -> Bool? {
        func fail(_ field: String, _ expected: FindingValue, _ actual: FindingValue) {
            failures.append(ExpectationFailure(step: expectation.pointee.step, field: field, expected: expected, actual: actual,
                                               rules: expectation.pointee.rules ?? []))
        }
        func rects(_ name: String, _ table: [String: Rect]?, _ read: (String) -> Rect?) {
            for (key, expected) in misses(table, { key, expected in read(key).map { $0.isClose(to: expected) } ?? false }) {
                fail("\(name).\(key)", .rect(expected), .rect(read(key), absent: "not in window"))
            }
        }
        func alphas(_ name: String, _ table: [String: Double]?, _ read: (String) -> Double?) {
            for (key, expected) in misses(table, { key, expected in read(key).map { !(abs($0 - expected) > 0.001) } ?? false }) {
                fail("\(name).\(key)", .number(expected), read(key).map { .number($0) } ?? .text("not in window"))
            }
        }
        func values<Value: Equatable>(_ name: String, _ table: [String: Value]?, _ read: (String) -> Value?, _ show: (Value?) -> String) {
            for (key, expected) in misses(table, { key, expected in read(key) == expected }) {
                fail("\(name).\(key)", .text(show(expected)), .text(show(read(key))))
            }
        }
        let nodes = observation.pointee.nodes
        let presentations = observation.pointee.presentations
        func node(_ id: String) -> Int? { NodeObservation.index(of: id, in: nodes) }
        func presentation(_ id: String) -> Int? { PresentationObservation.index(of: id, in: presentations) }
        if expectation.pointee.frames != nil { rects("frames", expectation.pointee.frames) { node($0).flatMap { nodes[$0].frame } } }
        if expectation.pointee.layoutFrames != nil {
            rects("layoutFrames", expectation.pointee.layoutFrames) { node($0).flatMap { nodes[$0].layoutFrame } }
        }
        if expectation.pointee.alpha != nil { alphas("alpha", expectation.pointee.alpha) { node($0).flatMap { nodes[$0].alpha } } }
        if expectation.pointee.dimmingAlpha != nil {
            alphas("dimmingAlpha", expectation.pointee.dimmingAlpha) { presentation($0).flatMap { presentations[$0].dimmingAlpha } }
        }
        for id in expectation.pointee.notInWindow ?? [] {
            if let frame = node(id).flatMap({ nodes[$0].frame }) { fail("notInWindow.\(id)", .text("not in window"), .rect(frame)) }
        }
        // "" expects no link (nil) on a node that is in a layer; a node in no layer has no links
        // to compare, so any expectation about it fails.
        let showLink: (String?) -> String = { value in value.map { $0.isEmpty ? "nil" : $0 } ?? "not in a layer" }
        if expectation.pointee.presenting != nil {
            values("presenting", expectation.pointee.presenting, { node($0).map { nodes[$0].presenting ?? "" } }, showLink)
        }
        if expectation.pointee.presented != nil {
            values("presented", expectation.pointee.presented, { node($0).map { nodes[$0].presented ?? "" } }, showLink)
        }
        if expectation.pointee.containers != nil {
            rects("containers", expectation.pointee.containers) { presentation($0).flatMap { presentations[$0].container } }
        }
        if expectation.pointee.dimming != nil {
            rects("dimming", expectation.pointee.dimming) { presentation($0).flatMap { presentations[$0].dimming } }
        }
        for id in expectation.pointee.noDimming ?? [] {
            if let frame = presentation(id).flatMap({ presentations[$0].dimming }) {
                fail("noDimming.\(id)", .text("no dimming view"), .rect(frame))
            }
        }
        if expectation.pointee.isDimmed != nil {
            values("isDimmed", expectation.pointee.isDimmed, { presentation($0).flatMap { presentations[$0].isDimmed } },
                   { $0.map(String.init) ?? "nil" })
        }
        if expectation.pointee.tint != nil {
            values("tint", expectation.pointee.tint, { node($0).flatMap { nodes[$0].tint } }, { $0?.rawValue ?? "not in window" })
        }
        if expectation.pointee.adaptedStyle != nil {
            values("adaptedStyle", expectation.pointee.adaptedStyle, { presentation($0).map { presentations[$0].adaptedStyle } },
                   { $0?.rawValue ?? "no presentation" })
        }
        if expectation.pointee.arrowDirection != nil {
            values("arrowDirection", expectation.pointee.arrowDirection, { presentation($0).flatMap { presentations[$0].arrowDirection } },
                   { $0?.rawValue ?? "no arrow" })
        }
        if let expected = expectation.pointee.hitTarget, observation.pointee.hitTarget?.description != expected {
            fail("hitTarget", .identity(expected), .identity(observation.pointee.hitTarget?.description))
        }
        if let expected = expectation.pointee.warnings, observation.pointee.warnings != expected {
            fail("warnings", .texts(expected), .texts(observation.pointee.warnings))
        }
        var spelled: Bool?
        if let expected = expectation.pointee.callbacks {
            let matches = known ?? spell(observation.pointee.callbacks, expected)
            spelled = matches
            if !matches { fail("callbacks", .texts(expected), .texts(observation.pointee.callbacks.map(\.description))) }
        }
        if let expected = expectation.pointee.isSettled, observation.pointee.isSettled != expected {
            fail("isSettled", .flag(expected), .flag(observation.pointee.isSettled))
        }
        return spelled
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
