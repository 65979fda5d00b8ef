import Foundation

/// UIKit's `UIStatusBarStyle`, with UIKit's raw values.
public enum StatusBarStyle: Int, Sendable, Hashable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

extension ViewController {
    /// UIKit's `setNeedsStatusBarAppearanceUpdate()`: the window asks the view controller that
    /// controls its status bar again (`Window.statusBarStyle`). A view controller in no window
    /// changes nothing.
    public func setNeedsStatusBarAppearanceUpdate() {
        enclosingWindow?.updateStatusBarAppearance()
    }
}

extension Window {
    /// The view controller whose `preferredStatusBarStyle` and `prefersStatusBarHidden` the status
    /// bar shows, as Apple documents `modalPresentationCapturesStatusBarAppearance`: control passes
    /// from the presenter to a presented view controller only when its `modalPresentationStyle` is
    /// `.fullScreen`, or when it sets `modalPresentationCapturesStatusBarAppearance`; so the top
    /// presentation (not being dismissed) that takes control has it, or else the root view
    /// controller. From there `childForStatusBarStyle` / `childForStatusBarHidden` hand it down.
    public var viewControllerForStatusBarStyle: ViewController? {
        controllingViewController { $0.childForStatusBarStyle }
    }

    /// As `viewControllerForStatusBarStyle`, following `childForStatusBarHidden`.
    public var viewControllerForStatusBarHidden: ViewController? {
        controllingViewController { $0.childForStatusBarHidden }
    }

    private func controllingViewController(following child: (ViewController) -> ViewController?) -> ViewController? {
        // The topmost presented or presenting layer that takes the status bar, found by index from
        // the last: no reversed, filtered and mapped sequences, which an unoptimised build does not
        // specialise.
        let list = presentations
        var presented: ViewController?
        var index = list.count
        while index > 0, presented == nil {
            index -= 1
            let phase = list[index].phase
            guard phase == .presented || phase == .presenting else { continue }
            let candidate = list[index].presentedViewController
            if candidate.modalPresentationStyle == .fullScreen || candidate.modalPresentationCapturesStatusBarAppearance {
                presented = candidate
            }
        }
        var controlling = presented ?? rootViewController
        var seen = 0
        while let next = controlling.flatMap(child), seen < 64 {
            controlling = next
            seen += 1
        }
        return controlling
    }

    /// Asks the controlling view controllers for the status bar's style and visibility again:
    /// when shown, after every presentation or dismissal ends, and on
    /// `setNeedsStatusBarAppearanceUpdate()`. Between those the status bar keeps what it showed,
    /// as UIKit's does when a view controller's preference changes without that call.
    func updateStatusBarAppearance() {
        statusBarStyle = viewControllerForStatusBarStyle?.preferredStatusBarStyle ?? .default
        isStatusBarHidden = viewControllerForStatusBarHidden?.prefersStatusBarHidden ?? false
    }
}
