import Foundation
import PresCheckCore
import Testing
@testable import PresentationOracle

/// One row of the rule-coverage table: a small scenario, a step, the rule IDs that step must report
/// as applied and the ones it must not (`exact` asks for exactly `includes`).
struct CoverageCase: Sendable, CustomTestStringConvertible {
    var name: String
    var scenario: Scenario
    var step: Int
    var includes: [String]
    var excludes: [String] = []
    var exact = false

    var testDescription: String { name }
}

/// Rule coverage: `RuleCatalogue` (every rule ID) and the rules the oracle reports per step
/// (`Oracle.coverage`, `Oracle.Run.appliedRules`).
@Suite("Rule catalogue and oracle rule coverage")
struct RuleCoverageTests {
    // MARK: The catalogue

    /// Every ID the behaviour catalogue defines, family by family.
    static let specIDs: [String] = [("CTX", 6), ("LIFE", 10), ("FRAME", 5), ("ADAPT", 9), ("SHEET", 4), ("DETENT", 4),
                                    ("POP", 3), ("TINT", 1), ("HIT", 3), ("TRAIT", 4)]
        .flatMap { family, count in (1...count).map { "\(family)-\($0)" } }

    /// The rules the oracle does not implement: LIFE-5.
    static let notModelled: Set<String> = ["LIFE-5"]

    @Test func catalogueListsEverySpecRuleInSpecOrderWithoutDuplicates() {
        #expect(RuleCatalogue.ids == Self.specIDs)
        #expect(Set(RuleCatalogue.ids).count == RuleCatalogue.all.count)
        for id in Self.specIDs { #expect(RuleCatalogue.rule(id)?.id == id) }
        #expect(RuleCatalogue.rule("CTX-7") == nil)
    }

    @Test func catalogueEntriesAreWellFormed() {
        let marks: Set<String> = ["D", "O", "M"]
        for rule in RuleCatalogue.all {
            #expect(rule.id.hasPrefix(rule.family + "-"), "\(rule.id)")
            #expect(!rule.marks.isEmpty && rule.marks.split(separator: ",").allSatisfy { marks.contains(String($0)) }, "\(rule.id)")
            #expect(!rule.summary.isEmpty && !rule.summary.contains("\n"), "\(rule.id)")
        }
        #expect(RuleCatalogue.rule("POP-3")?.marks == "D,M" && RuleCatalogue.rule("HIT-2")?.marks == "D,O")
    }

    @Test func modelledRules() {
        #expect(Set(RuleCatalogue.all.filter { !$0.isModelled }.map(\.id)) == Self.notModelled)
        #expect(RuleCatalogue.modelled.map(\.id) == Self.specIDs.filter { !Self.notModelled.contains($0) })
    }

    /// Every `RuleKey` case by name with the ID it must name (a key prints as its ID, so its case
    /// name is written out here).
    static let keyNames: [(RuleKey, String)] = [
        (.ctx1, "CTX-1"), (.ctx2, "CTX-2"), (.ctx3, "CTX-3"), (.ctx4, "CTX-4"), (.ctx5, "CTX-5"), (.ctx6, "CTX-6"),
        (.life1, "LIFE-1"), (.life2, "LIFE-2"), (.life3, "LIFE-3"), (.life4, "LIFE-4"), (.life5, "LIFE-5"), (.life6, "LIFE-6"), (.life7, "LIFE-7"), (.life8, "LIFE-8"), (.life9, "LIFE-9"), (.life10, "LIFE-10"),
        (.frame1, "FRAME-1"), (.frame2, "FRAME-2"), (.frame3, "FRAME-3"), (.frame4, "FRAME-4"), (.frame5, "FRAME-5"),
        (.adapt1, "ADAPT-1"), (.adapt2, "ADAPT-2"), (.adapt3, "ADAPT-3"), (.adapt4, "ADAPT-4"), (.adapt5, "ADAPT-5"), (.adapt6, "ADAPT-6"), (.adapt7, "ADAPT-7"), (.adapt8, "ADAPT-8"), (.adapt9, "ADAPT-9"),
        (.sheet1, "SHEET-1"), (.sheet2, "SHEET-2"), (.sheet3, "SHEET-3"), (.sheet4, "SHEET-4"),
        (.detent1, "DETENT-1"), (.detent2, "DETENT-2"), (.detent3, "DETENT-3"), (.detent4, "DETENT-4"),
        (.pop1, "POP-1"), (.pop2, "POP-2"), (.pop3, "POP-3"),
        (.tint1, "TINT-1"),
        (.hit1, "HIT-1"), (.hit2, "HIT-2"), (.hit3, "HIT-3"),
        (.trait1, "TRAIT-1"), (.trait2, "TRAIT-2"), (.trait3, "TRAIT-3"), (.trait4, "TRAIT-4"),
    ]

    /// `RuleKey` cases follow the catalogue: `ctx1` is "CTX-1", and so on.
    @Test func keysFollowTheCatalogue() {
        #expect(RuleKey.allCases.count == RuleCatalogue.all.count && RuleKey.allCases.count <= 64)
        #expect(Self.keyNames.map(\.0) == RuleKey.allCases)
        for (key, id) in Self.keyNames {
            #expect(key.id == id)
            #expect("\(key)" == id)
            #expect(RuleKey(id: key.id) == key)
        }
        #expect(RuleKey(id: "TRAIT-5") == nil)
    }

    @Test func ruleSetReportsCatalogueOrder() {
        var set = RuleSet([.trait4, .ctx1, .hit1])
        set.insert(.ctx1)
        #expect(set.ids == ["CTX-1", "HIT-1", "TRAIT-4"])
        #expect(set.contains(.hit1) && !set.contains(.hit2) && !set.isEmpty && RuleSet().ids.isEmpty)
        #expect(set.union(RuleSet([.adapt1])).ids == ["CTX-1", "ADAPT-1", "HIT-1", "TRAIT-4"])
    }

    // MARK: Coverage per step

    static let bare = Node(id: "R")
    /// A root with a source strip S near the top (popovers anchor to it).
    static let anchored = Node(id: "R", children: [Node(id: "S", frame: Fixture.rect(0.25, 0.1, 0.5, 0.05))])
    static let anchor = PopoverOptions()

    static func sheet(_ id: String, from source: String = "T", _ options: SheetOptions = SheetOptions()) -> Action {
        Fixture.present(id, from: source, .pageSheet, sheet: options)
    }

    static let cases: [CoverageCase] = [
        // Step 0
        CoverageCase(name: "initial: children laid out", scenario: Fixture.scenario([]), step: 0,
                     includes: ["TRAIT-2", "TRAIT-3"], exact: true),
        CoverageCase(name: "initial: a bare root applies nothing", scenario: Fixture.scenario(root: bare, []), step: 0,
                     includes: [], exact: true),
        // CTX
        CoverageCase(name: "currentContext", scenario: Fixture.scenario([Fixture.present("P", from: "C", .currentContext)]), step: 1,
                     includes: ["CTX-1", "CTX-4", "CTX-5", "CTX-6", "LIFE-1", "LIFE-3", "LIFE-6", "LIFE-7", "FRAME-1", "FRAME-2",
                                "ADAPT-4", "TRAIT-2", "TRAIT-4"],
                     excludes: ["CTX-2", "CTX-3", "ADAPT-7", "TINT-1", "HIT-1"]),
        CoverageCase(name: "overFullScreen", scenario: Fixture.scenario([Fixture.present("P", from: "T", .overFullScreen)]), step: 1,
                     includes: ["CTX-2", "CTX-4", "FRAME-1", "ADAPT-4"], excludes: ["CTX-1", "CTX-6", "FRAME-2"]),
        CoverageCase(name: "fullScreen removes", scenario: Fixture.scenario([Fixture.present("P", from: "T", .fullScreen)]), step: 1,
                     includes: ["CTX-2", "FRAME-2"]),
        CoverageCase(name: "half-context is CTX-3",
                     scenario: Fixture.scenario([Fixture.present("P", from: "C", .custom, controller: .halfContext)]), step: 1,
                     includes: ["CTX-1", "CTX-3", "CTX-4", "ADAPT-4", "FRAME-1"], excludes: ["CTX-2"]),
        CoverageCase(name: "plain custom in compact", scenario: Fixture.scenario([Fixture.present("P", from: "T", .custom)]), step: 1,
                     includes: ["CTX-2", "ADAPT-2", "ADAPT-7"], excludes: ["CTX-3", "ADAPT-4", "ADAPT-9"]),
        // LIFE
        CoverageCase(name: "present refused mid-transition",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .fullScreen, animated: true),
                                                 Fixture.present("Q", from: "T", .fullScreen)]), step: 2,
                     includes: ["LIFE-1", "LIFE-6"], excludes: ["CTX-2", "LIFE-3", "LIFE-7"]),
        CoverageCase(name: "popover without anchor refused",
                     scenario: Fixture.scenario(.pad, root: anchored, [Fixture.present("P", from: "S", .popover)]), step: 1,
                     includes: ["LIFE-1", "POP-1", "CTX-2"], excludes: ["LIFE-7", "POP-2"]),
        CoverageCase(name: "animated present starts", scenario: Fixture.scenario([Fixture.present("P", from: "T", .fullScreen, animated: true)]),
                     step: 1, includes: ["LIFE-3", "LIFE-6", "LIFE-7"], excludes: ["FRAME-2", "LIFE-8"]),
        CoverageCase(name: "advance mid-transition",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .fullScreen, animated: true), .advance(seconds: 0.1)]),
                     step: 2, includes: ["LIFE-6"], excludes: ["LIFE-3", "LIFE-7", "FRAME-2"]),
        CoverageCase(name: "advance ends the transition",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .fullScreen, animated: true), .advance(seconds: 0.3)]),
                     step: 2, includes: ["LIFE-3", "LIFE-6", "LIFE-7", "LIFE-9", "FRAME-2"], excludes: ["TRAIT-4"]),
        CoverageCase(name: "advance with nothing running", scenario: Fixture.scenario(root: bare, [.advance(seconds: 1)]), step: 1,
                     includes: [], exact: true),
        CoverageCase(name: "unanimated dismissal completes",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .fullScreen), .dismiss(node: "P", animated: false)]),
                     step: 2, includes: ["LIFE-1", "LIFE-2", "LIFE-3", "LIFE-6", "LIFE-7", "FRAME-5"],
                     excludes: ["CTX-4", "CTX-5", "FRAME-2"]),
        CoverageCase(name: "dismiss refused mid-transition",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .fullScreen, animated: true),
                                                 .dismiss(node: "P", animated: false)]),
                     step: 2, includes: ["LIFE-1"], excludes: ["LIFE-2", "LIFE-3", "FRAME-5"]),
        CoverageCase(name: "interactive begin",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .fullScreen), .beginInteractiveDismissal(node: "P")]),
                     step: 2, includes: ["LIFE-1", "LIFE-2", "LIFE-3", "LIFE-6", "LIFE-7", "LIFE-8"], excludes: ["FRAME-2", "FRAME-5"]),
        CoverageCase(name: "interactive update",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .fullScreen), .beginInteractiveDismissal(node: "P"),
                                                 .updateInteractiveDismissal(progress: 0.5)]),
                     step: 3, includes: ["LIFE-6", "LIFE-8"], excludes: ["LIFE-3", "LIFE-4"]),
        CoverageCase(name: "interactive cancel",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .fullScreen), .beginInteractiveDismissal(node: "P"),
                                                 .updateInteractiveDismissal(progress: 0.5), .cancelInteractiveDismissal]),
                     step: 4, includes: ["LIFE-3", "LIFE-4", "LIFE-8", "LIFE-9", "FRAME-2"], excludes: ["LIFE-6", "FRAME-5", "TRAIT-4"]),
        CoverageCase(name: "interactive finish, then the clock",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .fullScreen), .beginInteractiveDismissal(node: "P"),
                                                 .updateInteractiveDismissal(progress: 0.5), .finishInteractiveDismissal,
                                                 .advance(seconds: 0.15)]),
                     step: 5, includes: ["LIFE-2", "LIFE-3", "LIFE-6", "LIFE-8", "FRAME-5"]),
        // FRAME
        CoverageCase(name: "custom frame kept under a dismissal above",
                     scenario: Fixture.scenario(root: bare, [Fixture.present("P", from: "R", .custom, controller: .toast),
                                                             Fixture.present("Q", from: "P", .fullScreen),
                                                             .dismiss(node: "Q", animated: true)]),
                     step: 3, includes: ["FRAME-1", "FRAME-3", "TRAIT-3", "LIFE-6"]),
        CoverageCase(name: "custom frame hidden under full screen",
                     scenario: Fixture.scenario(root: bare, [Fixture.present("P", from: "R", .custom, controller: .toast),
                                                             Fixture.present("Q", from: "P", .fullScreen)]),
                     step: 2, includes: ["FRAME-2"], excludes: ["FRAME-3", "TRAIT-3"]),
        CoverageCase(name: "catalogue relayout on rotation",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .custom, controller: .centeredCard),
                                                 .rotate(to: .landscape)]),
                     step: 2, includes: ["FRAME-4", "TRAIT-1", "TRAIT-4"], excludes: ["DETENT-3"]),
        CoverageCase(name: "no relayout without a size change",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .custom, controller: .centeredCard),
                                                 .tap(at: Point(x: 5, y: 5))]),
                     step: 2, includes: ["HIT-1", "HIT-2"], excludes: ["FRAME-4"]),
        // ADAPT, SHEET, DETENT
        CoverageCase(name: "sheet on a phone", scenario: Fixture.scenario([sheet("P")]), step: 1,
                     includes: ["ADAPT-3", "ADAPT-7", "SHEET-1", "SHEET-3", "DETENT-1", "DETENT-2", "TINT-1"],
                     excludes: ["SHEET-2", "SHEET-4", "FRAME-2", "ADAPT-2"]),
        CoverageCase(name: "sheet on a pad", scenario: Fixture.scenario(.pad, .portrait, [sheet("P")]), step: 1,
                     includes: ["ADAPT-3", "SHEET-2", "DETENT-1", "DETENT-2", "TINT-1"], excludes: ["SHEET-1", "SHEET-3", "SHEET-4"]),
        CoverageCase(name: "sheet in compact height", scenario: Fixture.scenario(.phone, .landscape, [sheet("P")]), step: 1,
                     includes: ["ADAPT-3", "ADAPT-7", "SHEET-4", "FRAME-2"], excludes: ["SHEET-1", "SHEET-3", "DETENT-1", "TINT-1"]),
        CoverageCase(name: "edge-attached sheet in compact height",
                     scenario: Fixture.scenario(.phone, .landscape, [sheet("P", SheetOptions(prefersEdgeAttachedInCompactHeight: true))]),
                     step: 1, includes: ["SHEET-1", "SHEET-3", "SHEET-4", "DETENT-1"], excludes: ["FRAME-2"]),
        CoverageCase(name: "undimmed sheet leaves the tint",
                     scenario: Fixture.scenario([sheet("P", SheetOptions(detents: [.medium, .large], largestUndimmedDetentIdentifier: "medium"))]),
                     step: 1, includes: ["DETENT-1", "DETENT-2", "SHEET-3"], excludes: ["TINT-1"]),
        CoverageCase(name: "selecting a detent dims",
                     scenario: Fixture.scenario([sheet("P", SheetOptions(detents: [.medium, .large], largestUndimmedDetentIdentifier: "medium")),
                                                 .selectDetent(node: "P", identifier: "large")]),
                     step: 2, includes: ["DETENT-1", "DETENT-3", "TRAIT-4", "TINT-1"]),
        CoverageCase(name: "replacing detents", scenario: Fixture.scenario([sheet("P"), .setDetents(node: "P", detents: [.medium])]),
                     step: 2, includes: ["DETENT-3", "TRAIT-4"]),
        CoverageCase(name: "detent change deferred to the transition's end",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .pageSheet, animated: true), .setDetents(node: "P", detents: [.medium]),
                                                 .advance(seconds: 0.3)]),
                     step: 3, includes: ["DETENT-3", "LIFE-6", "TRAIT-4"]),
        CoverageCase(name: "popover on a pad", scenario: Fixture.scenario(.pad, root: anchored, [Fixture.present("P", from: "S", .popover, popover: anchor)]),
                     step: 1, includes: ["ADAPT-1", "ADAPT-7", "POP-1", "POP-2", "POP-3", "TINT-1", "CTX-2"],
                     excludes: ["ADAPT-3", "ADAPT-8", "SHEET-2", "DETENT-1"]),
        CoverageCase(name: "popover with permitted arrow directions",
                     scenario: Fixture.scenario(.pad, root: anchored, [Fixture.present("P", from: "S", .popover,
                                                                                     popover: PopoverOptions(permittedArrowDirections: [.left]))]),
                     step: 1, includes: ["POP-1", "POP-2", "POP-3"]),
        CoverageCase(name: "popover adapts on a phone",
                     scenario: Fixture.scenario(root: anchored, [Fixture.present("P", from: "S", .popover, popover: anchor)]), step: 1,
                     includes: ["ADAPT-1", "ADAPT-3", "ADAPT-7", "ADAPT-8", "SHEET-1", "SHEET-3", "DETENT-1"],
                     excludes: ["ADAPT-2", "POP-2", "POP-3", "ADAPT-9"]),
        CoverageCase(name: "popover delegate on a phone",
                     scenario: Fixture.scenario(root: anchored, [Fixture.present("P", from: "S", .popover, popover: anchor,
                                                                                 delegate: AdaptiveDelegateOptions(adaptiveStyle: .fullScreen))]),
                     step: 1, includes: ["ADAPT-2", "ADAPT-5", "ADAPT-7", "ADAPT-9", "FRAME-2"], excludes: ["ADAPT-1", "ADAPT-3", "ADAPT-8"]),
        CoverageCase(name: "substitute",
                     scenario: Fixture.scenario(.padSplit, splitWidth: 320, root: anchored, [
                         Fixture.present("P", from: "S", .popover, popover: anchor,
                                         delegate: AdaptiveDelegateOptions(adaptiveStyle: .fullScreen, substitute: Node(id: "W"))),
                     ]),
                     step: 1, includes: ["ADAPT-2", "ADAPT-6", "ADAPT-9"]),
        CoverageCase(name: "split resize re-evaluates adaptation",
                     scenario: Fixture.scenario(.padSplit, splitWidth: 320, root: anchored, [
                         Fixture.present("P", from: "S", .popover, popover: anchor, delegate: AdaptiveDelegateOptions(adaptiveStyle: .formSheet)),
                         .resize(width: 678),
                     ]),
                     step: 2, includes: ["TRAIT-1", "TRAIT-4", "ADAPT-1", "ADAPT-5", "ADAPT-9", "POP-1", "TINT-1"], excludes: ["ADAPT-2"]),
        CoverageCase(name: "intermediate helper is a context presentation",
                     scenario: Fixture.scenario([Fixture.present("H", from: "C", .overCurrentContext, controller: .intermediateHelper)]),
                     step: 1, includes: ["CTX-1", "CTX-3", "ADAPT-4", "LIFE-9", "TRAIT-4"], excludes: ["CTX-2"]),
        CoverageCase(name: "the delegate is asked for a substitute",
                     scenario: Fixture.scenario(root: anchored, [Fixture.present("P", from: "S", .popover, popover: anchor,
                                                                                 delegate: AdaptiveDelegateOptions(adaptiveStyle: .formSheet))]),
                     step: 1, includes: ["ADAPT-6", "ADAPT-9", "LIFE-9"]),
        CoverageCase(name: "no substitute question when not adapted",
                     scenario: Fixture.scenario(.pad, root: anchored, [Fixture.present("P", from: "S", .popover, popover: anchor,
                                                                                       delegate: AdaptiveDelegateOptions(adaptiveStyle: .formSheet))]),
                     step: 1, includes: ["ADAPT-9"], excludes: ["ADAPT-6"]),
        // TRAIT
        CoverageCase(name: "a sheet action during a transition waits",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .pageSheet, animated: true),
                                                 .selectDetent(node: "P", identifier: "large")]),
                     step: 2, includes: ["DETENT-3"], excludes: ["TRAIT-4"]),
        CoverageCase(name: "rotation refused on pad-split", scenario: Fixture.scenario(.padSplit, root: bare, [.rotate(to: .landscape)]),
                     step: 1, includes: ["TRAIT-1"], exact: true),
        CoverageCase(name: "rotation refused mid-transition",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .fullScreen, animated: true), .rotate(to: .landscape)]),
                     step: 2, includes: ["TRAIT-1", "LIFE-6"], excludes: ["TRAIT-4", "FRAME-4"]),
        CoverageCase(name: "preferred size relayout",
                     scenario: Fixture.scenario([Fixture.present("P", from: "T", .custom, controller: .toast),
                                                 .setPreferredContentSize(node: "P", size: Size(width: 0, height: 100))]),
                     step: 2, includes: ["TRAIT-3", "TRAIT-4"], excludes: ["FRAME-4"]),
        // HIT, POP-2, DETENT-2, TINT-1
        CoverageCase(name: "tap on the root", scenario: Fixture.scenario([.tap(at: Point(x: 10, y: 10))]), step: 1,
                     includes: ["HIT-1", "HIT-3"], excludes: ["HIT-2", "LIFE-1"]),
        CoverageCase(name: "tap outside the window", scenario: Fixture.scenario(root: bare, [.tap(at: Point(x: -1, y: 10))]), step: 1,
                     includes: ["HIT-1"], exact: true),
        CoverageCase(name: "tap on half-context dimming dismisses",
                     scenario: Fixture.scenario([Fixture.present("P", from: "C", .custom, controller: .halfContext),
                                                 .tap(at: Point(x: 10, y: 500))]),
                     step: 2, includes: ["HIT-1", "HIT-2", "HIT-3", "LIFE-1", "LIFE-2", "LIFE-3", "LIFE-6", "LIFE-7"]),
        CoverageCase(name: "tap beside a context container",
                     scenario: Fixture.scenario([Fixture.present("P", from: "C", .custom, controller: .halfContext),
                                                 .tap(at: Point(x: 10, y: 10))]),
                     step: 2, includes: ["HIT-1", "HIT-3"], excludes: ["HIT-2", "LIFE-2"]),
        CoverageCase(name: "tap on a dimmed sheet's dimming view",
                     scenario: Fixture.scenario([sheet("P"), .tap(at: Point(x: 10, y: 20))]), step: 2,
                     includes: ["HIT-2", "DETENT-2", "LIFE-2", "TINT-1"], excludes: ["POP-2"]),
        CoverageCase(name: "tap outside a popover dismisses it",
                     scenario: Fixture.scenario(.pad, root: anchored, [Fixture.present("P", from: "S", .popover, popover: anchor),
                                                                       .tap(at: Point(x: 10, y: 1000))]),
                     step: 2, includes: ["HIT-1", "HIT-2", "POP-2", "LIFE-2", "TINT-1"], excludes: ["DETENT-2"]),
        CoverageCase(name: "tint restored after the popover's dismissal started",
                     scenario: Fixture.scenario(.pad, root: anchored, [Fixture.present("P", from: "S", .popover, popover: anchor),
                                                                       .dismiss(node: "P", animated: true), .advance(seconds: 0.3)]),
                     step: 3, includes: ["FRAME-5"], excludes: ["TINT-1", "POP-2"]),
        // DETENT-4: a drag up from medium selects large (a pass re-applies DETENT-3); a drag of a
        // single-detent sheet short of the threshold still goes through DETENT-4.
        CoverageCase(name: "drag between detents",
                     scenario: Fixture.scenario([sheet("P", SheetOptions(detents: [.medium, .large])),
                                                 .pan(from: Point(x: 196, y: 500), translation: Point(x: 0, y: -200),
                                                      velocity: Point(x: 0, y: 0))]),
                     step: 2, includes: ["DETENT-4", "DETENT-3", "LIFE-10", "SHEET-3", "TRAIT-4"], excludes: ["LIFE-2"]),
        CoverageCase(name: "a drag of a popover's adaptive sheet is not DETENT-4's",
                     scenario: Fixture.scenario(root: anchored, [
                        .present(PresentAction(source: "S", node: Node(id: "P"), style: .popover,
                                               adaptiveSheet: SheetOptions(detents: [.medium, .large]), popover: anchor)),
                        .pan(from: Point(x: 196, y: 500), translation: Point(x: 0, y: -200), velocity: Point(x: 0, y: 0))]),
                     step: 2, includes: ["LIFE-10"], excludes: ["DETENT-4", "DETENT-3", "TRAIT-4"]),
    ]

    @Test(arguments: cases)
    func appliedRules(_ row: CoverageCase) {
        let coverage = Oracle.coverage(row.scenario)
        let observations = Oracle.run(row.scenario)
        #expect(observations.count == row.scenario.actions.count + 1)
        #expect(coverage.count == observations.count)
        guard row.step < coverage.count else { return }
        let applied = coverage[row.step]
        if row.exact {
            #expect(applied == row.includes, "step \(row.step) applied \(applied)")
        } else {
            let missing = row.includes.filter { !applied.contains($0) }
            let unexpected = row.excludes.filter { applied.contains($0) }
            #expect(missing.isEmpty && unexpected.isEmpty,
                    "step \(row.step) applied \(applied); missing \(missing), unexpected \(unexpected)")
        }
    }

    /// Every step reports known, modelled IDs, in catalogue order, once each; `coverage` is as long
    /// as `run`, and agrees with `Run.initialRules` / `Run.appliedRules`.
    @Test(arguments: cases)
    func coverageIsWellFormed(_ row: CoverageCase) throws {
        let coverage = Oracle.coverage(row.scenario)
        #expect(coverage.count == Oracle.run(row.scenario).count)
        let order = RuleCatalogue.ids
        for step in coverage {
            let positions = step.compactMap { order.firstIndex(of: $0) }
            #expect(positions.count == step.count, "unknown ID in \(step)")
            #expect(positions == positions.sorted() && Set(positions).count == positions.count, "\(step)")
            #expect(step.allSatisfy { RuleCatalogue.rule($0)?.isModelled == true }, "\(step)")
        }
        var run = try #require(Oracle.Run(scenario: row.scenario))
        #expect(run.initialRules == coverage[0] && run.appliedRules == coverage[0])
        for (index, action) in row.scenario.actions.enumerated() {
            _ = run.perform(action)
            #expect(run.appliedRules == coverage[index + 1] && run.appliedRuleSet.ids == run.appliedRules)
            #expect(run.initialRules == coverage[0])
        }
    }

    /// The table exercises every modelled rule at least once.
    @Test func everyModelledRuleIsReported() {
        var reported = Set<String>()
        for row in Self.cases { reported.formUnion(Oracle.coverage(row.scenario).joined()) }
        let unreported = RuleCatalogue.modelled.map(\.id).filter { !reported.contains($0) }
        #expect(unreported.isEmpty, "never reported: \(unreported)")
        #expect(reported.isSubset(of: Set(RuleCatalogue.modelled.map(\.id))))
    }

    /// Runs are values: a copy goes its own way, rules included.
    @Test func copiedRunsKeepTheirOwnRules() throws {
        var first = try #require(Oracle.Run(scenario: Fixture.scenario([])))
        var second = first
        _ = first.perform(.tap(at: Point(x: 10, y: 10)))
        _ = second.perform(Fixture.present("P", from: "C", .currentContext))
        #expect(first.appliedRules.contains("HIT-1") && !first.appliedRules.contains("CTX-1"))
        #expect(second.appliedRules.contains("CTX-1") && !second.appliedRules.contains("HIT-1"))
    }

    /// A device state the catalogue does not list: no observation, no coverage.
    @Test func unlistedDeviceState() {
        let scenario = Fixture.scenario(.padSplit, .landscape, root: Self.bare, [.tap(at: Point(x: 1, y: 1))])
        #expect(Oracle.run(scenario).isEmpty && Oracle.coverage(scenario).isEmpty)
    }
}
