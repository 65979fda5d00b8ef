import Foundation
import PresCheckCore

/// The first source article's intermediate-presentation workaround (CTX-3): an invisible helper
/// presented `.overCurrentContext` (unanimated) from the view controller that defines the context;
/// once its presentation completes it presents `target` as `.custom` with a controller whose
/// `shouldPresentInFullscreen` is false. Because the helper was presented in a context, the custom
/// presentation over it is not *direct*, so it stays in the context even where UIKit ignores the
/// flag (defect `fullscreen-flag-ignored`). When `target` is dismissed, the helper dismisses itself.
public final class PresentationHelper: ViewController, ViewControllerTransitioningDelegate {
    public let target: ViewController
    private let makeController: (ViewController, ViewController?) -> PresentationController

    /// - Parameter makeController: makes the custom controller (presented, presenting); it must
    ///   answer false to `shouldPresentInFullscreen`. `HalfContextPresentationController` by default.
    public init(
        presenting target: ViewController,
        controller makeController: @escaping (ViewController, ViewController?) -> PresentationController = {
            HalfContextPresentationController(presentedViewController: $0, presenting: $1)
        }
    ) {
        self.target = target
        self.makeController = makeController
        super.init()
        modalPresentationStyle = .overCurrentContext
        title = "helper"
    }

    /// Presents the helper from `source` and the target over it once the helper is in place.
    public func start(from source: ViewController, animated: Bool) {
        source.present(self, animated: false) { [weak self] in
            guard let self else { return }
            self.target.modalPresentationStyle = .custom
            self.target.transitioningDelegate = self
            self.present(self.target, animated: animated)
        }
    }

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        let controller = makeController(presented, presenting)
        controller.dismissalCleanup = { [weak self] in self?.dismiss(animated: false) }
        return controller
    }
}
