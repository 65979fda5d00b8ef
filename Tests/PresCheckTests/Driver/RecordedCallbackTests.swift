import Foundation
import PresCheck
import PresCheckCore
import PresentationEngine
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
            observations[step].callbacks.map(\.description).filter { callback in transitions.contains { callback.contains($0) } }
        }
        #expect(transitionCallbacks(1) == ["C: presentationTransitionWillBegin", "C: presentationTransitionDidEnd(true)"])
        #expect(transitionCallbacks(2) == ["F: presentationTransitionWillBegin", "F: presentationTransitionDidEnd(true)"])
        #expect(transitionCallbacks(4) == [
            "F: dismissalTransitionWillBegin", "C: dismissalTransitionWillBegin",
            "F: dismissalTransitionDidEnd(true)", "C: dismissalTransitionDidEnd(true)",
        ])
        // The delegate was told once when F was presented in compact width (ADAPT-5).
        let told = observations[2].callbacks.filter { if case .willPresentWithAdaptiveStyle("F", _) = $0 { true } else { false } }
        #expect(told.count == 1)
    }

    @Test("System controllers are the driver's recording subclasses, so their hooks are recorded as they run, once each",
          arguments: [PresentationStyle.fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic, .popover,
                      .currentContext, .overCurrentContext])
    func systemControllersRecordTheirHooks(style: PresentationStyle) throws {
        let scenario = Scenario(
            name: "system controller callbacks", device: .pad,
            root: Node(id: "R"),
            actions: [
                .present(PresentAction(source: "R", node: Node(id: "S"), style: style,
                                       popover: style == .popover ? PopoverOptions() : nil)),
                .dismiss(node: "S", animated: false),
            ])
        let driver = try EngineDriver(scenario: scenario)
        let presented = driver.perform(scenario.actions[0])
        let controller = try #require(driver.window.presentations.first)
        #expect(String(describing: type(of: controller)).hasPrefix("Recording"))
        // Every transition hook the engine called on the controller was recorded by the hook itself.
        let engineClaims = driver.window.log.events.filter {
            if case .presentationTransitionWillBegin = $0 { return true }
            if case .presentationTransitionDidEnd = $0 { return true }
            return false
        }
        let recorded = driver.window.log.events.filter {
            if case .callback(let callback) = $0 { return callback.description.contains("presentationTransition") }
            return false
        }
        #expect(engineClaims.count == 2 && recorded.count == 2)
        #expect(presented.callbacks.map(\.description).filter { $0.contains("Transition") }
                == ["S: presentationTransitionWillBegin", "S: presentationTransitionDidEnd(true)"])
        let dismissed = driver.perform(scenario.actions[1])
        #expect(dismissed.callbacks.map(\.description).filter { $0.contains("Transition") }
                == ["S: dismissalTransitionWillBegin", "S: dismissalTransitionDidEnd(true)"])
    }
}
