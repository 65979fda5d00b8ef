import Foundation
import PresCheckCore

/// LIFE-9: appearance callbacks. The window calls them on the view controllers whose views enter or
/// leave it through a presentation, and forwards each to their containment children right after
/// the parent, in preorder (UIKit's automatic forwarding).
extension Window {
    enum Appearance {
        case willAppear, didAppear, willDisappear, didDisappear
    }

    /// The root view controller appears when the window is made visible with it, or when it
    /// becomes the root of a visible window: `viewWillAppear` then `viewDidAppear`, unanimated,
    /// forwarded to its children, as UIKit does when a window shows its root. So code that
    /// presents from the root's `viewDidAppear` runs. A root that is replaced hears the disappear
    /// pair.
    func showRoot() {
        guard let root = rootViewController else { return }
        updateStatusBarAppearance()
        send(.willAppear, to: root, animated: false)
        send(.didAppear, to: root, animated: false)
    }

    func send(_ appearance: Appearance, to viewController: ViewController, animated: Bool) {
        switch appearance {
        case .willAppear: viewController.viewWillAppear(animated)
        case .didAppear: viewController.viewDidAppear(animated)
        case .willDisappear: viewController.viewWillDisappear(animated)
        case .didDisappear: viewController.viewDidDisappear(animated)
        }
        // By index: every presentation's end runs it down trees (no generic iterator to make).
        let children = viewController.children
        var index = 0
        while index < children.count {
            send(appearance, to: children[index], animated: animated)
            index += 1
        }
    }

    /// LIFE-9: whether presenting `controller` makes its presenter's view leave the window when it
    /// settles (FRAME-2, for the style it has now), so that the presenter hears the disappear pair.
    /// Reading: (Reading LIFE-9.a) only the presenter hears it, even when FRAME-2 takes out every view behind the
    /// container; view controllers whose views go with it are not told.
    func presenterDisappears(presenting controller: PresentationController) -> Bool {
        removal(of: controller) != .none
    }
}
