/// The known UIKit deviations the engine can be told to reproduce (behaviour catalogue, "Defects"); the
/// suite must catch each. Raw values are the spec's names.
/// Each case names the rule it must be caught under (the spec's defect table).
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

/// Engine configuration. With no defect on, the engine obeys the behaviour catalogue.
/// Serves the defect table: CTX-1, CTX-3, CTX-4, HIT-2, FRAME-3, FRAME-4, LIFE-4, LIFE-5, DETENT-1, DETENT-2, ADAPT-1, ADAPT-2.
public struct EngineOptions: Hashable, Sendable {
    public var defects: Set<Defect>

    public init(defects: Set<Defect> = []) {
        self.defects = defects
    }

    public func has(_ defect: Defect) -> Bool { defects.contains(defect) }
}
