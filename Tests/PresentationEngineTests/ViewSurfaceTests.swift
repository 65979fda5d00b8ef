import Foundation
import PresCheckCore
import PresentationEngine
import Testing

@Suite("View: transform, centre and bounds (UIKit's frame of a transformed view)")
struct ViewTransformTests {
    @Test("A scale about the centre: the frame is the scaled bounds around the same centre; bounds and centre stay")
    func scale() {
        let view = View(frame: rect(10, 20, 100, 50))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 2)
        #expect(view.frame == rect(35, -5, 50, 100))
        #expect(view.bounds == rect(0, 0, 100, 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.transform = .identity
        #expect(view.frame == rect(10, 20, 100, 50))
    }

    @Test("A translation moves the frame, not the centre; scale then translation compose as in Core Graphics")
    func translation() {
        let view = View(frame: rect(0, 0, 100, 100))
        view.transform = CGAffineTransform(translationX: 30, y: -10)
        #expect(view.frame == rect(30, -10, 100, 100))
        #expect(view.center == CGPoint(x: 50, y: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        // Translation first (in the scaled space): 10 becomes 20.
        #expect(view.frame == rect(-30, -50, 200, 200))
    }

    @Test("Setting the frame of a scaled view sets the centre and the bounds the scale maps onto it")
    func setFrameWhileScaled() {
        let view = View(frame: rect(0, 0, 100, 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = rect(0, 0, 100, 60)
        #expect(view.bounds.size == CGSize(width: 50, height: 30))
        #expect(view.center == CGPoint(x: 50, y: 30))
        #expect(view.frame == rect(0, 0, 100, 60))
    }

    @Test("Bounds and centre setters keep each other; the frame follows")
    func boundsAndCenter() {
        let view = View(frame: rect(0, 0, 100, 100))
        view.bounds = rect(0, 0, 40, 20)
        #expect(view.frame == rect(30, 40, 40, 20))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == rect(-20, -10, 40, 20))
    }

    @Test("A rotated view keeps bounds and centre when either is set; its frame is the rotated bounding box")
    func rotated() {
        let view = View(frame: rect(0, 0, 100, 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(view.frame.width - 50) < 1e-9 && abs(view.frame.height - 100) < 1e-9)
        view.bounds = rect(0, 0, 200, 50)
        #expect(view.bounds.size == CGSize(width: 200, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(abs(view.frame.height - 200) < 1e-9 && abs(view.frame.midY - 25) < 1e-9)
        #expect(view.transform == CGAffineTransform(rotationAngle: .pi / 2))
    }

    @Test("Hit testing and conversion go through the transform")
    func hitTestThroughTransform() {
        let parent = View(frame: rect(0, 0, 400, 400))
        let child = View(frame: rect(100, 100, 100, 100))
        parent.addSubview(child)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)   // frame (50, 50, 200, 200)
        #expect(parent.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
        #expect(parent.hitTest(CGPoint(x: 45, y: 60), with: nil) === parent)
        #expect(child.convert(CGPoint(x: 0, y: 0), to: parent) == CGPoint(x: 50, y: 50))
        #expect(child.convert(CGPoint(x: 25, y: 25), from: parent) == CGPoint(x: -12.5, y: -12.5))
        #expect(child.convert(child.bounds, to: parent) == rect(50, 50, 200, 200))
    }

    @Test("Inverse and concatenation: a transform followed by its inverse is the identity")
    func inverse() {
        let t = CGAffineTransform(scaleX: 4, y: 0.5).translatedBy(x: 3, y: -7)
        let round = t.concatenating(t.inverted())
        #expect(abs(round.a - 1) < 1e-12 && abs(round.d - 1) < 1e-12)
        #expect(abs(round.tx) < 1e-12 && abs(round.ty) < 1e-12)
    }
}

@Suite("View: layout on demand, z-order, snapshots, colour and layer")
struct ViewSurfaceTests {
    final class CountingView: View {
        var passes = 0
        override func layoutSubviews() {
            passes += 1
            super.layoutSubviews()
        }
    }

    @Test("A bounds size change marks the view; layoutIfNeeded runs layoutSubviews once, parents first")
    func layoutOnBoundsChange() {
        let parent = CountingView(frame: rect(0, 0, 100, 100))
        let child = CountingView()
        child.relativeFrame = rect(0, 0.5, 1, 0.5)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(parent.passes == 0)   // nothing changed size since it was made
        parent.frame = rect(0, 0, 200, 100)
        #expect(parent.needsLayout)
        parent.frame.origin = CGPoint(x: 5, y: 5)   // a move alone does not mark anything new
        parent.layoutIfNeeded()
        #expect(parent.passes == 1)
        #expect(child.frame == rect(0, 50, 200, 50))
        #expect(child.passes == 1)   // its own size changed in the parent's pass
        parent.layoutIfNeeded()
        #expect(parent.passes == 1 && child.passes == 1)
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(parent.passes == 2 && child.passes == 1)
    }

    @Test("A window's layout pass also lays out marked views a controller added")
    func windowPassLaysOutMarkedViews() throws {
        let window = try Window(device: .phone)
        let root = ViewController()
        window.rootViewController = root
        let added = CountingView(frame: rect(0, 0, 10, 10))
        root.view.addSubview(added)
        added.frame.size = CGSize(width: 20, height: 20)
        window.layoutIfNeeded()
        #expect(added.passes == 1)
    }

    @Test("A run-loop turn lays out marked views: advance, a tap, a pan and a swipe end with it; no layout pass runs")
    func runLoopTurnLaysOutMarkedViews() throws {
        let window = try Window(device: .phone)
        window.makeKeyAndVisible()
        let root = ViewController()
        window.rootViewController = root
        let card = CountingView(frame: rect(0, 0, 100, 100))
        let strip = View()
        strip.relativeFrame = rect(0, 0.5, 1, 0.5)
        card.addSubview(strip)
        root.view.addSubview(card)
        let eventsBefore = window.log.events.count
        card.frame.size = CGSize(width: 200, height: 100)
        #expect(card.passes == 0)
        window.advance(by: 0)
        #expect(card.passes == 1)
        #expect(strip.frame == rect(0, 50, 200, 50))
        card.frame.size = CGSize(width: 300, height: 100)
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(card.passes == 2)
        card.setNeedsLayout()
        window.pan(from: CGPoint(x: 10, y: 10), translations: [CGPoint(x: 0, y: 5)])
        #expect(card.passes == 3)
        card.setNeedsLayout()
        window.swipe(from: CGPoint(x: 10, y: 10), direction: .down)
        #expect(card.passes == 4)
        window.advance(by: 1)   // nothing marked: nothing runs
        #expect(card.passes == 4)
        // No TRAIT-4 layout pass ran for any of it.
        #expect(!window.log.events.dropFirst(eventsBefore).contains { if case .layoutPass = $0 { true } else { false } })
    }

    final class MarkingView: View {
        var marks: View?
        override func layoutSubviews() {
            super.layoutSubviews()
            marks?.setNeedsLayout()
        }
    }

    @Test("A run-loop turn reaches a view marked deep below views with nothing to lay out, one moved in marked, and one marked while the walk ran")
    func runLoopTurnReachesEveryMarkedView() throws {
        let window = try Window(device: .phone)
        window.makeKeyAndVisible()
        let root = ViewController()
        window.rootViewController = root
        let outer = View(frame: rect(0, 0, 100, 100))
        let inner = View(frame: rect(0, 0, 50, 50))
        let leaf = CountingView(frame: rect(0, 0, 10, 10))
        inner.addSubview(leaf)
        outer.addSubview(inner)
        root.view.addSubview(outer)
        window.advance(by: 0)
        leaf.frame.size = CGSize(width: 20, height: 20)
        window.advance(by: 0)
        #expect(leaf.passes == 1)
        // Marked while in no window, then put into a tree laid out already.
        let loose = CountingView(frame: rect(0, 0, 10, 10))
        loose.setNeedsLayout()
        inner.addSubview(loose)
        window.advance(by: 0)
        #expect(loose.passes == 1)
        // A later sibling's layoutSubviews marks one the walk has passed: the next turn lays it out.
        let first = CountingView(frame: rect(0, 0, 10, 10))
        let second = MarkingView(frame: rect(0, 0, 10, 10))
        second.marks = first
        outer.addSubview(first)
        outer.addSubview(second)
        second.setNeedsLayout()
        window.advance(by: 0)
        window.advance(by: 0)
        #expect(first.passes == 1)
        #expect(!first.needsLayout)
    }

    @Test("bringSubviewToFront and sendSubviewToBack reorder; a view that is not a subview is ignored")
    func zOrder() {
        let parent = View()
        let (a, b, c) = (View(), View(), View())
        [a, b, c].forEach(parent.addSubview)
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        parent.sendSubviewToBack(c)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(View())
        #expect(parent.subviews.count == 3)
        parent.insertSubview(a, at: 1)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
    }

    @Test("A snapshot copies size, look and subviews at their places; it is in no superview and takes no touches")
    func snapshot() throws {
        let view = View(frame: rect(10, 10, 100, 80))
        view.backgroundColor = .red
        view.layer.cornerRadius = 12
        view.layer.masksToBounds = true
        view.alpha = 0.5
        let child = View(frame: rect(5, 5, 20, 20))
        child.backgroundColor = Color(white: 0.2, alpha: 1)
        view.addSubview(child)
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.superview == nil)
        #expect(snapshot.frame == rect(0, 0, 100, 80))
        #expect(snapshot.backgroundColor == .red && snapshot.alpha == 0.5)
        #expect(snapshot.layer.cornerRadius == 12 && snapshot.layer.masksToBounds)
        #expect(snapshot.subviews.count == 1 && snapshot.subviews[0].frame == rect(5, 5, 20, 20))
        #expect(snapshot.subviews[0].backgroundColor == Color(white: 0.2, alpha: 1))
        #expect(snapshot.hitTest(CGPoint(x: 1, y: 1), with: nil) == nil)
    }

    @Test("Colours clamp to 0…1 and change alpha only through withAlphaComponent")
    func color() {
        #expect(Color(red: 2, green: -1, blue: 0.5, alpha: 3) == Color(red: 1, green: 0, blue: 0.5, alpha: 1))
        #expect(Color.black.withAlphaComponent(0.4) == Color(white: 0, alpha: 0.4))
    }
}

@Suite("Screen.main and Application.shared.keyWindow")
struct ScreenAndApplicationTests {
    @Test("The key window of this thread answers; the screen is its device's, the whole pad for a split window")
    func keyWindowAndScreen() throws {
        let phone = try Window(device: .phone, orientation: .landscape)
        phone.makeKeyAndVisible()
        #expect(Application.shared.keyWindow === phone && phone.isKeyWindow)
        #expect(Screen.main.bounds == rect(0, 0, 852, 393))
        #expect(Screen.main.scale == 3)
        let split = try Window(device: .padSplit, splitWidth: 320)
        split.makeKeyAndVisible()
        #expect(!phone.isKeyWindow)
        #expect(Screen.main.bounds == rect(0, 0, 820, 1180))
        #expect(split.bounds.width == 320)
    }

    @Test("A key window nobody keeps is no longer key")
    func weakKeyWindow() throws {
        do {
            let window = try Window(device: .pad)
            window.makeKeyAndVisible()
            #expect(Application.shared.keyWindow != nil)
        }
        #expect(Application.shared.keyWindow == nil)
        #expect(Screen.main.bounds == .zero)
    }

    @Test("A window made key held until resigned is key while held, and ends with its owner once resigned")
    func heldKeyWindow() throws {
        weak var ended: Window?
        do {
            let window = try Window(device: .pad)
            window.makeKeyAndVisible(heldUntilResigned: true)
            ended = window
            #expect(Application.shared.keyWindow === window && window.isKeyWindow)
            window.resignKey()
            #expect(Application.shared.keyWindow == nil)
        }
        #expect(ended == nil)
        // A held window another window replaced as key is no longer key, and its resignation
        // leaves the other key.
        let first = try Window(device: .phone)
        first.makeKeyAndVisible(heldUntilResigned: true)
        let second = try Window(device: .pad)
        second.makeKeyAndVisible()
        #expect(Application.shared.keyWindow === second && !first.isKeyWindow)
        first.resignKey()
        #expect(Application.shared.keyWindow === second)
    }

    @Test("Each thread sees its own key window, and a thread made after another ended sees none")
    func keyWindowPerThread() throws {
        let window = try Window(device: .phone)
        window.makeKeyAndVisible()
        nonisolated(unsafe) var keptElsewhere: Window?
        nonisolated(unsafe) var seenElsewhere: [Bool] = []
        func onNewThread(_ body: @escaping @Sendable () -> Void) {
            let done = DispatchSemaphore(value: 0)
            let thread = Thread { body(); done.signal() }
            thread.start()
            done.wait()
        }
        onNewThread {
            seenElsewhere.append(Application.shared.keyWindow == nil)
            let other = try? Window(device: .pad)
            other?.makeKeyAndVisible()
            keptElsewhere = other
            seenElsewhere.append(Application.shared.keyWindow === other)
        }
        // This thread's answer did not move, though another thread asked and made a window key last.
        #expect(Application.shared.keyWindow === window)
        onNewThread { seenElsewhere.append(Application.shared.keyWindow == nil) }
        #expect(seenElsewhere == [true, true, true])
        #expect(keptElsewhere != nil && Application.shared.keyWindow === window)
    }
}

@Suite("ViewController: a new view's frame")
struct NewViewFrameTests {
    @Test("A new view controller's view starts with the key window's bounds, and empty without one")
    func newViewFrame() throws {
        // A thread on which no window was made key.
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var frameElsewhere: CGRect?
        let thread = Thread {
            frameElsewhere = ViewController().view.frame
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(frameElsewhere == .zero)
        let window = try Window(device: .phoneMax)
        window.makeKeyAndVisible()
        #expect(ViewController().view.frame == rect(0, 0, 430, 932))
    }
}
