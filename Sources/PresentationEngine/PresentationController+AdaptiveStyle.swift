import Foundation
import PresCheckCore

extension PresentationController {
    /// UIKit's `adaptivePresentationStyle`, the style for a horizontally compact environment (ADAPT-2):
    /// as Apple documents, the answer of the delegate's `adaptivePresentationStyle(for:)` when it is
    /// valid (see `adaptivePresentationStyle(for:)`), else `.none`; `.none` without a delegate.
    /// Reading: (Reading ADAPT-2.a) asked again while its delegate is being asked, it answers the
    /// system adaptation for the current traits made horizontally compact.
    public var adaptivePresentationStyle: ModalPresentationStyle {
        if isAskingDelegateForAdaptiveStyle {
            var compact = traitCollection
            compact.horizontalSizeClass = .compact
            return systemAdaptivePresentationStyle(for: compact)
        }
        guard let delegate else { return .none }
        return askingDelegateForAdaptiveStyle { Self.validAdaptiveStyle(delegate.adaptivePresentationStyle(for: self)) }
    }

    /// The style this controller adapts to by itself for `traits`: `.formSheet` for a popover in a
    /// compact environment (ADAPT-1); `.none` otherwise (sheets adapt only by ADAPT-3's geometry, and
    /// a `.custom` presentation does not adapt by itself, ADAPT-2).
    /// Reading: (Reading ADAPT-2.a) a delegate that implements neither `adaptivePresentationStyle`
    /// method answers this.
    package func systemAdaptivePresentationStyle(for traits: TraitCollection) -> ModalPresentationStyle {
        type(of: self).systemKind == .popover && traits.hasCompactDimension ? .formSheet : .none
    }

    /// `style` when `adaptivePresentationStyle(for:)` may return it (the styles ADAPT-2 honours, and
    /// `.none`), else `.none`.
    static func validAdaptiveStyle(_ style: ModalPresentationStyle) -> ModalPresentationStyle {
        switch style {
        case .fullScreen, .overFullScreen, .formSheet, .pageSheet, .none: return style
        default: return .none
        }
    }

    /// Runs `ask` (a question to the delegate about the adaptive style) with
    /// `isAskingDelegateForAdaptiveStyle` set, restoring it after.
    /// Reading: (Reading ADAPT-2.a) while it is set, the controller's own methods do not ask again.
    package func askingDelegateForAdaptiveStyle<T>(_ ask: () -> T) -> T {
        let wasAsking = isAskingDelegateForAdaptiveStyle
        isAskingDelegateForAdaptiveStyle = true
        defer { isAskingDelegateForAdaptiveStyle = wasAsking }
        return ask()
    }
}
