import Foundation
import PresCheckCore

/// A rectangular view in a window's hierarchy, UIKit's `UIView` without drawing: frame, bounds,
/// centre and transform, ordered subviews, alpha, hidden, interaction, tint adjustment, background
/// colour and layer properties, layout on demand, and hit testing (HIT-1, TINT-1, TRAIT-2/3).
///
/// Bounds always have a zero origin: the engine models no scrolling. With the identity transform
/// `frame` is stored as set; with another, `frame` is UIKit's: the smallest rectangle holding the
/// transformed bounds, placed around `center` (the transform acts about the view's centre).
open class View {
    /// The frame with the identity transform: `center` and `bounds.size` in one rectangle.
    private var untransformedFrame: CGRect

    /// The frame in the superview's coordinates. Setting it inside a transition's animation block
    /// animates it (LIFE-6). With a transform other than the identity, reading gives the bounding
    /// rectangle of the transformed view (Apple calls it undefined; this is what UIKit returns);
    /// setting it moves the centre to the rectangle's centre (less the transform's translation) and,
    /// for a scale without rotation, sets the bounds size that the scale maps onto the rectangle's.
    public var frame: CGRect {
        get { storedTransformIsIdentity ? untransformedFrame : transformedFrame }
        set {
            if storedTransformIsIdentity {
                // The usual case, with the frame stored as set: the transform is read once.
                let old = untransformedFrame
                untransformedFrame = newValue
                // The frame it has (most sets of a layout pass): no change to count, lay out or record.
                if newValue.isSame(as: old) { return }
                ViewChanges.note()
                var now = newValue
                if !newValue.size.isSame(as: old.size) { sizeDidChange(from: old.size); now = frame }
                if !now.isSame(as: old), AnimationScope.mayRecord { recordAnimatedChange(.frame(from: old, to: now)) }
                return
            }
            let old = frame
            let oldSize = untransformedFrame.size
            var size = oldSize
            if transform.b == 0, transform.c == 0, transform.a != 0, transform.d != 0 {
                size = CGSize(width: newValue.width / abs(transform.a), height: newValue.height / abs(transform.d))
            }
            let center = CGPoint(x: newValue.midX - transform.tx, y: newValue.midY - transform.ty)
            untransformedFrame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                        width: size.width, height: size.height)
            ViewChanges.note()
            if !untransformedFrame.size.isSame(as: oldSize) { sizeDidChange(from: oldSize) }
            if !frame.isSame(as: old), AnimationScope.mayRecord { recordAnimatedChange(.frame(from: old, to: frame)) }
        }
    }

    /// Whether `transform` is the identity (`CGAffineTransform.isIdentity`), read from a flag.
    package var hasIdentityTransform: Bool { storedTransformIsIdentity }
    /// The view's own coordinate space: origin zero, the untransformed size. Setting it keeps the
    /// centre (UIKit's `bounds`, without scrolling: the origin stays zero).
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: untransformedFrame.size) }
        set {
            let center = self.center
            frameKeepingTransform(CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                                         width: newValue.width, height: newValue.height))
        }
    }

    /// The centre in the superview's coordinates, before the transform's translation.
    public var center: CGPoint {
        get { CGPoint(x: untransformedFrame.midX, y: untransformedFrame.midY) }
        set {
            let size = untransformedFrame.size
            frameKeepingTransform(CGRect(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2,
                                         width: size.width, height: size.height))
        }
    }

    /// Sets centre and bounds size at once (the frame the identity transform would give),
    /// whatever the transform; the transform stays.
    func frameKeepingTransform(_ untransformed: CGRect) {
        let old = frame
        let oldSize = untransformedFrame.size
        untransformedFrame = untransformed
        ViewChanges.note()
        if !untransformed.size.isSame(as: oldSize) { sizeDidChange(from: oldSize) }
        if !frame.isSame(as: old), AnimationScope.mayRecord { recordAnimatedChange(.frame(from: old, to: frame)) }
    }

    /// Scale, translation or rotation about the centre; changes `frame` (UIKit's rule above), not
    /// `bounds` or `center`. Setting it inside an animation block animates the frame it gives.
    public var transform: CGAffineTransform {
        get { storedTransform }
        set {
            let old = storedTransform
            storedTransform = newValue
            storedTransformIsIdentity = newValue.isIdentity
            guard newValue != old else { return }
            ViewChanges.note()
            if AnimationScope.mayRecord { recordAnimatedChange(.transform(from: old, to: newValue)) }
        }
    }

    /// The background colour (stored; nothing is drawn). Snapshots copy it. Setting it inside an
    /// animation block animates it, as UIKit does: component by component, nil as clear (LIFE-6).
    public var backgroundColor: Color? {
        didSet {
            if backgroundColor != oldValue, AnimationScope.mayRecord {
                recordAnimatedChange(.backgroundColor(from: oldValue, to: backgroundColor))
            }
        }
    }
    /// The view's layer: corner radius, masking and border, stored. Made on first use (most
    /// views never have theirs read), then always the same object.
    public var layer: Layer {
        if let made = storedLayer { return made }
        let made = Layer()
        storedLayer = made
        return made
    }
    private var storedLayer: Layer?
    /// Whether `layoutIfNeeded()` will run `layoutSubviews()` (`setNeedsLayout()`, a size change).
    package var needsLayout: Bool { storedNeedsLayout }

    public var subviews: [View] { storedSubviews }
    public var superview: View? {
        guard let reference = storedSuperview else { return nil }
        return reference.object
    }
    /// Whether `view` is the superview, told by identity with no load of the reference (a retain).
    func isSubview(of view: View) -> Bool { storedSuperviewIdentity == ObjectIdentifier(view) }
    /// Whether the view has a superview (`superview != nil`), told with no load of the reference.
    var hasSuperview: Bool { storedSuperviewIdentity != nil }
    public var isHidden: Bool {
        get { storedIsHidden }
        set { if newValue != storedIsHidden { storedIsHidden = newValue; ViewChanges.note() } }
    }
    /// Setting it inside a transition's animation block animates it (LIFE-6).
    public var alpha: CGFloat {
        get { storedAlpha }
        set {
            let old = storedAlpha
            storedAlpha = newValue
            guard newValue != old else { return }
            ViewChanges.note()
            if AnimationScope.mayRecord { recordAnimatedChange(.alpha(from: old, to: newValue)) }
        }
    }
    public var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set { if newValue != storedIsUserInteractionEnabled { storedIsUserInteractionEnabled = newValue; ViewChanges.note() } }
    }
    /// The mode set on this view; `.automatic` inherits from the superview (TINT-1).
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { storedTintAdjustmentMode }
        set { if newValue != storedTintAdjustmentMode { storedTintAdjustmentMode = newValue; ViewChanges.note() } }
    }
    /// A frame in unit coordinates of the superview's bounds, applied by `layoutSubviews` (TRAIT-2).
    /// The engine's stand-in for the Auto Layout constraints the source articles pin child views with.
    public var relativeFrame: CGRect? { get { storedRelativeFrame } set { storedRelativeFrame = newValue } }

    // The state the engine reads on every step is stored privately behind the public properties:
    // storage only read and assigned (see `editSubviews`) needs no run-time exclusivity check.
    private var storedTransform: CGAffineTransform = .identity
    private var storedTransformIsIdentity = true // `hasIdentityTransform`, asked by every frame access
    private var storedNeedsLayout = false
    /// Whether this view or a view below it may need layout: set with `needsLayout` on the view and
    /// its ancestors, cleared when a walk of `layoutIfNeeded` enters the view, which skips it if not.
    private var storedSubtreeNeedsLayout = false
    private var storedSubviews: [View] = []
    /// The superview, unowned as UIKit's assign pointer is, and its identity: cleared by
    /// `removeFromSuperview()` (also on a move) and the superview's deinit, so never outliving it.
    private var storedSuperview: UnownedReference<View>?
    private var storedSuperviewIdentity: ObjectIdentifier? // what `isSubview(of:)` compares
    private var storedIsHidden = false
    private var storedAlpha: CGFloat = 1
    private var storedIsUserInteractionEnabled = true
    private var storedTintAdjustmentMode: TintAdjustmentMode = .automatic
    private var storedRelativeFrame: CGRect?
    /// The owning view controller, unowned (set and cleared by its `view` setter and deinit), and its identity.
    private var storedOwner: UnownedReference<ViewController>?
    private var storedOwnerIdentity: ObjectIdentifier? // compared by the owner's deinit, retaining nothing
    private(set) var ownerTitle: String? // the owner's `title`, kept by the owner as it changes (observations read it)
    private var storedHandle: ObjectHandle<View>? // `handle`, made on first request
    class var isDimmingView: Bool { false } // told by the class itself, with no run-time cast (HIT-3)
    private var storedAccessibilityIdentifier: String?
    private var storedAutoresizingMask: AutoresizingMask = []
    private var storedAutoresizesSubviews = true
    /// How the view follows its superview's bounds size (UIKit's springs and struts); empty leaves it alone.
    public var autoresizingMask: AutoresizingMask { get { storedAutoresizingMask } set { storedAutoresizingMask = newValue } }
    /// Whether subviews' autoresizing masks apply when this view's bounds size changes.
    public var autoresizesSubviews: Bool { get { storedAutoresizesSubviews } set { storedAutoresizesSubviews = newValue } }
    /// Stored only: with no Auto Layout, code that turns it off pins views by `relativeFrame` or frames.
    public var translatesAutoresizingMaskIntoConstraints = true
    /// A label for logs and observations, like `accessibilityIdentifier`.
    public var accessibilityIdentifier: String? { get { storedAccessibilityIdentifier } set { storedAccessibilityIdentifier = newValue; ViewChanges.note() } }
    /// The view controller whose root view this is.
    package var owningViewController: ViewController? {
        guard let reference = storedOwner else { return nil }
        return reference.object
    }
    /// Whether `viewController` owns this view now; whether any does.
    func isOwned(by viewController: ViewController) -> Bool { storedOwnerIdentity == ObjectIdentifier(viewController) }
    var isOwned: Bool { storedOwnerIdentity != nil }
    /// `owner` owns this view from now on (its `view` setter and first load).
    func becomeOwned(by owner: ViewController) {
        storedOwner = UnownedReference(owner)
        storedOwnerIdentity = ObjectIdentifier(owner)
        ownerTitle = owner.title
        ViewChanges.note()
    }
    func ownerTitleChanged(to title: String?) { ownerTitle = title } // the owner's `title` setter
    /// No view controller owns this view from now on (its owner's `view` setter gave it up).
    func endOwnership() {
        storedOwner = nil
        storedOwnerIdentity = nil
        ownerTitle = nil
        ViewChanges.note()
    }
    /// Called by a view controller's deinit: it no longer owns this view, if it did.
    func ownerEnds(_ identity: ObjectIdentifier) {
        if storedOwnerIdentity == identity {
            endOwnership()
        }
    }
    /// The gesture recognizers attached with `addGestureRecognizer(_:)`, in the order added; nil
    /// when there are none, as in UIKit.
    public internal(set) var gestureRecognizers: [GestureRecognizer]? {
        get { storedGestureRecognizers }
        set { storedGestureRecognizers = newValue }
    }
    private var storedGestureRecognizers: [GestureRecognizer]?

    public init(frame: CGRect = .zero) {
        self.untransformedFrame = frame
        ObjectLifetimes.record(self)
    }

    /// Clears every reference that points at this view without keeping it: its handle, its
    /// subviews' `superview` and its gesture recognizers' `view` (see `ObjectHandle`).
    deinit {
        storedHandle?.clear()
        // By index: every view of every run ends here (no generic iterator to make).
        let subviews = storedSubviews
        var index = 0
        while index < subviews.count {
            subviews[index].storedSuperview = nil
            subviews[index].storedSuperviewIdentity = nil
            index += 1
        }
        if let recognizers = storedGestureRecognizers {
            index = 0
            while index < recognizers.count {
                recognizers[index].view = nil
                index += 1
            }
        }
    }

    /// A reference to this view for holders that must not keep it alive and may outlive it (a
    /// removed view's place, an animation's tracks, a transition's container): made on first
    /// request, cleared by this view's deinit (see `ObjectHandle`).
    package var handle: ObjectHandle<View> {
        if let made = storedHandle { return made }
        let made = ObjectHandle(self)
        storedHandle = made
        return made
    }

    // MARK: Hierarchy

    /// Inserts `view` at `index` of `subviews` (clamped), removing it from its old superview first.
    /// (A view with no subviews has no descendant this could be: only one with some needs the climb.)
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && (view.storedSubviews.isEmpty || !isDescendant(of: view)), "a view cannot contain itself")
        if view.isSubview(of: self), let old = subviews.firstIndex(where: { $0 === view }) {
            editSubviews { $0.remove(at: old) }
        } else if view.hasSuperview {
            view.removeFromSuperview()
        }
        if storedSubviews.capacity == 0 {
            // The first subview: a new list with room for a view's usual handful, so later ones add
            // no copies, made in place, counted, then stored as its last use (no retain of its own).
            var list: [View] = []
            list.reserveCapacity(4)
            list.append(view)
            ViewChanges.note()
            storedSubviews = list
        } else {
            // Most insertions are at the end (`addSubview`): an append, not a general insert.
            editSubviews { list in
                let position = max(0, min(index, list.count))
                if position == list.count { list.append(view) } else { list.insert(view, at: position) }
            }
        }
        view.storedSuperview = UnownedReference(self)
        view.storedSuperviewIdentity = ObjectIdentifier(self)
        if view.storedSubtreeNeedsLayout { markSubtreeNeedsLayout() }
    }

    public func removeFromSuperview() {
        guard let superview else { return }
        // A view is in its superview's list once: removed where it is found, with no general removal.
        superview.editSubviews { list in if let index = list.firstIndex(where: { $0 === self }) { list.remove(at: index) } }
        storedSuperview = nil
        storedSuperviewIdentity = nil
    }

    /// Edits `subviews` on a list taken out and put back (only read and assigned), counted before it goes back.
    private func editSubviews(_ edit: (inout [View]) -> Void) {
        var list = storedSubviews
        storedSubviews = []
        edit(&list)
        ViewChanges.note()
        storedSubviews = list
    }

    // MARK: Layout

    /// Positions every subview that has a `relativeFrame` (TRAIT-2). Subclasses may override and
    /// call super.
    open func layoutSubviews() {
        // By index: every layout pass runs it (no generic iterator to make); a leaf takes no list.
        guard !storedSubviews.isEmpty else { return }
        let list = storedSubviews
        var index = 0
        while index < list.count {
            if let unit = list[index].relativeFrame { list[index].setFrameIfChanged(unit.mappedFromUnit(into: bounds)) }
            index += 1
        }
    }

    /// Marks the view for layout: the next `layoutIfNeeded()` on it or an ancestor, or, in the
    /// window, the end of the run-loop turn (`Window.advance(by:)`, a touch, a scenario step) or the
    /// next layout pass (TRAIT-4), whichever comes first, runs `layoutSubviews()`.
    public func setNeedsLayout() {
        storedNeedsLayout = true
        markSubtreeNeedsLayout()
    }

    /// Marks this view and its ancestors as holding a view that needs layout, up to the first
    /// that is marked already (its ancestors are too, or a walk now running enters them).
    private func markSubtreeNeedsLayout() {
        if storedSubtreeNeedsLayout { return }
        storedSubtreeNeedsLayout = true // where it is: only the ancestors climbed to are retained
        var current = superview
        while let view = current, !view.storedSubtreeNeedsLayout {
            view.storedSubtreeNeedsLayout = true
            current = view.superview
        }
    }

    /// Runs `layoutSubviews()` now if the view needs layout, then does the same for its subviews,
    /// parents first (UIKit's order).
    open func layoutIfNeeded() {
        // Cleared first: a view marked while this runs marks this view again.
        storedSubtreeNeedsLayout = false
        if storedNeedsLayout {
            storedNeedsLayout = false
            layoutSubviews()
        }
        layOutMarkedSubviews()
    }

    /// `layoutIfNeeded()` on every subview whose subtree holds a view marked for layout; the others
    /// are skipped whole (UIKit walks only the layers marked for layout too).
    func layOutMarkedSubviews() {
        // By index, as `layoutSubviews`; a leaf takes no list.
        guard !storedSubviews.isEmpty else { return }
        let list = storedSubviews
        var index = 0
        while index < list.count {
            let subview = list[index]
            if subview.storedSubtreeNeedsLayout { subview.layoutIfNeeded() }
            index += 1
        }
    }

    /// Whether this view or a view below it may need layout (see `layoutIfNeeded()`).
    var subtreeNeedsLayout: Bool { get { storedSubtreeNeedsLayout } set { storedSubtreeNeedsLayout = newValue } }

    func didLayOut() { storedNeedsLayout = false } // the engine has just laid the view out itself (TRAIT-2)

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

    /// The deepest qualifying descendant containing the point, front-most subviews first; nil when
    /// this view does not qualify (HIT-1). The point is in this view's coordinates.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard canReceiveTouches, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }
}
