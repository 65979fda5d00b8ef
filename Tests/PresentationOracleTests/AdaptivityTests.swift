import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing
@testable import PresentationOracle

@Suite("ADAPT — adaptivity")
struct AdaptivityTests {
    static let compactRegular = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone)
    static let compactCompact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, userInterfaceIdiom: .phone)
    static let regularCompact = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact, userInterfaceIdiom: .phone)
    static let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad)

    static func request(_ style: PresentationStyle, delegate: PresentationStyle? = nil, fullscreen: Bool? = nil) -> PresentAction {
        PresentAction(source: "R", node: Node(id: "P"), style: style, shouldPresentInFullscreen: fullscreen,
                      popover: PopoverOptions(), delegate: delegate.map { AdaptiveDelegateOptions(adaptiveStyle: $0) })
    }

    /// ADAPT-1, -2, -3, -4, -7.
    @Test(arguments: [
        (request(.popover), compactRegular, SheetOptions(), Behaviour.sheet(.bottomAttached), PresentationStyle.formSheet),
        (request(.popover), regular, SheetOptions(), .popover, PresentationStyle.none),
        (request(.popover), compactCompact, SheetOptions(), .fullScreen, .fullScreen),
        (request(.popover), regularCompact, SheetOptions(prefersEdgeAttachedInCompactHeight: true),
         .sheet(.compactHeightEdgeAttached), .formSheet),
        (request(.popover, delegate: PresentationStyle.none), compactRegular, SheetOptions(), .popover, .none),
        (request(.popover, delegate: .currentContext), compactRegular, SheetOptions(), .popover, .none),
        (request(.popover, delegate: .overFullScreen), compactRegular, SheetOptions(), .overFullScreen, .overFullScreen),
        (request(.popover, delegate: .overFullScreen), regular, SheetOptions(), .popover, .none),
        (request(.pageSheet), compactRegular, SheetOptions(), .sheet(.bottomAttached), .none),
        (request(.automatic), regular, SheetOptions(), .sheet(.centered), .none),
        (request(.formSheet), compactCompact, SheetOptions(prefersEdgeAttachedInCompactHeight: true),
         .sheet(.compactHeightEdgeAttached), .none),
        (request(.formSheet, delegate: .pageSheet), compactCompact, SheetOptions(), .fullScreen, .fullScreen),
        (request(.formSheet, delegate: .overFullScreen), compactCompact, SheetOptions(), .overFullScreen, .overFullScreen),
        (request(.custom, delegate: .fullScreen), compactRegular, SheetOptions(), .fullScreen, .fullScreen),
        (request(.custom), compactRegular, SheetOptions(), .custom(nil), .none),
        (request(.custom, delegate: .fullScreen, fullscreen: false), compactRegular, SheetOptions(), .custom(nil), .none),
        (request(.overCurrentContext, delegate: .fullScreen), compactRegular, SheetOptions(), .overCurrentContext, .none),
        (request(.fullScreen, delegate: .formSheet), compactRegular, SheetOptions(), .fullScreen, .none),
    ])
    func resolve(request: PresentAction, traits: TraitCollection, sheet: SheetOptions, behaviour: Behaviour, reported: PresentationStyle) {
        let adaptation = Adaptivity.resolve(request, traits: traits, sheet: sheet)
        #expect(adaptation.behaviour == behaviour)
        #expect(adaptation.reportedStyle == reported)
    }

    /// ADAPT-4: no delegate calls for current-context, CTX-3, full-screen styles.
    @Test func neverAskedADAPT4() {
        let observation = Fixture.last(Fixture.scenario([
            .present(Self.request(.overCurrentContext, delegate: .fullScreen)),
        ]))
        #expect(observation.callbacks == [Callback.presentationWillBegin("P"), Callback.appearance("P", .viewWillAppear),
                                          Callback.presentationDidEnd("P", true), Callback.appearance("P", .viewDidAppear),
                                          Callback.presentCompletion("P")])
    }

    /// ADAPT-5/ADAPT-9 across split resizes: ask when compact, announce only changes.
    @Test func traitChanges() {
        let root = Node(id: "R", children: [Node(id: "S", frame: Fixture.rect(0, 0.1, 1, 0.05))])
        let present = PresentAction(source: "S", node: Node(id: "P"), style: .popover, popover: PopoverOptions(),
                                    delegate: AdaptiveDelegateOptions(adaptiveStyle: .formSheet))
        let steps = Oracle.run(Fixture.scenario(.padSplit, splitWidth: 678, root: root, [
            .present(present), .resize(width: 320), .resize(width: 405), .resize(width: 678),
        ]))
        let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
        #expect(steps[1].callbacks.first == Callback.willPresentWithAdaptiveStyle("P", .none))
        #expect(steps[1].node("R")?.tint == .dimmed)
        // S = (0, 118, 678, 59): x = 339 − 160 = 179, y = 190.
        #expect(close(Fixture.frame(steps[1], "P"), Fixture.rect(179, 190, 320, 480)))
        #expect(steps[2].callbacks == [Callback.adaptiveStyleAsked("P", compact), Callback.willPresentWithAdaptiveStyle("P", .formSheet),
                                       Callback.substituteAsked("P", .formSheet)])
        #expect(steps[2].presentation(of: "P")?.adaptedStyle == .formSheet)
        #expect(steps[2].presentation(of: "P")?.isDimmed == true)
        // SHEET-1 large: M = 1180 − 34 − 20 = 1126, height 1146.
        #expect(close(Fixture.frame(steps[2], "P"), Fixture.rect(0, 34, 320, 1146)))
        #expect(steps[2].node("R")?.tint == .dimmed)
        // 320 → 405 keeps the size classes: not a trait-changing step, so the delegate is not asked.
        #expect(steps[3].callbacks.isEmpty)
        #expect(steps[4].callbacks == [Callback.willPresentWithAdaptiveStyle("P", .none)])
        #expect(steps[4].nodes == steps[1].nodes && steps[4].presentations == steps[1].presentations)
    }
}
