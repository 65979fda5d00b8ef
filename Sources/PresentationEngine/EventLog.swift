import Foundation
import PresCheckCore

/// A view controller as the event log names it: its identity, which keeps nothing alive, so the
/// log keeps no dismissed view controller alive, and the title it had when the event happened.
/// Readers name an entry by its title and tell its view controller by identity (`refers(to:)`), so
/// the log holds no reference to the view controller, not even its handle (`ObjectHandle`).
public struct LoggedViewController: CustomStringConvertible {
    /// The view controller's `title` when the event was logged.
    public let title: String?
    private let identity: ObjectIdentifier

    /// For a transition callback: the class of the presentation controller whose hook the engine
    /// called, so a checker whose own controller subclasses record their hooks as they run can tell
    /// which entries it recorded itself (LIFE-3).
    package let controllerType: PresentationController.Type?

    public init(_ viewController: ViewController) {
        self.title = viewController.title
        self.identity = ObjectIdentifier(viewController)
        self.controllerType = nil
    }

    /// A view controller named by a transition callback of `controller` (LIFE-3).
    public init(_ viewController: ViewController, controller: PresentationController) {
        self.title = viewController.title
        self.identity = ObjectIdentifier(viewController)
        self.controllerType = type(of: controller)
    }

    /// Whether this names `viewController` (by identity: also once the logged one is gone, while
    /// `viewController` lives).
    public func refers(to viewController: ViewController) -> Bool {
        identity == ObjectIdentifier(viewController)
    }

    public var description: String { title ?? "?" }
}

/// One entry of the engine's event log: transition callbacks, delegate calls, warnings and layout
/// passes, in the order they happened (LIFE-1, LIFE-3, LIFE-5, ADAPT-5, ADAPT-9, TRAIT-4).
public enum EngineEvent {
    case presentationTransitionWillBegin(LoggedViewController)
    case presentationTransitionDidEnd(LoggedViewController, completed: Bool)
    case dismissalTransitionWillBegin(LoggedViewController)
    case dismissalTransitionDidEnd(LoggedViewController, completed: Bool)
    /// ADAPT-9: `adaptivePresentationStyle(for:traitCollection:)` was asked.
    case adaptivePresentationStyleAsked(LoggedViewController, TraitCollection)
    /// ADAPT-5.
    case willPresentWithAdaptiveStyle(LoggedViewController, ModalPresentationStyle)
    /// ADAPT-6: `viewControllerForAdaptivePresentationStyle` was asked, with this style.
    case substituteAsked(LoggedViewController, ModalPresentationStyle)
    /// A warning; the texts are `PresCheckCore.Warning`'s.
    case warning(String)
    /// `containerViewWillLayoutSubviews` of the presentation of this view controller ran (TRAIT-4).
    case containerLayout(LoggedViewController)
    /// A TRAIT-4 layout pass started (FRAME-4).
    case layoutPass
    /// A note from code outside the engine, e.g. a completion handler the caller passed.
    case note(String)
    /// A callback as observations record it, logged by code outside the engine when it runs (the
    /// checker's own controllers, delegates and completion handlers; LIFE-3, LIFE-9, ADAPT-9).
    case callback(Callback)
}

/// The engine's append-only event log, read by the checker's driver.
/// Serves LIFE-1, LIFE-3, LIFE-5, ADAPT-9 and TRAIT-4.
public final class EventLog {
    public var events: [EngineEvent] { entries }
    /// Only read and assigned (an append takes the list out and puts it back), so that accesses
    /// need no run-time exclusivity check.
    private var entries: [EngineEvent] = []

    /// Starts with room for a scenario's events, so that a run's appends rarely grow the list.
    public init() {
        var list: [EngineEvent] = []
        list.reserveCapacity(128)
        entries = list
    }

    /// Takes the event over, so that appending it copies nothing it holds.
    public func append(_ event: consuming EngineEvent) {
        var list = entries
        entries = []
        list.append(event)
        entries = list
    }

    /// The warnings logged so far, in order.
    public var warnings: [String] {
        events.compactMap { if case .warning(let text) = $0 { return text } else { return nil } }
    }
}
