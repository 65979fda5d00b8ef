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
        // The shapes ("name in superview", view by view) are compared field by field first; their
        // descriptions are built only when the fields differ.
        let sameFields = expected.views.count == actual.views.count
            && zip(expected.views, actual.views).allSatisfy { $0.name == $1.name && $0.superview == $1.superview }
        let wantedShape = sameFields ? [] : expected.views.map { "\($0.name) in \($0.superview)" }
        let gotShape = sameFields ? [] : actual.views.map { "\($0.name) in \($0.superview)" }
        guard wantedShape == gotShape else {
            let index = Attribution.firstDifference(wantedShape, gotShape)
            add(expected.isSettled ? .hit3 : .life7, "views[\(index)]",
                .text(index < wantedShape.count ? wantedShape[index] : "no view"), .text(index < gotShape.count ? gotShape[index] : "no view"))
            return found
        }
        for (index, (wanted, got)) in zip(expected.views, actual.views).enumerated() {
            var field: String { "views[\(index)] \(wanted.name)" }
            if !DifferentialCheck.close(wanted.frame, got.frame) {
                add(frameRule(of: wanted.name, in: expected, action: action, attribution: attribution),
                    "\(field).frame", .rect(wanted.frame), .rect(got.frame))
            }
            if wanted.isHidden != got.isHidden {
                let isDimming = if case .dimming = wanted.name { true } else { false }
                add(isDimming ? .adapt2 : .hit1, "\(field).isHidden", .flag(wanted.isHidden), .flag(got.isHidden))
            }
            if wanted.isUserInteractionEnabled != got.isUserInteractionEnabled {
                add(.hit1, "\(field).isUserInteractionEnabled", .flag(wanted.isUserInteractionEnabled), .flag(got.isUserInteractionEnabled))
            }
            if abs(wanted.alpha - got.alpha) > 0.001 {
                let rule: RuleKey
                if case .cancelInteractiveDismissal? = action { rule = .life4 } else { rule = .life6 }
                add(rule, "\(field).alpha", .number(wanted.alpha), .number(got.alpha))
            }
            if wanted.tint != got.tint { add(.tint1, "\(field).tint", .text(wanted.tint.rawValue), .text(got.tint.rawValue)) }
        }
        return found
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
