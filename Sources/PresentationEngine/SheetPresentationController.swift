import Foundation
import PresCheckCore

/// UIKit's `UISheetPresentationController` for `.pageSheet`, `.formSheet` and `.automatic`
/// (SHEET-1..4, DETENT-1..3, ADAPT-3). A popover that adapts to a sheet uses the sheet settings
/// of its `adaptiveSheetPresentationController` (ADAPT-8), which is an instance of this class
/// that never presents by itself.
///
/// Changing `detents` or `selectedDetentIdentifier` re-applies the SHEET and DETENT rules in the
/// same step, unanimated, or when the running transition ends (DETENT-3).
open class SheetPresentationController: SystemPresentationController {
    /// A sheet detent: an identifier and a resolver given `maximumDetentValue` (SHEET).
    /// Serves SHEET-1..4 and DETENT-1.
    public struct Detent: Hashable, Sendable {
        /// A detent's identifier (SHEET-3, DETENT-1).
        public enum Identifier: Hashable, Sendable, CustomStringConvertible {
            case large, medium, custom(String)
            public init(_ name: String) {
                switch name {
                case "large": self = .large
                case "medium": self = .medium
                default: self = .custom(name)
                }
            }
            public var description: String {
                switch self {
                case .large: return "large"
                case .medium: return "medium"
                case .custom(let name): return name
                }
            }
        }

        enum Resolver: Hashable, Sendable {
            case maximum, half, fraction(CGFloat), height(CGFloat)
        }

        public let identifier: Identifier
        let resolver: Resolver

        /// The full height: `maximumDetentValue`.
        public static func large() -> Detent { Detent(identifier: .large, resolver: .maximum) }
        /// Half the full height, floored.
        public static func medium() -> Detent { Detent(identifier: .medium, resolver: .half) }
        /// The source article's `fraction(f)`: floor(f · M).
        public static func fraction(_ identifier: String, _ fraction: CGFloat) -> Detent {
            Detent(identifier: .custom(identifier), resolver: .fraction(fraction))
        }
        /// The source article's `height(h)`: min(h, M).
        public static func height(_ identifier: String, _ height: CGFloat) -> Detent {
            Detent(identifier: .custom(identifier), resolver: .height(height))
        }

        /// The detent's value for a `maximumDetentValue`, clamped to [1, M] (SHEET).
        public func value(maximumDetentValue maximum: CGFloat) -> CGFloat {
            let raw: CGFloat
            switch resolver {
            case .maximum: raw = maximum
            case .half: raw = (maximum / 2).rounded(.down)
            case .fraction(let fraction): raw = (fraction * maximum).rounded(.down)
            case .height(let height): raw = min(height, maximum)
            }
            return min(max(raw, 1), maximum)
        }
    }

    /// The settings as they were at the last layout pass: what SHEET and DETENT rules read. A change
    /// made while a transition runs takes effect when it ends (DETENT-3).
    struct Settings: Equatable {
        var detents: [Detent] = []
        var selectedDetentIdentifier: Detent.Identifier?
        var largestUndimmedDetentIdentifier: Detent.Identifier?
        var prefersEdgeAttachedInCompactHeight = false
        var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    }

    private(set) var applied = Settings()

    /// Makes the current settings the applied ones (at a layout pass, and when a presentation is accepted).
    func applySettings() {
        applied = Settings(
            detents: detents, selectedDetentIdentifier: selectedDetentIdentifier,
            largestUndimmedDetentIdentifier: largestUndimmedDetentIdentifier,
            prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight,
            widthFollowsPreferredContentSizeWhenEdgeAttached: widthFollowsPreferredContentSizeWhenEdgeAttached)
    }

    /// Empty means `[.large()]`.
    public var detents: [Detent] = [] { didSet { settingsDidChange() } }
    public var selectedDetentIdentifier: Detent.Identifier? { didSet { settingsDidChange() } }
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { settingsDidChange() } }
    public var prefersEdgeAttachedInCompactHeight = false { didSet { settingsDidChange() } }
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { settingsDidChange() } }

    /// The presentation this sheet configuration belongs to, when it is an adaptive sheet (ADAPT-8).
    weak var owningPresentation: PresentationController?

    /// Sheets adapt only by ADAPT-3's geometry; the reported style comes from ADAPT-7.
    open override func defaultAdaptiveStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle { .none }

    /// DETENT-3: a change re-applies the rules in its step, or when the running transition ends. A
    /// sheet being dismissed still asks for the pass: it waits for the dismissal's end and applies if
    /// the dismissal is cancelled (a cancel ends the transition, LIFE-8).
    private func settingsDidChange() {
        let target: PresentationController = owningPresentation ?? self
        guard let window = target.window,
              target.phase == .presenting || target.phase == .presented || target.phase == .dismissing else { return }
        window.layoutPass()
    }
}
