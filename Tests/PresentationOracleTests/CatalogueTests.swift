import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing
@testable import PresentationOracle

@Suite("Catalogue — the four custom presentation controllers")
struct CatalogueTests {
    @Test(arguments: [
        (CGSize(width: 393, height: 426), Fixture.rect(0, 213, 393, 213)),
        (CGSize(width: 820, height: 1180), Fixture.rect(0, 590, 820, 590)),
    ])
    func halfContext(container: CGSize, expected: Rect) {
        #expect(Rect(Catalogue.halfContextFrame(container)).isClose(to: expected))
    }

    @Test(arguments: [
        (CGSize(width: 393, height: 852), Fixture.rect(65.5, 213, 262, 426)),
        (CGSize(width: 852, height: 393), Fixture.rect(142, 98.25, 568, 196.5)),
    ])
    func centeredCard(container: CGSize, expected: Rect) {
        #expect(Rect(Catalogue.centeredCardFrame(container)).isClose(to: expected))
    }

    @Test(arguments: [
        (CGSize(width: 393, height: 852), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), CGSize.zero, Fixture.rect(16, 742, 361, 60)),
        (CGSize(width: 852, height: 393), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), CGSize(width: 0, height: 100),
         Fixture.rect(75, 256, 702, 100)),
    ])
    func toast(container: CGSize, safe: EdgeInsets, preferred: CGSize, expected: Rect) {
        #expect(Rect(Catalogue.toastFrame(container, safe: safe, preferred: preferred)).isClose(to: expected))
    }

    /// Catalogue `half-context` in the bottom-half context: container, presented, dimming 0.5.
    @Test func halfContextScenario() {
        let observation = Fixture.last(Fixture.scenario([Fixture.present("P", from: "C", .custom, controller: .halfContext)]))
        let presentation = observation.presentation(of: "P")
        #expect(presentation?.presenter == "B")
        #expect(close(presentation?.container, Fixture.rect(0, 426, 393, 426)))
        #expect(close(Fixture.frame(observation, "P"), Fixture.rect(0, 639, 393, 213)))
        #expect(close(presentation?.dimming, Fixture.rect(0, 426, 393, 426)))
        #expect(presentation?.dimmingAlpha == 0.5)
        #expect(presentation?.isDimmed == nil)
    }

    /// Catalogue `toast` re-reads `preferredContentSize` at every layout pass (TRAIT-4), deferred
    /// while a transition runs.
    @Test func toastFollowsPreferredHeight() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "R", .custom, animated: true, controller: .toast),
            .setPreferredContentSize(node: "P", size: Size(width: 0, height: 100)),
            .advance(seconds: 0.3),
        ]))
        #expect(close(Fixture.frame(steps[2], "P"), Fixture.rect(16, 742 + 852, 361, 60)))
        #expect(close(Fixture.frame(steps[3], "P"), Fixture.rect(16, 702, 361, 100)))
    }

    /// Catalogue `half-height-adaptive`: compact → `.overFullScreen` with a half-height card.
    @Test func halfHeightAdaptiveCompact() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "T", .popover, controller: .halfHeightAdaptive),
            .tap(at: Point(x: 100, y: 600)), .tap(at: Point(x: 100, y: 100)),
        ]))
        let presentation = steps[1].presentation(of: "P")
        #expect(presentation?.adaptedStyle == .overFullScreen)
        #expect(presentation?.dimming == nil)
        #expect(close(Fixture.frame(steps[1], "P"), Fixture.rect(0, 0, 393, 852)))
        #expect(steps[1].node("R")?.frame != nil)
        #expect(steps[1].callbacks.prefix(2) == [
            Callback.adaptiveStyleAsked("P", Fixture.phone.traits), Callback.willPresentWithAdaptiveStyle("P", .overFullScreen),
        ])
        #expect(steps[2].hitTarget == HitTarget.card("P"))
        #expect(steps[3].hitTarget == "P")
    }

    /// Catalogue `half-height-adaptive`: regular → a popover anchored on the source, card = bounds.
    @Test func halfHeightAdaptiveRegular() {
        let root = Node(id: "R", children: [Node(id: "S", frame: Fixture.rect(0.25, 0.1, 0.5, 0.05))])
        let steps = Oracle.run(Fixture.scenario(.pad, root: root, [
            Fixture.present("P", from: "S", .popover, controller: .halfHeightAdaptive), .tap(at: Point(x: 300, y: 300)),
        ]))
        #expect(steps[1].callbacks.first == Callback.willPresentWithAdaptiveStyle("P", .none))
        #expect(close(Fixture.frame(steps[1], "P"), Fixture.rect(250, 190, 320, 480)))
        #expect(steps[2].hitTarget == HitTarget.card("P"))
    }
}
