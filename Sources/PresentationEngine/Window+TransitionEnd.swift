import Foundation
import PresCheckCore

/// The end of a transition: completed (LIFE-3, LIFE-6), or cancelled (LIFE-4, LIFE-8).
///
/// LIFE-7, order at that moment: the transition counts as ended, its links are cleared and its
/// views removed, and the layout at its end has run, *before* its DidEnd is called. So a `present`
/// or `dismiss` made inside a DidEnd, a completion handler or `viewDidAppear` meets no running
/// transition and no stale link: it is accepted (LIFE-1 checks as usual) and starts its own
/// transition at elapsed 0 in the same step, and code the engine runs after the DidEnd never sees
/// the finished transition's state again. That is how article 000's cleanup, a
/// `presentingViewController.dismiss(animated: false)` inside `dismissalTransitionDidEnd(true)`,
/// dismisses the intermediate helper, once, without calling itself again.
extension Window {
    /// Ends a transition at progress 1 (LIFE-3, LIFE-6, LIFE-7, LIFE-9, FRAME-2, FRAME-5).
    func finish(_ transition: Transition) {
        defer { withExtendedLifetime(transition) {} }
        releaseScrubbedAnimations(of: transition, cancelled: false)
        transition.apply(progress: 1)
        runningTransition = nil
        transition.runCompletions()
        switch transition.kind {
        case .presentation:
            let controller = transition.top
            // FRAME-2: the views it removes leave now, before its DidEnd (LIFE-7).
            removeViewsBehind(controller, reusingSaved: false)
            controller.phase = .presented
            layoutAtTransitionEnd()
            log.append(.presentationTransitionDidEnd(LoggedViewController(controller.presentedViewController, controller: controller), completed: true))
            controller.presentationTransitionDidEnd(true)
            // LIFE-9: the presented VC (or substitute), then the presenter whose view left.
            send(.didAppear, to: controller.activeViewController, animated: transition.isAnimated)
            if transition.presenterDisappears { send(.didDisappear, to: controller.presentingViewController, animated: transition.isAnimated) }
        case .dismissal:
            // The active view controllers as the dismissal ends, read before the links are cleared:
            // the one layer's, nearly always, read with no list made for it.
            let onlyDisappearing = transition.controllers.count == 1 ? transition.top.activeViewController : nil
            let disappearing = onlyDisappearing == nil ? transition.controllers.map(\.activeViewController) : []
            // LIFE-7: links cleared and views removed for every dismissed layer before any DidEnd.
            for controller in transition.controllers { tearDown(controller) }
            editPresentations { list in
                // One layer, nearly always: removed where it is (a presentation is listed once).
                if transition.controllers.count == 1, let index = list.firstIndex(where: { $0 === transition.top }) {
                    list.remove(at: index)
                } else {
                    list.removeAll { controller in transition.controllers.contains { $0 === controller } }
                }
            }
            finishFrameResets()
            layoutAtTransitionEnd()
            // LIFE-2: top to bottom.
            for controller in transition.controllers {
                log.append(.dismissalTransitionDidEnd(LoggedViewController(controller.presentedViewController, controller: controller), completed: true))
                controller.dismissalTransitionDidEnd(true)
            }
            // LIFE-9: top to bottom, then the presenter whose view came back.
            if let onlyDisappearing { send(.didDisappear, to: onlyDisappearing, animated: transition.isAnimated) }
            for viewController in disappearing { send(.didDisappear, to: viewController, animated: transition.isAnimated) }
            if transition.presenterReappears, let bottom = transition.controllers.last {
                send(.didAppear, to: bottom.presentingViewController, animated: transition.isAnimated)
            }
        }
        endBeingPresentedOrDismissed(transition)
        updateStatusBarAppearance()
        transition.completion?()
    }

    /// LIFE-4: a cancelled dismissal (interactive, or by an animator object) calls
    /// `dismissalTransitionDidEnd(false)` in its step and leaves everything as before it began.
    func cancelDismissal(_ transition: Transition) {
        defer { withExtendedLifetime(transition) {} }
        transition.coordinator.isCancelled = true
        releaseScrubbedAnimations(of: transition, cancelled: true)
        transition.apply(progress: 0)
        if options.has(.dimmingLeftAfterCancel) {
            // Defect: the dimming views keep the state the cancelled dismissal left them in.
            transition.applyRecordedChanges(progress: transition.progress)
        }
        runningTransition = nil
        transition.runCompletions()
        // Put back what the dismissal took out, then take out again what FRAME-2 had removed,
        // bottom layer first, so a layer's presented view is back before a layer above removes it.
        for controller in transition.controllers { reattachPresentedView(of: controller) }
        for controller in transition.controllers.reversed() {
            removeViewsBehind(controller, reusingSaved: true)
            applyPresenterTint(of: controller)
        }
        for (controller, removed) in transition.removalsBefore { controller.removedViews = removed }
        for controller in transition.controllers { controller.phase = .presented }
        endBeingPresentedOrDismissed(transition)
        // LIFE-7: everything is back before the first DidEnd(false).
        layoutAtTransitionEnd()
        for controller in transition.controllers {
            log.append(.dismissalTransitionDidEnd(LoggedViewController(controller.presentedViewController, controller: controller), completed: false))
            controller.dismissalTransitionDidEnd(false)
        }
        // LIFE-9: the views that were to disappear hear the appear pair, top to bottom; the
        // presenter whose view was to come back hears the disappear pair.
        // Reading: (Reading LIFE-9.c) after every DidEnd(false), each pair in turn.
        for controller in transition.controllers {
            send(.willAppear, to: controller.activeViewController, animated: true)
            send(.didAppear, to: controller.activeViewController, animated: true)
        }
        if transition.presenterReappears, let bottom = transition.controllers.last {
            send(.willDisappear, to: bottom.presentingViewController, animated: true)
            send(.didDisappear, to: bottom.presentingViewController, animated: true)
        }
    }

    /// LIFE-4: a presentation an animator object cancelled: the links cleared and the container,
    /// with everything the controller added, gone (LIFE-7), then `presentationTransitionDidEnd(false)`.
    func cancelPresentation(_ transition: Transition) {
        defer { withExtendedLifetime(transition) {} }
        let controller = transition.top
        transition.coordinator.isCancelled = true
        releaseScrubbedAnimations(of: transition, cancelled: true)
        transition.apply(progress: 0)
        runningTransition = nil
        transition.runCompletions()
        restorePresenterTint(of: controller)
        let presented = controller.activeViewController
        endBeingPresentedOrDismissed(transition)
        tearDown(controller)
        editPresentations { $0.removeAll { $0 === controller } }
        layoutAtTransitionEnd()
        log.append(.presentationTransitionDidEnd(LoggedViewController(controller.presentedViewController, controller: controller), completed: false))
        controller.presentationTransitionDidEnd(false)
        // LIFE-9: the view that was to appear hears the disappear pair; the presenter the appear pair.
        send(.willDisappear, to: presented, animated: true)
        send(.didDisappear, to: presented, animated: true)
        if transition.presenterDisappears {
            send(.willAppear, to: controller.presentingViewController, animated: true)
            send(.didAppear, to: controller.presentingViewController, animated: true)
        }
    }

    /// TRAIT-4 and POP-1 when a transition ends, before its DidEnd (LIFE-7): every popover reads its
    /// anchor again, and the layout pass asked for while the transition ran runs now.
    private func layoutAtTransitionEnd() {
        reapplyPopoverAnchors()
        runDeferredLayoutPass()
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
        // By index, as both loops here: every transition's end runs them (no generic iterator to make).
        let list = presentations
        var index = 0
        while index < list.count {
            let controller = list[index]
            index += 1
            guard controller.phase == .presented, type(of: controller).systemKind == .popover,
                  let popover = controller as? PopoverPresentationController, popover.effectiveStyle == .popover,
                  let container = popover.containerView, let view = popover.guardedPresentedView() else { continue }
            let oldSize = view.frame.size
            view.frame = convert(popoverFrame(popover), to: container)
            // Reading: (Reading POP-3.e) reading the anchor again can change a restricted popover's size (it
            // shrinks to the room on its side), so its content is laid out for the new size (TRAIT-2).
            if view.frame.size != oldSize { popover.activeViewController.layoutTree() }
        }
        followMovedPresenterViews()
    }

    /// CTX-4: a context presentation's container has the presenter's view frame. A popover that read
    /// its anchor again (POP-1) may have moved, and with it the view of every presenter in its layer,
    /// so each context container takes its presenter's view frame again, in acceptance order (a
    /// container over a moved container follows it too). A container that keeps its size only moves;
    /// one whose presenter's view changed size (a popover shrunk or grown to the room on its side,
    /// Reading POP-3.e) is laid out for its new size as a layout pass would lay it out (FRAME-4).
    private func followMovedPresenterViews() {
        let list = presentations
        var index = 0
        while index < list.count {
            let controller = list[index]
            index += 1
            // Whether the container has a superview is told with no load of it (the window, often,
            // whose retain takes the slow path of its weak reference's side table).
            guard controller.isContextPresentation, let container = controller.containerView, container.hasSuperview else {
                continue
            }
            let frame = containerFrame(of: controller)
            if frame.size == container.frame.size {
                container.frame = frame
            } else {
                // Reading: (Reading POP-3.e) the presenter's view changed size with the popover it is in.
                layOutContainer(of: controller)
            }
        }
    }

    /// Clears links and removes the container after a completed dismissal or a cancelled
    /// presentation (LIFE-7, FRAME-5).
    func tearDown(_ controller: PresentationController) {
        let presented = controller.presentedViewController
        let presenter = controller.presentingViewController
        if presenter.ownedPresentation === controller { presenter.ownedPresentation = nil }
        if presented.layerPresentation === controller { presented.layerPresentation = nil }
        let activeView: View = controller.activeViewController.view
        activeView.removeFromSuperview()
        activeView.alpha = 1
        presented.view.removeFromSuperview()
        if let container = controller.containerView {
            container.removeFromSuperview()
            // A presentation above that removed this container (FRAME-2) must not put it back.
            // Only a list that holds it is edited (most hold nothing).
            for other in presentations where other !== controller
                && other.removedViews.contains(where: { $0.view === container }) {
                other.removedViews.removeAll { $0.view === container }
            }
        }
        controller.containerView = nil
        controller.substituteViewController?.substitutedPresentation = nil
        controller.substituteViewController = nil
        controller.detachedPresentedView = nil
        controller.removedViews = []
        controller.phase = .dismissed
        // The view controller keeps its ended controller now; the transition keeps both alive
        // until every callback of its end has run (`Transition.participants`).
        presented.lastPresentationController = controller
        controller.releaseViewControllers()
    }
}
