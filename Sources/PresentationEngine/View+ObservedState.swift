import Foundation
import PresCheckCore

/// What an observation reads of the geometry and state of one view of a window (HIT-3, HIT-1,
/// HIT-2, TINT-1, TRAIT-3), read in one call instead of one call for each property: an observation
/// reads every view of the window. Every value is the one the public property gives, computed as it
/// computes it. It holds no reference, so making and dropping one retains and releases nothing.
package struct ObservedViewState {
    /// `frame`: the untransformed frame, or UIKit's bounding rectangle when transformed.
    package let frame: CGRect
    /// `bounds.size`.
    package let size: CGSize
    /// Whether `transform` is other than the identity.
    package let isTransformed: Bool
    package let alpha: CGFloat
    package let isHidden: Bool
    package let isUserInteractionEnabled: Bool
    /// The mode set on the view itself (`tintAdjustmentMode`), `.automatic` when it inherits.
    package let tintAdjustmentMode: TintAdjustmentMode
    /// `subviews.count`: a walk asks for the list only of a view that has subviews.
    package let subviewCount: Int
}

extension View {
    /// The view's `ObservedViewState`.
    package var observedState: ObservedViewState {
        ObservedViewState(
            frame: frame, size: bounds.size, isTransformed: !hasIdentityTransform, alpha: alpha, isHidden: isHidden,
            isUserInteractionEnabled: isUserInteractionEnabled, tintAdjustmentMode: tintAdjustmentMode,
            subviewCount: subviews.count)
    }
}

extension View {
    /// How an observation names a view a view controller owns (HIT-3): the owner's `title`, which
    /// the owner keeps on its view (`ownerTitle`), so the owner is not loaded; nil when no view
    /// controller owns the view, `.some(nil)` when its owner has no title.
    package var owningViewControllerTitle: String?? {
        guard isOwned else { return nil }
        return .some(ownerTitle)
    }
}
