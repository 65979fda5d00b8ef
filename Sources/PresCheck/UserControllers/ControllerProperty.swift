import PresCheckCore

/// The properties `ControllerConformance.checkPresentationController` checks on a user's presentation
/// controller. Every one is oracle-free: it runs on the engine alone and relates steps of one run
/// (or two runs of one scenario) to each other and to what the controller itself answers, so it
/// needs no model of what the controller should draw.
///
/// "The controller's answer" is what `frameOfPresentedViewInContainerView` returned at the last
/// layout pass (TRAIT-4): the engine asks at every pass, as UIKit does, and between passes that
/// answer is the frame the controller stands by (a `toast` that grows with `preferredContentSize`
/// keeps its size until the pass that the change starts).
/// Serves FRAME-3, FRAME-4, LIFE-4, FRAME-5, LIFE-5, HIT-2, LIFE-1 and LIFE-6.
public enum ControllerProperty: String, CaseIterable, Sendable, Comparable, CustomStringConvertible, CheckedProperty {
    /// FRAME-3: after every step, a presentation of the controller that completed and whose own
    /// dismissal has not begun, not adapted (ADAPT-2), with its presented view in the window, has
    /// that view at the controller's answer, also while a full-screen presentation covers it and
    /// while that one is dismissed and the view is back in the window (reported once, at the step
    /// the frame first leaves the answer).
    case framesKept = "frames-kept"
    /// FRAME-4: after every accepted rotation or resize, the presented view of each completed,
    /// not adapted presentation of the controller is at the controller's answer for the new size,
    /// in the window or not (the layout pass lays out every container), and every view the
    /// controller put in its container that covered the container before (a dimming view) covers
    /// it after. A view the controller added with another frame has a rule only the controller
    /// knows, and is not checked.
    case relayoutOnResize = "relayout-on-resize"
    /// FRAME-4 (TRAIT-1 for what is not the controller's): from a settled step, rotating and
    /// rotating back restores every frame, link, tint and adapted style.
    case rotationRoundTrip = "rotation-round-trip"
    /// LIFE-4: from a settled step, beginning an interactive dismissal, moving it and cancelling it
    /// leaves everything as it was: every observed field and every view in the window (frame,
    /// alpha, hidden, interaction), so a view the controller added and did not take away is found.
    case cancelChangesNothing = "cancel-changes-nothing"
    /// FRAME-5: from a settled step, an unanimated present at once followed by an unanimated
    /// dismiss of what it presented leaves everything as it was, every view in the window included.
    case presentDismissRestores = "present-dismiss-restores"
    /// LIFE-5: no step logs "layout re-entrancy": the controller's `presentedView` and
    /// `frameOfPresentedViewInContainerView` never call each other.
    case noLayoutReentrancy = "no-layout-reentrancy"
    /// HIT-2: for a tap in a settled state, at a point outside the context of a context presentation
    /// of the controller, neither its container nor a view the controller added outside the
    /// container takes the touch (it reaches the views behind); at a point inside the container
    /// that nothing in front of it covers, the container or one of its subviews takes it. Each
    /// half can be declared not to apply (`ControllerTraits`); its taps are then counted as skipped.
    case containerTouches = "container-touches"
    /// LIFE-1: a refused `present` or `dismiss` changes nothing, every view in the window included
    /// (the controller of a refused `.custom` present is made, and must not touch anything yet).
    case refusalChangesNothing = "refusal-changes-nothing"
    /// LIFE-6: running the same scenario twice, each time with new controllers, gives the same
    /// observations and the same views after every step.
    case deterministic

    /// The rule a finding is filed under when no field says better.
    public var rule: RuleKey {
        switch self {
        case .framesKept: return .frame3
        case .relayoutOnResize, .rotationRoundTrip: return .frame4
        case .cancelChangesNothing: return .life4
        case .presentDismissRestores: return .frame5
        case .noLayoutReentrancy: return .life5
        case .containerTouches: return .hit2
        case .refusalChangesNothing: return .life1
        case .deterministic: return .life6
        }
    }

    /// None is about the process: a controller check runs in the test's own.
    public var isProcessFault: Bool { false }

    /// A controller check has one subject, the user's controller, which its failure names.
    public static var findingsNameSubject: Bool { false }

    /// One line, for failure messages.
    public var summary: String {
        switch self {
        case .framesKept:
            return "a completed presentation's view keeps the controller's frame, also while covered by a full-screen "
                + "presentation and while that one is dismissed"
        case .relayoutOnResize: return "after every size change the presented view and the views covering the container follow the new size"
        case .rotationRoundTrip: return "rotating and rotating back restores every frame"
        case .cancelChangesNothing: return "a cancelled interactive dismissal leaves everything as it was"
        case .presentDismissRestores: return "presenting and at once dismissing leaves everything as it was"
        case .noLayoutReentrancy: return "presentedView and frameOfPresentedViewInContainerView never call each other"
        case .containerTouches:
            return "touches outside a context presentation reach the views behind; inside its container, the container takes them"
        case .refusalChangesNothing: return "a refused present or dismiss changes nothing"
        case .deterministic: return "the same scenario gives the same steps every time"
        }
    }

    public var description: String { rawValue }

    public static func < (lhs: ControllerProperty, rhs: ControllerProperty) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What a controller does on purpose that a property would otherwise hold against it. Each trait
/// switches off one half of a property, and the report counts the checks it skipped, so nothing
/// passes unseen.
/// Serves HIT-2.
public struct ControllerTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The controller adds views outside its container that take touches (the window-wide view of
    /// source article 000 that swallows them). HIT-2's "touches outside a context reach the views
    /// behind" cannot hold for them: a tap such a view takes is skipped, not a finding.
    public static let takesTouchesOutsideContainer = ControllerTraits(rawValue: 1 << 0)
    /// The controller lets touches through its container (a non-modal overlay: the container's
    /// `isUserInteractionEnabled` off, or `ContainerView.passesTouchesThrough`). HIT-2's "a container
    /// takes every touch inside its frame that no subview takes" cannot hold: such taps are skipped.
    public static let passesTouchesThroughContainer = ControllerTraits(rawValue: 1 << 1)
}

/// One violation of a controller property at one step: the one `Finding` type, of a
/// `ControllerProperty`. Its subject is the engine the user's controller ran on; its text names the
/// property and rule (`frames-kept [FRAME-3] at step 3: …`).
/// Carries the rule ID (`rule`) it is filed under.
public typealias ControllerFinding = Finding<ControllerProperty>
