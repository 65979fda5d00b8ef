import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// Shared fixtures of the engine suite. Every expected value in the suite is computed by hand from
// the behaviour catalogue (`Sources/PresentationOracle/PresentationOracle.docc/Behaviours/`);
// the comments next to the assertions show the arithmetic.

/// A titled plain view controller (titles name it in traces).
func vc(_ title: String, style: ModalPresentationStyle? = nil) -> ViewController {
    let controller = ViewController()
    controller.title = title
    if let style { controller.modalPresentationStyle = style }
    return controller
}

/// A `CGRect` shorthand.
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// Supplies a presentation controller for a `.custom` presentation (UIKit's transitioning delegate).
final class ControllerFactory: ViewControllerTransitioningDelegate {
    let make: (ViewController, ViewController?) -> PresentationController

    init(_ make: @escaping (ViewController, ViewController?) -> PresentationController) {
        self.make = make
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        make(presented, presenting)
    }

    static var halfContext: ControllerFactory {
        ControllerFactory { HalfContextPresentationController(presentedViewController: $0, presenting: $1) }
    }
    static var centeredCard: ControllerFactory {
        ControllerFactory { CenteredCardPresentationController(presentedViewController: $0, presenting: $1) }
    }
    static var toast: ControllerFactory {
        ControllerFactory { ToastPresentationController(presentedViewController: $0, presenting: $1) }
    }
}

/// An adaptive delegate that answers `answer` (nil: the controller's default adaptation) and records
/// what it is asked and told.
final class RecordingAdaptiveDelegate: AdaptivePresentationControllerDelegate {
    var answer: ModalPresentationStyle?
    /// ADAPT-6: returned from `viewControllerForAdaptivePresentationStyle` for any adapted style.
    var substitute: ViewController?
    private(set) var asked: [TraitCollection] = []
    private(set) var told: [ModalPresentationStyle] = []

    init(answer: ModalPresentationStyle? = nil) {
        self.answer = answer
    }

    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        asked.append(traitCollection)
        return answer ?? controller.adaptivePresentationStyle(for: traitCollection)
    }

    func presentationController(
        _ controller: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {
        told.append(style)
    }

    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        substitute
    }
}

/// A window with a root view controller, plus somewhere to keep weakly held delegates alive.
class Stage {
    let window: Window
    let root: ViewController
    /// Transitioning and adaptive delegates are held weakly by the engine, as in UIKit.
    var retained: [AnyObject] = []

    init(device: Device = .phone, orientation: Orientation = .portrait, splitWidth: CGFloat? = nil,
         defects: Set<Defect> = [], root: ViewController = vc("R"), build: (ViewController) -> Void = { _ in }) throws {
        window = try Window(device: device, orientation: orientation, splitWidth: splitWidth,
                            options: EngineOptions(defects: defects))
        self.root = root
        build(root)
        window.rootViewController = root
    }

    /// Gives `presented` a `.custom` style and a transitioning delegate made by `factory`.
    func custom(_ presented: ViewController, _ factory: ControllerFactory) {
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = factory
        retained.append(factory)
    }

    /// Sets (and keeps alive) the adaptive delegate of `presented`'s next presentation.
    @discardableResult
    func adaptiveDelegate(of presented: ViewController, _ delegate: RecordingAdaptiveDelegate = RecordingAdaptiveDelegate())
        -> RecordingAdaptiveDelegate {
        presented.presentationController?.delegate = delegate
        retained.append(delegate)
        return delegate
    }

    /// The log position now, to read what the next steps log.
    var mark: Int { window.log.events.count }

    /// The log since `mark`, described (layout passes left out).
    func trace(since mark: Int) -> [String] {
        describe(Array(window.log.events[mark...]))
    }

    var warnings: [String] { window.log.warnings }

    /// Adds a note to the log (e.g. from a completion handler), so its order against callbacks shows.
    func note(_ text: String) { window.log.append(.note(text)) }
}

/// The first source article's setup: R's view is split into T (top half, relativeFrame
/// (0, 0, 1, 0.5)) and B (bottom half, (0, 0.5, 1, 0.5)); B defines the presentation context.
final class SplitStage: Stage {
    let top: ViewController
    let bottom: ViewController

    init(device: Device = .phone, orientation: Orientation = .portrait, defects: Set<Defect> = []) throws {
        let top = vc("T")
        let bottom = vc("B")
        self.top = top
        self.bottom = bottom
        try super.init(device: device, orientation: orientation, defects: defects) { root in
            for (child, unit) in [(top, rect(0, 0, 1, 0.5)), (bottom, rect(0, 0.5, 1, 0.5))] {
                root.addChild(child)
                child.view.relativeFrame = unit
                root.view.addSubview(child.view)
                child.didMove(toParent: root)
            }
        }
        bottom.definesPresentationContext = true
    }
}

/// Describes log entries as stable strings: "A: presentationTransitionWillBegin",
/// "A: dismissalTransitionDidEnd(false)", "warning: …", "note: …", "A: asked compact/regular",
/// "A: willPresentWithAdaptiveStyle formSheet". Layout passes are left out.
func describe(_ events: [EngineEvent]) -> [String] {
    func name(_ controller: LoggedViewController) -> String { controller.title ?? "?" }
    return events.compactMap { event in
        switch event {
        case .presentationTransitionWillBegin(let c): return "\(name(c)): presentationTransitionWillBegin"
        case .presentationTransitionDidEnd(let c, let done): return "\(name(c)): presentationTransitionDidEnd(\(done))"
        case .dismissalTransitionWillBegin(let c): return "\(name(c)): dismissalTransitionWillBegin"
        case .dismissalTransitionDidEnd(let c, let done): return "\(name(c)): dismissalTransitionDidEnd(\(done))"
        case .adaptivePresentationStyleAsked(let c, let traits): return "\(name(c)): asked \(traits)"
        case .willPresentWithAdaptiveStyle(let c, let style): return "\(name(c)): willPresentWithAdaptiveStyle \(style.rawValue)"
        case .warning(let text): return "warning: \(text)"
        case .note(let text): return "note: \(text)"
        case .callback(let callback): return "callback: \(callback)"
        case .substituteAsked(let c, let style): return "\(name(c)): substitute asked \(style.rawValue)"
        case .containerLayout, .layoutPass: return nil
        }
    }
}

/// A stage whose root view holds a small "button" at (20, 100, 100, 44) in window coordinates,
/// the anchor (and passthrough candidate) of the popover tests.
final class PopoverStage: Stage {
    let button: View

    init(device: Device = .pad, orientation: Orientation = .portrait, splitWidth: CGFloat? = nil,
         defects: Set<Defect> = []) throws {
        let button = View(frame: rect(20, 100, 100, 44))
        button.accessibilityIdentifier = "button"
        self.button = button
        try super.init(device: device, orientation: orientation, splitWidth: splitWidth, defects: defects) { root in
            root.view.addSubview(button)
        }
    }

    /// A `.popover` VC anchored at the button (sourceRect nil: the button's bounds).
    func popover(_ title: String = "P") -> ViewController {
        let presented = vc(title, style: .popover)
        (presented.presentationController as? PopoverPresentationController)?.sourceView = button
        return presented
    }
}
