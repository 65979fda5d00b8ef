import PresCheckCore

/// The kinds of scenario action, one per `Action` case: the switch below is exhaustive, so a new
/// action cannot be added without a kind here, and so without its space-coverage items.
/// Serves every rule ID (see each action's rules in `Action`).
package enum ActionKind: String, CaseIterable, Sendable {
    case present, dismiss, beginInteractiveDismissal, updateInteractiveDismissal, finishInteractiveDismissal
    case cancelInteractiveDismissal, advance, rotate, resize, selectDetent, setDetents, setPreferredContentSize
    case setTintAdjustmentMode, setModalInPresentation, tap, pan, swipe

    package init(_ action: Action) {
        switch action {
        case .present: self = .present
        case .dismiss: self = .dismiss
        case .beginInteractiveDismissal: self = .beginInteractiveDismissal
        case .updateInteractiveDismissal: self = .updateInteractiveDismissal
        case .finishInteractiveDismissal: self = .finishInteractiveDismissal
        case .cancelInteractiveDismissal: self = .cancelInteractiveDismissal
        case .advance: self = .advance
        case .rotate: self = .rotate
        case .resize: self = .resize
        case .selectDetent: self = .selectDetent
        case .setDetents: self = .setDetents
        case .setPreferredContentSize: self = .setPreferredContentSize
        case .setTintAdjustmentMode: self = .setTintAdjustmentMode
        case .setModalInPresentation: self = .setModalInPresentation
        case .tap: self = .tap
        case .pan: self = .pan
        case .swipe: self = .swipe
        }
    }
}
