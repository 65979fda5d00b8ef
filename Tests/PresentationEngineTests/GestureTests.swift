import Foundation
import PresCheckCore
import PresentationEngine
import Testing

@Suite("Gesture recognizers: tap, pan and swipe driven by the window")
struct GestureTests {
    @Test("A pan reports began, changed for each point, ended; translation, location and velocity in a view's coordinates")
    func pan() throws {
        let s = try Stage()
        let card = View(frame: rect(0, 400, 393, 452))
        s.root.view.addSubview(card)
        var seen: [(GestureRecognizer.State, CGPoint, CGPoint)] = []
        let pan = PanGestureRecognizer()
        pan.addTarget { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            seen.append((pan.state, pan.translation(in: card), pan.location(in: card)))
        }
        card.addGestureRecognizer(pan)
        let hit = s.window.pan(from: CGPoint(x: 100, y: 450), translations: [CGPoint(x: 0, y: 40), CGPoint(x: 5, y: 120)],
                               velocity: CGPoint(x: 0, y: 900))
        #expect(hit === card)
        #expect(seen.map(\.0) == [.began, .changed, .ended])
        #expect(seen.map(\.1) == [.zero, CGPoint(x: 0, y: 40), CGPoint(x: 5, y: 120)])
        #expect(seen.map(\.2) == [CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 90), CGPoint(x: 105, y: 170)])
        #expect(pan.velocity(in: card) == CGPoint(x: 0, y: 900))
        #expect(pan.state == .possible)
    }

    @Test("setTranslation resets what later reads count from; a scaled view sees translations scaled down")
    func setTranslationAndScale() throws {
        let s = try Stage()
        let card = View(frame: rect(100, 100, 100, 100))
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        s.root.view.addSubview(card)
        var translations: [CGPoint] = []
        let pan = PanGestureRecognizer { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            translations.append(pan.translation(in: card))
            if pan.state == .changed { pan.setTranslation(.zero, in: card) }
        }
        card.addGestureRecognizer(pan)
        s.window.pan(from: CGPoint(x: 150, y: 150), translations: [CGPoint(x: 20, y: 0), CGPoint(x: 60, y: 0)])
        #expect(translations == [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0)])
    }

    @Test("A swipe reaches the nearest recognizer that accepts its direction; a disabled one is passed over")
    func swipe() throws {
        let s = try Stage()
        let sheet = View(frame: rect(0, 300, 393, 552))
        s.root.view.addSubview(sheet)
        var log: [String] = []
        let down = SwipeGestureRecognizer { _ in log.append("root down") }
        down.direction = .down
        s.root.view.addGestureRecognizer(down)
        let sideways = SwipeGestureRecognizer { _ in log.append("sheet sideways") }
        sideways.direction = [.left, .right]
        sheet.addGestureRecognizer(sideways)
        s.window.swipe(from: CGPoint(x: 10, y: 400), direction: .down)
        s.window.swipe(from: CGPoint(x: 10, y: 400), direction: .left)
        sideways.isEnabled = false
        s.window.swipe(from: CGPoint(x: 10, y: 400), direction: .left)
        #expect(log == ["root down", "sheet sideways"])
    }

    @Test("Recognizers: several on a view, in order; moving one to another view; removing the last leaves nil")
    func attachment() {
        let (a, b) = (View(), View())
        let tap = TapGestureRecognizer { _ in }
        let pan = PanGestureRecognizer()
        a.addGestureRecognizer(tap)
        a.addGestureRecognizer(pan)
        #expect(a.gestureRecognizers?.count == 2 && tap.view === a)
        b.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers?.count == 1 && tap.view === b)
        b.removeGestureRecognizer(tap)
        #expect(b.gestureRecognizers == nil && tap.view == nil)
    }

    @Test("A tap's location is where it landed, in the recognizer view's coordinates")
    func tapLocation() throws {
        let s = try Stage()
        let button = View(frame: rect(50, 60, 100, 40))
        s.root.view.addSubview(button)
        var location: CGPoint?
        button.addGestureRecognizer(TapGestureRecognizer(action: { location = $0.location(in: $0.view) }))
        s.window.tap(at: CGPoint(x: 70, y: 75))
        #expect(location == CGPoint(x: 20, y: 15))
    }
}
