import PresentationEngine

/// Supplies the user's controller for every `.custom` presentation (`EngineDriver.customController`).
/// Serves FRAME-3, FRAME-4, LIFE-4, FRAME-5, LIFE-5 and HIT-2 (the presentations they are checked on).
final class FactoryTransitioningDelegate: ViewControllerTransitioningDelegate {
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

/// Makes the user's controllers for one run and remembers each, in the order made: a controller's
/// serial number is its place in that order, which is the same in every run of a scenario.
/// Serves FRAME-3, FRAME-4 and HIT-2 (which presentations are the controller's).
final class ControllerFactory {
    private let make: (ViewController, ViewController?) -> PresentationController
    private(set) var made: [PresentationController] = []

    init(_ make: @escaping (ViewController, ViewController?) -> PresentationController) {
        self.make = make
    }

    func callAsFunction(_ presented: ViewController, _ presenting: ViewController?) -> PresentationController {
        let controller = make(presented, presenting)
        made.append(controller)
        return controller
    }

    func serial(of controller: PresentationController) -> Int? {
        made.firstIndex { $0 === controller }
    }

    /// The live presentations this factory's controllers manage, in acceptance order.
    func presentations(in window: Window) -> [(serial: Int, controller: PresentationController)] {
        window.presentations.compactMap { controller in serial(of: controller).map { ($0, controller) } }
    }
}
