import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// Ported from Automattic/simplenote-ios, Simplenote/SPCardPresentationController.swift: a card at
// the bottom of the screen, as tall as its content, never above the safe area's top + 10 (nor above
// the middle in regular height), over a dimming view that fades in alongside; a tap outside the card
// dismisses it and tells a delegate why; a pan the presented view controller accepts starts a
// swipe-to-dismiss driven by a percent-driven interactive transition. Our own code of the same
// behaviour (each type names the original's); lines that are not a rename are marked `Port:`, what
// cannot be ported yet `Missing:`.

/// Why the card went away (the original's `SPCardDismissalReason`).
private enum CardDismissal {
    case swipe, tapOutside
}

/// Told when the card goes away (the original's `SPCardPresentationControllerDelegate`).
/// Port: the original declares it `: class` (deprecated); `AnyObject` here.
private protocol CardDismissalObserver: AnyObject {
    func cardWentAway(_ viewController: ViewController, because reason: CardDismissal)
}

/// Lets the presented view controller say where a swipe may start (the original's `SPCardConfigurable`).
private protocol SwipeStartFilter {
    func allowsSwipe(startingAt location: CGPoint) -> Bool
}

/// Stand-in for the app's rounded card wrapper: its content fills it.
private final class CardWrapperView: View {
    init() {
        super.init(frame: .zero)
        layer.cornerRadius = 10
    }

    func embed(_ content: View) {
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
    }
}

/// The original's `SPCardPresentationController`.
private final class BottomCardPresentationController: PresentationController {
    private let wrapper = CardWrapperView()
    let shade: View = {
        let shade = View()
        shade.backgroundColor = Color(white: 0, alpha: 0.4)  // Port: the app's own dimming colour.
        shade.autoresizingMask = [.flexibleWidth, .flexibleHeight]  // Port: the app's "filling subview" constraints.
        return shade
    }()
    // Port: both recognizers take closures in place of `target:action:` selectors.
    private lazy var shadeTap = TapGestureRecognizer { [weak self] in self?.shadeTapped($0) }
    private lazy var swipe: PanGestureRecognizer = {
        let pan = PanGestureRecognizer { [weak self] in self?.swipeMoved($0 as! PanGestureRecognizer) }
        pan.delegate = self
        return pan
    }()
    // Missing: the original keeps a `UIPercentDrivenInteractiveTransition?` for the length of a
    // swipe, which its transitioning delegate returns from `interactionControllerForDismissal(using:)`.

    weak var observer: CardDismissalObserver?

    override var presentedView: View? { wrapper }

    /// Port: the original pins the wrapper with constraints (bottom to the container; sides to the
    /// safe area in compact width, to the readable content guide in regular width; top at least the
    /// safe top + 10, and at least the centre in regular height; height at fitting-size priority).
    /// Here those constraints are a frame, with the content's fitting height taken from the presented
    /// view controller's `preferredContentSize.height`. Missing: `readableContentGuide`, so regular
    /// width uses the safe area too.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let safe = bounds.inset(by: containerView.safeAreaInsets)
        var top = max(bounds.maxY - presentedViewController.preferredContentSize.height, safe.minY + 10)
        if traitCollection.verticalSizeClass == .regular { top = max(top, bounds.midY) }
        return CGRect(x: safe.minX, y: top, width: safe.width, height: bounds.maxY - top)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        shade.addGestureRecognizer(shadeTap)
        containerView.addGestureRecognizer(swipe)
        shade.frame = containerView.bounds
        containerView.addSubview(shade)
        containerView.addSubview(wrapper)
        wrapper.frame = frameOfPresentedViewInContainerView
        wrapper.embed(presentedViewController.view)
        shade.alpha = 0
        fadeShade(to: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { tearDown() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        fadeShade(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { tearDown() }
    }

    // Missing: the original overrides `willTransition(to:with:)` (UIContentContainer) to swap its
    // width and height constraints alongside a trait change. Port: every layout pass, including the
    // one after a rotation, sets the frame again from the current traits.
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        wrapper.frame = frameOfPresentedViewInContainerView
    }

    private func tearDown() {
        shade.removeFromSuperview()
        wrapper.removeFromSuperview()
        shade.removeGestureRecognizer(shadeTap)
        containerView?.removeGestureRecognizer(swipe)
    }

    /// The original fades with the presenting view controller's coordinator.
    private func fadeShade(to alpha: CGFloat) {
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { [shade] _ in shade.alpha = alpha })
    }

    private func shadeTapped(_ tap: GestureRecognizer) {
        // Taps that land inside the card are not the shade's business.
        guard !wrapper.bounds.contains(tap.location(in: wrapper)) else { return }
        presentedViewController.dismiss(animated: true)
        observer?.cardWentAway(presentedViewController, because: .tapOutside)
    }

    private func swipeMoved(_ pan: PanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = min(max(pan.translation(in: view).y / wrapper.bounds.height, 0), 1)
        switch pan.state {
        case .began:
            // Missing: a new percent-driven interactive transition is made here.
            presentedViewController.dismiss(animated: true)
            follow(progress)
        case .changed:
            follow(progress)
        case .ended:
            let speed = pan.velocity(in: view).y
            if speed >= 0 && (progress > 0.3 || speed > 1600) { completeSwipe() } else { abandonSwipe() }
        default:
            abandonSwipe()
        }
    }

    private func follow(_ progress: CGFloat) {
        guard progress < 1 else { return completeSwipe() }
        // Missing: the interactive transition's `update(progress)`.
    }

    private func completeSwipe() {
        // Missing: the interactive transition's `finish()`, then dropping it.
        observer?.cardWentAway(presentedViewController, because: .swipe)
    }

    private func abandonSwipe() {
        // Missing: the interactive transition's `cancel()`, then dropping it.
    }
}

extension BottomCardPresentationController: GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard gestureRecognizer == swipe, let filter = presentedViewController as? SwipeStartFilter else { return true }
        return filter.allowsSwipe(startingAt: gestureRecognizer.location(in: wrapper))
    }
}

/// The app's transitioning delegate, reduced to what the card needs without the missing API.
private final class CardTransitions: ViewControllerTransitioningDelegate, CardDismissalObserver {
    private(set) var dismissals: [CardDismissal] = []

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        let controller = BottomCardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.observer = self
        return controller
    }

    func cardWentAway(_ viewController: ViewController, because reason: CardDismissal) {
        dismissals.append(reason)
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
        let delegate = CardTransitions()
        let card = NoteOptionsViewController()

        init(orientation: Orientation = .portrait, contentHeight: CGFloat = 300) throws {
            window = try Window(device: .phone, orientation: orientation)
            window.rootViewController = root
            card.title = "Options"
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            card.preferredContentSize = CGSize(width: 0, height: contentHeight)
        }

        var controller: BottomCardPresentationController? { card.presentationController as? BottomCardPresentationController }
        var cardView: View? { controller?.presentedView }
    }

    @Test("the card sits at the bottom, as tall as its content, the dimming view fading in alongside (0.3 s)")
    func presents() throws {
        let host = try Host()
        host.root.present(host.card, animated: true)
        let controller = try #require(host.controller)
        #expect(controller.shade.alpha == 0)
        host.window.advance(by: 0.15)
        #expect(close(controller.shade.alpha, 0.5))
        host.window.advance(by: 0.15)
        // Top = max(852 − 300, 59 + 10, 852 / 2) = 552; full width (no side insets in portrait).
        #expect(host.cardView?.frameInWindow == CGRect(x: 0, y: 552, width: 393, height: 300))
        #expect(host.card.view.frameInWindow == CGRect(x: 0, y: 552, width: 393, height: 300))
        #expect(host.card.view.superview === host.cardView)
        #expect(controller.shade.alpha == 1)
        #expect(controller.shade.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("tall content stops at the middle in regular height, and at the safe top + 10 in compact height")
    func heightLimits() throws {
        let portrait = try Host(contentHeight: 700)
        portrait.root.present(portrait.card, animated: false)
        // max(852 − 700, 69, 426) = 426.
        #expect(portrait.cardView?.frameInWindow == CGRect(x: 0, y: 426, width: 393, height: 426))

        let landscape = try Host(orientation: .landscape, contentHeight: 700)
        landscape.root.present(landscape.card, animated: false)
        // 852 × 393, safe left and right 59, top 0: x = 59, width 734, top = max(393 − 700, 0 + 10) = 10.
        #expect(landscape.cardView?.frameInWindow == CGRect(x: 59, y: 10, width: 734, height: 383))
    }

    @Test("rotation lays the card out again for the new size and traits")
    func rotation() throws {
        let host = try Host()
        host.root.present(host.card, animated: false)
        let controller = try #require(host.controller)
        #expect(host.window.rotate(to: .landscape))
        // Compact height: no middle limit; top = max(393 − 300, 10) = 93.
        #expect(host.cardView?.frameInWindow == CGRect(x: 59, y: 93, width: 734, height: 300))
        #expect(controller.shade.frameInWindow == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(host.window.rotate(to: .portrait))
        #expect(host.cardView?.frameInWindow == CGRect(x: 0, y: 552, width: 393, height: 300))
    }

    @Test("a tap outside the card dismisses it, animated, and tells the delegate: outside tap")
    func tapOutside() throws {
        let host = try Host()
        host.root.present(host.card, animated: false)
        let controller = try #require(host.controller)
        #expect(host.window.tap(at: CGPoint(x: 200, y: 300)) === controller.shade)
        #expect(host.delegate.dismissals == [.tapOutside])
        #expect(host.window.isTransitionRunning)
        host.window.advance(by: 0.15)
        #expect(close(controller.shade.alpha, 0.5))
        host.window.advance(by: 0.15)
        #expect(host.root.presentedViewController == nil)
        #expect(controller.shade.window == nil)
        #expect(host.cardView?.window == nil)
    }

    @Test("a tap on the card does nothing")
    func tapOnTheCard() throws {
        let host = try Host()
        host.root.present(host.card, animated: false)
        #expect(host.window.tap(at: CGPoint(x: 200, y: 700)) === host.card.view)
        #expect(host.delegate.dismissals.isEmpty)
        #expect(!host.window.isTransitionRunning)
    }

    @Test("a pan the card refuses (below its header) starts no dismissal")
    func refusedPan() throws {
        let host = try Host()
        host.root.present(host.card, animated: false)
        // 552 + 100 is 100 pt into the card: below the 44 pt header.
        host.window.pan(from: CGPoint(x: 200, y: 652), translations: [CGPoint(x: 0, y: 200)], velocity: CGPoint(x: 0, y: 2000))
        #expect(!host.window.isTransitionRunning)
        #expect(host.root.presentedViewController === host.card)
        #expect(host.delegate.dismissals.isEmpty)
    }
    // Not tested until the interactive API lands: a pan from the header that follows the finger
    // (percent = translation / card height), finishes past 30 % or above 1600 pt/s downwards (the
    // delegate told `.swipe`), and cancels otherwise, leaving the card where it was.
}
