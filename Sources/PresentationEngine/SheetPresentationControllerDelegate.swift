import Foundation

/// UIKit's `UISheetPresentationControllerDelegate`: the adaptive delegate of a sheet, with the one
/// call of its own (LIFE-10 for the dismissal calls it inherits, DETENT-3).
///
/// Set it as the sheet's `delegate` (the property is typed with the adaptive protocol, which this
/// one refines, so `sheet.delegate = self` ports unchanged).
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The user changed the selected detent. As in UIKit, setting `selectedDetentIdentifier` in code
    /// does not call it; no scenario action is a user's detent change, so the engine never does.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController
    ) {}
}

extension SheetPresentationController {
    /// The delegate as a sheet delegate, when it is one.
    public var sheetDelegate: (any SheetPresentationControllerDelegate)? {
        delegate as? any SheetPresentationControllerDelegate
    }
}
