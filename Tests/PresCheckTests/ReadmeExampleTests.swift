import CheckerTestSupport
import Foundation
import PresCheck
import PresentationEngine
import Testing

// The README's example, "Check your own presentation controller", word for word: the controller
// and the two tests. If this file changes, the README changes with it.

/// A card over the bottom 60 % of the screen, above a dimming view that dismisses on tap.
final class CardPresentationController: PresentationController {
    private let dimmingView = DimmingView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        return CGRect(x: 0, y: bounds.height * 0.4, width: bounds.width, height: bounds.height * 0.6)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in
            guard let self, self.presentedViewController.transitionCoordinator == nil else { return }
            self.presentingViewController.dismiss(animated: true)
        })
        containerView.insertSubview(dimmingView, at: 0)
        fade(to: 0.5)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        fade(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func fade(to alpha: CGFloat) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = alpha })
        } else {
            dimmingView.alpha = alpha
        }
    }
}

extension CardPresentationController: CheckablePresentationController {}

@Suite struct CardPresentationControllerTests {
    @Test func keepsThePresentationRules() throws {
        try ControllerConformance.checkPresentationController(CardPresentationController.self, profile: .ci)
    }

    @Test func keepsThePresentationRulesWithAnyInitialiser() throws {
        try ControllerConformance.checkPresentationController(profile: .ci) { presented, presenting in
            CardPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }
}

@Suite("README: Check your own presentation controller")
struct ReadmeExampleSyncTests {
    @Test("The README's example is this file's code, word for word")
    func readmeShowsThisCode() throws {
        let readme = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let section = try #require(readme.range(of: "## Check your own presentation controller"))
        let start = try #require(readme.range(of: "/// A card over", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```", range: start.lowerBound..<readme.endIndex))
        let example = String(readme[start.lowerBound..<end.lowerBound])
        #expect(example.count > 1000)
        #expect(source.contains(example))
        #expect(readme[section.upperBound..<start.lowerBound].contains("import PresCheck\nimport PresentationEngine\nimport Testing\n"))
    }
}
