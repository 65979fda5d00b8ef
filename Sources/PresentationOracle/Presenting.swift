import Foundation
import PresCheckCore

/// What a presentation does beyond its rules: whether its completion is logged (LIFE-3), and the
/// catalogue `intermediate-helper`'s two calls (a `present` from the helper's `viewDidAppear`, a
/// `dismiss` of the presenter from `dismissalTransitionDidEnd(true)`).
struct PresentHooks: Sendable {
    var logsCompletion = true
    /// The helper's `present`, held in a record of its own, so that the hooks of every other
    /// presentation are a few bytes, not a whole request, wherever they are passed and stored.
    private let helperPresent: HelperPresent?
    var dismissesPresenterAfterDismissal = false

    init(logsCompletion: Bool = true, presentsFromViewDidAppear: PresentAction? = nil,
         dismissesPresenterAfterDismissal: Bool = false) {
        self.logsCompletion = logsCompletion
        helperPresent = presentsFromViewDidAppear.map(HelperPresent.init)
        self.dismissesPresenterAfterDismissal = dismissesPresenterAfterDismissal
    }

    /// The `present` the `intermediate-helper` helper makes in its `viewDidAppear`, if any.
    var presentsFromViewDidAppear: PresentAction? { helperPresent?.request }

    /// A scenario's `present` action.
    static let action = PresentHooks()

    /// `presentsFromViewDidAppear`'s record; never changed.
    private final class HelperPresent: Sendable {
        let request: PresentAction
        init(_ request: PresentAction) { self.request = request }
    }
}

/// The keys (`NodeTable`, in preorder) of the trees a `present` declared in its step: its node's
/// tree and its delegate's substitute tree; nil for one it did not declare. With them, the key of
/// its node, which `declare` looks up (or gives) whether or not it declares a tree (nil: not
/// declared through `declare`).
struct DeclaredKeys: Sendable {
    var tree: [Int]?
    var substitute: [Int]?
    var node: Int?
}

/// LIFE-1, LIFE-3, LIFE-7, LIFE-9, ADAPT-5/6/9, TRAIT-4: presenting.
/// Rule coverage: each function records the rules it decides with, where it decides.
extension OracleState {
    /// LIFE-1: a `present` action, `source.present(node)`. A source in no layer has its view in no
    /// window, so the call is refused with "presenter not in window" before any other check. The
    /// catalogue `intermediate-helper` presents through its helper (`presentThroughHelper`).
    mutating func present(_ action: PresentAction) {
        // The action itself unless it re-presents a declared tree: a copy only then.
        let declaration = declare(action)
        if let declared = declaration.tree {
            var request = action
            request.node = declared
            present(declared: request, action: action, keys: declaration.keys)
        } else {
            present(declared: action, action: action, keys: declaration.keys)
        }
    }

    /// `present(_:)` of `request`, the `action` with its declared tree, whose keys `declare` gave
    /// (`keys`).
    private mutating func present(declared request: PresentAction, action: PresentAction, keys: DeclaredKeys) {
        if let helper = request.helperID { declareHelper(helper) }
        // Reading: (Reading LIFE-7.a) under `uikit` ownership, a `present` naming a released node
        // is skipped, after it declared its trees and its helper.
        // The source's key, looked up once for the release check and both questions about where
        // it is; the node's as `declare` looked it up.
        let sourceKey = nodes.key(of: request.source)
        if skipsReleased(present: action, sourceKey: sourceKey, nodeKey: keys.node ?? nodes.key(of: action.node.id)) {
            return
        }
        guard let sourceKey, isInLayer(key: sourceKey) else {
            apply(.life1)
            warn(Warning.presenterNotInWindow)
            return
        }
        if request.controller == .intermediateHelper { return presentThroughHelper(request) }
        attemptPresent(request, hooks: .action, sourceKey: sourceKey, keys: keys)
    }

    /// A bare node whose tree was declared by an earlier `present` re-presents that tree. A tree is
    /// declared by the action that names it first, whether or not that present is accepted; its
    /// declared sizes apply from then on. Returns the declared tree the action re-presents (nil
    /// when it presents its own node) and the keys of the trees it declared now.
    mutating func declare(_ action: PresentAction) -> (tree: Node?, keys: DeclaredKeys) {
        // One look-up of the id: a declared tree is read, or replaced, by its root's key. An id
        // the state never met gets its key here, as declaring its tree below (the only path such
        // an id takes) would give it first, and that key is handed on instead of looked up again.
        let (key, isNew) = nodes.internNoting(action.node.id)
        let declared = isNew ? nil : declaredTree(key: key)
        var replacement: Node?
        var keys = DeclaredKeys(node: key)
        if action.node.children.isEmpty, let declared {
            replacement = declared
        } else if isNew || !isInLayer(key: key) {
            if declared == nil { declareRoot(key: key) }
            setDeclaredTree(action.node, key: key)
            keys.tree = registerDeclaredSettings(of: action.node, rootKey: key)
        }
        // ADAPT-6: a substitute is a tree the action itself declares (validation refuses an id
        // declared before), so its declared sizes count for a re-present too.
        if let substitute = action.delegate?.substitute { keys.substitute = registerDeclaredSettings(of: substitute, listingKeys: true) }
        return (replacement, keys)
    }

    /// LIFE-1: `source.present(node)` with its checks, first failure wins: transition in progress,
    /// already presented, presenter not in window, already presenting, no anchor. A refused call
    /// logs its warning and changes nothing. Returns whether the presentation was accepted.
    @discardableResult
    mutating func attemptPresent(_ request: PresentAction, hooks: PresentHooks, sourceKey: Int? = nil,
                                 keys: DeclaredKeys = DeclaredKeys()) -> Bool {
        let source: NodePlace?
        // Searched through the lists it reads (`place(ofKey:rootKeys:rootTree:presentations:)`):
        // this function writes the state, and a method of the state would be handed a copy of it.
        if let sourceKey {
            source = Self.place(ofKey: sourceKey, rootKeys: rootKeys, rootTree: rootTree, presentations: presentations)
        } else {
            source = place(of: request.source)
        }
        guard let source else { return false }
        apply(.life1)
        if transition != nil { warn(Warning.transitionInProgress); return false }
        // The presented node's key as `declare` listed it this step (its tree's first), else looked up.
        if let nodeKey = keys.tree?.first ?? keys.node ?? nodes.key(of: request.node.id), isInLayer(key: nodeKey) {
            warn(Warning.alreadyPresented)
            return false
        }
        // The presenter's key, as its layer gives it or looked up once for the questions below
        // and the presentation's keys.
        let (presenter, knownKey, isContext) = resolvePresenter(request, source: source)
        // The kept window answers without the state being handed on (`windowContains(key:)`).
        guard let presenterKey = knownKey ?? nodes.key(of: presenter),
              builtWindow?.snapshot.holdsNode(presenterKey) ?? windowContains(key: presenterKey) else {
            warn(Warning.presenterNotInWindow)
            return false
        }
        // Compared by key: each id has one.
        if presentation(presentedByKey: presenterKey) != nil { warn(Warning.alreadyPresenting); return false }
        if Adaptivity.requestedStyle(request) == .popover { apply(.pop1) }
        if Popovers.lacksAnchor(request) { warn(Warning.noAnchor); return false }
        accept(request, presenter: presenter, presenterKey: presenterKey, isContext: isContext, hooks: hooks, keys: keys)
        return true
    }

    /// LIFE-7, ADAPT-9, LIFE-3, LIFE-9: links set, views enter the window, delegate calls, a layout
    /// pass, `presentationTransitionWillBegin`, `viewWillAppear` (and the presenter's
    /// `viewWillDisappear` when FRAME-2 will remove its view); unanimated: the rest in this step.
    ///
    /// Reading: (Reading TRAIT-4.a) an accepted `present` runs one pass in its step (also one made by a
    /// completion handler or a `viewDidAppear`, LIFE-7); a refused one runs none.
    ///
    /// Rule coverage: LIFE-7, the ADAPT rules `resolve` used, ADAPT-5/ADAPT-9 when the delegate
    /// hears of the style (ADAPT-6 when it is asked for a substitute), TRAIT-4, LIFE-3, LIFE-9, and
    /// LIFE-6 (animated or completing in this step).
    mutating func accept(_ request: PresentAction, presenter: String, presenterKey: Int, isContext: Bool, hooks: PresentHooks,
                         keys declared: DeclaredKeys = DeclaredKeys()) {
        let settings = Adaptivity.initialSheetSettings(request)
        let transitionStyle = transitionStyleCTX6(request, presenterKey: presenterKey, isContext: isContext)
        // The trees' keys as `declare` listed them this step, else looked up now (the same keys).
        let keys = PresentationKeys(presenter: presenterKey, tree: declared.tree ?? nodes.intern(tree: request.node),
                                    substitute: declared.substitute ?? request.delegate?.substitute.map { nodes.intern(tree: $0) } ?? [])
        var presentation = Presentation(
            request: request, presenter: presenter, isContext: isContext, transitionStyle: transitionStyle,
            phase: .presenting, sheetSettings: settings, traits: geometry.traits,
            appliedPreferredSize: nodes[key: keys.presented].preferredSize ?? .zero, hooks: hooks, keys: keys,
            detentMaximum: SheetsAndDetents.maximumDetentValue(geometry))
        // LIFE-9 (`removesPresenterViewLIFE9`), decided before the presentation is listed rather than
        // written into the list after its layout pass (a write that ran the list's observer): the
        // pass changes nothing the removal reads (the sheet settings start applied, the traits stay).
        presentation.presenterDisappears = presentation.settledRemovalFRAME2 != nil
        presentations.append(presentation)
        apply(.life7)
        let index = presentations.count - 1
        let presented = request.node.id
        let adaptation = adaptation(index)
        apply(adaptation.rules)
        if adaptation.hasDelegate {
            apply(.adapt5)
            apply(.adapt9)
            if adaptation.delegateAsked { call(Callback.adaptiveStyleAsked(presented, geometry.traits)) }
            announceAdaptiveStyle(presented, adaptation.reportedStyle)
        }
        layoutPassTRAIT4()
        apply(.life3)
        call(Callback.presentationWillBegin(presented))
        tellLIFE9(keys: appearanceControllerKeys(index)[...], .viewWillAppear)
        if presentations[index].presenterDisappears { tellLIFE9(controllerAndChildrenOf: presenter, .viewWillDisappear) }
        apply(.life6)
        if request.animated {
            transition = Transition(kind: .presentation(presented), drive: .animated)
        } else {
            completePresentation(at: index, laidOut: true)
        }
    }

    /// ADAPT-5: `willPresentWithAdaptiveStyle`, then ADAPT-6's question for a substitute.
    ///
    /// Reading: (Reading ADAPT-6.c) asked, when a delegate is set, right after each `willPresentWithAdaptiveStyle`
    /// (ADAPT-5, ADAPT-9) whose style is not `.none`, with that style; never otherwise.
    mutating func announceAdaptiveStyle(_ presented: String, _ style: PresentationStyle) {
        call(Callback.willPresentWithAdaptiveStyle(presented, style))
        guard style != .none else { return }
        apply(.adapt6)
        call(Callback.substituteAsked(presented, style))
    }

    /// LIFE-3/LIFE-7/LIFE-9: the transition counts as ended and FRAME-2 removal starts; then
    /// `presentationTransitionDidEnd(true)`, the presented VC's `viewDidAppear` (where the
    /// `intermediate-helper` helper makes its `present`), the presenter's `viewDidDisappear` when its
    /// view was to go, then the completion.
    ///
    /// `laidOut`: an unanimated present completing in its acceptance, right after the layout pass
    /// that acceptance ran. With no pass waiting, the transition's end then reads nothing that pass
    /// did not just read (`layoutAtTransitionEndTRAIT4` reads the popovers' anchors again, and
    /// nothing they are worked out from changed since: only the phase, which no frame reads), so
    /// it is not read again.
    mutating func completePresentation(_ presented: String, laidOut: Bool = false) {
        guard let index = index(of: presented) else {
            apply(.life3)
            apply(.life7)
            return
        }
        completePresentation(at: index, laidOut: laidOut)
    }

    /// `completePresentation(_:laidOut:)` of the presentation at `index`, which its caller found
    /// or has just listed (an accepted node is in no other presentation: `attemptPresent`), so
    /// that it is not searched for by its presented node's id again.
    mutating func completePresentation(at index: Int, laidOut: Bool = false) {
        apply(.life3)
        apply(.life7)
        let presented = presentations[index].presented
        presentations[index].phase = .presented
        if !laidOut || pendingLayoutPass { layoutAtTransitionEndTRAIT4() }
        // The fields read after the callbacks, as they are now (read in place, not the whole
        // presentation copied); the hooks as their record, whose helper's `present` (the
        // `intermediate-helper`'s only) is read only where it is made.
        let hooks = presentations[index].hooks
        let presenter = presentations[index].presenter
        let presenterDisappears = presentations[index].presenterDisappears
        call(Callback.presentationDidEnd(presented, true))
        tellLIFE9(keys: appearanceControllerKeys(index)[...], .viewDidAppear)
        if let next = hooks.presentsFromViewDidAppear { attemptPresent(next, hooks: .helpersTarget) }
        if presenterDisappears { tellLIFE9(controllerAndChildrenOf: presenter, .viewDidDisappear) }
        if hooks.logsCompletion { call(Callback.presentCompletion(presented)) }
    }
}
