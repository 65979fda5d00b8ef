import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing
@testable import PresentationOracle

/// One row of the `views` table: a scenario and the views expected after its last step.
struct ViewsCase: Sendable, CustomTestStringConvertible {
    var name: String
    var scenario: Scenario
    var views: [ViewObservation]

    var testDescription: String { name }
}

/// `Observation.views` (HIT-3 z-order, FRAME-2 removal, HIT-1 flags, TINT-1, ADAPT-2 hidden views,
/// POP-2) and `NodeObservation.safeArea` (TRAIT-3), computed by hand from the behaviour catalogue.
@Suite("Views in the window and safe areas")
struct ViewsTests {
    static let window = HitTarget.window
    static let container = HitTarget.container("P")
    static let dimming = HitTarget.dimming("P")
    /// B (top half, defines the context) and Z (a later sibling overlapping it).
    static let overlapping = Node(id: "R", children: [
        Node(id: "B", frame: Fixture.rect(0, 0, 1, 0.5), definesPresentationContext: true),
        Node(id: "Z", frame: Fixture.rect(0, 0.25, 1, 0.5)),
    ])
    static let anchored = Node(id: "R", children: [Node(id: "S", frame: Fixture.rect(0.25, 0.1, 0.5, 0.05))])

    static func adaptedCard(_ answer: PresentationStyle) -> Action {
        Fixture.present("P", from: "R", .custom, controller: .centeredCard, delegate: AdaptiveDelegateOptions(adaptiveStyle: answer))
    }

    static let cases: [ViewsCase] = [
        ViewsCase(name: "nothing presented", scenario: Fixture.scenario([]), views: splitViews),
        // HIT-3: the context container goes into R directly above B, so behind B's later sibling Z;
        // the full-window container is the window's last subview.
        ViewsCase(name: "context container above its presenter, full-window container last",
                  scenario: Fixture.scenario(root: overlapping, [
                      Fixture.present("P", from: "B", .overCurrentContext), Fixture.present("Q", from: "Z", .overFullScreen),
                  ]),
                  views: [
                      view("R", in: window, 0, 0, 393, 852), view("B", in: "R", 0, 0, 393, 426),
                      view(container, in: "R", 0, 0, 393, 426), view("P", in: container, 0, 0, 393, 426),
                      view("Z", in: "R", 0, 213, 393, 426),
                      view(HitTarget.container("Q"), in: window, 0, 0, 393, 852),
                      view("Q", in: HitTarget.container("Q"), 0, 0, 393, 852),
                  ]),
        // FRAME-2: `.fullScreen` removed every view behind its container.
        ViewsCase(name: "full screen removes the root's views",
                  scenario: Fixture.scenario([Fixture.present("P", from: "T", .fullScreen)]),
                  views: [view(container, in: window, 0, 0, 393, 852), view("P", in: container, 0, 0, 393, 852)]),
        // ADAPT-2 (as read): the adapted card behaves as a form sheet (SHEET-1: M = 852 − 69 − 34 = 749,
        // height 783, dimmed, so TINT-1 dims R); the catalogue's dimming view stays, hidden, after
        // the system's.
        ViewsCase(name: "centered-card adapted to a form sheet keeps its dimming view hidden",
                  scenario: Fixture.scenario(root: Node(id: "R"), [adaptedCard(.formSheet)]),
                  views: [
                      view("R", in: window, 0, 0, 393, 852, tint: .dimmed),
                      view(container, in: window, 0, 0, 393, 852),
                      view(dimming, in: container, 0, 0, 393, 852, alpha: 1),
                      view(dimming, in: container, 0, 0, 393, 852, alpha: 0.5, hidden: true),
                      view("P", in: container, 0, 69, 393, 783),
                  ]),
        ViewsCase(name: "centered-card adapted to over-full-screen: only its hidden dimming view",
                  scenario: Fixture.scenario(root: Node(id: "R"), [adaptedCard(.overFullScreen)]),
                  views: [
                      view("R", in: window, 0, 0, 393, 852), view(container, in: window, 0, 0, 393, 852),
                      view(dimming, in: container, 0, 0, 393, 852, alpha: 0.5, hidden: true),
                      view("P", in: container, 0, 0, 393, 852),
                  ]),
        // POP-2: the popover's dimming view, alpha 0.01; TINT-1: R (and S under it) dimmed.
        ViewsCase(name: "popover on the pad",
                  scenario: Fixture.scenario(.pad, root: anchored, [Fixture.present("P", from: "S", .popover, popover: PopoverOptions())]),
                  views: [
                      view("R", in: window, 0, 0, 820, 1180, tint: .dimmed), view("S", in: "R", 205, 118, 410, 59, tint: .dimmed),
                      view(container, in: window, 0, 0, 820, 1180),
                      view(dimming, in: container, 0, 0, 820, 1180, alpha: 0.01),
                      view("P", in: container, 250, 190, 320, 480),
                  ]),
    ]

    @Test(arguments: cases)
    func views(_ row: ViewsCase) {
        let observation = Fixture.last(row.scenario)
        #expect(close(observation.views, row.views), "\(observation.views)")
    }

    /// HIT-1: the hidden catalogue dimming view never takes a touch; the system's does (DETENT-2).
    /// The presentation reports the system dimming view only.
    @Test(arguments: [(PresentationStyle.formSheet, HitTarget.dimming("P")), (.overFullScreen, .node("P"))])
    func hiddenDimmingTakesNoTouch(answer: PresentationStyle, target: HitTarget) {
        let steps = Oracle.run(Fixture.scenario(root: Node(id: "R"), [Self.adaptedCard(answer), .tap(at: Point(x: 10, y: 20))]))
        #expect(steps[2].hitTarget == target)
        let presentation = steps[1].presentation(of: "P")
        #expect(presentation?.adaptedStyle == answer)
        #expect(presentation?.dimmingAlpha == (answer == .formSheet ? 1 : nil))
    }

    /// ADAPT-2: once unadapted (a regular width, so the delegate is not asked), the card's own
    /// dimming view shows again: container 678 × 1180, card (452, 590) centred.
    @Test func unadaptedAgainShowsTheCatalogueDimming() {
        let steps = Oracle.run(Fixture.scenario(.padSplit, splitWidth: 320, root: Node(id: "R"), [
            Self.adaptedCard(.overFullScreen), .resize(width: 678),
        ]))
        #expect(close(steps[1].views, [
            view("R", in: Self.window, 0, 0, 320, 1180), view(Self.container, in: Self.window, 0, 0, 320, 1180),
            view(Self.dimming, in: Self.container, 0, 0, 320, 1180, alpha: 0.5, hidden: true),
            view("P", in: Self.container, 0, 0, 320, 1180),
        ]))
        #expect(close(steps[2].views, [
            view("R", in: Self.window, 0, 0, 678, 1180), view(Self.container, in: Self.window, 0, 0, 678, 1180),
            view(Self.dimming, in: Self.container, 0, 0, 678, 1180, alpha: 0.5),
            view("P", in: Self.container, 113, 295, 452, 590),
        ]))
        #expect(steps[2].presentation(of: "P")?.dimmingAlpha == 0.5)
    }

    /// TRAIT-3: the window's insets minus the distance from each window edge, floored at 0; nil
    /// out of the window.
    @Test(arguments: [
        ("R", Orientation.portrait, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        ("T", .portrait, EdgeInsets(top: 59, left: 0, bottom: 0, right: 0)),
        ("B", .portrait, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)),
        ("C", .portrait, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)),
        ("T", .landscape, EdgeInsets(top: 0, left: 59, bottom: 0, right: 59)),
        ("B", .landscape, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
    ])
    func safeArea(node: String, orientation: Orientation, expected: EdgeInsets) {
        let observation = Fixture.last(Fixture.scenario(.phone, orientation, []))
        #expect(observation.node(node)?.safeArea == expected)
    }

    @Test func safeAreaOutOfTheWindowAndInAPopover() {
        let removed = Fixture.last(Fixture.scenario([Fixture.present("P", from: "T", .fullScreen)]))
        #expect(removed.node("B")?.safeArea == nil && removed.node("P")?.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // The popover (250, 190, 320, 480) lies inside the pad's safe area (24, 0, 20, 0).
        let popover = Fixture.last(Fixture.scenario(.pad, root: Self.anchored, [
            Fixture.present("P", from: "S", .popover, popover: PopoverOptions()),
        ]))
        #expect(popover.node("P")?.safeArea == .zero)
        #expect(popover.node("S")?.safeArea == .zero)
    }
}
