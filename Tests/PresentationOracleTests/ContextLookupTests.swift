import Foundation
import PresCheckCore
import PresCheckTestSupport
import Testing
@testable import PresentationOracle

@Suite("CTX — presentation context lookup")
struct ContextLookupTests {
    /// CTX-1/CTX-2/CTX-3: presenter and container per style, source C inside context B.
    @Test(arguments: [
        (PresentationStyle.overCurrentContext, Bool?.none, "B", Fixture.rect(0, 426, 393, 426)),
        (.currentContext, nil, "B", Fixture.rect(0, 426, 393, 426)),
        (.fullScreen, nil, "R", Fixture.rect(0, 0, 393, 852)),
        (.overFullScreen, nil, "R", Fixture.rect(0, 0, 393, 852)),
        (.custom, nil, "R", Fixture.rect(0, 0, 393, 852)),
        (.custom, false, "B", Fixture.rect(0, 426, 393, 426)),
    ])
    func presenterAndContainer(style: PresentationStyle, fullscreen: Bool?, presenter: String, container: Rect) {
        let observation = Fixture.last(Fixture.scenario([Fixture.present("P", from: "C", style, fullscreen: fullscreen)]))
        let presentation = observation.presentation(of: "P")
        #expect(presentation?.presenter == presenter)
        #expect(close(presentation?.container, container))
    }

    /// CTX-1: without a context-defining ancestor, the layer root presents.
    @Test func walkFallsBackToLayerRoot() {
        let observation = Fixture.last(Fixture.scenario([Fixture.present("P", from: "T", .overCurrentContext)]))
        #expect(observation.presentation(of: "P")?.presenter == "R")
        #expect(close(observation.presentation(of: "P")?.container, Fixture.rect(0, 0, 393, 852)))
    }

    /// CTX-1: the walk starts at the source itself (B defines the context).
    @Test func walkStartsAtSource() {
        let observation = Fixture.last(Fixture.scenario([Fixture.present("P", from: "B", .overCurrentContext)]))
        #expect(observation.presentation(of: "P")?.presenter == "B")
    }

    /// CTX-1: navigation containers define the context by default.
    @Test func navigationDefinesContext() {
        let root = Node(id: "R", children: [Node(id: "N", kind: .navigation, frame: Fixture.rect(0, 0, 1, 0.25),
                                                 children: [Node(id: "X")])])
        let observation = Fixture.last(Fixture.scenario(root: root, [Fixture.present("P", from: "X", .currentContext)]))
        #expect(observation.presentation(of: "P")?.presenter == "N")
        #expect(close(observation.presentation(of: "P")?.container, Fixture.rect(0, 0, 393, 213)))
    }

    /// CTX-5: presentedViewController through containment ancestors; presentingViewController of a layer.
    @Test func linksCTX5() {
        let observation = Fixture.last(Fixture.scenario([
            Fixture.present("P", from: "C", .overCurrentContext, node: Node(id: "P", children: [Node(id: "P1")])),
        ]))
        #expect(observation.node("C")?.presented == "P")
        #expect(observation.node("B")?.presented == "P")
        #expect(observation.node("R")?.presented == nil)
        #expect(observation.node("T")?.presented == nil)
        #expect(observation.node("P1")?.presenting == "B")
        #expect(observation.node("P")?.presenting == "B")
        #expect(observation.node("R")?.presenting == nil)
        #expect(observation.nodes.map(\.id) == ["R", "T", "B", "C", "P", "P1"])
    }

    /// CTX-6: a context presenter providing its transition style lends it (cross dissolve: alpha p).
    @Test func presenterProvidesTransitionStyle() {
        let root = Node(id: "R", children: [Node(id: "B", frame: Fixture.rect(0, 0.5, 1, 0.5), definesPresentationContext: true,
                                                 providesPresentationContextTransitionStyle: true, transitionStyle: .crossDissolve)])
        let steps = Oracle.run(Fixture.scenario(root: root, [
            Fixture.present("P", from: "B", .overCurrentContext, animated: true), .advance(seconds: 0.075),
        ]))
        #expect(close(steps[2].node("P")?.alpha, 0.25))
        #expect(close(steps[2].node("P")?.frame, Fixture.rect(0, 426, 393, 426)))
    }
}
