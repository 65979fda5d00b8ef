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
    private var viewController: ObjectHandle<ViewController>?
    private var view: ObjectHandle<View>?
    private weak var other: AnyObject?

    init() {}

    init(_ object: AnyObject?) {
        if let viewController = object as? ViewController {
            self.viewController = viewController.handle
        } else if let view = object as? View {
            self.view = view.handle
        } else {
            other = object
        }
    }

    /// The object while it lives, as `Reference`.
    /// Nothing is cast when there is no object.
    func object<Reference>(as type: Reference.Type) -> Reference? {
        if let viewController { return viewController.object.flatMap { $0 as? Reference } }
        if let view { return view.object.flatMap { $0 as? Reference } }
        guard let other else { return nil }
        return other as? Reference
    }
}

/// `UnkeptReference`s for the two delegates the engine asks about on nearly every presentation: a
/// view controller's `transitioningDelegate` (CTX-3, LIFE-6) and a presentation controller's
/// `delegate` (ADAPT-2, ADAPT-5). A delegate that is neither a view controller nor a view is held
/// weakly as the protocol type itself, so reading it back makes no cast (a cast to a protocol looks
/// its conformance up at run time on every read); a view controller or a view is held through its
/// handle, as `UnkeptReference` holds it, and cast when read.
struct UnkeptTransitioningDelegate {
    private var viewController: ObjectHandle<ViewController>?
    private var view: ObjectHandle<View>?
    private weak var other: (any ViewControllerTransitioningDelegate)?

    init() {}

    init(_ delegate: (any ViewControllerTransitioningDelegate)?) {
        if let viewController = delegate as? ViewController {
            self.viewController = viewController.handle
        } else if let view = delegate as? View {
            self.view = view.handle
        } else {
            other = delegate
        }
    }

    /// The delegate while it lives.
    var object: (any ViewControllerTransitioningDelegate)? {
        if let viewController { return viewController.object.flatMap { $0 as? any ViewControllerTransitioningDelegate } }
        if let view { return view.object.flatMap { $0 as? any ViewControllerTransitioningDelegate } }
        return other
    }
}

/// A presentation controller's `delegate`, held as `UnkeptTransitioningDelegate` holds its delegate.
struct UnkeptAdaptiveDelegate {
    private var viewController: ObjectHandle<ViewController>?
    private var view: ObjectHandle<View>?
    private weak var other: (any AdaptivePresentationControllerDelegate)?

    init() {}

    init(_ delegate: (any AdaptivePresentationControllerDelegate)?) {
        if let viewController = delegate as? ViewController {
            self.viewController = viewController.handle
        } else if let view = delegate as? View {
            self.view = view.handle
        } else {
            other = delegate
        }
    }

    /// The delegate while it lives.
    var object: (any AdaptivePresentationControllerDelegate)? {
        if let viewController { return viewController.object.flatMap { $0 as? any AdaptivePresentationControllerDelegate } }
        if let view { return view.object.flatMap { $0 as? any AdaptivePresentationControllerDelegate } }
        return other
    }
}
