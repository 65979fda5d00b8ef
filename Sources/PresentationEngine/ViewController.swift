import Foundation
import PresCheckCore

/// A view controller: lazily loaded view, containment, presentation properties (CTX-1, CTX-5,
/// CTX-6, TRAIT-2). Subclass it as you would `UIViewController`. A `ContentContainer`, as UIKit's is.
open class ViewController: ContentContainer {
    private var loadedView: View?
    /// The view, loaded on first access by `loadView()` then `viewDidLoad()`.
    public var view: View! {
        get {
            // A loaded view is returned after one read of the storage, with no comparison with nil
            // (a generic call an unoptimised build makes): every step reads views many times. The
            // first access loads it out of line, so that this stays small enough to inline.
            if let loaded = loadedView { return loaded }
            return loadViewOnFirstAccess()
        }
        set {
            if let old = loadedView { old.endOwnership() }
            loadedView = newValue
            if let view = newValue { view.becomeOwned(by: self) }
        }
    }

    /// The first access to `view`: `loadView()`, a plain view if it made none, then `viewDidLoad()`.
    private func loadViewOnFirstAccess() -> View? {
        loadView()
        if let loaded = loadedView {
            // `loadView` set it through `view`, which made this controller its owner: it is set
            // again only if another controller took the view over since.
            if !loaded.isOwned(by: self) { loaded.becomeOwned(by: self) }
        } else {
            let made = View()
            loadedView = made
            made.becomeOwned(by: self)
        }
        viewDidLoad()
        return loadedView
    }

    /// The view if it is loaded, read from its storage once; nil before the first access (LIFE-5's
    /// guard saves its frame without loading it).
    var loadedViewIfAny: View? { loadedView }

    public var isViewLoaded: Bool {
        if case .some = loadedView { return true }
        return false
    }

    /// A label for logs and observations, which count its changes (`ViewChanges`).
    /// Its owned view keeps it too, for observations (`View.owningViewControllerTitle`).
    public var title: String? {
        get { storedTitle }
        set {
            storedTitle = newValue
            if let view = loadedView, view.isOwned(by: self) { view.ownerTitleChanged(to: newValue) }
            ViewChanges.note()
        }
    }
    /// LIFE-10: when true on a presented VC, the user's dismissal attempts are refused.
    open var isModalInPresentation: Bool { get { storedIsModalInPresentation } set { storedIsModalInPresentation = newValue } }

    /// The status bar style this view controller asks for when it controls the status bar
    /// (`Window.viewControllerForStatusBarStyle`); read again on `setNeedsStatusBarAppearanceUpdate()`.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether it asks for the status bar to be hidden, read as `preferredStatusBarStyle` is.
    open var prefersStatusBarHidden: Bool { false }
    /// A child that decides the status bar style in its place (a container's visible child).
    open var childForStatusBarStyle: ViewController? { nil }
    /// A child that decides whether the status bar is hidden in its place.
    open var childForStatusBarHidden: ViewController? { nil }
    /// Presented other than `.fullScreen`, it takes control of the status bar anyway when true.
    public var modalPresentationCapturesStatusBarAppearance: Bool {
        get { capturesStatusBar } set { capturesStatusBar = newValue }
    }
    /// Read at every status bar update; only read and assigned (no run-time exclusivity check).
    private var capturesStatusBar = false
    private var storedIsModalInPresentation = false // only read and assigned, as `capturesStatusBar`

    public init() { ObjectLifetimes.record(self) }

    /// Clears every reference to this view controller that does not keep it: its handle (see
    /// `ObjectHandle`), its view's `owningViewController` and its children's `parent`. A view that
    /// only this controller holds (no superview, no other holder) ends with it, right after: its
    /// owner is left as it is, as nothing can read it any more.
    deinit {
        storedHandle?.clear()
        if !isKnownUniquelyReferenced(&loadedView) { loadedView?.ownerEnds(ObjectIdentifier(self)) }
        // By index: every view controller of every run ends here (no generic iterator to make).
        let children = storedChildren
        var index = 0
        while index < children.count {
            children[index].storedParent = nil
            index += 1
        }
    }

    /// A reference to this view controller for holders that must not keep it alive and may
    /// outlive it: made on first request, cleared by this view controller's deinit (see
    /// `ObjectHandle`).
    package var handle: ObjectHandle<ViewController> {
        if let made = storedHandle { return made }
        let made = ObjectHandle(self)
        storedHandle = made
        return made
    }
    private var storedHandle: ObjectHandle<ViewController>?

    /// Creates the view; the default makes a plain `View` with the key window's bounds (UIKit
    /// gives a new view controller's view the screen's size), or an empty frame when no window is
    /// key, flexible in width and height as UIKit's default view is, so it follows its superview's
    /// size (a rotation, a resize). Presenting or adding it to a window sets its frame as the rules say.
    open func loadView() {
        let view = View(frame: Application.shared.keyWindowBounds ?? .zero)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }
    open func viewDidLoad() {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// LIFE-9: the view is about to enter the window as a presented view, or to come back.
    open func viewWillAppear(_ animated: Bool) {}
    /// LIFE-9: the view entered the window (after `presentationTransitionDidEnd(true)`).
    open func viewDidAppear(_ animated: Bool) {}
    /// LIFE-9: the view is about to leave the window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// LIFE-9: the view left the window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called when the window's size is about to change (TRAIT-1, FRAME-4), with the size its parent
    /// gives it (`size(forChildContentContainer:withParentContainerSize:)`): the window's size for
    /// a root, the presentation controller's answer for a presented view controller.
    open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {}
    /// UIKit's `willTransition(to:with:)`: the window's traits are about to become `newCollection`
    /// (TRAIT-1); `traitCollection` still gives the old ones. Called in every step that changes the
    /// traits, before any `viewWillTransition(to:with:)` and `traitCollectionDidChange(_:)` of that
    /// step (the order of Reading TRAIT-1.c).
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {}
    /// Called after the window's traits changed (TRAIT-1).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Content container

    /// UIKit's default: the parent's size. Asked, when the window's size changes, for the size each
    /// child hears in its `viewWillTransition(to:with:)` (TRAIT-1).
    open func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Called when a child view controller's `preferredContentSize` changes to a different value.
    /// Does nothing by default; asks for no layout pass (TRAIT-4 names only a presented VC's).
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    /// UIKit's `systemLayoutFittingSizeDidChange(forChildContentContainer:)`. The engine has no Auto
    /// Layout, so it never calls it; it is here so that ported overrides compile.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    // MARK: Containment

    public var children: [ViewController] { storedChildren }
    public var parent: ViewController? {
        guard let reference = storedParent else { return nil }
        return reference.object
    }
    // Stored privately behind the public properties, as `View` keeps its hierarchy: storage no
    // other module can reach needs no run-time exclusivity check on each access.
    private var storedChildren: [ViewController] = []
    /// The parent: unowned, as UIKit's is an assign pointer. Cleared by whoever ends the
    /// relationship — `removeFromParent()` (also when the child moves to another parent) and the
    /// parent's deinit, which clears every child's — so it never outlives its object.
    private var storedParent: UnownedReference<ViewController>?
    private var storedTitle: String?

    /// Adds a child view controller; call `didMove(toParent:)` after adding its view, as in UIKit.
    public func addChild(_ child: ViewController) {
        precondition(child !== self, "a view controller cannot be its own child")
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        if storedChildren.capacity == 0 {
            // The first child: a new list with room for a container's usual handful, so later ones
            // add no copies, made in place instead of taking the empty one out and putting it back.
            var list: [ViewController] = []
            list.reserveCapacity(4)
            list.append(child)
            storedChildren = list
        } else {
            editChildren { $0.append(child) }
        }
        child.storedParent = UnownedReference(self)
    }

    /// Removes the view controller from its parent (its view stays where it is, as in UIKit).
    public func removeFromParent() {
        guard let parent else { return }
        // A child is listed once: removed where it is found, with no general removal.
        parent.editChildren { list in
            if let index = list.firstIndex(where: { $0 === self }) { list.remove(at: index) }
        }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// Edits `children` on a list taken out of the storage and put back, so that the storage is
    /// only ever read and assigned (see `View.subviews`).
    private func editChildren(_ edit: (inout [ViewController]) -> Void) {
        var list = storedChildren
        storedChildren = []
        edit(&list)
        storedChildren = list
    }

    open func willMove(toParent parent: ViewController?) {}
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Presentation properties

    /// CTX-1: the first VC up the parent chain with this set is a context presentation's presenter.
    /// False for plain view controllers; `NavigationController` sets it to true.
    public var definesPresentationContext: Bool {
        get { storedDefinesPresentationContext }
        set { storedDefinesPresentationContext = newValue }
    }
    /// CTX-6.
    public var providesPresentationContextTransitionStyle: Bool {
        get { storedProvidesContextTransitionStyle }
        set { storedProvidesContextTransitionStyle = newValue }
    }
    /// Setting it, while this view controller is not presented, also forgets the controller of its
    /// last presentation, which `presentationController` answers until then.
    public var modalPresentationStyle: ModalPresentationStyle {
        get { storedModalPresentationStyle }
        set {
            storedModalPresentationStyle = newValue
            if layerPresentation == nil { lastPresentationController = nil }
        }
    }
    public var modalTransitionStyle: ModalTransitionStyle {
        get { storedModalTransitionStyle }
        set { storedModalTransitionStyle = newValue }
    }
    /// Not kept, as UIKit's is weak (see `UnkeptHandle`); keep the delegate alive yourself. Setting
    /// it drops a custom controller made for the next presentation, so the new delegate supplies it.
    public var transitioningDelegate: (any ViewControllerTransitioningDelegate)? {
        get {
            guard let held = storedHeldDelegate else { return storedOtherDelegate }
            return storedDelegateHandle.holdsLiveObject ? held.object : nil
        }
        set {
            var handle = UnkeptHandle()
            let isHeld = handle.take(newValue)
            storedOtherDelegate = isHeld ? nil : newValue
            storedHeldDelegate = isHeld ? newValue.map(HeldTransitioningDelegate.init) : nil
            storedDelegateHandle = handle
            if let pending = pendingPresentationController, type(of: pending).systemKind == .none {
                pendingPresentationController = nil
            }
        }
    }
    // The settings above, read on every presentation, are private storage behind UIKit's names, only
    // read and assigned: no run-time exclusivity check (hence the delegate's two parts, not a value with a weak field).
    private var storedDelegateHandle = UnkeptHandle()
    private var storedHeldDelegate: HeldTransitioningDelegate?
    private weak var storedOtherDelegate: (any ViewControllerTransitioningDelegate)?
    private var storedDefinesPresentationContext = false
    private var storedProvidesContextTransitionStyle = false
    private var storedModalPresentationStyle: ModalPresentationStyle = .automatic
    private var storedModalTransitionStyle: ModalTransitionStyle = .coverVertical
    private var storedPreferredContentSize: CGSize = .zero
    private var storedIsBeingPresented = false
    private var storedIsBeingDismissed = false
    private var storedPending: PresentationController?
    private var storedSystemControllerMaker: ((ModalPresentationStyle, ViewController) -> SystemPresentationController?)?
    /// SHEET-2, POP-1, the `toast`'s height. A change runs a layout pass in the window (TRAIT-4).
    /// A change to a different value also tells the parent, if any
    /// (`preferredContentSizeDidChange(forChildContentContainer:)`).
    public var preferredContentSize: CGSize {
        get { storedPreferredContentSize }
        set {
            let oldValue = storedPreferredContentSize
            storedPreferredContentSize = newValue
            guard newValue != oldValue else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
            enclosingWindow?.preferredContentSizeDidChange(of: self)
        }
    }

    /// UIKit's `isBeingPresented`: true for a presented view controller from the step its `present`
    /// is accepted until its presentation transition has ended (LIFE-3, LIFE-7), so also inside its
    /// `viewWillAppear`, `presentationTransitionDidEnd(true)` and `viewDidAppear` (LIFE-9); false
    /// again before the `present` completion runs, and already in the step a cancelled presentation
    /// ends, before its `presentationTransitionDidEnd(false)` (the transition counts as ended then,
    /// LIFE-7). Only the presented VC reports it: not its children, nor an ADAPT-6 substitute.
    public internal(set) var isBeingPresented: Bool { get { storedIsBeingPresented } set { storedIsBeingPresented = newValue } }
    /// UIKit's `isBeingDismissed`: true for each dismissed layer root (LIFE-2) from the step its
    /// dismissal starts until that dismissal has ended, so also inside its `viewWillDisappear`,
    /// `dismissalTransitionDidEnd(true)` and `viewDidDisappear` (LIFE-9); false again before the
    /// `dismiss` completion runs. A cancelled dismissal (LIFE-4, LIFE-8) clears it before its
    /// `dismissalTransitionDidEnd(false)`, so the appear pair that follows sees false.
    public internal(set) var isBeingDismissed: Bool { get { storedIsBeingDismissed } set { storedIsBeingDismissed = newValue } }

    /// The presentation this view controller is the presented VC (layer root) of, while it lasts.
    /// Not kept: the window keeps a live presentation, and the presentation keeps this view
    /// controller. An unowned link (`UnownedReference`), with the controller's identity: cleared
    /// when the presentation ends (`tearDown`) and by the controller's deinit, which clears every
    /// link that names it (a window dropped mid-presentation frees its controllers first), so it
    /// never outlives the controller and needs no handle of it.
    var layerPresentation: PresentationController? {
        get { layerPresentationLink.controller }
        set { layerPresentationLink = PresentationLink(newValue) }
    }
    private var layerPresentationLink = PresentationLink()
    /// The controller of this view controller's latest presentation, kept from the moment it ended,
    /// so that `presentationController` still answers it (see there). Not read by the engine.
    var lastPresentationController: PresentationController?
    /// The presentation this view controller is the presenter of, while it lasts (an unowned link,
    /// as `layerPresentation`).
    var ownedPresentation: PresentationController? {
        get { ownedPresentationLink.controller }
        set { ownedPresentationLink = PresentationLink(newValue) }
    }
    private var ownedPresentationLink = PresentationLink()
    /// The presentation this view controller stands in for as an ADAPT-6 substitute (an unowned
    /// link, as `layerPresentation`).
    var substitutedPresentation: PresentationController? {
        get { substitutedPresentationLink.controller }
        set { substitutedPresentationLink = PresentationLink(newValue) }
    }
    private var substitutedPresentationLink = PresentationLink()
    /// Called by the deinit of the presentation controller with `identity`: the links that name
    /// it are cleared, compared by identity (the controller is ending: it is not loaded).
    func presentationLinksEnd(_ identity: ObjectIdentifier) {
        if layerPresentationLink.names(identity) { layerPresentationLink = PresentationLink() }
        if ownedPresentationLink.names(identity) { ownedPresentationLink = PresentationLink() }
        if substitutedPresentationLink.names(identity) { substitutedPresentationLink = PresentationLink() }
    }
    /// Set while this view controller is a window's root. Not kept (the window keeps its root);
    /// held through the window's handle, which the window's deinit clears.
    var rootOfWindow: Window? {
        get { storedRootOfWindow?.object }
        set { storedRootOfWindow = newValue?.windowHandle }
    }
    private var storedRootOfWindow: ObjectHandle<Window>?
    /// The controller made for the next presentation, kept so settings made before `present` stick.
    var pendingPresentationController: PresentationController? { get { storedPending } set { storedPending = newValue } }
    /// Makes the controller of a presentation in a system style (every style but `.custom`) when
    /// set: a subclass of the class UIKit uses for that style (`SheetPresentationController`,
    /// `PopoverPresentationController`, `ModalPresentationController`), so that a checker can watch
    /// a system controller's hooks run (LIFE-3). UIKit has no such hook; it is not public API.
    package var systemPresentationControllerMaker: ((ModalPresentationStyle, ViewController) -> SystemPresentationController?)? {
        get { storedSystemControllerMaker }
        set { storedSystemControllerMaker = newValue }
    }
}

extension ViewController: CustomStringConvertible {
    public var description: String { "\(type(of: self))(\(title ?? "?"))" }
}
