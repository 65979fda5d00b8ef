import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// UIKit-shaped target-action on the tap, pan and swipe recognizers: the selector spelled as the
// method (target held weakly) or a closure typed with the recognizer's own class; and
// `numberOfTapsRequired` honoured by `Window.tap(at:count:)`.

/// A view controller written as an article writes one: `@objc` handlers taking the recognizer.
private final class HandlerController: ViewController {
    var panned: [(GestureRecognizer.State, CGPoint)] = []
    var swiped: [SwipeGestureRecognizer.Direction] = []
    var tapped = 0

    func handlePan(_ pan: PanGestureRecognizer) {
        panned.append((pan.state, pan.translation(in: pan.view)))
    }
    func handleSwipe(_ swipe: SwipeGestureRecognizer) { swiped.append(swipe.direction) }
    func handleTap() { tapped += 1 }
}

@Suite("Gesture recognizers: UIKit's target-action shapes, numberOfTapsRequired")
struct GestureTargetActionTests {
    /// A stage with a 200×200 view at (0, 100) in the root's view.
    private func stage() throws -> (Stage, View) {
        let s = try Stage()
        let card = View(frame: rect(0, 100, 200, 200))
        s.root.view.addSubview(card)
        return (s, card)
    }

    @Test("init(target:action:) with the method: pan, swipe and a parameterless tap handler")
    func methodActions() throws {
        let (s, card) = try stage()
        let handler = HandlerController()
        card.addGestureRecognizer(PanGestureRecognizer(target: handler, action: HandlerController.handlePan))
        let swipe = SwipeGestureRecognizer(target: handler, action: HandlerController.handleSwipe)
        swipe.direction = .down
        card.addGestureRecognizer(swipe)
        card.addGestureRecognizer(TapGestureRecognizer(target: handler, action: HandlerController.handleTap))
        s.window.pan(from: CGPoint(x: 50, y: 150), translations: [CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 80)])
        #expect(handler.panned.map(\.0) == [.began, .changed, .ended])
        #expect(handler.panned.map(\.1) == [.zero, CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 80)])
        s.window.swipe(from: CGPoint(x: 50, y: 150), direction: .down)
        #expect(handler.swiped == [.down])
        s.window.tap(at: CGPoint(x: 50, y: 150))
        #expect(handler.tapped == 1)
    }

    @Test("The target is held weakly: once it is gone the action does nothing")
    func weakTarget() throws {
        let (s, card) = try stage()
        weak var weakHandler: HandlerController?
        let tap: TapGestureRecognizer
        do {
            let handler = HandlerController()
            weakHandler = handler
            tap = TapGestureRecognizer(target: handler, action: HandlerController.handleTap)
            tap.addTarget(handler, action: HandlerController.handleTap)
            card.addGestureRecognizer(tap)
            s.window.tap(at: CGPoint(x: 50, y: 150))
            #expect(handler.tapped == 2)
        }
        #expect(weakHandler == nil)
        s.window.tap(at: CGPoint(x: 50, y: 150))   // nothing to call, no crash
        #expect(tap.view === card)
    }

    @Test("init(target:action:) and addTarget(_:action:) with a closure typed by the recognizer's class")
    func typedClosures() throws {
        let (s, card) = try stage()
        var seen: [String] = []
        let pan = PanGestureRecognizer(target: nil) { pan in
            seen.append("pan \(pan.state) \(pan.translation(in: nil).y)")
        }
        pan.addTarget(self) { pan in
            if pan.state == .ended { seen.append("velocity \(pan.velocity(in: nil).y)") }
        }
        card.addGestureRecognizer(pan)
        let swipe = SwipeGestureRecognizer(target: nil) { seen.append("swipe \($0.direction.rawValue)") }
        swipe.direction = [.left, .right]
        card.addGestureRecognizer(swipe)
        let tap = TapGestureRecognizer(target: nil) { seen.append("tap \($0.numberOfTapsRequired)") }
        card.addGestureRecognizer(tap)
        s.window.pan(from: CGPoint(x: 50, y: 150), translations: [CGPoint(x: 0, y: 40)], velocity: CGPoint(x: 0, y: 500))
        s.window.swipe(from: CGPoint(x: 50, y: 150), direction: .left)
        s.window.tap(at: CGPoint(x: 50, y: 150))
        // A swipe is also a short fast drag (LIFE-10): after the swipe recognizer, the pan one sees
        // 40 pt to the left at 1500 pt/s, nothing vertical.
        #expect(seen == ["pan began 0.0", "pan ended 40.0", "velocity 500.0", "swipe 3",
                         "pan began 0.0", "pan ended 0.0", "velocity 0.0", "tap 1"])
    }

    @Test("The untyped closure API still works: init(action:), addTarget(_:), init(handler:)")
    func existingAPI() throws {
        let (s, card) = try stage()
        var count = 0
        let tap = TapGestureRecognizer(action: { _ in count += 1 })
        tap.addTarget { recognizer in if recognizer is TapGestureRecognizer { count += 10 } }
        card.addGestureRecognizer(tap)
        s.window.tap(at: CGPoint(x: 50, y: 150))
        #expect(count == 11)
        tap.removeAllTargets()
        s.window.tap(at: CGPoint(x: 50, y: 150))
        #expect(count == 11)
        let other = View(frame: rect(0, 400, 100, 100))
        s.root.view.addSubview(other)
        other.addGestureRecognizer(TapGestureRecognizer(handler: { _ in count += 100 }))
        s.window.tap(at: CGPoint(x: 50, y: 450))
        #expect(count == 111)
    }

    @Test("numberOfTapsRequired: a double-tap recognizer fires on the second tap of tap(at:count: 2), never on tap(at:)")
    func doubleTap() throws {
        let (s, card) = try stage()
        var fired: [String] = []
        let double = TapGestureRecognizer(target: nil) { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        card.addGestureRecognizer(double)
        s.window.tap(at: CGPoint(x: 50, y: 150))
        #expect(fired.isEmpty)
        // Two single taps in separate steps are not a double tap.
        s.window.tap(at: CGPoint(x: 50, y: 150))
        #expect(fired.isEmpty)
        s.window.tap(at: CGPoint(x: 50, y: 150), count: 2)
        #expect(fired == ["double"])
        // A single-tap recognizer on the superview fires on the first tap of the same double tap.
        s.root.view.addGestureRecognizer(TapGestureRecognizer(target: nil) { _ in fired.append("single") })
        fired = []
        let hit = s.window.tap(at: CGPoint(x: 50, y: 150), count: 2)
        #expect(hit === card)
        #expect(fired == ["single", "double"])
        // A triple tap runs no 3-tap recognizer here; the first two taps still fire theirs.
        fired = []
        s.window.tap(at: CGPoint(x: 50, y: 150), count: 3)
        #expect(fired == ["single", "double"])
        // Elsewhere, only the single-tap recognizer of the root's view fires.
        fired = []
        s.window.tap(at: CGPoint(x: 300, y: 600), count: 2)
        #expect(fired == ["single"])
        #expect(s.window.tap(at: CGPoint(x: 300, y: 600), count: 0) == nil)
    }
}
