import CheckerTestSupport
import Foundation
@testable import PresCheck
@testable import PresCheckReports
import PresCheckCore
import PresentationEngine
import Testing

@Suite("Explanations and step pictures")
struct ExplainTests {
    @Test("the known counterexample is told step by step and parts from the oracle at step 3 under FRAME-3")
    func words() throws {
        let explanation = try ScenarioExplanation.make(ReportFixtures.frame3)
        #expect(explanation.subject == .engine([.frameResetUnderFullscreen]))
        #expect(explanation.primary?.rule == .frame3 && explanation.primary?.step == 3)
        #expect(explanation.failingStep == 3)
        #expect(explanation.steps.count == 4)
        let text = explanation.text(replay: "swift run prescheck replay X")
        #expect(text.contains("step 1 — R.present(P2, centered-card, animated: false)"))
        #expect(text.contains("R presents P2 (custom) in a container at (0, 0, 393, 852); it is presented."))
        #expect(text.contains("P2's view enters the window at (65.5, 213, 262, 426)."))
        #expect(text.contains("✗ engine and oracle part: FRAME-3 nodes.P2.frame: expected (65.5, 213, 262, 426), "
                              + "engine+frame-reset-under-fullscreen gave (0, 0, 393, 852)."))
        #expect(explanation.steps[3].rules.contains(.frame3))
        #expect(explanation.steps[0...2].allSatisfy { $0.findings.isEmpty })
        #expect(text.hasSuffix("replay: swift run prescheck replay X"))
    }

    @Test("a drag between detents is told: the detent the delegate hears of, the sheet that moved, or no other detent (DETENT-4)")
    func detentDrag() throws {
        func scenario(delegate: AdaptiveDelegateOptions?) -> Scenario {
            let present = PresentAction(source: "home", node: Node(id: "S"), style: .pageSheet,
                                        sheet: SheetOptions(detents: [.medium, .large]), delegate: delegate)
            return Scenario(name: "drag", device: .phone, root: Node(id: "home"), actions: [
                .present(present),
                .pan(from: Point(x: 196, y: 500), translation: Point(x: 0, y: -200), velocity: Point(x: 0, y: 0)),
                .pan(from: Point(x: 196, y: 100), translation: Point(x: 0, y: 10), velocity: Point(x: 0, y: 0)),
            ])
        }
        let told = try ScenarioExplanation.make(scenario(delegate: AdaptiveDelegateOptions(adaptiveStyle: .none)))
        #expect(told.steps[2].effects.contains("The user drags S's sheet to the detent large; its delegate is told (DETENT-4)."))
        #expect(told.steps[3].effects.contains("The drag selects no other detent (DETENT-4)."))
        let silent = try ScenarioExplanation.make(scenario(delegate: nil))
        #expect(silent.steps[2].effects.contains("The user drags S's sheet to another detent (DETENT-4)."))
    }

    @Test("the conforming engine is explained without a failure")
    func conforming() throws {
        let explanation = try ScenarioExplanation.make(ReportFixtures.frame3, subject: .conformingEngine)
        #expect(explanation.primary == nil && explanation.failingStep == nil)
        #expect(explanation.conclusion.hasPrefix("No finding"))
        #expect(explanation.scenes[3].differences.isEmpty && !explanation.scenes[3].isFailing)
    }

    @Test("every step's SVG parses; the failing one outlines expected and actual frames at their coordinates, with legend and caption")
    func pictures() throws {
        let files = try ScenarioExplanation.make(ReportFixtures.frame3).pictureFiles
        #expect(files.map(\.name) == ["step-000.svg", "step-001.svg", "step-002.svg", "step-003.svg", "filmstrip.svg"])
        for file in files { #expect(ReportFixtures.parses(file.text), "\(file.name) is not XML") }
        let failing = try #require(ReportFixtures.outlinedRects(in: files[3].text))
        #expect(failing["expected"] == [ReportFixtures.expectedP2])
        #expect(failing["actual"] == [ReportFixtures.actualP2])
        // The caption, wrapped: rule ID and field first.
        #expect(files[3].text.contains(">✗ FRAME-3 nodes.P2.frame: expected (65.5, 213, 262, 426), got (0, 0,"))
        #expect(files[3].text.contains(">expected (oracle)<") && files[3].text.contains(">actual (engine+frame-reset-under-fullscreen)<"))
        for index in 0..<3 { #expect(ReportFixtures.outlinedRects(in: files[index].text)?.isEmpty == true) }
        // The window is drawn at its size, in window points.
        let window = ReportFixtures.elements("rect", in: files[0].text).first { $0["fill"] == "#fbfbfc" }
        #expect(window?["width"] == "393" && window?["height"] == "852")
        // The filmstrip holds one thumbnail a step.
        #expect(ReportFixtures.elements("svg", in: files[4].text).count == 1 + 4 + 4)
    }

    @Test("drawable views go back to front: root, then each presentation's container, dimming view and tree")
    func drawOrder() throws {
        let explanation = try ScenarioExplanation.make(ReportFixtures.frame3, subject: .conformingEngine)
        let step1 = explanation.scenes[1].views.map { "\($0.kind.rawValue):\($0.id)" }
        #expect(step1 == ["node:R", "container:P2", "dimming:P2", "node:P2"])
        let marked = try #require(explanation.scenes[1].views.last?.mark)
        #expect(marked.label == "custom: centered-card")
        // Under the full-screen P4, R and P2 are out of the window (FRAME-2) and not drawn.
        #expect(explanation.scenes[2].views.map { "\($0.kind.rawValue):\($0.id)" } == ["container:P4", "node:P4"])
    }

    @Test("the half-height-adaptive card is derived from the presented frame: bottom half when adapted", arguments: [
        (Device.phone, true), (Device.pad, false),
    ])
    func card(device: Device, adapted: Bool) throws {
        let scenario = Scenario(
            name: "card", device: device, root: Node(id: "R"),
            actions: [.present(PresentAction(source: "R", node: Node(id: "P"), style: .popover, controller: .halfHeightAdaptive,
                                             popover: PopoverOptions()))])
        let explanation = try ScenarioExplanation.make(scenario)
        let views = explanation.scenes[1].views
        let presented = try #require(views.first { $0.kind == .node && $0.id == "P" })
        let card = try #require(views.first { $0.kind == .card })
        #expect(card.isDerived)
        #expect(views.firstIndex { $0.kind == .card } == (views.firstIndex { $0.kind == .node && $0.id == "P" } ?? -1) + 1)
        let frame = presented.frame
        #expect(card.frame == (adapted ? Rect(x: frame.x, y: frame.y + frame.height / 2, width: frame.width, height: frame.height / 2) : frame))
        #expect(presented.mark?.isPopover == !adapted)
    }

    @Test("a tap is drawn with what it hit")
    func tap() throws {
        let scenario = try ScenarioFile.load(Fixtures.golden.appendingPathComponent("frame-toast-under-fullscreen.json"))
        let explanation = try ScenarioExplanation.make(scenario)
        let scene = explanation.scenes[2]
        #expect(scene.tap == Point(x: 196, y: 400) && scene.hitTarget == .container("toast") && scene.expectedHitTarget == nil)
        let svg = StepPicture.document(scene)
        #expect(svg.contains(">tap → container(toast)<"))
        #expect(ReportFixtures.elements("circle", in: svg).contains { $0["cx"] == "196" && $0["cy"] == "400" })
    }
}
