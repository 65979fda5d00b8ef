import Foundation
import PresCheckCore
import PresCheckTestSupport
import PresentationEngine
import Testing

// Tests of the Simplenote card port (PortedCardPresentation.swift). Phone portrait 393 × 852, card
// content 300 pt: the card is (0, 552, 393, 300); both animators take 0.25 s.

/// Records what the card's observer is told (in the app, the view controller that shows the card).
private final class DismissalLog: CardDismissalObserver {
    private(set) var reasons: [CardDismissalReason] = []
    func cardWentAway(_ viewController: ViewController, because reason: CardDismissalReason) {
        reasons.append(reason)
    }
}

/// A card whose swipe may start only in its top 44 pt (a header).
private final class NoteOptionsViewController: ViewController, SwipeStartFilter {
    func allowsSwipe(startingAt location: CGPoint) -> Bool {
        location.y < 44
    }
}

@Suite("Ported: Simplenote's card presentation controller")
struct PortedCardPresentationTests {
    private final class Host {
        let window: Window
        let root = ViewController()
        let delegate = NoteCardTransitions()
        let log = DismissalLog()
        let card = NoteOptionsViewController()

        init(orientation: Orientation = .portrait, contentHeight: CGFloat = 300) throws {
            window = try Window(device: .phone, orientation: orientation)
            window.rootViewController = root
            delegate.observer = log
            card.title = "Options"
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            card.preferredContentSize = CGSize(width: 0, height: contentHeight)
        }

        var controller: NoteCardPresentationController? { card.presentationController as? NoteCardPresentationController }
        var cardView: View? { controller?.presentedView }

        /// Presents the card and lets its 0.25 s slide end.
        func presentCard() throws -> NoteCardPresentationController {
            root.present(card, animated: true)
            window.advance(by: 0.25)
            return try #require(controller)
        }
    }

    @Test("the card rises from one card height below in 0.25 s, as tall as its content, the dimming view fading in alongside")
    func presents() throws {
        let host = try Host()
        host.root.present(host.card, animated: true)
        let controller = try #require(host.controller)
        #expect(controller.shade.alpha == 0)
        #expect(host.cardView?.frameInWindow == CGRect(x: 0, y: 852, width: 393, height: 300))
        host.window.advance(by: 0.125)
        #expect(close(controller.shade.alpha, 0.5))
        #expect(close(host.cardView?.frameInWindow, CGRect(x: 0, y: 702, width: 393, height: 300)))
        host.window.advance(by: 0.125)
        // Top = max(852 − 300, 59 + 10, 852 / 2) = 552; full width (no side insets in portrait).
        #expect(!host.window.isTransitionRunning)
        #expect(host.cardView?.frameInWindow == CGRect(x: 0, y: 552, width: 393, height: 300))
        #expect(host.cardView?.transform == .identity)
        #expect(host.card.view.frameInWindow == CGRect(x: 0, y: 552, width: 393, height: 300))
        #expect(host.card.view.superview === host.cardView)
        #expect(controller.shade.alpha == 1)
        #expect(controller.shade.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("tall content stops at the middle in regular height, and at the safe top + 10 in compact height")
    func heightLimits() throws {
        let portrait = try Host(contentHeight: 700)
        _ = try portrait.presentCard()
        // max(852 − 700, 69, 426) = 426.
        #expect(portrait.cardView?.frameInWindow == CGRect(x: 0, y: 426, width: 393, height: 426))

        let landscape = try Host(orientation: .landscape, contentHeight: 700)
        _ = try landscape.presentCard()
        // 852 × 393, safe left and right 59, top 0: x = 59, width 734, top = max(393 − 700, 0 + 10) = 10.
        #expect(landscape.cardView?.frameInWindow == CGRect(x: 59, y: 10, width: 734, height: 383))
    }

    @Test("willTransition(to:with:) swaps the card's size-class layout alongside a rotation")
    func rotation() throws {
        let host = try Host()
        let controller = try host.presentCard()
        #expect(host.window.rotate(to: .landscape))
        // Compact height: the layout chosen in willTransition drops the middle limit (393 / 2 =
        // 196.5, which the portrait layout would keep); top = max(393 − 300, 0 + 10) = 93.
        #expect(host.cardView?.frameInWindow == CGRect(x: 59, y: 93, width: 734, height: 300))
        #expect(controller.shade.frameInWindow == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(host.window.rotate(to: .portrait))
        #expect(host.cardView?.frameInWindow == CGRect(x: 0, y: 552, width: 393, height: 300))
    }

    @Test("a tap outside the card dismisses it, sliding down in 0.25 s, and tells the observer: outside tap")
    func tapOutside() throws {
        let host = try Host()
        let controller = try host.presentCard()
        #expect(host.window.tap(at: CGPoint(x: 200, y: 300)) === controller.shade)
        #expect(host.log.reasons == [.tapOutside])
        #expect(host.window.isTransitionRunning)
        host.window.advance(by: 0.125)
        #expect(close(controller.shade.alpha, 0.5))
        #expect(close(host.cardView?.frameInWindow, CGRect(x: 0, y: 702, width: 393, height: 300)))
        host.window.advance(by: 0.125)
        #expect(host.root.presentedViewController == nil)
        #expect(controller.shade.window == nil)
        #expect(host.cardView?.window == nil)
    }

    @Test("a tap on the card does nothing")
    func tapOnTheCard() throws {
        let host = try Host()
        _ = try host.presentCard()
        #expect(host.window.tap(at: CGPoint(x: 200, y: 700)) === host.card.view)
        #expect(host.log.reasons.isEmpty)
        #expect(!host.window.isTransitionRunning)
    }

    @Test("a pan the card refuses (below its header) starts no dismissal")
    func refusedPan() throws {
        let host = try Host()
        _ = try host.presentCard()
        // 552 + 100 is 100 pt into the card: below the 44 pt header.
        host.window.pan(from: CGPoint(x: 200, y: 652), translations: [CGPoint(x: 0, y: 200)], velocity: CGPoint(x: 0, y: 2000))
        #expect(!host.window.isTransitionRunning)
        #expect(host.root.presentedViewController === host.card)
        #expect(host.log.reasons.isEmpty)
        #expect(host.controller?.swipeInteraction == nil)
    }

    @Test("a swipe from the header to 20 % and let go: the card follows, slides back in 0.05 s, and everything is as before (LIFE-4, LIFE-8)")
    func swipeCancelled() throws {
        let host = try Host()
        let controller = try host.presentCard()
        let containerSubviews = controller.containerView?.subviews.map(ObjectIdentifier.init)
        // 20 pt into the card's header; 30 then 60 pt down: 0.1, then 0.2 of its 300 pt; released
        // there, still (the release reports no move of its own, so the last move is repeated).
        host.window.pan(from: CGPoint(x: 200, y: 572),
                        translations: [CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 60)])
        // p = 0.2: the card is 0.2 · 300 = 60 lower, the dimming at 0.8.
        #expect(close(host.cardView?.frameInWindow, CGRect(x: 0, y: 612, width: 393, height: 300)))
        #expect(close(controller.shade.alpha, 0.8))
        let coordinator = try #require(host.card.transitionCoordinator)
        #expect(coordinator.percentComplete == 0.2)
        #expect(coordinator.isCancelled)
        #expect(controller.swipeInteraction == nil)
        // Cancelled at 0.2: it plays back over 0.2 · 0.25 = 0.05 s.
        host.window.advance(by: 0.025)
        #expect(close(host.cardView?.frameInWindow, CGRect(x: 0, y: 582, width: 393, height: 300)))
        #expect(close(controller.shade.alpha, 0.9))
        host.window.advance(by: 0.025)
        #expect(!host.window.isTransitionRunning)
        // Everything as before the swipe; the observer heard nothing.
        #expect(host.root.presentedViewController === host.card)
        #expect(host.cardView?.frameInWindow == CGRect(x: 0, y: 552, width: 393, height: 300))
        #expect(host.cardView?.transform == .identity)
        #expect(controller.shade.alpha == 1)
        #expect(controller.shade.window === host.window)
        #expect(controller.containerView?.subviews.map(ObjectIdentifier.init) == containerSubviews)
        #expect(host.log.reasons.isEmpty)
        // The recognizers are still there: a tap outside still dismisses.
        #expect(host.window.tap(at: CGPoint(x: 200, y: 300)) === controller.shade)
        #expect(host.log.reasons == [.tapOutside])
    }

    @Test("a swipe past 30 % and let go: it finishes over the rest of 0.25 s, dismissed once, the observer told: swipe")
    func swipeFinished() throws {
        let host = try Host()
        let controller = try host.presentCard()
        // 60 then 120 pt down: 0.2, then 0.4 > 0.3, released there, still.
        host.window.pan(from: CGPoint(x: 200, y: 572),
                        translations: [CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 120), CGPoint(x: 0, y: 120)])
        #expect(host.log.reasons == [.swipe])
        #expect(close(host.cardView?.frameInWindow, CGRect(x: 0, y: 672, width: 393, height: 300)))
        #expect(close(controller.shade.alpha, 0.6))
        #expect(host.window.isTransitionRunning)
        // The rest, 0.6 · 0.25 = 0.15 s: half-way through, p = 0.7.
        host.window.advance(by: 0.075)
        #expect(close(host.cardView?.frameInWindow, CGRect(x: 0, y: 762, width: 393, height: 300)))
        #expect(close(controller.shade.alpha, 0.3))
        host.window.advance(by: 0.075)
        #expect(!host.window.isTransitionRunning)
        #expect(host.root.presentedViewController == nil)
        #expect(host.card.presentingViewController == nil)
        #expect(controller.shade.window == nil)
        #expect(host.cardView?.window == nil)
        host.window.advance(by: 1)
        #expect(host.log.reasons == [.swipe])
        #expect(host.window.subviews.count == 1)
    }

    @Test("a flick faster than 1600 pt/s down finishes from where it is; a release moving up cancels")
    func flickAndUpward() throws {
        let flick = try Host()
        _ = try flick.presentCard()
        // One move of 30 pt (p = 0.1 is never set: the only `.changed` is the release), at 2000 pt/s.
        flick.window.pan(from: CGPoint(x: 200, y: 572), translations: [CGPoint(x: 0, y: 30)], velocity: CGPoint(x: 0, y: 2000))
        #expect(flick.log.reasons == [.swipe])
        #expect(flick.cardView?.frameInWindow == CGRect(x: 0, y: 552, width: 393, height: 300))
        // Finished at p = 0: the whole 0.25 s.
        flick.window.advance(by: 0.125)
        #expect(close(flick.cardView?.frameInWindow, CGRect(x: 0, y: 702, width: 393, height: 300)))
        flick.window.advance(by: 0.125)
        #expect(flick.root.presentedViewController == nil)

        let upward = try Host()
        let controller = try upward.presentCard()
        // 150 pt down (0.5), then released at 120 pt moving up: cancelled from 0.4.
        upward.window.pan(from: CGPoint(x: 200, y: 572),
                          translations: [CGPoint(x: 0, y: 150), CGPoint(x: 0, y: 120), CGPoint(x: 0, y: 120)],
                          velocity: CGPoint(x: 0, y: -500))
        #expect(upward.card.transitionCoordinator?.isCancelled == true)
        upward.window.advance(by: 0.1)
        #expect(!upward.window.isTransitionRunning)
        #expect(upward.root.presentedViewController === upward.card)
        #expect(upward.cardView?.frameInWindow == CGRect(x: 0, y: 552, width: 393, height: 300))
        #expect(controller.shade.alpha == 1)
        #expect(upward.log.reasons.isEmpty)
    }
}
