import Foundation
import PresCheckCore

/// Compares the engine's observations with the oracle's after every step and attributes each
/// difference to the most specific rule ID, so that an injected defect shows up under the ID the
/// spec's defect table names.
/// Serves every rule ID; `Attribution` maps fields to CTX, LIFE, FRAME, ADAPT, SHEET, DETENT, POP, TINT, HIT and TRAIT rules.
package enum DifferentialCheck {
    /// Every difference, in step order, then field order: differential findings of `subject` (the
    /// engine that gave `engine`), the oracle's values expected.
    package static func compare(_ scenario: Scenario, engine: [Observation], oracle: [Observation],
                                subject: Subject = .conformingEngine) -> [Finding<Property>] {
        // Most cases differ at no step: the runs are compared in place first, and the steps
        // before the first difference need nothing more.
        guard let first = Observation.firstDifference(engine, oracle) else { return [] }
        return compare(scenario, engine: engine, oracle: oracle, subject: subject, from: first)
    }

    /// `compare`, given the first step at which the runs differ (`Observation.firstDifference`),
    /// for a caller that asked it already.
    package static func compare(_ scenario: Scenario, engine: [Observation], oracle: [Observation],
                                subject: Subject = .conformingEngine, from first: Int) -> [Finding<Property>] {
        var violations: [Finding<Property>] = []
        // The attribution follows the oracle's steps only up to a step that differs: most cases
        // have none, and it reads nothing but the oracle's observations and the actions, so
        // catching up when one differs gives the same attribution as following every step.
        var attribution: Attribution?
        var attributedSteps = 0
        func action(_ step: Int) -> Action? { step == 0 ? nil : scenario.actions[step - 1] }
        for step in first..<max(engine.count, oracle.count) {
            guard step < engine.count, step < oracle.count else {
                violations.append(Finding(property: .differential, subject: subject, rule: .life3, step: step, field: "observation",
                                          expected: .text(step < oracle.count ? "an observation" : "none"),
                                          actual: .text(step < engine.count ? "an observation" : "none")))
                continue
            }
            if engine[step] == oracle[step] { continue }
            var caughtUp = attribution ?? Attribution(scenario: scenario)
            while attributedSteps <= step {
                caughtUp.advance(to: attributedSteps, action: action(attributedSteps), oracle: oracle[attributedSteps])
                attributedSteps += 1
            }
            attribution = caughtUp
            violations += compareStep(engine[step], oracle[step], action: action(step), attribution: caughtUp, subject: subject)
        }
        return violations
    }

    /// The first difference, in `compare`'s order, that `matches` accepts. Both sides' observations
    /// are asked for one step at a time, in step order (`oracleStep(k)` and `engineStep(k)` give
    /// step k's, for every step of the scenario, as a run of either always has), so that both runs
    /// stop at the step that decides: a shrink's candidate needs only its first finding.
    package static func firstViolation(
        _ scenario: Scenario, subject: Subject = .conformingEngine, oracleStep: (Int) throws -> Observation,
        engineStep: (Int) throws -> Observation, where matches: (Finding<Property>) -> Bool
    ) rethrows -> Finding<Property>? {
        // As in `compare`, the attribution catches up with the oracle's steps only at a step
        // that differs; until then the oracle's observations wait in `pending`, from step
        // `pendingFrom` on.
        var attribution: Attribution?
        var pending: [Observation] = []
        var pendingFrom = 0
        func action(_ step: Int) -> Action? { step == 0 ? nil : scenario.actions[step - 1] }
        for step in 0...scenario.actions.count {
            let expected = try oracleStep(step)
            let engine = try engineStep(step)
            pending.append(expected)
            if engine == expected { continue }
            var caughtUp = attribution ?? Attribution(scenario: scenario)
            for (offset, observation) in pending.enumerated() {
                caughtUp.advance(to: pendingFrom + offset, action: action(pendingFrom + offset), oracle: observation)
            }
            pending.removeAll(keepingCapacity: true)
            pendingFrom = step + 1
            attribution = caughtUp
            if let found = compareStep(engine, expected, action: action(step), attribution: caughtUp, subject: subject)
                .first(where: matches) {
                return found
            }
        }
        return nil
    }

    private static func compareStep(_ actual: Observation, _ expected: Observation, action: Action?,
                                    attribution: Attribution, subject: Subject) -> [Finding<Property>] {
        // Equal observations differ in no field, within any tolerance: the usual case costs one
        // comparison, and the field-by-field walk below runs only for a step that differs.
        if actual == expected { return [] }
        var found: [Finding<Property>] = []
        func add(_ rule: RuleKey, _ field: String, _ wanted: FindingValue, _ got: FindingValue) {
            found.append(Finding(property: .differential, subject: subject, rule: rule, step: expected.step, field: field,
                                 expected: wanted, actual: got))
        }
        if actual.isSettled != expected.isSettled {
            add(.life6, "isSettled", .flag(expected.isSettled), .flag(actual.isSettled))
        }
        if !close(expected.window, actual.window) { add(.trait1, "window", .text("\(expected.window)"), .text("\(actual.window)")) }
        // Nodes. Each expected node's position among the actual ones is looked up once, for both
        // the missing nodes and the fields; the lists are read by index, each node where it is stored.
        let positions = expected.nodes.indices.map { nodeIndex(of: expected.nodes[$0].id, in: actual) }
        for index in expected.nodes.indices where positions[index] == nil {
            add(.life7, "nodes.\(expected.nodes[index].id)", .text("in a layer"), .text("not in a layer"))
        }
        for index in actual.nodes.indices where nodeIndex(of: actual.nodes[index].id, in: expected) == nil {
            add(.life7, "nodes.\(actual.nodes[index].id)", .text("not in a layer"), .text("in a layer"))
        }
        for index in expected.nodes.indices {
            guard let position = positions[index] else { continue }
            // The ids are compared where the lists store them, and only the plain fields are read
            // out: a copy of a whole node would retain its three ids.
            let id = expected.nodes[index].id
            if expected.nodes[index].presented != actual.nodes[position].presented {
                add(.ctx5, "nodes.\(id).presented", .identity(expected.nodes[index].presented),
                    .identity(actual.nodes[position].presented))
            }
            if expected.nodes[index].presenting != actual.nodes[position].presenting {
                add(.ctx5, "nodes.\(id).presenting", .identity(expected.nodes[index].presenting),
                    .identity(actual.nodes[position].presenting))
            }
            let wantedFrame = expected.nodes[index].frame
            let gotFrame = actual.nodes[position].frame
            if !close(wantedFrame, gotFrame) {
                let rule = (wantedFrame == nil) != (gotFrame == nil)
                    ? attribution.windowMembershipRule(settled: expected.isSettled)
                    : attribution.frameRule(of: id, in: expected, action: action)
                add(rule, "nodes.\(id).frame", show(wantedFrame), show(gotFrame))
            }
            let wantedAlpha = expected.nodes[index].alpha
            let gotAlpha = actual.nodes[position].alpha
            if !close(wantedAlpha, gotAlpha), wantedFrame != nil, gotFrame != nil {
                add(.life6, "nodes.\(id).alpha", .number(wantedAlpha), .number(gotAlpha))
            }
            let wantedTint = expected.nodes[index].tint
            let gotTint = actual.nodes[position].tint
            if wantedTint != gotTint, wantedFrame != nil, gotFrame != nil {
                add(.tint1, "nodes.\(id).tint", .text(wantedTint?.rawValue ?? "nil"), .text(gotTint?.rawValue ?? "nil"))
            }
            if let want = expected.nodes[index].safeArea, let have = actual.nodes[position].safeArea, !close(want, have) {
                add(.trait3, "nodes.\(id).safeArea", .text("\(want)"), .text("\(have)"))
            }
            let wantedLayout = expected.nodes[index].layoutFrame
            let gotLayout = actual.nodes[position].layoutFrame
            if wantedFrame == nil, gotFrame == nil, !close(wantedLayout, gotLayout) {
                add(.trait2, "nodes.\(id).layoutFrame", show(wantedLayout), show(gotLayout))
            }
        }
        // Presentations.
        for wanted in expected.presentations where presentationIndex(of: wanted.presented, in: actual) == nil {
            add(.life7, "presentations.\(wanted.presented)", .text("live"), .text("absent"))
        }
        for got in actual.presentations where presentationIndex(of: got.presented, in: expected) == nil {
            add(.life7, "presentations.\(got.presented)", .text("absent"), .text("live"))
        }
        for wanted in expected.presentations {
            guard let position = presentationIndex(of: wanted.presented, in: actual) else { continue }
            let got = actual.presentations[position]
            let key = "presentations.\(wanted.presented)"
            if wanted.presenter != got.presenter {
                add(attribution.presenterRule(wanted), "\(key).presenter", .identity(wanted.presenter), .identity(got.presenter))
            }
            if wanted.adaptedStyle != got.adaptedStyle {
                add(attribution.adaptationRule(wanted), "\(key).adaptedStyle", .text(wanted.adaptedStyle.rawValue),
                    .text(got.adaptedStyle.rawValue))
            }
            if wanted.phase != got.phase { add(.life3, "\(key).phase", .text(wanted.phase.rawValue), .text(got.phase.rawValue)) }
            if !close(wanted.container, got.container) { add(.ctx4, "\(key).container", show(wanted.container), show(got.container)) }
            if !close(wanted.dimming, got.dimming) || !close(wanted.dimmingAlpha, got.dimmingAlpha) {
                let rule = attribution.dimmingRule(wanted, settled: expected.isSettled, action: action)
                add(rule, "\(key).dimming", .dimming(frame: show(wanted.dimming), alpha: .number(wanted.dimmingAlpha)),
                    .dimming(frame: show(got.dimming), alpha: .number(got.dimmingAlpha)))
            }
            if wanted.isDimmed != got.isDimmed { add(.detent1, "\(key).isDimmed", .flag(wanted.isDimmed), .flag(got.isDimmed)) }
            if wanted.arrowDirection != got.arrowDirection {
                // Shown as a popover on one side only because the adaptation differs: that rule's.
                let rule = wanted.adaptedStyle != got.adaptedStyle ? attribution.adaptationRule(wanted) : .pop3
                add(rule, "\(key).arrowDirection", .text(wanted.arrowDirection?.rawValue ?? "nil"), .text(got.arrowDirection?.rawValue ?? "nil"))
            }
        }
        // Touches, warnings, callbacks.
        if expected.hitTarget != actual.hitTarget {
            add(attribution.hitRule(expected.hitTarget, actual.hitTarget, in: expected), "hitTarget",
                .identity(expected.hitTarget?.description), .identity(actual.hitTarget?.description))
        }
        if expected.warnings != actual.warnings {
            add(Attribution.warningRule(expected.warnings, actual.warnings), "warnings", .texts(expected.warnings), .texts(actual.warnings))
        }
        if expected.callbacks != actual.callbacks {
            add(Attribution.callbackRule(expected.callbacks, actual.callbacks), "callbacks",
                .texts(expected.callbacks.map(\.description)), .texts(actual.callbacks.map(\.description)))
        }
        if expected.layoutPasses != actual.layoutPasses {
            add(Attribution.layoutPassRule(action: action), "layoutPasses", .number(Double(expected.layoutPasses)),
                .number(Double(actual.layoutPasses)))
        }
        // The window's view tree is the catch-all for what no field above shows (z-order, hidden
        // views, views nobody else reports), so it speaks only when they agree.
        if found.isEmpty {
            found += ViewTreeComparison.compare(expected, actual, action: action, attribution: attribution, subject: subject)
        }
        return found
    }

    /// The position of node `id` in `observation.nodes` (the first, as `Observation.node(_:)`
    /// finds it), found by comparing ids in place rather than copying each node out.
    private static func nodeIndex(of id: String, in observation: Observation) -> Int? {
        for index in observation.nodes.indices where observation.nodes[index].id == id { return index }
        return nil
    }

    /// The position of the presentation of `presented` (the first, as
    /// `Observation.presentation(of:)` finds it), found in place as `nodeIndex(of:in:)`.
    private static func presentationIndex(of presented: String, in observation: Observation) -> Int? {
        for index in observation.presentations.indices where observation.presentations[index].presented == presented {
            return index
        }
        return nil
    }

    package static func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        abs(a.top - b.top) <= 0.001 && abs(a.left - b.left) <= 0.001
            && abs(a.bottom - b.bottom) <= 0.001 && abs(a.right - b.right) <= 0.001
    }

    /// TRAIT-1: the same orientation, and sizes and split widths within 0.001 pt.
    package static func close(_ a: WindowObservation, _ b: WindowObservation) -> Bool {
        a.orientation == b.orientation && close(a.splitWidth, b.splitWidth)
            && abs(a.size.width - b.size.width) <= 0.001 && abs(a.size.height - b.size.height) <= 0.001
    }

    package static func close(_ a: Rect?, _ b: Rect?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return a.isClose(to: b)
        default: return false
        }
    }

    package static func close(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return abs(a - b) <= 0.001
        default: return false
        }
    }

    /// A frame, or `nil` for a view out of the window.
    static func show(_ value: Rect?) -> FindingValue { .rect(value, absent: "nil") }
}
