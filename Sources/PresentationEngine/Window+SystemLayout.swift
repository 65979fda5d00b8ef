import Foundation
import PresCheckCore

/// A detent of the applied settings with its value for the current window (SHEET).
struct ResolvedDetent {
    var identifier: SheetPresentationController.Detent.Identifier
    var value: CGFloat
}

/// The geometry of a sheet for the current window (SHEET-1..4, DETENT-1).
struct SheetLayout {
    var frame: CGRect
    /// DETENT-1; nil when DETENT rules are not evaluated (SHEET-4 without edge attachment).
    var isDimmed: Bool?
    /// SHEET-4 without edge attachment: the sheet behaves exactly as `.fullScreen`.
    var behavesAsFullScreen: Bool
}

extension Window {
    // MARK: Frames of the system styles (FRAME-1)

    /// The presented view's frame, in container coordinates, for the effective style.
    func systemFrame(of controller: PresentationController) -> CGRect {
        guard let container = controller.containerView else { return .zero }
        switch controller.effectiveStyle {
        case .currentContext, .overCurrentContext:
            return controller.presentationContextBounds
        case .pageSheet, .formSheet, .automatic:
            return convert(sheetLayout(settings: sheetSettings(of: controller), presented: controller.activeViewController).frame,
                           to: container)
        case .popover:
            guard let popover = controller as? PopoverPresentationController else { return container.bounds }
            return convert(popoverFrame(popover), to: container)
        case .fullScreen, .overFullScreen, .custom, .none:
            return container.bounds
        }
    }

    /// The sheet settings in force: the sheet's own, or a popover's adaptive sheet (ADAPT-8).
    func sheetSettings(of controller: PresentationController) -> SheetPresentationController {
        if type(of: controller).systemKind == .sheet, let sheet = controller as? SheetPresentationController { return sheet }
        return controller.adaptiveSheetPresentationController
    }

    /// DETENT-3: the sheet settings in force take effect. An adaptive sheet not made yet has its
    /// default settings applied already (ADAPT-8), so it is not made for this.
    /// At the acceptance of a presentation (`isAcceptance`) nothing kept from before is used.
    func applySheetSettings(of controller: PresentationController, isAcceptance: Bool = false) {
        if type(of: controller).systemKind == .sheet, let sheet = controller as? SheetPresentationController {
            sheet.applySettings(isAcceptance: isAcceptance)
        } else if controller.hasMadeAdaptiveSheet {
            controller.adaptiveSheetPresentationController.applySettings(isAcceptance: isAcceptance)
        }
    }

    /// SHEET-1..4 and DETENT-1 for the current window, in window coordinates; worked out once for
    /// the same settings, resolution, window geometry and preferred size (the sheet keeps it).
    func sheetLayout(settings controller: SheetPresentationController, presented: ViewController) -> SheetLayout {
        let bounds = self.bounds
        let preferred = presented.preferredContentSize
        if let kept = controller.keptLayout(geometryGeneration: geometryGeneration, bounds: bounds,
                                            preferredContentSize: preferred) { return kept }
        let layout = workOutSheetLayout(settings: controller, presented: presented)
        controller.keep(layout, geometryGeneration: geometryGeneration, bounds: bounds, preferredContentSize: preferred)
        return layout
    }

    private func workOutSheetLayout(settings controller: SheetPresentationController, presented: ViewController) -> SheetLayout {
        let settings = controller.applied
        let size = geometry.size
        let safe = geometry.safeArea
        let safeFrame = geometry.safeFrame
        let traits = geometry.traits
        let top = safe.top + 10
        let maximum = size.height - top - safe.bottom
        let compactHeight = traits.verticalSizeClass == .compact
        if compactHeight && !settings.prefersEdgeAttachedInCompactHeight {
            // SHEET-4: exactly `.fullScreen`; DETENT rules are not evaluated.
            return SheetLayout(frame: bounds, isDimmed: nil, behavesAsFullScreen: true)
        }
        let detents = resolvedDetents(of: controller, maximum: maximum, traits: traits)
        // SHEET-4 with edge attachment: `medium` is inactive.
        let active = compactHeight ? detents.filter { $0.identifier != .medium } : detents
        let effectiveValue: CGFloat
        if traits.horizontalSizeClass == .regular && !compactHeight {
            effectiveValue = maximum // SHEET-2: the effective detent is `large`.
        } else {
            effectiveValue = selectedValue(settings.selectedDetentIdentifier, detents: detents, active: active,
                                           maximum: maximum)
        }
        let isDimmed = detentDimming(settings, detents: detents, active: active, effectiveValue: effectiveValue,
                                     maximum: maximum)
        let frame: CGRect
        if traits.horizontalSizeClass == .regular && !compactHeight {
            // SHEET-2: a centred card.
            let preferred = presented.preferredContentSize
            let width = min(preferred.width > 0 ? preferred.width : 540, safeFrame.width - 40)
            let height = min(preferred.height > 0 ? preferred.height : 620, safeFrame.height - 40)
            frame = CGRect(x: safeFrame.minX + (safeFrame.width - width) / 2,
                           y: safeFrame.minY + (safeFrame.height - height) / 2, width: width, height: height)
        } else {
            let height = effectiveValue + safe.bottom
            if compactHeight {
                // SHEET-4, edge attached. Reading: (Reading SHEET-4.b) a zero preferred width means "no preference".
                let preferredWidth = presented.preferredContentSize.width
                let width = settings.widthFollowsPreferredContentSizeWhenEdgeAttached && preferredWidth > 0
                    ? min(preferredWidth, safeFrame.width) : safeFrame.width
                frame = CGRect(x: safe.left + (safeFrame.width - width) / 2, y: size.height - height,
                               width: width, height: height)
            } else {
                // SHEET-1.
                frame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
            }
        }
        return SheetLayout(frame: frame, isDimmed: isDimmed, behavesAsFullScreen: false)
    }

    /// The listed detents (empty meaning `[large]`) with their values in the window's context
    /// (SHEET). A custom detent whose resolver answers nil is inactive and as if absent; when none
    /// is left, the detents are `[large]`, as for an empty list (see `SheetPresentationController.Detent`).
    func resolvedDetents(of controller: SheetPresentationController, maximum: CGFloat,
                                 traits: TraitCollection) -> [ResolvedDetent] {
        controller.resolvedDetents(in: DetentResolutionContext(maximumDetentValue: maximum, containerTraitCollection: traits))
    }

    /// SHEET-3, and SHEET-4's rule for a selected inactive detent.
    func selectedValue(
        _ selected: SheetPresentationController.Detent.Identifier?, detents: [ResolvedDetent],
        active: [ResolvedDetent], maximum: CGFloat
    ) -> CGFloat {
        if let selected, let detent = active.first(where: { $0.identifier == selected }) { return detent.value }
        if let selected, let inactive = detents.first(where: { $0.identifier == selected }) {
            return smallestValue(of: active, above: inactive.value) ?? maximum
        }
        // Smallest detent; ties go to the first (the value is what matters).
        return smallestValue(of: active, above: nil) ?? maximum
    }

    /// The smallest value of the detents (of those greater than `floor`, when given), compared
    /// as `min()` compares; nil when there is none.
    private func smallestValue(of detents: [ResolvedDetent], above floor: CGFloat?) -> CGFloat? {
        var smallest: CGFloat?
        for detent in detents {
            if let floor, !(detent.value > floor) { continue }
            if let current = smallest, !(detent.value < current) { continue }
            smallest = detent.value
        }
        return smallest
    }

    /// DETENT-1 (and the defect undimmed-detent-not-required).
    private func detentDimming(
        _ settings: SheetPresentationController.Settings, detents: [ResolvedDetent],
        active: [ResolvedDetent], effectiveValue: CGFloat, maximum: CGFloat
    ) -> Bool {
        guard let identifier = settings.largestUndimmedDetentIdentifier else { return true }
        if let detent = active.first(where: { $0.identifier == identifier }) {
            return !(effectiveValue <= detent.value)
        }
        guard options.has(.undimmedDetentNotRequired), !detents.contains(where: { $0.identifier == identifier }) else {
            return true
        }
        let assumed: CGFloat
        switch identifier {
        case .large: assumed = maximum
        case .medium: assumed = (maximum / 2).rounded(.down)
        default: assumed = .infinity
        }
        return !(effectiveValue <= assumed)
    }

    /// POP-1 and POP-3, in window coordinates; records the placement's arrow on the popover.
    /// Reading: (Reading POP-3.c) `arrowDirection` is the arrow of the placement that gave the popover its
    /// frame, recorded whenever it is placed; `.unknown` while it is not shown as a popover.
    func popoverFrame(_ popover: PopoverPresentationController) -> CGRect {
        let area = geometry.safeFrame.insetBy(dx: 10, dy: 10)
        // Reading: (Reading POP-1.d) a source view whose view controller is in no layer has no place in the window;
        // it counts as a view of zero size at the window's origin (the spec is silent).
        // Reading: (Reading POP-1.f) a source view inside the popover's own container, or inside the container of
        // a presentation accepted after it, is placed after the popover: it counts as in no layer.
        let source = popover.sourceView.flatMap { view in
            isPlaced(view, after: popover) ? nil : placedRect(popover.anchorRect(in: view), in: view)
        } ?? (popover.sourceRect.isNull ? .zero : popover.sourceRect)
        let preferred = popover.activeViewController.preferredContentSize
        let width = min(preferred.width > 0 ? preferred.width : 320, area.width)
        let height = min(preferred.height > 0 ? preferred.height : 480, area.height)
        let (frame, arrow) = Self.popoverPlacement(source: source, size: CGSize(width: width, height: height),
                                                   area: area, permitted: popover.permittedArrowDirections)
        popover.placedArrow = arrow
        return frame
    }

    // MARK: Dimming and touches of the system styles

    /// The SHEET and DETENT geometry of a presentation that is a sheet now (its own, or adapted to
    /// one); nil for any other effective style.
    func currentSheetLayout(of controller: PresentationController) -> SheetLayout? {
        // The sheet styles are told by a switch here, with no call into the model's module (most
        // of the questions are about a presentation that is no sheet).
        switch controller.effectiveStyle {
        case .pageSheet, .formSheet, .automatic: break
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .popover, .custom, .none: return nil
        }
        return sheetLayout(settings: sheetSettings(of: controller), presented: controller.activeViewController)
    }

    /// The dimming a system presentation needs now: a dimmed sheet's (alpha 1, DETENT-2), a
    /// popover's (alpha 0.01, POP-2), or none.
    private func systemDimmingAlpha(of controller: PresentationController, sheet: SheetLayout?) -> CGFloat? {
        if controller.effectiveStyle == .popover { return 0.01 }
        return sheet?.isDimmed == true ? 1 : nil
    }

    /// Whether the presentation dims its presenter's tint (TINT-1; defect undimmed-tint-dimmed).
    func systemDimsPresenter(_ controller: PresentationController) -> Bool {
        systemDimsPresenter(controller, sheet: currentSheetLayout(of: controller))
    }

    /// `systemDimsPresenter(_:)` for a presentation whose `currentSheetLayout(of:)` is `sheet`,
    /// worked out by the caller (TINT-1).
    func systemDimsPresenter(_ controller: PresentationController, sheet: SheetLayout?) -> Bool {
        if controller.effectiveStyle == .popover { return true }
        guard let sheet, !sheet.behavesAsFullScreen else { return false }
        return sheet.isDimmed == true || options.has(.undimmedTintDimmed)
    }

    /// The DETENT-1 state of a presentation that is a sheet now; nil otherwise.
    package func sheetDimmedState(of controller: PresentationController) -> Bool? {
        currentSheetLayout(of: controller)?.isDimmed
    }

    /// Frames, dimming view and touch pass-through of a system presentation (FRAME-1, SHEET,
    /// DETENT-2/3, POP). Dimming added or removed here is unanimated (DETENT-3, ADAPT-5).
    func applySystemLayout(_ controller: PresentationController) {
        guard controller.phase != .dismissing, let container = controller.containerView else { return }
        let sheet = currentSheetLayout(of: controller)
        if let view = controller.guardedPresentedView() {
            view.frame = sheet.map { convert($0.frame, to: container) } ?? systemFrame(of: controller)
        }
        reconcileDimming(of: controller, wantedAlpha: systemDimmingAlpha(of: controller, sheet: sheet), animatedFromZero: false)
        // HIT-2: an undimmed sheet's or a popover's container lets touches no subview takes through.
        (container as? ContainerView)?.passesTouchesThrough =
            sheet?.isDimmed == false || controller.effectiveStyle == .popover
    }

    /// WillBegin of a system presentation: its dimming fades in with the transition (LIFE-6); an
    /// unanimated one, which ends in this step, gives it its alpha at once.
    func systemPresentationWillBegin(_ controller: PresentationController) {
        let alpha = systemDimmingAlpha(of: controller, sheet: currentSheetLayout(of: controller))
        reconcileDimming(of: controller, wantedAlpha: alpha, animatedFromZero: true)
    }

    /// WillBegin of a system dismissal: its dimming fades out with the transition (LIFE-6), or at
    /// once for an unanimated one.
    func systemDismissalWillBegin(_ controller: PresentationController) {
        guard let dimming = systemDimmingView(of: controller) else { return }
        // An unanimated dismissal ends in this step: the dimming goes at once, as at WillBegin.
        if let transition = runningTransition, transition.isAnimated {
            transition.coordinator.fadeAlongside(dimming, to: 0)
        } else {
            dimming.alpha = 0
        }
    }

    private func systemDimmingView(of controller: PresentationController) -> DimmingView? {
        controller.systemDimmingView
    }

    private func setSystemDimmingView(_ view: DimmingView?, of controller: PresentationController) {
        controller.systemDimmingView = view
    }

    private func reconcileDimming(of controller: PresentationController, wantedAlpha wanted: CGFloat?, animatedFromZero: Bool) {
        guard let container = controller.containerView else { return }
        let isPopoverDimming = controller.effectiveStyle == .popover
        var existing = systemDimmingView(of: controller)
        if let current = existing, wanted == nil || (current is PopoverDimmingView) != isPopoverDimming {
            current.removeFromSuperview()
            setSystemDimmingView(nil, of: controller)
            existing = nil
        }
        if let existing {
            existing.frame = container.bounds
            return
        }
        guard let alpha = wanted else { return }
        let dimming: DimmingView
        if isPopoverDimming, let popover = controller as? PopoverPresentationController {
            let popoverDimming = PopoverDimmingView()
            popoverDimming.popover = popover
            dimming = popoverDimming
        } else {
            dimming = DimmingView()
        }
        dimming.frame = container.bounds
        // LIFE-10: a sheet's or a popover's dimming tap is the user's dismissal attempt.
        // The action keeps handles, not the window and controller that keep the dimming view.
        let tap = TapGestureRecognizer()
        tap.engineAction = .dimmingTap(window: windowHandle, presentation: controller.handle)
        dimming.addGestureRecognizer(tap)
        container.insertSubview(dimming, at: 0)
        setSystemDimmingView(dimming, of: controller)
        // An unanimated transition ends in this step at its end state: the dimming takes its alpha
        // at once, with no coordinator made to fade it there.
        if animatedFromZero, let transition = runningTransition, transition.isAnimated {
            dimming.alpha = 0
            transition.coordinator.fadeAlongside(dimming, to: alpha)
        } else {
            dimming.alpha = alpha
        }
    }
}
