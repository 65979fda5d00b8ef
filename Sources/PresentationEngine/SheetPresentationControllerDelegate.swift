import Foundation

/// UIKit's `UISheetPresentationControllerDelegate`: the adaptive delegate of a sheet, with the one
/// call of its own (DETENT-4; LIFE-10 for the dismissal calls it inherits).
///
/// Set it as the sheet's `delegate` (the property is typed with the adaptive protocol, which this
/// one refines, so `sheet.delegate = self` ports unchanged).
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// DETENT-4: the user changed the selected detent by dragging the sheet. Called after the new
    /// `selectedDetentIdentifier` is set and the sheet re-laid out (DETENT-3). As in UIKit, setting
    /// `selectedDetentIdentifier` in code never calls it.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController
    ) {}
}

extension SheetPresentationController {
    /// The delegate as a sheet delegate, when it is one.
    package var sheetDelegate: (any SheetPresentationControllerDelegate)? {
        delegate as? any SheetPresentationControllerDelegate
    }
}
