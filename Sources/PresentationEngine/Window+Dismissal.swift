import Foundation
import PresCheckCore

extension Window {
    // MARK: Dismiss

    /// LIFE-2: picks the layers `from.dismiss` removes and starts one transition for all of them.
    func dismiss(from receiver: ViewController, animated: Bool, interactive: Bool, completion: (() -> Void)?) {
        if runningTransition != nil { return warn(Warning.transitionInProgress) }
        let bottom: PresentationController
        if let presented = receiver.presentedViewController, let presentation = presented.layerPresentation {
            bottom = presentation
        } else if receiver.presentingViewController != nil,
                  let presentation = receiver.layerRoot.layerPresentation ?? receiver.layerRoot.substitutedPresentation {
            bottom = presentation
        } else {
            return
        }
        guard let index = presentations.firstIndex(where: { $0 === bottom }) else { return }
        // "Everything above": the presentations made from a layer being dismissed, transitively.
        // A presentation accepted later from another layer (a sibling context) stays.
        var dismissed: [PresentationController] = [bottom]
        for controller in presentations[(index + 1)...] {
            let presenterRoot = controller.presentingViewController.layerRoot
            let presenterLayer = presenterRoot.layerPresentation ?? presenterRoot.substitutedPresentation
            if dismissed.contains(where: { $0 === presenterLayer }) { dismissed.append(controller) }
        }
        let topFirst = Array(dismissed.reversed())
        let remaining = presentations.filter { controller in !dismissed.contains { $0 === controller } }
        let transition = Transition(kind: .dismissal, controllers: topFirst, isAnimated: animated || interactive,
                                    isInteractive: interactive, completion: completion)
        let inWindowBefore = presentedViewsInWindow(remaining[...])
        transition.removalsBefore = remaining.map { ($0, $0.removedViews) }

        // LIFE-7: views FRAME-2 removed come back when their dismissal starts.
        for controller in topFirst { restoreRemovedViews(of: controller) }
        for controller in topFirst { restorePresenterTint(of: controller) }
        // LIFE-2: intermediate presented views leave the window; only the top one animates.
        for controller in topFirst.dropFirst() { detachPresentedView(of: controller) }
        presentedViewsReentered(remaining[...], before: inWindowBefore)
        for controller in topFirst { controller.phase = .dismissing }
        // A settled presentation below that removes views now holds the ones that came back.
        reconcileRemovedViews()

        runningTransition = transition
        for controller in topFirst {
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

    /// LIFE-8: lets the clock finish the running interactive dismissal over (1 − p) · 0.3 s. Reading: (Reading LIFE-8.b) like
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
        cancelDismissal(transition)
    }

    /// LIFE-4: a cancelled dismissal (interactive, or by an animator object) calls
    /// `dismissalTransitionDidEnd(false)` in its step and leaves everything as before it began.
    func cancelDismissal(_ transition: Transition) {
        transition.coordinator.isCancelled = true
        transition.apply(progress: 0)
        if options.has(.dimmingLeftAfterCancel) {
            // Defect: the dimming views keep the state the cancelled dismissal left them in.
            transition.recorder.apply(progress: transition.progress)
        }
        runningTransition = nil
        let context = transition.coordinator.context
        for completion in transition.coordinator.completions { completion(context) }
        // Put back what the dismissal took out, then take out again what FRAME-2 had removed,
        // bottom layer first, so a layer's presented view is back before a layer above removes it.
        for controller in transition.controllers { reattachPresentedView(of: controller) }
        for controller in transition.controllers.reversed() {
            removeViewsBehind(controller, reusingSaved: true)
            applyPresenterTint(of: controller)
        }
        for (controller, removed) in transition.removalsBefore { controller.removedViews = removed }
        for controller in transition.controllers {
            controller.phase = .presented
            log.append(.dismissalTransitionDidEnd(controller.presentedViewController, completed: false))
            controller.dismissalTransitionDidEnd(false)
        }
        reapplyPopoverAnchors()
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
        reapplyPopoverAnchors()
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

    /// POP-1 when a transition ends: every popover shown as a popover reads its anchor again, so a
    /// settled popover follows POP-1 (FRAME-1), also once the layer holding its source view is gone
    /// (its source view then has no place: see `popoverFrame`).
    /// Reading: (Reading POP-1.c) a popover reads its anchor (POP-1's S) only when it is laid out: at every layout pass
    /// (TRAIT-4) and when a transition ends, so a settled popover always follows POP-1, also once the
    /// layer holding its source view has been dismissed; while a transition runs it keeps its frame,
    /// even if its source view moves or leaves with that transition (UIKit repositions a popover when
    /// its container lays out, not as its source view animates).
    func reapplyPopoverAnchors() {
        for controller in presentations where controller.phase == .presented {
            guard let popover = controller as? PopoverPresentationController, popover.effectiveStyle == .popover,
                  let container = popover.containerView, let view = popover.guardedPresentedView() else { continue }
            view.frame = convert(popoverFrame(popover), to: container)
        }
        followMovedPresenterViews()
    }

    /// CTX-4: a context presentation's container has the presenter's view frame. A popover that read
    /// its anchor again (POP-1) may have moved, and with it the view of every presenter in its layer,
    /// so each context container takes its presenter's view frame again, in acceptance order (a
    /// container over a moved container follows it too). A move never changes a container's size
    /// (a popover keeps its size), so no controller needs to lay out again (FRAME-4).
    private func followMovedPresenterViews() {
        for controller in presentations where controller.isContextPresentation {
            guard let container = controller.containerView, container.superview != nil else { continue }
            let frame = containerFrame(of: controller)
            if frame.size == container.frame.size { container.frame = frame }
        }
    }

    /// Clears links and removes the container after a completed dismissal (LIFE-7, FRAME-5).
    func tearDown(_ controller: PresentationController) {
        let presented = controller.presentedViewController
        if controller.presentingViewController.ownedPresentation === controller {
            controller.presentingViewController.ownedPresentation = nil
        }
        if presented.layerPresentation === controller { presented.layerPresentation = nil }
        controller.activeViewController.view.removeFromSuperview()
        controller.activeViewController.view.alpha = 1
        controller.presentedViewController.view.removeFromSuperview()
        if let container = controller.containerView {
            container.removeFromSuperview()
            // A presentation above that removed this container (FRAME-2) must not put it back.
            for other in presentations where other !== controller {
                other.removedViews.removeAll { $0.view === container }
            }
        }
        controller.containerView = nil
        controller.substituteViewController?.substitutedPresentation = nil
        controller.substituteViewController = nil
        controller.detachedPresentedView = nil
        controller.removedViews = []
        controller.phase = .dismissed
    }
}
