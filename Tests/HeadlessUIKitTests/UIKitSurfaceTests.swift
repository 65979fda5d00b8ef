import HeadlessUIKit
import Testing

// What ported presentation code calls, each tested the way app code uses it, in UIKit's spelling.

/// A custom detent kept in a `static let`, as apps declare theirs (Swift 6 needs it `Sendable`).
extension UISheetPresentationController.Detent {
    static let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) { context in
        context.maximumDetentValue * 0.25
    }
}

/// Slides the presented view up from the bottom, or down out of the container, over 0.5 s.
final class SlideUpAnimator: UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let moving = transitionContext.view(forKey: key),
              let controller = transitionContext.viewController(forKey: isPresenting ? .to : .from) else { return }
        let container = transitionContext.containerView
        let shown = isPresenting ? transitionContext.finalFrame(for: controller) : moving.frame
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if isPresenting { container.addSubview(moving) }
        moving.frame = isPresenting ? hidden : shown
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                       options: [.curveEaseOut], animations: { [isPresenting] in
            moving.frame = isPresenting ? shown : hidden
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// A card whose dismissal a pan drives (a half-modal's shape), with a dimming colour alongside.
final class PanDismissDelegate: UIViewControllerTransitioningDelegate {
    var interactor: UIPercentDrivenInteractiveTransition?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfCardController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideUpAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideUpAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

final class HalfCardController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.backgroundColor = UIColor(white: 0, alpha: 0)
        })
    }
}

private func shownWindow(_ root: UIViewController, orientation: Orientation = .portrait) throws -> UIWindow {
    let window = try UIWindow(device: .phone, orientation: orientation)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

@Suite("HeadlessUIKit: the UIKit surface ported code calls")
struct UIKitSurfaceTests {
    @Test("backgroundColor animates in UIView.animate: component by component, nil as clear")
    func backgroundColorAnimates() throws {
        let root = UIViewController()
        let window = try shownWindow(root)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(view)
        view.backgroundColor = .red
        UIView.animate(withDuration: 1) { view.backgroundColor = .blue }
        window.advance(by: 0.25)
        #expect(view.backgroundColor == UIColor(red: 0.75, green: 0, blue: 0.25, alpha: 1))
        window.advance(by: 0.75)
        #expect(view.backgroundColor == .blue)

        UIView.animate(withDuration: 1) { view.backgroundColor = nil }
        window.advance(by: 0.5)
        #expect(view.backgroundColor == UIColor(red: 0, green: 0, blue: 0.5, alpha: 0.5))
        window.advance(by: 0.5)
        #expect(view.backgroundColor == nil)
    }

    @Test("backgroundColor follows an interactive dismissal's progress and is put back when it is cancelled")
    func backgroundColorFollowsInteraction() throws {
        let root = UIViewController()
        let window = try shownWindow(root)
        let delegate = PanDismissDelegate()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        window.advance(by: 0.5)
        let controller = try #require(card.presentationController as? HalfCardController)
        #expect(controller.dimmingView.backgroundColor == UIColor(white: 0, alpha: 0.5))

        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        card.dismiss(animated: true)
        interactor.update(0.4)
        #expect(abs((controller.dimmingView.backgroundColor?.alpha ?? -1) - 0.3) < 1e-9)
        interactor.cancel()
        window.advance(by: 0.5)
        #expect(root.presentedViewController === card)
        #expect(controller.dimmingView.backgroundColor == UIColor(white: 0, alpha: 0.5))
    }

    @Test("Spring animations and animation options: the values reach their targets at the duration, the options are kept")
    func springAndOptions() throws {
        let root = UIViewController()
        let window = try shownWindow(root)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(view)
        var finished: Bool?
        UIView.animate(withDuration: 0.4, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
                       options: [.curveEaseInOut, .allowUserInteraction], animations: {
            view.alpha = 0
        }, completion: { finished = $0 })
        let timing = try #require(view.runningAnimationTiming)
        #expect(timing.options.contains(.allowUserInteraction))
        #expect(timing.curve == .easeInOut)
        #expect(timing.springDamping == 0.7)
        #expect(timing.springVelocity == 0.5)
        window.advance(by: 0.1)
        #expect(view.alpha == 1)   // the delay
        window.advance(by: 0.2)
        #expect(abs(view.alpha - 0.5) < 1e-9)
        #expect(finished == nil)
        window.advance(by: 0.2)
        #expect(view.alpha == 0)
        #expect(finished == true)
        #expect(view.runningAnimationTiming == nil)

        UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
        #expect(view.runningAnimationTiming?.curve == .linear)
        #expect(UIView.AnimationOptions.curveEaseIn.curve == .easeIn)
        #expect(UIView.AnimationOptions.curveEaseOut.rawValue == 2 << 16)
    }

    @Test("A view controller's default view is flexible in width and height, so a popup built on it follows a rotation")
    func defaultViewFollowsRotation() throws {
        let root = UIViewController()
        let window = try shownWindow(root)
        let popup = UIViewController()
        #expect(popup.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        root.addChild(popup)
        popup.view.frame = root.view.bounds
        root.view.addSubview(popup.view)
        popup.didMove(toParent: root)
        #expect(popup.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(window.rotate(to: .landscape))
        #expect(popup.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    }

    @Test("A pan recognizer reads the live velocity while .changed")
    func panVelocityWhileChanged() throws {
        let root = UIViewController()
        let window = try shownWindow(root)
        var seen: [String] = []
        let pan = UIPanGestureRecognizer(target: nil, action: { recognizer in
            let velocity = recognizer.velocity(in: root.view)
            seen.append("\(recognizer.state) \(velocity.y)")
        })
        root.view.addGestureRecognizer(pan)
        window.pan(from: CGPoint(x: 100, y: 300),
                   translations: [CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 120), CGPoint(x: 0, y: 150)],
                   velocities: [CGPoint(x: 0, y: 800), CGPoint(x: 0, y: 1200), CGPoint(x: 0, y: 300)])
        #expect(seen == ["began 0.0", "changed 800.0", "changed 1200.0", "ended 300.0"])

        seen = []
        window.pan(from: CGPoint(x: 100, y: 300), translations: [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 60)],
                   velocity: CGPoint(x: 0, y: 500))
        #expect(seen == ["began 0.0", "changed 500.0", "ended 500.0"])
    }

    @Test("A custom detent declared in a static let resolves in a sheet")
    func staticDetent() throws {
        let root = UIViewController()
        let window = try shownWindow(root)
        let sheet = UIViewController()
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.small, .large()]
        root.present(sheet, animated: false)
        // SHEET: M on the phone is 852 − (59 + 10) − 34 = 749, a quarter of it 187.25; the frame
        // reaches under the home indicator, 187.25 + 34 high.
        #expect(UISheetPresentationController.Detent.small.identifier.rawValue == "small")
        #expect(sheet.view.frame.height == 221.25)
        withExtendedLifetime(window) {}
    }

    @Test("A vibrancy effect view sits in a blur view's content view")
    func vibrancy() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let blurView = UIVisualEffectView(effect: blur)
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        let vibrancyView = UIVisualEffectView(effect: vibrancy)
        blurView.contentView.addSubview(vibrancyView)
        #expect((vibrancyView.effect as? UIVibrancyEffect)?.blurEffect === blur)
        #expect(UIVibrancyEffect(blurEffect: blur).style == nil)
        #expect(vibrancyView.superview === blurView.contentView)
    }

    @Test("The status bar follows the controlling view controller when asked again, through a navigation controller with its bar hidden")
    func statusBar() throws {
        final class Screen: UIViewController {
            var style = UIStatusBarStyle.default
            var hidden = false
            override var preferredStatusBarStyle: UIStatusBarStyle { style }
            override var prefersStatusBarHidden: Bool { hidden }
        }
        let screen = Screen()
        let navigation = UINavigationController(rootViewController: screen)
        let window = try shownWindow(navigation)
        screen.style = .lightContent
        screen.setNeedsStatusBarAppearanceUpdate()
        // The navigation bar shows: the navigation controller decides (its default).
        #expect(window.statusBarStyle == .default)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.isNavigationBarHidden)
        // Nothing changes until someone asks again.
        #expect(window.statusBarStyle == .default)
        screen.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarStyle == .lightContent)
        screen.hidden = true
        screen.setNeedsStatusBarAppearanceUpdate()
        #expect(window.isStatusBarHidden)

        // A full-screen presentation takes control; a page sheet does not.
        let sheet = Screen()
        sheet.style = .darkContent
        navigation.present(sheet, animated: false)
        #expect(window.statusBarStyle == .lightContent)
        sheet.dismiss(animated: false)
        let full = Screen()
        full.style = .darkContent
        full.modalPresentationStyle = .fullScreen
        navigation.present(full, animated: true)
        #expect(window.statusBarStyle == .lightContent)   // asked again when the transition ends
        window.advance(by: 0.3)
        #expect(window.statusBarStyle == .darkContent)
        #expect(!window.isStatusBarHidden)
    }

    @Test("A tap on a button sends its action with the button as sender, and no tap recognizer above it runs")
    func buttonTap() throws {
        final class Screen: UIViewController {
            var log: [String] = []
            let button = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
                button.setTitle("Save", for: .normal)
                button.addTarget(self, action: Screen.save, for: .touchUpInside)
                view.addSubview(button)
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Screen.backgroundTapped))
            }
            func save(_ sender: UIButton) { log.append("save \(sender.currentTitle ?? "")") }
            func backgroundTapped() { log.append("background") }
        }
        let screen = Screen()
        let window = try shownWindow(screen)
        #expect(window.tap(at: CGPoint(x: 50, y: 30)) === screen.button)
        window.tap(at: CGPoint(x: 200, y: 300))
        screen.button.isEnabled = false
        window.tap(at: CGPoint(x: 50, y: 30))
        #expect(screen.log == ["save Save", "background", "background"])
        #expect(screen.button.currentTitle == "Save")
    }
}
