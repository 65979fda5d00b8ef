import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing
@testable import PresentationOracle

/// One row of the layout-pass table: a scenario and `layoutPasses` for every step, step 0 included.
struct PassCase: Sendable, CustomTestStringConvertible {
    var name: String
    var scenario: Scenario
    var passes: [Int]

    var testDescription: String { name }
}

/// TRAIT-4 (FRAME-4): how many layout passes each step runs, by the readings in `Traits.swift`,
/// `SheetsAndDetents.swift` and `Presenting.swift`.
@Suite("TRAIT-4 layout passes per step")
struct LayoutPassTests {
    static let small = Size(width: 0, height: 100)
    static let anchored = Node(id: "R", children: [Node(id: "S", frame: Fixture.rect(0.25, 0.1, 0.5, 0.05))])
    static let sheet = SheetOptions(detents: [.medium, .large])

    static let cases: [PassCase] = [
        PassCase(name: "step 0 counts none", scenario: Fixture.scenario([]), passes: [0]),
        PassCase(name: "an accepted present runs one; a refused one none",
                 scenario: Fixture.scenario([Fixture.present("P", from: "R", .overFullScreen),
                                             Fixture.present("Q", from: "T", .overFullScreen)]),
                 passes: [0, 1, 0]),
        PassCase(name: "an animated present runs its pass at once, its end none",
                 scenario: Fixture.scenario([Fixture.present("P", from: "R", .fullScreen, animated: true), .advance(seconds: 0.1),
                                             .advance(seconds: 0.2)]),
                 passes: [0, 1, 0, 0]),
        PassCase(name: "rotations: accepted one, to the same orientation none",
                 scenario: Fixture.scenario([Fixture.present("P", from: "R", .custom, controller: .centeredCard),
                                             .rotate(to: .landscape), .rotate(to: .landscape), .rotate(to: .portrait)]),
                 passes: [0, 1, 1, 0, 1]),
        PassCase(name: "rotation refused mid-transition",
                 scenario: Fixture.scenario([Fixture.present("P", from: "R", .fullScreen, animated: true), .rotate(to: .landscape),
                                             .advance(seconds: 0.3)]),
                 passes: [0, 1, 0, 0]),
        PassCase(name: "pad-split: resizes, the same width, a refused width and a refused rotation",
                 scenario: Fixture.scenario(.padSplit, root: Node(id: "R"), [.resize(width: 320), .resize(width: 320),
                                                                             .resize(width: 999), .rotate(to: .landscape)]),
                 passes: [0, 1, 0, 0, 0]),
        PassCase(name: "preferred size: only a change of a presented VC asks",
                 scenario: Fixture.scenario([
                     Fixture.present("P", from: "R", .custom, controller: .toast),
                     .setPreferredContentSize(node: "P", size: small),  // changed: one
                     .setPreferredContentSize(node: "P", size: small),  // same value: none
                     .setPreferredContentSize(node: "R", size: small),  // the root VC: none
                     .setPreferredContentSize(node: "C", size: small),  // a child: none
                     .dismiss(node: "P", animated: false),  // a completed dismissal: none
                     .setPreferredContentSize(node: "P", size: Size(width: 0, height: 50)),  // in no layer: none
                 ]),
                 passes: [0, 1, 1, 0, 0, 0, 0, 0]),
        PassCase(name: "preferred size of an active substitute and of the presented VC behind it",
                 scenario: Fixture.scenario(.padSplit, splitWidth: 320, root: anchored, [
                     Fixture.present("P", from: "S", .popover, popover: PopoverOptions(),
                                     delegate: AdaptiveDelegateOptions(adaptiveStyle: .fullScreen, substitute: Node(id: "W"))),
                     .setPreferredContentSize(node: "W", size: small),
                     .setPreferredContentSize(node: "P", size: small),
                 ]),
                 passes: [0, 1, 1, 1]),
        PassCase(name: "changes during a transition wait for its end and run once",
                 scenario: Fixture.scenario([
                     Fixture.present("P", from: "R", .custom, animated: true, controller: .toast),
                     .setPreferredContentSize(node: "P", size: small),
                     .setPreferredContentSize(node: "P", size: Size(width: 0, height: 120)),
                     .advance(seconds: 0.1), .advance(seconds: 0.2),
                 ]),
                 passes: [0, 1, 0, 0, 0, 1]),
        PassCase(name: "sheet actions ask whether or not the value differs; an interactive dismissal defers to its cancel",
                 scenario: Fixture.scenario([
                     Fixture.present("P", from: "R", .pageSheet, sheet: sheet),
                     .beginInteractiveDismissal(node: "P"),
                     .selectDetent(node: "P", identifier: "large"),
                     .setDetents(node: "P", detents: [.medium]),
                     .cancelInteractiveDismissal,
                     .selectDetent(node: "P", identifier: "medium"),
                     .selectDetent(node: "P", identifier: "medium"),
                 ]),
                 passes: [0, 1, 0, 0, 0, 1, 1, 1]),
        PassCase(name: "a pass asked for during a dismissal runs when it completes",
                 scenario: Fixture.scenario([
                     Fixture.present("P", from: "R", .pageSheet, sheet: sheet), .dismiss(node: "P", animated: true),
                     .selectDetent(node: "P", identifier: "large"), .advance(seconds: 0.3),
                 ]),
                 passes: [0, 1, 0, 0, 1]),
        PassCase(name: "no pass for a completed dismissal with nothing waiting",
                 scenario: Fixture.scenario([Fixture.present("P", from: "R", .pageSheet), .dismiss(node: "P", animated: true),
                                             .advance(seconds: 0.3)]),
                 passes: [0, 1, 0, 0]),
        PassCase(name: "sheet actions on a popover adapted to a sheet and on a custom presentation ask none",
                 scenario: Fixture.scenario(root: anchored, [
                     Fixture.present("P", from: "S", .popover, popover: PopoverOptions()),
                     .selectDetent(node: "P", identifier: "large"),
                     .dismiss(node: "P", animated: false),
                     Fixture.present("Q", from: "S", .custom, controller: .centeredCard),
                     .setDetents(node: "Q", detents: [.medium]),
                 ]),
                 passes: [0, 1, 0, 0, 1, 0]),
        PassCase(name: "intermediate-helper: two accepted presents in one step",
                 scenario: Fixture.scenario([
                     Fixture.present("P", from: "C", .overCurrentContext, animated: true, controller: .intermediateHelper),
                     .advance(seconds: 0.3),
                 ]),
                 passes: [0, 2, 0]),
    ]

    @Test(arguments: cases)
    func passes(_ row: PassCase) {
        #expect(Oracle.run(row.scenario).map(\.layoutPasses) == row.passes)
    }

    /// A deferred preferred size applies at the transition's end (the toast's height follows).
    @Test func deferredPassApplies() {
        let steps = Oracle.run(Fixture.scenario([
            Fixture.present("P", from: "R", .custom, animated: true, controller: .toast),
            .setPreferredContentSize(node: "P", size: Self.small), .advance(seconds: 0.3),
        ]))
        // Toast: width 393 − 32, height 100, bottom at 852 − 34 − 16 = 802.
        #expect(close(Fixture.frame(steps[3], "P"), Fixture.rect(16, 702, 361, 100)))
    }
}
