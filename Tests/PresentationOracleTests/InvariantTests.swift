import Foundation
import PresCheckCore
import Testing
@testable import PresentationOracle

/// Generated scenarios (a fixed linear congruential sequence, so deterministic) checked against
/// invariants every step must satisfy: LIFE-3/LIFE-8 (settled ⇔ every phase is `.presented`),
/// CTX-5 (links name live nodes), one observation per step, and determinism.
@Suite("Invariants over generated scenarios")
struct InvariantTests {
    struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let styles: [PresentationStyle] = [.fullScreen, .overFullScreen, .currentContext, .overCurrentContext,
                                              .pageSheet, .formSheet, .popover, .custom, .automatic]
    static let controllers: [CatalogueController?] = [nil, nil, .halfContext, .centeredCard, .toast, .halfHeightAdaptive, .intermediateHelper]

    static func scenario(seed: UInt64) -> Scenario {
        var random = Sequence(state: seed)
        var actions: [Action] = []
        var ids = ["R", "T", "B", "C"]
        for step in 0..<40 {
            let id = ids[random.next(ids.count)]
            switch random.next(10) {
            case 0, 1:
                let node = "N\(step)"
                let style = styles[random.next(styles.count)]
                let controller = style == .custom || style == .popover ? controllers[random.next(controllers.count)] : nil
                let sheet = SheetOptions(detents: [.medium, .large], selectedDetentIdentifier: random.next(2) == 0 ? "medium" : nil,
                                         largestUndimmedDetentIdentifier: random.next(2) == 0 ? "medium" : nil,
                                         prefersEdgeAttachedInCompactHeight: random.next(2) == 0)
                actions.append(.present(PresentAction(
                    source: id, node: Node(id: node, children: [Node(id: node + "c", frame: Fixture.rect(0, 0, 1, 0.5),
                                                                      definesPresentationContext: true)]),
                    style: style, animated: random.next(2) == 0, controller: controller, sheet: sheet,
                    popover: random.next(3) == 0 ? nil : PopoverOptions(passthrough: ["T"]),
                    delegate: random.next(3) == 0 ? AdaptiveDelegateOptions(adaptiveStyle: styles[random.next(styles.count)]) : nil)))
                ids += [node, node + "c"]
            case 2: actions.append(.dismiss(node: id, animated: random.next(2) == 0))
            case 3: actions.append(.advance(seconds: [0.1, 0.2, 0.3][random.next(3)]))
            case 4: actions.append(.tap(at: Point(x: Double(random.next(400)), y: Double(random.next(860)))))
            case 5: actions.append(.rotate(to: random.next(2) == 0 ? .landscape : .portrait))
            case 6: actions.append(.beginInteractiveDismissal(node: id))
            case 7: actions.append([.updateInteractiveDismissal(progress: 0.5), .finishInteractiveDismissal,
                                    .cancelInteractiveDismissal][random.next(3)])
            case 8: actions.append(.selectDetent(node: id, identifier: random.next(2) == 0 ? "large" : "medium"))
            default: actions.append(.setPreferredContentSize(node: id, size: Size(width: 300, height: Double(random.next(500)))))
            }
        }
        return Fixture.scenario([.phone, .pad, .phoneMax][random.next(3)], root: Fixture.split, actions)
    }

    @Test(arguments: Array(UInt64(1)...UInt64(40)))
    func invariants(seed: UInt64) {
        let scenario = Self.scenario(seed: seed)
        let steps = Oracle.run(scenario)
        #expect(steps.count == scenario.actions.count + 1)
        #expect(steps == Oracle.run(scenario))
        for observation in steps {
            let settledPhases = observation.presentations.allSatisfy { $0.phase == .presented }
            #expect(observation.isSettled == settledPhases, "step \(observation.step)")
            let ids = observation.nodes.map(\.id)
            for node in observation.nodes {
                #expect(node.presented.map(ids.contains) ?? true)
                #expect(node.presenting.map(ids.contains) ?? true)
            }
            #expect(Set(ids).count == ids.count)
        }
    }
}
