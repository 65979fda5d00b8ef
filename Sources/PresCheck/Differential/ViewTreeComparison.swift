import Foundation
import PresCheckCore

/// Compares the window's view trees (`Observation.views`) of engine and oracle, view by view in
/// back-to-front order, and attributes each difference: order and superviews to HIT-3, hidden and
/// interaction flags to HIT-1 (ADAPT-2 for a catalogue dimming view hidden while adapted), alpha to
/// LIFE-6 (LIFE-4 on a cancel), tint to TINT-1, frames to the rule that owns the view.
/// Serves HIT-1, HIT-3, TINT-1, FRAME-2, LIFE-6 and the frame rules.
enum ViewTreeComparison {
    static func compare(_ expected: Observation, _ actual: Observation, action: Action?,
                        attribution: Attribution, subject: Subject) -> [Finding<Property>] {
        var found: [Finding<Property>] = []
        func add(_ rule: RuleKey, _ field: String, _ wanted: FindingValue, _ got: FindingValue) {
            found.append(Finding(property: .differential, subject: subject, rule: rule, step: expected.step, field: field,
                                 expected: wanted, actual: got))
        }
        if let index = firstShapeDifference(expected.views, actual.views) {
            add(expected.isSettled ? .hit3 : .life7, "views[\(index)]",
                .text(index < expected.views.count ? shape(of: expected.views[index]) : "no view"),
                .text(index < actual.views.count ? shape(of: actual.views[index]) : "no view"))
            return found
        }
        // By index, the views' fields read where the lists store them: a copy of a view would
        // retain its name and superview.
        var index = 0
        while index < expected.views.count {
            let wanted = expected.views[index].frame
            let got = actual.views[index].frame
            var field: String { "views[\(index)] \(expected.views[index].name)" }
            if !DifferentialCheck.close(wanted, got) {
                add(frameRule(of: expected.views[index].name, in: expected, action: action, attribution: attribution),
                    "\(field).frame", .rect(wanted), .rect(got))
            }
            if expected.views[index].isHidden != actual.views[index].isHidden {
                let isDimming = if case .dimming = expected.views[index].name { true } else { false }
                add(isDimming ? .adapt2 : .hit1, "\(field).isHidden", .flag(expected.views[index].isHidden),
                    .flag(actual.views[index].isHidden))
            }
            if expected.views[index].isUserInteractionEnabled != actual.views[index].isUserInteractionEnabled {
                add(.hit1, "\(field).isUserInteractionEnabled", .flag(expected.views[index].isUserInteractionEnabled),
                    .flag(actual.views[index].isUserInteractionEnabled))
            }
            if abs(expected.views[index].alpha - actual.views[index].alpha) > 0.001 {
                let rule: RuleKey
                if case .cancelInteractiveDismissal? = action { rule = .life4 } else { rule = .life6 }
                add(rule, "\(field).alpha", .number(expected.views[index].alpha), .number(actual.views[index].alpha))
            }
            if expected.views[index].tint != actual.views[index].tint {
                add(.tint1, "\(field).tint", .text(expected.views[index].tint.rawValue), .text(actual.views[index].tint.rawValue))
            }
            index += 1
        }
        return found
    }

    /// A view's shape, as a difference in the views' order or superviews shows it: "name in superview".
    private static func shape(of view: ViewObservation) -> String {
        "\(view.name) in \(view.superview)"
    }

    /// The index of the first view whose shape (`shape(of:)`) differs between the two lists, or the
    /// shorter list's count when it is the other's beginning; nil when every view has the same
    /// shape. Views with the same name and superview have the same shape, so a shape is spelled
    /// only for a pair whose fields differ (HIT-3), instead of every view's of both lists.
    private static func firstShapeDifference(_ wanted: [ViewObservation], _ got: [ViewObservation]) -> Int? {
        let count = min(wanted.count, got.count)
        var index = 0
        while index < count {
            if wanted[index].name != got[index].name || wanted[index].superview != got[index].superview,
               shape(of: wanted[index]) != shape(of: got[index]) {
                return index
            }
            index += 1
        }
        return wanted.count == got.count ? nil : count
    }

    /// Node views by their frame rule; containers CTX-4; dimming views DETENT-2, POP-2 or the
    /// catalogue's (through `Attribution.dimmingRule`); the `half-height-adaptive` card FRAME-4.
    private static func frameRule(of name: HitTarget, in observation: Observation, action: Action?,
                                  attribution: Attribution) -> RuleKey {
        switch name {
        case .container(let presented): return observation.presentation(of: presented) == nil ? .hit3 : .ctx4
        case .dimming(let presented):
            guard let presentation = observation.presentation(of: presented) else { return .hit3 }
            return attribution.dimmingRule(presentation, settled: observation.isSettled, action: action)
        case .card: return .frame4
        case .node(let id): return attribution.frameRule(of: id, in: observation, action: action)
        case .window, .outsideWindow: return .hit3
        }
    }
}
