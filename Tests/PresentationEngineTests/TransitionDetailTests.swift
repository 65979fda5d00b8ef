import Foundation
import PresCheckCore
import PresCheckTestSupport
import PresentationEngine
import Testing

// Finer points of LIFE-6/7, FRAME-2/3, CTX-1/5/6, HIT-3, ADAPT-6, DETENT-3, TINT-1 (phone portrait
// 393×852 unless said otherwise).

/// A `.custom` controller counting reads of `presentedView` (FRAME-3: read once on re-entry).
final class CountingPresentationController: PresentationController {
    var reads = 0
    override var presentedView: View? {
        reads += 1
        return super.presentedView
    }
}

@Suite("Transition details")
struct TransitionDetailTests {
    @Test("LIFE-6: a transition started by a completion begins at elapsed 0; the rest of the advance is discarded")
    func chainedFromCompletion() throws {
        let s = try Stage()
        let a = vc("A", style: .overFullScreen)
        let b = vc("B", style: .overFullScreen)
        s.root.present(a, animated: true) { a.present(b, animated: true) }
        s.window.advance(by: 0.5)
        #expect(a.view.frameInWindow == rect(0, 0, 393, 852))
        #expect(b.presentingViewController === a)
        #expect(b.view.frameInWindow == rect(0, 852, 393, 852))
        #expect(s.window.isTransitionRunning)
        s.window.advance(by: 0.15)
        #expect(b.view.frameInWindow == rect(0, 426, 393, 852))
        s.window.advance(by: 0.15)
        #expect(b.view.frameInWindow == rect(0, 0, 393, 852))
        #expect(!s.window.isTransitionRunning)
    }

    @Test("LIFE-6: crossDissolve keeps the final frame and fades alpha, both ways")
    func crossDissolve() throws {
        let s = try Stage()
        let a = vc("A", style: .overFullScreen)
        a.modalTransitionStyle = .crossDissolve
        s.root.present(a, animated: true)
        #expect(a.view.frameInWindow == rect(0, 0, 393, 852))
        #expect(a.view.alpha == 0)
        s.window.advance(by: 0.15)
        #expect(close(a.view.alpha, 0.5))
        s.window.advance(by: 0.15)
        #expect(a.view.alpha == 1)
        s.root.dismiss(animated: true)
        s.window.advance(by: 0.075)
        #expect(close(a.view.alpha, 0.75))
        #expect(a.view.frameInWindow == rect(0, 0, 393, 852))
        s.window.advance(by: 0.225)
        #expect(a.view.window == nil)
    }

    @Test("LIFE-7: FRAME-2 removal happens at DidEnd, not before")
    func removalAtDidEnd() throws {
        let s = try Stage()
        let full = vc("F", style: .fullScreen)
        s.root.present(full, animated: true)
        s.window.advance(by: 0.15)
        #expect(s.root.view.window === s.window)
        s.window.advance(by: 0.15)
        #expect(s.root.view.window == nil)
    }

    @Test("FRAME-2: .overFullScreen over .fullScreen keeps R out; .fullScreen over .overFullScreen takes both out")
    func removalCombinations() throws {
        let s1 = try Stage()
        let f1 = vc("F", style: .fullScreen)
        let o1 = vc("O", style: .overFullScreen)
        s1.root.present(f1, animated: false)
        f1.present(o1, animated: false)
        #expect(s1.root.view.window == nil)
        #expect(f1.view.frameInWindow == rect(0, 0, 393, 852))
        #expect(o1.view.frameInWindow == rect(0, 0, 393, 852))

        let s2 = try Stage()
        let o2 = vc("O", style: .overFullScreen)
        let f2 = vc("F", style: .fullScreen)
        s2.root.present(o2, animated: false)
        o2.present(f2, animated: false)
        #expect(s2.root.view.window == nil)
        #expect(o2.view.window == nil)
        f2.dismiss(animated: false)
        // FRAME-5: back as before.
        #expect(s2.root.view.window === s2.window)
        #expect(o2.view.frameInWindow == rect(0, 0, 393, 852))
        #expect(s2.window.subviews.count == 2)
        #expect(s2.window.subviews.first === s2.root.view)
    }

    @Test("FRAME-3: the engine reads presentedView once when a custom presented view re-enters the window")
    func readsPresentedViewOnce() throws {
        let s = try Stage()
        let x = vc("X")
        var made: CountingPresentationController?
        s.custom(x, ControllerFactory {
            let controller = CountingPresentationController(presentedViewController: $0, presenting: $1)
            made = controller
            return controller
        })
        s.root.present(x, animated: false)
        let full = vc("F", style: .fullScreen)
        x.present(full, animated: false)
        #expect(x.view.window == nil)
        let controller = try #require(made)
        controller.reads = 0
        full.dismiss(animated: true)
        #expect(x.view.window === s.window)
        #expect(controller.reads == 1)
        #expect(x.view.frameInWindow == rect(0, 0, 393, 852))
    }

    @Test("TINT-1: the presenter's own mode comes back, not just the effective one")
    func tintRestoresOwnMode() throws {
        let s = try PopoverStage(device: .pad)
        s.root.view.tintAdjustmentMode = .normal
        let p = s.popover()
        s.root.present(p, animated: false)
        #expect(s.root.view.tintAdjustmentMode == .dimmed)
        s.root.dismiss(animated: false)
        #expect(s.root.view.tintAdjustmentMode == .normal)
    }

    @Test("DETENT-3: a detent change during the presentation applies when the transition ends")
    func detentChangeDuringTransition() throws {
        let s = try Stage()
        let sheet = vc("S", style: .pageSheet)
        let controller = try #require(sheet.presentationController as? SheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.largestUndimmedDetentIdentifier = .medium
        s.root.present(sheet, animated: true)
        s.window.advance(by: 0.15)
        #expect(sheet.view.frameInWindow == rect(0, 444 + 426, 393, 408))
        controller.selectedDetentIdentifier = .large
        #expect(sheet.view.frameInWindow == rect(0, 444 + 426, 393, 408))
        s.window.advance(by: 0.15)
        #expect(sheet.view.frameInWindow == rect(0, 69, 393, 783))
        #expect(controller.dimmingViewInContainer?.alpha == 1)
        #expect(s.root.view.effectiveTintAdjustmentMode == .dimmed)
    }

    @Test("LIFE-1: dismiss during an interactive dismissal is refused")
    func dismissDuringInteractive() throws {
        let s = try Stage()
        let a = vc("A", style: .overFullScreen)
        s.root.present(a, animated: false)
        s.window.beginInteractiveDismissal(of: a)
        let mark = s.mark
        s.root.dismiss(animated: false)
        s.root.present(vc("B"), animated: false)
        #expect(s.trace(since: mark) == ["warning: transition in progress", "warning: transition in progress"])
        s.window.cancelInteractiveDismissal()
        #expect(a.presentingViewController === s.root)
    }
}

@Suite("Context details (CTX-1, CTX-5, CTX-6, HIT-3, ADAPT-6)")
struct ContextDetailTests {
    @Test("CTX-1: a NavigationController defines the context by default")
    func navigationDefinesContext() throws {
        let content = vc("C")
        let nav = NavigationController(rootViewController: content)
        nav.title = "N"
        let s = try Stage { root in
            root.addChild(nav)
            nav.view.relativeFrame = rect(0, 0.5, 1, 0.5)
            root.view.addSubview(nav.view)
            nav.didMove(toParent: root)
        }
        #expect(nav.definesPresentationContext)
        #expect(content.view.frameInWindow == rect(0, 426, 393, 426))
        let p = vc("P", style: .overCurrentContext)
        content.present(p, animated: false)
        #expect(p.presentingViewController === nav)
        #expect(content.presentedViewController === p)   // via its ancestor N
        #expect(p.view.frameInWindow == rect(0, 426, 393, 426))
        #expect(s.window.tap(at: CGPoint(x: 10, y: 10)) === s.root.view)
    }

    @Test("CTX-1 inside a presented layer: the walk ends at the defining child, or at the layer root")
    func contextInsidePresentedLayer() throws {
        let s = try Stage()
        let a = vc("A", style: .overFullScreen)
        let k = vc("K")
        a.addChild(k)
        k.view.relativeFrame = rect(0, 0, 1, 0.5)
        a.view.addSubview(k.view)
        k.didMove(toParent: a)
        s.root.present(a, animated: false)
        #expect(k.view.frameInWindow == rect(0, 0, 393, 426))

        let p = vc("P", style: .overCurrentContext)
        k.present(p, animated: false)
        // No definer: the layer root A is the presenter; the context is A's view.
        #expect(p.presentingViewController === a)
        #expect(p.view.frameInWindow == rect(0, 0, 393, 852))
        a.dismiss(animated: false)
        #expect(a.presentingViewController === s.root)

        k.definesPresentationContext = true
        k.present(p, animated: false)
        #expect(p.presentingViewController === k)
        #expect(p.view.frameInWindow == rect(0, 0, 393, 426))
        #expect(p.presentationController?.containerView?.superview === a.view)
        #expect(s.window.tap(at: CGPoint(x: 10, y: 500)) === a.view)
    }

    @Test("CTX-6: a context presenter that provides its transition style lends it")
    func providesTransitionStyle() throws {
        let s = try SplitStage()
        s.bottom.providesPresentationContextTransitionStyle = true
        s.bottom.modalTransitionStyle = .crossDissolve
        let p = vc("P", style: .overCurrentContext)
        s.bottom.present(p, animated: true)
        s.window.advance(by: 0.15)
        #expect(p.view.frameInWindow == rect(0, 426, 393, 426))
        #expect(close(p.view.alpha, 0.5))
    }

    @Test("HIT-3 and CTX-5 with a context presentation and a full-window one side by side")
    func siblingLayers() throws {
        let s = try SplitStage()
        let ctx = vc("X", style: .overCurrentContext)
        s.bottom.present(ctx, animated: false)
        let full = vc("O", style: .overFullScreen)
        s.top.present(full, animated: false)              // CTX-2: presenter R, which presents nothing yet
        #expect(full.presentingViewController === s.root)
        let ctxContainer = try #require(ctx.presentationController?.containerView)
        let fullContainer = try #require(full.presentationController?.containerView)
        #expect(s.window.subviews.map(ObjectIdentifier.init) == [s.root.view, fullContainer].map(ObjectIdentifier.init))
        #expect(s.root.view.subviews.map(ObjectIdentifier.init)
                == [s.top.view, s.bottom.view, ctxContainer].map(ObjectIdentifier.init))
        // CTX-5: B's nearest presenting VC is B itself; T's is R.
        #expect(s.bottom.presentedViewController === ctx)
        #expect(s.top.presentedViewController === full)
        #expect(s.root.presentedViewController === full)
        #expect(s.window.tap(at: CGPoint(x: 10, y: 500)) === full.view)
        // Dismissing R's presentation leaves B's.
        s.root.dismiss(animated: false)
        #expect(full.presentingViewController == nil)
        #expect(ctx.presentingViewController === s.bottom)
        #expect(s.window.tap(at: CGPoint(x: 10, y: 500)) === ctx.view)
    }

    @Test("ADAPT-6: a substitute provides the presented view while adapted; links name the original")
    func substitute() throws {
        let s = try PopoverStage(device: .padSplit, splitWidth: 320)
        let p = s.popover()
        let sub = vc("Sub")
        let delegate = RecordingAdaptiveDelegate()
        delegate.substitute = sub
        s.adaptiveDelegate(of: p, delegate)
        s.root.present(p, animated: false)
        #expect(sub.view.frameInWindow == rect(0, 34, 320, 1146))
        #expect(p.isViewLoaded == false || p.view.window == nil)
        #expect(s.root.presentedViewController === p)
        #expect(p.presentingViewController === s.root)
        #expect(s.window.presentations.first?.presentedViewController === p)
        #expect(s.window.resize(toWidth: 678))
        #expect(p.view.frameInWindow == rect(10, 157, 320, 480))
        #expect(sub.view.window == nil)
        #expect(s.root.presentedViewController === p)
    }

    @Test("CTX-4, LIFE-6: a context container that left with its presenter's view keeps that view's frame, the travel of its dismissal")
    func contextContainerOutOfWindowKeepsPresenterFrame() throws {
        // pad-split 678 × 1180, safe (24, 0, 20, 0). P1 popover at the button (20, 100, 100, 44):
        // A = (10, 34, 658, 1116), x = clamp(70 − 160, 10, 348) = 10, y = 144 + 13 = 157.
        let s = try PopoverStage(device: .padSplit, splitWidth: 678)
        let p1 = s.popover("P1")
        let s1 = vc("S1")
        let delegate = RecordingAdaptiveDelegate(answer: .formSheet)
        delegate.substitute = s1
        s.adaptiveDelegate(of: p1, delegate)
        s.root.present(p1, animated: false)
        #expect(p1.view.frameInWindow == rect(10, 157, 320, 480))
        let p2 = vc("P2", style: .currentContext)
        p1.present(p2, animated: false)
        let controller = try #require(p2.presentationController)
        let container = try #require(controller.containerView)
        // CTX-1: no context defined, so the presenter is P1, the layer root; CTX-4: P1's view frame.
        #expect(container.frameInWindow == rect(10, 157, 320, 480))
        #expect(p2.view.frameInWindow == rect(10, 157, 320, 480))

        // 320: compact width, P1 adapts to a form sheet (ADAPT-2) and S1 stands in (ADAPT-6): SHEET-1,
        // M = 1180 − 34 − 20 = 1126, height 1126 + 20 = 1146, y = 1180 − 1146 = 34. P1's view keeps
        // S1's place (Reading POP-1.e); P2's container leaves with it (Reading ADAPT-6.b) and keeps
        // P1's view frame (CTX-4, Reading TRAIT-2.c), in the coordinates of P1's container (0, 0, 320, 1180).
        #expect(s.window.resize(toWidth: 320))
        #expect(s1.view.frameInWindow == rect(0, 34, 320, 1146))
        #expect(container.window == nil)
        #expect(p1.view.frame == rect(0, 34, 320, 1146))
        #expect(container.frame == rect(0, 34, 320, 1146))
        #expect(s.window.laidOutFrame(of: p2.view) == rect(0, 34, 320, 1146))

        // LIFE-8 at p = 0.5, LIFE-6 coverVertical: down by 0.5 · 1146 = 573 (the container's height,
        // not the window's 1180): y = 34 + 573 = 607.
        s.window.beginInteractiveDismissal(of: p2)
        #expect(s.window.laidOutFrame(of: p2.view) == rect(0, 34, 320, 1146))
        s.window.updateInteractiveDismissal(progress: 0.5)
        #expect(s.window.laidOutFrame(of: p2.view) == rect(0, 607, 320, 1146))
        s.window.finishInteractiveDismissal()
        // The rest, 0.5 · 0.3 s = 0.15 s, ends it; P1 presents nothing, S1 stays in its place.
        s.window.advance(by: 0.15)
        #expect(p1.presentedViewController == nil)
        #expect(s.window.presentations.count == 1)
        #expect(s1.view.frameInWindow == rect(0, 34, 320, 1146))
    }
}
