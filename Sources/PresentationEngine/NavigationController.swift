import Foundation

/// A navigation-style container: defines the presentation context by default (CTX-1).
open class NavigationController: ViewController {
    public override init() {
        super.init()
        definesPresentationContext = true
    }

    /// Creates the container with a root child filling its view.
    /// Whether the navigation bar is hidden. The engine draws no navigation bar, so the root child
    /// fills the container's view either way; what the value changes is who decides the status
    /// bar: a navigation controller with its bar showing decides it itself (its bar's style,
    /// UIKit's default), and with its bar hidden hands it to its top view controller, as UIKit's does.
    public var isNavigationBarHidden: Bool {
        get { storedIsNavigationBarHidden }
        set { storedIsNavigationBarHidden = newValue }
    }
    /// Read at every status bar update; only read and assigned (no run-time exclusivity check).
    private var storedIsNavigationBarHidden = false

    /// UIKit's `setNavigationBarHidden(_:animated:)`.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The view controllers on the stack: the root child.
    public var viewControllers: [ViewController] { children }
    /// The top of the stack.
    public var topViewController: ViewController? { children.last }
    /// The top view controller while the navigation bar is hidden, nil while it shows.
    open override var childForStatusBarStyle: ViewController? { isNavigationBarHidden ? topViewController : nil }
    open override var childForStatusBarHidden: ViewController? { isNavigationBarHidden ? topViewController : nil }

    public convenience init(rootViewController: ViewController) {
        self.init()
        addChild(rootViewController)
        rootViewController.view.relativeFrame = CGRect(x: 0, y: 0, width: 1, height: 1)
        view.addSubview(rootViewController.view)
        rootViewController.didMove(toParent: self)
    }
}
