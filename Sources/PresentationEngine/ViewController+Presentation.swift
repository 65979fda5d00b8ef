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

    /// UIKit's `presentationController`: the controller that manages this view controller or its
    /// nearest ancestor (the layer root of a presented tree, or an ADAPT-6 substitute standing in),
    /// while that presentation lasts; otherwise the controller of this VC's next presentation, made
    /// for its `modalPresentationStyle` on first access. Settings made on it before `present` (its
    /// delegate, sheet detents, popover anchor) carry into the presentation. For `.custom` it comes
    /// from the transitioning delegate, as in UIKit, when one is set.
    ///
    /// One object for a presentation's whole life: after the presentation ends (a completed
    /// dismissal, a cancelled presentation) the view controller, and each of its children, keeps
    /// answering that presentation's controller — inside `presentationControllerDidDismiss`,
    /// `viewDidDisappear` and the `dismiss` completion — until it is presented again or its
    /// `modalPresentationStyle` is set (UIKit asks to set the style before reading the controller;
    /// do so before configuring a new presentation of a view controller presented before).
    ///
    /// Reading: (Reading DETENT-3.c) an ADAPT-6 substitute standing in answers the controller of the presentation
    /// it stands in for, so its `sheetPresentationController` is that presentation's sheet.
    public var presentationController: PresentationController? {
        if let managing = managingPresentationController { return managing }
        if let last = lastPresentationControllerInChain { return last }
        if let pending = pendingPresentationController, pending.matches(style: modalPresentationStyle) { return pending }
        // The base class is made only when the transitioning delegate supplies no controller: one
        // made first would be thrown away whenever it does.
        let made: PresentationController
        if modalPresentationStyle == .custom, let delegate = transitioningDelegate,
           let custom = delegate.presentationController(forPresented: self, presenting: nil, source: self) {
            made = custom
        } else {
            made = PresentationController.make(for: self, style: modalPresentationStyle)
        }
        pendingPresentationController = made
        made.releaseViewControllers()
        return made
    }

    /// The live presentation that manages this view controller or its nearest ancestor: the one it
    /// or an ancestor is the presented VC (layer root) or the ADAPT-6 substitute of.
    var managingPresentationController: PresentationController? {
        var current: ViewController? = self
        while let candidate = current {
            if let live = candidate.layerPresentation ?? candidate.substitutedPresentation { return live }
            current = candidate.parent
        }
        return nil
    }

    /// The kept controller of the last presentation of this view controller or its nearest ancestor
    /// that has one.
    private var lastPresentationControllerInChain: PresentationController? {
        var current: ViewController? = self
        while let candidate = current {
            if let last = candidate.lastPresentationController { return last }
            current = candidate.parent
        }
        return nil
    }

    /// The controller that manages this VC or an ancestor now, or the kept one of the last presentation.
    private var managingOrLastPresentationController: PresentationController? {
        managingPresentationController ?? lastPresentationControllerInChain
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
        case .custom: return type(of: self).systemKind == .none
        case .pageSheet, .formSheet, .automatic, .none: return type(of: self).systemKind == .sheet
        case .popover: return type(of: self).systemKind == .popover
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return type(of: self).systemKind == .modal
        }
    }
}

extension ViewController {
    /// UIKit's `sheetPresentationController`: the sheet controller that manages this view controller
    /// or its nearest ancestor (see `presentationController`), when that presentation is a sheet
    /// (`.pageSheet`, `.formSheet`, or `.automatic`, which is a page sheet), else nil. Before any
    /// presentation: the controller of the next one when `modalPresentationStyle` is a sheet style.
    /// Settings made on it before `present` carry into the presentation (SHEET, DETENT).
    public var sheetPresentationController: SheetPresentationController? {
        let controller = managingOrLastPresentationController
            ?? (Self.isSheetStyle(modalPresentationStyle) ? presentationController : nil)
        guard let sheet = controller as? SheetPresentationController, Self.isSheetStyle(sheet.presentationStyle) else {
            return nil
        }
        return sheet
    }

    /// UIKit's `popoverPresentationController`: the popover controller that manages this view
    /// controller or its nearest ancestor (see `presentationController`), else nil. Before any
    /// presentation: the controller of the next one when `modalPresentationStyle` is `.popover`.
    /// Set its `sourceView` or `sourceRect` before presenting (POP-1).
    public var popoverPresentationController: PopoverPresentationController? {
        let controller = managingOrLastPresentationController
            ?? (modalPresentationStyle == .popover ? presentationController : nil)
        return controller as? PopoverPresentationController
    }

    private static func isSheetStyle(_ style: ModalPresentationStyle) -> Bool {
        switch style {
        case .pageSheet, .formSheet, .automatic: return true
        default: return false
        }
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

extension ViewController {
    /// CTX-5: the VC presented by the nearest of self and its containment ancestors that presents one.
    /// Asked of the parent in turn, so that a controller that presents one, or has no parent
    /// (every tree's root), answers with no climb to hold.
    public var presentedViewController: ViewController? {
        if let presentation = ownedPresentation { return presentation.presentedViewController }
        return parent?.presentedViewController
    }

    /// CTX-5: `presentedViewController` for a walk down a tree that knows the parent's: this
    /// controller's own presentation's, else the parent's answer (as the getter climbs).
    package func presentedViewController(parentPresented: ViewController?) -> ViewController? {
        ownedPresentation?.presentedViewController ?? parentPresented
    }

    /// CTX-5: the presenter of this view controller's layer root (`layerRoot`); nil in layer 0.
    /// Asked of the parent in turn, so that a layer root answers with no climb to hold.
    public var presentingViewController: ViewController? {
        if let parent { return parent.presentingViewController }
        return (layerPresentation ?? substitutedPresentation)?.presentingViewController
    }
}

extension ViewController {
    /// The root of this view controller's layer: the top of its parent chain.
    package var layerRoot: ViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// The window this view controller's layer belongs to, whether or not its view is in it.
    package var enclosingWindow: Window? {
        let root = layerRoot
        if let window = root.rootOfWindow { return window }
        return (root.layerPresentation ?? root.substitutedPresentation)?.window
    }

    /// The traits of the window (TRAIT-1); the catalogue default before the VC is in a window.
    public var traitCollection: TraitCollection {
        enclosingWindow?.traitCollection
            ?? TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone)
    }

    /// The coordinator of the running transition that presents or dismisses this controller's layer or its presentation.
    public var transitionCoordinator: TransitionCoordinator? {
        guard let transition = enclosingWindow?.runningTransition else { return nil }
        let involved = transition.controllers.contains { $0 === layerRoot.layerPresentation || $0 === ownedPresentation }
        return involved ? transition.coordinator : nil
    }
}
