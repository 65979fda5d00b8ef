import Foundation
import PresCheckCore
import Testing
@testable import PresentationOracle

/// LIFE-9 appearance callbacks (with LIFE-3's transition callbacks and the completions around
/// them) and ADAPT-6's question for a substitute, spelled out by hand from the behaviour catalogue.
@Suite("LIFE-9 appearance callbacks and the ADAPT-6 substitute question")
struct AppearanceTests {
    static let anchored = Node(id: "R", children: [Node(id: "S", frame: Fixture.rect(0, 0.1, 1, 0.05))])

    /// `.overFullScreen` removes nothing: only the presented VC and its children hear anything.
    @Test func presentedTreeInPreorder() {
        let tree = Node(id: "P", children: [Node(id: "P1", children: [Node(id: "P2")]), Node(id: "P3")])
        let steps = Oracle.run(Fixture.scenario([Fixture.present("P", from: "T", .overFullScreen, node: tree)]))
        let preorder = ["P", "P1", "P2", "P3"]
        #expect(steps[1].callbacks == [Callback.presentationWillBegin("P")] + told(preorder, .viewWillAppear)
            + [Callback.presentationDidEnd("P", true)] + told(preorder, .viewDidAppear) + [Callback.presentCompletion("P")])
    }

    /// `.currentContext` removes only its presenter B's view (CTX-1 from C): B and its child C hear
    /// the disappear pair; R and T do not.
    @Test func currentContextPresenter() {
        let steps = Oracle.run(Fixture.scenario([Fixture.present("P", from: "C", .currentContext), .dismiss(node: "P", animated: false)]))
        #expect(steps[1].callbacks == [Callback.presentationWillBegin("P"), Callback.appearance("P", .viewWillAppear)]
            + told(["B", "C"], .viewWillDisappear)
            + [Callback.presentationDidEnd("P", true), Callback.appearance("P", .viewDidAppear)]
            + told(["B", "C"], .viewDidDisappear) + [Callback.presentCompletion("P")])
        #expect(steps[2].callbacks == [Callback.dismissalWillBegin("P"), Callback.appearance("P", .viewWillDisappear)]
            + told(["B", "C"], .viewWillAppear)
            + [Callback.dismissalDidEnd("P", true), Callback.appearance("P", .viewDidDisappear)]
            + told(["B", "C"], .viewDidAppear) + [Callback.dismissCompletion("P")])
    }

    /// `.fullScreen` over a plain VC A (itself over R): only the presenter A hears the disappear
    /// pair, though R's views leave the window too.
    @Test func fullScreenOverAPlainViewController() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("A", from: "R", .overFullScreen), Fixture.present("X", from: "A", .fullScreen),
        ]))
        #expect(steps[2].callbacks == [
            Callback.presentationWillBegin("X"), Callback.appearance("X", .viewWillAppear), Callback.appearance("A", .viewWillDisappear),
            Callback.presentationDidEnd("X", true), Callback.appearance("X", .viewDidAppear), Callback.appearance("A", .viewDidDisappear),
            Callback.presentCompletion("X"),
        ])
        #expect(steps[2].node("R")?.frame == nil && steps[2].node("A")?.frame == nil)
    }

    /// A cancelled two-layer interactive dismissal: DidEnd(false) top to bottom, then each layer
    /// root's appear pair, then the presenter R (whose view had come back) its disappear pair.
    @Test func cancelledMultiLayerDismissal() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("A", from: "R", .overFullScreen), Fixture.present("X", from: "A", .fullScreen),
            .beginInteractiveDismissal(node: "R"), .updateInteractiveDismissal(progress: 0.5), .cancelInteractiveDismissal,
        ]))
        #expect(steps[3].callbacks == [Callback.dismissalWillBegin("X"), Callback.dismissalWillBegin("A"),
                                       Callback.appearance("X", .viewWillDisappear), Callback.appearance("A", .viewWillDisappear)]
            + told(splitTree, .viewWillAppear))
        #expect(steps[4].callbacks.isEmpty)
        #expect(steps[5].callbacks == [
            Callback.dismissalDidEnd("X", false), Callback.dismissalDidEnd("A", false),
            Callback.appearance("X", .viewWillAppear), Callback.appearance("X", .viewDidAppear),
            Callback.appearance("A", .viewWillAppear), Callback.appearance("A", .viewDidAppear),
        ] + told(splitTree, .viewWillDisappear) + told(splitTree, .viewDidDisappear))
        #expect(steps[5].views == steps[2].views && steps[5].nodes == steps[2].nodes)
    }

    /// ADAPT-6 with a substitute W (child W1): the delegate is asked for it after
    /// `willPresentWithAdaptiveStyle(fullScreen)`; W and W1 hear the appearance calls instead of P;
    /// `.fullScreen` removes the presenter R's view, so R and S hear theirs.
    @Test func substituteAppearsInsteadOfThePresentedViewController() {
        let substitute = Node(id: "W", children: [Node(id: "W1", frame: Fixture.rect(0, 0, 1, 0.5))])
        let present = Fixture.present("P", from: "S", .popover, popover: PopoverOptions(),
                                      delegate: AdaptiveDelegateOptions(adaptiveStyle: .fullScreen, substitute: substitute))
        let steps = Oracle.run(Fixture.scenario(.padSplit, splitWidth: 320, root: Self.anchored, [present, .dismiss(node: "P", animated: false)]))
        let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
        #expect(steps[1].callbacks == [
            Callback.adaptiveStyleAsked("P", compact), Callback.willPresentWithAdaptiveStyle("P", .fullScreen),
            Callback.substituteAsked("P", .fullScreen), Callback.presentationWillBegin("P"),
        ] + told(["W", "W1"], .viewWillAppear) + told(["R", "S"], .viewWillDisappear)
            + [Callback.presentationDidEnd("P", true)] + told(["W", "W1"], .viewDidAppear) + told(["R", "S"], .viewDidDisappear)
            + [Callback.presentCompletion("P")])
        #expect(steps[2].callbacks == [Callback.dismissalWillBegin("P")] + told(["W", "W1"], .viewWillDisappear)
            + told(["R", "S"], .viewWillAppear) + [Callback.dismissalDidEnd("P", true)] + told(["W", "W1"], .viewDidDisappear)
            + told(["R", "S"], .viewDidAppear) + [Callback.dismissCompletion("P")])
    }

    /// ADAPT-6: no question for a substitute after `willPresentWithAdaptiveStyle(none)`, nor without
    /// a delegate (a phone popover adapts to a form sheet silently).
    @Test(arguments: [
        (Device.pad, AdaptiveDelegateOptions(adaptiveStyle: .formSheet) as AdaptiveDelegateOptions?,
         [Callback.willPresentWithAdaptiveStyle("P", .none)]),
        (.phone, nil, []),
    ])
    func noSubstituteQuestion(device: Device, delegate: AdaptiveDelegateOptions?, delegateCalls: [Callback]) {
        let steps = Oracle.run(Fixture.scenario(device, root: Self.anchored, [
            Fixture.present("P", from: "S", .popover, popover: PopoverOptions(), delegate: delegate),
        ]))
        #expect(steps[1].callbacks == delegateCalls + [
            Callback.presentationWillBegin("P"), Callback.appearance("P", .viewWillAppear), Callback.presentationDidEnd("P", true),
            Callback.appearance("P", .viewDidAppear), Callback.presentCompletion("P"),
        ])
    }

    /// ADAPT-6 on trait changes (phone, portrait → landscape → portrait): asked again right after
    /// each `willPresentWithAdaptiveStyle` that is not `.none`. Answer `formSheet`: a form sheet in
    /// portrait, a compact-height sheet reported `fullScreen` (ADAPT-7) in landscape. Answer `none`:
    /// the popover stays a popover, reported `none`, never announced again.
    @Test(arguments: [
        (PresentationStyle.formSheet, [PresentationStyle.formSheet, .fullScreen, .formSheet]),
        (.none, [.none]),
    ])
    func substituteQuestionOnTraitChanges(answer: PresentationStyle, announced: [PresentationStyle]) {
        let steps = Oracle.run(Fixture.scenario(root: Self.anchored, [
            Fixture.present("P", from: "S", .popover, popover: PopoverOptions(), delegate: AdaptiveDelegateOptions(adaptiveStyle: answer)),
            .rotate(to: .landscape), .rotate(to: .portrait),
        ]))
        func announcement(_ style: PresentationStyle) -> [Callback] {
            [Callback.willPresentWithAdaptiveStyle("P", style)] + (style == .none ? [] : [Callback.substituteAsked("P", style)])
        }
        let traits = [Fixture.phone.traits, Fixture.phoneLandscape.traits, Fixture.phone.traits]
        for step in 1...3 {
            let announced = step <= announced.count ? announcement(announced[step - 1]) : []
            let expected = [Callback.adaptiveStyleAsked("P", traits[step - 1])] + announced
            #expect(Array(steps[step].callbacks.prefix(expected.count)) == expected, "step \(step)")
            #expect(steps[step].callbacks.count == (step == 1 ? expected.count + 5 : expected.count), "step \(step)")
        }
    }
}
