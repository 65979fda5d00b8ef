/// A view a presentation took out of the window, with the place it goes back to: the views behind
/// a full-screen presentation (FRAME-2, restored by FRAME-5) and a presented view detached while a
/// multi-layer dismissal runs (LIFE-2, put back if it is cancelled, LIFE-4).
///
/// The place is not kept, as a view does not keep its superview: the window keeps its
/// presentations, so a strong reference to the window (the usual place) would keep the window
/// alive from inside. It is held through the place's handle (`ObjectHandle`), which the place's
/// deinit clears.
struct RemovedView {
    let view: View
    var superview: View? { superviewHandle.object }
    private let superviewHandle: ObjectHandle<View>
    /// The superview's identity, so that a place that is the window is told with no retain of it.
    private let superviewIdentity: ObjectIdentifier
    /// The view's index among the superview's subviews when it was taken out, where that matters.
    var index: Int?

    init(_ view: View, from superview: View, at index: Int? = nil) {
        self.view = view
        self.superviewHandle = superview.handle
        self.superviewIdentity = ObjectIdentifier(superview)
        self.index = index
    }

    /// The place as `Window.formerPlace(of:)` gives it: `isWindow` when it is `window`, told by
    /// identity with no retain of the window; else the superview, nil when it has gone.
    func place(in window: Window) -> (superview: View?, isWindow: Bool) {
        if superviewHandle.isLive && superviewIdentity == ObjectIdentifier(window) { return (nil, true) }
        return (superview, false)
    }
}
