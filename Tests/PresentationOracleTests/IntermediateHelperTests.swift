import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing
@testable import PresentationOracle

/// Catalogue `intermediate-helper` (article 000, workaround 4): C's action makes C present the
/// helper `P-helper` `.overCurrentContext` (CTX-1: B defines the context), whose `viewDidAppear`
/// presents P `.custom` with `half-context` (CTX-3: the lookup starts at the helper, which is its
/// own layer's root, so the helper presents); P's dismissal dismisses the helper in the same step
/// (LIFE-7). Expected values computed from the behaviour catalogue on the split fixture (B = (0, 426, 393, 426)).
@Suite("Catalogue intermediate-helper")
struct IntermediateHelperTests {
    static let helper = "P-helper"

    static func helperPresent(animated: Bool) -> Action {
        Fixture.present("P", from: "C", .overCurrentContext, animated: animated, controller: .intermediateHelper)
    }

    /// The window with the helper in B's context and P in the helper's: HIT-3 puts each context
    /// container directly above its presenter's view, in that view's superview.
    static func storyViews(pY: Double, dimmingAlpha: Double) -> [ViewObservation] {
        splitViews + [
            view(HitTarget.container(helper), in: "R", 0, 426, 393, 426),
            view(.node(helper), in: HitTarget.container(helper), 0, 426, 393, 426),
            view(HitTarget.container("P"), in: HitTarget.container(helper), 0, 426, 393, 426),
            view(HitTarget.dimming("P"), in: HitTarget.container("P"), 0, 426, 393, 426, alpha: dimmingAlpha),
            view("P", in: HitTarget.container("P"), 0, pY, 393, 213),
        ]
    }

    /// Present (animated), settle, tap beside the context, tap the dimming view, advance 0.3 s:
    /// the node and the helper are both gone at the end of that step.
    @Test func story() {
        let steps = Oracle.run(Fixture.scenario([
            Self.helperPresent(animated: true), .advance(seconds: 0.3),
            .tap(at: Point(x: 10, y: 10)), .tap(at: Point(x: 10, y: 500)), .advance(seconds: 0.3),
        ]))
        #expect(steps.count == 6)
        // Step 1: the helper's whole unanimated presentation, then P's start from its viewDidAppear.
        #expect(steps[1].callbacks == [
            Callback.presentationWillBegin(Self.helper), Callback.appearance(Self.helper, .viewWillAppear),
            Callback.presentationDidEnd(Self.helper, true), Callback.appearance(Self.helper, .viewDidAppear),
            Callback.presentationWillBegin("P"), Callback.appearance("P", .viewWillAppear),
        ])
        #expect(steps[1].layoutPasses == 2)
        #expect(steps[1].presentations.map(\.presented) == [Self.helper, "P"])
        let helperPresentation = steps[1].presentation(of: Self.helper)
        #expect(helperPresentation?.presenter == "B" && helperPresentation?.style == .overCurrentContext)
        #expect(helperPresentation?.phase == .presented)
        let presentation = steps[1].presentation(of: "P")
        #expect(presentation?.presenter == Self.helper && presentation?.style == .custom && presentation?.phase == .presenting)
        #expect(close(presentation?.container, Fixture.rect(0, 426, 393, 426)))
        #expect(steps[1].node("C")?.presented == Self.helper && steps[1].node(Self.helper)?.presenting == "B")
        #expect(steps[1].node(Self.helper)?.presented == "P" && steps[1].node("P")?.presenting == Self.helper)
        // coverVertical at p = 0: the final (0, 639, 393, 213) moved down by the container height 426.
        #expect(close(steps[1].views, Self.storyViews(pY: 1065, dimmingAlpha: 0)))
        // Step 2: P's presentation ends; the action's completion is P's.
        #expect(steps[2].callbacks == [Callback.presentationDidEnd("P", true), Callback.appearance("P", .viewDidAppear),
                                       Callback.presentCompletion("P")])
        #expect(steps[2].layoutPasses == 0)
        #expect(close(steps[2].views, Self.storyViews(pY: 639, dimmingAlpha: 0.5)))
        // Step 3: the context containers cover B only (HIT-2).
        #expect(steps[3].hitTarget == "T" && steps[3].callbacks.isEmpty)
        // Step 4: the dimming view: the helper (P's presenter) dismisses P.
        #expect(steps[4].hitTarget == HitTarget.dimming("P"))
        #expect(steps[4].callbacks == [Callback.dismissalWillBegin("P"), Callback.appearance("P", .viewWillDisappear)])
        // Step 5: P's DidEnd(true) dismisses the helper, unanimated, before P hears viewDidDisappear.
        #expect(steps[5].callbacks == [
            Callback.dismissalDidEnd("P", true),
            Callback.dismissalWillBegin(Self.helper), Callback.appearance(Self.helper, .viewWillDisappear),
            Callback.dismissalDidEnd(Self.helper, true), Callback.appearance(Self.helper, .viewDidDisappear),
            Callback.appearance("P", .viewDidDisappear),
        ])
        #expect(steps[5].presentations.isEmpty && steps[5].isSettled && steps[5].layoutPasses == 0)
        #expect(steps[5].nodes.map(\.id) == splitTree && steps[5].node("B")?.presented == nil)
        #expect(close(steps[5].views, splitViews))
    }

    /// `P.dismiss(animated: false)`: one step dismisses P and, from its DidEnd, the helper; then the
    /// action's completion.
    @Test func unanimatedDismissOfTheNode() {
        let steps = Oracle.run(Fixture.scenario([Self.helperPresent(animated: false), .dismiss(node: "P", animated: false)]))
        #expect(steps[1].callbacks.suffix(3) == [Callback.presentationDidEnd("P", true), Callback.appearance("P", .viewDidAppear),
                                                 Callback.presentCompletion("P")])
        #expect(steps[1].layoutPasses == 2)
        #expect(close(steps[1].views, Self.storyViews(pY: 639, dimmingAlpha: 0.5)))
        #expect(steps[2].callbacks == [
            Callback.dismissalWillBegin("P"), Callback.appearance("P", .viewWillDisappear),
            Callback.dismissalDidEnd("P", true),
            Callback.dismissalWillBegin(Self.helper), Callback.appearance(Self.helper, .viewWillDisappear),
            Callback.dismissalDidEnd(Self.helper, true), Callback.appearance(Self.helper, .viewDidDisappear),
            Callback.appearance("P", .viewDidDisappear), Callback.dismissCompletion("P"),
        ])
        #expect(steps[2].presentations.isEmpty && close(steps[2].views, splitViews))
    }

    /// Dismissing from B takes both layers at once (LIFE-2); the helper is no longer in a layer when
    /// P's DidEnd asks it to dismiss, so that call does nothing.
    @Test func dismissBothFromTheContext() {
        let steps = Oracle.run(Fixture.scenario([Self.helperPresent(animated: false), .dismiss(node: "B", animated: false)]))
        #expect(steps[2].callbacks == [
            Callback.dismissalWillBegin("P"), Callback.dismissalWillBegin(Self.helper),
            Callback.appearance("P", .viewWillDisappear), Callback.appearance(Self.helper, .viewWillDisappear),
            Callback.dismissalDidEnd("P", true), Callback.dismissalDidEnd(Self.helper, true),
            Callback.appearance("P", .viewDidDisappear), Callback.appearance(Self.helper, .viewDidDisappear),
            Callback.dismissCompletion("B"),
        ])
        #expect(steps[2].presentations.isEmpty && close(steps[2].views, splitViews))
    }

    /// After the story, the node can be presented through a new helper again.
    @Test func presentAgain() {
        let steps = Oracle.run(Fixture.scenario([
            Self.helperPresent(animated: false), .dismiss(node: "P", animated: false), Self.helperPresent(animated: false),
        ]))
        #expect(steps[3].warnings.isEmpty && steps[3].presentations.map(\.presented) == [Self.helper, "P"])
        #expect(close(steps[3].views, Self.storyViews(pY: 639, dimmingAlpha: 0.5)))
    }
}
