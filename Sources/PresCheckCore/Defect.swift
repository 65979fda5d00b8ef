/// The known UIKit deviations the engine can be told to reproduce (behaviour catalogue, "Defects"); the
/// suite must catch each. Raw values are the spec's names. In Core, so that scenario files (verdict
/// subjects), the engine (`EngineOptions`) and the checker share one vocabulary.
/// Each case names the rule it must be caught under (the spec's defect table, `rules`).
public enum Defect: String, CaseIterable, Codable, Hashable, Sendable {
    /// A direct CTX-3 presentation follows CTX-2.
    case fullscreenFlagIgnored = "fullscreen-flag-ignored"
    /// A context presentation's container takes the window bounds (HIT-2, CTX-4).
    case containerCoversWindow = "container-covers-window"
    /// Custom presented views sit at the container bounds while a full-screen dismissal above runs (FRAME-3).
    case frameResetUnderFullscreen = "frame-reset-under-fullscreen"
    /// The CTX-1 walk starts at the source's parent.
    case contextWalkSkipsSource = "context-walk-skips-source"
    /// The dimming view is not removed on `DidEnd(false)` (LIFE-4, FRAME-5).
    case dimmingLeftAfterCancel = "dimming-left-after-cancel"
    /// `toast` computes its frame from `presentedView` (LIFE-5).
    case layoutReentrancy = "layout-reentrancy"
    /// The presenter stays `.dimmed` under an undimmed sheet (DETENT-2, TINT-1).
    case undimmedTintDimmed = "undimmed-tint-dimmed"
    /// An undimmed identifier missing from `detents` is still compared (DETENT-1).
    case undimmedDetentNotRequired = "undimmed-detent-not-required"
    /// A popover stays a popover in compact environments (ADAPT-1).
    case popoverNeverAdapts = "popover-never-adapts"
    /// The adaptive delegate's answer is ignored (ADAPT-2).
    case adaptationIgnoresDelegate = "adaptation-ignores-delegate"
    /// `centered-card` keeps its previous frames after a size change (FRAME-4).
    case noRelayoutOnResize = "no-relayout-on-resize"
}

extension Defect {
    /// The spec's defect table: the rules a defect must be caught under (either one will do where
    /// the table names two). The suite's own mutation score is measured against it.
    /// Serves CTX-1, CTX-3, CTX-4, HIT-2, FRAME-3, FRAME-4, FRAME-5, LIFE-4, LIFE-5, DETENT-1, DETENT-2,
    /// TINT-1, ADAPT-1 and ADAPT-2.
    public var rules: [RuleKey] {
        switch self {
        case .fullscreenFlagIgnored: return [.ctx3]
        case .containerCoversWindow: return [.hit2, .ctx4]
        case .frameResetUnderFullscreen: return [.frame3]
        case .noRelayoutOnResize: return [.frame4]
        case .undimmedTintDimmed: return [.detent2, .tint1]
        case .undimmedDetentNotRequired: return [.detent1]
        case .popoverNeverAdapts: return [.adapt1]
        case .adaptationIgnoresDelegate: return [.adapt2]
        case .contextWalkSkipsSource: return [.ctx1]
        case .dimmingLeftAfterCancel: return [.life4, .frame5]
        case .layoutReentrancy: return [.life5]
        }
    }
}
