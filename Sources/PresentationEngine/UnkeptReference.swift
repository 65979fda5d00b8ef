/// A reference to an app's object that does not keep it, as UIKit's weak delegate properties
/// (`transitioningDelegate`, a presentation controller's `delegate`) do: it reads nil once the
/// object has gone.
///
/// A view controller is held through its handle (`ObjectHandle`), anything else weakly. A weak
/// reference would give the object a side table and slow every retain and release of it, and view
/// controllers are delegates of their own presentations (the catalogue's `half-height-adaptive`
/// is its controller's delegate, an `intermediate-helper` helper its target's transitioning
/// delegate) while the engine retains and releases them on every step.
struct UnkeptReference<Reference> {
    private var viewController: ObjectHandle<ViewController>?
    private weak var other: AnyObject?

    init() {}

    init(_ object: AnyObject?) {
        if let viewController = object as? ViewController {
            self.viewController = viewController.handle
        } else {
            other = object
        }
    }

    /// The object while it lives, as `Reference`.
    var object: Reference? {
        if let viewController { return viewController.object as? Reference }
        return other as? Reference
    }
}
