import PresCheckCore

/// `present` actions: every requested style but `.none` (Apple: never present with it), every
/// catalogue controller, plain `.custom` with both flags, sheet settings with every detent kind,
/// popovers anchored near every edge with passthrough views and permitted arrow directions, and
/// adaptive delegates with every answer, with substitutes and with every `shouldDismiss` answer;
/// presented VCs that are modal in presentation.
/// Serves CTX-1..6, LIFE-1, LIFE-10, FRAME-1/2, ADAPT-1..9, SHEET-1..4, DETENT-1..3, POP-1..3 and the catalogue.
extension ActionMachine {
    /// The styles a scenario may request, the simplest first.
    static let requestableStyles: [(Int, PresentationStyle)] = [
        (5, .fullScreen), (4, .automatic), (4, .pageSheet), (4, .formSheet), (4, .currentContext),
        (4, .overCurrentContext), (3, .overFullScreen), (15, .custom), (5, .popover),
    ]

    /// What `adaptivePresentationStyle(for:traitCollection:)` may answer: every style (ADAPT-2).
    static let delegateAnswers = Weighted<PresentationStyle>([
        (3, .none), (3, .fullScreen), (3, .overFullScreen), (2, .formSheet), (2, .pageSheet), (1, .popover),
        (1, .currentContext), (1, .overCurrentContext), (1, .custom), (1, .automatic),
    ])

    /// The weights of a present's fixed draws, kept here so that an unoptimised build does not build
    /// each list again for every present: a new tree's depth (children mostly, CTX-1), the
    /// controller of a declared leaf or of any other node, a plain `.custom`'s catalogue controller
    /// and flags, a substitute's depth (ADAPT-6) and the `shouldDismiss` answer (LIFE-10).
    static let presentedDepths = Weighted<Int>([(3, 1), (1, 0)])
    static let declaredControllerChoices = Weighted<Int>([(14, 0), (1, 2)])
    static let controllerChoices = Weighted<Int>([(14, 0), (2, 1), (1, 2)])
    static let customControllers = Weighted<CatalogueController?>([(2, nil), (4, .halfContext), (5, .centeredCard), (7, .toast)])
    static let fullscreenAnswers = Weighted<Bool?>([(1, nil), (3, false), (1, true)])
    static let removesPresentersViewAnswers = Weighted<Bool?>([(1, nil), (2, true), (1, false)])
    static let substituteDepths = Weighted<Int>([(3, 2), (1, 1)])
    static let shouldDismissAnswers = Weighted<Bool?>([(4, nil), (3, false), (1, true)])

    mutating func makePresent(animated: Bool?, fresh: Bool = false) -> PresentAction {
        // The drawing reads the machine and mutates only the names: done by a non-mutating method,
        // which calls its non-mutating helpers without copying the whole machine for each call
        // (as an unoptimised build, which every `swift test` runs, does from a mutating one).
        var names = self.names
        let present = drawPresent(animated: animated, fresh: fresh, names: &names)
        self.names = names
        return present
    }

    /// `makePresent(animated:fresh:)`'s drawing, with the names it declares taken from `names`.
    func drawPresent(animated: Bool?, fresh: Bool, names: inout NodeNames) -> PresentAction {
        let source = self.source
        // `subject(usually: pickInWindow(), odds: 10)`, spelt out: every present asks (and without
        // `??`, whose closure would copy the whole machine in an unoptimised build).
        let from: String
        if let unusual = unusualSubject(odds: 10) { from = unusual } else { from = pickInWindow() }
        // The node: mostly a new tree; sometimes a tree presented before and dismissed since, or
        // one that is live (refused: "already presented", LIFE-1).
        // (Counted, and the drawn one found, without listing them: a probe's fresh present asks
        // nothing, and the others mostly draw a new tree.)
        let dismissedCount = fresh ? 0 : countInNoLayer(declaredPresented)
        var node: Node
        // A new tree, a dismissed one or any one, by weight (the weights kept inline, on the stack,
        // rather than a list allocated for every present).
        let treeWeights: InlineArray<3, Int> = [10, dismissedCount == 0 ? 0 : 2, 1]
        switch fresh ? 0 : source.index(weights: treeWeights) {
        case 1: node = Node(id: inNoLayer(source.index(dismissedCount), of: declaredPresented))
        case 2: node = Node(id: source.pick(rootTreeIds + declaredPresented.filter(state.hasNode)))
        default:
            // Containment inside presented layers: children mostly, grandchildren one tree in
            // four (CTX-1 walks, LIFE-2 from a child, TRAIT-2 nested frames).
            let depth = source.weighted(Self.presentedDepths)
            node = TreeGenerator(source: source).tree(id: names.nextPresented(), depth: depth, maxDepth: 2, isRoot: false)
            // LIFE-10: a presented VC that refuses the user's dismissal attempts.
            if source.chance(1, in: 6) { node.modalInPresentation = true }
        }
        // The node moved in (and read there from now on), not copied.
        var present = PresentAction(source: from, node: consume node, style: .fullScreen,
                                    animated: animated ?? source.chance(1, in: 2))
        // The catalogue's controllers fix their own style; `half-height-adaptive` is a popover,
        // and the presented view controller's own class, fixed when the node is declared.
        let controllerChoice: Int
        if present.node.children.isEmpty, declaredIds.holds(present.node.id) {
            controllerChoice = adaptiveCards.holds(present.node.id) ? 1 : source.weighted(Self.declaredControllerChoices)
        } else {
            controllerChoice = source.weighted(Self.controllerChoices)
        }
        switch controllerChoice {
        case 1:
            present.controller = .halfHeightAdaptive
            present.style = .popover
        case 2:
            present.controller = .intermediateHelper
            present.style = .overCurrentContext
        default:
            present.style = source.weighted(requestableStyles)
        }
        if present.style == .custom, present.controller == nil {
            present.controller = source.weighted(Self.customControllers)
            if present.controller == nil {
                present.shouldPresentInFullscreen = source.weighted(Self.fullscreenAnswers)
                present.shouldRemovePresentersView = source.weighted(Self.removesPresentersViewAnswers)
            }
            // CTX-3: a context `.custom` presentation finds another presenter than CTX-2's only from
            // a source below its layer's root, so it starts there more often.
            let inContext = present.controller == .halfContext || (present.controller == nil && present.shouldPresentInFullscreen == false)
            let belowRoots = inWindowIds(at: topLayer.dropFirst())
            if inContext, !belowRoots.isEmpty, source.chance(1, in: 2) { present.source = source.pick(belowRoots) }
        }
        let detents = DetentGenerator(source: source, window: window)
        if present.style.isSheetStyle, source.chance(3, in: 4) { present.sheet = detents.options() }
        if present.style == .popover {
            if source.chance(1, in: 3) { present.adaptiveSheet = detents.options() }
            if present.controller == nil ? !source.chance(1, in: 12) : source.chance(1, in: 2) {
                present.popover = makeAnchor(from: from, preferred: present.node.preferredContentSize)
            }
        }
        if present.controller != .halfHeightAdaptive, source.chance(1, in: 4) {
            var delegate = AdaptiveDelegateOptions(adaptiveStyle: source.weighted(Self.delegateAnswers))
            if source.chance(1, in: 4) {
                delegate.substitute = TreeGenerator(source: source).tree(
                    id: names.nextSubstitute(), depth: source.weighted(Self.substituteDepths), maxDepth: 2, isRoot: false)
            }
            // LIFE-10: the answer to the user's dismissal attempts.
            delegate.shouldDismiss = source.weighted(Self.shouldDismissAnswers)
            present.delegate = delegate
        }
        return present
    }

    /// A popover anchor (POP-1, POP-2, POP-3): a source view in the window, a source rectangle near
    /// one of its edges or corners, and sometimes passthrough views and permitted arrow directions.
    func makeAnchor(from sourceNode: String, preferred: Size? = nil) -> PopoverOptions {
        var anchor = PopoverOptions()
        if source.chance(1, in: 3) { anchor.sourceView = subject(usually: pickInWindow()) }
        let viewId = anchor.sourceView ?? sourceNode
        let viewFrame = state.frame(of: viewId)
        let frame = viewFrame ?? Rect(x: 0, y: 0, width: 44, height: 44)
        let (w, h) = (frame.width, frame.height)
        let rects: [Rect?] = [
            nil, Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: w - 10, y: 0, width: 10, height: 10),
            Rect(x: 0, y: h - 10, width: 10, height: 10), Rect(x: w - 10, y: h - 10, width: 10, height: 10),
            Rect(x: w / 2 - 5, y: h - 10, width: 10, height: 10), Rect(x: w / 2 - 5, y: 0, width: 10, height: 10),
            Rect(x: 0, y: h / 2 - 5, width: 10, height: 10), Rect(x: w - 10, y: h / 2 - 5, width: 10, height: 10),
            Rect(x: w / 2 - 20, y: h / 2 - 20, width: 40, height: 40),
        ]
        // POP-1: one anchor in four exactly where the popover just fits (or half a point off).
        if let window, viewFrame != nil, source.chance(1, in: 4) {
            anchor.sourceRect = BoundaryValues.popoverSourceRect(view: frame, preferred: preferred, window: window, source: source)
        } else {
            anchor.sourceRect = source.pick(rects)
        }
        if source.chance(1, in: 3) {
            let ids = inWindowIds
            var passthrough: [String] = []
            for _ in 0..<source.int(1...2) where !ids.isEmpty {
                let id = subject(usually: source.pick(ids), odds: 8)
                if !passthrough.contains(id) { passthrough.append(id) }
            }
            anchor.passthrough = passthrough
        }
        // POP-3: a single side, a pair (opposite or adjacent) or all four, so that anchors near the
        // window's edges make the permitted sides not fit and fall back.
        if source.chance(1, in: 3) { anchor.permittedArrowDirections = source.pick(Self.arrowDirectionSets) }
        return anchor
    }

    /// The `permittedArrowDirections` a generated anchor may name (POP-3): every non-empty subset
    /// of the four, then two spellings the format allows that mean one of them (a repeat, another
    /// order).
    static let arrowDirectionSets: [[PopoverArrow]] = {
        let all: [PopoverArrow] = [.up, .down, .left, .right]
        var sets = (1..<16).map { mask in all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] } }
        sets += [[.down, .up, .down], [.right, .left, .down, .up]]
        return sets
    }()
}

/// Sheet settings (SHEET, DETENT, ADAPT-8): system, fraction and height detents; selected and
/// largest-undimmed identifiers among the detents, not among them, and inactive (`medium` in
/// compact height); edge attachment and width following.
struct DetentGenerator {
    let source: ChoiceSource
    /// The window now, for detents on the SHEET-3 and DETENT-1 thresholds (`BoundaryValues`).
    var window: WindowGeometry?

    /// Fractions: the articles' round ones, then degenerate ones (zero, a value under 1 pt on
    /// any window, exactly 1, above 1, negative) (SHEET-3, DETENT-1: clamped to [1, M]).
    static let fractions = Weighted<Double>([
        (3, 0.25), (3, 0.4), (3, 0.5), (3, 0.75), (3, 0.9), (1, 0), (1, 0.0001), (1, 1), (1, 1.5), (1, -0.25),
    ])
    /// Heights: round ones, then degenerate ones (zero, under 1 pt, exactly 1, far above any
    /// maximum, negative).
    static let heights = Weighted<Double>([
        (3, 100), (3, 200), (3, 300.5), (3, 500), (3, 2000), (1, 0), (1, 0.5), (1, 1), (1, 100_000), (1, -10),
    ])

    /// How many detents a list has, and which kind each is (the last, a boundary value, only with
    /// a window): fixed tables, not lists built for every sheet.
    static let counts = Weighted<Int>([(2, 0), (3, 1), (5, 2), (3, 3)])
    static let kindsWithWindow = Weighted<Int>([(3, 0), (3, 1), (2, 2), (2, 3), (1, 4)])
    static let kindsWithoutWindow = Weighted<Int>([(3, 0), (3, 1), (2, 2), (2, 3), (0, 4)])
    /// The identifiers of the detents at positions 0, 1 and 2, by kind (not built for each one).
    static let boundaryIds = ["b0", "b1", "b2"]
    static let fractionIds = ["f0", "f1", "f2"]
    static let heightIds = ["h0", "h1", "h2"]

    func detents() -> [Detent] {
        var detents: [Detent] = []
        let count = source.weighted(Self.counts)
        detents.reserveCapacity(count)
        for index in 0..<count {
            let detent: Detent
            switch source.weighted(window == nil ? Self.kindsWithoutWindow : Self.kindsWithWindow) {
            case 0: detent = .large
            case 1: detent = .medium
            case 4: detent = window.map { BoundaryValues.detent(identifier: Self.boundaryIds[index], window: $0, source: source) } ?? .large
            case 2: detent = .fraction(Self.fractionIds[index], source.weighted(Self.fractions))
            default: detent = .height(Self.heightIds[index], source.weighted(Self.heights))
            }
            // A repeated identifier (the format allows it; the first one listed wins) one time
            // in ten, else each identifier once.
            let repeated = detents.contains(where: { $0.identifier == detent.identifier })
            if !repeated || source.chance(1, in: 10) { detents.append(detent) }
        }
        return detents
    }

    /// A detent identifier: none, one among `detents`, one never among them, or a system one that
    /// may be missing or inactive. `outsideWeight` tunes how often it is not among them (DETENT-1
    /// cares most about the largest undimmed one).
    func identifier(among detents: [Detent], outsideWeight: Int = 1) -> String? {
        // (Weights on the stack, and the identifier read off the drawn detent: no list is made.)
        switch source.index(weights: [2, detents.isEmpty ? 0 : 4, outsideWeight, 1, 1] as InlineArray<5, Int>) {
        case 1: return detents[source.index(detents.count)].identifier
        case 2: return "ghost"
        case 3: return "medium"
        case 4: return "large"
        default: return nil
        }
    }

    func options() -> SheetOptions {
        let detents = detents()
        var options = SheetOptions(detents: detents)
        options.selectedDetentIdentifier = identifier(among: detents)
        options.largestUndimmedDetentIdentifier = identifier(among: detents, outsideWeight: 3)
        options.prefersEdgeAttachedInCompactHeight = source.chance(1, in: 3)
        options.widthFollowsPreferredContentSizeWhenEdgeAttached = source.chance(1, in: 3)
        return options
    }
}
