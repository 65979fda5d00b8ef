/// A reference to an app's object that does not keep it, as UIKit's weak delegate, target and
/// source-item references (`transitioningDelegate`, a presentation controller's `delegate`, a
/// gesture recognizer's `delegate` and targets, a control's targets, a popover's `sourceItem`) do:
/// it reads nil once the object has gone.
///
/// A view controller or a view is held through its handle (`ObjectHandle`), anything else weakly.
/// A weak reference would give the object a side table and slow every retain and release of it,
/// and view controllers are delegates of their own presentations (the catalogue's
/// `half-height-adaptive` is its controller's delegate, an `intermediate-helper` helper its
/// target's transitioning delegate) and targets of their views' recognizers and buttons, while the
/// engine retains and releases them on every step.
///
/// One type serves every such property: the reference is read back as the type it was given with
/// `object(as:)`.
struct UnkeptReference {
    private var handle = UnkeptHandle()
    private weak var other: AnyObject?

    init() {}

    init(_ object: AnyObject?) {
        if !handle.take(object) { other = object }
    }

    /// The object while it lives, as `Reference`.
    /// Nothing is cast when there is no object.
    func object<Reference>(as type: Reference.Type) -> Reference? {
        if let held = handle.object(as: type) { return held }
        guard let other else { return nil }
        return other as? Reference
    }
}

// The two delegates the engine asks about on nearly every presentation, a view controller's
// `transitioningDelegate` (CTX-3, LIFE-6) and a presentation controller's `delegate` (ADAPT-2,
// ADAPT-5), are held in stored parts of their owner, none of which needs a cast to the protocol
// when read back (such a cast looks the conformance up at run time on every read):
// - a view controller or a view: its `UnkeptHandle`, which says whether it still lives, and the
//   object itself, unowned, as the protocol type it was given as (`HeldTransitioningDelegate`,
//   `HeldAdaptiveDelegate`), read only while the handle says it lives;
// - anything else: a plain weak property of the protocol type. It is stored apart, not inside a
//   value: a stored value with a weak field cannot be copied out to be read, so every access of it
//   would check exclusivity at run time.

/// A view controller's `transitioningDelegate` that is a view controller or a view, as the
/// protocol type (see above).
struct HeldTransitioningDelegate {
    unowned let object: any ViewControllerTransitioningDelegate
}

/// A presentation controller's `delegate` that is a view controller or a view, as the protocol
/// type (see above).
struct HeldAdaptiveDelegate {
    unowned let object: any AdaptivePresentationControllerDelegate
}

/// The part of an unkept reference that holds a view controller or a view through its handle
/// (`ObjectHandle`), so that neither gets a weak reference's side table.
struct UnkeptHandle {
    private var viewController: ObjectHandle<ViewController>?
    private var view: ObjectHandle<View>?

    /// Holds `object` through its handle when it is a view controller or a view; whether it did.
    mutating func take(_ object: AnyObject?) -> Bool {
        if let viewController = object as? ViewController {
            self.viewController = viewController.handle
        } else if let view = object as? View {
            self.view = view.handle
        } else {
            return false
        }
        return true
    }

    /// Whether the view controller or view it holds still lives; false when it holds none.
    var holdsLiveObject: Bool {
        if let viewController { return viewController.isLive }
        if let view { return view.isLive }
        return false
    }

    /// nil when it holds no handle; else the object while it lives, as `Reference` (`.some(nil)`
    /// once it has gone or when it is no `Reference`).
    func object<Reference>(as type: Reference.Type) -> Reference?? {
        if let viewController { return .some(viewController.object.flatMap { $0 as? Reference }) }
        if let view { return .some(view.object.flatMap { $0 as? Reference }) }
        return nil
    }
}
