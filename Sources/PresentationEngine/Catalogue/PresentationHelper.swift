import Foundation
import PresCheckCore

/// Catalogue `intermediate-helper`: article 000's last workaround, as an app would write it (CTX-1,
/// CTX-3, LIFE-7, LIFE-9).
///
/// `start(from:animated:completion:)` has the source present this invisible helper
/// `.overCurrentContext`, unanimated. In its `viewDidAppear` (LIFE-9) the helper presents `target`
/// `.custom`, animated as asked, through its own transitioning delegate, which hands out a
/// `HelperHalfContextPresentationController`: `half-context` plus the article's cleanup, which
/// dismisses the helper when `target`'s dismissal completes (LIFE-7).
///
/// The helper was presented in a context, so the presentation over it is not *direct*: it stays in
/// the context even where UIKit ignores `shouldPresentInFullscreen` (defect
/// `fullscreen-flag-ignored`). CTX-1 from the helper finds no definer and takes the helper, whose
/// view has the context's frame.
///
/// Open so that an app (or a test driver) can subclass it as any view controller; an override of
/// `viewDidAppear(_:)` must call `super`.
open class PresentationHelper: ViewController, ViewControllerTransitioningDelegate {
    public let target: ViewController
    private var animatesTarget = true
    private var targetCompletion: (() -> Void)?
    /// The presentation of the helper that has made its `present` of `target`.
    /// Not kept: held through the controller's handle (`ObjectHandle`), nil once it has gone.
    private var presentationThatPresentedTarget: ObjectHandle<PresentationController>?

    /// A helper for `target`; `start(from:animated:completion:)` sets `target` up and runs the
    /// workaround.
    public init(presenting target: ViewController) {
        self.target = target
        super.init()
        modalPresentationStyle = .overCurrentContext
        title = "helper"
    }

    /// Presents the helper from `source`, unanimated; the helper presents `target` (`animated`,
    /// with `completion`) from its `viewDidAppear`. Reading: (Reading LIFE-1.b) both are ordinary
    /// `present` calls with their own LIFE-1 checks; when only the second is refused, the helper
    /// stays presented. Reading: (Reading LIFE-3.a) `completion` is the target's presentation's; the
    /// helper's own `present` passes none. A `target` in no layer is first set up for the
    /// workaround: `.custom`, with this helper as its transitioning delegate (a presentation
    /// controller made for it through this helper before, and configured, is kept); one in a layer
    /// keeps its settings, and the helper's `present` of it is refused ("already presented").
    public func start(from source: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if target.parent == nil, target.enclosingWindow == nil {
            target.modalPresentationStyle = .custom
            if target.transitioningDelegate !== self { target.transitioningDelegate = self }
        }
        animatesTarget = animated
        targetCompletion = completion
        source.present(self, animated: false)
    }

    /// LIFE-9: the helper's view is in the window; the helper presents `target` (LIFE-7: the helper's
    /// own transition has ended, so this `present` is accepted and starts in the same step).
    /// Reading: (Reading LIFE-9.d) once per presentation of the helper: in the `viewDidAppear` that
    /// follows its `presentationTransitionDidEnd(true)`, never in a later one (its view coming back,
    /// or a cancelled dismissal).
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let presentation = presentationController, presentation.phase == .presented,
              presentation !== presentationThatPresentedTarget?.object else { return }
        presentationThatPresentedTarget = presentation.handle
        present(target, animated: animatesTarget, completion: targetCompletion)
    }

    /// The article's controller, with its cleanup. Open so a subclass can supply its own subclass.
    open func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        HelperHalfContextPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
