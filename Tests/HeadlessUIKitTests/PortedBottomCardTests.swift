import HeadlessUIKit
import Testing

// Our own bottom-card presentation, written the way an iOS app writes it: `import UIKit` became
// `import HeadlessUIKit` and nothing else changed, apart from the one thing Linux has no way to
// spell (`#selector`, here the action method itself). Xcode's app template names its first screen
// `ViewController`, and so does this file: the app's type shadows the engine's.

/// The app's first screen, as Xcode's template declares it.
final class ViewController: UIViewController {
    let cardDelegate = BottomCardTransitioningDelegate()
    private(set) var openButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Open", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.addTarget(self, action: ViewController.openCard, for: .touchUpInside)
        view.addSubview(button)
        openButton = button
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }

    func openCard(_ sender: UIButton) {
        let card = CardViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardDelegate
        present(card, animated: true)
    }
}

/// The presented card: a close button, and a light status bar while it shows.
final class CardViewController: UIViewController {
    private(set) var closeButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 16
        let close = UIButton(type: .close)
        close.frame = CGRect(x: 16, y: 16, width: 30, height: 30)
        close.addTarget(self, action: CardViewController.close, for: .touchUpInside)
        view.addSubview(close)
        closeButton = close
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    func close() {
        dismiss(animated: true)
    }
}

final class BottomCardTransitioningDelegate: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        BottomCardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A card over the lower 60% of the container, above a black dimming view whose colour fades in
/// alongside the transition.
final class BottomCardPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * 0.6).rounded()
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = .clear
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.backgroundColor = .clear
        })
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

@Suite("HeadlessUIKit: a bottom card written in UIKit's spelling")
struct PortedBottomCardTests {
    @Test("The template's ViewController opens the card with its button and the card closes with its own")
    func opensAndCloses() throws {
        let window = try UIWindow(device: .phone)
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(window.statusBarStyle == .darkContent)

        // The button's frame is in the root view, which fills the window: a tap on it opens the card.
        window.tap(at: CGPoint(x: 60, y: 120))
        let card = try #require(root.presentedViewController as? CardViewController)
        let controller = try #require(card.presentationController as? BottomCardPresentationController)

        // Halfway through the 0.3 s transition the dimming colour is halfway to 40% black.
        window.advance(by: 0.15)
        let halfway = try #require(controller.dimmingView.backgroundColor)
        #expect(abs(halfway.alpha - 0.2) < 1e-9)
        window.advance(by: 0.15)
        #expect(controller.dimmingView.backgroundColor == UIColor.black.withAlphaComponent(0.4))
        // 852 × 0.6 = 511.2, rounded to 511, at the bottom of the phone's 393 × 852 window.
        #expect(card.view.frame == CGRect(x: 0, y: 341, width: 393, height: 511))
        // A custom presentation does not take the status bar: the root still decides it.
        #expect(window.statusBarStyle == .darkContent)

        let closeCentre = card.view.convert(CGPoint(x: 31, y: 31), to: nil)
        window.tap(at: closeCentre)
        window.advance(by: 0.3)
        #expect(root.presentedViewController == nil)
        #expect(controller.dimmingView.backgroundColor == .clear)
    }

    @Test("A card that captures the status bar appearance decides it while presented")
    func capturesStatusBar() throws {
        let window = try UIWindow(device: .phone)
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let card = CardViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = root.cardDelegate
        card.modalPresentationCapturesStatusBarAppearance = true
        root.present(card, animated: false)
        #expect(window.statusBarStyle == .lightContent)
        card.dismiss(animated: false)
        #expect(window.statusBarStyle == .darkContent)
    }
}
