import Foundation
import PresCheckCore

/// Why a window could not be made.
/// Serves TRAIT-1: only catalogue device states exist.
public struct EngineError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// A window on one device of the catalogue: the top of the view hierarchy, the owner of every
/// presentation, the running transition and the virtual clock (TRAIT-1, LIFE-6, HIT-3).
///
/// Everything happens in steps the caller drives: `present`/`dismiss` on view controllers,
/// `advance(by:)`, `rotate(to:)`, `resize(toWidth:)`, `tap(at:)`. Nothing runs in between.
public final class Window: View {
    public let device: Device
    public internal(set) var orientation: Orientation {
        get { storedOrientation }
        set { storedOrientation = newValue }
    }
    /// Read by every observation; private storage, only read and assigned, needs no run-time
    /// exclusivity check (a public stored property may be modified in place from outside).
    private var storedOrientation: Orientation
    public internal(set) var geometry: WindowGeometry {
        get { storedGeometry }
        set { storedGeometry = newValue; geometryGeneration = geometryGeneration + 1; ViewChanges.note() }
    }
    /// Counts the changes of `geometry`: what a sheet compares to know whether the layout it kept
    /// was worked out for this geometry (SHEET, TRAIT-1). Only read and assigned (never `+=`), so
    /// that its reads need no run-time exclusivity check.
    private(set) var geometryGeneration = 0
    public let options: EngineOptions
    public let log = EventLog()
    /// The virtual clock, in seconds; it moves only in `advance(by:)` (LIFE-6).
    public private(set) var time: TimeInterval {
        get { storedTime }
        set { storedTime = newValue }
    }
    /// Only read and assigned, so that its accesses need no run-time exclusivity check.
    private var storedTime: TimeInterval = 0

    /// Live presentations in the order they were accepted (one per layer above layer 0).
    package var presentations: [PresentationController] { livePresentations }
    /// The storage of `presentations`, and `geometry`'s: storage no other module can reach, and
    /// that is only read and assigned (`editPresentations`), needs no run-time exclusivity check
    /// on each access.
    private var livePresentations: [PresentationController] = []
    private var storedGeometry: WindowGeometry
    /// The presentation or dismissal running now, if any (LIFE-6).
    var runningTransition: Transition? { get { storedRunningTransition } set { storedRunningTransition = newValue } }
    private var storedRunningTransition: Transition?
    /// The status bar's style, from the view controller that controls it
    /// (`viewControllerForStatusBarStyle`) when last asked (`setNeedsStatusBarAppearanceUpdate()`).
    public internal(set) var statusBarStyle: StatusBarStyle {
        get { storedStatusBarStyle }
        set { storedStatusBarStyle = newValue }
    }
    /// Whether the status bar is hidden, asked as `statusBarStyle` is.
    public internal(set) var isStatusBarHidden: Bool {
        get { storedIsStatusBarHidden }
        set { storedIsStatusBarHidden = newValue }
    }
    /// The storage of the two, set at the end of every transition: private, only read and
    /// assigned, so that its accesses need no run-time exclusivity check.
    private var storedStatusBarStyle: StatusBarStyle = .default
    private var storedIsStatusBarHidden = false
    /// The transition whose alongside animations run now, if any: it records the changes of views
    /// made outside an animation block (`startAnimations`, `View.recordAnimatedChange`).
    var animatingTransition: Transition? {
        get { storedAnimatingTransition }
        set { storedAnimatingTransition = newValue }
    }
    private var storedAnimatingTransition: Transition?
    /// Running `View.animate` animations, in the order they started (LIFE-6). Only read and
    /// assigned (`addViewAnimation` takes the list out and puts it back), so that its accesses
    /// need no run-time exclusivity check.
    var viewAnimations: [ViewAnimation] = []
    /// Appends to `viewAnimations`.
    func addViewAnimation(_ animation: ViewAnimation) {
        var list = viewAnimations
        viewAnimations = []
        list.append(animation)
        viewAnimations = list
    }
    /// A layout pass asked for while a transition ran (TRAIT-4, DETENT-3).
    /// Reading: (Reading TRAIT-4.a) it runs once, when the transition ends (completed or
    /// cancelled), however many changes asked for it.
    var hasDeferredLayoutPass: Bool { get { storedHasDeferredLayoutPass } set { storedHasDeferredLayoutPass = newValue } }
    private var storedHasDeferredLayoutPass = false

    /// Makes a window in a catalogue state; throws for a state the catalogue does not list.
    public init(device: Device, orientation: Orientation = .portrait, splitWidth: CGFloat? = nil,
                options: EngineOptions = EngineOptions()) throws(EngineError) {
        guard let geometry = device.geometry(orientation: orientation, splitWidth: splitWidth) else {
            throw EngineError(description: "\(device.rawValue) has no \(orientation.rawValue) state"
                              + (splitWidth.map { " with split width \($0)" } ?? ""))
        }
        self.device = device
        storedOrientation = orientation
        self.storedGeometry = geometry
        self.options = options
        super.init(frame: geometry.bounds)
    }

    /// Clears the window's handle, so that nothing reaches the window once it is going (see
    /// `ObjectHandle`); `View`'s deinit then clears the rest.
    deinit {
        storedWindowHandle?.clear()
    }

    /// A reference to this window for the objects it keeps (its presentations, its root view
    /// controller, its containers, transitions and animations), which may outlive it: made on
    /// first request, cleared by this window's deinit (see `ObjectHandle`). The key-window entry
    /// of `Application` stays weak: another thread may read it while this window ends.
    package var windowHandle: ObjectHandle<Window> {
        if let made = storedWindowHandle { return made }
        let made = ObjectHandle(self)
        storedWindowHandle = made
        return made
    }
    private var storedWindowHandle: ObjectHandle<Window>?
    /// This thread's key-window entry while it holds the window (`makeKeyAndVisible(heldUntilResigned:)`),
    /// for `resignKey()` to end the hold.
    var heldKeyEntry: KeyWindowEntry?

    /// TRAIT-4: a layout pass. The root view fills the window and every tree lays out its children
    /// (TRAIT-2); then, in acceptance order, each container takes its CTX-4 frame and its
    /// controller's `containerViewWillLayoutSubviews` runs (where catalogue, sheet and popover
    /// controllers set their frames: FRAME-4, SHEET, POP, DETENT), then `containerViewDidLayoutSubviews`;
    /// last, every view still marked for layout runs `layoutSubviews()`.
    ///
    /// A pass asked for while a transition runs waits until it ends, except the one in the step a
    /// presentation is accepted.
    public override func layoutIfNeeded() {
        layoutPass()
    }

    /// The end of a run-loop turn, as UIKit's layout cycle ends one: every view marked for layout
    /// (a change of its bounds size, `setNeedsLayout`) runs `layoutSubviews()`, parents first. No
    /// layout pass (TRAIT-4) runs. `advance(by:)` and the touch calls end with it, and so does every
    /// scenario step.
    package func endRunLoopTurn() {
        // Only the subtrees holding a marked view are walked: most steps mark none.
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        layOutMarkedSubviews()
    }

    /// The window's traits (TRAIT-1: size classes always come from the window).
    public var traitCollection: TraitCollection { geometry.traits }

    /// Whether a transition (animated, or an interactive dismissal) is running.
    public var isTransitionRunning: Bool { runningTransition != nil }

    /// The root view controller; its view fills the window, behind every container (HIT-3).
    public var rootViewController: ViewController? {
        get { storedRootViewController }
        set {
            let oldValue = storedRootViewController
            storedRootViewController = newValue
            guard newValue !== oldValue else { return }
            if let oldValue {
                if isVisible { send(.willDisappear, to: oldValue, animated: false) }
                oldValue.rootOfWindow = nil
                if oldValue.isViewLoaded, oldValue.view.superview === self { oldValue.view.removeFromSuperview() }
                if isVisible { send(.didDisappear, to: oldValue, animated: false) }
            }
            if let root = rootViewController {
                root.rootOfWindow = self
                insertSubview(root.view, at: 0)
                layoutPass()
                if isVisible { showRoot() }
            }
        }
    }
    /// The storage of `rootViewController`, only read and assigned, so that its accesses need no
    /// run-time exclusivity check.
    private var storedRootViewController: ViewController?
    /// Set by `makeKeyAndVisible()`: from then on the root view controller's view is on screen.
    var isVisible = false

    // MARK: Clock

    /// Moves the virtual clock; a running, clock-driven transition advances with it and ends in
    /// this step once its elapsed time reaches its duration (LIFE-6, LIFE-8).
    public func advance(by seconds: TimeInterval) {
        precondition(seconds >= 0 && seconds.isFinite, "the clock only moves forward")
        defer { endRunLoopTurn() }
        time = time + seconds
        let transition = runningTransition
        if let transition, transition.isClockDriven {
            transition.elapsed += seconds
            if transition.customContext != nil {
                // An animator object ends its transition itself (completeTransition), usually from
                // a View.animate completion; alongside animations follow its duration.
                advanceAnimatorTransition(transition)
            } else if transition.hasReachedEnd {
                finish(transition)
            } else {
                transition.apply(progress: transition.progress)
            }
        }
        advanceViewAnimations(by: seconds)
    }

    // MARK: Touches

    /// A tap at a point in window coordinates: hit-tests (HIT-1), then runs the tap recognizer of
    /// the hit view or its nearest ancestor that has an enabled single-tap one (see
    /// `tap(at:count:)`). Returns the hit view.
    @discardableResult
    public func tap(at point: CGPoint) -> View? {
        tap(at: point, count: 1)
    }

    /// Edits `presentations` on a list taken out of the storage and put back.
    func editPresentations(_ edit: (inout [PresentationController]) -> Void) {
        var list = livePresentations
        livePresentations = []
        edit(&list)
        livePresentations = list
    }

    func warn(_ text: String) {
        log.append(.warning(text))
    }
}
