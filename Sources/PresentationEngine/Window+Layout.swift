import Foundation
import PresCheckCore

extension Window {
    func layoutPass(duringTransition: Bool = false) {
        if runningTransition != nil && !duringTransition {
            hasDeferredLayoutPass = true
            return
        }
        log.append(.layoutPass)
        if let root = rootViewController {
            root.view.frame = bounds
            root.layoutTree()
        }
        for controller in presentations { layOutContainer(of: controller) }
        // Views marked for layout (a bounds change, `setNeedsLayout`) that no tree laid out above.
        endRunLoopTurn()
    }

    /// One presentation's part of a layout pass (TRAIT-4, FRAME-4): its container takes its frame,
    /// its controller lays the container out, and its presented tree lays out.
    /// Reading: (Reading POP-3.e) also run alone, as no layout pass of the window, for a context presentation
    /// whose presenter's view changed size when a popover read its anchor again at a transition's end.
    func layOutContainer(of controller: PresentationController) {
        guard let container = controller.containerView else { return }
        applySheetSettings(of: controller)
        container.frame = containerFrame(of: controller)
        log.append(.containerLayout(LoggedViewController(controller.presentedViewController)))
        _ = controller.guarded { $0.containerViewWillLayoutSubviews() }
        // Asked once, after the hook that may change it: the rest of the pass changes no style.
        let isAdapted = controller.isAdaptedCustomPresentation
        // Only a controller of none of the system classes has views to hide or show (ADAPT-2).
        if type(of: controller).systemKind == .none { hideControllerViewsWhileAdapted(controller, isAdapted: isAdapted) }
        if isAdapted {
            applySystemLayout(controller)
        } else if type(of: controller) == PresentationController.self, controller.phase != .dismissing,
           let view = controller.guardedPresentedView() {
            view.frame = controller.guardedFrameOfPresentedView()
        }
        if let frame = controller.guarded({ $0.frameOfPresentedViewInContainerView }) {
            controller.lastStoredFrame = frame
        }
        _ = controller.guarded { $0.containerViewDidLayoutSubviews() }
        // The SHEET and DETENT geometry both read, worked out once: the tint set between changes none of it.
        let sheet = currentSheetLayout(of: controller)
        updateTintAfterLayout(of: controller, sheet: sheet)
        updateSheetDrag(of: controller, sheet: sheet)
        controller.activeViewController.layoutTree()
        layOutReplacedPresentedView(of: controller)
        container.unmarkIfLaidOut()
    }

    /// TRAIT-2, ADAPT-6: while a substitute is the presented view, the presented VC's own view is
    /// out of the window but keeps the place its presentation rule gives it, the substitute's
    /// frame, and its tree is laid out at every pass like any other.
    /// Reading: (Reading POP-1.e) a view out of the window because a substitute replaced it has the
    /// substitute's place (frame and size), so a popover anchored to it, or to a view inside it, is
    /// placed from there.
    func layOutReplacedPresentedView(of controller: PresentationController) {
        guard controller.substituteViewController != nil, controller.presentedViewController.isViewLoaded,
              controller.activeViewController.isViewLoaded else { return }
        controller.presentedViewController.view.frame = controller.activeViewController.view.frame
        controller.presentedViewController.layoutTree()
    }

    /// ADAPT-2: a `.custom` presentation adapted to a system style behaves exactly as that style, so
    /// the views its controller added to the container (a catalogue dimming view) are hidden while
    /// it is adapted, and shown again when it is not. The containers of context presentations made
    /// over its presented view (HIT-3) are not the controller's views: they stay as they are.
    /// `isAdapted` is the controller's `isAdaptedCustomPresentation`, which the caller has just read.
    func hideControllerViewsWhileAdapted(_ controller: PresentationController, isAdapted: Bool) {
        if isAdapted, let container = controller.containerView {
            let presented = controller.activeViewController.view
            // Taken out and put back, so that the list is only read and assigned (no run-time
            // exclusivity check on its accesses).
            var hidden = controller.viewsHiddenWhileAdapted
            controller.viewsHiddenWhileAdapted = []
            for view in container.subviews where view !== presented && view !== controller.systemDimmingView && !view.isHidden
                && !presentations.contains(where: { $0.containerView === view }) {
                view.isHidden = true
                hidden.append(view)
            }
            controller.viewsHiddenWhileAdapted = hidden
        } else if type(of: controller).systemKind == .none {
            for view in controller.viewsHiddenWhileAdapted { view.isHidden = false }
            controller.viewsHiddenWhileAdapted = []
            // No longer adapted: the system dimming of the style it was adapted to goes too.
            controller.systemDimmingView?.removeFromSuperview()
            controller.systemDimmingView = nil
            (controller.containerView as? ContainerView)?.passesTouchesThrough = false
        }
    }

    /// Runs the layout pass that waited for the transition to end.
    func runDeferredLayoutPass() {
        guard hasDeferredLayoutPass, runningTransition == nil else { return }
        hasDeferredLayoutPass = false
        layoutPass()
    }

    /// TRAIT-4: a change of a presented view controller's `preferredContentSize` (ADAPT-6: or of
    /// the substitute standing in for one) runs a layout pass, through the presentation
    /// controller's `preferredContentSizeDidChange(forChildContentContainer:)`. A change to any other view
    /// controller (the root, a child in a tree) asks for none: TRAIT-4 names the presented VC's.
    /// Reading: (Reading TRAIT-4.a) only a change to a different value asks for a pass.
    func preferredContentSizeDidChange(of viewController: ViewController) {
        let presentation = viewController.layerPresentation
            ?? viewController.substitutedPresentation.flatMap { $0.substituteViewController === viewController ? $0 : nil }
        guard let presentation, presentations.contains(where: { $0 === presentation }) else { return }
        presentation.preferredContentSizeDidChange(forChildContentContainer: viewController)
    }

    // MARK: Size and trait changes (TRAIT-1)

    /// Rotates the window (TRAIT-1). Refused while a transition runs, and on `pad-split`.
    @discardableResult
    public func rotate(to newOrientation: Orientation) -> Bool {
        if runningTransition != nil { warn(Warning.transitionInProgress); return false }
        guard device.canRotate, let newGeometry = device.geometry(orientation: newOrientation) else {
            warn(Warning.rotationNotSupported)
            return false
        }
        guard newOrientation != orientation else { return true }
        orientation = newOrientation
        change(to: newGeometry)
        return true
    }

    /// Resizes a `pad-split` window to another catalogue width (TRAIT-1). Refused while a
    /// transition runs, on other devices, and for widths the catalogue does not list.
    @discardableResult
    public func resize(toWidth width: CGFloat) -> Bool {
        if runningTransition != nil { warn(Warning.transitionInProgress); return false }
        guard device.canResize, let newGeometry = device.geometry(orientation: orientation, splitWidth: width) else {
            warn(Warning.resizeNotSupported)
            return false
        }
        guard newGeometry != geometry else { return true }
        change(to: newGeometry)
        return true
    }

    /// Reading: (Reading TRAIT-1.c) a step that changes the traits calls every
    /// `willTransition(to:with:)` first, in the order `traitCollectionDidChange(_:)` follows later
    /// (layer 0's tree parents first, then each presentation: its controller, then its presented
    /// tree), then every `viewWillTransition(to:with:)`, then changes the size and traits.
    private func change(to newGeometry: WindowGeometry) {
        let previousTraits = geometry.traits
        let coordinator = TransitionCoordinator(isAnimated: false, isInteractive: false, duration: 0)
        if newGeometry.traits != previousTraits {
            let traits = newGeometry.traits
            rootViewController?.forEachInTree { $0.willTransition(to: traits, with: coordinator) }
            for controller in presentations {
                _ = controller.guarded { $0.willTransition(to: traits, with: coordinator) }
                controller.activeViewController.forEachInTree { $0.willTransition(to: traits, with: coordinator) }
            }
        }
        rootViewController?.tellTreeWillTransition(to: newGeometry.size, with: coordinator)
        for controller in presentations {
            _ = controller.guarded { $0.viewWillTransition(to: newGeometry.size, with: coordinator) }
            // A presented tree hears the size its presentation controller gives it, as in UIKit.
            let size = controller.guarded {
                $0.size(forChildContentContainer: $0.activeViewController, withParentContainerSize: newGeometry.size)
            } ?? newGeometry.size
            controller.activeViewController.tellTreeWillTransition(to: size, with: coordinator)
        }
        geometry = newGeometry
        frame = newGeometry.bounds
        if newGeometry.traits != previousTraits {
            // The presentation controller hears before its presented tree (UIKit's trait order).
            rootViewController?.forEachInTree { $0.traitCollectionDidChange(previousTraits) }
            for controller in presentations {
                _ = controller.guarded { $0.traitCollectionDidChange(previousTraits) }
                controller.activeViewController.forEachInTree { $0.traitCollectionDidChange(previousTraits) }
            }
            adaptOnTraitChange(coordinator: coordinator)
        }
        repositionPopovers()
        layoutPass()
        reconcileRemovedViews()
        let context = coordinator.context
        for animation in coordinator.takePendingAnimations() { animation.run(in: context) }
        for completion in coordinator.takeCompletions() { completion.run(in: context) }
    }

    /// Every view controller of every layer, layer 0 first, each tree parents first.
    func forEachViewController(_ body: (ViewController) -> Void) {
        rootViewController?.forEachInTree(body)
        for controller in presentations { controller.activeViewController.forEachInTree(body) }
    }
}
