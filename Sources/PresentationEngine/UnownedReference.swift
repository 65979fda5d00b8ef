/// An `unowned` (safe) reference held as a value, for the engine's structural back-references
/// (`View.superview`, `ViewController.parent`, `GestureRecognizer.view`, a view controller's
/// `layerPresentation`, `ownedPresentation` and `substitutedPresentation`) and `ObjectHandle`.
///
/// A class's stored property declared `unowned` gets a run-time exclusivity check on every access,
/// even when private; a private stored property of this struct type, only read and assigned whole,
/// needs none, as the engine's other stored state (see `View.subviews`). The reference itself is
/// the same plain `unowned`: reading it after its object has gone traps, so each holder names who
/// clears it.
///
/// Read it by binding the optional that holds it first (`guard let reference = stored`, then
/// `reference.object`): the object is then retained once, where `stored?.object` copies the whole
/// reference out, which costs an unowned retain and release around that retain.
struct UnownedReference<Object: AnyObject> {
    unowned let object: Object

    init(_ object: Object) {
        self.object = object
    }
}
