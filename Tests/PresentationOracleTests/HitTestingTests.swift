import Foundation
import PresCheckCore
import Testing
@testable import PresentationOracle

@Suite("HIT — z-order and hit testing")
struct HitTestingTests {
    /// HIT-1/HIT-2/HIT-3 with a half-context presentation in B.
    @Test(arguments: [
        (Point(x: 10, y: 10), HitTarget.node("T")), (Point(x: 10, y: 500), .dimming("P")), (Point(x: 10, y: 700), .node("P")),
        (Point(x: 393, y: 10), .outsideWindow), (Point(x: -1, y: 10), .outsideWindow), (Point(x: 392.9, y: 851.9), .node("P")),
    ])
    func halfContextTargets(point: Point, expected: HitTarget) {
        let steps = Oracle.run(Fixture.scenario([Fixture.present("P", from: "C", .custom, controller: .halfContext), .tap(at: point)]))
        #expect(steps[2].hitTarget == expected)
        #expect(steps[1].hitTarget == nil)
        let dismisses = expected == HitTarget.dimming("P")
        #expect(steps[2].callbacks == (dismisses ? [Callback.dismissalWillBegin("P"), Callback.appearance("P", .viewWillDisappear)] : []))
    }

    /// Catalogue tap: `presentingViewController.dismiss(animated: true)`, no completion.
    @Test func dimmingTapDismissesAnimated() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "C", .custom, controller: .halfContext), .tap(at: Point(x: 10, y: 500)),
            .tap(at: Point(x: 10, y: 500)), .advance(seconds: 0.3),
        ]))
        #expect(steps[2].callbacks == [Callback.dismissalWillBegin("P"), Callback.appearance("P", .viewWillDisappear)])
        #expect(steps[3].hitTarget == HitTarget.dimming("P") && steps[3].callbacks.isEmpty)
        #expect(steps[4].callbacks == [Callback.dismissalDidEnd("P", true), Callback.appearance("P", .viewDidDisappear)])
    }

    /// HIT-1: a view at alpha < 0.01 does not qualify; the container takes the touch (HIT-2).
    @Test func transparentPresentedView() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "R", .overFullScreen, animated: true, node: Node(id: "P", transitionStyle: .crossDissolve)),
            .tap(at: Point(x: 10, y: 10)), .advance(seconds: 0.15), .tap(at: Point(x: 10, y: 10)),
        ]))
        #expect(steps[2].hitTarget == HitTarget.container("P"))
        #expect(steps[4].hitTarget == "P")
    }

    /// HIT-3: a context container sits directly above the presenter's view, below later siblings.
    @Test func contextContainerOrder() {
        let root = Node(id: "R", children: [
            Node(id: "B", frame: Fixture.rect(0, 0, 1, 0.5), definesPresentationContext: true),
            Node(id: "Z", frame: Fixture.rect(0, 0.25, 1, 0.5)),
        ])
        let steps = Oracle.run(Fixture.scenario(root: root, [
            Fixture.present("P", from: "B", .overCurrentContext), .tap(at: Point(x: 10, y: 300)), .tap(at: Point(x: 10, y: 100)),
        ]))
        #expect(steps[2].hitTarget == "Z")
        #expect(steps[3].hitTarget == "P")
    }

    /// HIT-2 (article 000): a full-window custom container swallows touches outside the toast.
    @Test func toastContainerSwallowsTouches() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "C", .custom, controller: .toast),
            .tap(at: Point(x: 10, y: 10)), .tap(at: Point(x: 20, y: 750)), .tap(at: Point(x: 10, y: 750)),
        ]))
        #expect(steps.map(\.step) == [0, 1, 2, 3, 4])
        #expect(steps[1].presentation(of: "P")?.presenter == "R")
        #expect(steps[2].hitTarget == HitTarget.container("P") && steps[2].callbacks.isEmpty)
        #expect(steps[3].hitTarget == "P")
        #expect(steps[4].hitTarget == HitTarget.container("P"))
    }
}
