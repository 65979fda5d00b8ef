import Foundation
import PresCheckCore
import PresentationEngine

/// Records one appearance callback as it runs (LIFE-9).
typealias AppearanceRecorder = (ViewController, Callback.Appearance) -> Void

/// The driver's node view controllers: each records its appearance callbacks (LIFE-9) when UIKit's
/// hook actually runs, the way an app's subclass would see them, then calls `super`.
final class RecordingViewController: ViewController {
    private let record: AppearanceRecorder

    init(record: @escaping AppearanceRecorder) {
        self.record = record
        super.init()
    }

    override func viewWillAppear(_ animated: Bool) { record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { record(self, .viewDidDisappear); super.viewDidDisappear(animated) }
}

/// A navigation container node that records its appearance callbacks (LIFE-9).
final class RecordingNavigationController: NavigationController {
    private let record: AppearanceRecorder

    init(record: @escaping AppearanceRecorder) {
        self.record = record
        super.init()
    }

    override func viewWillAppear(_ animated: Bool) { record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { record(self, .viewDidDisappear); super.viewDidDisappear(animated) }
}

/// The `half-height-adaptive` catalogue view controller, recording its appearance callbacks (LIFE-9).
final class RecordingHalfHeightAdaptiveViewController: HalfHeightAdaptiveViewController {
    private let record: AppearanceRecorder

    init(record: @escaping AppearanceRecorder) {
        self.record = record
        super.init()
    }

    override func viewWillAppear(_ animated: Bool) { record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { record(self, .viewDidDisappear); super.viewDidDisappear(animated) }
}

/// The `intermediate-helper`'s helper node, recording its appearance callbacks (LIFE-9) before its
/// own `viewDidAppear` presents the node.
final class RecordingPresentationHelper: PresentationHelper {
    private let record: AppearanceRecorder

    init(presenting target: ViewController, record: @escaping AppearanceRecorder) {
        self.record = record
        super.init(presenting: target)
    }

    override func viewWillAppear(_ animated: Bool) { record(self, .viewWillAppear); super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { record(self, .viewDidAppear); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { record(self, .viewWillDisappear); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { record(self, .viewDidDisappear); super.viewDidDisappear(animated) }
}
