/// One rule of the behaviour catalogue (`Sources/PresentationOracle/PresentationOracle.docc/Behaviours/`,
/// one article per family), as tests, reports and rule coverage name it.
/// Serves every rule ID: it is the list of them.
public struct Rule: Hashable, Sendable, Codable {
    /// The stable ID, e.g. "CTX-1".
    public var id: String
    /// The family: the ID's prefix, e.g. "CTX".
    public var family: String
    /// The marks in the rule's heading, comma-separated in the catalogue's order: "D" (Apple documents
    /// it), "O" (observed and written up publicly), "M" (a choice of this model). Marks the catalogue puts
    /// on a sub-clause only (e.g. ADAPT-6's substitute size, DETENT-2's alpha) are not listed; POP-1's
    /// "M" is the one its section puts on the popover geometry.
    public var marks: String
    /// The rule in one line, in our words.
    public var summary: String
    /// Whether the oracle implements the rule (and so can report it as applied in a step).
    public var isModelled: Bool

    public init(id: String, family: String, marks: String, summary: String, isModelled: Bool) {
        self.id = id
        self.family = family
        self.marks = marks
        self.summary = summary
        self.isModelled = isModelled
    }
}

/// A rule named by its place in `RuleCatalogue.all`, for code that records rules often and must not
/// build strings to do it (the oracle's rule coverage). Cases are in catalogue order; each case's
/// name is its rule's ID in lower case without the dash.
/// Serves every rule ID.
public enum RuleKey: Int, CaseIterable, Hashable, Sendable {
    case ctx1, ctx2, ctx3, ctx4, ctx5, ctx6
    case life1, life2, life3, life4, life5, life6, life7, life8, life9, life10
    case frame1, frame2, frame3, frame4, frame5
    case adapt1, adapt2, adapt3, adapt4, adapt5, adapt6, adapt7, adapt8, adapt9
    case sheet1, sheet2, sheet3, sheet4
    case detent1, detent2, detent3, detent4
    case pop1, pop2, pop3
    case tint1
    case hit1, hit2, hit3
    case trait1, trait2, trait3, trait4

    /// The catalogue entry.
    public var rule: Rule { RuleCatalogue.all[rawValue] }

    /// The rule's ID, e.g. "CTX-1".
    public var id: String { rule.id }

    /// The key of a rule ID, nil for an ID the catalogue does not list.
    public init?(id: String) {
        guard let index = RuleCatalogue.all.firstIndex(where: { $0.id == id }) else { return nil }
        self.init(rawValue: index)
    }

    /// What is wrong with a rule ID, or nil for one the catalogue lists. Rule IDs name corpus
    /// folders, so nothing but `FAMILY-N` (a known family, a hyphen, a positive number) is allowed.
    public static func problem(_ id: String) -> String? {
        if RuleKey(id: id) != nil { return nil }
        let families = RuleCatalogue.families
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 2, families.contains(String(parts[0])), Int(parts[1]).map({ $0 > 0 }) == true,
           parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), parts[1].first != "0" {
            return "\"\(id)\" is not a rule of the behaviour catalogue (see `prescheck rules`)"
        }
        return "\"\(id)\" is not a rule ID (FAMILY-N with FAMILY one of \(families.joined(separator: ", ")))"
    }
}

/// A rule key is written as its rule's ID (`CTX-3`).
extension RuleKey: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let id = try container.decode(String.self)
        if let problem = RuleKey.problem(id) { throw DecodingError.dataCorruptedError(in: container, debugDescription: problem) }
        self.init(id: id)!
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}

/// A set of rules as a bit set keyed by catalogue position: cheap to fill, and turned into IDs, in
/// catalogue order, only when asked. No hashing order ever reaches its output.
/// Serves every rule ID.
public struct RuleSet: Hashable, Sendable {
    private var bits: UInt64 = 0

    public init() {}

    public init(_ keys: [RuleKey]) {
        for key in keys { insert(key) }
    }

    public mutating func insert(_ key: RuleKey) { bits |= 1 << UInt64(key.rawValue) }

    public mutating func formUnion(_ other: RuleSet) { bits |= other.bits }

    public func union(_ other: RuleSet) -> RuleSet {
        var result = self
        result.formUnion(other)
        return result
    }

    public func contains(_ key: RuleKey) -> Bool { bits & (1 << UInt64(key.rawValue)) != 0 }

    public var isEmpty: Bool { bits == 0 }

    /// The members, in catalogue order.
    public var keys: [RuleKey] { RuleKey.allCases.filter(contains) }

    /// The members' IDs, in catalogue order.
    public var ids: [String] { keys.map(\.id) }

    /// The members as bits, bit N for the catalogue's rule N: how a worker sends a case's rules
    /// to its parent in one short token.
    package var bitPattern: UInt64 { bits }

    /// The set `bitPattern` spells; nil when a bit names no rule of the catalogue.
    package init?(bitPattern: UInt64) {
        guard bitPattern >> UInt64(RuleKey.allCases.count) == 0 else { return nil }
        bits = bitPattern
    }
}

/// Every rule the behaviour catalogue defines, with family, marks, a one-line summary and whether the
/// oracle implements it (the catalogue's headings say "not modelled by the oracle yet" for the others).
///
/// Order ("spec order"): the catalogue's, which is by family (CTX, LIFE, FRAME, ADAPT, SHEET, DETENT,
/// POP, TINT, HIT, TRAIT), then by number within a family.
///
/// Not modelled by the oracle: LIFE-5 (the model has no `presentedView` /
/// `frameOfPresentedViewInContainerView` pair that could call each other, so no step can re-enter
/// layout; its one prediction, no "layout re-entrancy" warning, is implicit in every step).
/// Serves every rule ID.
public enum RuleCatalogue {
    public static let all: [Rule] = [
        entry("CTX-1", "D,O", "Current-context styles: the presenter is the first VC, from the source up its parent chain, that defines the context, else the source's layer root."),
        entry("CTX-2", "D", "Full-window styles (and a custom one presenting in full screen) are presented by the root of the source's layer."),
        entry("CTX-3", "D", "A custom presentation with shouldPresentInFullscreen false is a context presentation (CTX-1 presenter, CTX-4 container)."),
        entry("CTX-4", "D,O", "A context presentation's container is the presenter's view frame; any other container is the window bounds."),
        entry("CTX-5", "D", "Always: presentedViewController comes from the nearest presenting containment ancestor; presentingViewController is the layer root's presenter."),
        entry("CTX-6", "D", "A context-defining presenter that provides its transition style lends its modalTransitionStyle."),
        entry("LIFE-1", "O", "present checks in order: transition in progress, already presented, presenter not in window, already presenting, no anchor; dismiss refuses mid-transition."),
        entry("LIFE-2", "D", "dismiss picks the presented VC's layer, else the own layer, plus everything above; k layers dismiss as one transition."),
        entry("LIFE-3", "D", "Each presentation and dismissal calls WillBegin then DidEnd once; completions run once, after DidEnd."),
        entry("LIFE-4", "D", "A cancelled transition restores views, frames, tints and links exactly; added views are gone."),
        entry("LIFE-5", "O", "Mutual recursion of presentedView and frameOfPresentedViewInContainerView returns the stored frame and logs layout re-entrancy.", modelled: false),
        entry("LIFE-6", "M", "The virtual clock moves in advance steps only; animated transitions take 0.3 s with linear frame, alpha and dimming progress."),
        entry("LIFE-7", "M", "Views enter at acceptance and removed ones leave at DidEnd(true); links are set at acceptance and cleared before the final DidEnd."),
        entry("LIFE-8", "M", "Interactive dismissal: begin, update(p), finish over the remaining time, or cancel with DidEnd(false) in its own step."),
        entry("LIFE-9", "D,M", "Appearance callbacks (viewWill/DidAppear, viewWill/DidDisappear) around the transition callbacks, reversed on cancel."),
        entry("LIFE-10", "D", "A user's dismissal attempt (sheet dimming tap, popover outside tap, sheet drag past its threshold, a swipe as a 40 pt pan at 1500 pt/s) is refused by isModalInPresentation or shouldDismiss with DidAttemptToDismiss, else WillDismiss, the dismissal, then DidDismiss."),
        entry("FRAME-1", "D", "Settled presented frames: full-window styles fill the window, context styles their container, custom from its controller, sheets and popovers by their rules."),
        entry("FRAME-2", "D,M", "When settled, fullScreen (or full-window custom with shouldRemovePresentersView) removes every view behind it, currentContext (or context custom with it) only the presenter's view; others nothing."),
        entry("FRAME-3", "D,O", "Always: a completed custom presentation keeps frameOfPresentedViewInContainerView, also while a full-screen VC above it is dismissed."),
        entry("FRAME-4", "D", "Catalogue controllers lay out in containerViewWillLayoutSubviews, so frames follow any container size change."),
        entry("FRAME-5", "D", "After a dismissal completes, what remains is as if the dismissed presentations never happened."),
        entry("ADAPT-1", "D", "In a compact dimension a popover adapts to a form sheet unless the delegate answers; otherwise it stays a popover."),
        entry("ADAPT-2", "D", "The delegate is asked only in a compact dimension and its answer is final; unsupported answers mean none; a custom style without delegate never adapts."),
        entry("ADAPT-3", "D", "Form and page sheets: compact width gives an edge-attached sheet; compact height wins and gives SHEET-4."),
        entry("ADAPT-4", "O", "Context styles, CTX-3 presentations, fullScreen and overFullScreen never adapt and never ask their delegate."),
        entry("ADAPT-5", "D", "Trait changes re-evaluate the adaptive style unanimated; willPresentWithAdaptiveStyle fires at presentation and on each style change."),
        entry("ADAPT-6", "D", "While adapted (reported style not none), a substitute VC's view is the presented view and its preferredContentSize is read; links keep naming the original."),
        entry("ADAPT-7", "M", "The reported adapted style: fullScreen for a compact-height sheet without edge attachment, else the honoured answer, else formSheet for a compact popover, else none."),
        entry("ADAPT-8", "D,M", "A popover adapted to a sheet uses the adaptive sheet settings (default: large only, nothing selected or undimmed)."),
        entry("ADAPT-9", "M", "Delegate calls are recorded only with a delegate: the style question in compact traits, then willPresentWithAdaptiveStyle."),
        entry("SHEET-1", "D,M", "Compact width, regular height: a full-width sheet pinned to the bottom, detent value plus the bottom safe inset tall."),
        entry("SHEET-2", "D,M", "Regular width and height: a centred sheet of the preferred size (540x620 by default) within the safe area less 40; detent large."),
        entry("SHEET-3", "D", "No valid selected detent selects the smallest detent, ties going to the first listed."),
        entry("SHEET-4", "D", "Compact height: full screen without edge attachment; with it, bottom-pinned within the safe width and medium inactive."),
        entry("DETENT-1", "D", "A sheet is undimmed exactly when its largest undimmed detent is an active listed detent at least as large as the effective one."),
        entry("DETENT-2", "D", "A dimmed sheet has an opaque dimming view that dismisses on tap; an undimmed one has none and lets touches through."),
        entry("DETENT-3", "D", "Changing the selected detent, the detents or the traits re-applies SHEET and DETENT unanimated in that step."),
        entry("DETENT-4", "D,M", "Dragging a bottom sheet of its own selects the detent nearest the dragged height (or the next one on a flick) and tells the delegate; below half the smallest it is a dismissal attempt."),
        entry("POP-1", "M", "Popover geometry: preferred size (320x480 default) in the safe area inset by 10, below the source if it fits, else above; no source view is refused."),
        entry("POP-2", "D", "A popover's container has a near-transparent dimming view; a tap outside goes to a passthrough view or dismisses the popover."),
        entry("POP-3", "D,M", "permittedArrowDirections restricts the placement to the permitted sides, tried below, above, right, left; arrowDirection names the side used."),
        entry("TINT-1", "D,M", "Effective tint is inherited; a popover, or a dimmed sheet not filling the window, dims its presenter's view until its dismissal starts."),
        entry("HIT-1", "D", "Hit testing recurses front to back into qualifying views (not hidden, alpha at least 0.01, interaction on, point in half-open bounds); the deepest wins."),
        entry("HIT-2", "D,O", "A container takes touches no subview takes, except undimmed sheets and popovers; a context container covers only its context."),
        entry("HIT-3", "M", "Window z-order: root view, then full-window containers by acceptance; context containers sit just above the presenter's view."),
        entry("TRAIT-1", "M", "Rotation swaps the size and takes the landscape safe area; pad-split only resizes; both are refused mid-transition."),
        entry("TRAIT-2", "M", "A child's view frame is a fixed unit rectangle of its parent's bounds, recomputed at every layout pass; later children are in front."),
        entry("TRAIT-3", "M", "A view's safe-area insets are the window's minus its distance from each window edge, floored at 0."),
        entry("TRAIT-4", "M", "A layout pass runs when a presentation is accepted and after any change of container size, traits or preferredContentSize."),
    ]

    /// Every ID, in catalogue order.
    public static var ids: [String] { all.map(\.id) }

    /// The rule families, in catalogue order; a rule ID is a family, a hyphen and a number (`CTX-3`).
    public static let families = ["CTX", "LIFE", "FRAME", "ADAPT", "SHEET", "DETENT", "POP", "TINT", "HIT", "TRAIT"]

    /// The rules the oracle implements, in catalogue order.
    public static var modelled: [Rule] { all.filter(\.isModelled) }

    /// The entry for an ID, nil when the catalogue does not list it.
    public static func rule(_ id: String) -> Rule? { all.first { $0.id == id } }

    private static func entry(_ id: String, _ marks: String, _ summary: String, modelled: Bool = true) -> Rule {
        Rule(id: id, family: String(id.prefix { $0 != "-" }), marks: marks, summary: summary, isModelled: modelled)
    }
}
