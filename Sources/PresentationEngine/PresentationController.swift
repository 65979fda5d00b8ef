import Foundation
import PresCheckCore

/// UIKit's `UIPresentationController`: an open class with every hook a custom presentation
/// overrides. One instance manages one presentation, from `present` until its dismissal ends.
///
/// Frames (FRAME-1): the default `frameOfPresentedViewInContainerView` is the presentation context's
/// bounds in container coordinates — the container's bounds for a full-window presentation, and the
/// presenter's view frame for a context presentation (CTX-3/CTX-4; the two agree unless the defect
/// `container-covers-window` is on). A subclass sets its own frames in
/// `containerViewWillLayoutSubviews` (FRAME-4); the engine sets the presented view's frame only when
/// the transition starts (to the final frame) and, for this base class itself, at every layout pass.
open class PresentationController: ContentContainer {
    /// Where a presentation is in its life (LIFE-3, LIFE-7).
    package enum Phase: Sendable {
        case idle, presenting, presented, dismissing, dismissed
    }

    /// The view controller this controller presents.
    ///
    /// Ownership, as UIKit's header declares it: the controller holds its presented and presenting
    /// view controllers strongly. While the presentation lasts (from its acceptance until its
    /// dismissal or cancellation has ended and every callback of that end has run) the window keeps
    /// the controller, so a presented view controller nothing else holds lives exactly as long as
    /// its presentation. While the presented view controller keeps the controller instead — the one
    /// `presentationController` made for its next presentation, and the one of its last presentation,
    /// which it answers after the end — the controller holds both weakly, so that neither keeps the
    /// other alive for ever: keep such a controller no longer than its view controller.
    ///
    /// The references that do not keep them are their handles (`ObjectHandle`), which their
    /// deinits clear: a view controller that has gone reads as nil there, as a weak one would.
    /// They are taken when the controller stops keeping the view controllers (most controllers
    /// keep them until they go, with their window, and never take one).
    public var presentedViewController: ViewController {
        // The failure is out of line, so that this stays small enough to inline.
        guard let presented = retainedPresentedViewController ?? weakPresentedViewController?.object else {
            presentedViewControllerGone()
        }
        return presented
    }
    private func presentedViewControllerGone() -> Never {
        preconditionFailure("\(type(of: self)): its presented view controller is gone (nothing held it outside a presentation)")
    }
    private var retainedPresentedViewController: ViewController?
    private var weakPresentedViewController: ObjectHandle<ViewController>?
    /// The presenter (CTX-1..3); the engine settles it when `present` is accepted. Until a presenter
    /// is given (at `init` or acceptance) the presented view controller stands in.
    public internal(set) var presentingViewController: ViewController {
        get { retainedPresentingViewController ?? weakPresentingViewController?.object ?? presentedViewController }
        set {
            if retainedPresentedViewController != nil {
                retainedPresentingViewController = newValue
            } else {
                weakPresentingViewController = newValue.handle
            }
        }
    }
    private var retainedPresentingViewController: ViewController?
    private var weakPresentingViewController: ObjectHandle<ViewController>?
    /// Not kept, as UIKit's is weak: held as a view controller's `transitioningDelegate` is.
    public var delegate: (any AdaptivePresentationControllerDelegate)? {
        get {
            guard let held = storedHeldDelegate else { return storedOtherDelegate }
            return storedDelegateHandle.holdsLiveObject ? held.object : nil
        }
        set {
            var handle = UnkeptHandle()
            let isHeld = handle.take(newValue)
            storedOtherDelegate = isHeld ? nil : newValue
            storedHeldDelegate = isHeld ? newValue.map(HeldAdaptiveDelegate.init) : nil
            storedDelegateHandle = handle
        }
    }
    // The two parts of `delegate`, each only read and assigned (see `transitioningDelegate`).
    private var storedDelegateHandle = UnkeptHandle()
    private var storedHeldDelegate: HeldAdaptiveDelegate?
    private weak var storedOtherDelegate: (any AdaptivePresentationControllerDelegate)?
    /// The container the presentation lives in, from acceptance until the dismissal ends.
    public internal(set) var containerView: View? { get { storedContainerView } set { storedContainerView = newValue } }

    /// Not `required`: a subclass may declare initialisers of its own without repeating this one.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        retainedPresentedViewController = presentedViewController
        retainedPresentingViewController = presentingViewController
        ObjectLifetimes.record(self)
    }

    /// Clears this controller's handle, so that the views and controllers that named it without
    /// keeping it (a sheet's `owningPresentation`, a popover's dimming view) read nil from now on
    /// (see `ObjectHandle`), and the links of the view controllers of its presentation
    /// (`layerPresentation`, `ownedPresentation`, `substitutedPresentation`). Only a controller
    /// that keeps them can be linked to: its presentation's end clears the links before it lets go.
    deinit {
        storedHandle?.clear()
        let identity = ObjectIdentifier(self)
        retainedPresentedViewController?.presentationLinksEnd(identity)
        retainedPresentingViewController?.presentationLinksEnd(identity)
        storedSubstitute?.presentationLinksEnd(identity)
    }

    /// A reference to this controller for holders that must not keep it alive and may outlive
    /// it: made on first request, cleared by this controller's deinit (see `ObjectHandle`).
    package var handle: ObjectHandle<PresentationController> {
        if let made = storedHandle { return made }
        let made = ObjectHandle(self)
        storedHandle = made
        return made
    }
    private var storedHandle: ObjectHandle<PresentationController>?

    // MARK: Hooks to override

    /// The view to animate and lay out: the presented view controller's view, or a substitute's
    /// while ADAPT-6 applies. Overrides that set frames here must store them (FRAME-3, LIFE-5).
    open var presentedView: View? {
        guard enterPresentedViewRead() else { return nil }
        // A loaded view (nearly every read) is read where its controller holds it, with no retain
        // of that controller; another is loaded, as `view` loads it.
        return activeLoadedView ?? activeViewController.view
    }

    /// Where the presented view goes when settled (FRAME-1). See the type's documentation.
    open var frameOfPresentedViewInContainerView: CGRect {
        presentationContextBounds
    }

    /// CTX-2 / CTX-3: false makes a `.custom` presentation a current-context one.
    open var shouldPresentInFullscreen: Bool { true }

    /// FRAME-2: true removes every view behind the container when the presentation completes.
    open var shouldRemovePresentersView: Bool { false }

    /// UIKit's `size(forChildContentContainer:withParentContainerSize:)`: the size a presented view
    /// controller is told in `viewWillTransition(to:with:)` when the window's size changes
    /// (TRAIT-1); the window's size by default. `container` is the presented view controller (or
    /// the active substitute, ADAPT-6).
    open func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// UIKit's `preferredContentSize` of a presentation controller, which Apple gives no value for:
    /// here the presented view controller's (the active substitute's, ADAPT-6). Nothing reads it.
    open var preferredContentSize: CGSize { activeViewController.preferredContentSize }

    open func presentationTransitionWillBegin() {}
    /// LIFE-3. Called once the transition counts as ended (LIFE-7): for `false`, the links are
    /// cleared and the container is gone. A `present` or `dismiss` made here is accepted (LIFE-1
    /// checks as usual) and starts its own transition in the same step.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    /// LIFE-3. Called once the transition counts as ended (LIFE-7): for `true`, the links of every
    /// layer it dismissed are cleared and their views and containers are out of the window. A
    /// `present` or `dismiss` made here is accepted (LIFE-1 checks as usual) and starts its own
    /// transition in the same step.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    /// Called before the window's size changes (TRAIT-1, FRAME-4).
    open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {}
    /// UIKit's `willTransition(to:with:)`: the window's traits are about to become `newCollection`
    /// (TRAIT-1); `traitCollection` still gives the old ones. Called in every step that changes the
    /// traits, after the view controllers of the layers below and before this presentation's
    /// presented tree, before any `viewWillTransition(to:with:)` of that step (the order of
    /// Reading TRAIT-1.c).
    /// Alongside animations given to `coordinator` run after the step's layout pass, as for
    /// `viewWillTransition(to:with:)`.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {}

    /// UIKit's `adaptivePresentationStyle(for:)` (ADAPT-2): the answer of the delegate's
    /// `adaptivePresentationStyle(for:traitCollection:)` for `traitCollection` when it is one ADAPT-2
    /// honours (`.fullScreen`, `.overFullScreen`, `.formSheet`, `.pageSheet`) or `.none`; `.none`
    /// without a delegate or for any other answer, as Apple documents.
    ///
    /// Reading: (Reading ADAPT-2.a) a delegate that implements neither `adaptivePresentationStyle`
    /// method answers the controller's system adaptation (a popover: `.formSheet` in a compact
    /// environment, ADAPT-1; every other controller: `.none`), so that is what this method returns
    /// for it. Asked again while its delegate is being asked (a delegate that falls back on this
    /// method), it answers the system adaptation without asking the delegate a second time. The
    /// engine's adaptation (ADAPT-1, ADAPT-2, ADAPT-7) asks the delegate itself and never calls this
    /// method, so an override changes what this method returns, nothing else.
    open func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        if isAskingDelegateForAdaptiveStyle { return systemAdaptivePresentationStyle(for: traitCollection) }
        guard let delegate else { return .none }
        return askingDelegateForAdaptiveStyle {
            Self.validAdaptiveStyle(delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection))
        }
    }

    /// True while the engine or `adaptivePresentationStyle(for:)` asks the delegate for an adaptive
    /// style (Reading ADAPT-2.a: no second, recursive ask).
    package var isAskingDelegateForAdaptiveStyle = false

    /// UIKit's `traitCollectionDidChange(_:)`: called in every step that changes the window's traits
    /// (TRAIT-1), after the view controllers of the layers below and before this presentation's
    /// presented view controller (or its active substitute, ADAPT-6) and that VC's children:
    /// UIKit hands traits down from the presentation controller to the presented VC. ADAPT-5's
    /// re-evaluation and the layout pass (TRAIT-4) follow, after every view controller has heard.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// UIKit's `preferredContentSizeDidChange(forChildContentContainer:)`: called when the presented
    /// view controller's `preferredContentSize` (or the active substitute's, ADAPT-6) changes to a
    /// different value while the presentation lasts. The default asks for the layout pass of
    /// TRAIT-4 (in this step, or when the running transition ends); an override that does not call
    /// `super` asks for none.
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {
        window?.layoutPass()
    }

    /// UIKit's `systemLayoutFittingSizeDidChange(forChildContentContainer:)`. The engine has no Auto
    /// Layout, so it never calls it; it is here so that ported overrides compile.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    // MARK: Information for subclasses

    /// The window's traits (TRAIT-1).
    public var traitCollection: TraitCollection { presentedViewController.traitCollection }

    /// The style requested by the presented view controller when `present` was accepted.
    package internal(set) var requestedStyle: ModalPresentationStyle {
        get { storedRequestedStyle }
        set { storedRequestedStyle = newValue }
    }

    /// UIKit's `presentationStyle`: the presented view controller's `modalPresentationStyle` this
    /// controller presents with, before adaptation (ADAPT-7 is `adaptedStyle`): the requested style
    /// once `present` is accepted, and the presented VC's current style before.
    public var presentationStyle: ModalPresentationStyle {
        phase == .idle ? presentedViewController.modalPresentationStyle : requestedStyle
    }

    /// The presentation's current ADAPT-7 style; `.none` when not adapted.
    package internal(set) var adaptedStyle: ModalPresentationStyle {
        get { storedAdaptedStyle }
        set { storedAdaptedStyle = newValue }
    }

    package internal(set) var phase: Phase { get { storedPhase } set { storedPhase = newValue } }

    /// Whether the presentation covers only its presenter's context (CTX-1, CTX-3, CTX-4).
    package internal(set) var isContextPresentation: Bool {
        get { storedIsContextPresentation }
        set { storedIsContextPresentation = newValue }
    }

    // The state the engine reads on every step is stored privately behind the properties above:
    // storage no other module can reach, only read and assigned, needs no run-time exclusivity
    // check on each access.
    private var storedContainerView: View?
    private var storedRequestedStyle: ModalPresentationStyle = .custom
    private var storedAdaptedStyle: ModalPresentationStyle = .none
    private var storedPhase: Phase = .idle
    private var storedIsContextPresentation = false
    private var storedSubstitute: ViewController?

    /// The presentation context in container coordinates: the presenter's view frame for a context
    /// presentation, the container's bounds otherwise (CTX-4). This is the rectangle the source
    /// article computes by converting the context view's bounds into the container.
    package var presentationContextBounds: CGRect {
        guard let containerView else { return .zero }
        guard isContextPresentation, let contextFrame = contextFrameInContainerSuperview else {
            return containerView.bounds
        }
        let containerFrame = containerView.frame
        return contextFrame.offsetBy(dx: -containerFrame.minX, dy: -containerFrame.minY)
    }

    /// The sheet settings used while the presentation is adapted to a sheet (ADAPT-8). UIKit has
    /// this on popovers only; the engine offers it on every controller so that a `.custom`
    /// presentation whose delegate answers a sheet style has settings too (defaults otherwise).
    public var adaptiveSheetPresentationController: SheetPresentationController {
        if let made = madeAdaptiveSheet { return made }
        let sheet = SheetPresentationController(presentedViewController: presentedViewController, presenting: nil)
        sheet.owningPresentation = self
        if retainedPresentedViewController == nil { sheet.releaseViewControllers() }
        madeAdaptiveSheet = sheet
        return sheet
    }
    private var madeAdaptiveSheet: SheetPresentationController?
    /// Whether `adaptiveSheetPresentationController` has been made: until it is, its settings are
    /// the defaults it is made with (ADAPT-8), so code that would only set those can leave it unmade.
    package var hasMadeAdaptiveSheet: Bool { madeAdaptiveSheet != nil }

    /// When a presentation is accepted: keep its presented and presenting view controllers alive
    /// while it lasts, also a controller a transitioning delegate hands out a second time (see
    /// `presentedViewController`).
    func retainViewControllers() {
        // A controller that keeps them already (one made for this presentation) keeps them on.
        if retainedPresentedViewController == nil {
            retainedPresentedViewController = weakPresentedViewController?.object
            retainedPresentingViewController = weakPresentingViewController?.object
        }
        madeAdaptiveSheet?.retainViewControllers()
    }

    /// When the presented view controller starts keeping this controller (made for its next
    /// presentation, or its presentation has ended): stop keeping the view controllers alive (see
    /// `presentedViewController`).
    func releaseViewControllers() {
        // Their handles are taken now, from the references given up (none when they are given
        // up already).
        if let presented = retainedPresentedViewController {
            weakPresentedViewController = presented.handle
            weakPresentingViewController = retainedPresentingViewController?.handle
        }
        retainedPresentedViewController = nil
        retainedPresentingViewController = nil
        madeAdaptiveSheet?.releaseViewControllers()
    }

    // MARK: Engine state

    /// The window of the presentation, from its acceptance on. Not kept (the window keeps its
    /// live presentations, and an ended one may outlive it): held through the window's handle.
    var window: Window? {
        get { storedWindow?.object }
        set { storedWindow = newValue?.windowHandle }
    }
    private var storedWindow: ObjectHandle<Window>?
    /// Views FRAME-2 took out of the window, back to front, with the superview to restore them to.
    var removedViews: [RemovedView] { get { storedRemovedViews } set { storedRemovedViews = newValue } }
    /// Read at every placement of a view out of the window; only read and assigned (no run-time
    /// exclusivity check).
    private var storedRemovedViews: [RemovedView] = []
    /// Where this presentation keeps `view`'s place while the view is out of the window: the
    /// superview a FRAME-2 removal or a LIFE-2 detachment took it from (nil inside when that
    /// superview has gone); nil when it keeps no place for `view` (TRAIT-2, POP-1). Compares the
    /// entries where they are stored, with no copy of the list or of the detached entry (every
    /// placement of a view out of the window asks every presentation).
    func keptPlace(of view: View, in window: Window) -> (superview: View?, isWindow: Bool)? {
        var index = 0
        while index < storedRemovedViews.count {
            if storedRemovedViews[index].view === view { return storedRemovedViews[index].place(in: window) }
            index += 1
        }
        if detachedPresentedView?.view === view { return detachedPresentedView?.place(in: window) }
        return nil
    }
    /// Whether an ADAPT-6 substitute stands in for the presented view controller.
    var hasSubstitute: Bool { storedSubstitute != nil }
    /// The presenter's own tint mode before TINT-1 dimmed it.
    var savedPresenterTint: TintAdjustmentMode?
    /// The presented view taken out as an intermediate layer of a multi-layer dismissal (LIFE-2).
    var detachedPresentedView: RemovedView?
    /// The frame last stored by a layout pass (LIFE-5).
    var lastStoredFrame: CGRect = .zero
    /// Set under `frame-reset-under-fullscreen` while the presented view sits at the container bounds.
    var isFrameResetPending = false
    /// A substitute from `viewControllerForAdaptivePresentationStyle`, while active (ADAPT-6).
    package internal(set) var substituteViewController: ViewController? {
        get { storedSubstitute } set { storedSubstitute = newValue }
    }
    /// The frame of the presenter's view in the container's superview, for context presentations.
    var contextFrameInContainerSuperview: CGRect? {
        guard isContextPresentation else { return nil }
        return presentingViewController.view.frame
    }

    var activeViewController: ViewController {
        // Read from the storage: the substitute, else the kept presented view controller (a live
        // presentation keeps it: nearly every read), else the handle's.
        if let substitute = storedSubstitute { return substitute }
        if let presented = retainedPresentedViewController { return presented }
        return presentedViewController
    }
    /// Which of the engine's system controller classes this is an instance of (a subclass
    /// included), told by the class itself, so that asking makes no run-time cast.
    class var systemKind: SystemControllerKind { .none }
    /// The active view controller's view if it is loaded, read from the storage once (LIFE-5's
    /// guard saves its frame without loading it).
    var activeLoadedView: View? {
        if let substitute = storedSubstitute { return substitute.loadedViewIfAny }
        // The kept presented view controller's view is read where it is, retaining that controller
        // no more than the substitute (a live presentation keeps it: nearly every call).
        if let presented = retainedPresentedViewController { return presented.loadedViewIfAny }
        return presentedViewController.loadedViewIfAny
    }

    /// TINT-1: whether the presentation dims its presenter's view now. Only popovers shown as
    /// popovers and dimmed sheets that do not fill the window do; the system controllers say so.
    var dimsPresenterTint: Bool { window?.systemDimsPresenter(self) ?? false }
    /// The engine's dimming view of a sheet or popover (DETENT-2, POP-2), also while a `.custom`
    /// presentation is adapted to one.
    var systemDimmingView: DimmingView?
    /// LIFE-10: the sheet's own drag on the container (`Window.updateSheetDrag`). Kept: the
    /// container keeps it too, and its action holds handles only, so no cycle forms; a drag whose
    /// container has gone is attached to no window and never runs.
    var sheetDrag: PanGestureRecognizer?
    /// Controller-added views hidden while a `.custom` presentation is adapted (ADAPT-2).
    var viewsHiddenWhileAdapted: [View] = []

    // MARK: LIFE-5 re-entrancy guard

    /// The guard's state (`guarded`), in one value read and assigned whole: fewer accesses than
    /// three separate fields, each of which an unoptimised build checks for exclusivity at run time.
    var reentrancy = ReentrancyGuard()
}
