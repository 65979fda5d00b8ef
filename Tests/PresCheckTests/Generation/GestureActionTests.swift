import Foundation
@testable import PresCheck
@testable import PresCheckReports
import PresCheckCore
import PresentationEngine
import PresentationOracle
import Testing

@Suite("Scenario gestures: swipe and a pan's intermediate points (LIFE-10)")
struct GestureActionTests {
    static func scenario(_ actions: [Action]) -> Scenario {
        Scenario(name: "gestures", device: .phone, root: Node(id: "home"), actions: actions)
    }

    @Test("The driver delivers a pan's intermediate translations: a recognizer sees .began, .changed at each, .ended, with the live velocity")
    func driverDeliversChanged() throws {
        let driver = try EngineDriver(scenario: Self.scenario([]))
        let home = try #require(driver.viewControllers["home"])
        var seen: [String] = []
        let pan = PanGestureRecognizer { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            let t = pan.translation(in: nil), v = pan.velocity(in: nil)
            seen.append("\(recognizer.state) \(t.x),\(t.y) v \(v.y)")
        }
        home.view.addGestureRecognizer(pan)
        let observation = driver.perform(.pan(from: Point(x: 100, y: 100), translation: Point(x: 0, y: 60),
                                              velocity: Point(x: 0, y: 500), through: [Point(x: 0, y: 20), Point(x: 5, y: 40)]))
        // A scenario pan moves at its one velocity all the way: `velocity(in:)` reads it live.
        #expect(seen == ["began 0.0,0.0 v 0.0", "changed 0.0,20.0 v 500.0", "changed 5.0,40.0 v 500.0", "ended 0.0,60.0 v 500.0"])
        #expect(observation.hitTarget == .node("home"))

        // With a velocity at each point, the recognizer reads that one at each `.changed`.
        seen = []
        _ = driver.perform(.pan(from: Point(x: 100, y: 100), translation: Point(x: 0, y: 60), velocity: Point(x: 0, y: 200),
                                through: [Point(x: 0, y: 20), Point(x: 5, y: 40)],
                                throughVelocities: [Point(x: 0, y: 1200), Point(x: 0, y: 700)]))
        #expect(seen == ["began 0.0,0.0 v 0.0", "changed 0.0,20.0 v 1200.0", "changed 5.0,40.0 v 700.0", "ended 0.0,60.0 v 200.0"])
    }

    @Test("The driver's swipe reaches the swipe recognizer of its direction, then the pan recognizer as 40 pt at 1500 pt/s")
    func driverSwipe() throws {
        let driver = try EngineDriver(scenario: Self.scenario([]))
        let home = try #require(driver.viewControllers["home"])
        var seen: [String] = []
        let down = SwipeGestureRecognizer { _ in seen.append("swipe down") }
        down.direction = .down
        home.view.addGestureRecognizer(down)
        home.view.addGestureRecognizer(PanGestureRecognizer { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            let t = pan.translation(in: nil), v = pan.velocity(in: nil)
            seen.append("pan \(recognizer.state) \(t.x),\(t.y) v \(v.x),\(v.y)")
        })
        _ = driver.perform(.swipe(from: Point(x: 100, y: 100), direction: .down))
        _ = driver.perform(.swipe(from: Point(x: 100, y: 100), direction: .left))
        #expect(seen == ["swipe down", "pan began 0.0,0.0 v 0.0,0.0", "pan ended 0.0,40.0 v 0.0,1500.0",
                         "pan began 0.0,0.0 v 0.0,0.0", "pan ended -40.0,0.0 v -1500.0,0.0"])
    }

    @Test("On a sheet a swipe is exactly the pan of 40 pt at 1500 pt/s in its direction, for engine and oracle")
    func swipeIsThatPan() throws {
        let present = Action.present(PresentAction(
            source: "home", node: Node(id: "sheet"), style: .pageSheet,
            sheet: SheetOptions(detents: [.medium, .large]), delegate: AdaptiveDelegateOptions(adaptiveStyle: .none)))
        let pans: [(SwipeDirection, Point, Point)] = [
            (.up, Point(x: 0, y: -40), Point(x: 0, y: -1500)), (.down, Point(x: 0, y: 40), Point(x: 0, y: 1500)),
            (.left, Point(x: -40, y: 0), Point(x: -1500, y: 0)), (.right, Point(x: 40, y: 0), Point(x: 1500, y: 0)),
        ]
        for (direction, translation, velocity) in pans {
            let start = Point(x: 196, y: 600)
            let swiped = Self.scenario([present, .swipe(from: start, direction: direction), .swipe(from: Point(x: 196, y: 400), direction: .down)])
            let panned = Self.scenario([present, .pan(from: start, translation: translation, velocity: velocity),
                                        .pan(from: Point(x: 196, y: 400), translation: Point(x: 0, y: 40), velocity: Point(x: 0, y: 1500))])
            #expect(try EngineDriver.run(swiped) == EngineDriver.run(panned), "\(direction)")
            #expect(Oracle.run(swiped) == Oracle.run(panned), "\(direction)")
        }
    }

    @Test("A pan's outcome reads only its final translation: the oracle ignores intermediate points")
    func oracleIgnoresThrough() throws {
        let present = Action.present(PresentAction(source: "home", node: Node(id: "sheet"), style: .pageSheet))
        let plain = Self.scenario([present, .pan(from: Point(x: 196, y: 100), translation: Point(x: 0, y: 10), velocity: Point(x: 0, y: 0))])
        let through = Self.scenario([present, .pan(from: Point(x: 196, y: 100), translation: Point(x: 0, y: 10),
                                                   velocity: Point(x: 0, y: 0), through: [Point(x: 0, y: 700)])])
        #expect(Oracle.run(plain) == Oracle.run(through))
        #expect(try EngineDriver.run(plain) == EngineDriver.run(through))
    }

    static func decode(_ action: String) throws(ScenarioFile.LoadError) -> Scenario {
        let text = """
            {"schemaVersion": 2, "name": "g", "device": "phone", "root": {"id": "R"}, "actions": [\(action)]}
            """
        return try ScenarioFile.decode(Data(text.utf8), file: "g.json")
    }

    @Test("swipe and through decode, and encode canonically: through is omitted when empty")
    func codable() throws {
        let scenario = try Self.decode("""
            {"do": "swipe", "x": 1, "y": 2, "direction": "down"},
            {"do": "pan", "x": 1, "y": 2, "dx": 0, "dy": 9, "through": [{"dx": 0, "dy": 3}, {"dx": 1, "dy": 6}]},
            {"do": "pan", "x": 1, "y": 2, "dx": 0, "dy": 9, "through": []}
            """)
        #expect(scenario.actions == [
            .swipe(from: Point(x: 1, y: 2), direction: .down),
            .pan(from: Point(x: 1, y: 2), translation: Point(x: 0, y: 9), velocity: Point(x: 0, y: 0),
                 through: [Point(x: 0, y: 3), Point(x: 1, y: 6)]),
            .pan(from: Point(x: 1, y: 2), translation: Point(x: 0, y: 9), velocity: Point(x: 0, y: 0)),
        ])
        let text = String(decoding: try ScenarioFile.encode(scenario), as: UTF8.self)
        #expect(text.components(separatedBy: "\"through\"").count == 2)
        #expect(text.contains("\"direction\" : \"down\""))
        #expect(try ScenarioFile.decode(ScenarioFile.encode(scenario), file: "again.json") == scenario)
    }

    @Test("Decoding errors name the file, the field and the problem", arguments: [
        (#"{"do": "swipe", "x": 1, "y": 2, "direction": "sideways"}"#, "actions[0].direction", "unknown direction \"sideways\" (up, down, left or right)"),
        (#"{"do": "swipe", "x": 1, "y": 2}"#, "actions[0].direction", "missing"),
        (#"{"do": "swipe", "y": 2, "direction": "up"}"#, "actions[0].x", "missing"),
        (#"{"do": "pan", "x": 1, "y": 2, "dx": 0, "dy": 9, "through": [{"dx": 0}]}"#, "actions[0].through[0].dy", "missing"),
        (#"{"do": "pan", "x": 1, "y": 2, "dx": 0, "dy": 9, "through": {"dx": 0, "dy": 1}}"#, "actions[0].through", "expected Array<Any>"),
        (#"{"do": "fling", "x": 1, "y": 2}"#, "actions[0].do", "unknown action \"fling\""),
    ])
    func decodingErrors(action: String, field: String, problem: String) {
        let error = #expect(throws: ScenarioFile.LoadError.self) { try Self.decode(action) }
        #expect(error?.file == "g.json")
        #expect(error?.field == field)
        #expect(error?.problem == problem)
    }

    @Test("Validation refuses a non-finite number in a swipe's start or a pan's intermediate point, by field")
    func validation() {
        let swipe = Self.scenario([.swipe(from: Point(x: .nan, y: 0), direction: .up)])
        #expect(ScenarioValidation.firstProblem(in: swipe)?.field == "actions[0].x")
        let pan = Self.scenario([.pan(from: Point(x: 0, y: 0), translation: Point(x: 0, y: 1), velocity: Point(x: 0, y: 0),
                                      through: [Point(x: 0, y: 1), Point(x: 0, y: .infinity)])])
        let problem = ScenarioValidation.firstProblem(in: pan)
        #expect(problem?.field == "actions[0].through[1].dy")
        #expect(problem?.problem == "must be a finite number from -100000 to 100000, is inf")
    }

    @Test("Generated cases swipe (down on sheets, some dismissing them) and pan through intermediate points")
    func generatorReach() {
        var swipes: [SwipeDirection: Int] = [:]
        var throughPans = 0
        var swipeDismissals = 0
        // Swipes are a small share of generated actions: enough cases that the weights show.
        for index in 0..<UInt64(900) {
            let built = ScenarioGenerator.generate(seed: 21, index: index, maxActions: 12)
            let scenario = built.scenario
            guard scenario.actions.contains(where: { if case .swipe = $0 { true } else { false } })
                    || scenario.actions.contains(where: { if case .pan(_, _, _, let through, _) = $0 { !through.isEmpty } else { false } })
            else { continue }
            // The generator's own oracle run of the case.
            let observations = built.oracle
            for (offset, action) in scenario.actions.enumerated() {
                if case .swipe(_, let direction) = action {
                    swipes[direction, default: 0] += 1
                    if observations[offset + 1].callbacks.contains(where: { if case .dismissalWillBegin = $0 { true } else { false } }) {
                        swipeDismissals += 1
                    }
                }
                if case .pan(_, _, _, let through, _) = action, !through.isEmpty { throughPans += 1 }
            }
        }
        #expect(SwipeDirection.allCases.allSatisfy { swipes[$0, default: 0] > 0 })
        #expect(swipes[.down, default: 0] > swipes[.left, default: 0], "\(swipes)")
        #expect(swipeDismissals > 0)
        #expect(throughPans > 0)
    }

    @Test("explain narrates a swipe: where it starts, and what the pan recognizers see")
    func narration() throws {
        let present = Action.present(PresentAction(source: "home", node: Node(id: "sheet"), style: .pageSheet))
        let swipe = Action.swipe(from: Point(x: 196, y: 400), direction: .down)
        let observations = try EngineDriver.run(Self.scenario([present, swipe]))
        let lines = StepNarration.effects(before: observations[1], after: observations[2], action: swipe, rules: RuleSet([.life10]))
        #expect(lines.contains("The swipe down starts on sheet's view; pan recognizers see a drag of 40 pt at 1500 pt/s (LIFE-10)."))
        #expect(lines.contains("A transition is running."))
    }

    @Test("The shrinker simplifies a swipe and a pan: fewer actions, no intermediate points, no velocity, simpler numbers")
    func shrinks() {
        let scenario = Self.scenario([
            .advance(seconds: 1),
            .swipe(from: Point(x: 123.25, y: 456.5), direction: .down),
            .tap(at: Point(x: 3, y: 4)),
            .pan(from: Point(x: 17.5, y: 300.25), translation: Point(x: 3, y: 98.5), velocity: Point(x: 0, y: 1200),
                 through: [Point(x: 1, y: 20.5), Point(x: 2, y: 60.25)]),
        ])
        let result = ScenarioShrinker.shrink(scenario) { candidate in
            candidate.actions.contains { if case .swipe(_, .down) = $0 { return true } else { return false } }
                && candidate.actions.contains { if case .pan = $0 { return true } else { return false } }
        }
        #expect(result.scenario.actions == [
            // Numbers round to fewer significant digits (the shrinker's points).
            .swipe(from: Point(x: 120, y: 460), direction: .down),
            .pan(from: Point(x: 20, y: 300), translation: Point(x: 0, y: 100), velocity: Point(x: 0, y: 0)),
        ])
    }
}
