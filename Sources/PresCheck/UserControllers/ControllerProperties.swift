import Foundation
import PresCheckCore

/// The controller properties (`ControllerProperty`) over one run of a scenario, and a second run
/// for `deterministic`. A comparison or step that involves no presentation of the controller says
/// nothing about it and is neither checked nor counted: the conforming engine's own behaviour is
/// the fuzz suite's business.
/// Serves FRAME-3, FRAME-4, LIFE-4, FRAME-5, LIFE-5, HIT-2, LIFE-1 and LIFE-6.
enum ControllerProperties {
    /// Every finding of `properties`, in step order (then property order), and what was checked.
    static func check(_ scenario: Scenario, _ run: ControllerRun, again: ControllerRun?,
                      properties: Set<ControllerProperty>) -> (findings: [ControllerFinding], tally: ControllerTally) {
        var findings: [ControllerFinding] = []
        var tally = ControllerTally()
        if properties.contains(.framesKept) || properties.contains(.relayoutOnResize) {
            findings += frames(scenario, run, tally: &tally).filter { properties.contains($0.property) }
        }
        if properties.contains(.noLayoutReentrancy) { findings += reentrancy(run, tally: &tally) }
        if properties.contains(.containerTouches) {
            for tap in run.taps {
                switch tap.outcome {
                case .held: tally.count(.containerTouches)
                case .skipped: tally.count(.containerTouches, skipped: true)
                case .violated(let field, let expected, let actual):
                    tally.count(.containerTouches)
                    findings.append(ControllerFinding(property: .containerTouches, subject: run.subject, rule: .hit2, step: tap.step,
                                                      field: field, expected: .text(expected), actual: .text(actual)))
                }
            }
        }
        let metamorphic: [(ControllerProperty, Property)] = [
            (.rotationRoundTrip, .rotationRoundTrip), (.cancelChangesNothing, .cancelChangesNothing),
            (.presentDismissRestores, .presentDismissRestores), (.refusalChangesNothing, .refusalChangesNothing),
        ]
        for (property, pattern) in metamorphic where properties.contains(property) {
            findings += restorations(property, pattern, scenario, run, tally: &tally)
        }
        if properties.contains(.deterministic), let again { findings += determinism(run, again, tally: &tally) }
        return (findings.sorted { ($0.step, $0.property) < ($1.step, $1.property) }, tally)
    }

    // MARK: FRAME-3 and FRAME-4

    /// A presented view away from the controller's answer is reported once, at the step it leaves
    /// it: under FRAME-4 when that step changed the window's size, else under FRAME-3 once the view
    /// is in the window. FRAME-4 also holds each view the controller added that covered its
    /// container before a size change to covering it after.
    static func frames(_ scenario: Scenario, _ run: ControllerRun, tally: inout ControllerTally) -> [ControllerFinding] {
        var findings: [ControllerFinding] = []
        var reported: [Int] = []
        for step in 1..<run.snapshots.count {
            let before = run.snapshots[step - 1]
            let now = run.snapshots[step]
            let resized: Bool
            switch scenario.actions[step - 1] {
            case .rotate, .resize: resized = now.windowSize != before.windowSize
            default: resized = false
            }
            for presentation in now.presentations {
                let serial = presentation.serial
                guard presentation.isCompleted, !presentation.isAdapted, let frame = presentation.presentedFrame else {
                    reported.removeAll { $0 == serial }
                    continue
                }
                let isAway = !DifferentialCheck.close(frame, presentation.answered)
                func report(_ property: ControllerProperty) {
                    guard isAway, !reported.contains(serial) else { return }
                    reported.append(serial)
                    findings.append(ControllerFinding(
                        property: property, subject: run.subject, rule: property.rule, step: step,
                        field: "\(presentation.presented) presented view frame in its container",
                        expected: .noted(.rect(presentation.answered), "frameOfPresentedViewInContainerView at the last layout pass"),
                        actual: .rect(frame)))
                }
                if resized {
                    tally.count(.relayoutOnResize)
                    report(.relayoutOnResize)
                    if let old = before.presentations.first(where: { $0.serial == serial }) {
                        findings += coveringViews(old, presentation, step: step, subject: run.subject)
                    }
                } else if presentation.presentedInWindow {
                    tally.count(.framesKept)
                    report(.framesKept)
                }
                if !isAway { reported.removeAll { $0 == serial } }
            }
        }
        return findings
    }

    /// FRAME-4 for the views the controller added: one that covered the container before the size
    /// change covers it after, when the container is in the window. (A context presentation's
    /// container out of the window has no context to cover: its presenter's view is not laid out,
    /// Reading ADAPT-6.b.)
    private static func coveringViews(_ old: ControllerPresentation, _ new: ControllerPresentation, step: Int,
                                      subject: Subject) -> [ControllerFinding] {
        guard old.isCompleted, !old.isAdapted, new.containerInWindow, let oldBounds = old.containerBounds,
              let newBounds = new.containerBounds, old.addedViews.count == new.addedViews.count else { return [] }
        for (index, (was, now)) in zip(old.addedViews, new.addedViews).enumerated()
        where was.type == now.type && DifferentialCheck.close(was.frame, oldBounds) && !DifferentialCheck.close(now.frame, newBounds) {
            return [ControllerFinding(
                property: .relayoutOnResize, subject: subject, rule: .frame4, step: step,
                field: "frame of the \(now.type) the controller added to \(new.presented)'s container (subview \(index + 1)), "
                    + "which covered the container, \(oldBounds), before",
                expected: .noted(.rect(newBounds), "the container's new bounds"), actual: .rect(now.frame))]
        }
        return []
    }

    // MARK: LIFE-5

    static func reentrancy(_ run: ControllerRun, tally: inout ControllerTally) -> [ControllerFinding] {
        var findings: [ControllerFinding] = []
        for (step, observation) in run.observations.enumerated() where run.involvesController(from: max(0, step - 1), through: step) {
            tally.count(.noLayoutReentrancy)
            guard observation.warnings.contains(Warning.layoutReentrancy) else { continue }
            findings.append(ControllerFinding(
                property: .noLayoutReentrancy, subject: run.subject, rule: .life5, step: step, field: "warnings",
                expected: .text("no \"\(Warning.layoutReentrancy)\""),
                actual: .text("\"\(Warning.layoutReentrancy)\": presentedView and frameOfPresentedViewInContainerView call each other")))
        }
        return findings
    }

    // MARK: LIFE-4, FRAME-5, LIFE-1 and the rotation round trip

    /// A metamorphic property's pattern, compared on the observed fields (`StateDifference`) and
    /// then on every view in the window.
    static func restorations(_ property: ControllerProperty, _ pattern: Property, _ scenario: Scenario, _ run: ControllerRun,
                             tally: inout ControllerTally) -> [ControllerFinding] {
        var findings: [ControllerFinding] = []
        for comparison in MetamorphicProperties.comparisons(pattern, scenario, run.observations)
        where run.involvesController(from: comparison.before, through: comparison.after) {
            tally.count(property)
            let (before, after) = (comparison.before, comparison.after)
            if let difference = StateDifference.between(run.observations[before], run.observations[after]).first {
                findings.append(ControllerFinding(property: property, subject: run.subject, rule: comparison.rule(difference), step: after,
                                                  field: difference.field, expected: difference.before, actual: difference.after))
            } else if let views = ViewEntry.firstDifference(run.snapshots[before].views, run.snapshots[after].views) {
                let difference = StateDifference(field: views.field, before: .text(views.before), after: .text(views.after),
                                                 presentation: nil)
                let rule = property == .rotationRoundTrip && views.isInControllerContainer ? .frame4 : comparison.rule(difference)
                findings.append(ControllerFinding(property: property, subject: run.subject, rule: rule, step: after,
                                                  field: views.field, expected: difference.before, actual: difference.after))
            }
        }
        return findings
    }

    // MARK: LIFE-6

    static func determinism(_ run: ControllerRun, _ again: ControllerRun, tally: inout ControllerTally) -> [ControllerFinding] {
        guard !run.observations.isEmpty, run.involvesController(from: 0, through: run.observations.count - 1) else { return [] }
        tally.count(.deterministic)
        for step in run.observations.indices {
            let (first, second) = (run.observations[step], again.observations[step])
            let field: String
            let expected: FindingValue
            let actual: FindingValue
            if let difference = StateDifference.between(first, second).first {
                (field, expected, actual) = (difference.field, difference.before, difference.after)
            } else if first.callbacks != second.callbacks {
                (field, expected, actual) = ("callbacks", .texts(first.callbacks.map(\.description)), .texts(second.callbacks.map(\.description)))
            } else if first.warnings != second.warnings {
                (field, expected, actual) = ("warnings", .texts(first.warnings), .texts(second.warnings))
            } else if first.hitTarget != second.hitTarget {
                (field, expected, actual) = ("hitTarget", .identity(first.hitTarget?.description), .identity(second.hitTarget?.description))
            } else if let views = ViewEntry.firstDifference(run.snapshots[step].views, again.snapshots[step].views) {
                (field, expected, actual) = (views.field, .text(views.before), .text(views.after))
            } else if first != second {
                (field, expected, actual) = ("observation", .text("the first run's"), .text("a different one"))
            } else {
                continue
            }
            return [ControllerFinding(property: .deterministic, subject: run.subject, rule: .life6, step: step, field: field,
                                      expected: .noted(expected, "first run"), actual: .noted(actual, "second run"))]
        }
        return []
    }
}
