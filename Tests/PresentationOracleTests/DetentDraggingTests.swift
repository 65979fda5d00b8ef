import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing
@testable import PresentationOracle

/// One DETENT-4 case: a sheet's settings and layout, the drag, and what it does.
struct DetentDragCase: Sendable, CustomTestStringConvertible {
    var name: String
    var detents: [Detent]
    var selected: String?
    var layout: SheetLayout = .bottomAttached
    var dy: CGFloat
    var vy: CGFloat = 0
    /// "dismiss", "stay", or the selected detent's identifier.
    var expected: String

    var testDescription: String { name }
}

// Phone portrait: M = 749, medium 374, large 749, safe.bottom 34: h(medium) = 408, h(large) = 783.
// Phone landscape: M = 362, safe.bottom 21; medium inactive.
@Suite("DETENT-4 — dragging a sheet between its detents")
struct DetentDraggingTests {
    static let two: [Detent] = [.medium, .large]

    static let cases: [DetentDragCase] = [
        DetentDragCase(name: "medium up 200: H 608, large 175 away, medium 200", detents: two, selected: nil, dy: -200, expected: "large"),
        DetentDragCase(name: "medium up 187 stays (H 595, medium 187 away, large 188)", detents: two, selected: nil, dy: -187, expected: "stay"),
        DetentDragCase(name: "medium up 187.5: a tie goes to the larger", detents: two, selected: nil, dy: -187.5, expected: "large"),
        DetentDragCase(name: "large down 187.5: a tie, the larger stays", detents: two, selected: "large", dy: 187.5, expected: "stay"),
        DetentDragCase(name: "large down 188 selects medium", detents: two, selected: "large", dy: 188, expected: "medium"),
        DetentDragCase(name: "large down 579 (H 204) selects medium", detents: two, selected: "large", dy: 579, expected: "medium"),
        DetentDragCase(name: "large down 579.5 (H 203.5 < 204) dismisses", detents: two, selected: "large", dy: 579.5, expected: "dismiss"),
        DetentDragCase(name: "medium down 204 (H 204) stays", detents: two, selected: nil, dy: 204, expected: "stay"),
        DetentDragCase(name: "medium down 204.5 dismisses", detents: two, selected: nil, dy: 204.5, expected: "dismiss"),
        DetentDragCase(name: "flick down from large selects medium", detents: two, selected: "large", dy: 10, vy: 1000, expected: "medium"),
        DetentDragCase(name: "flick down from large moving up still selects medium", detents: two, selected: "large", dy: -10, vy: 1000, expected: "medium"),
        DetentDragCase(name: "flick down at medium with dy 1 dismisses", detents: two, selected: nil, dy: 1, vy: 1000, expected: "dismiss"),
        DetentDragCase(name: "flick down at medium with dy 0 stays", detents: two, selected: nil, dy: 0, vy: 1000, expected: "stay"),
        DetentDragCase(name: "999.5 pt/s is no flick: nearest (medium, H 398)", detents: two, selected: "large", dy: 385, vy: 999.5, expected: "medium"),
        DetentDragCase(name: "flick up from medium selects large", detents: two, selected: nil, dy: 0, vy: -1000, expected: "large"),
        DetentDragCase(name: "flick up from large stays", detents: two, selected: "large", dy: -50, vy: -1500, expected: "stay"),
        DetentDragCase(name: "one detent: LIFE-10's threshold, 391.5 stays", detents: [], selected: nil, dy: 391.5, expected: "stay"),
        DetentDragCase(name: "one detent: LIFE-10's threshold, 392 dismisses", detents: [], selected: nil, dy: 392, expected: "dismiss"),
        DetentDragCase(name: "one detent: the flick dismisses", detents: [.large], selected: nil, dy: 1, vy: 1000, expected: "dismiss"),
        DetentDragCase(name: "three detents: a flick down moves one (large → f 0.5 = 374)",
                       detents: [.fraction("f", 0.5), .height("h", 100), .large], selected: "large", dy: 0, vy: 2500, expected: "f"),
        DetentDragCase(name: "equal values: the first listed is selected (f 0.5 before medium, both 374)",
                       detents: [.large, .fraction("f", 0.5), .medium], selected: "large", dy: 300, expected: "f"),
        DetentDragCase(name: "a value equal to e's is no change (medium selected, f 0.5 = 374 listed first)",
                       detents: [.fraction("f", 0.5), .medium, .large], selected: "medium", dy: 10, expected: "stay"),
        DetentDragCase(name: "landscape, edge attached: medium inactive, e = h200; up 100 selects large (H 321)",
                       detents: [.medium, .height("h200", 200), .large], selected: "medium", layout: .compactHeightEdgeAttached,
                       dy: -100, expected: "large"),
        DetentDragCase(name: "landscape, edge attached: e = large by SHEET-4's fallback is a candidate; dy 0 stays",
                       detents: [.medium, .height("h", 100)], selected: "medium", layout: .compactHeightEdgeAttached,
                       dy: 0, expected: "stay"),
        DetentDragCase(name: "landscape, edge attached: down 200 from e = large selects h (H 183: 62 from 121, 200 from 383)",
                       detents: [.medium, .height("h", 100)], selected: "medium", layout: .compactHeightEdgeAttached,
                       dy: 200, expected: "h"),
    ]

    @Test(arguments: cases)
    func outcome(_ c: DetentDragCase) {
        let window = c.layout == .compactHeightEdgeAttached ? Fixture.phoneLandscape : Fixture.phone
        var settings = SheetOptions(detents: c.detents, selectedDetentIdentifier: c.selected)
        settings.prefersEdgeAttachedInCompactHeight = c.layout == .compactHeightEdgeAttached
        let outcome = DetentDragging.outcome(dy: c.dy, vy: c.vy, settings: settings, layout: c.layout, window: window)
        switch outcome {
        case .dismissalAttempt: #expect(c.expected == "dismiss")
        case .stays: #expect(c.expected == "stay")
        case .selects(let detent): #expect(detent.identifier == c.expected)
        }
    }

    static let home = Node(id: "home")

    @Test("A detent change: the sheet moves, one layout pass, DETENT-4 and DETENT-3 applied, the delegate told")
    func scenarioStep() {
        let sheet = SheetOptions(detents: Self.two)
        let scenario = Fixture.scenario(root: Self.home, [
            Fixture.present("S", from: "home", .pageSheet, sheet: sheet, delegate: AdaptiveDelegateOptions(adaptiveStyle: .none)),
            .pan(from: Point(x: 196, y: 500), translation: Point(x: 0, y: -200), velocity: Point(x: 0, y: 0)),
            .selectDetent(node: "S", identifier: "medium"),
        ])
        let observations = Oracle.run(scenario)
        #expect(close(Fixture.frame(observations[1], "S"), Fixture.rect(0, 444, 393, 408)))
        #expect(close(Fixture.frame(observations[2], "S"), Fixture.rect(0, 69, 393, 783)))
        #expect(observations[2].callbacks == [.didChangeSelectedDetent("S", "large")])
        #expect(observations[2].layoutPasses == 1)
        let rules = Oracle.coverage(scenario)[2]
        #expect(rules.contains("DETENT-4") && rules.contains("DETENT-3") && rules.contains("LIFE-10"))
        // A programmatic change tells nobody.
        #expect(observations[3].callbacks.isEmpty)
        #expect(close(Fixture.frame(observations[3], "S"), Fixture.rect(0, 444, 393, 408)))
    }

    @Test("Without a delegate nothing is recorded; a drag that changes nothing runs no pass")
    func noDelegate() {
        let scenario = Fixture.scenario(root: Self.home, [
            Fixture.present("S", from: "home", .pageSheet, sheet: SheetOptions(detents: Self.two)),
            .pan(from: Point(x: 196, y: 500), translation: Point(x: 0, y: -200), velocity: Point(x: 0, y: 0)),
            .pan(from: Point(x: 196, y: 100), translation: Point(x: 0, y: 10), velocity: Point(x: 0, y: 0)),
        ])
        let observations = Oracle.run(scenario)
        #expect(observations[2].callbacks.isEmpty)
        #expect(observations[2].layoutPasses == 1)
        #expect(close(Fixture.frame(observations[2], "S"), Fixture.rect(0, 69, 393, 783)))
        #expect(observations[3].layoutPasses == 0)
        #expect(Oracle.coverage(scenario)[3].contains("DETENT-4"))
    }

    @Test("A popover adapted to a sheet is not moved between detents: DETENT-4 does not apply")
    func adaptedPopover() {
        let present = PresentAction(source: "home", node: Node(id: "P"), style: .popover, animated: false,
                                    adaptiveSheet: SheetOptions(detents: Self.two), popover: PopoverOptions())
        let scenario = Fixture.scenario(root: Self.home, [
            .present(present),
            .pan(from: Point(x: 196, y: 500), translation: Point(x: 0, y: -300), velocity: Point(x: 0, y: 0)),
        ])
        let observations = Oracle.run(scenario)
        #expect(close(Fixture.frame(observations[2], "P"), Fixture.rect(0, 444, 393, 408)))
        #expect(!Oracle.coverage(scenario)[2].contains("DETENT-4"))
    }
}
