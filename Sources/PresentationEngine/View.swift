import Foundation
import PresCheckCore

/// A touch event passed to hit testing; the engine's touches carry no state beyond their point.
/// Serves HIT-1.
public struct Event: Sendable {
    public init() {}
}

/// A rectangular view in a window's hierarchy, UIKit's `UIView` without drawing: frame, ordered
/// subviews, alpha, hidden, interaction, tint adjustment and hit testing (HIT-1, TINT-1, TRAIT-2/3).
///
/// Bounds always have a zero origin: the engine models no scrolling or transforms.
open class View {
    /// The frame in the superview's coordinates. Setting it inside a transition's animation block
    /// animates it (LIFE-6).
    public var frame: CGRect {
        didSet { if frame != oldValue { recordAnimated(\.frame, from: oldValue, to: frame) } }
    }
    /// The view's own coordinate space: origin zero, size of the frame.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    public var isHidden = false
    /// Setting it inside a transition's animation block animates it (LIFE-6).
    public var alpha: CGFloat = 1 {
        didSet { if alpha != oldValue { recordAnimated(\.alpha, from: oldValue, to: alpha) } }
    }
    public var isUserInteractionEnabled = true
    /// The mode set on this view; `.automatic` inherits from the superview (TINT-1).
    public var tintAdjustmentMode: TintAdjustmentMode = .automatic
    /// A frame in unit coordinates of the superview's bounds, applied by `layoutSubviews` (TRAIT-2).
    /// The engine's stand-in for the Auto Layout constraints the source articles pin child views with.
    public var relativeFrame: CGRect?
    /// A label for logs and observations, like `accessibilityIdentifier`.
    public var accessibilityIdentifier: String?
    /// The view controller whose root view this is.
    public internal(set) weak var owningViewController: ViewController?
    /// The tap recognizer attached with `addGestureRecognizer(_:)`.
    public internal(set) var tapRecognizer: TapGestureRecognizer?

    public init(frame: CGRect = .zero) {
        self.frame = frame
    }

    // MARK: Hierarchy

    /// The window the view is in, if any.
    public var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds `view` in front of every other subview, removing it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of `subviews` (clamped), removing it from its old superview first.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
    }

    /// Inserts `view` directly above `sibling`, or in front if `sibling` is not a subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` directly below `sibling`, or in front if `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
        insertSubview(view, at: index)
    }

    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Geometry

    /// Converts a rectangle from this view's coordinates to `view`'s (to the window's when nil).
    /// Views in different hierarchies convert through their topmost ancestors' origins.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        let origin = convert(rect.origin, to: view)
        return CGRect(origin: origin, size: rect.size)
    }

    /// Converts a point from this view's coordinates to `view`'s (to the window's when nil).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = offsetToRoot()
        let target = view?.offsetToRoot() ?? .zero
        return CGPoint(x: point.x + inRoot.x - target.x, y: point.y + inRoot.y - target.y)
    }

    /// The offset of this view's origin within its topmost ancestor (the window, when in one).
    private func offsetToRoot() -> CGPoint {
        var x: CGFloat = 0
        var y: CGFloat = 0
        var view: View? = self
        while let current = view, current.superview != nil {
            x += current.frame.minX
            y += current.frame.minY
            view = current.superview
        }
        return CGPoint(x: x, y: y)
    }

    /// The frame in window coordinates, or nil when the view is not in a window.
    public var frameInWindow: CGRect? {
        guard window != nil else { return nil }
        return convert(bounds, to: nil)
    }

    /// The window's safe-area insets minus the view's distance from each window edge, floored at 0
    /// (TRAIT-3). Zero outside a window.
    ///
    /// A view FRAME-2 took out of the window keeps the insets of its place there, so a controller
    /// that lays out while a full-screen presentation covers it gets the same frames.
    public var safeAreaInsets: EdgeInsets {
        guard let window = window ?? detachedWindow, let frame = window.placedRect(bounds, in: self) else { return .zero }
        let safe = window.geometry.safeArea
        let size = window.geometry.size
        return EdgeInsets(
            top: max(0, safe.top - frame.minY),
            left: max(0, safe.left - frame.minX),
            bottom: max(0, safe.bottom - (size.height - frame.maxY)),
            right: max(0, safe.right - (size.width - frame.maxX)))
    }

    /// The window a view out of the window belongs to: that of the container or view controller
    /// at the top of its superview chain.
    var detachedWindow: Window? {
        var top = self
        while let superview = top.superview { top = superview }
        if let container = top as? ContainerView { return container.hostWindow }
        return top.owningViewController?.enclosingWindow
    }

    // MARK: Layout

    /// Positions every subview that has a `relativeFrame` (TRAIT-2). Subclasses may override and
    /// call super.
    open func layoutSubviews() {
        for subview in subviews {
            if let unit = subview.relativeFrame { subview.frame = unit.mappedFromUnit(into: bounds) }
        }
    }

    // MARK: Tint

    /// The first mode other than `.automatic` going up the superviews; `.normal` at the top (TINT-1).
    public var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: View? = self
        while let current = view {
            if current.tintAdjustmentMode != .automatic { return current.tintAdjustmentMode }
            view = current.superview
        }
        return .normal
    }

    // MARK: Hit testing

    /// Whether the point (in this view's coordinates) is inside the half-open bounds (HIT-1).
    /// Reading: (Reading HIT-1.a) HIT-1's half-open comparisons use a tolerance of 1e-6 pt, so a point within 1e-6 of
    /// an edge counts as on that edge: minX − 1e-6 ≤ x < maxX − 1e-6, and the same for y. (Converting
    /// a window point into each view's coordinates rounds; the tolerance makes a point on an edge
    /// computed in window coordinates land on the same side here.)
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        let tolerance: CGFloat = 1e-6
        return point.x >= bounds.minX - tolerance && point.x < bounds.maxX - tolerance
            && point.y >= bounds.minY - tolerance && point.y < bounds.maxY - tolerance
    }

    /// Whether the view can receive touches at all: not hidden, alpha ≥ 0.01, interaction enabled
    /// (HIT-1).
    public var canReceiveTouches: Bool {
        !isHidden && alpha >= 0.01 && isUserInteractionEnabled
    }

    /// The deepest qualifying descendant containing the point, front-most subviews first; nil when
    /// this view does not qualify (HIT-1). The point is in this view's coordinates.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard canReceiveTouches, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    // MARK: Animation

    /// Records a change made inside an animation block or a transition's alongside animations, so
    /// the clock can replay it (LIFE-6) and a cancelled transition can put it back (LIFE-4). A view
    /// whose layer is out of the window for now (an intermediate layer of a multi-layer dismissal,
    /// LIFE-2, or views FRAME-2 removed) is recorded by the transition of the window it belongs to.
    private func recordAnimated<Value: Interpolatable>(
        _ keyPath: ReferenceWritableKeyPath<View, Value>, from: Value, to: Value
    ) {
        guard let recorder = AnimationScope.current ?? (window ?? detachedWindow)?.activeAnimationRecorder else { return }
        recorder.record(self, keyPath, from: from, to: to)
    }
}

extension View: CustomStringConvertible {
    public var description: String {
        "\(type(of: self))(\(accessibilityIdentifier ?? "?"), \(Rect(frame)))"
    }
}
