import Foundation
import PresCheckCore
import PresCheckTestSupport
import PresentationEngine
import Testing

// Ported from the article "UIPresentationController Tutorial: Getting Started" by Ron Kliffer
// (Kodeco): its SlideInPresentationController, SlideInPresentationManager and
// SlideInPresentationAnimator. A view controller slides in from one edge over two thirds of the
// width (left, right) or half the height (top, bottom), above a dark blur that fades in alongside and
// dismisses on tap; the manager's adaptive delegate swaps in a "rotate" screen over full screen in
// compact height when asked to. Our own code of the same behaviour (the tutorial's class in each doc
// comment); lines that are not a rename are marked `Port:`: Auto Layout (frames and masks here),
// selectors (closures), `NSObject` base classes and the storyboard's screen. The controller's
// `size(forChildContentContainer:withParentContainerSize:)` takes `any ContentContainer`, as UIKit's
// does, so it ports with renames only.

private enum SlideEdge {
    case left, top, right, bottom
}

/// The tutorial's `SlideInPresentationController`.
private final class EdgeSlideController: PresentationController {
    private let edge: SlideEdge
    let blurView = VisualEffectView(effect: BlurEffect(style: .dark))

    init(presented: ViewController, presenting: ViewController?, edge: SlideEdge) {
        self.edge = edge
        super.init(presentedViewController: presented, presenting: presenting)
        blurView.alpha = 0
        // Port: the tutorial turns `translatesAutoresizingMaskIntoConstraints` off and pins the blur
        // with visual-format constraints; the engine has no Auto Layout, so a mask keeps it on the
        // container.
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Port: `UITapGestureRecognizer(target: self, action: #selector(…))` takes a closure.
        blurView.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.blurTapped() })
    }

    private func blurTapped() {
        presentingViewController.dismiss(animated: true)
    }

    /// Alongside the transition when there is one, at once otherwise.
    private func fadeBlur(to alpha: CGFloat) {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            blurView.alpha = alpha
            return
        }
        coordinator.animate(alongsideTransition: { [blurView] _ in blurView.alpha = alpha })
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        containerView.insertSubview(blurView, at: 0)
        blurView.frame = containerView.bounds  // Port: the constraints' first answer.
        fadeBlur(to: 1)
    }

    override func dismissalTransitionWillBegin() {
        fadeBlur(to: 0)
    }

    override func containerViewWillLayoutSubviews() {
        guard let presentedView else { return }
        presentedView.frame = frameOfPresentedViewInContainerView
        presentedView.layer.cornerRadius = 8
    }

    override func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        switch edge {
        case .left, .right: return CGSize(width: parentSize.width * 2 / 3, height: parentSize.height)
        case .top, .bottom: return CGSize(width: parentSize.width, height: parentSize.height / 2)
        }
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let size = size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        switch edge {
        case .right: return CGRect(origin: CGPoint(x: bounds.width / 3, y: 0), size: size)
        case .bottom: return CGRect(origin: CGPoint(x: (bounds.width - size.width) / 2, y: bounds.height * 0.2), size: size)
        case .left, .top: return CGRect(origin: .zero, size: size)
        }
    }
}

/// The tutorial's `SlideInPresentationManager`: transitioning and adaptive delegate in one.
/// Port: an `NSObject` subclass in UIKit; the engine's protocols need no base class.
private final class EdgeSlideTransitions: ViewControllerTransitioningDelegate, AdaptivePresentationControllerDelegate {
    var edge = SlideEdge.left
    /// The tutorial's `disableCompactHeight`.
    var showsRotateScreenInCompactHeight = false
    /// Port: the tutorial loads its "rotate" screen from a storyboard.
    let rotateScreen: ViewController = {
        let screen = ViewController()
        screen.title = "Rotate"
        return screen
    }()

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        let controller = EdgeSlideController(presented: presented, presenting: presenting, edge: edge)
        controller.delegate = self
        return controller
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? {
        EdgeSlideAnimator(edge: edge, presenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        EdgeSlideAnimator(edge: edge, presenting: false)
    }

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        showsRotateScreenInCompactHeight && traitCollection.verticalSizeClass == .compact ? .overFullScreen : .none
    }

    func presentationController(_ controller: PresentationController,
                                viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController? {
        style == .overFullScreen ? rotateScreen : nil
    }
}

/// The tutorial's `SlideInPresentationAnimator`: 0.3 s from off the edge to the final frame, and
/// back. Port: an `NSObject` subclass in UIKit.
private final class EdgeSlideAnimator: ViewControllerAnimatedTransitioning {
    let edge: SlideEdge
    let presenting: Bool

    init(edge: SlideEdge, presenting: Bool) {
        self.edge = edge
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let moving = transitionContext.viewController(forKey: presenting ? .to : .from) else { return }
        let container = transitionContext.containerView
        if presenting { container.addSubview(moving.view) }
        // Both ways the tutorial reads the moving view controller's final frame.
        let shown = transitionContext.finalFrame(for: moving)
        let hidden = offEdge(shown, of: container.frame.size)
        moving.view.frame = presenting ? hidden : shown
        View.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            moving.view.frame = self.presenting ? shown : hidden
        }, completion: { finished in
            if !self.presenting { moving.view.removeFromSuperview() }
            transitionContext.completeTransition(finished)
        })
    }

    private func offEdge(_ frame: CGRect, of size: CGSize) -> CGRect {
        var frame = frame
        switch edge {
        case .left: frame.origin.x = -frame.width
        case .right: frame.origin.x = size.width
        case .top: frame.origin.y = -frame.height
        case .bottom: frame.origin.y = size.height
        }
        return frame
    }
}

@Suite("Ported: the slide-in presentation of Kodeco's UIPresentationController tutorial")
struct PortedSlideInPresentationTests {
    /// The tutorial's main view controller keeps the delegate (the engine, like UIKit, holds the
    /// transitioning delegate weakly).
    private final class Host {
        let window: Window
        let root = ViewController()
        let transitions = EdgeSlideTransitions()
        let medals = ViewController()

        init(orientation: Orientation = .portrait, direction: SlideEdge,
             disableCompactHeight: Bool = false) throws {
            window = try Window(device: .phone, orientation: orientation)
            window.rootViewController = root
            transitions.edge = direction
            transitions.showsRotateScreenInCompactHeight = disableCompactHeight
            medals.title = "Medals"
            medals.transitioningDelegate = transitions
            medals.modalPresentationStyle = .custom
        }

        var controller: EdgeSlideController? { medals.presentationController as? EdgeSlideController }
    }

    @Test("from the left: slides in over 0.3 s to two thirds of the width while the blur fades in alongside")
    func slidesInFromTheLeft() throws {
        let host = try Host(direction: .left)
        host.root.present(host.medals, animated: true)
        let controller = try #require(host.controller)
        // Final frame (0, 0, 393 · 2/3, 852) = (0, 0, 262, 852); it starts one width to the left.
        #expect(host.medals.view.frameInWindow == CGRect(x: -262, y: 0, width: 262, height: 852))
        #expect(controller.blurView.alpha == 0)
        host.window.advance(by: 0.15)
        #expect(close(host.medals.view.frameInWindow, CGRect(x: -131, y: 0, width: 262, height: 852)))
        #expect(close(controller.blurView.alpha, 0.5))
        host.window.advance(by: 0.15)
        #expect(host.medals.view.frameInWindow == CGRect(x: 0, y: 0, width: 262, height: 852))
        #expect(controller.blurView.alpha == 1)
        #expect(controller.blurView.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect((controller.blurView.effect as? BlurEffect)?.style == .dark)
        #expect(host.medals.view.layer.cornerRadius == 8)
        #expect(!host.window.isTransitionRunning)
    }

    @Test("the other directions: right from x = 131, bottom 0.2 of the way down, top from the top edge")
    func otherDirections() throws {
        let expected: [(SlideEdge, CGRect)] = [
            (.right, CGRect(x: 131, y: 0, width: 262, height: 852)),
            // Bottom: y = 852 · 0.2 = 170.4 (the tutorial's value), half the height.
            (.bottom, CGRect(x: 0, y: 170.4, width: 393, height: 426)),
            (.top, CGRect(x: 0, y: 0, width: 393, height: 426)),
        ]
        for (direction, frame) in expected {
            let host = try Host(direction: direction)
            host.root.present(host.medals, animated: true)
            host.window.advance(by: 0.3)
            #expect(close(host.medals.view.frameInWindow, frame), "\(direction)")
        }
    }

    @Test("the right-hand card starts beyond the right edge and slides half-way in 0.15 s")
    func slidesInFromTheRight() throws {
        let host = try Host(direction: .right)
        host.root.present(host.medals, animated: true)
        #expect(host.medals.view.frameInWindow == CGRect(x: 393, y: 0, width: 262, height: 852))
        host.window.advance(by: 0.15)
        // x = 393 + (131 − 393) · 0.5 = 262.
        #expect(close(host.medals.view.frameInWindow, CGRect(x: 262, y: 0, width: 262, height: 852)))
    }

    @Test("a tap on the blur slides the card back out over 0.3 s while the blur fades out alongside")
    func slidesOutToTheLeft() throws {
        let host = try Host(direction: .left)
        host.root.present(host.medals, animated: true)
        host.window.advance(by: 0.3)
        let controller = try #require(host.controller)
        host.window.tap(at: CGPoint(x: 330, y: 400))
        // The animator slides from the dismissed card's final frame, the controller's frame.
        #expect(host.window.isTransitionRunning)
        host.window.advance(by: 0.15)
        #expect(close(host.medals.view.frameInWindow, CGRect(x: -131, y: 0, width: 262, height: 852)))
        #expect(close(controller.blurView.alpha, 0.5))
        host.window.advance(by: 0.15)
        #expect(host.root.presentedViewController == nil)
        #expect(!host.window.isTransitionRunning)
    }

    @Test("a tap on the blur beside the card dismisses it")
    func tapOnTheBlurDismisses() throws {
        let host = try Host(direction: .left)
        host.root.present(host.medals, animated: true)
        host.window.advance(by: 0.3)
        let controller = try #require(host.controller)
        let hit = host.window.tap(at: CGPoint(x: 330, y: 400))
        #expect(hit?.isDescendant(of: controller.blurView) == true)
        host.window.advance(by: 0.3)
        #expect(host.root.presentedViewController == nil)
        #expect(host.medals.view.window == nil)
        #expect(controller.blurView.window == nil)
    }

    @Test("a tap on the card itself does not dismiss")
    func tapOnTheCardStays() throws {
        let host = try Host(direction: .left)
        host.root.present(host.medals, animated: true)
        host.window.advance(by: 0.3)
        #expect(host.window.tap(at: CGPoint(x: 100, y: 400)) === host.medals.view)
        #expect(!host.window.isTransitionRunning)
        #expect(host.root.presentedViewController === host.medals)
    }

    @Test("rotated to landscape without disableCompactHeight: the delegate answers .none, card and blur follow the new size")
    func rotationKeepsTheSlideIn() throws {
        let host = try Host(direction: .left)
        host.root.present(host.medals, animated: true)
        host.window.advance(by: 0.3)
        let controller = try #require(host.controller)
        #expect(host.window.rotate(to: .landscape))
        // 852 × 393: width 852 · 2/3 = 568; the blur follows the container by its mask.
        #expect(host.medals.view.frameInWindow == CGRect(x: 0, y: 0, width: 568, height: 393))
        #expect(controller.blurView.frameInWindow == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(host.window.rotate(to: .portrait))
        #expect(host.medals.view.frameInWindow == CGRect(x: 0, y: 0, width: 262, height: 852))
        #expect(controller.blurView.frameInWindow == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("with disableCompactHeight, landscape swaps in the rotate screen over full screen and portrait brings the card back (ADAPT-2, ADAPT-6)")
    func compactHeightShowsTheRotateScreen() throws {
        let host = try Host(direction: .left, disableCompactHeight: true)
        host.root.present(host.medals, animated: true)
        host.window.advance(by: 0.3)
        #expect(host.window.rotate(to: .landscape))
        #expect(host.transitions.rotateScreen.view.frameInWindow == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(host.window.hitTest(CGPoint(x: 100, y: 100), with: nil)?.isDescendant(of: host.transitions.rotateScreen.view) == true)
        #expect(host.window.rotate(to: .portrait))
        #expect(host.transitions.rotateScreen.view.window == nil)
        #expect(host.medals.view.frameInWindow == CGRect(x: 0, y: 0, width: 262, height: 852))
    }
}
