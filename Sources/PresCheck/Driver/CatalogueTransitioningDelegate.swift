import Foundation
import PresCheckCore
import PresentationEngine

/// Supplies a catalogue controller for a `.custom` presentation. `half-height-adaptive` is a
/// popover, and `intermediate-helper`'s helper is the transitioning delegate of its own node
/// (`PresentationHelper`), so neither comes from here.
/// The controllers it makes are the driver's recording subclasses (LIFE-3).
final class CatalogueTransitioningDelegate: ViewControllerTransitioningDelegate {
    let controller: CatalogueController
    /// The window's event log, which the controllers it makes record into.
    private let log: EventLog

    init(controller: CatalogueController, log: EventLog) {
        self.controller = controller
        self.log = log
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        switch controller {
        case .halfContext:
            let made = RecordingHalfContextPresentationController(presentedViewController: presented, presenting: presenting)
            made.log = log
            return made
        case .centeredCard:
            let made = RecordingCenteredCardPresentationController(presentedViewController: presented, presenting: presenting)
            made.log = log
            return made
        case .toast:
            let made = RecordingToastPresentationController(presentedViewController: presented, presenting: presenting)
            made.log = log
            return made
        case .halfHeightAdaptive, .intermediateHelper: return nil
        }
    }
}
