import PresCheck
import PresCheckCore
import Testing

@Suite("Choice shrinker")
struct ChoiceShrinkerTests {
    /// A list generator over the choice source: a count in 0...10, then that many elements in 0...100.
    static func list(_ source: ChoiceSource) -> [UInt64] {
        let count = source.int(0...10)
        return (0..<count).map { _ in source.draw(upTo: 100) }
    }

    /// Replays `choices` through `list` and returns what it consumed if the list has an element over 50.
    static func listHasLargeElement(_ choices: [UInt64]) -> [UInt64]? {
        let source = ChoiceSource(replaying: choices)
        return list(source).contains { $0 > 50 } ? source.recorded : nil
    }

    @Test("a sum of at least 100 shrinks to [100]")
    func sum() {
        let result = ChoiceShrinker.shrink([30, 50, 40, 20, 10]) { $0.reduce(0, +) >= 100 ? $0 : nil }
        #expect(result.choices == [100])
    }

    @Test("some choice of at least 7 in at least 3 choices shrinks to [0, 0, 7]")
    func lengthAndValue() {
        let result = ChoiceShrinker.shrink([9, 3, 12, 8, 1, 15]) { $0.count >= 3 && $0.contains { $0 >= 7 } ? $0 : nil }
        #expect(result.choices == [0, 0, 7])
    }

    @Test("a list with an element over 50 shrinks to the list [51]")
    func listElement() {
        let result = ChoiceShrinker.shrink([6, 12, 77, 3, 90, 45, 20], test: Self.listHasLargeElement)
        #expect(result.choices == [1, 51])
        #expect(Self.list(ChoiceSource(replaying: result.choices)) == [51])
    }

    @Test("every random failing list shrinks to the list [51]")
    func randomLists() {
        var failing = 0
        for seed in UInt64(0)..<20 {
            let source = ChoiceSource(seed: seed)
            guard Self.list(source).contains(where: { $0 > 50 }) else { continue }
            failing += 1
            #expect(ChoiceShrinker.shrink(source.recorded, test: Self.listHasLargeElement).choices == [1, 51], "seed \(seed)")
        }
        #expect(failing >= 10)
    }

    @Test("the same input gives the same output and statistics")
    func determinism() {
        let first = ChoiceShrinker.shrink([6, 12, 77, 3, 90, 45, 20], test: Self.listHasLargeElement)
        let second = ChoiceShrinker.shrink([6, 12, 77, 3, 90, 45, 20], test: Self.listHasLargeElement)
        #expect(first.choices == second.choices)
        #expect(first.statistics == second.statistics)
    }

    @Test("statistics count the test calls, the accepted steps and the sizes")
    func statistics() {
        var calls = 0
        let result = ChoiceShrinker.shrink([30, 50, 40, 20, 10]) { candidate in
            calls += 1
            return candidate.reduce(0, +) >= 100 ? candidate : nil
        }
        #expect(result.statistics.attempts == calls)
        #expect(result.statistics.steps > 0)
        #expect(result.statistics.steps <= result.statistics.attempts)
        #expect(result.statistics.sizeBefore == 5)
        #expect(result.statistics.sizeAfter == 1)
    }

    @Test("the attempt budget is kept exactly")
    func budget() {
        var calls = 0
        let result = ChoiceShrinker.shrink([30, 50, 40, 20, 10], maxAttempts: 3) { candidate in
            calls += 1
            return candidate.reduce(0, +) >= 100 ? candidate : nil
        }
        #expect(calls == 3)
        #expect(result.statistics.attempts == 3)
    }

    @Test("a consumed sequence that is not shortlex-smaller is never accepted")
    func onlySmaller() {
        let result = ChoiceShrinker.shrink([5, 5]) { _ in [1, 1, 1] }
        #expect(result.choices == [5, 5])
        #expect(result.statistics.steps == 0)
        #expect(result.statistics.attempts > 0)
    }
}

@Suite("Scenario shrinker")
struct ScenarioShrinkerTests {
    /// Thirteen actions, seven declared nodes (plus a substitute), on a landscape pad, with
    /// options, animations and rough numbers everywhere.
    static let big = Scenario(
        name: "big", summary: "many actions", device: .pad, orientation: .landscape,
        root: Node(id: "R", kind: .navigation, definesPresentationContext: false, children: [
            Node(id: "A", frame: Rect(x: 0, y: 0, width: 0.5, height: 1)),
            Node(id: "B", frame: Rect(x: 0.5, y: 0, width: 0.5, height: 1), definesPresentationContext: true, children: [
                Node(id: "C", frame: Rect(x: 0.1, y: 0.1, width: 0.8, height: 0.8), preferredContentSize: Size(width: 123.4, height: 56.7)),
            ]),
        ]),
        actions: [
            .present(PresentAction(
                source: "B", node: Node(id: "P", transitionStyle: .crossDissolve, children: [
                    Node(id: "Q", frame: Rect(x: 0.13, y: 0.27, width: 0.5, height: 0.5)),
                ]),
                style: .pageSheet, animated: true,
                sheet: SheetOptions(detents: [.medium, .large, .fraction("f", 0.37)], selectedDetentIdentifier: "medium",
                                    prefersEdgeAttachedInCompactHeight: true))),
            .advance(seconds: 0.37),
            .tap(at: Point(x: 12.34, y: 567.8)),
            .present(PresentAction(
                source: "P", node: Node(id: "X"), style: .popover, animated: true,
                popover: PopoverOptions(sourceView: "Q", sourceRect: Rect(x: 1.5, y: 2.5, width: 33.3, height: 44.4), passthrough: ["A", "C"]),
                delegate: AdaptiveDelegateOptions(adaptiveStyle: .fullScreen, substitute: Node(id: "S")))),
            .setPreferredContentSize(node: "X", size: Size(width: 301.7, height: 222.2)),
            .dismiss(node: "X", animated: true),
            .rotate(to: .portrait),
            .selectDetent(node: "P", identifier: "large"),
            .dismiss(node: "P", animated: true),
            .present(PresentAction(source: "C", node: Node(id: "Y"), style: .overCurrentContext)),
            .setDetents(node: "Y", detents: [.medium]),
            .tap(at: Point(x: 100.5, y: 200.5)),
            .dismiss(node: "Y", animated: false),
        ])

    /// Whether a `dismiss` of P follows a `present` of P.
    static func presentsThenDismissesP(_ scenario: Scenario) -> Bool {
        guard let present = scenario.actions.firstIndex(where: {
            if case .present(let action) = $0 { return action.node.id == "P" }
            return false
        }) else { return false }
        return scenario.actions[(present + 1)...].contains {
            if case .dismiss("P", _) = $0 { return true }
            return false
        }
    }

    @Test("the big scenario is valid, so every shrink below starts from a valid scenario")
    func bigIsValid() {
        #expect(ScenarioValidation.firstProblem(in: Self.big) == nil)
        #expect(Self.presentsThenDismissesP(Self.big))
    }

    @Test("present-then-dismiss of P shrinks to those two actions from the root on a plain phone")
    func presentThenDismiss() {
        var invalid: [String] = []
        let result = ScenarioShrinker.shrink(Self.big) { candidate in
            if let problem = ScenarioValidation.firstProblem(in: candidate) { invalid.append(problem.field) }
            return Self.presentsThenDismissesP(candidate)
        }
        let expected = Scenario(
            name: "big", summary: "many actions", device: .phone, root: Node(id: "R"),
            actions: [.present(PresentAction(source: "R", node: Node(id: "P"), style: .pageSheet)), .dismiss(node: "P", animated: false)])
        #expect(result.scenario == expected)
        #expect(invalid.isEmpty)
    }

    @Test("a property of the pad keeps the pad and drops everything else")
    func keepsPad() {
        let result = ScenarioShrinker.shrink(Self.big) { $0.device == .pad }
        #expect(result.scenario == Scenario(name: "big", summary: "many actions", device: .pad, root: Node(id: "R")))
    }

    @Test("a compact pad keeps pad-split and its split width; a split width alone goes to the default")
    func splitWidth() {
        let compactPad = Scenario(name: "split", device: .padSplit, splitWidth: 405, root: Node(id: "R"))
        let kept = ScenarioShrinker.shrink(compactPad) { candidate in
            candidate.initialGeometry?.traits.userInterfaceIdiom == .pad && candidate.initialGeometry?.traits.horizontalSizeClass == .compact
        }
        #expect(kept.scenario == compactPad)
        let dropped = ScenarioShrinker.shrink(compactPad) { $0.device == .padSplit }
        #expect(dropped.scenario == Scenario(name: "split", device: .padSplit, root: Node(id: "R")))
    }

    @Test("a candidate missing a node an action or expectation needs is never tested")
    func onlyValidCandidates() {
        // Dropping the present (or A) alone would leave the dismiss (or the expectation) naming a
        // node that does not exist; dropping two actions would leave the expectation's step 2
        // past the end.
        var expectation = Expectation(step: 2)
        expectation.notInWindow = ["A"]
        let scenario = Scenario(
            name: "valid", device: .phone, root: Node(id: "R", children: [Node(id: "A")]),
            actions: [.present(PresentAction(source: "R", node: Node(id: "P"), style: .fullScreen)), .tap(at: Point(x: 1, y: 1)),
                      .dismiss(node: "P", animated: false)],
            expectations: [expectation])
        var tested = 0
        let result = ScenarioShrinker.shrink(scenario) { candidate in
            tested += 1
            #expect(ScenarioValidation.firstProblem(in: candidate) == nil)
            return candidate.actions.contains(.dismiss(node: "P", animated: false))
        }
        #expect(tested > 0)
        #expect(result.scenario.root == Node(id: "R", children: [Node(id: "A")]))
        #expect(result.scenario.actions == [
            .present(PresentAction(source: "R", node: Node(id: "P"), style: .fullScreen)), .dismiss(node: "P", animated: false),
        ])
    }

    @Test("numbers are rounded: advances to 0.3, points to tens, unit frames to halves")
    func rounding() {
        let scenario = Scenario(
            name: "round", device: .phone,
            root: Node(id: "R", children: [Node(id: "A", frame: Rect(x: 0.13, y: 0.27, width: 0.33, height: 0.61))]),
            actions: [.advance(seconds: 0.37), .tap(at: Point(x: 123.45, y: 67.89))])
        let result = ScenarioShrinker.shrink(scenario) { candidate in
            let wide = candidate.root.children.first?.frame.map { $0.width >= 0.3 } ?? false
            let advances = candidate.actions.contains { if case .advance(let seconds) = $0 { seconds > 0.25 } else { false } }
            let taps = candidate.actions.contains { if case .tap(let point) = $0 { point.x >= 100 } else { false } }
            return wide && advances && taps
        }
        #expect(result.scenario == Scenario(
            name: "round", device: .phone,
            root: Node(id: "R", children: [Node(id: "A", frame: Rect(x: 0, y: 0.5, width: 0.5, height: 0.5))]),
            actions: [.advance(seconds: 0.3), .tap(at: Point(x: 120, y: 70))]))
    }

    @Test("when everything fails, the result is the simplest scenario")
    func everythingFails() {
        let result = ScenarioShrinker.shrink(Self.big) { _ in true }
        #expect(result.scenario == Scenario(name: "big", summary: "many actions", device: .phone, root: Node(id: "R")))
        #expect(result.statistics.sizeAfter == 4)
    }

    @Test("the same input gives the same output and statistics")
    func determinism() {
        let first = ScenarioShrinker.shrink(Self.big, test: Self.presentsThenDismissesP)
        let second = ScenarioShrinker.shrink(Self.big, test: Self.presentsThenDismissesP)
        #expect(first.scenario == second.scenario)
        #expect(first.statistics == second.statistics)
    }

    @Test("statistics count the test calls, the accepted steps and the sizes")
    func statistics() {
        var calls = 0
        let result = ScenarioShrinker.shrink(Self.big) { candidate in
            calls += 1
            return Self.presentsThenDismissesP(candidate)
        }
        #expect(result.statistics.attempts == calls)
        #expect(result.statistics.steps > 0)
        #expect(result.statistics.steps <= result.statistics.attempts)
        #expect(result.statistics.sizeBefore == ScenarioShrinker.size(of: Self.big))
        #expect(result.statistics.sizeAfter == ScenarioShrinker.size(of: result.scenario))
        #expect(result.statistics.sizeAfter < result.statistics.sizeBefore)
    }

    @Test("the attempt budget is kept exactly")
    func budget() {
        var calls = 0
        let result = ScenarioShrinker.shrink(Self.big, maxAttempts: 3) { _ in
            calls += 1
            return false
        }
        #expect(calls == 3)
        #expect(result.statistics.attempts == 3)
        #expect(result.scenario == Self.big)
    }

    @Test("size counts 4 per action and declared node, 1 per option")
    func size() {
        let scenario = Scenario(
            name: "size", device: .phone,
            root: Node(id: "R", children: [Node(id: "A", frame: Rect(x: 0, y: 0, width: 1, height: 0.5))]),
            actions: [
                .present(PresentAction(source: "A", node: Node(id: "P"), style: .pageSheet, animated: true,
                                       sheet: SheetOptions(detents: [.medium, .large]))),
                .dismiss(node: "P", animated: false),
                .present(PresentAction(source: "R", node: Node(id: "P"), style: .fullScreen)),
            ])
        // Nodes R, A, P (the second present of P is a reference) and 3 actions: 4 × 6. Options:
        // A's frame, the animated present, its sheet and two detents: 5.
        #expect(ScenarioShrinker.size(of: scenario) == 29)
    }
}
