import Foundation
import PresCheckCore
import PresentationEngine

extension EngineDriver {
    /// Gives `viewController` the driver's recording subclasses of the system controllers, so the
    /// transition callbacks of sheets, popovers and full-screen and context presentations are
    /// recorded where they run, as those of the catalogue controllers are (LIFE-3).
    func recordSystemControllers(of viewController: ViewController) {
        viewController.systemPresentationControllerMaker = systemControllerMaker
    }

    /// The maker `recordSystemControllers(of:)` gives every view controller. It holds the log
    /// alone, and each controller it makes holds the log itself, with no recorder made for it.
    static func systemControllerMaker(recordingInto log: EventLog)
        -> (ModalPresentationStyle, ViewController) -> SystemPresentationController? {
        { style, presented in
            let made: any SystemPresentationController & RecordsTransitionCallbacks
            switch style {
            case .pageSheet, .formSheet, .automatic, .none:
                let sheet = RecordingSheetPresentationController(presentedViewController: presented, presenting: nil)
                sheet.log = log
                made = sheet
            case .popover:
                let popover = RecordingPopoverPresentationController(presentedViewController: presented, presenting: nil)
                popover.log = log
                made = popover
            case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext:
                let modal = RecordingModalPresentationController(presentedViewController: presented, presenting: nil)
                modal.log = log
                made = modal
            case .custom:
                return nil
            }
            return made
        }
    }
}
