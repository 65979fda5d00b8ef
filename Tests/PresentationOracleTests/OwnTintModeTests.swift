import Foundation
import PresCheckCore
import Testing
@testable import PresentationOracle

/// TINT-1 with a view's own mode (the node field `tintAdjustmentMode`, the action
/// `setTintAdjustmentMode`), Readings TINT-1.a and TINT-1.b. Phone portrait: a `.pageSheet` from R
/// is a dimmed sheet that does not fill the window.
@Suite("TINT — a view's own tint adjustment mode")
struct OwnTintModeTests {
    static let root = Node(id: "R", tintAdjustmentMode: .dimmed, children: [
        Node(id: "T", frame: Rect(x: 0, y: 0, width: 1, height: 0.5), tintAdjustmentMode: .normal),
        Node(id: "B", frame: Rect(x: 0, y: 0.5, width: 1, height: 0.5)),
    ])

    /// Each row: the actions after presenting P, and the effective tints of R, T, B after the last.
    @Test(arguments: [
        // Presented: R dimmed by its own mode and by the sheet; T's explicit normal holds (TINT-1.b).
        ([Action](), [TintAdjustmentMode.dimmed, .normal, .dimmed]),
        // Set while dimmed: shows at once (TINT-1.a).
        ([.setTintAdjustmentMode(node: "R", mode: .normal)], [.normal, .normal, .normal]),
        // ...and the restoration writes the remembered `.dimmed` over it.
        ([.setTintAdjustmentMode(node: "R", mode: .normal), .dismiss(node: "P", animated: false)], [.dimmed, .normal, .dimmed]),
        // A child set to automatic inherits again (TINT-1.b).
        ([.setTintAdjustmentMode(node: "T", mode: .automatic)], [.dimmed, .dimmed, .dimmed]),
        // Set after the dismissal: it stays.
        ([.dismiss(node: "P", animated: false), .setTintAdjustmentMode(node: "R", mode: .normal)], [.normal, .normal, .normal]),
    ] as [([Action], [TintAdjustmentMode])])
    func previousMode(_ actions: [Action], _ expected: [TintAdjustmentMode]) {
        let scenario = Fixture.scenario(root: Self.root, [Fixture.present("P", from: "R", .pageSheet)] + actions)
        let last = Fixture.last(scenario)
        #expect(["R", "T", "B"].map { last.node($0)?.tint } == expected)
    }

    /// Reading TINT-1.a: a cancelled dismissal remembers the mode the view has when it dims again.
    @Test func cancelRemembersTheModeThen() {
        let steps = Oracle.run(Fixture.scenario(root: Node(id: "R", tintAdjustmentMode: .normal), [
            Fixture.present("P", from: "R", .pageSheet),
            .beginInteractiveDismissal(node: "P"),
            .setTintAdjustmentMode(node: "R", mode: .dimmed),
            .cancelInteractiveDismissal,
            .dismiss(node: "P", animated: false),
        ]))
        #expect(steps.map { $0.node("R")?.tint } == [.normal, .dimmed, .normal, .dimmed, .dimmed, .dimmed])
    }

    /// Reading TINT-1.b: a presented node's own mode, set while it is out of the window, shows when
    /// it is presented again; no layout pass.
    @Test func modeOutOfTheWindowIsKept() {
        let steps = Oracle.run(Fixture.scenario(root: Node(id: "R"), [
            Fixture.present("P", from: "R", .fullScreen),
            .dismiss(node: "P", animated: false),
            .setTintAdjustmentMode(node: "P", mode: .dimmed),
            Fixture.present("P", from: "R", .fullScreen),
        ]))
        #expect(steps[3].layoutPasses == 0 && steps[3].warnings.isEmpty)
        #expect(steps[4].node("P")?.tint == .dimmed)
    }
}
