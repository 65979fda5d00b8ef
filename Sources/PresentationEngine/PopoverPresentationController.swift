import Foundation
import PresCheckCore

/// UIKit's `UIPopoverPresentationController` for `.popover` (POP-1, POP-2, ADAPT-1, ADAPT-8).
///
/// Without a source view the presentation is refused ("no anchor"). In a compact environment it
/// adapts to a sheet configured by `adaptiveSheetPresentationController`, unless the delegate
/// answers otherwise (ADAPT-1, ADAPT-2).
public final class PopoverPresentationController: SystemPresentationController {
    public weak var sourceView: View?
    /// In `sourceView`'s coordinates; the source view's bounds when nil (POP-1).
    public var sourceRect: CGRect?
    /// Touches outside the popover that land in one of these reach it (POP-2).
    public var passthroughViews: [View] = []

    /// ADAPT-1: a popover in a compact environment adapts to a form sheet.
    public override func defaultAdaptiveStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        traitCollection.hasCompactDimension ? .formSheet : .none
    }
}
