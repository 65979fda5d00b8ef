import Foundation

/// The view a presentation lives in (UIKit's transition view). It takes every touch inside its
/// frame that no subview takes (HIT-2), unless it lets them through: an undimmed sheet's container
/// does (DETENT-2).
public final class ContainerView: View {
    /// When true, touches no subview takes fall through to the views behind (HIT-2, DETENT-2).
    package var passesTouchesThrough: Bool {
        get { storedPassesTouchesThrough }
        set { storedPassesTouchesThrough = newValue }
    }
    /// Private storage, only read and assigned: no run-time exclusivity check on its accesses.
    private var storedPassesTouchesThrough = false
    /// The window the presentation belongs to, also while FRAME-2 has the container out of it.
    /// Not kept (the window keeps its presentations, which keep their containers): held through
    /// the window's handle (`ObjectHandle`).
    package internal(set) var hostWindow: Window? {
        get { hostWindowHandle?.object }
        set { hostWindowHandle = newValue?.windowHandle }
    }
    private var hostWindowHandle: ObjectHandle<Window>?

    public override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        if hit === self && passesTouchesThrough { return nil }
        return hit
    }
}
