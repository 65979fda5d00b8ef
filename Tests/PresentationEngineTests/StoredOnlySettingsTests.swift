import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// Settings the engine stores as UIKit's are but never applies: `PercentDrivenInteractiveTransition`'s
// `timingCurve` (the clock is linear) and the popover's `canOverlapSourceViewRect` (POP-1 and POP-3
// never overlap the source); and `sourceRect`, a `CGRect` whose default, `.null`, is the source
// view's bounds (POP-1).

@Suite("Stored-only settings: timingCurve, canOverlapSourceViewRect; sourceRect's null default")
struct StoredOnlySettingsTests {
    @Test("timingCurve is stored (nil by default) and does not change how finish() plays the rest")
    func timingCurveStored() throws {
        let curve = CubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.8), controlPoint2: CGPoint(x: 0.3, y: 1))
        #expect(curve.timingCurveType == .cubic)
        #expect(curve.cubicTimingParameters === curve)
        #expect(CubicTimingParameters().animationCurve == .easeInOut)
        #expect(CubicTimingParameters(animationCurve: .easeOut).timingCurveType == .builtin)

        // The same interactive presentation with and without a curve: the card is where the linear
        // clock puts it. At p = 0.5 the timeline is at 0.25 s of 0.5 s; finish() plays the rest, and
        // 0.1 s later it is at 0.35 s, a fraction 0.7: y = 852 − 400 · 0.7 = 572.
        var frames: [CGRect?] = []
        for timing in [nil, curve] as [CubicTimingParameters?] {
            let s = try Stage()
            let delegate = InteractiveCardDelegate()
            let interactor = PercentDrivenInteractiveTransition()
            #expect(interactor.timingCurve == nil)
            interactor.timingCurve = timing
            #expect(interactor.timingCurve === timing)
            delegate.presentInteractor = interactor
            s.retained.append(delegate)
            let card = vc("Card", style: .custom)
            card.transitioningDelegate = delegate
            s.root.present(card, animated: true)
            interactor.update(0.5)
            interactor.finish()
            s.window.advance(by: 0.1)
            frames.append(card.view.frameInWindow)
        }
        #expect(frames == [rect(0, 572, 393, 400), rect(0, 572, 393, 400)])
    }

    @Test("canOverlapSourceViewRect is stored (false by default) and does not move the popover (POP-1)")
    func canOverlapStored() throws {
        var frames: [CGRect?] = []
        for overlap in [false, true] {
            let s = try PopoverStage(device: .pad)
            let p = vc("P", style: .popover)
            let popover = try #require(p.popoverPresentationController)
            #expect(popover.canOverlapSourceViewRect == false)
            popover.canOverlapSourceViewRect = overlap
            #expect(popover.canOverlapSourceViewRect == overlap)
            popover.sourceView = s.root.view
            popover.sourceRect = rect(400, 1100, 40, 40)
            s.root.present(p, animated: false)
            frames.append(p.view.frameInWindow)
        }
        // As PopoverTests: above the source, (260, 607, 320, 480), either way.
        #expect(frames == [rect(260, 607, 320, 480), rect(260, 607, 320, 480)])
    }

    @Test("sourceRect is a CGRect: .null by default (the source view's bounds); .zero anchors at the view's origin")
    func sourceRectNullDefault() throws {
        let s = try PopoverStage(device: .pad)
        let p = vc("P", style: .popover)
        let popover = try #require(p.popoverPresentationController)
        #expect(popover.sourceRect.isNull)
        popover.sourceView = s.button
        s.root.present(p, animated: false)
        // The button's bounds, (20, 100, 100, 44) in the window: x = 70 − 160 clamped to 10;
        // below: 144 + 13 = 157, 157 + 480 ≤ 1150.
        #expect(p.view.frameInWindow == rect(10, 157, 320, 480))
        p.dismiss(animated: false)

        let q = vc("Q", style: .popover)
        let zero = try #require(q.popoverPresentationController)
        zero.sourceView = s.button
        zero.sourceRect = .zero
        #expect(!zero.sourceRect.isNull)
        s.root.present(q, animated: false)
        // The point (20, 100): x = 20 − 160 clamped to 10; below: 100 + 13 = 113.
        #expect(q.view.frameInWindow == rect(10, 113, 320, 480))
    }
}
