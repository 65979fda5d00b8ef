import Foundation
import PresCheckCore

extension Window {
    // MARK: Present

    /// `source.present(presented, ...)`: LIFE-1 checks in order, then acceptance (CTX, LIFE-7).
    func present(_ presented: ViewController, from source: ViewController, animated: Bool, completion: (() -> Void)?) {
        if runningTransition != nil { return warn(Warning.transitionInProgress) }
        if presented.layerPresentation != nil || presented.substitutedPresentation != nil || presented.parent != nil
            || presented.rootOfWindow != nil || presented === source {
            return warn(Warning.alreadyPresented)
        }
        let style = presented.modalPresentationStyle
        let controller = makeController(for: presented, source: source, style: style)
        let isContext = isContextPresentation(style: style, controller: controller, source: source)
        let presenter = isContext ? contextPresenter(for: source) : source.layerRoot
        guard presenter.isViewLoaded, presenter.view.isIn(self) else { return warn(Warning.presenterNotInWindow) }
        if presenter.ownedPresentation != nil { return warn(Warning.alreadyPresenting) }
        // A popover told by its class first, with no run-time cast for the other controllers.
        if type(of: controller).systemKind == .popover, let popover = controller as? PopoverPresentationController,
           popover.sourceView == nil {
            return warn(Warning.noAnchor)
        }
        accept(controller, presenter: presenter, source: source, style: style, isContext: isContext,
               animated: animated, completion: completion)
    }

    /// The controller for this presentation: the one made (and possibly configured) before
    /// `present`, else the transitioning delegate's for `.custom`, else a new one (CTX-2, CTX-3).
    func makeController(for presented: ViewController, source: ViewController, style: ModalPresentationStyle)
        -> PresentationController {
        if let pending = presented.pendingPresentationController, pending.matches(style: style) { return pending }
        if style == .custom, let delegate = presented.transitioningDelegate,
           let made = delegate.presentationController(forPresented: presented, presenting: source.layerRoot, source: source) {
            return made
        }
        return PresentationController.make(for: presented, style: style)
    }

    /// CTX-1 and CTX-3: whether the presentation is confined to a context.
    func isContextPresentation(style: ModalPresentationStyle, controller: PresentationController,
                                       source: ViewController) -> Bool {
        if style.isCurrentContextStyle { return true }
        guard style == .custom, !controller.shouldPresentInFullscreen else { return false }
        // Defect fullscreen-flag-ignored: a *direct* CTX-3 presentation follows CTX-2.
        if options.has(.fullscreenFlagIgnored) && isDirect(source: source) { return false }
        return true
    }

    /// A direct presentation: the source's layer root was not itself presented in a context.
    func isDirect(source: ViewController) -> Bool {
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

    func accept(
        _ controller: PresentationController, presenter: ViewController, source: ViewController,
        style: ModalPresentationStyle, isContext: Bool, animated: Bool, completion: (() -> Void)?
    ) {
        let presented = controller.presentedViewController
        // Kept first, so that the presenter is kept as it is given, with no handle taken for it.
        controller.retainViewControllers()
        controller.presentingViewController = presenter
        controller.window = self
        controller.requestedStyle = style
        controller.isContextPresentation = isContext
        controller.phase = .presenting
        presented.pendingPresentationController = nil
        presented.layerPresentation = controller
        presented.lastPresentationController = nil
        presented.isBeingPresented = true
        presenter.ownedPresentation = controller
        editPresentations { list in
            // Room for a run's usual handful of layers, made at the first, so that later ones add no copies.
            if list.capacity == 0 { list.reserveCapacity(4) }
            list.append(controller)
        }

        let transition = Transition(kind: .presentation, controllers: TransitionControllers(controller), isAnimated: animated,
                                    isInteractive: false, completion: completion)
        applySheetSettings(of: controller, isAcceptance: true)
        // ADAPT-5: the adaptive style is settled (and the delegate told) before WillBegin.
        adaptOnPresent(controller, transition: transition)

        let container = ContainerView()
        container.accessibilityIdentifier = "container"
        container.hostWindow = self
        controller.containerView = container
        insertContainer(of: controller)
        container.frame = containerFrame(of: controller)
        if let view = controller.guardedPresentedView() {
            view.alpha = 1
            container.addSubview(view)
        }
        runningTransition = transition
        preparePopoverPresentation(controller)

        log.append(.presentationTransitionWillBegin(LoggedViewController(presented, controller: controller)))
        controller.presentationTransitionWillBegin()
        if controller.isAdaptedCustomPresentation { systemPresentationWillBegin(controller) }
        // LIFE-9: the presented VC (ADAPT-6: the active substitute), then the presenter if FRAME-2
        // will take its view out.
        transition.presenterDisappears = presenterDisappears(presenting: controller)
        send(.willAppear, to: controller.activeViewController, animated: animated)
        if transition.presenterDisappears { send(.willDisappear, to: presenter, animated: animated) }
        applyPresenterTint(of: controller)
        layoutPass(duringTransition: true)
        startAnimations(of: transition, presenting: true, source: source)
        if !animated { finish(transition) }
    }

    /// HIT-3: a full-window container goes in front of everything in the window; a context one
    /// directly above the presenter's view, in that view's superview.
    func insertContainer(of controller: PresentationController) {
        guard let container = controller.containerView else { return }
        if controller.isContextPresentation, let presenterView = controller.presentingViewController.view,
           let superview = presenterView.superview {
            superview.insertSubview(container, aboveSubview: presenterView)
        } else {
            addSubview(container)
        }
    }

    /// CTX-4: the presenter's view frame for a context presentation, else the window bounds.
    /// (Defect container-covers-window: a context container takes the window bounds too.)
    ///
    /// A context container has the presenter's view frame also while it is out of the window.
    /// Reading: (Reading TRAIT-2.c) a context presentation's container that left with its
    /// presenter's view, as ADAPT-6's reading b has it, is measured from where that view is; that
    /// view, a presented view an ADAPT-6 substitute replaced, has the substitute's place, as POP-1's
    /// reading e has it. So the container keeps that frame, and its height is the travel of a
    /// `coverVertical` transition of the presentation (LIFE-6), not the window's height.
    func containerFrame(of controller: PresentationController) -> CGRect {
        guard let container = controller.containerView else { return bounds }
        if controller.isContextPresentation && !options.has(.containerCoversWindow) {
            return controller.presentingViewController.view.frame
        }
        // A container in the window itself (nearly all) has the window's bounds as they are.
        // Told by identity, with no retain of the window (slower than others': the key window's
        // weak reference gives it a side table).
        guard !container.isSubview(of: self), let superview = container.superview else { return bounds }
        // The window's bounds in the superview's coordinates.
        let origin = convert(CGPoint.zero, to: superview)
        return CGRect(origin: origin, size: bounds.size)
    }

    /// Runs the coordinator's alongside blocks with their changes recorded, and sets up the
    /// default animator for the top presented view (LIFE-6). `source`: for a presentation, the view
    /// controller `present` was called on, which the transitioning delegate is told of.
    func startAnimations(of transition: Transition, presenting: Bool, source: ViewController? = nil) {
        let top = transition.top
        let animator = transition.isAnimated && !transition.isInteractive
            ? animatorObject(for: top, presenting: presenting, source: source) : nil
        if animator == nil, let view = top.guardedPresentedView(), let container = top.containerView {
            let frame = presenting
                ? (top.isAdaptedCustomPresentation ? systemFrame(of: top) : top.guardedFrameOfPresentedView())
                : view.frame
            if presenting { view.frame = frame }
            transition.animate(view, with: PresentedViewMotion(
                frame: frame, style: transitionStyle(of: top), travel: container.bounds.height,
                isPresentation: presenting))
        }
        animatingTransition = transition
        let animations = transition.takePendingAnimations()
        if !animations.isEmpty {
            let context = transition.coordinator.context
            AnimationScope.recordingTransition {
                for animation in animations { animation.run(in: context) }
            }
        }
        animatingTransition = nil
        // An animated transition starts at progress 0; an unanimated one ends right after this
        // (`finish`, which both callers call next), which applies progress 1, so it is applied once.
        if transition.isAnimated { transition.apply(progress: 0) }
        if let animator, let container = top.containerView {
            run(animator, for: transition, container: container, presenting: presenting)
        }
    }

    /// The transitioning delegate's animator object for this transition, if it gives one.
    private func animatorObject(for controller: PresentationController, presenting: Bool,
                                source: ViewController?) -> (any ViewControllerAnimatedTransitioning)? {
        let presented = controller.presentedViewController
        guard let delegate = presented.transitioningDelegate else { return nil }
        if presenting {
            return delegate.animationController(
                forPresented: presented, presenting: controller.presentingViewController,
                source: source ?? controller.presentingViewController)
        }
        return delegate.animationController(forDismissed: presented)
    }

    /// Hands the transition to an animator object: it runs until the animator calls
    /// `completeTransition(_:)`; alongside animations follow its duration (LIFE-3, LIFE-6).
    private func run(_ animator: any ViewControllerAnimatedTransitioning, for transition: Transition, container: View,
                     presenting: Bool) {
        let context = TransitionContext(controller: transition.top, containerView: container,
                                        isPresentation: presenting, window: self)
        // The context keeps handles, not the window and transition that keep it (`ObjectHandle`).
        context.onComplete = { [windowHandle, transitionHandle = transition.handle] didComplete in
            guard let window = windowHandle.object, let transition = transitionHandle.object,
                  window.runningTransition === transition else { return }
            if didComplete {
                window.finish(transition)
            } else if transition.kind == .dismissal {
                window.cancelDismissal(transition)
            } else {
                window.cancelPresentation(transition)
            }
            animator.animationEnded(didComplete)
        }
        transition.customContext = context
        transition.duration = max(0, animator.transitionDuration(using: context))
        start(animator, with: context, for: transition, presenting: presenting)
    }

    /// CTX-6: the presenter's transition style when it defines the context and provides one;
    /// otherwise the presented view controller's. Reading: (Reading CTX-6.a) by Apple's documentation of
    /// `providesPresentationContextTransitionStyle`, this applies to context presentations only.
    func transitionStyle(of controller: PresentationController) -> ModalTransitionStyle {
        // The presenter is read only for a context presentation, the only kind it can style.
        if controller.isContextPresentation {
            let presenter = controller.presentingViewController
            if presenter.definesPresentationContext && presenter.providesPresentationContextTransitionStyle {
                return presenter.modalTransitionStyle
            }
        }
        return controller.presentedViewController.modalTransitionStyle
    }
}
