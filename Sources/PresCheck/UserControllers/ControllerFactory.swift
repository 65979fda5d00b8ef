import PresentationEngine

/// The transitioning delegate of every `.custom` presentation in a controller check
/// (`EngineDriver.customTransitions`): the controller comes from the factory, which numbers it;
/// the animators and interaction controllers from the user's own transitioning delegate, when the
/// check was given one, so a controller that needs its animator or its interactive dismissal is
/// checked with them.
/// Serves FRAME-3, FRAME-4, LIFE-4, FRAME-5, LIFE-5 and HIT-2 (the presentations they are checked on).
final class FactoryTransitioningDelegate: ViewControllerTransitioningDelegate {
    let factory: ControllerFactory
    /// The user's delegate for this presentation, made for it alone.
    let user: any ViewControllerTransitioningDelegate

    init(factory: ControllerFactory) {
        self.factory = factory
        user = factory.makeTransitions()
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        guard let controller = user.presentationController(forPresented: presented, presenting: presenting, source: source) else {
            return nil
        }
        factory.adopt(controller)
        return controller
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any ViewControllerAnimatedTransitioning)? {
        user.animationController(forPresented: presented, presenting: presenting, source: source)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        user.animationController(forDismissed: dismissed)
    }

    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? {
        user.interactionControllerForPresentation(using: animator)
    }

    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? {
        user.interactionControllerForDismissal(using: animator)
    }
}

/// Where a controller check's controllers come from: a closure that makes the controller, or the
/// user's own transitioning delegate, which also supplies animators and interaction controllers.
/// Serves FRAME-3, FRAME-4, LIFE-4, FRAME-5, LIFE-5 and HIT-2.
enum ControllerSource {
    case controller((ViewController, ViewController?) -> PresentationController)
    case transitions(() -> any ViewControllerTransitioningDelegate)

    /// A new factory for one run.
    func factory() -> ControllerFactory {
        switch self {
        case .controller(let make): return ControllerFactory(transitions: { MakingTransitioningDelegate(make: make) })
        case .transitions(let make): return ControllerFactory(transitions: make)
        }
    }
}

/// The closure form as a transitioning delegate: the controller only, UIKit's default animations.
private final class MakingTransitioningDelegate: ViewControllerTransitioningDelegate {
    let make: (ViewController, ViewController?) -> PresentationController

    init(make: @escaping (ViewController, ViewController?) -> PresentationController) {
        self.make = make
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        make(presented, presenting)
    }
}

/// Numbers the user's controllers made in one run, in the order made: a controller's serial number
/// is its place in that order, which is the same in every run of a scenario.
/// Serves FRAME-3, FRAME-4 and HIT-2 (which presentations are the controller's).
final class ControllerFactory {
    /// Makes the user's transitioning delegate for one `.custom` presentation.
    let makeTransitions: () -> any ViewControllerTransitioningDelegate
    private(set) var made: [PresentationController] = []

    init(transitions: @escaping () -> any ViewControllerTransitioningDelegate) {
        makeTransitions = transitions
    }

    /// Numbers a controller the user's transitioning delegate made.
    func adopt(_ controller: PresentationController) {
        made.append(controller)
    }

    func serial(of controller: PresentationController) -> Int? {
        made.firstIndex { $0 === controller }
    }

    /// The live presentations this factory's controllers manage, in acceptance order.
    func presentations(in window: Window) -> [(serial: Int, controller: PresentationController)] {
        window.presentations.compactMap { controller in serial(of: controller).map { ($0, controller) } }
    }
}
