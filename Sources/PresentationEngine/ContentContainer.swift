import Foundation
import PresCheckCore

/// UIKit's `UIContentContainer`: how a view controller or a presentation controller adapts its
/// content to size and trait changes (TRAIT-1, TRAIT-4). `ViewController` and
/// `PresentationController` adopt it with default implementations, as UIKit's classes do, so a
/// subclass overrides what it needs; the `forChildContentContainer` parameters take any container,
/// as UIKit's do (cast it to `ViewController` to read a view controller's properties).
///
/// When the engine calls each method:
/// - `willTransition(to:with:)`: in a step that changes the window's traits, before the traits
///   change (TRAIT-1; Reading TRAIT-1.c gives the order).
/// - `viewWillTransition(to:with:)`: in a step that changes the window's size (TRAIT-1).
/// - `size(forChildContentContainer:withParentContainerSize:)`: asked for the size a child
///   container hears in `viewWillTransition(to:with:)`: a presentation controller for its
///   presented view controller, a view controller for each child.
/// - `preferredContentSizeDidChange(forChildContentContainer:)`: a child's `preferredContentSize`
///   changed to a different value: the presentation controller hears it for its presented view
///   controller (TRAIT-4), a parent view controller for its child.
/// - `systemLayoutFittingSizeDidChange(forChildContentContainer:)`: never; the engine has no Auto
///   Layout.
public protocol ContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer)
    func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator)
    func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator)
}
