import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// View API that ported presentation code uses, added while porting: autoresizing masks and
// visual effect views, with UIKit's names and semantics.

@Suite("Porting surface: autoresizing masks and visual effect views")
struct PortingSurfaceTests {
    @Test("flexible width and height follow the superview's size; fixed margins stay")
    func flexibleSize() {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let filling = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        filling.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let fixed = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        superview.addSubview(filling)
        superview.addSubview(fixed)
        superview.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        #expect(filling.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test("several flexible parts share the change in proportion to their sizes")
    func proportionalMargins() {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = View(frame: CGRect(x: 10, y: 80, width: 60, height: 20))
        box.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        superview.addSubview(box)
        superview.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
        // Margins 10 and 30 share +100 as 25 and 75: x = 35. The top margin alone takes −50: y = 30.
        #expect(box.frame == CGRect(x: 35, y: 30, width: 60, height: 20))
    }

    @Test("autoresizesSubviews = false leaves masked subviews alone")
    func switchedOff() {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        superview.autoresizesSubviews = false
        let filling = View(frame: superview.bounds)
        filling.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(filling)
        superview.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(filling.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("a masked view in an animation block follows the animated size on the clock")
    func animated() throws {
        let window = try Window(device: .phone)
        let superview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let filling = View(frame: superview.bounds)
        filling.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(filling)
        window.addSubview(superview)
        View.animate(withDuration: 1, animations: { superview.frame = CGRect(x: 0, y: 0, width: 300, height: 100) })
        window.advance(by: 0.5)
        #expect(superview.frame.width == 200)
        #expect(filling.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        window.advance(by: 0.5)
        #expect(filling.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    }

    @Test("a visual effect view keeps its effect and its content view fills it")
    func visualEffectView() {
        let blur = VisualEffectView(effect: BlurEffect(style: .dark))
        #expect((blur.effect as? BlurEffect)?.style == .dark)
        blur.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        #expect(blur.contentView.superview === blur)
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        let hit = blur.hitTest(CGPoint(x: 10, y: 10), with: nil)
        #expect(hit === blur.contentView)
    }
}

private final class RefusingDelegate: GestureRecognizerDelegate {
    var allowed: (GestureRecognizer) -> Bool
    private(set) var askedAt: [CGPoint] = []
    weak var probe: View?

    init(allowed: @escaping (GestureRecognizer) -> Bool) {
        self.allowed = allowed
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        askedAt.append(gestureRecognizer.location(in: probe))
        return allowed(gestureRecognizer)
    }
}

@Suite("Porting surface: gesture recognizer delegates")
struct GestureDelegateTests {
    @Test("gestureRecognizerShouldBegin is asked with the touch's location; false means no actions run")
    func shouldBegin() throws {
        let window = try Window(device: .phone)
        let card = View(frame: CGRect(x: 0, y: 400, width: 393, height: 452))
        window.addSubview(card)
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        // Only touches in the card's top 60 pt may start the pan.
        let delegate = RefusingDelegate { $0.location(in: card).y < 60 }
        delegate.probe = card
        pan.delegate = delegate
        card.addGestureRecognizer(pan)
        window.pan(from: CGPoint(x: 100, y: 600), translations: [CGPoint(x: 0, y: 50)])
        #expect(states.isEmpty)
        #expect(pan.state == .possible)
        window.pan(from: CGPoint(x: 100, y: 420), translations: [CGPoint(x: 0, y: 50)])
        #expect(states == [.began, .ended])
        #expect(delegate.askedAt == [CGPoint(x: 100, y: 200), CGPoint(x: 100, y: 20)])
    }

    @Test("taps and swipes ask too; recognizers compare by identity")
    func tapsAndSwipes() throws {
        let window = try Window(device: .phone)
        let box = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        var taps = 0
        var swipes = 0
        let tap = TapGestureRecognizer { _ in taps += 1 }
        let swipe = SwipeGestureRecognizer { _ in swipes += 1 }
        swipe.direction = .down
        let delegate = RefusingDelegate { $0 == tap }
        tap.delegate = delegate
        swipe.delegate = delegate
        box.addGestureRecognizer(tap)
        box.addGestureRecognizer(swipe)
        window.tap(at: CGPoint(x: 10, y: 10))
        window.swipe(from: CGPoint(x: 10, y: 10), direction: .down)
        #expect(taps == 1)
        #expect(swipes == 0)
        #expect(tap != swipe)
        #expect(tap == tap)
    }
}
