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
        // One layer, nearly always: the list is its own reverse, so no copy is made.
        let topFirst = dismissed.count == 1 ? dismissed : Array(dismissed.reversed())
        // The presentations that stay: those below `bottom` when every one from it up goes, as when
        // the top layers are dismissed (nearly always), read in place with no list made for them.
        let remaining = dismissed.count == presentations.count - index
            ? presentations[..<index] : presentations.filter { controller in !dismissed.contains { $0 === controller } }[...]
        let transition = Transition(kind: .dismissal, controllers: TransitionControllers(topFirst),
                                    isAnimated: animated || interactive, isInteractive: interactive, completion: completion)
        let outOfWindowBefore = presentationsOutOfWindow(remaining)
        let presenter = bottom.presentingViewController
        let presenterWasOut = !presenter.view.isIn(self)
        // LIFE-4: only an animated or interactive dismissal can be cancelled (by its interaction or
        // an animator object), so only such a one keeps what a cancel gives back.
        if transition.isAnimated { transition.removalsBefore = remaining.map { ($0, $0.removedViews) } }

        // LIFE-7: views FRAME-2 removed come back when their dismissal starts.
        for controller in topFirst { restoreRemovedViews(of: controller) }
        for controller in topFirst { restorePresenterTint(of: controller) }
        // LIFE-2: intermediate presented views leave the window; only the top one animates.
        for controller in topFirst.dropFirst() { detachPresentedView(of: controller) }
        presentedViewsReentered(outOfWindowBefore)
        for controller in topFirst {
            controller.phase = .dismissing
            controller.presentedViewController.isBeingDismissed = true
        }
        // A settled presentation below that removes views now holds the ones that came back.
        reconcileRemovedViews()

        runningTransition = transition
        for controller in topFirst {
            log.append(.dismissalTransitionWillBegin(LoggedViewController(controller.presentedViewController, controller: controller)))
            controller.dismissalTransitionWillBegin()
            if controller.isAdaptedCustomPresentation { systemDismissalWillBegin(controller) }
        }
        // LIFE-9: each dismissed layer root top to bottom, then the presenter if its view came back.
        // Reading: (Reading LIFE-9.b) the bottom layer's presenter, when its view was out before.
        transition.presenterReappears = presenterWasOut && presenter.view.isIn(self)
        for controller in topFirst { send(.willDisappear, to: controller.activeViewController, animated: transition.isAnimated) }
        if transition.presenterReappears { send(.willAppear, to: presenter, animated: transition.isAnimated) }
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
        guard let transition = scenarioInteraction() else { return }
        updateInteraction(of: transition, to: progress)
    }

    /// LIFE-8: lets the clock finish the running interactive dismissal over (1 − p) · 0.3 s. Reading: (Reading LIFE-8.b) like
    /// every transition it ends in an advance step (LIFE-6), even when p is already 1.
    public func finishInteractiveDismissal() {
        guard let transition = scenarioInteraction() else { return }
        finishInteraction(of: transition)
    }

    /// LIFE-8, LIFE-4: cancels the running interactive dismissal in this step and puts everything
    /// back as it was before it began.
    public func cancelInteractiveDismissal() {
        guard let transition = scenarioInteraction() else { return }
        cancelInteraction(of: transition)
    }

    /// The running scenario-driven interactive dismissal, while it is interactive. A transition an
    /// interaction controller drives answers to that controller only.
    /// Reading: (Reading LIFE-8.a) an update (or finish, or cancel) after finish is ignored.
    private func scenarioInteraction() -> Transition? {
        guard let transition = runningTransition, transition.isInteractive, transition.interaction == nil else { return nil }
        return transition
    }
}
