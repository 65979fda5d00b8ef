/// A transition, appearance or delegate callback as observations record it (LIFE-3, LIFE-9,
/// LIFE-10, ADAPT-5, ADAPT-6, ADAPT-9, DETENT-4): typed everywhere, spelled as a string only when
/// written (`description`), each spelling prefixed by the presented node (or, for an appearance
/// callback or a dismiss completion, the view controller that received it):
/// `"P: presentationTransitionWillBegin"`.
public enum Callback: Hashable, Sendable, Encodable, CustomStringConvertible {
    case presentationWillBegin(String)
    case presentationDidEnd(String, Bool)
    case dismissalWillBegin(String)
    case dismissalDidEnd(String, Bool)
    /// The completion handler of a `present` action.
    case presentCompletion(String)
    /// The completion handler of a `dismiss` action called on the node (the receiver).
    case dismissCompletion(String)
    /// ADAPT-9: the delegate was asked, with the traits it was given.
    case adaptiveStyleAsked(String, TraitCollection)
    /// ADAPT-5: `willPresentWithAdaptiveStyle` with the ADAPT-7 style.
    case willPresentWithAdaptiveStyle(String, PresentationStyle)
    /// ADAPT-6: the delegate was asked for a substitute, with the style it was given.
    /// Reading: (Reading ADAPT-6.c) asked, when a delegate is set, right after each `willPresentWithAdaptiveStyle`
    /// (ADAPT-5, ADAPT-9) whose style is not `.none`, with that style; never otherwise.
    case substituteAsked(String, PresentationStyle)
    /// LIFE-9: an appearance callback, by the view controller that received it (a node, or a
    /// substitute, by its id).
    case appearance(String, Appearance)
    /// LIFE-10: the delegate was asked whether the user may dismiss. Recorded only when a delegate
    /// is set (ADAPT-9), as are the three below.
    case shouldDismissAsked(String)
    /// LIFE-10: a user dismissal starts (before its `dismissalTransitionWillBegin`).
    case willDismiss(String)
    /// LIFE-10: a user dismissal completed (after its DidEnd and LIFE-9 calls).
    case didDismiss(String)
    /// LIFE-10: a user dismissal attempt was refused (`isModalInPresentation` or the delegate's answer).
    case didAttemptToDismiss(String)
    /// DETENT-4: the user's drag selected another detent; the identifier is the selected detent's
    /// scenario name (`large`, `medium`, or a custom detent's own), nil when none is selected.
    /// Recorded only when a delegate is set (ADAPT-9).
    case didChangeSelectedDetent(String, String?)

    /// LIFE-9's four appearance callbacks.
    public enum Appearance: String, CaseIterable, Sendable {
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    }

    /// What kind of call this is, for attribution (which rule owns a differing callback).
    public enum Kind: Sendable {
        /// LIFE-3's transition callbacks and the completion handlers.
        case transition
        /// LIFE-9.
        case appearance
        /// LIFE-10's four delegate calls.
        case userDismissal
        /// DETENT-4's delegate call.
        case detentChange
        /// ADAPT-6.
        case substitute
        /// ADAPT-5 and ADAPT-9.
        case adaptiveStyle
    }

    public var kind: Kind {
        switch self {
        case .presentationWillBegin, .presentationDidEnd, .dismissalWillBegin, .dismissalDidEnd, .presentCompletion,
             .dismissCompletion:
            return .transition
        case .appearance: return .appearance
        case .shouldDismissAsked, .willDismiss, .didDismiss, .didAttemptToDismiss: return .userDismissal
        case .didChangeSelectedDetent: return .detentChange
        case .substituteAsked: return .substitute
        case .adaptiveStyleAsked, .willPresentWithAdaptiveStyle: return .adaptiveStyle
        }
    }

    public var description: String {
        switch self {
        case .presentationWillBegin(let presented): return "\(presented): presentationTransitionWillBegin"
        case .presentationDidEnd(let presented, let completed): return "\(presented): presentationTransitionDidEnd(\(completed))"
        case .dismissalWillBegin(let presented): return "\(presented): dismissalTransitionWillBegin"
        case .dismissalDidEnd(let presented, let completed): return "\(presented): dismissalTransitionDidEnd(\(completed))"
        case .presentCompletion(let presented): return "\(presented): present completion"
        case .dismissCompletion(let node): return "\(node): dismiss completion"
        case .adaptiveStyleAsked(let presented, let traits): return "\(presented): adaptivePresentationStyle(\(traits))"
        case .willPresentWithAdaptiveStyle(let presented, let style):
            return "\(presented): willPresentWithAdaptiveStyle(\(style.rawValue))"
        case .substituteAsked(let presented, let style):
            return "\(presented): viewControllerForAdaptivePresentationStyle(\(style.rawValue))"
        case .appearance(let viewController, let callback): return "\(viewController): \(callback.rawValue)"
        case .shouldDismissAsked(let presented): return "\(presented): presentationControllerShouldDismiss"
        case .willDismiss(let presented): return "\(presented): presentationControllerWillDismiss"
        case .didDismiss(let presented): return "\(presented): presentationControllerDidDismiss"
        case .didAttemptToDismiss(let presented): return "\(presented): presentationControllerDidAttemptToDismiss"
        case .didChangeSelectedDetent(let presented, let identifier):
            return "\(presented): sheetPresentationControllerDidChangeSelectedDetentIdentifier(\(identifier ?? "nil"))"
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
