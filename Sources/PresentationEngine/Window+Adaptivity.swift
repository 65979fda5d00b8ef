import Foundation
import PresCheckCore

extension PresentationController {
    /// The style whose behaviour applies now: the ADAPT-7 style when adapted, else the requested
    /// one (`.automatic` is `.pageSheet`, CTX-2; `.none`, which UIKit refuses, is read as `.automatic`).
    package var effectiveStyle: ModalPresentationStyle {
        if adaptedStyle != .none { return adaptedStyle }
        switch requestedStyle {
        case .automatic, .none: return .pageSheet
        default: return requestedStyle
        }
    }

    /// A `.custom` presentation its delegate adapted to a system style (ADAPT-2): the engine lays
    /// it out as that style, over whatever its controller sets.
    var isAdaptedCustomPresentation: Bool {
        type(of: self).systemKind == .none && effectiveStyle != .custom
    }

    /// ADAPT-4: current-context styles, CTX-3 presentations, `.fullScreen` and `.overFullScreen`
    /// never adapt, and their delegate is not asked.
    var canAdapt: Bool {
        switch requestedStyle {
        case .popover, .pageSheet, .formSheet, .automatic, .none: return true
        case .custom: return !isContextPresentation
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return false
        }
    }

    /// The DETENT-1 state while this presentation is a sheet; nil otherwise (for observers).
    package var isSheetDimmed: Bool? { window?.sheetDimmedState(of: self) }

    /// The dimming view in the container, if any (DETENT-2, POP-2, catalogue dimming).
    package var dimmingViewInContainer: View? {
        // By index: every observation asks (no generic search to make).
        guard let subviews = containerView?.subviews else { return nil }
        var index = 0
        while index < subviews.count {
            if type(of: subviews[index]).isDimmingView && !subviews[index].isHidden { return subviews[index] }
            index += 1
        }
        return nil
    }
}

extension Window {
    /// ADAPT-2 and ADAPT-7: the reported adaptive style for `traits`, asking the delegate (and
    /// logging that, ADAPT-9) when a dimension is compact.
    func evaluateAdaptation(of controller: PresentationController, traits: TraitCollection) -> ModalPresentationStyle {
        // The styles ADAPT-2 honours from the delegate: four, compared along a list (a set would be
        // built and hashed on every call).
        let honoured: [ModalPresentationStyle] = [.fullScreen, .overFullScreen, .formSheet, .pageSheet]
        var answer: ModalPresentationStyle?
        var delegateKeepsStyle = false
        if traits.hasCompactDimension, let delegate = controller.delegate {
            log.append(.adaptivePresentationStyleAsked(LoggedViewController(controller.presentedViewController), traits))
            let given = controller.askingDelegateForAdaptiveStyle {
                delegate.adaptivePresentationStyle(for: controller, traitCollection: traits)
            }
            if !options.has(.adaptationIgnoresDelegate) {
                if honoured.contains(given) { answer = given } else { delegateKeepsStyle = true }
            }
        }
        let requested: ModalPresentationStyle = controller.requestedStyle == .automatic || controller.requestedStyle == .none
            ? .pageSheet : controller.requestedStyle
        var resulting = requested
        var reported: ModalPresentationStyle = .none
        if let answer {
            resulting = answer
            reported = answer
        } else if !delegateKeepsStyle, requested == .popover, traits.hasCompactDimension, !options.has(.popoverNeverAdapts) {
            resulting = .formSheet // ADAPT-1
            reported = .formSheet
        }
        // ADAPT-7 (with ADAPT-3 / SHEET-4): a sheet in compact height without edge attachment is
        // reported, and behaves, as `.fullScreen`.
        if resulting.isSheetStyle && traits.verticalSizeClass == .compact && !prefersEdgeAttachment(controller) {
            return .fullScreen
        }
        return reported
    }

    /// `prefersEdgeAttachedInCompactHeight` of the sheet settings in force (ADAPT-7, SHEET-4). An
    /// adaptive sheet not made yet has the default settings (ADAPT-8), so it is not made to be asked.
    private func prefersEdgeAttachment(_ controller: PresentationController) -> Bool {
        if type(of: controller).systemKind != .sheet && !controller.hasMadeAdaptiveSheet { return false }
        return sheetSettings(of: controller).applied.prefersEdgeAttachedInCompactHeight
    }

    /// ADAPT-5, ADAPT-9: settles the adaptive style before `presentationTransitionWillBegin`. The
    /// delegate is handed the transition's coordinator, made for it only if there is a delegate.
    func adaptOnPresent(_ controller: PresentationController, transition: Transition) {
        guard controller.canAdapt else {
            controller.adaptedStyle = .none
            return
        }
        controller.adaptedStyle = evaluateAdaptation(of: controller, traits: traitCollection)
        tellDelegate(controller, coordinator: transition.coordinator)
        updateSubstitute(of: controller)
    }

    /// ADAPT-5: re-evaluates every live presentation after a trait change, unanimated; the
    /// delegate hears of a changed style only.
    ///
    /// Reading: (Reading LIFE-9.e) an adaptation is no transition: no appearance callback runs,
    /// even when it makes FRAME-2 remove or give back the presenter's view, or makes a substitute
    /// start or stop being the presented view (ADAPT-6).
    func adaptOnTraitChange(coordinator: TransitionCoordinator) {
        for controller in presentations where controller.canAdapt {
            guard controller.phase == .presenting || controller.phase == .presented else { continue }
            let previous = controller.adaptedStyle
            controller.adaptedStyle = evaluateAdaptation(of: controller, traits: traitCollection)
            guard controller.adaptedStyle != previous else { continue }
            tellDelegate(controller, coordinator: coordinator)
            updateSubstitute(of: controller)
        }
    }

    private func tellDelegate(_ controller: PresentationController, coordinator: @autoclosure () -> TransitionCoordinator) {
        guard let delegate = controller.delegate else { return }
        // Reading: (Reading LIFE-10.a) a popover about to be shown as its adaptive sheet lets the
        // delegate prepare that sheet controller first.
        if controller.requestedStyle == .popover, controller.adaptedStyle.isSheetStyle {
            delegate.presentationController(controller, prepare: controller.adaptiveSheetPresentationController)
        }
        log.append(.willPresentWithAdaptiveStyle(LoggedViewController(controller.presentedViewController), controller.adaptedStyle))
        delegate.presentationController(controller, willPresentWithAdaptiveStyle: controller.adaptedStyle,
                                        transitionCoordinator: coordinator())
    }

    /// ADAPT-6: while adapted, the delegate's substitute (if any) provides the presented view;
    /// links keep naming the original view controller.
    ///
    /// Reading: (Reading ADAPT-6.b) a context presentation is shown over its presenter's content (HIT-3 puts its
    /// container directly above the presenter's view), so its container goes where that view goes:
    /// when ADAPT-6 makes a substitute start or stop being the presented view, the container of the
    /// context presentation made by the view controller whose view stops being the presented view
    /// leaves the window with that view, and comes back, directly above that view, when it is the
    /// presented view again (CTX-4 and FRAME-2 then apply as usual). Links stay as they are (CTX-5).
    private func updateSubstitute(of controller: PresentationController) {
        var wanted: ViewController?
        if controller.adaptedStyle != .none, let delegate = controller.delegate {
            log.append(.substituteAsked(LoggedViewController(controller.presentedViewController), controller.adaptedStyle))
            wanted = delegate.presentationController(controller, viewControllerForAdaptivePresentationStyle: controller.adaptedStyle)
        }
        if wanted === controller.presentedViewController { wanted = nil }
        guard wanted !== controller.substituteViewController else { return }
        let outgoing = controller.activeViewController
        let leaving = contextPresentation(presentedBy: outgoing)
        if let leaving, leaving.containerView?.superview != nil {
            // FRAME-2: the outgoing view comes back to its place first; then the container leaves.
            restoreRemovedViews(of: leaving)
            leaving.removedViews = []
            leaving.containerView?.removeFromSuperview()
        }
        let oldView: View? = outgoing.isViewLoaded ? outgoing.view : nil
        let superview = oldView?.superview
        let index = superview?.subviews.firstIndex { $0 === oldView }
        controller.substituteViewController?.substitutedPresentation = nil
        controller.substituteViewController = wanted
        wanted?.substitutedPresentation = controller
        guard let superview, let index, let oldView else { return }
        oldView.removeFromSuperview()
        let newView: View = controller.activeViewController.view
        newView.frame = oldView.frame
        superview.insertSubview(newView, at: index)
        if let returning = contextPresentation(presentedBy: controller.activeViewController),
           let container = returning.containerView, container.superview == nil {
            superview.insertSubview(container, aboveSubview: newView)
        }
    }

    /// The context presentation (CTX-1, CTX-3) `presenter` presents, if any.
    private func contextPresentation(presentedBy presenter: ViewController) -> PresentationController? {
        presentations.first { $0.isContextPresentation && $0.presentingViewController === presenter }
    }

    // MARK: TINT-1

    /// Dims the presenter's view, remembering the mode it had, when the presentation dims it.
    /// Reading: (Reading TINT-1.a) the mode it had is the view's own at this moment, whatever app
    /// code set last; a mode app code sets while the view is dimmed shows at once, and
    /// `restorePresenterTint` writes the remembered one over it.
    /// The controller is one this window accepted, so its `dimsPresenterTint` is this window's
    /// answer, asked here directly rather than through the controller's reference to the window.
    func applyPresenterTint(of controller: PresentationController) {
        guard systemDimsPresenter(controller) else { return }
        dimPresenterTint(of: controller)
    }

    /// Dims the presenter's tint, saving its own mode, unless it is dimmed already.
    private func dimPresenterTint(of controller: PresentationController) {
        guard controller.savedPresenterTint == nil else { return }
        let view: View = controller.presentingViewController.view
        controller.savedPresenterTint = view.tintAdjustmentMode
        view.tintAdjustmentMode = .dimmed
    }

    /// Puts back the presenter's own mode (dismissal start, or no longer dimming).
    func restorePresenterTint(of controller: PresentationController) {
        guard let saved = controller.savedPresenterTint else { return }
        controller.presentingViewController.view.tintAdjustmentMode = saved
        controller.savedPresenterTint = nil
    }

    /// DETENT-3, ADAPT-5: after a layout pass the tint follows the presentation's current state.
    /// `sheet` is the presentation's `currentSheetLayout(of:)`, which the layout pass has worked out.
    func updateTintAfterLayout(of controller: PresentationController, sheet: SheetLayout?) {
        guard controller.phase == .presenting || controller.phase == .presented else { return }
        // One of this window's presentations: its `dimsPresenterTint`, asked of this window directly.
        if systemDimsPresenter(controller, sheet: sheet) {
            dimPresenterTint(of: controller)
        } else {
            restorePresenterTint(of: controller)
        }
    }
}
