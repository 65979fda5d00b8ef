import Foundation

/// The parts of `View`'s hierarchy built on its public ones: the window a view is in, adding and
/// inserting next to a sibling, whether touches reach it, and asking for an ancestor (HIT-1, HIT-3).
extension View {
    /// The window the view is in, if any.
    public var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }

    /// Whether `window` is the window the view is in (`self.window === window`), told by identity
    /// with no load of `window` itself, whose retain takes the slow path of its weak reference's
    /// side table (see `Window.containerFrame(of:)`).
    func isIn(_ window: Window) -> Bool {
        var current: View = self
        while true {
            if current is Window { return current === window }
            if current.isSubview(of: window) { return true }
            guard let superview = current.superview else { return false }
            current = superview
        }
    }

    /// Adds `view` in front of every other subview, removing it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Whether the view can receive touches at all: not hidden, alpha ≥ 0.01, interaction enabled
    /// (HIT-1).
    package var canReceiveTouches: Bool {
        !isHidden && alpha >= 0.01 && isUserInteractionEnabled
    }

    /// Inserts `view` directly above `sibling`, or in front if `sibling` is not a subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` directly below `sibling`, or in front if `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
        insertSubview(view, at: index)
    }

    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }
}
