import PresCheckCore

/// The kinds of scenario action, one per `Action` case: the switch below is exhaustive, so a new
/// action cannot be added without a kind here, and so without its space-coverage items.
/// Serves every rule ID (see each action's rules in `Action`).
package enum ActionKind: String, CaseIterable, Sendable {
    case present, dismiss, beginInteractiveDismissal, updateInteractiveDismissal, finishInteractiveDismissal
    case cancelInteractiveDismissal, advance, rotate, resize, selectDetent, setDetents, setPreferredContentSize
    case setTintAdjustmentMode, setModalInPresentation, tap, pan, swipe

    package init(_ action: Action) { self = Self.of(action) }

    /// The kind of `action` (a function, whose argument is borrowed: an initializer's would be
    /// copied for every action the generator records).
    package static func of(_ action: Action) -> ActionKind {
        switch action {
        case .present: return .present
        case .dismiss: return .dismiss
        case .beginInteractiveDismissal: return .beginInteractiveDismissal
        case .updateInteractiveDismissal: return .updateInteractiveDismissal
        case .finishInteractiveDismissal: return .finishInteractiveDismissal
        case .cancelInteractiveDismissal: return .cancelInteractiveDismissal
        case .advance: return .advance
        case .rotate: return .rotate
        case .resize: return .resize
        case .selectDetent: return .selectDetent
        case .setDetents: return .setDetents
        case .setPreferredContentSize: return .setPreferredContentSize
        case .setTintAdjustmentMode: return .setTintAdjustmentMode
        case .setModalInPresentation: return .setModalInPresentation
        case .tap: return .tap
        case .pan: return .pan
        case .swipe: return .swipe
        }
    }
}
