import Foundation
import PresCheckCore

/// Picks the most specific rule ID for a differing field, from what the oracle says the state is
/// (the spec's reading) and the step's action. Rules are named by `RuleKey`; a `Violation` carries
/// the key's ID.
struct Attribution {
    private let presentActions: [String: PresentAction]
    private let device: Device
    /// The window as the oracle observes it at the current step (TRAIT-1), and its catalogue geometry.
    private var window: WindowObservation?
    private var geometry: WindowGeometry?
    /// Presented nodes whose frames a dismissal above is restoring (FRAME-3).
    private var dismissalRunningAbove: Set<String> = []
    /// Presented nodes whose window changed size since their presentation was accepted (FRAME-4).
    private var resizedSinceAccepted: Set<String> = []
    private var livePresentations: Set<String> = []
    /// Presented node → the `permittedArrowDirections` of its latest accepted `present` so far (POP-3).
    private var permittedArrows: [String: [PopoverArrow]] = [:]

    init(scenario: Scenario) {
        var actions: [String: PresentAction] = [:]
        for action in scenario.actions {
            if case .present(let present) = action, actions[present.node.id] == nil { actions[present.node.id] = present }
        }
        presentActions = actions
        device = scenario.device
    }

    /// Follows the window the oracle observes (TRAIT-1), and notes which custom presentations sit
    /// below a running dismissal.
    mutating func advance(to step: Int, action: Action?, oracle: Observation) {
        if case .present(let present)? = action, oracle.warnings.isEmpty {  // a refused present changes nothing
            permittedArrows[present.node.id] = present.popover?.permittedArrowDirections ?? PopoverArrow.allCases
        }
        let resized = window.map { $0 != oracle.window } ?? false
        window = oracle.window
        geometry = device.geometry(of: oracle.window) ?? geometry
        let live = Set(oracle.presentations.map(\.presented))
        resizedSinceAccepted = resizedSinceAccepted.intersection(livePresentations).intersection(live)
        if resized { resizedSinceAccepted.formUnion(livePresentations.intersection(live)) }
        livePresentations = live
        dismissalRunningAbove = []
        if let index = oracle.presentations.firstIndex(where: { $0.phase == .dismissing }) {
            for presentation in oracle.presentations[..<index] { dismissalRunningAbove.insert(presentation.presented) }
        }
    }

    func windowMembershipRule(settled: Bool) -> RuleKey { settled ? .frame2 : .life7 }

    /// A presented view's frame: FRAME-3, LIFE-6, FRAME-4, DETENT-4, the SHEET rules, POP-1 or POP-3
    /// for a popover, else FRAME-1.
    func frameRule(of id: String, in observation: Observation, action: Action?) -> RuleKey {
        guard let presentation = observation.presentation(of: id) else { return .trait2 }
        let style = effectiveStyle(presentation)
        if style == .custom && dismissalRunningAbove.contains(id) && presentation.phase == .presented { return .frame3 }
        if presentation.phase != .presented { return .life6 }
        if style == .custom && resizedSinceAccepted.contains(id) { return .frame4 }
        if action?.isDrag == true, presentation.style.isSheetStyle, style.isSheetStyle, let traits = geometry?.traits,
           traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact {
            return .detent4  // a drag between detents (not SHEET-2's centred sheet)
        }
        switch style {
        case .pageSheet, .formSheet, .automatic:
            guard let traits = geometry?.traits else { return .sheet1 }
            if traits.verticalSizeClass == .compact { return .sheet4 }
            return traits.horizontalSizeClass == .regular ? .sheet2 : .sheet1
        case .popover:
            // POP-3 places a popover whose permitted directions do not hold both `up` and `down`.
            let permitted = permittedArrows[id] ?? PopoverArrow.allCases
            return permitted.contains(.up) && permitted.contains(.down) ? .pop1 : .pop3
        default:
            return .frame1
        }
    }

    func presenterRule(_ presentation: PresentationObservation) -> RuleKey {
        if presentation.style.isCurrentContextStyle { return .ctx1 }
        if presentation.style == .custom, presentActions[presentation.presented]?.shouldPresentInFullscreen == false
            || presentActions[presentation.presented]?.controller == .halfContext {
            return .ctx3
        }
        return .ctx2
    }

    func adaptationRule(_ presentation: PresentationObservation) -> RuleKey {
        let present = presentActions[presentation.presented]
        if present?.delegate != nil || present?.controller == .halfHeightAdaptive { return .adapt2 }
        if presentation.style == .popover { return .adapt1 }
        return .adapt7
    }

    /// LIFE-4 on a cancel, LIFE-6 mid-transition; DETENT-2 for sheets, POP-2 for popovers; for the
    /// catalogue's dimming, FRAME-4 after a size change and FRAME-5 otherwise.
    func dimmingRule(_ presentation: PresentationObservation, settled: Bool, action: Action?) -> RuleKey {
        if case .cancelInteractiveDismissal? = action { return .life4 }
        if !settled { return .life6 }
        switch effectiveStyle(presentation) {
        case .pageSheet, .formSheet, .automatic: return .detent2
        case .popover: return .pop2
        default:
            return resizedSinceAccepted.contains(presentation.presented) ? .frame4 : .frame5
        }
    }

    func hitRule(_ expected: HitTarget?, _ actual: HitTarget?, in observation: Observation) -> RuleKey {
        let targets = [expected, actual].compactMap { $0 }
        if targets.contains(where: { if case .container = $0 { return true } else { return false } }) { return .hit2 }
        for case .dimming(let presented) in targets {
            if let presentation = observation.presentation(of: presented) {
                switch effectiveStyle(presentation) {
                case .popover: return .pop2
                case .pageSheet, .formSheet, .automatic: return .detent2
                default: return .hit2
                }
            }
        }
        if observation.presentations.contains(where: { effectiveStyle($0) == .popover }) { return .pop2 }
        if observation.presentations.contains(where: { $0.isDimmed == false }) { return .detent2 }
        return .hit1
    }

    /// The rule of the first callback that differs: LIFE-9 for appearance callbacks, LIFE-10 for
    /// the delegate's dismissal calls, DETENT-4 for the sheet delegate's detent change, ADAPT-6 for the substitute question, ADAPT-9 for the other
    /// delegate calls, LIFE-3 otherwise.
    static func callbackRule(_ expected: [Callback], _ actual: [Callback]) -> RuleKey {
        let index = firstDifference(expected, actual)
        let differing = Set([expected, actual].compactMap { index < $0.count ? $0[index].kind : nil })
        for (kind, rule) in [(Callback.Kind.appearance, RuleKey.life9), (.userDismissal, .life10), (.detentChange, .detent4),
                             (.substitute, .adapt6), (.adaptiveStyle, .adapt9)] where differing.contains(kind) {
            return rule
        }
        return .life3
    }

    /// The first index at which two lists differ (the shorter one's length when one extends the other).
    static func firstDifference<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }

    /// TRAIT-4 for a differing count of layout passes, DETENT-4 in a pan step (its detent change
    /// runs the step's one pass).
    static func layoutPassRule(action: Action?) -> RuleKey {
        if action?.isDrag == true { return .detent4 }
        return .trait4
    }

    static func warningRule(_ expected: [String], _ actual: [String]) -> RuleKey {
        let differing = Set(expected).symmetricDifference(Set(actual))
        if differing.contains(Warning.layoutReentrancy) { return .life5 }
        if differing.contains(Warning.noAnchor) { return .pop1 }
        if differing.contains(Warning.rotationNotSupported) || differing.contains(Warning.resizeNotSupported) { return .trait1 }
        return .life1
    }

    private func effectiveStyle(_ presentation: PresentationObservation) -> PresentationStyle {
        presentation.adaptedStyle != .none ? presentation.adaptedStyle : presentation.style
    }
}
