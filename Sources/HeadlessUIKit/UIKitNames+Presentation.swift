import PresentationEngine

/// UIKit's `UIPresentationController` (FRAME, LIFE).
public typealias UIPresentationController = PresentationController
/// UIKit's `UISheetPresentationController` (SHEET, DETENT).
public typealias UISheetPresentationController = SheetPresentationController
/// UIKit's `UISheetPresentationControllerDelegate`.
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
/// UIKit's `UISheetPresentationControllerDetentResolutionContext`.
public typealias UISheetPresentationControllerDetentResolutionContext = SheetPresentationControllerDetentResolutionContext
/// UIKit's `UIPopoverPresentationController` (POP).
public typealias UIPopoverPresentationController = PopoverPresentationController
/// UIKit's `UIPopoverPresentationControllerDelegate`.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
/// UIKit's `UIPopoverPresentationControllerSourceItem`.
public typealias UIPopoverPresentationControllerSourceItem = PopoverPresentationControllerSourceItem
/// UIKit's `UIPopoverArrowDirection` (POP-3).
public typealias UIPopoverArrowDirection = PopoverArrowDirection
/// UIKit's `UIAdaptivePresentationControllerDelegate` (ADAPT, LIFE-10).
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
