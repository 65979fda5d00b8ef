import Foundation
import PresCheck
import PresCheckCore
import Testing

@Suite("Differential check")
struct DifferentialCheckTests {
    static let scenario = Scenario(
        name: "unit", device: .phone,
        root: Node(id: "R", children: [Node(id: "B", frame: Rect(x: 0, y: 0.5, width: 1, height: 0.5), definesPresentationContext: true)]),
        actions: [.present(PresentAction(source: "B", node: Node(id: "P"), style: .overCurrentContext)), .tap(at: Point(x: 10, y: 10))])

    static let portraitPhone = WindowObservation(size: Size(width: 393, height: 852), orientation: .portrait)

    static func observation(step: Int, presenter: String = "B", container: Rect = Rect(x: 0, y: 426, width: 393, height: 426),
                            frame: Rect = Rect(x: 0, y: 426, width: 393, height: 426), hit: HitTarget? = nil,
                            warnings: [String] = []) -> Observation {
        Observation(
            step: step, isSettled: true, window: Self.portraitPhone,
            nodes: [NodeObservation(id: "R", frame: Rect(x: 0, y: 0, width: 393, height: 852), alpha: 1, tint: .normal),
                    NodeObservation(id: "P", presenting: presenter, frame: frame, alpha: 1, tint: .normal)],
            presentations: [PresentationObservation(presented: "P", presenter: presenter, style: .overCurrentContext,
                                                    phase: .presented, container: container)],
            hitTarget: hit, warnings: warnings)
    }

    @Test("identical observations agree; differences within 0.001 pt are not violations")
    func agreement() {
        let a = [Self.observation(step: 0), Self.observation(step: 1), Self.observation(step: 2, hit: "R")]
        var b = a
        b[1].nodes[1].frame = Rect(x: 0.0004, y: 426.0009, width: 393, height: 426)
        #expect(DifferentialCheck.compare(Self.scenario, engine: b, oracle: a).isEmpty)
    }

    @Test("each differing field is attributed to its rule", arguments: [
        ("presenter", "CTX-1"), ("container", "CTX-4"), ("frame", "FRAME-1"), ("hit", "HIT-2"), ("warning", "LIFE-1"),
        ("reentrancy", "LIFE-5"), ("layoutFrame", "TRAIT-2"), ("arrowDirection", "POP-3"),
    ])
    func attribution(_ field: String, _ rule: String) {
        var oracle = [Self.observation(step: 0), Self.observation(step: 1), Self.observation(step: 2, hit: "R")]
        var engine = oracle
        switch field {
        case "presenter":
            engine[1] = Self.observation(step: 1, presenter: "R")
        case "container":
            engine[1] = Self.observation(step: 1, container: Rect(x: 0, y: 0, width: 393, height: 852))
        case "frame":
            engine[1] = Self.observation(step: 1, frame: Rect(x: 0, y: 0, width: 393, height: 852))
        case "hit":
            engine[2] = Self.observation(step: 2, hit: HitTarget.container("P"))
        case "warning":
            engine[1] = Self.observation(step: 1, warnings: [Warning.alreadyPresenting])
        case "layoutFrame":
            // B is out of the window in both; where its view is kept differs (Reading TRAIT-2.c).
            oracle[1].nodes.append(NodeObservation(id: "B", layoutFrame: Rect(x: 0, y: 426, width: 393, height: 426)))
            engine[1].nodes.append(NodeObservation(id: "B", layoutFrame: Rect(x: 0, y: 0, width: 393, height: 426)))
        case "arrowDirection":
            oracle[1].presentations[0].arrowDirection = .left
            engine[1].presentations[0].arrowDirection = .up
        default:
            engine[1] = Self.observation(step: 1, warnings: [Warning.layoutReentrancy])
        }
        let violations = DifferentialCheck.compare(Self.scenario, engine: engine, oracle: oracle)
        #expect(violations.contains { $0.ruleName == rule }, "\(violations)")
        #expect(violations.allSatisfy { $0.step == (field == "hit" ? 2 : 1) })
    }

    @Test("a difference in the window's geometry is reported under TRAIT-1", arguments: [
        WindowObservation(size: Size(width: 852, height: 393), orientation: .landscape),
        WindowObservation(size: Size(width: 393, height: 852), orientation: .landscape),
        WindowObservation(size: Size(width: 393, height: 852), orientation: .portrait, splitWidth: 393),
        WindowObservation(size: Size(width: 393.01, height: 852), orientation: .portrait),
    ])
    func windowGeometry(_ engineWindow: WindowObservation) {
        let oracle = [Self.observation(step: 0), Self.observation(step: 1), Self.observation(step: 2, hit: "R")]
        var engine = oracle
        engine[1].window = engineWindow
        let violations = DifferentialCheck.compare(Self.scenario, engine: engine, oracle: oracle)
        #expect(violations.map(\.rule) == [.trait1], "\(violations)")
        #expect(violations.first?.step == 1)
        #expect(violations.first?.field == "window")
        #expect(violations.first?.expected == .text("393×852 portrait"))
        #expect(violations.first?.actual == .text("\(engineWindow)"))
    }
}
