import Foundation
import PresCheckCore

/// UIKit's `UISheetPresentationController` for `.pageSheet`, `.formSheet` and `.automatic`
/// (SHEET-1..4, DETENT-1..3, ADAPT-3). A popover that adapts to a sheet uses the sheet settings
/// of its `adaptiveSheetPresentationController` (ADAPT-8), which is an instance of this class
/// that never presents by itself.
///
/// Changing `detents`, `selectedDetentIdentifier` (or any setting below that the SHEET and DETENT
/// rules read), or calling `invalidateDetents()`, re-applies the SHEET and DETENT rules in the same
/// step, unanimated, or when the running transition ends (DETENT-3).
open class SheetPresentationController: SystemPresentationController {
    override class var systemKind: SystemControllerKind { .sheet }
    /// The settings as they were at the last layout pass: what SHEET and DETENT rules read. A change
    /// made while a transition runs takes effect when it ends (DETENT-3).
    struct Settings {
        var detents: [Detent] = []
        var selectedDetentIdentifier: Detent.Identifier?
        var largestUndimmedDetentIdentifier: Detent.Identifier?
        var prefersEdgeAttachedInCompactHeight = false
        var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    }

    /// The applied detents resolved in one context (SHEET): those with a value, in order (a custom
    /// detent whose resolver answered nil is left out), or `[large]` when none has one.
    struct Resolution {
        var context: DetentResolutionContext
        var detents: [ResolvedDetent]
    }

    /// The settings at the last layout pass (`applySettings()`).
    var applied: Settings { storedApplied }
    /// The settings as they are now, behind the public properties below. Private storage, only
    /// read and assigned, needs no run-time exclusivity check on each access.
    private var current = Settings()
    private var storedApplied = Settings()
    /// The resolvers' answers since the last layout pass; asked again at the next pass, or when M or
    /// the traits differ (DETENT-3, TRAIT-4).
    private var resolution: Resolution?
    /// The SHEET and DETENT geometry last worked out from `resolution`, so that the rules read it
    /// several times in a layout pass (frames, dimming, tint, the sheet's drag) for one
    /// computation. Besides the applied settings and their resolution, it was worked out from the
    /// window's geometry (`keptGeneration`) and bounds and the presented view controller's
    /// preferred size, the one thing of it the rules read. Dropped whenever `resolution` is, so a
    /// kept layout never stands in for a resolver the rules would ask again.
    private var keptLayout: SheetLayout?
    private var keptGeneration = 0
    private var keptBounds = CGRect.zero
    private var keptPreferredContentSize = CGSize.zero

    /// Whether a setting changed (or `invalidateDetents()` was called) since the settings were last
    /// applied; only then does applying copy them.
    private var settingsChangedSinceApplied = true
    /// Whether every applied detent is a system one (`large`, `medium`), whose value depends on its
    /// context alone: their resolution, and the layout worked out from it, hold from one layout
    /// pass to the next while the settings do not change (`Resolution` is kept per context).
    private var appliedDetentsAreSystem = false

    /// Makes the current settings the applied ones (at a layout pass, and when a presentation is
    /// accepted, `isAcceptance`); the resolvers are asked again when the SHEET rules next read the
    /// detents. Unchanged settings of system detents only keep their resolution and layout, keyed
    /// on what else they depend on (the window's geometry, bounds and the preferred size): asking
    /// a system detent again gives the same value (SHEET, DETENT-3, TRAIT-4).
    func applySettings(isAcceptance: Bool = false) {
        if settingsChangedSinceApplied {
            storedApplied = current
            settingsChangedSinceApplied = false
            appliedDetentsAreSystem = !current.detents.contains { $0.kind == .custom }
        } else if appliedDetentsAreSystem && !isAcceptance {
            return
        }
        resolution = nil
        keptLayout = nil
    }

    /// The layout kept for these inputs, if it still holds (SHEET, DETENT-1).
    func keptLayout(geometryGeneration: Int, bounds: CGRect, preferredContentSize: CGSize) -> SheetLayout? {
        guard let keptLayout, keptGeneration == geometryGeneration, keptBounds.isSame(as: bounds),
              keptPreferredContentSize.isSame(as: preferredContentSize) else { return nil }
        return keptLayout
    }

    /// Keeps `layout`, worked out from these inputs and the current resolution.
    func keep(_ layout: SheetLayout, geometryGeneration: Int, bounds: CGRect, preferredContentSize: CGSize) {
        keptLayout = layout
        keptGeneration = geometryGeneration
        keptBounds = bounds
        keptPreferredContentSize = preferredContentSize
    }

    /// The applied detents (empty meaning `[large]`) with their values in `context` (SHEET), as
    /// `Resolution` keeps them; each resolver is asked once per layout pass and context.
    func resolvedDetents(in context: DetentResolutionContext) -> [ResolvedDetent] {
        if let resolution, resolution.context == context { return resolution.detents }
        // Each listed resolver is asked in order, given one context value for all; an empty list is
        // `[large]`, whose value is M, as is the list's when no resolver answers.
        let listed = storedApplied.detents
        var detents: [ResolvedDetent] = []
        if !listed.isEmpty {
            let given: any Detent.ResolutionContext = context
            detents.reserveCapacity(listed.count)
            var index = 0
            while index < listed.count {
                let detent = listed[index]
                if let value = detent.layoutValue(in: given) {
                    detents.append(ResolvedDetent(identifier: detent.identifier, value: value))
                }
                index += 1
            }
        }
        if detents.isEmpty { detents = [ResolvedDetent(identifier: .large, value: context.maximumDetentValue)] }
        resolution = Resolution(context: context, detents: detents)
        keptLayout = nil
        return detents
    }

    /// Empty means `[.large()]`.
    public var detents: [Detent] {
        get { current.detents }
        set { current.detents = newValue; settingsDidChange() }
    }
    public var selectedDetentIdentifier: Detent.Identifier? {
        get { current.selectedDetentIdentifier }
        set { current.selectedDetentIdentifier = newValue; settingsDidChange() }
    }
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        get { current.largestUndimmedDetentIdentifier }
        set { current.largestUndimmedDetentIdentifier = newValue; settingsDidChange() }
    }
    public var prefersEdgeAttachedInCompactHeight: Bool {
        get { current.prefersEdgeAttachedInCompactHeight }
        set { current.prefersEdgeAttachedInCompactHeight = newValue; settingsDidChange() }
    }
    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
        get { current.widthFollowsPreferredContentSizeWhenEdgeAttached }
        set { current.widthFollowsPreferredContentSizeWhenEdgeAttached = newValue; settingsDidChange() }
    }

    // MARK: Stored as UIKit's are

    /// Stored as UIKit's is; the model draws no grabber, so no rule reads it.
    public var prefersGrabberVisible = false
    /// Stored as UIKit's is (nil: the system's radius); frames (SHEET) do not depend on it.
    public var preferredCornerRadius: CGFloat?
    /// Stored as UIKit's is (true by default); the model has no scrolling, so no rule reads it.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Stored as UIKit's is (true by default, iOS 17); SHEET-2's card is the same either way.
    public var prefersPageSizing = true
    /// Stored as UIKit's is, not kept (held through the view's handle, `ObjectHandle`, so it reads
    /// nil once the view has gone); the SHEET rules do not read it.
    public var sourceView: View? {
        get { sourceViewHandle?.object }
        set { sourceViewHandle = newValue?.handle }
    }
    private var sourceViewHandle: ObjectHandle<View>?

    // MARK: Changes (DETENT-3)

    /// UIKit's `invalidateDetents()`: asks every resolver again, at a layout pass that runs in this
    /// step, or when the running transition ends (DETENT-3, TRAIT-4). Needed when a resolver reads
    /// something other than its context, such as a captured value.
    public func invalidateDetents() {
        settingsDidChange()
    }

    /// UIKit's `animateChanges(_:)`: runs `changes` at once. The model has no detent animation:
    /// every change made in the block applies as DETENT-3 says, unanimated, and the block's changes
    /// ask for one layout pass together, when it returns.
    /// Reading: (Reading DETENT-3.b) `animateChanges(_:)` animates nothing; its changes apply as
    /// any others, at one layout pass after the block (or when the running transition ends).
    public func animateChanges(_ changes: () -> Void) {
        batchDepth += 1
        changes()
        batchDepth -= 1
        if batchDepth == 0 && batchedPassRequested {
            batchedPassRequested = false
            settingsDidChange()
        }
    }

    private var batchDepth = 0
    private var batchedPassRequested = false

    /// The presentation this sheet configuration belongs to, when it is an adaptive sheet (ADAPT-8).
    /// Not kept (that presentation keeps this sheet): held through its handle (`ObjectHandle`).
    var owningPresentation: PresentationController? {
        get { owningPresentationHandle?.object }
        set { owningPresentationHandle = newValue?.handle }
    }
    private var owningPresentationHandle: ObjectHandle<PresentationController>?

    /// DETENT-3: a change re-applies the rules in its step, or when the running transition ends. A
    /// sheet being dismissed still asks for the pass: it waits for the dismissal's end and applies if
    /// the dismissal is cancelled (a cancel ends the transition, LIFE-8). Inside `animateChanges(_:)`
    /// the pass waits for the block to return.
    private func settingsDidChange() {
        settingsChangedSinceApplied = true
        if batchDepth > 0 {
            batchedPassRequested = true
            return
        }
        let target: PresentationController = owningPresentation ?? self
        guard let window = target.window,
              target.phase == .presenting || target.phase == .presented || target.phase == .dismissing else { return }
        window.layoutPass()
    }
}
