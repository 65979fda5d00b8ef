import Foundation
import PresCheckCore

/// How a presentation behaves now, after adaptation (ADAPT-1..7) and sheet resolution (ADAPT-3,
/// SHEET-4). A SHEET-4 sheet without edge attachment behaves exactly as `.fullScreen`.
enum Behaviour: Equatable, Sendable {
    case fullScreen
    case overFullScreen
    case currentContext
    case overCurrentContext
    /// `.custom`: a catalogue controller, or the plain `UIPresentationController` (nil).
    case custom(CatalogueController?)
    /// A sheet whose SHEET/DETENT rules are evaluated.
    case sheet(SheetLayout)
    /// A popover shown as a popover (POP-1).
    case popover
}

/// Which SHEET rule places a sheet (SHEET-1, SHEET-2, SHEET-4).
enum SheetLayout: Equatable, Sendable {
    /// SHEET-1: compact width, regular height.
    case bottomAttached
    /// SHEET-2: regular width and height.
    case centered
    /// SHEET-4 with `prefersEdgeAttachedInCompactHeight`.
    case compactHeightEdgeAttached
}

/// The outcome of ADAPT rules for one presentation in one trait environment.
struct Adaptation: Equatable, Sendable {
    var behaviour: Behaviour
    /// ADAPT-7: the reported adapted style (`.none` when not adapted).
    var reportedStyle: PresentationStyle
    /// ADAPT-9: a delegate exists and may be consulted (never for ADAPT-4 styles).
    var hasDelegate: Bool
    /// ADAPT-2: the delegate was asked (a compact dimension).
    var delegateAsked: Bool
    /// The rules `Adaptivity.resolve` decided with (rule coverage): ADAPT-1..4, ADAPT-7, ADAPT-8, SHEET-4.
    var rules = RuleSet()
}

/// ADAPT-1..9: adaptive presentation rules, as pure functions of the request, traits and sheet settings.
enum Adaptivity {
    /// The style a request effectively asks for. Reading: (Reading CTX-3.a) `half-height-adaptive` is a `.popover`,
    /// the other catalogue controllers `.custom`, whatever the action's style. An
    /// `intermediate-helper` action is never presented as such (`presentThroughHelper` turns it into
    /// an `.overCurrentContext` helper and a `half-context` presentation from it); the style its own
    /// `present` makes is the helper's, `.overCurrentContext`.
    static func requestedStyle(_ request: PresentAction) -> PresentationStyle {
        switch request.controller {
        case .halfHeightAdaptive?: return .popover
        case .intermediateHelper?: return .overCurrentContext
        case .halfContext?, .centeredCard?, .toast?: return .custom
        case nil: return request.style
        }
    }

    /// CTX-2/CTX-3: `shouldPresentInFullscreen` of a `.custom` presentation; the catalogue fixes it.
    static func shouldPresentInFullscreen(_ request: PresentAction) -> Bool {
        switch request.controller {
        case .halfContext?: return false
        case .centeredCard?, .toast?, .halfHeightAdaptive?, .intermediateHelper?: return true
        case nil: return request.shouldPresentInFullscreen ?? true
        }
    }

    /// CTX-1/CTX-3: current-context styles and `.custom` with `shouldPresentInFullscreen == false`.
    static func isContextPresentation(_ request: PresentAction) -> Bool {
        let style = requestedStyle(request)
        return style.isCurrentContextStyle || (style == .custom && !shouldPresentInFullscreen(request))
    }

    /// ADAPT-4: styles that never adapt and never consult their delegate.
    static func neverAdaptsADAPT4(_ request: PresentAction) -> Bool {
        let style = requestedStyle(request)
        return isContextPresentation(request) || style == .fullScreen || style == .overFullScreen
    }

    /// ADAPT-9: the delegate. Reading: (Reading ADAPT-9.a) `half-height-adaptive` always has the catalogue's delegate,
    /// which answers `.overFullScreen` whenever asked (the action's `delegate` is ignored for it).
    static func delegate(_ request: PresentAction) -> AdaptiveDelegateOptions? {
        if request.controller == .halfHeightAdaptive { return AdaptiveDelegateOptions(adaptiveStyle: .overFullScreen) }
        return request.delegate
    }

    /// ADAPT-2: the answers the delegate can give that are honoured.
    static let honouredAnswers: [PresentationStyle] = [.fullScreen, .overFullScreen, .formSheet, .pageSheet]

    /// The sheet settings a presentation starts with: `sheet` for sheet styles, else the
    /// `adaptiveSheet` settings (ADAPT-8). Reading: (Reading ADAPT-8.a) also used for a `.custom` presentation that
    /// its delegate turns into a sheet.
    static func initialSheetSettings(_ request: PresentAction) -> SheetOptions {
        requestedStyle(request).isSheetStyle ? (request.sheet ?? SheetOptions()) : (request.adaptiveSheet ?? SheetOptions())
    }

    /// ADAPT-3, SHEET-4: where a sheet goes for the traits; nil for a SHEET-4 sheet behaving as
    /// `.fullScreen` (compact height without edge attachment).
    static func sheetLayoutADAPT3(_ traits: TraitCollection, _ settings: SheetOptions) -> SheetLayout? {
        if traits.verticalSizeClass == .compact {
            return settings.prefersEdgeAttachedInCompactHeight ? .compactHeightEdgeAttached : nil
        }
        return traits.horizontalSizeClass == .compact ? .bottomAttached : .centered
    }

    /// ADAPT-1, ADAPT-2, ADAPT-3, ADAPT-4, ADAPT-7: resolves a presentation in a trait environment.
    ///
    /// Reading: (Reading ADAPT-7.a) when the delegate was asked and its answer is not honoured (`.none` or
    /// another style), the requested style is kept — a popover stays a popover — and the reported
    /// style is `.none` (not `.formSheet`), since nothing adapted.
    ///
    /// Rule coverage: the result names the rules that decided it — ADAPT-4 for a style that never
    /// adapts; otherwise ADAPT-7 (the reported style), ADAPT-2 when the delegate is asked or a
    /// `.custom` one without delegate is kept in a compact environment, ADAPT-1 when a popover's
    /// fate is the default one, and, for a sheet, ADAPT-3 (plus ADAPT-8 for an adapted popover and
    /// SHEET-4 in compact height).
    static func resolve(_ request: PresentAction, traits: TraitCollection, sheet settings: SheetOptions) -> Adaptation {
        let requested = requestedStyle(request)
        var rules = RuleSet()
        if neverAdaptsADAPT4(request) {
            rules.insert(.adapt4)
            let behaviour: Behaviour
            switch requested {
            case .fullScreen: behaviour = .fullScreen
            case .overFullScreen: behaviour = .overFullScreen
            case .currentContext: behaviour = .currentContext
            case .overCurrentContext: behaviour = .overCurrentContext
            default: behaviour = .custom(request.controller)
            }
            return Adaptation(behaviour: behaviour, reportedStyle: .none, hasDelegate: false, delegateAsked: false, rules: rules)
        }
        rules.insert(.adapt7)
        let delegate = delegate(request)
        let compact = traits.hasCompactDimension
        var resulting = requested
        var answer: PresentationStyle?
        if compact, let delegate {
            rules.insert(.adapt2)
            answer = honouredAnswers.contains(delegate.adaptiveStyle) ? delegate.adaptiveStyle : PresentationStyle.none
            if let answer, answer != .none { resulting = answer }
        } else if requested == .popover {
            rules.insert(.adapt1)
            if compact { resulting = .formSheet }  // ADAPT-1
        } else if compact && requested == .custom {
            rules.insert(.adapt2)  // without a delegate a `.custom` presentation does not adapt
        }
        var reported: PresentationStyle = answer ?? (compact && requested == .popover ? .formSheet : .none)
        let behaviour: Behaviour
        switch resulting {
        case .fullScreen: behaviour = .fullScreen
        case .overFullScreen: behaviour = .overFullScreen
        case .popover: behaviour = .popover
        case .custom: behaviour = .custom(request.controller)
        default:
            rules.insert(.adapt3)
            if requested == .popover { rules.insert(.adapt8) }
            if traits.verticalSizeClass == .compact { rules.insert(.sheet4) }
            if let layout = sheetLayoutADAPT3(traits, settings) {
                behaviour = .sheet(layout)
            } else {
                behaviour = .fullScreen
                reported = .fullScreen  // ADAPT-7 / SHEET-4
            }
        }
        return Adaptation(behaviour: behaviour, reportedStyle: reported, hasDelegate: delegate != nil,
                          delegateAsked: compact && delegate != nil, rules: rules)
    }
}

extension OracleState {
    /// ADAPT rules for the presentation at `index` in the current traits and applied settings
    /// (`Presentation.adaptation`, kept current with them).
    func adaptation(_ index: Int) -> Adaptation { presentations[index].adaptation }

    func behaviour(_ index: Int) -> Behaviour { adaptation(index).behaviour }

    /// ADAPT-6: whether the presentation at `index` has an active substitute, the VC whose view is
    /// the presented view while the presentation is adapted (`Presentation.isSubstituteActive`).
    func isSubstituteActive(_ index: Int) -> Bool { presentations[index].isSubstituteActive }

    /// ADAPT-6: the id of the active substitute (`isSubstituteActive`), without copying its tree.
    func activeSubstituteID(_ index: Int) -> String? {
        isSubstituteActive(index) ? presentations[index].substituteRoot?.id : nil
    }

    /// ADAPT-5, ADAPT-9: after a trait change, for each presentation with a delegate (acceptance
    /// order): ask when compact, announce only when the ADAPT-7 style changed (then ADAPT-6's
    /// question, `announceAdaptiveStyle`).
    ///
    /// Reading: (Reading LIFE-9.e) an adaptation is no transition, so it calls no appearance callbacks, even
    /// when it makes FRAME-2 remove or give back the presenter's view, or makes a substitute start
    /// or stop being the presented view (ADAPT-6).
    mutating func reevaluateAdaptationADAPT5() {
        for index in 0..<presentations.count {
            let adaptation = adaptation(index)
            apply(.adapt5)
            apply(adaptation.rules)
            guard adaptation.hasDelegate else { continue }
            apply(.adapt9)
            let presented = presentations[index].presented
            if adaptation.delegateAsked { call(Callback.adaptiveStyleAsked(presented, geometry.traits)) }
            if adaptation.reportedStyle != presentations[index].announcedStyle {
                announceAdaptiveStyle(presented, adaptation.reportedStyle)
                presentations[index].announcedStyle = adaptation.reportedStyle
            }
        }
    }
}
