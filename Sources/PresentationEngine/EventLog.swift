import Foundation
import PresCheckCore

/// One entry of the engine's event log: transition callbacks, delegate calls, warnings and layout
/// passes, in the order they happened (LIFE-1, LIFE-3, LIFE-5, ADAPT-5, ADAPT-9, TRAIT-4).
public enum EngineEvent {
    case presentationTransitionWillBegin(ViewController)
    case presentationTransitionDidEnd(ViewController, completed: Bool)
    case dismissalTransitionWillBegin(ViewController)
    case dismissalTransitionDidEnd(ViewController, completed: Bool)
    /// ADAPT-9: `adaptivePresentationStyle(for:traitCollection:)` was asked.
    case adaptivePresentationStyleAsked(ViewController, TraitCollection)
    /// ADAPT-5.
    case willPresentWithAdaptiveStyle(ViewController, ModalPresentationStyle)
    /// ADAPT-6: `viewControllerForAdaptivePresentationStyle` was asked, with this style.
    case substituteAsked(ViewController, ModalPresentationStyle)
    /// A warning; the texts are `PresCheckCore.Warning`'s.
    case warning(String)
    /// `containerViewWillLayoutSubviews` of the presentation of this view controller ran (TRAIT-4).
    case containerLayout(ViewController)
    /// A TRAIT-4 layout pass started (FRAME-4).
    case layoutPass
    /// A note from code outside the engine, e.g. a completion handler the caller passed.
    case note(String)
}

/// The engine's append-only event log, read by the checker's driver.
/// Serves LIFE-1, LIFE-3, LIFE-5, ADAPT-9 and TRAIT-4.
public final class EventLog {
    public private(set) var events: [EngineEvent] = []

    public init() {}

    public func append(_ event: EngineEvent) { events.append(event) }

    /// The warnings logged so far, in order.
    public var warnings: [String] {
        events.compactMap { if case .warning(let text) = $0 { return text } else { return nil } }
    }
}
