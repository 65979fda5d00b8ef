import Foundation
import PresCheckCore

extension Window {
    // MARK: Present

    /// `source.present(presented, ...)`: LIFE-1 checks in order, then acceptance (CTX, LIFE-7).
    func present(_ presented: ViewController, from source: ViewController, animated: Bool, completion: (() -> Void)?) {
        if runningTransition != nil { return warn(Warning.transitionInProgress) }
        if presented.layerPresentation != nil || presented.parent != nil || presented.rootOfWindow != nil
            || presented === source {
            return warn(Warning.alreadyPresented)
        }
        let style = presented.modalPresentationStyle
        let controller = makeController(for: presented, source: source, style: style)
        let isContext = isContextPresentation(style: style, controller: controller, source: source)
        let presenter = isContext ? contextPresenter(for: source) : source.layerRoot
        guard presenter.isViewLoaded, presenter.view.window === self else { return warn(Warning.presenterNotInWindow) }
        if presenter.ownedPresentation != nil { return warn(Warning.alreadyPresenting) }
        if let popover = controller as? PopoverPresentationController, popover.sourceView == nil {
            return warn(Warning.noAnchor)
        }
        accept(controller, presenter: presenter, source: source, style: style, isContext: isContext,
               animated: animated, completion: completion)
    }

    /// The controller for this presentation: the one made (and possibly configured) before
    /// `present`, else the transitioning delegate's for `.custom`, else a new one (CTX-2, CTX-3).
    private func makeController(for presented: ViewController, source: ViewController, style: ModalPresentationStyle)
        -> PresentationController {
        if let pending = presented.pendingPresentationController, pending.matches(style: style) { return pending }
        if style == .custom, let delegate = presented.transitioningDelegate,
           let made = delegate.presentationController(forPresented: presented, presenting: source.layerRoot, source: source) {
            return made
        }
        return PresentationController.make(for: presented, style: style)
    }

    /// CTX-1 and CTX-3: whether the presentation is confined to a context.
    private func isContextPresentation(style: ModalPresentationStyle, controller: PresentationController,
                                       source: ViewController) -> Bool {
        if style.isCurrentContextStyle { return true }
        guard style == .custom, !controller.shouldPresentInFullscreen else { return false }
        // Defect fullscreen-flag-ignored: a *direct* CTX-3 presentation follows CTX-2.
        if options.has(.fullscreenFlagIgnored) && isDirect(source: source) { return false }
        return true
    }

    /// A direct presentation: the source's layer root was not itself presented in a context.
    private func isDirect(source: ViewController) -> Bool {
        !(source.layerRoot.layerPresentation?.isContextPresentation ?? false)
    }

    /// CTX-1: the first VC from the source up the parent chain that defines the context, else the
    /// root of the source's layer. (Defect context-walk-skips-source: the walk starts at the parent.)
    func contextPresenter(for source: ViewController) -> ViewController {
        var candidate: ViewController? = options.has(.contextWalkSkipsSource) ? source.parent : source
        while let current = candidate {
            if current.definesPresentationContext { return current }
            candidate = current.parent
        }
        return source.layerRoot
    }

    private func accept(
        _ controller: PresentationController, presenter: ViewController, source: ViewController,
        style: ModalPresentationStyle, isContext: Bool, animated: Bool, completion: (() -> Void)?
    ) {
        let presented = controller.presentedViewController
        controller.presentingViewController = presenter
        controller.window = self
        controller.source = source
        controller.requestedStyle = style
        controller.isContextPresentation = isContext
        controller.phase = .presenting
        presented.pendingPresentationController = nil
        presented.layerPresentation = controller
        presenter.ownedPresentation = controller
        presentations.append(controller)

        let transition = Transition(kind: .presentation, controllers: [controller], isAnimated: animated,
                                    isInteractive: false, completion: completion)
        // ADAPT-5: the adaptive style is settled (and the delegate told) before WillBegin.
        adaptOnPresent(controller, coordinator: transition.coordinator)

        let container = ContainerView()
        container.accessibilityIdentifier = "container"
        container.hostWindow = self
        controller.containerView = container
        transition.coordinator.containerView = container
        insertContainer(of: controller)
        container.frame = containerFrame(of: controller)
        if let view = controller.guardedPresentedView() {
            view.alpha = 1
            container.addSubview(view)
        }
        runningTransition = transition

        log.append(.presentationTransitionWillBegin(presented))
        controller.presentationTransitionWillBegin()
        if controller.isAdaptedCustomPresentation { systemPresentationWillBegin(controller) }
        applyPresenterTint(of: controller)
        layoutPass(duringTransition: true)
        startAnimations(of: transition, presenting: true)
        if !animated { finish(transition) }
    }

    /// HIT-3: a full-window container goes in front of everything in the window; a context one
    /// directly above the presenter's view, in that view's superview.
    private func insertContainer(of controller: PresentationController) {
        guard let container = controller.containerView else { return }
        if controller.isContextPresentation, let superview = controller.presentingViewController.view.superview {
            superview.insertSubview(container, aboveSubview: controller.presentingViewController.view)
        } else {
            addSubview(container)
        }
    }

    /// CTX-4: the presenter's view frame for a context presentation, else the window bounds.
    /// (Defect container-covers-window: a context container takes the window bounds too.)
    func containerFrame(of controller: PresentationController) -> CGRect {
        guard let container = controller.containerView, let superview = container.superview else {
            return bounds
        }
        if controller.isContextPresentation && !options.has(.containerCoversWindow) {
            return controller.presentingViewController.view.frame
        }
        // The window's bounds in the superview's coordinates.
        let origin = convert(CGPoint.zero, to: superview)
        return CGRect(origin: origin, size: bounds.size)
    }

    /// Runs the coordinator's alongside blocks with their changes recorded, and sets up the
    /// default animator for the top presented view (LIFE-6).
    private func startAnimations(of transition: Transition, presenting: Bool) {
        let top = transition.top
        if let view = top.guardedPresentedView(), let container = top.containerView {
            let frame = presenting
                ? (top.isAdaptedCustomPresentation ? systemFrame(of: top) : top.guardedFrameOfPresentedView())
                : view.frame
            if presenting { view.frame = frame }
            transition.animator = PresentedViewAnimator(
                view: view, frame: frame, style: transitionStyle(of: top), travel: container.bounds.height,
                isPresentation: presenting)
        }
        activeAnimationRecorder = transition.recorder
        let context = transition.coordinator.context
        let animations = transition.coordinator.pendingAnimations
        transition.coordinator.pendingAnimations = []
        for animation in animations { animation(context) }
        activeAnimationRecorder = nil
        transition.apply(progress: transition.isAnimated ? 0 : 1)
    }

    /// CTX-6: the presenter's transition style when it defines the context and provides one;
    /// otherwise the presented view controller's. Reading (Apple's documentation of
    /// `providesPresentationContextTransitionStyle`): this applies to context presentations only.
    func transitionStyle(of controller: PresentationController) -> ModalTransitionStyle {
        let presenter = controller.presentingViewController
        if controller.isContextPresentation && presenter.definesPresentationContext
            && presenter.providesPresentationContextTransitionStyle {
            return presenter.modalTransitionStyle
        }
        return controller.presentedViewController.modalTransitionStyle
    }

    // MARK: Dismiss

    /// LIFE-2: picks the layers `from.dismiss` removes and starts one transition for all of them.
    func dismiss(from receiver: ViewController, animated: Bool, interactive: Bool, completion: (() -> Void)?) {
        if runningTransition != nil { return warn(Warning.transitionInProgress) }
        let bottom: PresentationController
        if let presented = receiver.presentedViewController, let presentation = presented.layerPresentation {
            bottom = presentation
        } else if receiver.presentingViewController != nil, let presentation = receiver.layerRoot.layerPresentation {
            bottom = presentation
        } else {
            return
        }
        guard let index = presentations.firstIndex(where: { $0 === bottom }) else { return }
        // "Everything above": the presentations made from a layer being dismissed, transitively.
        // A presentation accepted later from another layer (a sibling context) stays.
        var dismissed: [PresentationController] = [bottom]
        for controller in presentations[(index + 1)...] {
            let presenterLayer = controller.presentingViewController.layerRoot.layerPresentation
            if dismissed.contains(where: { $0 === presenterLayer }) { dismissed.append(controller) }
        }
        let topFirst = Array(dismissed.reversed())
        let remaining = presentations.filter { controller in !dismissed.contains { $0 === controller } }
        let transition = Transition(kind: .dismissal, controllers: topFirst, isAnimated: animated || interactive,
                                    isInteractive: interactive, completion: completion)
        let inWindowBefore = presentedViewsInWindow(remaining[...])

        // LIFE-7: views FRAME-2 removed come back when their dismissal starts.
        for controller in topFirst { restoreRemovedViews(of: controller) }
        for controller in topFirst { restorePresenterTint(of: controller) }
        // LIFE-2: intermediate presented views leave the window; only the top one animates.
        for controller in topFirst.dropFirst() { detachPresentedView(of: controller) }
        presentedViewsReentered(remaining[...], before: inWindowBefore)
        // A settled presentation below that removes views now holds the ones that came back.
        reconcileRemovedViews()

        runningTransition = transition
        for controller in topFirst {
            controller.phase = .dismissing
            log.append(.dismissalTransitionWillBegin(controller.presentedViewController))
            controller.dismissalTransitionWillBegin()
            if controller.isAdaptedCustomPresentation { systemDismissalWillBegin(controller) }
        }
        startAnimations(of: transition, presenting: false)
        if !transition.isAnimated { finish(transition) }
    }

    /// LIFE-8: begins an interactive dismissal of the layers `receiver.dismiss` would remove.
    public func beginInteractiveDismissal(of receiver: ViewController) {
        guard receiver.enclosingWindow === self else { return }
        dismiss(from: receiver, animated: true, interactive: true, completion: nil)
    }

    /// LIFE-8: moves the running interactive dismissal to `progress`.
    public func updateInteractiveDismissal(progress: CGFloat) {
        guard let transition = runningTransition, transition.isInteractive, transition.finishedFromProgress == nil else { return }
        transition.interactiveProgress = min(1, max(0, progress))
        transition.apply(progress: transition.interactiveProgress)
    }

    /// LIFE-8: lets the clock finish the running interactive dismissal over (1 − p) · 0.3 s. Like
    /// every transition it ends in an advance step (LIFE-6), even when p is already 1.
    public func finishInteractiveDismissal() {
        guard let transition = runningTransition, transition.isInteractive, transition.finishedFromProgress == nil else { return }
        transition.finishedFromProgress = transition.interactiveProgress
        transition.elapsed = 0
    }

    /// LIFE-8, LIFE-4: cancels the running interactive dismissal in this step and puts everything
    /// back as it was before it began.
    public func cancelInteractiveDismissal() {
        guard let transition = runningTransition, transition.isInteractive, transition.finishedFromProgress == nil else { return }
        transition.coordinator.isCancelled = true
        transition.apply(progress: 0)
        if options.has(.dimmingLeftAfterCancel) {
            // Defect: the dimming views keep the state the cancelled dismissal left them in.
            transition.recorder.apply(progress: transition.interactiveProgress)
        }
        runningTransition = nil
        let context = transition.coordinator.context
        for completion in transition.coordinator.completions { completion(context) }
        for controller in transition.controllers {
            removeViewsBehind(controller, reusingSaved: true)
            reattachPresentedView(of: controller)
            applyPresenterTint(of: controller)
            controller.phase = .presented
            log.append(.dismissalTransitionDidEnd(controller.presentedViewController, completed: false))
            controller.dismissalTransitionDidEnd(false)
        }
        runDeferredLayoutPass()
    }

    // MARK: End of a transition

    /// Ends a transition at progress 1: DidEnd callbacks, FRAME-2 bookkeeping, then the completion
    /// (LIFE-3, LIFE-6, LIFE-7).
    func finish(_ transition: Transition) {
        transition.apply(progress: 1)
        runningTransition = nil
        let context = transition.coordinator.context
        for completion in transition.coordinator.completions { completion(context) }
        switch transition.kind {
        case .presentation:
            let controller = transition.top
            removeViewsBehind(controller, reusingSaved: false)
            controller.phase = .presented
            log.append(.presentationTransitionDidEnd(controller.presentedViewController, completed: true))
            controller.presentationTransitionDidEnd(true)
        case .dismissal:
            for controller in transition.controllers {
                log.append(.dismissalTransitionDidEnd(controller.presentedViewController, completed: true))
                controller.dismissalTransitionDidEnd(true)
                tearDown(controller)
            }
            presentations.removeAll { controller in transition.controllers.contains { $0 === controller } }
            finishFrameResets()
        }
        runDeferredLayoutPass()
        transition.completion?()
        if transition.kind == .dismissal {
            for controller in transition.controllers {
                let cleanup = controller.dismissalCleanup
                controller.dismissalCleanup = nil
                cleanup?()
            }
        }
    }

    /// Clears links and removes the container after a completed dismissal (LIFE-7, FRAME-5).
    private func tearDown(_ controller: PresentationController) {
        let presented = controller.presentedViewController
        if controller.presentingViewController.ownedPresentation === controller {
            controller.presentingViewController.ownedPresentation = nil
        }
        if presented.layerPresentation === controller { presented.layerPresentation = nil }
        controller.activeViewController.view.removeFromSuperview()
        controller.activeViewController.view.alpha = 1
        controller.presentedViewController.view.removeFromSuperview()
        controller.containerView?.removeFromSuperview()
        controller.containerView = nil
        controller.detachedPresentedView = nil
        controller.removedViews = []
        controller.phase = .dismissed
    }

    // MARK: FRAME-2 removal and restoration

    /// FRAME-2 at presentationTransitionDidEnd(true) (and again when a dismissal is cancelled):
    /// an adapted `.fullScreen` presentation, or a `.custom` one whose `shouldRemovePresentersView`
    /// is true, removes every view behind its container; `.currentContext` removes only the
    /// presenter's view. Reading: for a context container, "behind" means its siblings behind it.
    private func removeViewsBehind(_ controller: PresentationController, reusingSaved: Bool) {
        if !reusingSaved {
            controller.removedViews = viewsToRemove(for: controller).compactMap { view in
                view.superview.map { (view: view, superview: $0) }
            }
        }
        for entry in controller.removedViews { entry.view.removeFromSuperview() }
    }

    private func viewsToRemove(for controller: PresentationController) -> [View] {
        guard let container = controller.containerView, let superview = container.superview else { return [] }
        switch removal(of: controller) {
        case .none:
            return []
        case .presenterView:
            return [controller.presentingViewController.view]
        case .everythingBehind:
            guard let index = superview.subviews.firstIndex(where: { $0 === container }) else { return [] }
            return Array(superview.subviews[..<index])
        }
    }

    private enum Removal {
        case none, presenterView, everythingBehind
    }

    /// FRAME-2 for the presentation's current effective style.
    private func removal(of controller: PresentationController) -> Removal {
        switch controller.effectiveStyle {
        case .currentContext: return .presenterView
        case .fullScreen: return .everythingBehind
        case .custom: return controller.guarded { controller.shouldRemovePresentersView } == true ? .everythingBehind : .none
        default: return .none
        }
    }

    /// FRAME-2 after a trait change (ADAPT-5, ADAPT-7): a settled presentation whose effective
    /// style now removes views removes them; one that no longer does puts them back.
    /// Views a presentation no longer removes go back to the window, unless a later presentation
    /// has its container out of the window: then that one holds them, just behind the container.
    func reconcileRemovedViews() {
        for (index, controller) in presentations.enumerated() where controller.phase == .presented {
            let removes = removal(of: controller) != .none
            if removes && controller.removedViews.isEmpty {
                removeViewsBehind(controller, reusingSaved: false)
            } else if !removes && !controller.removedViews.isEmpty {
                let container = controller.containerView
                if let holder = presentations[(index + 1)...].first(where: { $0.removedViews.contains { $0.view === container } }),
                   let position = holder.removedViews.firstIndex(where: { $0.view === container }) {
                    holder.removedViews.insert(contentsOf: controller.removedViews, at: position)
                } else {
                    restoreRemovedViews(of: controller)
                }
                controller.removedViews = []
            }
        }
    }

    /// Puts FRAME-2-removed views back directly below the container, in their old order (LIFE-7).
    private func restoreRemovedViews(of controller: PresentationController) {
        guard let container = controller.containerView else { return }
        for entry in controller.removedViews where entry.view.superview == nil {
            if container.superview === entry.superview {
                entry.superview.insertSubview(entry.view, belowSubview: container)
            } else {
                entry.superview.addSubview(entry.view)
            }
        }
    }

    private func detachPresentedView(of controller: PresentationController) {
        let view = controller.activeViewController.view!
        guard let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view }) else { return }
        controller.detachedPresentedView = (view, superview, index)
        view.removeFromSuperview()
    }

    private func reattachPresentedView(of controller: PresentationController) {
        guard let detached = controller.detachedPresentedView else { return }
        detached.superview.insertSubview(detached.view, at: detached.index)
        controller.detachedPresentedView = nil
    }

    private func presentedViewsInWindow(_ controllers: ArraySlice<PresentationController>) -> [Bool] {
        controllers.map { $0.activeViewController.isViewLoaded && $0.activeViewController.view.window === self }
    }

    /// FRAME-3: the engine reads `presentedView` once for each presented view that re-enters the
    /// window. (Defect frame-reset-under-fullscreen: custom presented views are then set to the
    /// container bounds until the dismissal above completes.)
    private func presentedViewsReentered(_ controllers: ArraySlice<PresentationController>, before: [Bool]) {
        for (controller, wasInWindow) in zip(controllers, before) where !wasInWindow {
            guard controller.activeViewController.view.window === self else { continue }
            let view = controller.guardedPresentedView()
            if options.has(.frameResetUnderFullscreen), controller.effectiveStyle == .custom,
               let view, let container = controller.containerView {
                view.frame = container.bounds
                controller.isFrameResetPending = true
            }
        }
    }

    /// Under frame-reset-under-fullscreen, the layout at the end of the dismissal puts frames back.
    private func finishFrameResets() {
        guard presentations.contains(where: \.isFrameResetPending) else { return }
        for controller in presentations { controller.isFrameResetPending = false }
        layoutPass()
    }
}
