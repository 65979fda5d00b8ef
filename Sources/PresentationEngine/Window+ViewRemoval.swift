import Foundation
import PresCheckCore

extension Window {
    // MARK: FRAME-2 removal and restoration

    /// FRAME-2 at presentationTransitionDidEnd(true) (and again when a dismissal is cancelled):
    /// an adapted `.fullScreen` presentation, or a full-window `.custom` one whose
    /// `shouldRemovePresentersView` is true, removes every view behind its container;
    /// `.currentContext`, and a context `.custom` one (CTX-3) whose `shouldRemovePresentersView` is
    /// true, remove only the presenter's view (its siblings, such as a dimming view, stay).
    func removeViewsBehind(_ controller: PresentationController, reusingSaved: Bool) {
        if !reusingSaved {
            // A view right in this window takes this window as its place, with no load of it
            // through the view's reference (a window's retain takes its side table's slow path).
            controller.removedViews = viewsToRemove(for: controller).compactMap { view in
                if view.isSubview(of: self) { return RemovedView(view, from: self) }
                return view.superview.map { RemovedView(view, from: $0) }
            }
        }
        for entry in controller.removedViews { entry.view.removeFromSuperview() }
    }

    func viewsToRemove(for controller: PresentationController) -> [View] {
        // The container's superview, read before the hook `removal(of:)` may call: this window,
        // told by identity (see `removeViewsBehind`), or another view.
        guard let container = controller.containerView, container.hasSuperview else { return [] }
        let siblings = container.isSubview(of: self) ? subviews : container.superview?.subviews ?? []
        switch removal(of: controller) {
        case .none:
            return []
        case .presenterView:
            return [controller.presentingViewController.view]
        case .everythingBehind:
            guard let index = siblings.firstIndex(where: { $0 === container }) else { return [] }
            return Array(siblings[..<index])
        }
    }

    enum Removal {
        case none, presenterView, everythingBehind
    }

    /// FRAME-2 for the presentation's current effective style.
    func removal(of controller: PresentationController) -> Removal {
        switch controller.effectiveStyle {
        case .currentContext: return .presenterView
        case .fullScreen: return .everythingBehind
        case .custom:
            guard controller.guarded({ $0.shouldRemovePresentersView }) == true else { return .none }
            return controller.isContextPresentation ? .presenterView : .everythingBehind
        default: return .none
        }
    }

    /// FRAME-2 for settled presentations after a trait change (ADAPT-5, ADAPT-7) or when a
    /// dismissal above brings views back: one whose effective style removes views removes them;
    /// one that no longer does puts them back — or, when a later presentation has its container out
    /// of the window, hands them to that one, just behind the container.
    ///
    /// Presentations that stop removing go first, all of them, and only then do those that start
    /// removing take their views: a presentation below that starts removing may have its container
    /// out of the window until one above that stops gives it back.
    func reconcileRemovedViews() {
        for (index, controller) in presentations.enumerated() where controller.phase == .presented {
            let removes = removal(of: controller) != .none
            if !removes && !controller.removedViews.isEmpty {
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
        for controller in presentations where controller.phase == .presented {
            if removal(of: controller) != .none && controller.removedViews.isEmpty {
                removeViewsBehind(controller, reusingSaved: false)
            }
        }
    }

    /// Puts FRAME-2-removed views back directly below the container, in their old order (LIFE-7).
    /// When a presentation above has removed the container itself (FRAME-2 of a `.fullScreen` one
    /// above), the views stay out of the window: that presentation holds them now, just behind the
    /// container, and puts them back with it.
    func restoreRemovedViews(of controller: PresentationController) {
        guard let container = controller.containerView else { return }
        if !container.hasSuperview,
           let holder = presentations.first(where: { $0 !== controller && $0.removedViews.contains { $0.view === container } }),
           let position = holder.removedViews.firstIndex(where: { $0.view === container }) {
            holder.removedViews.insert(contentsOf: controller.removedViews.filter { !$0.view.hasSuperview }, at: position)
            return
        }
        // Places and superviews are told by identity: this window is not loaded through them.
        for entry in controller.removedViews where !entry.view.hasSuperview {
            let place = entry.place(in: self)
            if place.isWindow {
                restore(entry.view, in: self, below: container)
            } else if let superview = place.superview {
                restore(entry.view, in: superview, below: container)
            }
        }
    }

    /// Puts `view` back in `superview`, just below `container` when that is there, else in front.
    private func restore(_ view: View, in superview: View, below container: View) {
        if container.isSubview(of: superview) {
            superview.insertSubview(view, belowSubview: container)
        } else {
            superview.addSubview(view)
        }
    }

    func detachPresentedView(of controller: PresentationController) {
        let view = controller.activeViewController.view!
        guard let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view }) else { return }
        controller.detachedPresentedView = RemovedView(view, from: superview, at: index)
        view.removeFromSuperview()
    }

    func reattachPresentedView(of controller: PresentationController) {
        guard let detached = controller.detachedPresentedView else { return }
        detached.superview?.insertSubview(detached.view, at: detached.index ?? 0)
        controller.detachedPresentedView = nil
    }

    /// The presentations among `controllers` whose presented view (ADAPT-6: the active one's) is not
    /// in the window, in their order: a list made only when there is one, since nearly every
    /// dismissal leaves the presented views below it in the window.
    func presentationsOutOfWindow(_ controllers: ArraySlice<PresentationController>) -> [PresentationController] {
        controllers.filter { !($0.activeViewController.isViewLoaded && $0.activeViewController.view.isIn(self)) }
    }

    /// FRAME-3: the engine reads `presentedView` once for each presented view that re-enters the
    /// window. A `.custom` presentation its delegate adapted (ADAPT-2) behaves exactly as the
    /// answered style, so whatever its controller's `presentedView` sets (the `toast` puts back its
    /// stored frame) is overridden by that style's frame (FRAME-1, SHEET), as in a layout pass.
    /// (Defect frame-reset-under-fullscreen: custom presented views are then set to the
    /// container bounds until the dismissal above completes.)
    /// `outBefore`: the presentations whose presented views were out of the window before
    /// (`presentationsOutOfWindow`).
    func presentedViewsReentered(_ outBefore: [PresentationController]) {
        for controller in outBefore {
            guard controller.activeViewController.view.isIn(self) else { continue }
            let view = controller.guardedPresentedView()
            if controller.isAdaptedCustomPresentation, let view {
                view.frame = systemFrame(of: controller)
            }
            if options.has(.frameResetUnderFullscreen), controller.effectiveStyle == .custom,
               let view, let container = controller.containerView {
                view.frame = container.bounds
                controller.isFrameResetPending = true
            }
        }
    }

    /// Under frame-reset-under-fullscreen, the layout at the end of the dismissal puts frames back.
    func finishFrameResets() {
        guard presentations.contains(where: \.isFrameResetPending) else { return }
        for controller in presentations { controller.isFrameResetPending = false }
        layoutPass()
    }
}
