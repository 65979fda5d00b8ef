/// A reference to an engine object that does not keep it alive and reads nil once the object has
/// gone: what a weak reference gives, without one.
///
/// Why not `weak`: the moment one weak reference to an object is formed, Swift gives the object a
/// side table, and every retain and release of it from then on takes the runtime's slow path.
/// Views, view controllers, presentation controllers and windows are retained and released on
/// every step, so the engine forms no weak reference to them. A back-reference is either
/// structural — a view's `superview`, a view controller's `parent`, a gesture recognizer's `view`,
/// a view controller's links to the presentations it takes part in — and then an `unowned`
/// reference the relationship's owner clears when the relationship ends and in its own deinit, as
/// UIKit clears its assign pointers on dealloc; or it may outlive the relationship in ways nobody
/// tracks (an ended presentation's window, a transition's container, the checker's driver's
/// released nodes), and then it is this handle.
///
/// The object makes its handle on first request and keeps it (`View.handle`,
/// `ViewController.handle`, `PresentationController.handle`, `Window.windowHandle`), in storage it
/// only reads and assigns, so that its accesses need no run-time exclusivity check; holders keep
/// the handle strongly and read `object`. The handle's reference is `unowned` (safe): the object
/// clears the handle at the start of its deinit, the one owner of that clearing, so `object` is nil
/// from then on and the reference is never read dangling. The handle holds nothing strongly, so
/// holding it makes no cycle.
///
/// The one way to trap: code in a subclass's own `deinit` runs before the engine's clears, so it
/// must not reach the object it is ending through a handle or another engine back-reference (in
/// UIKit that object is being deallocated too).
package final class ObjectHandle<Object: AnyObject> {
    /// The object, until its deinit begins; nil from then on.
    package var object: Object? {
        guard !isCleared else { return nil }
        return storedObject
    }
    /// Immutable, so that reading it needs no run-time exclusivity check, and read in place: a
    /// read retains the object once, with no copy of the reference around it. It is never read
    /// once `isCleared` is set. (The unowned reference keeps the ended object's memory, not the
    /// object, until the handle goes.)
    private unowned let storedObject: Object
    /// Set by `clear()`; only read and assigned, so its accesses need no run-time exclusivity check.
    private var isCleared = false

    init(_ object: Object) {
        storedObject = object
    }

    /// Whether the object lives (`object` is not nil), asked without retaining it.
    var isLive: Bool { !isCleared }

    /// Called from the object's deinit, before anything else can read the handle.
    func clear() {
        isCleared = true
    }
}
