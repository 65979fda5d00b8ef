import PresentationEngine

/// A presentation controller the checker can make from its type alone, for the metatype form of
/// `ControllerConformance.checkPresentationController(_:profile:seed:firstCase:cases:traits:)`.
///
/// `PresentationController.init(presentedViewController:presenting:)` is not `required`, so a
/// subclass may declare initialisers of its own, and a bare metatype cannot make an instance. A
/// class that wants the metatype form declares this conformance, which names the initialiser:
///
/// - a `final` class that declares no initialiser inherits `init(presentedViewController:presenting:)`,
///   which satisfies the protocol with nothing more to write;
/// - a non-final class must mark that initialiser `required` (Swift's rule for protocol
///   initialisers), since its subclasses are made through the same metatype.
///
/// A controller with other initialiser arguments, or one that needs setting up, uses the closure
/// form, `ControllerConformance.checkPresentationController(profile:…) { presented, presenting in … }`, instead.
/// Serves FRAME-3, FRAME-4, LIFE-4, FRAME-5, LIFE-5 and HIT-2 (the properties it is checked for).
public protocol CheckablePresentationController: PresentationController {
    init(presentedViewController: ViewController, presenting presentingViewController: ViewController?)
}

// The catalogue's custom controllers are open and mark the initialiser required.
extension HalfContextPresentationController: CheckablePresentationController {}
extension CenteredCardPresentationController: CheckablePresentationController {}
extension ToastPresentationController: CheckablePresentationController {}
