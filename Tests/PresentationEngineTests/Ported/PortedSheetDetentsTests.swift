import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// Ported from sparrowcode/sparrowcode.io-content, en/tutorials/uisheetpresentationcontroller.md (the
// "UISheetPresentationController" tutorial): a sheet with medium and large detents, switched by code,
// locked to one detent, left undimmed at medium, edge-attached in landscape, with a grabber and a
// corner radius. Our own code of each snippet's behaviour. Every snippet now ports with renames
// only: `animateChanges` applies its block's changes at once, unanimated (Reading DETENT-3.b), and
// the grabber, the corner radius and `prefersScrollingExpandsWhenScrolledToEdge` are stored as UIKit
// stores them (the model draws nothing and scrolls nothing, so no frame depends on them). The
// tutorial sets no delegate, so its locked sheet refuses the user's dismissal without telling one.

/// The tutorial's presenter: a plain view controller with a button behind the sheet.
private final class PresenterViewController: ViewController {
    let button = View(frame: CGRect(x: 20, y: 120, width: 120, height: 44))

    override func viewDidLoad() {
        view.addSubview(button)
    }

    /// Quick start.
    @discardableResult
    func presentQuickStart(animated: Bool = true) -> ViewController {
        let controller = ViewController()
        if let sheetController = controller.sheetPresentationController {
            sheetController.detents = [.medium(), .large()]
        }
        present(controller, animated: animated)
        return controller
    }

    /// Lock dismiss: a navigation controller locked at medium, undimmed.
    func presentLocked() -> NavigationController {
        let nav = NavigationController(rootViewController: ViewController())
        nav.isModalInPresentation = true
        if let sheetController = nav.sheetPresentationController {
            sheetController.detents = [.medium()]
            sheetController.largestUndimmedDetentIdentifier = .medium
        }
        present(nav, animated: true)
        return nav
    }

    /// Content scrolling, album orientation, dimmed background, indicator and corner radius in one.
    func presentConfigured(followingPreferredWidth: Bool = false) -> ViewController {
        let controller = ViewController()
        controller.preferredContentSize = CGSize(width: 400, height: 0)
        if let sheetController = controller.sheetPresentationController {
            sheetController.detents = [.medium(), .large()]
            sheetController.prefersScrollingExpandsWhenScrolledToEdge = false
            sheetController.prefersEdgeAttachedInCompactHeight = true
            sheetController.widthFollowsPreferredContentSizeWhenEdgeAttached = followingPreferredWidth
            sheetController.largestUndimmedDetentIdentifier = .medium
            sheetController.prefersGrabberVisible = true
            sheetController.preferredCornerRadius = 22
        }
        present(controller, animated: true)
        return controller
    }
}

private func layoutPasses(in window: Window, since mark: Int) -> Int {
    window.log.events[mark...].filter { event in
        if case .layoutPass = event { return true }
        return false
    }.count
}

@Suite("Ported: the sparrowcode UISheetPresentationController tutorial")
struct PortedSheetDetentsTests {
    private func stage(_ orientation: Orientation = .portrait) throws -> (Window, PresenterViewController) {
        let window = try Window(device: .phone, orientation: orientation)
        let presenter = PresenterViewController()
        window.rootViewController = presenter
        return (window, presenter)
    }

    // Phone portrait: top = 59 + 10 = 69, M = 852 − 69 − 34 = 749; medium = floor(749 / 2) = 374.
    private let medium = CGRect(x: 0, y: 852 - 408, width: 393, height: 374 + 34)
    private let large = CGRect(x: 0, y: 69, width: 393, height: 749 + 34)

    @Test("quick start: medium and large, it opens at medium (the smallest), dimmed (SHEET-1, SHEET-3, DETENT-2)")
    func quickStart() throws {
        let (window, presenter) = try stage()
        let controller = presenter.presentQuickStart()
        window.advance(by: 0.3)
        #expect(controller.view.frameInWindow == medium)
        #expect(presenter.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(window.tap(at: CGPoint(x: 80, y: 140)) is DimmingView)
    }

    @Test("switching detents by code in animateChanges blocks: each applies when its block returns, with one layout pass (DETENT-3)")
    func switchingByCode() throws {
        let (window, presenter) = try stage()
        let controller = presenter.presentQuickStart()
        window.advance(by: 0.3)
        let sheetController = try #require(controller.sheetPresentationController)
        var mark = window.log.events.count
        sheetController.animateChanges {
            sheetController.selectedDetentIdentifier = .large
            // Nothing moves inside the block (Reading DETENT-3.b).
            #expect(controller.view.frameInWindow == medium)
        }
        #expect(controller.view.frameInWindow == large)
        #expect(layoutPasses(in: window, since: mark) == 1)
        #expect(!window.isTransitionRunning)
        sheetController.animateChanges {
            sheetController.selectedDetentIdentifier = .medium
        }
        #expect(controller.view.frameInWindow == medium)
        // Allowing only large: it goes to large and stays there.
        mark = window.log.events.count
        sheetController.animateChanges {
            sheetController.detents = [.large()]
        }
        #expect(controller.view.frameInWindow == large)
        #expect(layoutPasses(in: window, since: mark) == 1)
        // The selected identifier still names medium, which is no longer a detent (SHEET-3).
        #expect(sheetController.selectedDetentIdentifier == .medium)
        // Without a block (the tutorial allows it) the change applies just the same.
        sheetController.detents = [.medium(), .large()]
        #expect(controller.view.frameInWindow == medium)
    }

    @Test("lock dismiss: locked at medium and undimmed, so the button behind takes touches (DETENT-1, DETENT-2)")
    func lockedAtMedium() throws {
        let (window, presenter) = try stage()
        let nav = presenter.presentLocked()
        window.advance(by: 0.3)
        #expect(nav.isModalInPresentation)
        #expect(nav.view.frameInWindow == medium)
        #expect(nav.children.first?.view.frameInWindow == medium)
        #expect(window.tap(at: CGPoint(x: 80, y: 140)) === presenter.button)
        #expect(presenter.view.effectiveTintAdjustmentMode == .normal)
        #expect(!window.isTransitionRunning)
    }

    @Test("lock dismiss: a drag down past the threshold does not close the locked sheet; the same drag closes an unlocked one (LIFE-10)")
    func lockedRefusesTheDrag() throws {
        let (window, presenter) = try stage()
        let nav = presenter.presentLocked()
        window.advance(by: 0.3)
        // From inside the sheet (y = 444 + 100), 300 pt down (> 408 / 2), released at 2000 pt/s.
        let drag: () -> Void = {
            window.pan(from: CGPoint(x: 200, y: 544), translations: [CGPoint(x: 0, y: 300)], velocity: CGPoint(x: 0, y: 2000))
        }
        drag()
        #expect(!window.isTransitionRunning)
        #expect(presenter.presentedViewController === nav)
        #expect(nav.view.frameInWindow == medium)

        nav.isModalInPresentation = false
        drag()
        #expect(window.isTransitionRunning)
        window.advance(by: 0.3)
        #expect(presenter.presentedViewController == nil)
    }

    @Test("lock dismiss on a dimmed sheet: a tap on the dimming view does not close it (LIFE-10, DETENT-2)")
    func lockedRefusesTheDimmingTap() throws {
        let (window, presenter) = try stage()
        let controller = ViewController()
        controller.isModalInPresentation = true
        if let sheetController = controller.sheetPresentationController {
            sheetController.detents = [.medium(), .large()]
        }
        presenter.present(controller, animated: true)
        window.advance(by: 0.3)
        #expect(window.tap(at: CGPoint(x: 80, y: 140)) is DimmingView)
        #expect(!window.isTransitionRunning)
        #expect(presenter.presentedViewController === controller)
        #expect(controller.view.frameInWindow == medium)
        #expect(presenter.view.effectiveTintAdjustmentMode == .dimmed)
    }

    @Test("dimmed background: undimmed at medium, dimmed at large where a tap outside dismisses (DETENT-1, DETENT-2)")
    func undimmedAtMedium() throws {
        let (window, presenter) = try stage()
        let controller = presenter.presentConfigured()
        window.advance(by: 0.3)
        #expect(controller.view.frameInWindow == medium)
        #expect(window.tap(at: CGPoint(x: 80, y: 140)) === presenter.button)
        controller.sheetPresentationController?.selectedDetentIdentifier = .large
        #expect(controller.view.frameInWindow == large)
        #expect(presenter.view.effectiveTintAdjustmentMode == .dimmed)
        #expect(window.tap(at: CGPoint(x: 80, y: 30)) is DimmingView)
        window.advance(by: 0.3)
        #expect(presenter.presentedViewController == nil)
    }

    @Test("indicator, corner radius and content scrolling: stored as set, the frames those of the same sheet without them")
    func grabberCornerRadiusAndScrolling() throws {
        let (window, presenter) = try stage()
        let controller = presenter.presentConfigured()
        window.advance(by: 0.3)
        let sheetController = try #require(controller.sheetPresentationController)
        #expect(sheetController.prefersGrabberVisible)
        #expect(sheetController.preferredCornerRadius == 22)
        #expect(!sheetController.prefersScrollingExpandsWhenScrolledToEdge)
        #expect(controller.view.frameInWindow == medium)
        sheetController.selectedDetentIdentifier = .large
        #expect(controller.view.frameInWindow == large)
        // The quick start's sheet, none of the three set: UIKit's defaults, the same frames.
        let (otherWindow, otherPresenter) = try stage()
        let quick = otherPresenter.presentQuickStart()
        otherWindow.advance(by: 0.3)
        let quickSheet = try #require(quick.sheetPresentationController)
        #expect(!quickSheet.prefersGrabberVisible)
        #expect(quickSheet.preferredCornerRadius == nil)
        #expect(quickSheet.prefersScrollingExpandsWhenScrolledToEdge)
        #expect(quick.view.frameInWindow == medium)
        quickSheet.selectedDetentIdentifier = .large
        #expect(quick.view.frameInWindow == large)
    }

    @Test("album orientation: without edge attachment a landscape sheet is full screen (SHEET-4)")
    func landscapeFullScreen() throws {
        let (window, presenter) = try stage(.landscape)
        let controller = presenter.presentQuickStart(animated: false)
        #expect(controller.view.frameInWindow == CGRect(x: 0, y: 0, width: 852, height: 393))
        withExtendedLifetime(window) {}
    }

    @Test("album orientation: edge-attached in landscape, large only, full safe width or the preferred width (SHEET-4)")
    func landscapeEdgeAttached() throws {
        // Landscape 852 × 393, safe left and right 59, bottom 21: top = 0 + 10, M = 393 − 10 − 21 = 362;
        // medium is inactive, so large: height 362 + 21 = 383 at y = 10.
        let (window, presenter) = try stage(.landscape)
        let controller = presenter.presentConfigured()
        window.advance(by: 0.3)
        #expect(controller.view.frameInWindow == CGRect(x: 59, y: 10, width: 734, height: 383))

        let (narrowWindow, narrowPresenter) = try stage(.landscape)
        let narrow = narrowPresenter.presentConfigured(followingPreferredWidth: true)
        narrowWindow.advance(by: 0.3)
        // Width min(400, 734) = 400, x = 59 + (734 − 400) / 2 = 226.
        #expect(narrow.view.frameInWindow == CGRect(x: 226, y: 10, width: 400, height: 383))
    }

    @Test("rotating an edge-attached medium sheet to landscape and back returns it to medium (SHEET-4, TRAIT-1)")
    func rotation() throws {
        let (window, presenter) = try stage()
        let controller = presenter.presentConfigured()
        window.advance(by: 0.3)
        #expect(controller.view.frameInWindow == medium)
        #expect(window.rotate(to: .landscape))
        #expect(controller.view.frameInWindow == CGRect(x: 59, y: 10, width: 734, height: 383))
        #expect(window.rotate(to: .portrait))
        #expect(controller.view.frameInWindow == medium)
    }
}
