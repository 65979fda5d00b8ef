import Foundation

/// UIKit's `UIGestureRecognizer` for a headless window: the window drives recognizers from its
/// `tap(at:)`, `pan(from:translations:velocity:)` and `swipe(from:direction:)` steps, and a
/// recognizer calls its actions on each state change it reports.
///
/// Porting note: Linux has no selectors. The tap, pan and swipe recognizers take UIKit's
/// `init(target:action:)` and `addTarget(_:action:)` with the selector spelled as the method
/// itself, named with its class: `#selector(handlePan(_:))` becomes `CardController.handlePan` (the
/// target is then held weakly, as UIKit's targets are not retained), or as a closure that gets the
/// recognizer with its own type
/// (`action: { pan in … }`, the target then unused). `init(action:)` and `addTarget(_:)` take a
/// closure that gets a `GestureRecognizer`.
/// Serves HIT-1 (recognizers run on the hit view or its nearest ancestor that has one), POP-2,
/// DETENT-2 and the catalogue taps.
open class GestureRecognizer {
    public enum State: Sendable, Equatable {
        case possible, began, changed, ended, cancelled, failed
        /// UIKit's alias for `.ended`, the state a discrete gesture (tap, swipe) reports.
        public static let recognized = State.ended
    }

    public internal(set) var state: State = .possible
    /// The view it is attached to: unowned, as UIKit's is an assign pointer. Cleared by whoever
    /// ends the attachment — `removeGestureRecognizer(_:)` (also when the recognizer moves to
    /// another view) and the view's deinit, which clears every recognizer's.
    public internal(set) var view: View? {
        get {
            guard let reference = storedView else { return nil }
            return reference.object
        }
        set { storedView = newValue.map(UnownedReference.init) }
    }
    /// The storage of `view`, which no other module can reach, so that its accesses need no
    /// run-time exclusivity check (`UnownedReference`).
    private var storedView: UnownedReference<View>?
    /// A disabled recognizer reports nothing, and the window looks further up for another one.
    public var isEnabled: Bool { get { storedIsEnabled } set { storedIsEnabled = newValue } }
    /// Private storage, only read and assigned, so that its accesses need no run-time exclusivity
    /// check (a public stored property may be modified in place from outside); `actions` too.
    private var storedIsEnabled = true
    /// Asked whether a gesture may begin; not kept, as UIKit's is weak (`UnkeptReference`).
    public var delegate: (any GestureRecognizerDelegate)? {
        get { storedDelegate.object(as: (any GestureRecognizerDelegate).self) }
        set { storedDelegate = UnkeptReference(newValue) }
    }
    private var storedDelegate = UnkeptReference()
    /// The app's actions, each in a struct of its own: a list of bare closures would hold each
    /// behind a conversion thunk made for every action added.
    private var actions: [Action] = []
    private struct Action {
        let run: (GestureRecognizer) -> Void
    }
    /// The engine's own action for a recognizer it made, run before the app's: a typed value
    /// rather than a closure in `actions`, so that the drag every sheet's container gets and the
    /// tap every system dimming view gets make no closure and no list.
    var engineAction: EngineAction?
    /// Where the gesture is now, in window coordinates.
    var windowLocation: CGPoint = .zero

    public init() { ObjectLifetimes.record(self) }

    /// UIKit's `init(target:action:)`, with the action a closure.
    public init(action: @escaping (GestureRecognizer) -> Void) {
        actions = [Action(run: action)]
        ObjectLifetimes.record(self)
    }

    /// UIKit's `addTarget(_:action:)`, with the action a closure.
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) {
        var list = actions
        actions = []
        list.append(Action(run: action))
        actions = list
    }

    /// Removes every action, like `removeTarget(nil, action: nil)`.
    public func removeAllTargets() {
        actions = []
        engineAction = nil
    }

    /// The gesture's location in `view`'s coordinates (the window's when nil).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// UIKit's `gestureRecognizerShouldBegin(_:)` check, with the location already at the touch: a
    /// refused gesture fails, reports nothing, and no other recognizer takes the touch.
    func mayBegin(at point: CGPoint) -> Bool {
        windowLocation = point
        guard delegate?.gestureRecognizerShouldBegin(self) ?? true else {
            state = .possible
            return false
        }
        return true
    }

    func report(_ newState: State) {
        state = newState
        if let engineAction { engineAction.run(for: self) }
        for action in actions { action.run(self) }
    }

    /// The first enabled recognizer of `type` on `view` or its nearest ancestor that has one.
    static func nearest<R: GestureRecognizer>(_ type: R.Type, from view: View, where accepts: (R) -> Bool) -> R? {
        var current: View? = view
        while let candidate = current {
            for recognizer in candidate.gestureRecognizers ?? [] {
                if let match = recognizer as? R, match.isEnabled, accepts(match) { return match }
            }
            current = candidate.superview
        }
        return nil
    }
}

/// Recognizers are compared by identity, as UIKit's (NSObject) are, so `recognizer == pan` ports.
extension GestureRecognizer: Equatable {
    public static func == (lhs: GestureRecognizer, rhs: GestureRecognizer) -> Bool { lhs === rhs }
}

/// UIKit's `UIGestureRecognizerDelegate`, the part that decides whether a gesture begins.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when a touch would start the gesture (the recognizer's `location(in:)` is already the
    /// touch's); false makes it fail. The default is true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
}

/// UIKit's tap recognizer: reports `.ended` once for a tap on its view or a descendant.
public final class TapGestureRecognizer: GestureRecognizer, TargetActionGestureRecognizer {
    /// The number of taps that make the gesture (UIKit's default: 1). The recognizer fires on the
    /// tap whose number in a multi-tap (`Window.tap(at:count:)`) equals this: a recognizer that
    /// requires 2 taps fires on the second tap of `tap(at:count: 2)` and never on `tap(at:)`.
    public var numberOfTapsRequired = 1

    /// The engine's older spelling of `init(action:)`, kept for code written against it.
    public convenience init(handler: @escaping (TapGestureRecognizer) -> Void) {
        self.init(action: { handler($0 as! TapGestureRecognizer) })
    }

    func recognize(at point: CGPoint) {
        guard mayBegin(at: point) else { return }
        report(.ended)
        state = .possible
    }
}

/// UIKit's pan recognizer: `.began`, `.changed` for each further point, `.ended`; translation and
/// velocity in any view's coordinates.
public final class PanGestureRecognizer: GestureRecognizer, TargetActionGestureRecognizer {
    /// The finger's translation since the pan began, in window coordinates, exactly as given.
    private var fingerTranslation: CGPoint = .zero
    /// What `setTranslation` took off it, so a pan nobody resets reads its translations exactly
    /// (LIFE-10: the outcome reads the final translation, whatever points came before).
    private var translationOffset: CGPoint = .zero
    private var windowVelocity: CGPoint = .zero

    private var windowTranslation: CGPoint {
        CGPoint(x: fingerTranslation.x - translationOffset.x, y: fingerTranslation.y - translationOffset.y)
    }

    /// The translation since the pan began (or since the last `setTranslation`), in `view`'s
    /// coordinates: the window's vector through the view's transforms (none for most views).
    public func translation(in view: View?) -> CGPoint {
        vector(windowTranslation, in: view)
    }

    /// Resets the translation the next reads start from, as UIKit's `setTranslation(_:in:)`.
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        var window = translation
        if let view {
            let origin = view.convert(CGPoint.zero, to: nil)
            let end = view.convert(translation, to: nil)
            window = CGPoint(x: end.x - origin.x, y: end.y - origin.y)
        }
        translationOffset = CGPoint(x: fingerTranslation.x - window.x, y: fingerTranslation.y - window.y)
    }

    /// Points a second, in `view`'s coordinates.
    public func velocity(in view: View?) -> CGPoint {
        vector(windowVelocity, in: view)
    }

    private func vector(_ vector: CGPoint, in view: View?) -> CGPoint {
        guard let view else { return vector }
        let start = view.convert(CGPoint.zero, from: nil)
        let end = view.convert(vector, from: nil)
        return CGPoint(x: end.x - start.x, y: end.y - start.y)
    }

    /// Reports `.began` at `start`, then `.changed` at every translation but the last and `.ended`
    /// at the last, each with its velocity: what `velocity(in:)` reads live, as in UIKit.
    func run(from start: CGPoint, translations: [CGPoint], velocities: [CGPoint]) {
        fingerTranslation = .zero
        translationOffset = .zero
        windowVelocity = .zero
        guard mayBegin(at: start) else { return }
        report(.began)
        for (index, translation) in translations.enumerated() {
            fingerTranslation = translation
            windowLocation = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
            windowVelocity = velocities[index]
            report(index == translations.count - 1 ? .ended : .changed)
        }
        state = .possible
    }
}

/// UIKit's swipe recognizer: reports `.ended` once for a swipe in one of its directions.
public final class SwipeGestureRecognizer: GestureRecognizer, TargetActionGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// UIKit's default: right.
    public var direction: Direction = .right

    func recognize(at point: CGPoint) {
        guard mayBegin(at: point) else { return }
        report(.ended)
        state = .possible
    }
}

/// UIKit's `init(target:action:)` and `addTarget(_:action:)` for the tap, pan and swipe
/// recognizers, with the action getting the recognizer as its own type (no cast needed).
public protocol TargetActionGestureRecognizer: GestureRecognizer {
    init(action: @escaping (GestureRecognizer) -> Void)
}

extension TargetActionGestureRecognizer {
    /// UIKit's `init(target:action:)` with a closure for the action: `target` is neither used nor
    /// kept (capture what the closure needs, weakly where a cycle could form).
    public init(target: Any?, action: @escaping (Self) -> Void) {
        self.init(action: { action($0 as! Self) })
    }

    /// UIKit's `init(target:action:)` with the selector spelled as the method, named with its class:
    /// `PanGestureRecognizer(target: self, action: CardController.handlePan)` calls
    /// `self.handlePan(pan)` (`Self.handlePan` does not compile: `Self` is not the type of `self`).
    /// The target is held weakly, as UIKit does not retain it; once it is gone the action does nothing.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (Self) -> Void) {
        self.init(action: Self.weakAction(target, action))
    }

    /// As `init(target:action:)`, for an action method without a parameter (`@objc func tapped()`).
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init(action: Self.weakAction(target) { target in { _ in action(target)() } })
    }

    /// UIKit's `addTarget(_:action:)` with a closure for the action; `target` is neither used nor kept.
    public func addTarget(_ target: Any?, action: @escaping (Self) -> Void) {
        addTarget { action($0 as! Self) }
    }

    /// UIKit's `addTarget(_:action:)` with the selector spelled as the method; the target is held weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void) {
        addTarget(Self.weakAction(target, action))
    }

    /// As `addTarget(_:action:)`, for an action method without a parameter.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        addTarget(Self.weakAction(target) { target in { _ in action(target)() } })
    }

    private static func weakAction<Target: AnyObject>(_ target: Target, _ action: @escaping (Target) -> (Self) -> Void)
        -> (GestureRecognizer) -> Void {
        let reference = UnkeptReference(target)
        return { recognizer in
            guard let target = reference.object(as: Target.self) else { return }
            action(target)(recognizer as! Self)
        }
    }
}

extension View {
    /// Attaches a recognizer; one already attached to another view moves here.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        guard var list = gestureRecognizers else {
            // The first: the list made with it in place.
            gestureRecognizers = [recognizer]
            return
        }
        // Taken out and put back, so that the list is appended to in place.
        gestureRecognizers = nil
        list.append(recognizer)
        gestureRecognizers = list
    }

    /// Attaches a recognizer no view has ahead of those attached already: a container's sheet
    /// drag, made at its first layout as a sheet (`Window.updateSheetDrag`), where it would be had
    /// it been attached with the container.
    func addGestureRecognizerFirst(_ recognizer: GestureRecognizer) {
        recognizer.view = self
        guard var list = gestureRecognizers else {
            gestureRecognizers = [recognizer]
            return
        }
        gestureRecognizers = nil
        list.insert(recognizer, at: 0)
        gestureRecognizers = list
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers?.removeAll { $0 === recognizer }
        if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
        recognizer.view = nil
    }
}

extension Window {
    /// A pan that starts at `start` (window coordinates) and moves through `translations` (each
    /// from the start; the last is where the finger lifts), at `velocity` points a second all the
    /// way: `velocity(in:)` reads it at every `.changed` and at `.ended`. A pan whose speed varies
    /// gives a velocity per point with `pan(from:translations:velocities:)`. Returns the view hit
    /// at the start. Like every step, no time passes.
    @discardableResult
    public func pan(from start: CGPoint, translations: [CGPoint], velocity: CGPoint = .zero) -> View? {
        pan(from: start, translations: translations, velocities: translations.map { _ in velocity })
    }

    /// A pan through `translations`, with the finger's velocity at each (the last is the velocity
    /// it lifts at). The first enabled pan recognizer of the view hit at the start, or of its
    /// nearest ancestor with one, reports `.began`, `.changed` for every translation but the last,
    /// and `.ended`; `velocity(in:)` reads the velocity of the point reported. Returns the view hit
    /// at the start. The two lists must be as long as each other.
    @discardableResult
    public func pan(from start: CGPoint, translations: [CGPoint], velocities: [CGPoint]) -> View? {
        precondition(velocities.count == translations.count,
                     "pan(from:translations:velocities:): \(translations.count) translations but \(velocities.count) velocities")
        defer { endRunLoopTurn() }
        guard let hit = hitTest(start, with: Event()) else { return nil }
        guard !translations.isEmpty,
              let recognizer = GestureRecognizer.nearest(PanGestureRecognizer.self, from: hit, where: { _ in true }) else { return hit }
        recognizer.run(from: start, translations: translations, velocities: velocities)
        return hit
    }

    /// `count` taps at `point` (window coordinates) in one step: no time passes between them, so
    /// they make one multi-tap, as a double tap does. Each tap hit-tests again (HIT-1) and runs the
    /// tap recognizer of the hit view or its nearest ancestor that has an enabled one requiring that
    /// many taps so far (`numberOfTapsRequired` equal to the tap's number, 1 for the first): a
    /// single-tap recognizer fires on the first tap, a double-tap one on the second. An enabled
    /// `Control` hit takes the tap instead (`.touchUpInside`, `Control`). `tap(at:)` is
    /// `tap(at:count: 1)`. Returns the view the last tap hit (nothing is hit-tested for a count below 1).
    @discardableResult
    public func tap(at point: CGPoint, count: Int) -> View? {
        defer { endRunLoopTurn() }
        var hit: View?
        for number in stride(from: 1, through: count, by: 1) {
            hit = hitTest(point, with: Event())
            guard let view = hit else { continue }
            if let control = tappedControl(view) {
                control.sendActions(for: number == 1 ? .touchDown : [.touchDown, .touchDownRepeat])
                control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
                continue
            }
            GestureRecognizer.nearest(TapGestureRecognizer.self, from: view, where: { $0.numberOfTapsRequired == number })?
                .recognize(at: point)
        }
        return hit
    }

    /// A swipe that starts at `start` (window coordinates) in one direction: the first enabled
    /// swipe recognizer accepting that direction, on the view hit or its nearest ancestor with one,
    /// reports `.ended`; then, as a short fast drag, a pan recognizer runs (`deliverSwipeAsPan`,
    /// LIFE-10). Returns the view hit at the start.
    @discardableResult
    public func swipe(from start: CGPoint, direction: SwipeGestureRecognizer.Direction) -> View? {
        defer { endRunLoopTurn() }
        guard let hit = hitTest(start, with: Event()) else { return nil }
        GestureRecognizer.nearest(SwipeGestureRecognizer.self, from: hit, where: { $0.direction.contains(direction) })?
            .recognize(at: start)
        deliverSwipeAsPan(from: start, direction: direction, hit: hit)
        return hit
    }
}
