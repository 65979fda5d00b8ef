import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing
@testable import PresentationOracle

@Suite("LIFE — sequencing, transitions, clock")
struct LifecycleTests {
    /// LIFE-3: an unanimated present runs WillBegin, DidEnd(true), completion in one step.
    @Test func unanimatedPresent() {
        let steps = Oracle.run(Fixture.scenario([Fixture.present("P", from: "R", .fullScreen)]))
        #expect(steps.count == 2)
        // LIFE-9: `.fullScreen` removes the presenter R's view, so R and its children hear the
        // disappear pair, each call right after its parent's, in preorder.
        #expect(steps[1].callbacks == [Callback.presentationWillBegin("P"), Callback.appearance("P", .viewWillAppear)]
            + told(splitTree, .viewWillDisappear)
            + [Callback.presentationDidEnd("P", true), Callback.appearance("P", .viewDidAppear)]
            + told(splitTree, .viewDidDisappear) + [Callback.presentCompletion("P")])
        #expect(steps[1].layoutPasses == 1)
        #expect(steps[1].isSettled)
        #expect(steps[1].presentation(of: "P")?.phase == .presented)
        #expect(steps[1].node("R")?.frame == nil)  // FRAME-2
    }

    /// LIFE-6: coverVertical moves the view down by (1 − p) · height; ends at elapsed ≥ 0.3 − 1e-9.
    @Test func animatedPresentCoverVertical() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "R", .fullScreen, animated: true), .advance(seconds: 0.15), .advance(seconds: 0.15),
        ]))
        #expect(steps[1].callbacks == [Callback.presentationWillBegin("P"), Callback.appearance("P", .viewWillAppear)]
            + told(splitTree, .viewWillDisappear))
        #expect(!steps[1].isSettled)
        #expect(steps[1].presentation(of: "P")?.phase == .presenting)
        #expect(close(Fixture.frame(steps[1], "P"), Fixture.rect(0, 852, 393, 852)))
        #expect(steps[1].node("R")?.frame != nil)  // removal only after DidEnd(true)
        #expect(close(Fixture.frame(steps[2], "P"), Fixture.rect(0, 426, 393, 852)))
        #expect(steps[2].callbacks.isEmpty)
        #expect(steps[3].callbacks == [Callback.presentationDidEnd("P", true), Callback.appearance("P", .viewDidAppear)]
            + told(splitTree, .viewDidDisappear) + [Callback.presentCompletion("P")])
        #expect(steps.map(\.layoutPasses) == [0, 1, 0, 0])
        #expect(steps[3].isSettled)
        #expect(steps[3].node("R")?.frame == nil)
    }

    /// LIFE-1: the checks and their warnings; refused actions change nothing.
    @Test func refusals() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "R", .overFullScreen, animated: true),
            Fixture.present("Q", from: "P", .overFullScreen),  // transition in progress
            .dismiss(node: "P", animated: false),  // transition in progress
            .advance(seconds: 1),
            Fixture.present("P", from: "R", .overFullScreen, node: Node(id: "P")),  // already presented
            Fixture.present("Q", from: "T", .overFullScreen),  // R already presenting
            Fixture.present("Q", from: "ghost", .overFullScreen),  // not in a layer: presenter not in window
            Fixture.present("Q", from: "P", .popover),  // no anchor
        ]))
        #expect(steps[2].warnings == [Warning.transitionInProgress])
        #expect(steps[3].warnings == [Warning.transitionInProgress])
        #expect(steps[3].callbacks.isEmpty)
        #expect(steps[5].warnings == [Warning.alreadyPresented])
        #expect(steps[6].warnings == [Warning.alreadyPresenting])
        #expect(steps[7].warnings == [Warning.presenterNotInWindow] && steps[7].callbacks.isEmpty)
        #expect(steps[8].warnings == [Warning.noAnchor])
        #expect(steps[8].presentations.count == 1)
    }

    /// LIFE-1: a presenter whose view FRAME-2 removed is not in the window.
    @Test func presenterNotInWindow() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "R", .fullScreen),
            Fixture.present("Q", from: "C", .overCurrentContext),
        ]))
        #expect(steps[2].warnings == [Warning.presenterNotInWindow])
    }

    /// LIFE-2: multi-layer dismissal: WillBegin top to bottom, intermediate views leave at once,
    /// FRAME-2-removed views come back, DidEnd(true) top to bottom, then the one completion.
    @Test func multiLayerDismissal() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("A", from: "R", .overFullScreen),
            Fixture.present("X", from: "A", .fullScreen),
            .dismiss(node: "R", animated: true),
            .advance(seconds: 0.3),
        ]))
        #expect(steps[2].node("R")?.frame == nil)
        #expect(steps[2].node("A")?.frame == nil)
        // LIFE-9: the layer roots top to bottom, then the bottom layer's presenter R, whose view
        // comes back (X's `.fullScreen` had removed it).
        #expect(steps[3].callbacks == [Callback.dismissalWillBegin("X"), Callback.dismissalWillBegin("A"),
                                       Callback.appearance("X", .viewWillDisappear), Callback.appearance("A", .viewWillDisappear)]
            + told(splitTree, .viewWillAppear))
        #expect(steps[3].node("A")?.frame == nil)
        #expect(close(steps[3].presentation(of: "A")?.container, Fixture.rect(0, 0, 393, 852)))
        #expect(close(Fixture.frame(steps[3], "R"), Fixture.rect(0, 0, 393, 852)))
        #expect(steps[3].presentations.map(\.phase) == [.dismissing, .dismissing])
        #expect(steps[4].callbacks == [Callback.dismissalDidEnd("X", true), Callback.dismissalDidEnd("A", true),
                                       Callback.appearance("X", .viewDidDisappear), Callback.appearance("A", .viewDidDisappear)]
            + told(splitTree, .viewDidAppear) + [Callback.dismissCompletion("R")])
        #expect(steps[4].presentations.isEmpty)
        #expect(steps[4].nodes.map(\.id) == ["R", "T", "B", "C"])
    }

    /// LIFE-2: dismiss on a presented VC dismisses its own layer; nothing to dismiss logs nothing.
    @Test func dismissReceiver() {
        let steps = Oracle.run(Fixture.scenario([
            .dismiss(node: "R", animated: false),
            Fixture.present("P", from: "R", .overFullScreen),
            .dismiss(node: "P", animated: false),
        ]))
        #expect(steps[1].callbacks.isEmpty)
        // LIFE-9: `.overFullScreen` removed nothing, so the presenter hears nothing.
        #expect(steps[3].callbacks == [Callback.dismissalWillBegin("P"), Callback.appearance("P", .viewWillDisappear),
                                       Callback.dismissalDidEnd("P", true), Callback.appearance("P", .viewDidDisappear),
                                       Callback.dismissCompletion("P")])
    }

    /// LIFE-8: interactive dismissal: update, finish over (1 − p) · 0.3 s.
    @Test func interactiveFinish() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "R", .fullScreen),
            .beginInteractiveDismissal(node: "P"),
            .updateInteractiveDismissal(progress: 0.5),
            .finishInteractiveDismissal,
            .advance(seconds: 0.1),
            .advance(seconds: 0.05),
        ]))
        #expect(steps[2].callbacks == [Callback.dismissalWillBegin("P"), Callback.appearance("P", .viewWillDisappear)]
            + told(splitTree, .viewWillAppear))
        #expect(!steps[2].isSettled)
        #expect(close(Fixture.frame(steps[2], "P"), Fixture.rect(0, 0, 393, 852)))
        #expect(close(Fixture.frame(steps[2], "R"), Fixture.rect(0, 0, 393, 852)))
        #expect(close(Fixture.frame(steps[3], "P"), Fixture.rect(0, 426, 393, 852)))
        #expect(close(Fixture.frame(steps[5], "P"), Fixture.rect(0, 852 * (0.5 + 0.1 / 0.3), 393, 852)))
        #expect(steps[5].callbacks.isEmpty)
        #expect(steps[6].callbacks == [Callback.dismissalDidEnd("P", true), Callback.appearance("P", .viewDidDisappear)]
            + told(splitTree, .viewDidAppear))
        #expect(steps[6].presentations.isEmpty)
    }

    /// LIFE-4/LIFE-8: cancel restores everything in its own step.
    @Test func interactiveCancel() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "R", .fullScreen),
            .beginInteractiveDismissal(node: "P"),
            .updateInteractiveDismissal(progress: 0.4),
            .cancelInteractiveDismissal,
            .cancelInteractiveDismissal,
        ]))
        // LIFE-9: the opposite pairs, P's first, then the presenter's (whose view had come back).
        #expect(steps[4].callbacks == [Callback.dismissalDidEnd("P", false), Callback.appearance("P", .viewWillAppear),
                                       Callback.appearance("P", .viewDidAppear)]
            + told(splitTree, .viewWillDisappear) + told(splitTree, .viewDidDisappear))
        #expect(steps[4].views == steps[1].views)
        #expect(steps[4].isSettled)
        #expect(steps[4].presentation(of: "P")?.phase == .presented)
        #expect(steps[4].node("R")?.frame == nil)
        #expect(steps[4].nodes == steps[1].nodes && steps[4].presentations == steps[1].presentations)
        #expect(steps[5].callbacks.isEmpty)
    }

    /// LIFE-6: crossDissolve fades the presented view and the dimming view on dismissal.
    @Test func crossDissolveDismissal() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "R", .custom, controller: .centeredCard,
                            node: Node(id: "P", transitionStyle: .crossDissolve)),
            .dismiss(node: "P", animated: true),
            .advance(seconds: 0.06),
        ]))
        #expect(close(steps[3].node("P")?.alpha, 0.8))
        #expect(close(steps[3].presentation(of: "P")?.dimmingAlpha, 0.4))
        #expect(close(Fixture.frame(steps[3], "P"), Fixture.rect(65.5, 213, 262, 426)))
    }
}
