import Foundation
import Synchronization

/// UIKit's `UIView.AutoresizingMask`: which of a view's margins and sizes follow a change of its
/// superview's bounds size.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension View {
    /// UIKit's `UIView.AutoresizingMask` type name, for code that spells it out.
    public typealias AutoresizingMask = PresentationEngine.AutoresizingMask

    /// A change of the bounds size: the view needs layout, and subviews with an autoresizing mask
    /// follow it (UIKit's springs and struts, applied before any `layoutSubviews`). A subview with a
    /// `relativeFrame` stands for one pinned by constraints, whose mask UIKit does not translate
    /// (`translatesAutoresizingMaskIntoConstraints` off): layout places it, and autoresizing leaves
    /// it alone (TRAIT-2), also while its superview is out of the window and not laid out.
    func sizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        // The replay's suppression is asked only when a subview would follow: most views have none.
        // By index: every size change runs it (no generic iterator to make).
        var suppressionAsked = false
        let list = subviews
        var index = 0
        while index < list.count {
            let subview = list[index]
            index += 1
            guard !subview.autoresizingMask.isEmpty && subview.relativeFrame == nil else { continue }
            if !suppressionAsked {
                if AutoresizingScope.isSuppressed { return }
                suppressionAsked = true
            }
            subview.autoresize(from: oldSize, to: newSize)
        }
    }

    /// UIKit's rule: along each axis the change of the superview's size is shared by the flexible
    /// parts (leading margin, size, trailing margin) in proportion to their sizes before the change,
    /// or equally when those are all zero. Centre and bounds change; the transform stays.
    private func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        let size = bounds.size
        let old = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        let (x, width) = Self.resize(
            start: old.minX, length: old.width, extent: oldSize.width, newExtent: newSize.width,
            flexible: (autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                       autoresizingMask.contains(.flexibleRightMargin)))
        let (y, height) = Self.resize(
            start: old.minY, length: old.height, extent: oldSize.height, newExtent: newSize.height,
            flexible: (autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                       autoresizingMask.contains(.flexibleBottomMargin)))
        frameKeepingTransform(CGRect(x: x, y: y, width: width, height: height))
    }

    private static func resize(
        start: CGFloat, length: CGFloat, extent: CGFloat, newExtent: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (CGFloat, CGFloat) {
        let delta = newExtent - extent
        guard delta != 0 else { return (start, length) }
        // The three parts (leading margin, size, trailing margin) in locals, not arrays: every
        // autoresized view comes here on every size change of its superview.
        let trailing = extent - start - length
        let count = (flexible.0 ? 1 : 0) + (flexible.1 ? 1 : 0) + (flexible.2 ? 1 : 0)
        guard count > 0 else { return (start, length) }
        var total = CGFloat(0)
        total = total + (flexible.0 ? max(start, 0) : 0)
        total = total + (flexible.1 ? max(length, 0) : 0)
        total = total + (flexible.2 ? max(trailing, 0) : 0)
        func share(_ part: CGFloat, _ isFlexible: Bool) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * max(part, 0) / total : delta / CGFloat(count)
        }
        return (start + share(start, flexible.0), max(0, length + share(length, flexible.1)))
    }
}

/// While recorded animations are replayed, subviews are not autoresized: a masked view changed in
/// the block has a track of its own, so following its superview as well would move it twice.
/// Bound for the replay's duration on the replaying thread (a task-local value, as `AnimationScope`).
enum AutoresizingScope {
    @TaskLocal private static var suppressing = false
    /// How many replays suppress autoresizing now, on every thread together: while there is none,
    /// the answer needs no task-local read (as `AnimationScope`'s count of recording bindings).
    private static let suppressingReplays = Atomic<Int>(0)

    static var isSuppressed: Bool {
        guard suppressingReplays.load(ordering: .relaxed) > 0 else { return false }
        return suppressing
    }

    static func suppressed(_ body: () -> Void) {
        suppressingReplays.wrappingAdd(1, ordering: .relaxed)
        defer { suppressingReplays.wrappingSubtract(1, ordering: .relaxed) }
        $suppressing.withValue(true) { body() }
    }
}
