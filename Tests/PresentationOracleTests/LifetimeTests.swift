import Foundation
import PresCheckCore
import Testing
@testable import PresentationOracle

/// Reading LIFE-7.a: under `uikit` ownership a presented tree nothing holds is released at the end of
/// its step, and an action naming a released node is skipped with the warning `released`.
@Suite("LIFE-7 — ownership as UIKit has it")
struct LifetimeTests {
    static func run(_ ownership: Ownership, _ actions: [Action]) -> [Observation] {
        var scenario = Fixture.scenario(root: Node(id: "R"), actions)
        scenario.ownership = ownership
        return Oracle.run(scenario)
    }

    static let presentP = Fixture.present("P", from: "R", .pageSheet, node: Node(id: "P", children: [Node(id: "Pa")]))

    @Test("After its dismissal ends, the presented tree (children too) is released; under driver ownership it is not",
          arguments: [Action.setPreferredContentSize(node: "P", size: Size(width: 1, height: 1)),
                      .setTintAdjustmentMode(node: "Pa", mode: .normal), .dismiss(node: "P", animated: true),
                      Fixture.present("P", from: "R", .pageSheet), .selectDetent(node: "P", identifier: nil)])
    func releasedAfterDismissal(_ later: Action) {
        let actions = [Self.presentP, .dismiss(node: "P", animated: true), .advance(seconds: 0.3), later]
        let uikit = Self.run(.uikit, actions)
        #expect(uikit[3].warnings.isEmpty && uikit[3].nodes.map(\.id) == ["R"])
        #expect(uikit[4].warnings == [Warning.released])
        #expect(uikit[4].callbacks.isEmpty && uikit[4].layoutPasses == 0)
        #expect(Self.run(.driver, actions)[4].warnings.isEmpty)
    }

    @Test("While the dismissal runs the presented tree is held, and actions on it run")
    func heldWhileDismissing() {
        let steps = Self.run(.uikit, [Self.presentP, .dismiss(node: "P", animated: true),
                                      .setTintAdjustmentMode(node: "P", mode: .dimmed)])
        #expect(steps[3].warnings.isEmpty)
    }

    @Test("A refused present never held its tree: a later action naming it is skipped")
    func refusedPresentReleases() {
        let steps = Self.run(.uikit, [Self.presentP, Fixture.present("Q", from: "R", .pageSheet), .dismiss(node: "Q", animated: false)])
        #expect(steps[2].warnings == [Warning.alreadyPresenting])
        #expect(steps[3].warnings == [Warning.released])
    }

    @Test("A present from a released source is skipped, and the tree it declared is released with it")
    func presentFromReleasedSource() {
        let steps = Self.run(.uikit, [Self.presentP, .dismiss(node: "P", animated: false),
                                      Fixture.present("Q", from: "Pa", .pageSheet), Fixture.present("Q", from: "R", .pageSheet)])
        #expect(steps[3].warnings == [Warning.released])
        #expect(steps[4].warnings == [Warning.released])
    }

    @Test("The root tree and delegates' substitutes are never released")
    func rootAndSubstitutesStay() {
        let present = Fixture.present("P", from: "R", .popover, popover: PopoverOptions(),
                                      delegate: AdaptiveDelegateOptions(adaptiveStyle: .fullScreen, substitute: Node(id: "S")))
        let steps = Self.run(.uikit, [present, .dismiss(node: "P", animated: false),
                                      .setTintAdjustmentMode(node: "S", mode: .dimmed), .setTintAdjustmentMode(node: "R", mode: .normal),
                                      .dismiss(node: "P", animated: false)])
        #expect(steps[3].warnings.isEmpty && steps[4].warnings.isEmpty)
        #expect(steps[5].warnings == [Warning.released])
    }
}
