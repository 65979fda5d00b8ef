/// A view controller's unowned link to a presentation it takes part in (its `layerPresentation`,
/// `ownedPresentation` or `substitutedPresentation`; CTX, LIFE, ADAPT-6), with the controller's
/// identity beside it. The presentation's end clears the link, and the controller's deinit clears
/// every link that names it by comparing identities, since an ending controller cannot be loaded
/// through an unowned reference. So the link never outlives the controller and takes no handle.
struct PresentationLink {
    private var reference: UnownedReference<PresentationController>?
    private var identity: ObjectIdentifier?

    /// A link to `controller`, or no link.
    init(_ controller: PresentationController? = nil) {
        if let controller {
            reference = UnownedReference(controller)
            identity = ObjectIdentifier(controller)
        }
    }

    /// The linked controller, retained once (see `UnownedReference`).
    var controller: PresentationController? {
        guard let reference else { return nil }
        return reference.object
    }

    /// Whether the link names the controller with `identity`.
    func names(_ identity: ObjectIdentifier) -> Bool {
        self.identity == identity
    }
}
