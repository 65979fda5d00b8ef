import Foundation
import PresCheckCore

/// What the modelled window holds for one view beyond its `ViewObservation` (HIT-3 z-order, FRAME-2
/// removal, LIFE-2 intermediate views, HIT-1 qualification): its kind and node key, its level in
/// the tree, its frame in window coordinates, its own alpha and effective tint (TINT-1; also in its
/// observation, and read here so that finding a view's facts copies no names) and whether it lets
/// touches through. The window is
/// one list of views in preorder, back to front (`WindowSnapshot`): each view is followed by its
/// subviews, back to front, and `depth` places it in the tree. Hit testing and the observation's
/// `views` both read this one model.
struct ViewPlace: Sendable {
    /// Which view it is. Its name (`HitTarget`) is its observation's.
    enum Kind: Sendable {
        case node
        case container
        /// The dimming view that acts for the presentation: the system's (DETENT-2, POP-2, or the
        /// style an adapted `.custom` presentation behaves as) or, unadapted, the catalogue's.
        case dimming
        /// ADAPT-2: a catalogue controller's dimming view while its presentation is adapted (hidden).
        case hiddenCatalogueDimming
        case card
    }

    var kind: Kind
    /// The key (`NodeTable`) of the node the view is named after: the node's own for its view, the
    /// presented node's for a presentation's container, dimming and card views.
    var key: Int
    /// The number of superviews between the view and the window: 0 for the window's subviews.
    /// In the preorder list, a view's subviews are the views after it one level deeper, up to the
    /// next view at its own level or above.
    var depth: Int
    var frame: CGRect
    /// The view's own alpha (LIFE-6, DETENT-2, POP-2).
    var alpha: Double
    /// TINT-1: the view's effective tint adjustment mode.
    var tint: TintAdjustmentMode
    /// HIT-2: a container that lets through touches no subview takes (undimmed sheet, popover).
    var letsTouchesThrough = false
}
