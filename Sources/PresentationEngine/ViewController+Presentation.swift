import Foundation
import PresCheckCore

extension ViewController {
    /// Presents `viewControllerToPresent` (CTX-1..6, LIFE-1, LIFE-3, LIFE-7). A refused call logs
    /// its warning, changes nothing and never runs `completion`. From a view controller in no
    /// window the call is refused with "presenter not in window" (LIFE-1); with no window of its
    /// own to log in, the warning goes to the key window's log, where UIKit's goes to the console.
    public func present(_ viewControllerToPresent: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let window = enclosingWindow else {
            Application.shared.keyWindow?.log.append(.warning(Warning.presenterNotInWindow))
            return
        }
        window.present(viewControllerToPresent, from: self, animated: animated, completion: completion)
    }

    /// Dismisses as LIFE-2 says: what this VC presents (and everything above), else its own layer.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let window = enclosingWindow else { return }
        window.dismiss(from: self, animated: animated, interactive: false, completion: completion)
    }

    /// The presentation controller of this VC's current or next presentation. Settings made on it
    /// before `present` (its delegate, sheet detents, popover anchor) carry into the presentation.
    /// For `.custom` it comes from the transitioning delegate, as in UIKit, when one is set.
    public var presentationController: PresentationController? {
        if let presentation = layerRoot === self ? layerPresentation : nil { return presentation }
        if let pending = pendingPresentationController, pending.matches(style: modalPresentationStyle) { return pending }
        var made = PresentationController.make(for: self, style: modalPresentationStyle)
        if modalPresentationStyle == .custom, let delegate = transitioningDelegate,
           let custom = delegate.presentationController(forPresented: self, presenting: nil, source: self) {
            made = custom
        }
        pendingPresentationController = made
        return made
    }
}

extension PresentationController {
    /// A new controller of the class UIKit uses for a style (`.custom` starts with this base class),
    /// or the view controller's `systemPresentationControllerMaker`'s subclass of it. Each class is
    /// named: the initialiser is not `required`, so a metatype cannot make one.
    static func make(for viewController: ViewController, style: ModalPresentationStyle) -> PresentationController {
        if style != .custom, let made = viewController.systemPresentationControllerMaker?(style, viewController) {
            precondition(made.matches(style: style) && made.presentedViewController === viewController,
                         "systemPresentationControllerMaker made \(made) for \(style)")
            return made
        }
        switch style {
        case .custom: return PresentationController(presentedViewController: viewController, presenting: nil)
        case .pageSheet, .formSheet, .automatic, .none: return SheetPresentationController(presentedViewController: viewController, presenting: nil)
        case .popover: return PopoverPresentationController(presentedViewController: viewController, presenting: nil)
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext:
            return ModalPresentationController(presentedViewController: viewController, presenting: nil)
        }
    }

    /// Whether this controller can serve a presentation in `style`: it is of the class UIKit uses
    /// for the style, or a subclass of it.
    func matches(style: ModalPresentationStyle) -> Bool {
        switch style {
        case .custom: return !(self is SystemPresentationController)
        case .pageSheet, .formSheet, .automatic, .none: return self is SheetPresentationController
        case .popover: return self is PopoverPresentationController
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return self is ModalPresentationController
        }
    }
}

extension ViewController {
    /// UIKit's `sheetPresentationController`: the presentation controller when the style is a
    /// sheet (`.pageSheet`, `.formSheet`, or `.automatic`, which is a page sheet), else nil.
    /// Settings made on it before `present` carry into the presentation (SHEET, DETENT).
    public var sheetPresentationController: SheetPresentationController? {
        switch modalPresentationStyle {
        case .pageSheet, .formSheet, .automatic: return presentationController as? SheetPresentationController
        default: return nil
        }
    }

    /// UIKit's `popoverPresentationController`: the presentation controller when the style is
    /// `.popover`, else nil. Set its `sourceView` or `sourceRect` before presenting (POP-1).
    public var popoverPresentationController: PopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? PopoverPresentationController : nil
    }

    /// The nearest navigation controller among this view controller's parents (a navigation
    /// controller's own is the one it is nested in, if any).
    public var navigationController: NavigationController? {
        var current: ViewController? = parent
        while let candidate = current {
            if let navigation = candidate as? NavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }
}
