import PresCheckCore

/// What the generator leans towards. The fuzz suite spreads its cases over every rule; the check of
/// a user's presentation controller wants most presents to be `.custom`, since only those use the
/// controller and its properties check only steps that involve it (FRAME-3, FRAME-4, LIFE-4,
/// FRAME-5, LIFE-5, HIT-2, LIFE-1, LIFE-6).
/// The same choices give the same scenario under one emphasis; another emphasis reads them
/// differently.
package enum GenerationEmphasis: Sendable {
    /// The fuzz suite's weights: every requested style, the simplest first (every rule ID).
    case everyRule
    /// `.custom` eight times as often as under `everyRule` (about three presents in four);
    /// the other styles keep their relative weights, so what covers and uncovers the controller's
    /// presentations still comes.
    case customPresentations

    /// The weights of the styles a `present` requests.
    var requestableStyles: [(Int, PresentationStyle)] {
        switch self {
        case .everyRule:
            return ActionMachine.requestableStyles
        case .customPresentations:
            return ActionMachine.requestableStyles.map { weight, style in (style == .custom ? weight * 8 : weight, style) }
        }
    }
}
