import Foundation
import PresCheckCore
import PresCheckTestSupport
@testable import PresentationOracle
import Testing

/// `deterministic` (LIFE-6) on the oracle: a second run compared with the first as it goes
/// (`Oracle.firstDifference(rerunning:from:)`) finds what comparing it with a whole second run
/// (`Observation.firstDifference` with `Oracle.run`) finds.
@Suite("Oracle: a second run compared with the first as it goes (deterministic, LIFE-6)")
struct RerunTests {
    /// Context containers, an adapted sheet with a substitute, animated steps that keep the window
    /// and ones that build it again, a hit test, a rotation, dismissals, and a full-screen
    /// presentation that removes views (FRAME-2); and on a bare root, a centered card adapted to a
    /// form sheet (a hidden catalogue dimming view, ADAPT-2) under a half-height card (a card view).
    static let scenarios = [
        Fixture.scenario([
            Fixture.present("P", from: "B", .overCurrentContext, node: Node(id: "P", children: [Node(id: "P1")])),
            Fixture.present("Q", from: "P1", .formSheet, animated: true,
                            delegate: AdaptiveDelegateOptions(adaptiveStyle: .overFullScreen,
                                                              substitute: Node(id: "S", children: [Node(id: "S1")]))),
            .advance(seconds: 0.1), .advance(seconds: 0), .advance(seconds: 1),
            .tap(at: Point(x: 100, y: 600)),
            .rotate(to: .landscape),
            .dismiss(node: "Q", animated: true), .advance(seconds: 1),
            Fixture.present("F", from: "T", .fullScreen, node: Node(id: "F", children: [Node(id: "F1"), Node(id: "F2")])),
            .rotate(to: .portrait),
            .dismiss(node: "F", animated: false),
        ]),
        Fixture.scenario(root: Node(id: "R", children: [Node(id: "A")]), [
            Fixture.present("P", from: "R", .custom, controller: .centeredCard,
                            delegate: AdaptiveDelegateOptions(adaptiveStyle: .formSheet)),
            Fixture.present("H", from: "P", .popover, controller: .halfHeightAdaptive),
            .tap(at: Point(x: 100, y: 600)),
            .setTintAdjustmentMode(node: "A", mode: .dimmed),
            .dismiss(node: "H", animated: false),
        ]),
    ]

    /// Each scenario's oracle run, made once: the whole second run every check compares with, and
    /// the first run the checks change. `sameRun` makes two runs of its own.
    static let runs = scenarios.map { Oracle.run($0) }

    /// What comparing `first` with a whole second run of scenario `index` gives: the step and that
    /// run's observation there.
    private static func expected(_ index: Int, _ first: [Observation]) -> (step: Int, observation: Observation?)? {
        let second = runs[index]
        guard let step = Observation.firstDifference(first, second) else { return nil }
        return (step, step < second.count ? second[step] : nil)
    }

    @Test("The scenarios meet a hidden view, a card, views three levels deep and a window without the root view")
    func scenariosCoverTheViews() {
        let views = Self.runs.joined().map(\.views)
        #expect(views.contains { $0.contains(where: \.isHidden) })
        #expect(views.contains { $0.contains { $0.name == .card("H") } })
        #expect(views.contains { $0.contains { $0.superview == .node("P") } })
        #expect(views.contains { !$0.contains { $0.name == .node("R") } })
    }

    @Test("A run the same at every step has no difference", arguments: scenarios.indices)
    func sameRun(scenario: Int) {
        let first = Oracle.run(Self.scenarios[scenario])
        #expect(Observation.firstDifference(first, Oracle.run(Self.scenarios[scenario])) == nil)
        #expect(Oracle.firstDifference(rerunning: Self.scenarios[scenario], from: first) == nil)
    }

    @Test("A change to a field outside the lists at any step is found at that step, with the second run's observation there",
          arguments: scenarios.indices, 0..<7)
    func changedField(scenario: Int, kind: Int) {
        let first = Self.runs[scenario]
        for step in first.indices {
            var changed = first
            switch kind {
            case 0: changed[step].step += 1
            case 1: changed[step].warnings.append("changed")
            case 2: changed[step].callbacks.append(.presentCompletion("changed"))
            case 3: changed[step].hitTarget = .node("changed")
            case 4: changed[step].isSettled.toggle()
            case 5: changed[step].window.size.width += 1
            default: changed[step].layoutPasses += 1
            }
            check(scenario, changed, differsAt: step)
        }
    }

    @Test("A change to any field of any view at any step is found at that step", arguments: scenarios.indices, 0..<7)
    func changedView(scenario: Int, kind: Int) {
        let first = Self.runs[scenario]
        for step in first.indices {
            for position in first[step].views.indices {
                var changed = first
                switch kind {
                case 0: changed[step].views[position].name = .node("changed")
                case 1: changed[step].views[position].superview = .container("changed")
                case 2: changed[step].views[position].frame.x += 1
                case 3: changed[step].views[position].alpha += 0.5
                case 4: changed[step].views[position].isHidden.toggle()
                case 5: changed[step].views[position].isUserInteractionEnabled.toggle()
                default: changed[step].views[position].tint = changed[step].views[position].tint == .dimmed ? .normal : .dimmed
                }
                check(scenario, changed, differsAt: step)
            }
            // One view more or fewer.
            var longer = first
            longer[step].views.append(longer[step].views.last ?? view(.window, in: .window, 0, 0, 1, 1))
            check(scenario, longer, differsAt: step)
            guard !first[step].views.isEmpty else { continue }
            var shorter = first
            shorter[step].views.removeLast()
            check(scenario, shorter, differsAt: step)
        }
    }

    @Test("A change to any field of any node or presentation at any step is found at that step",
          arguments: scenarios.indices, 0..<9)
    func changedNodeOrPresentation(scenario: Int, kind: Int) {
        let first = Self.runs[scenario]
        for step in first.indices {
            for position in first[step].nodes.indices {
                var changed = first
                switch kind {
                case 0: changed[step].nodes[position].id = "changed"
                case 1: changed[step].nodes[position].presented = "changed"
                case 2: changed[step].nodes[position].presenting = "changed"
                case 3: changed[step].nodes[position].frame = Fixture.rect(1, 2, 3, 4)
                case 4: changed[step].nodes[position].alpha = (changed[step].nodes[position].alpha ?? 0) + 0.125
                case 5: changed[step].nodes[position].tint = .automatic
                case 6: changed[step].nodes[position].safeArea = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
                case 7: changed[step].nodes[position].layoutFrame = Fixture.rect(1, 2, 3, 4)
                default: changed[step].nodes.append(changed[step].nodes[position])
                }
                check(scenario, changed, differsAt: step)
            }
            for position in first[step].presentations.indices {
                var changed = first
                switch kind {
                case 0: changed[step].presentations[position].presented = "changed"
                case 1: changed[step].presentations[position].presenter = "changed"
                case 2:
                    let style = changed[step].presentations[position].adaptedStyle
                    changed[step].presentations[position].adaptedStyle = style == .pageSheet ? .formSheet : .pageSheet
                case 3:
                    let phase = changed[step].presentations[position].phase
                    changed[step].presentations[position].phase = phase == .dismissing ? .presented : .dismissing
                case 4: changed[step].presentations[position].container = Fixture.rect(1, 2, 3, 4)
                case 5: changed[step].presentations[position].dimming = Fixture.rect(1, 2, 3, 4)
                case 6: changed[step].presentations[position].dimmingAlpha = (changed[step].presentations[position].dimmingAlpha ?? 0) + 0.125
                case 7: changed[step].presentations[position].isDimmed = changed[step].presentations[position].isDimmed == nil ? true : nil
                default: changed[step].presentations.removeLast()
                }
                check(scenario, changed, differsAt: step)
            }
        }
    }

    @Test("A first run with fewer or more steps differs where the shorter ends", arguments: scenarios.indices)
    func otherLengths(scenario: Int) {
        let first = Self.runs[scenario]
        let shorter = Array(first.dropLast())
        let found = Oracle.firstDifference(rerunning: Self.scenarios[scenario], from: shorter)
        #expect(found?.step == shorter.count)
        #expect(found?.observation == first.last)
        let longer = first + [first[0]]
        let beyond = Oracle.firstDifference(rerunning: Self.scenarios[scenario], from: longer)
        #expect(beyond?.step == first.count)
        #expect(beyond?.observation == nil)
        #expect(Oracle.firstDifference(rerunning: Self.scenarios[scenario], from: [])?.step == 0)
    }

    @Test("A device state the catalogue does not list has no observation to compare")
    func unlistedDevice() {
        let scenario = Fixture.scenario(.padSplit, splitWidth: 123, [])
        #expect(Oracle.run(scenario).isEmpty)
        #expect(Oracle.firstDifference(rerunning: scenario, from: []) == nil)
        let found = Oracle.firstDifference(rerunning: scenario, from: Self.runs[0])
        #expect(found?.step == 0)
        #expect(found?.observation == nil)
    }

    /// Expects the rerun of scenario `index` to find `first` differing first at `step`, as a whole
    /// second run does, with that run's observation there.
    private func check(_ index: Int, _ first: [Observation], differsAt step: Int,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let found = Oracle.firstDifference(rerunning: Self.scenarios[index], from: first)
        let wanted = Self.expected(index, first)
        #expect(found?.step == step, sourceLocation: sourceLocation)
        #expect(found?.step == wanted?.step, sourceLocation: sourceLocation)
        #expect(found?.observation == wanted?.observation, sourceLocation: sourceLocation)
    }
}
