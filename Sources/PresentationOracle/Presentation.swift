import Foundation
import PresCheckCore

/// One accepted presentation, from acceptance until its links are cleared (LIFE-7, CTX-5).
///
/// What acceptance fixes (the request, the presenter, the transition style, the hooks) is kept in
/// one shared record that never changes (`Accepted`), and the two sheet settings in another
/// (`Sheets`), replaced whole when an action or a layout pass changes one; the rest is stored
/// inline and holds no reference. A copy of a presentation, which an unoptimised build makes for
/// every `presentations[index].field` it reads, then retains two records instead of every string,
/// array and tree of the request and the settings.
struct Presentation: Sendable {
    /// What acceptance fixed, shared by every copy of the presentation.
    private let accepted: Accepted

    /// The `present` action that was accepted.
    var request: PresentAction { accepted.request }
    /// The request's catalogue controller (nil: none), read without copying the request.
    var controller: CatalogueController? { accepted.controller }
    /// The style the request names (`PresentAction.style`), read without copying the request.
    var style: PresentationStyle { accepted.style }
    /// ADAPT-6: whether a substitute can stand in for the presented view: the delegate gives a
    /// substitute tree and the presentation is not a `half-height-adaptive` (whose delegate is the
    /// catalogue's). It stands in while the presentation is adapted (`OracleState.isSubstituteActive`).
    /// Stored inline, so that it is read without the shared record.
    let takesSubstitute: Bool
    /// CTX-1..3: the presenter.
    var presenter: String { accepted.presenter }
    /// The presented node, the root of the request's tree; it names the presentation's layer.
    var presented: String { accepted.presented }
    /// CTX-1/CTX-3: a context presentation (container inside the presenter's superview, CTX-4).
    var isContext: Bool { accepted.isContext }
    /// The keys (`NodeTable`) of the presented node, the presenter and the two trees.
    var keys: PresentationKeys { accepted.keys }
    /// The keys of the presented tree (`keys.tree`), read without copying the other keys.
    var treeKeys: [Int] { accepted.treeKeys }
    /// The keys of the substitute tree (`keys.substitute`), read without copying the other keys.
    var substituteKeys: [Int] { accepted.substituteKeys }
    /// The presented node's key (`NodeTable`).
    var presentedKey: Int { accepted.presentedKey }
    /// The presenter's key (`NodeTable`).
    var presenterKey: Int { accepted.presenterKey }
    /// How many nodes the presented tree and the substitute tree hold together (the lengths of
    /// `keys.tree` and `keys.substitute`), read without copying the keys.
    var treeNodeCount: Int { accepted.treeNodeCount }
    /// LIFE-6 with CTX-6 applied.
    var transitionStyle: TransitionStyle { accepted.transitionStyle }
    /// LIFE-3: a `present` action's completion runs after DidEnd (false for the catalogue's own
    /// `present` of the `intermediate-helper` helper, which passes none).
    var logsCompletion: Bool { accepted.hooks.logsCompletion }
    /// Catalogue `intermediate-helper`: the `present` the helper makes in its `viewDidAppear`.
    var presentsFromViewDidAppear: PresentAction? { accepted.hooks.presentsFromViewDidAppear }
    /// What the presentation does beyond its rules (LIFE-3's completion, the catalogue
    /// `intermediate-helper`'s calls), fixed at acceptance.
    var hooks: PresentHooks { accepted.hooks }
    /// Catalogue `intermediate-helper`: the article's cleanup: `dismissalTransitionDidEnd(true)`
    /// calls `presentingViewController.dismiss(animated: false)`.
    var dismissesPresenterAfterDismissal: Bool { accepted.hooks.dismissesPresenterAfterDismissal }

    var phase: PresentationObservation.Phase
    /// DETENT-3, TRAIT-4: both sheet settings, shared by every copy until one of them changes.
    private var sheets: Sheets
    /// DETENT-3: the sheet settings as actions last set them...
    var sheetSettings: SheetOptions {
        get { sheets.settings }
        set { sheets = Sheets(settings: newValue, applied: sheets.applied) }
    }
    /// ...and as the last layout pass applied them (TRAIT-4); frames and dimming read these.
    /// A layout pass writes them with `applySheetSettings()`.
    var appliedSheet: SheetOptions { sheets.applied }
    /// DETENT-3: whether the last layout pass applied the sheet settings as they are now.
    var appliesSheetSettings: Bool { sheets.inSync }
    /// TRAIT-4, DETENT-3: a layout pass applies the sheet settings as they are now
    /// (`appliedSheet = sheetSettings`, asked only when they are not applied yet), so that the
    /// settings are neither copied out nor compared again.
    mutating func applySheetSettings() {
        let changed = !sheets.inSync
        sheets = Sheets(applying: sheets.settings)
        if changed { resolveAdaptation() }
    }
    /// The record of both sheet settings, through which the applied ones are read in place
    /// (`Sheets.appliedFrame`, `Sheets.isAppliedDimmed`) rather than copied out of it: reading the
    /// record copies one reference, where a copy of the settings retains each of their lists and
    /// strings.
    var sheetRecord: Sheets { sheets }
    /// DETENT-1: whether the applied settings name a largest undimmed detent; without one a sheet
    /// is dimmed at every detent, which is then answered without a copy of the settings.
    var appliedSheetNamesUndimmedDetent: Bool { sheets.namesUndimmedDetent }

    /// POP-1: the requested style is a popover (`Adaptivity.requestedStyle`), worked out at
    /// acceptance and stored inline, so that a layout pass reads it without a copy of the
    /// presentation (which a computed reading of the request made).
    let requestsPopover: Bool
    /// POP-1: the popover's anchor as the request gives it (`Popovers.anchor`, fixed at
    /// acceptance): the source view's id (the request's source when the anchor names none) and
    /// the `sourceRect` in that view's coordinates, if any.
    var popoverAnchor: (view: String, rect: CGRect?) { (accepted.popoverSourceView, accepted.popoverSourceRect) }
    /// POP-3: the sides the request permits (`PopoverArrows.permitted`), fixed at acceptance and
    /// read without copying the request.
    var popoverPermitted: [PopoverArrow] { accepted.popoverPermitted }
    /// TRAIT-1: the window's traits (`OracleState.geometry` keeps them current).
    var traits: TraitCollection {
        didSet { if traits != oldValue { resolveAdaptation() } }
    }
    /// ADAPT-1..4, ADAPT-7: how the presentation behaves now, `Adaptivity.resolve` of `request` in
    /// `traits` with `appliedSheet`, resolved again whenever one of them changes, so that the
    /// many readers of a step share one resolution.
    private(set) var adaptation: Adaptation
    /// SHEET: the window's `maximumDetentValue` (M), which `OracleState.geometry` keeps current.
    private(set) var detentMaximum: CGFloat
    /// SHEET-3/SHEET-4: the value of the effective detent (`SheetsAndDetents.effectiveDetent`) of a
    /// presentation that behaves as a sheet, for its layout, `appliedSheet` and `detentMaximum`
    /// (0 for any other), worked out again whenever one of them changes, so that every frame a
    /// step reads (SHEET-1, SHEET-4) shares one resolution.
    private(set) var effectiveDetentValue: CGFloat = 0
    /// TRAIT-4: the presented VC's `preferredContentSize` (ADAPT-6: the active substitute's) as read
    /// at the last layout pass; SHEET-2, SHEET-4, POP-1 and the `toast` read this.
    var appliedPreferredSize: CGSize
    /// POP-1: the popover's S (its `sourceRect` in window coordinates) as read at the last layout
    /// pass; a popover's frame reads this. See `popoverSourceRect`.
    var appliedPopoverSource: CGRect = .zero
    /// ADAPT-5: the ADAPT-7 style last announced, to detect changes.
    var announcedStyle: PresentationStyle
    /// LIFE-9: FRAME-2 will remove the presenter's view when this presentation is settled, as
    /// decided at acceptance; the presenter then hears `viewWillDisappear` and `viewDidDisappear`.
    var presenterDisappears = false

    init(request: PresentAction, presenter: String, isContext: Bool, transitionStyle: TransitionStyle,
         phase: PresentationObservation.Phase, sheetSettings: SheetOptions, traits: TraitCollection,
         appliedPreferredSize: CGSize, hooks: PresentHooks, keys: PresentationKeys, detentMaximum: CGFloat) {
        accepted = Accepted(request: request, presenter: presenter, isContext: isContext,
                            transitionStyle: transitionStyle, hooks: hooks, keys: keys)
        self.phase = phase
        takesSubstitute = request.delegate?.substitute != nil && request.controller != .halfHeightAdaptive
        requestsPopover = Adaptivity.requestedStyle(request) == .popover
        sheets = Sheets(applying: sheetSettings)
        self.traits = traits
        adaptation = Adaptivity.resolve(request, traits: traits, sheet: sheetSettings)
        self.detentMaximum = detentMaximum
        self.appliedPreferredSize = appliedPreferredSize
        // What acceptance announces at once (ADAPT-5), written here rather than into the list after.
        announcedStyle = adaptation.reportedStyle
        resolveEffectiveDetent()
    }

    /// TRAIT-1: the window's traits and M (`SheetsAndDetents.maximumDetentValue`) now; whatever
    /// depends on them is worked out again when they change.
    mutating func placeInWindow(traits: TraitCollection, detentMaximum m: CGFloat) {
        let maximumChanged = m != detentMaximum
        detentMaximum = m
        if traits != self.traits {
            self.traits = traits  // resolves the adaptation and the effective detent again
        } else if maximumChanged {
            resolveEffectiveDetent()
        }
    }

    /// FRAME-2: the removal the presentation performs when settled, for the style it has now
    /// (whatever its phase; `OracleState.settledRemovalFRAME2`), read from its own fields, so that
    /// it is answered for a presentation not listed yet.
    var settledRemovalFRAME2: RemovalScope? {
        switch adaptation.behaviour {
        case .fullScreen: return .everythingBehind
        case .currentContext: return .presenterOnly
        case .custom(nil):
            guard accepted.request.shouldRemovePresentersView == true else { return nil }
            return accepted.isContext ? .presenterOnly : .everythingBehind
        default: return nil
        }
    }

    /// ADAPT-6: whether the substitute is active, the VC whose view is the presented view while
    /// the presentation is adapted (`OracleState.isSubstituteActive`).
    /// Reading: (Reading ADAPT-6.a) "active" means the ADAPT-7 reported style is not `.none`.
    var isSubstituteActive: Bool { takesSubstitute && adaptation.reportedStyle != .none }

    /// ADAPT-6: the delegate's substitute tree as the scenario gives it (active or not), read in
    /// place: its root's id and whether that root has children.
    var substituteRoot: (id: String, hasChildren: Bool)? {
        guard let id = accepted.substituteID else { return nil }
        return (id, accepted.substituteHasChildren)
    }

    /// CTX-1: whether the presented node defines the presentation context, read in place.
    var presentedDefinesContext: Bool { accepted.request.node.effectiveDefinesPresentationContext }

    /// The presented node's children, kept beside the request so that they are read without
    /// copying the request's tree.
    var presentedChildren: [Node] { accepted.presentedChildren }

    /// The presented tree as the list of its nodes in preorder (`FlatTree`), which observations walk.
    var presentedTree: FlatTree { accepted.presentedTree }

    /// ADAPT-6: the delegate's substitute tree as the list of its nodes in preorder (`FlatTree`).
    var substituteTree: FlatTree? { accepted.substituteTree }

    /// ADAPT-6: the delegate's substitute tree as the scenario gives it (active or not).
    var substitute: Node? { accepted.request.delegate?.substitute }

    private mutating func resolveAdaptation() {
        adaptation = Adaptivity.resolve(accepted.request, traits: traits, sheet: sheets.applied)
        resolveEffectiveDetent()
    }

    /// Works out `effectiveDetentValue` from the layout, the applied settings and M.
    private mutating func resolveEffectiveDetent() {
        guard case .sheet(let layout) = adaptation.behaviour else { return effectiveDetentValue = 0 }
        effectiveDetentValue = sheets.effectiveDetentValue(layout, maximum: detentMaximum)
    }

    /// DETENT-3, TRAIT-4: the sheet settings as actions last set them and as the last layout pass
    /// applied them; never changed, replaced whole.
    final class Sheets: Sendable {
        let settings: SheetOptions
        let applied: SheetOptions
        /// `applied == settings`, compared once when the record is made.
        let inSync: Bool
        /// `applied` names a largest undimmed detent (DETENT-1), read once when the record is made.
        let namesUndimmedDetent: Bool

        init(settings: SheetOptions, applied: SheetOptions) {
            self.settings = settings
            self.applied = applied
            inSync = applied == settings
            namesUndimmedDetent = applied.largestUndimmedDetentIdentifier != nil
        }

        /// Both settings `settings`, applied as they are (in sync without comparing them).
        init(applying settings: SheetOptions) {
            self.settings = settings
            applied = settings
            inSync = true
            namesUndimmedDetent = settings.largestUndimmedDetentIdentifier != nil
        }

        /// `SheetsAndDetents.frame` of `applied`, passed in place, whose effective detent's value
        /// is `value` (`effectiveDetentValue`).
        func appliedFrame(_ layout: SheetLayout, value: CGFloat, preferred: CGSize, window: WindowGeometry) -> CGRect {
            SheetsAndDetents.frame(layout, applied, value: value, preferred: preferred, window: window)
        }

        /// The value of `applied`'s effective detent (`SheetsAndDetents.effectiveDetent`) for `layout` and M `m`.
        func effectiveDetentValue(_ layout: SheetLayout, maximum m: CGFloat) -> CGFloat {
            SheetsAndDetents.value(of: SheetsAndDetents.effectiveDetent(applied, layout, maximum: m), maximum: m)
        }

        /// `SheetsAndDetents.isDimmedDETENT1` of `applied`, passed in place, whose effective
        /// detent's value is `effective` (`effectiveDetentValue`).
        func isAppliedDimmed(_ layout: SheetLayout, maximum m: CGFloat, effective: CGFloat) -> Bool {
            SheetsAndDetents.isDimmedDETENT1(applied, layout, maximum: m, effective: effective)
        }
    }

    /// What acceptance fixed (LIFE-7): never changed afterwards, so one record serves every copy.
    private final class Accepted: Sendable {
        let request: PresentAction
        let presenter: String
        let presented: String
        let isContext: Bool
        let transitionStyle: TransitionStyle
        let hooks: PresentHooks
        let keys: PresentationKeys
        let treeKeys: [Int]
        let substituteKeys: [Int]
        let presentedKey: Int
        let presenterKey: Int
        let treeNodeCount: Int
        let controller: CatalogueController?
        let style: PresentationStyle
        let presentedChildren: [Node]
        let presentedTree: FlatTree
        let substituteTree: FlatTree?
        let substituteID: String?
        let substituteHasChildren: Bool
        let popoverSourceView: String
        let popoverSourceRect: CGRect?
        let popoverPermitted: [PopoverArrow]

        init(request: PresentAction, presenter: String, isContext: Bool, transitionStyle: TransitionStyle,
             hooks: PresentHooks, keys: PresentationKeys) {
            self.request = request
            self.presenter = presenter
            presented = request.node.id
            self.isContext = isContext
            self.transitionStyle = transitionStyle
            self.hooks = hooks
            self.keys = keys
            treeKeys = keys.tree
            substituteKeys = keys.substitute
            presentedKey = keys.presented
            presenterKey = keys.presenter
            treeNodeCount = keys.tree.count + keys.substitute.count
            controller = request.controller
            style = request.style
            presentedChildren = request.node.children
            presentedTree = FlatTree(request.node, count: keys.tree.count)
            substituteTree = request.delegate?.substitute.map { FlatTree($0, count: keys.substitute.count) }
            substituteID = request.delegate?.substitute?.id
            substituteHasChildren = !(request.delegate?.substitute?.children.isEmpty ?? true)
            let anchor = Popovers.anchor(request) ?? PopoverOptions()
            popoverSourceView = anchor.sourceView ?? request.source
            popoverSourceRect = anchor.sourceRect?.cgRect
            popoverPermitted = PopoverArrows.permitted(request)
        }
    }
}

/// The searches of the presentations by node (CTX-5), first match in acceptance order, by index
/// (a predicate over the elements would copy each presentation), and what the state reads of one
/// presentation by its index, on the list itself: a function that writes the state hands on the
/// list alone, where a method of the state would be handed a copy of the whole state.
extension [Presentation] {
    /// The position of the presentation of `presented`.
    func position(presenting presented: String) -> Int? {
        for index in 0..<count where self[index].presented == presented { return index }
        return nil
    }

    /// `position(presenting:)` of the node with `key` (`NodeTable`), comparing numbers.
    func position(presentingKey key: Int) -> Int? {
        for index in 0..<count where self[index].presentedKey == key { return index }
        return nil
    }

    /// The position of the presentation `presenter` presents.
    func position(presentedBy presenter: String) -> Int? {
        for index in 0..<count where self[index].presenter == presenter { return index }
        return nil
    }

    /// `position(presentedBy:)` of the node with `key` (`NodeTable`), comparing numbers.
    func position(presentedByKey key: Int) -> Int? {
        for index in 0..<count where self[index].presenterKey == key { return index }
        return nil
    }

    /// LIFE-9, ADAPT-6: the keys of the view controllers told when the presentation at `index`
    /// appears or disappears (`OracleState.appearanceControllerKeys`): its active substitute's
    /// tree's, else its presented tree's.
    func appearanceControllerKeys(at index: Int) -> [Int] {
        self[index].isSubstituteActive ? self[index].substituteKeys : self[index].treeKeys
    }
}
