import Foundation

/// UIKit's `UIControl`: a view that sends actions for events. The window's `tap(at:)` makes an
/// enabled control it hits send `.touchUpInside` (HIT-1 picks the control), and the tap then goes
/// to no tap recognizer of the control's ancestors, as UIKit keeps a superview's tap recognizer
/// from taking a tap meant for a control.
///
/// Porting note: Linux has no selectors. `addTarget(_:action:for:)` takes the action method itself,
/// named with its class (`button.addTarget(self, action: CardViewController.close, for: .touchUpInside)`
/// calls `self.close(button)`; `Self.close` does not compile, as `Self` is not the type of `self`;
/// the target is held weakly, as UIKit does not retain it), or a closure
/// (`addAction(for:_:)`, UIKit's `addAction(_:for:)` with a `UIAction`).
open class Control: View {
    /// UIKit's `UIControl.Event`, with UIKit's raw values for the touch events.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    /// A disabled control sends nothing; the tap falls through to the recognizers above it.
    public var isEnabled = true
    public var isSelected = false
    public var isHighlighted = false

    private var actions: [(events: Event, action: (Control) -> Void)] = []

    /// UIKit's `addAction(_:for:)` with the action a closure that gets the control.
    public func addAction(for events: Event, _ action: @escaping (Control) -> Void) {
        actions.append((events, action))
    }

    /// UIKit's `addTarget(_:action:for:)` with the selector spelled as the method; the target is
    /// held weakly. The method gets the sender, as `@objc func close(_ sender: UIButton)` does.
    public func addTarget<Target: AnyObject, Sender: Control>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: Event
    ) {
        let reference = UnkeptReference(target)
        addAction(for: events) { control in
            guard let target = reference.object(as: Target.self), let sender = control as? Sender else { return }
            action(target)(sender)
        }
    }

    /// As `addTarget(_:action:for:)`, for an action method without a parameter.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void, for events: Event) {
        let reference = UnkeptReference(target)
        addAction(for: events) { _ in
            guard let target = reference.object(as: Target.self) else { return }
            action(target)()
        }
    }

    /// Removes every action, like `removeTarget(nil, action: nil, for: .allEvents)`.
    public func removeAllTargets() {
        actions = []
    }

    /// Runs the actions registered for any of `events`, in the order they were added.
    public func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) {
            entry.action(self)
        }
    }
}

/// UIKit's `UIButton`: a control with a title per state (stored; nothing is drawn). Code passes
/// it as an action's sender and taps it with `window.tap(at:)`.
open class Button: Control {
    /// UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Sendable, Hashable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// UIKit's `UIControl.State` for titles.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    public let buttonType: ButtonType
    private var titles: [(state: State, title: String?)] = []

    public init(type: ButtonType = .system) {
        buttonType = type
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    public func setTitle(_ title: String?, for state: State) {
        titles.removeAll { $0.state == state }
        titles.append((state, title))
    }

    /// The title set for `state`, or the normal title when none is, as UIKit answers.
    public func title(for state: State) -> String? {
        titles.first { $0.state == state }?.title ?? titles.first { $0.state == .normal }?.title
    }

    /// The title for the button's current state.
    public var currentTitle: String? {
        title(for: !isEnabled ? .disabled : isHighlighted ? .highlighted : isSelected ? .selected : .normal)
    }
}

extension Window {
    /// The enabled control a tap at the hit view goes to: the hit view itself when it is one.
    func tappedControl(_ hit: View) -> Control? {
        guard let control = hit as? Control, control.isEnabled else { return nil }
        return control
    }
}
