import PresentationEngine

/// The spec's defect table: the rule IDs a defect must be caught under (either one will do where
/// the table names two). The suite's own mutation score is measured against it.
/// Serves CTX-1, CTX-3, CTX-4, HIT-2, FRAME-3, FRAME-4, FRAME-5, LIFE-4, LIFE-5, DETENT-1, DETENT-2,
/// TINT-1, ADAPT-1 and ADAPT-2.
extension Defect {
    package var rules: [String] {
        switch self {
        case .fullscreenFlagIgnored: return ["CTX-3"]
        case .containerCoversWindow: return ["HIT-2", "CTX-4"]
        case .frameResetUnderFullscreen: return ["FRAME-3"]
        case .noRelayoutOnResize: return ["FRAME-4"]
        case .undimmedTintDimmed: return ["DETENT-2", "TINT-1"]
        case .undimmedDetentNotRequired: return ["DETENT-1"]
        case .popoverNeverAdapts: return ["ADAPT-1"]
        case .adaptationIgnoresDelegate: return ["ADAPT-2"]
        case .contextWalkSkipsSource: return ["CTX-1"]
        case .dimmingLeftAfterCancel: return ["LIFE-4", "FRAME-5"]
        case .layoutReentrancy: return ["LIFE-5"]
        }
    }
}
