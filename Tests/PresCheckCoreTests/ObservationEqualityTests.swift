import Foundation
import PresCheckCore
import Testing

/// Observation equality compares lists field by field in optimised builds and element by element in
/// unoptimised ones (`Observation+Equality.swift`): both must stay the synthesized relation, so every
/// stored property is compared, and a change to any one field makes two observations differ, either
/// way, whichever build runs the tests.
@Suite("Core: observation equality compares every field")
struct ObservationEqualityTests {
    static let base = Observation(
        step: 2, isSettled: true, window: WindowObservation(size: Size(width: 393, height: 852), orientation: .portrait),
        nodes: [
            NodeObservation(id: "R", presented: "P", frame: Rect(x: 0, y: 0, width: 393, height: 852), alpha: 1, tint: .dimmed,
                            safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), layoutFrame: Rect(x: 0, y: 59, width: 393, height: 759)),
            NodeObservation(id: "P", presenting: "R", frame: Rect(x: 0, y: 59, width: 393, height: 793), alpha: 1, tint: .normal),
        ],
        presentations: [
            PresentationObservation(presented: "P", presenter: "R", style: .pageSheet, adaptedStyle: .none, phase: .presented,
                                    container: Rect(x: 0, y: 0, width: 393, height: 852), dimming: Rect(x: 0, y: 0, width: 393, height: 852),
                                    dimmingAlpha: 0.4, isDimmed: true, arrowDirection: nil),
        ],
        hitTarget: .node("P"), warnings: ["w"], callbacks: [.presentationWillBegin("P")],
        views: [
            ViewObservation(name: .node("R"), superview: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852), tint: .dimmed),
            ViewObservation(name: .dimming("P"), superview: .container("P"), frame: Rect(x: 0, y: 0, width: 393, height: 852)),
        ],
        layoutPasses: 1)

    /// One change to each stored property, the list elements' included.
    static let changes: [(String, @Sendable (inout Observation) -> Void)] = [
        ("step", { $0.step += 1 }),
        ("isSettled", { $0.isSettled.toggle() }),
        ("layoutPasses", { $0.layoutPasses += 1 }),
        ("window", { $0.window.orientation = .landscape }),
        ("hitTarget", { $0.hitTarget = .window }),
        ("warnings", { $0.warnings = [] }),
        ("callbacks", { $0.callbacks.append(.presentationDidEnd("P", true)) }),
        ("nodes (count)", { $0.nodes.removeLast() }),
        ("presentations (count)", { $0.presentations = [] }),
        ("views (count)", { $0.views.removeLast() }),
        ("node id", { $0.nodes[1].id = "Q" }),
        ("node presented", { $0.nodes[0].presented = nil }),
        ("node presenting", { $0.nodes[1].presenting = "S" }),
        ("node frame", { $0.nodes[1].frame?.y += 0.5 }),
        ("node alpha", { $0.nodes[1].alpha = 0.5 }),
        ("node tint", { $0.nodes[0].tint = .normal }),
        ("node safe area", { $0.nodes[0].safeArea = nil }),
        ("node layout frame", { $0.nodes[0].layoutFrame = nil }),
        ("presentation presented", { $0.presentations[0].presented = "Q" }),
        ("presentation presenter", { $0.presentations[0].presenter = "S" }),
        ("presentation style", { $0.presentations[0].style = .formSheet }),
        ("presentation adapted style", { $0.presentations[0].adaptedStyle = .fullScreen }),
        ("presentation phase", { $0.presentations[0].phase = .dismissing }),
        ("presentation container", { $0.presentations[0].container = nil }),
        ("presentation dimming", { $0.presentations[0].dimming = nil }),
        ("presentation dimming alpha", { $0.presentations[0].dimmingAlpha = 0 }),
        ("presentation is dimmed", { $0.presentations[0].isDimmed = false }),
        ("presentation arrow", { $0.presentations[0].arrowDirection = .up }),
        ("view name", { $0.views[1].name = .card("P") }),
        ("view superview", { $0.views[1].superview = .window }),
        ("view frame", { $0.views[1].frame.width -= 1 }),
        ("view alpha", { $0.views[1].alpha = 0 }),
        ("view hidden", { $0.views[1].isHidden = true }),
        ("view interaction", { $0.views[1].isUserInteractionEnabled = false }),
        ("view tint", { $0.views[1].tint = .automatic }),
    ]

    @Test("Each element type's comparison covers all its stored properties")
    func fieldCounts() {
        #expect(Mirror(reflecting: Self.base).children.count == Observation.comparedFields)
        #expect(Mirror(reflecting: Self.base.nodes[0]).children.count == NodeObservation.comparedFields)
        #expect(Mirror(reflecting: Self.base.presentations[0]).children.count == PresentationObservation.comparedFields)
        #expect(Mirror(reflecting: Self.base.views[0]).children.count == ViewObservation.comparedFields)
    }

    @Test("A copy is equal and hashes equal; a change to any one field makes it differ, compared either way")
    func everyField() {
        let copy = Self.base
        #expect(copy == Self.base)
        #expect(Observation.equalInPlace(copy, Self.base) && Observation.equalByElement(copy, Self.base))
        #expect(Observation.equal([copy], [Self.base], at: 0))
        #expect(copy.hashValue == Self.base.hashValue)
        for (field, change) in Self.changes {
            var changed = Self.base
            change(&changed)
            #expect(changed != Self.base, "a change of \(field) went unseen")
            #expect(!Observation.equalInPlace(changed, Self.base), "a change of \(field) went unseen field by field")
            #expect(!Observation.equalInPlace(Self.base, changed), "a change of \(field) went unseen field by field (reversed)")
            #expect(!Observation.equalByElement(changed, Self.base), "a change of \(field) went unseen element by element")
            #expect(!Observation.equal([changed], [Self.base], at: 0), "a change of \(field) went unseen in place")
            #expect(!Observation.equal([Self.base], [changed], at: 0), "a change of \(field) went unseen in place (reversed)")
        }
    }

    /// `deterministic`'s second run compares views, nodes and presentations with these forms
    /// (`EngineDriver.firstDifference(rerunning:options:from:)`), which spell the fields again.
    @Test("The forms the determinism rerun compares lists with see a change to any one element field")
    func rerunForms() {
        let base = Self.base
        // New storage, so that the lists are compared element by element, not found kept.
        #expect(Observation.equalViews(base.views.map { $0 }, base.views))
        #expect(Observation.equalNodes(base.nodes.map { $0 }, base.nodes))
        #expect(PresentationObservation.equal(base.presentations[0], base.presentations, at: 0))
        for (field, change) in Self.changes {
            var changed = base
            change(&changed)
            if changed.views != base.views {
                #expect(!Observation.equalViews(changed.views, base.views), "a change of \(field) went unseen in the views")
            }
            if changed.nodes != base.nodes {
                #expect(!Observation.equalNodes(changed.nodes, base.nodes), "a change of \(field) went unseen in the nodes")
            }
            if changed.presentations.count == 1, changed.presentations != base.presentations {
                #expect(!PresentationObservation.equal(changed.presentations[0], base.presentations, at: 0),
                        "a change of \(field) went unseen in the presentation")
            }
        }
    }
}

@Suite("Core: the first step where two runs differ")
struct FirstDifferenceTests {
    static func run(_ count: Int, changedAt changed: Int? = nil) -> [Observation] {
        (0..<count).map { step in
            var observation = ObservationEqualityTests.base
            observation.step = step
            if step == changed { observation.isSettled.toggle() }
            return observation
        }
    }

    @Test("Equal runs have none; otherwise the first differing step, or where the shorter run ends")
    func firstDifference() {
        #expect(Observation.firstDifference(Self.run(4), Self.run(4)) == nil)
        #expect(Observation.firstDifference([], []) == nil)
        #expect(Observation.firstDifference(Self.run(4), Self.run(4, changedAt: 2)) == 2)
        #expect(Observation.firstDifference(Self.run(4, changedAt: 0), Self.run(4, changedAt: 3)) == 0)
        #expect(Observation.firstDifference(Self.run(3), Self.run(5)) == 3)
        #expect(Observation.firstDifference(Self.run(5), Self.run(3)) == 3)
        #expect(Observation.firstDifference([], Self.run(1)) == 0)
        #expect(Observation.firstDifference(Self.run(5, changedAt: 1), Self.run(3)) == 1)
    }

    @Test("After an equal step, lists each run kept from it count as equal; any other list is compared")
    func keptLists() {
        let base = ObservationEqualityTests.base
        var next = base
        next.step += 1
        // Each run's next step keeps its view and node lists (the same storage as the step before).
        let a = [base, next]
        let b = [base, next]
        #expect(Observation.equal(a, b, at: 1, afterEqualStep: true))
        #expect(Observation.equal(a, b, at: 1, afterEqualStep: false))
        // One run builds its lists again with a change: they are compared, and differ.
        var changedViews = next
        changedViews.views[1].alpha = 0.5
        var changedNodes = next
        changedNodes.nodes[1].alpha = 0.5
        for changed in [changedViews, changedNodes] {
            #expect(!Observation.equal(a, [base, changed], at: 1, afterEqualStep: true))
            #expect(!Observation.equal([base, changed], b, at: 1, afterEqualStep: true))
        }
        // Lists built again with the same elements are compared and found equal.
        var rebuilt = next
        rebuilt.views = Array(next.views)
        rebuilt.views.reserveCapacity(8)
        rebuilt.nodes = next.nodes.map { $0 }
        #expect(Observation.equal(a, [base, rebuilt], at: 1, afterEqualStep: true))
        #expect(Observation.firstDifference(a, [base, changedViews]) == 1)
        #expect(Observation.firstDifference(a, [base, rebuilt]) == nil)
    }

    @Test("Two states are the same exactly when settledness, window, nodes and presentations are")
    func sameState() {
        let base = ObservationEqualityTests.base
        var later = base
        later.step += 1
        later.warnings = ["already presented"]
        later.callbacks = [.presentCompletion("P")]
        #expect(Observation.sameState(base, later))
        #expect(Observation.sameState(in: [base, later], 0, 1))
        for (name, change) in ObservationEqualityTests.changes {
            var changed = base
            change(&changed)
            let isState = ["isSettled", "window", "node", "presentation"].contains { name.hasPrefix($0) }
            #expect(Observation.sameState(base, changed) == !isState, "\(name)")
            #expect(Observation.sameState(in: [base, changed], 0, 1) == !isState, "\(name)")
        }
    }
}

@Suite("Core: an observation's look-ups by id")
struct ObservationLookupTests {
    @Test("A node and a presentation are found by id, the first of a repeated id; a run's step lists a node exactly when node(_:) finds it")
    func lookups() {
        var observation = ObservationEqualityTests.base
        observation.nodes.append(NodeObservation(id: "P", presenting: "X"))
        #expect(observation.node("P")?.presenting == "R")
        #expect(observation.node("R")?.presented == "P")
        #expect(observation.node("Q") == nil)
        #expect(observation.presentation(of: "P")?.presenter == "R")
        #expect(observation.presentation(of: "R") == nil)
        let run = [ObservationEqualityTests.base, observation]
        for step in run.indices {
            for id in ["R", "P", "Q", ""] {
                #expect(Observation.lists(node: id, in: run, at: step) == (run[step].node(id) != nil), "\(id) at \(step)")
            }
        }
    }
}
