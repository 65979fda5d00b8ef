import Foundation
import PresCheckCore

extension View {
    /// The window's safe-area insets minus the view's distance from each window edge, floored at 0
    /// (TRAIT-3). Zero outside a window.
    ///
    /// A view FRAME-2 took out of the window keeps the insets of its place there, so a controller
    /// that lays out while a full-screen presentation covers it gets the same frames.
    public var safeAreaInsets: EdgeInsets {
        guard let window = window ?? detachedWindow, let frame = window.placedRect(bounds, in: self) else { return .zero }
        return window.safeAreaInsets(ofPlacedRect: frame)
    }

    /// The window a view out of the window belongs to: that of the container or view controller
    /// at the top of its superview chain.
    var detachedWindow: Window? {
        var top = self
        while let superview = top.superview { top = superview }
        if let container = top as? ContainerView { return container.hostWindow }
        return top.owningViewController?.enclosingWindow
    }
}
