import Foundation
import PresCheckCore

/// UIKit's `UISheetPresentationControllerDetentResolutionContext`: what a detent's resolver is
/// given (SHEET): `maximumDetentValue` is the SHEET section's M, and `containerTraitCollection`
/// the window's traits (TRAIT-1).
public protocol SheetPresentationControllerDetentResolutionContext {
    /// M = window height − (safe.top + 10) − safe.bottom (SHEET).
    var maximumDetentValue: CGFloat { get }
    /// The traits of the sheet's container: the window's (TRAIT-1).
    var containerTraitCollection: TraitCollection { get }
}

/// The context the engine resolves detents in: the window's M and traits (SHEET).
struct DetentResolutionContext: SheetPresentationControllerDetentResolutionContext, Equatable {
    var maximumDetentValue: CGFloat
    var containerTraitCollection: TraitCollection
}

extension SheetPresentationController {
    /// UIKit's `UISheetPresentationController.Detent`: a height where a sheet rests, given by an
    /// identifier and a resolver (SHEET, SHEET-3, SHEET-4, DETENT-1).
    ///
    /// Values are clamped to [1, M] (SHEET). A custom resolver that answers nil makes its detent
    /// inactive, and an inactive custom detent is as if it were absent from `detents`: SHEET-3
    /// never selects it (a selected identifier naming it selects the smallest detent), DETENT-1
    /// never counts it as "among `detents`" (naming it in `largestUndimmedDetentIdentifier` keeps
    /// the sheet dimmed), and when every listed detent is absent the sheet behaves as with an empty
    /// `detents`, that is `[large]`. (Scenario detents always resolve, so only engine tests see
    /// this.) `medium` is the system detent SHEET-4 makes inactive in compact height: its
    /// `resolvedValue(in:)` is nil there, as in UIKit, and SHEET-4 still reads floor(M / 2) for it.
    ///
    /// Sendable, so a custom detent can be kept in a `static let` as app code does: a detent never
    /// changes once made, and its resolver runs only on the thread that drives the engine (UIKit's
    /// main actor plays that part there).
    public final class Detent: @unchecked Sendable {
        /// UIKit's `UISheetPresentationController.Detent.Identifier` (SHEET-3, DETENT-1).
        public struct Identifier: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system `medium` detent's identifier (UIKit's raw value).
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The system `large` detent's identifier (UIKit's raw value).
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
            public var description: String { rawValue }
        }

        /// The brief name of the resolution context protocol.
        public typealias ResolutionContext = SheetPresentationControllerDetentResolutionContext

        enum Kind { case large, medium, custom }

        public let identifier: Identifier
        let kind: Kind
        private let resolver: (any ResolutionContext) -> CGFloat?

        private init(identifier: Identifier, kind: Kind, resolver: @escaping (any ResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.kind = kind
            self.resolver = resolver
        }

        /// The full height: M (SHEET).
        public static func large() -> Detent {
            Detent(identifier: .large, kind: .large) { $0.maximumDetentValue }
        }

        /// Half the full height, floored (SHEET); inactive in compact height (SHEET-4).
        public static func medium() -> Detent {
            Detent(identifier: .medium, kind: .medium) { ($0.maximumDetentValue / 2).rounded(.down) }
        }

        /// A detent whose value `resolver` computes from the context each time the sheet lays out
        /// (a layout pass, TRAIT-4; `invalidateDetents()` asks for one, DETENT-3). Nil means
        /// inactive: the detent is as if absent (see the type's documentation). Without an
        /// identifier the engine makes a unique one; it counts up, so it is the same in every run.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any ResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom-detent-\(DetentNames.next())"),
                   kind: .custom, resolver: resolver)
        }

        /// The detent's value in `context`, clamped to [1, M] (SHEET); nil when the detent is
        /// inactive there: a custom resolver that answers nil (or NaN), or `medium` in compact
        /// height (SHEET-4).
        public func resolvedValue(in context: any ResolutionContext) -> CGFloat? {
            if kind == .medium && context.containerTraitCollection.verticalSizeClass == .compact { return nil }
            return layoutValue(in: context)
        }

        /// The value SHEET and DETENT read: `resolvedValue(in:)`, except that `medium` keeps
        /// floor(M / 2) in compact height, where SHEET-4 reads it for a selected inactive detent.
        func layoutValue(in context: any ResolutionContext) -> CGFloat? {
            guard let raw = resolver(context), !raw.isNaN else { return nil }
            return min(max(raw, 1), context.maximumDetentValue)
        }
    }
}

/// Names for custom detents made without an identifier: a counter, never randomness, so runs are
/// reproducible.
private enum DetentNames {
    private static let counter = LockedCounter()
    static func next() -> Int { counter.next() }
}

private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
