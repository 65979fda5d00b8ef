import Foundation
import PresCheckCore
import PresentationEngine
import Testing

@Suite("View: hit testing (HIT-1)")
struct HitTestingTests {
    /// A parent (10, 10, 100, 100) with a child (50, 50, 100, 100) that sticks out of it.
    private func tree() -> (parent: View, child: View) {
        let parent = View(frame: rect(10, 10, 100, 100))
        let child = View(frame: rect(50, 50, 100, 100))
        parent.addSubview(child)
        return (parent, child)
    }

    @Test("Half-open bounds: minX/minY inside, maxX/maxY outside")
    func halfOpen() {
        let (parent, _) = tree()
        #expect(parent.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(parent.point(inside: CGPoint(x: 99.999, y: 99.999), with: nil))
        #expect(!parent.point(inside: CGPoint(x: 100, y: 50), with: nil))
        #expect(!parent.point(inside: CGPoint(x: 50, y: 100), with: nil))
        #expect(!parent.point(inside: CGPoint(x: -0.001, y: 50), with: nil))
        #expect(parent.hitTest(CGPoint(x: 0, y: 0), with: nil) === parent)
        #expect(parent.hitTest(CGPoint(x: 100, y: 0), with: nil) == nil)
        // The child's own origin (50, 50) in parent coordinates is the child.
        #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === parent.subviews.first)
        #expect(parent.hitTest(CGPoint(x: 49.999, y: 50), with: nil) === parent)
    }

    @Test("Only a qualifying view's subviews are tested: the child's part outside the parent is not hit")
    func outsideParent() throws {
        let s = try Stage()
        let (parent, child) = tree()
        s.root.view.addSubview(parent)
        // Window (130, 130) is inside the child's frame (60..160) but outside the parent (10..110).
        #expect(s.window.tap(at: CGPoint(x: 130, y: 130)) === s.root.view)
        #expect(s.window.tap(at: CGPoint(x: 100, y: 100)) === child)
        #expect(s.window.tap(at: CGPoint(x: 20, y: 20)) === parent)
        #expect(s.window.tap(at: CGPoint(x: 393, y: 10)) == nil)      // outside the window
        #expect(s.window.tap(at: CGPoint(x: 392.999, y: 851.999)) === s.root.view)
    }

    @Test("alpha below 0.01 does not qualify; exactly 0.01 does")
    func alpha() {
        let (parent, child) = tree()
        child.alpha = 0.0099
        #expect(parent.hitTest(CGPoint(x: 60, y: 60), with: nil) === parent)
        child.alpha = 0.01
        #expect(parent.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
        parent.alpha = 0.005
        #expect(parent.hitTest(CGPoint(x: 60, y: 60), with: nil) == nil)
        #expect(!parent.canReceiveTouches)
    }

    @Test("Hidden views and their subviews do not qualify")
    func hidden() {
        let (parent, child) = tree()
        child.isHidden = true
        #expect(parent.hitTest(CGPoint(x: 60, y: 60), with: nil) === parent)
        child.isHidden = false
        parent.isHidden = true
        #expect(parent.hitTest(CGPoint(x: 60, y: 60), with: nil) == nil)
    }

    @Test("User interaction off: the view and its subviews do not qualify")
    func interactionOff() throws {
        let s = try Stage()
        let (parent, child) = tree()
        s.root.view.addSubview(parent)
        parent.isUserInteractionEnabled = false
        #expect(s.window.tap(at: CGPoint(x: 100, y: 100)) === s.root.view)
        parent.isUserInteractionEnabled = true
        child.isUserInteractionEnabled = false
        #expect(s.window.tap(at: CGPoint(x: 100, y: 100)) === parent)
    }

    @Test("Front-most subview first; the deepest qualifying view wins")
    func frontMost() {
        let root = View(frame: rect(0, 0, 200, 200))
        let back = View(frame: rect(0, 0, 100, 100))
        let front = View(frame: rect(50, 50, 100, 100))
        let deep = View(frame: rect(0, 0, 10, 10))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(deep)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 49, y: 49), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === deep)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
    }

    @Test("tap runs the recognizer of the hit view or its nearest ancestor")
    func tapRecognizer() throws {
        let s = try Stage()
        let (parent, child) = tree()
        s.root.view.addSubview(parent)
        var taps: [String] = []
        parent.addGestureRecognizer(TapGestureRecognizer { _ in taps.append("parent") })
        #expect(s.window.tap(at: CGPoint(x: 100, y: 100)) === child)
        #expect(taps == ["parent"])
        child.addGestureRecognizer(TapGestureRecognizer { _ in taps.append("child") })
        s.window.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == ["parent", "child"])
    }
}

@Suite("View: safe area (TRAIT-3), tint (TINT-1), geometry")
struct ViewGeometryTests {
    @Test("Split children on phone portrait: T gets the top inset, B the bottom one")
    func splitPortrait() throws {
        let s = try SplitStage()
        #expect(s.root.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(s.top.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(s.bottom.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test("Split children on phone landscape (852×393, safe 0,59,21,59)")
    func splitLandscape() throws {
        let s = try SplitStage(orientation: .landscape)
        #expect(s.top.view.frameInWindow == rect(0, 0, 852, 196.5))
        #expect(s.bottom.view.frameInWindow == rect(0, 196.5, 852, 196.5))
        #expect(s.top.view.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
        #expect(s.bottom.view.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test("Partial overlaps with the safe area, floored at 0; zero outside a window")
    func partialInsets() throws {
        let s = try Stage()
        let a = View(frame: rect(100, 30, 50, 50))      // 29 pt under the top inset
        let b = View(frame: rect(0, 800, 393, 30))      // maxY 830: 34 − 22 = 12
        let c = View(frame: rect(0, 100, 393, 100))     // clear of both
        for v in [a, b, c] { s.root.view.addSubview(v) }
        #expect(a.safeAreaInsets == EdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
        #expect(b.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 12, right: 0))
        #expect(c.safeAreaInsets == .zero)
        // A nested view: insets in window terms.
        let nested = View(frame: rect(10, 10, 10, 10))  // window (110, 40): top 59 − 40 = 19
        a.addSubview(nested)
        #expect(nested.safeAreaInsets == EdgeInsets(top: 19, left: 0, bottom: 0, right: 0))
        #expect(nested.frameInWindow == rect(110, 40, 10, 10))
        #expect(View(frame: rect(0, 0, 10, 10)).safeAreaInsets == .zero)
        #expect(View(frame: rect(0, 0, 10, 10)).frameInWindow == nil)
    }

    @Test("TINT-1: effective mode is the first non-automatic one up the superviews, .normal at the window")
    func tintInheritance() throws {
        let s = try Stage()
        let a = View(frame: rect(0, 0, 10, 10))
        let b = View(frame: rect(0, 0, 5, 5))
        s.root.view.addSubview(a)
        a.addSubview(b)
        #expect(b.effectiveTintAdjustmentMode == .normal)
        s.root.view.tintAdjustmentMode = .dimmed
        #expect(b.effectiveTintAdjustmentMode == .dimmed)
        a.tintAdjustmentMode = .normal
        #expect(b.effectiveTintAdjustmentMode == .normal)
        #expect(View().effectiveTintAdjustmentMode == .normal)
    }

    @Test("TRAIT-2: relativeFrame maps into the parent's bounds at every layout pass")
    func relativeFrames() {
        #expect(rect(0, 0.5, 1, 0.5).mappedFromUnit(into: rect(0, 0, 393, 852)) == rect(0, 426, 393, 426))
        #expect(rect(0.25, 0.25, 0.5, 0.5).mappedFromUnit(into: rect(0, 0, 820, 1180)) == rect(205, 295, 410, 590))
    }

    @Test("TRAIT-1: rotation swaps the size; pad-split refuses rotation, other devices refuse resize")
    func traitChanges() throws {
        let s = try SplitStage()
        #expect(s.window.rotate(to: .landscape))
        #expect(s.window.frame == rect(0, 0, 852, 393))
        #expect(s.window.traitCollection == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact,
                                                            userInterfaceIdiom: .phone))
        #expect(s.root.view.frameInWindow == rect(0, 0, 852, 393))
        #expect(!s.window.resize(toWidth: 320))
        let split = try Stage(device: .padSplit, splitWidth: 405)
        #expect(split.window.traitCollection.horizontalSizeClass == .compact)
        #expect(!split.window.rotate(to: .landscape))
        #expect(split.window.resize(toWidth: 507))
        #expect(split.window.traitCollection.horizontalSizeClass == .regular)
        #expect(split.root.view.frameInWindow == rect(0, 0, 507, 1180))
        #expect(!split.window.resize(toWidth: 500))   // not a catalogue width
        #expect(split.window.frame.width == 507)
    }
}
