import Foundation
import PresCheck
import PresCheckCore
import Testing

@Suite("Driver: callbacks recorded where they run (LIFE-3, ADAPT-5, ADAPT-9)")
struct RecordedCallbackTests {
    @Test("A catalogue controller's hooks, a full-screen presentation's and an adaptive delegate's calls each appear once, in order")
    func onceEachInOrder() throws {
        let scenario = Scenario(
            name: "recorded callbacks", device: .phone,
            root: Node(id: "R", children: [Node(id: "B", definesPresentationContext: true)]),
            actions: [
                .present(PresentAction(source: "B", node: Node(id: "C"), style: .custom, controller: .halfContext)),
                .present(PresentAction(source: "C", node: Node(id: "F"), style: .formSheet,
                                       delegate: AdaptiveDelegateOptions(adaptiveStyle: .overFullScreen))),
                .rotate(to: .landscape),
                .dismiss(node: "B", animated: false),
            ])
        let observations = try EngineDriver.run(scenario)
        let transitions = ["presentationTransition", "dismissalTransition"]
        func transitionCallbacks(_ step: Int) -> [String] {
            observations[step].callbacks.filter { callback in transitions.contains { callback.contains($0) } }
        }
        #expect(transitionCallbacks(1) == ["C: presentationTransitionWillBegin", "C: presentationTransitionDidEnd(true)"])
        #expect(transitionCallbacks(2) == ["F: presentationTransitionWillBegin", "F: presentationTransitionDidEnd(true)"])
        #expect(transitionCallbacks(4) == [
            "F: dismissalTransitionWillBegin", "C: dismissalTransitionWillBegin",
            "F: dismissalTransitionDidEnd(true)", "C: dismissalTransitionDidEnd(true)",
        ])
        // The delegate was told once when F was presented in compact width (ADAPT-5).
        let told = observations[2].callbacks.filter { $0.hasPrefix("F: willPresentWithAdaptiveStyle") }
        #expect(told.count == 1)
    }
}
