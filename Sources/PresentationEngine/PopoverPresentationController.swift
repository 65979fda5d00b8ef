import Foundation
import PresCheckCore

/// UIKit's `UIPopoverPresentationController` for `.popover` (POP-1, POP-2, ADAPT-1, ADAPT-8).
///
/// Without a source view the presentation is refused ("no anchor"). In a compact environment it
/// adapts to a sheet configured by `adaptiveSheetPresentationController`, unless the delegate
/// answers otherwise (ADAPT-1, ADAPT-2).
open class PopoverPresentationController: SystemPresentationController {
    override class var systemKind: SystemControllerKind { .popover }
    /// Not kept, as before: held through the view's handle (`ObjectHandle`), so it reads nil once
    /// the view has gone, as a weak reference would, without giving the view a side table.
    public var sourceView: View? {
        get { sourceViewHandle?.object }
        set { sourceViewHandle = newValue?.handle }
    }
    private var sourceViewHandle: ObjectHandle<View>?
    /// UIKit's `sourceRect`, in `sourceView`'s coordinates (POP-1). As in UIKit since iOS 13.2 the
    /// default is `CGRect.null`, which anchors the popover to the source view's bounds; any other
    /// rectangle, `.zero` included (a point at the view's origin), is the anchor itself.
    public var sourceRect: CGRect { get { storedSourceRect } set { storedSourceRect = newValue } }

    /// The anchor in `view`'s coordinates: `sourceRect`, or `view`'s bounds while it is null (POP-1).
    func anchorRect(in view: View) -> CGRect {
        sourceRect.isNull ? view.bounds : sourceRect
    }
    /// Touches outside the popover that land in one of these reach it (POP-2).
    public var passthroughViews: [View] { get { storedPassthroughViews } set { storedPassthroughViews = newValue } }
    /// The sides the popover may sit on, named by its arrow (POP-3); `.any` by default, which is
    /// POP-1's placement.
    public var permittedArrowDirections: PopoverArrowDirection {
        get { storedPermittedArrowDirections }
        set { storedPermittedArrowDirections = newValue }
    }
    /// UIKit's `canOverlapSourceViewRect` (false by default). Stored only: the placement rules
    /// (POP-1, POP-3) never overlap the source rectangle on the side they choose, so the engine
    /// never reads it.
    public var canOverlapSourceViewRect = false
    /// The arrow of the placement in use (POP-3): `.up` below the source, `.down` above it, `.left`
    /// to its right, `.right` to its left; `.unknown` while the presentation is not shown as a
    /// popover (before it is presented, after its dismissal, or while adapted).
    public var arrowDirection: PopoverArrowDirection {
        effectiveStyle == .popover && containerView != nil ? placedArrow : .unknown
    }
    /// Stored as UIKit's is (10 on each edge by default, the inset of POP-1's area A); POP-1 and
    /// POP-3 keep their 10-point inset whatever it holds.
    public var popoverLayoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Stored as UIKit's is (nil: the system's colour); the model draws no popover chrome.
    public var backgroundColor: Color?
    /// UIKit's `sourceItem`, not kept (`UnkeptReference`): a view given here becomes `sourceView`,
    /// which POP-1 and LIFE-1's "no anchor" read.
    public var sourceItem: (any PopoverPresentationControllerSourceItem)? {
        get { storedSourceItem.object(as: (any PopoverPresentationControllerSourceItem).self) }
        set {
            storedSourceItem = UnkeptReference(newValue)
            if let view = newValue as? View { sourceView = view }
        }
    }
    private var storedSourceItem = UnkeptReference()
    /// The arrow of the last placement computed (POP-3).
    var placedArrow: PopoverArrowDirection { get { storedPlacedArrow } set { storedPlacedArrow = newValue } }
    // The settings every placement reads are private storage behind UIKit's names: only read and
    // assigned, they need no run-time exclusivity check on each access.
    private var storedSourceRect: CGRect = .null
    private var storedPassthroughViews: [View] = []
    private var storedPermittedArrowDirections: PopoverArrowDirection = .any
    private var storedPlacedArrow: PopoverArrowDirection = .unknown
}

/// UIKit's `UIPopoverPresentationControllerSourceItem`: something a popover can be anchored to
/// (POP-1). Views are; the engine has no bar button items.
public protocol PopoverPresentationControllerSourceItem: AnyObject {}

extension View: PopoverPresentationControllerSourceItem {}

/// UIKit's `UIPopoverArrowDirection` (POP-3): the side of the popover its arrow is on, pointing at
/// the source.
public struct PopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = PopoverArrowDirection(rawValue: UInt.max)
}
