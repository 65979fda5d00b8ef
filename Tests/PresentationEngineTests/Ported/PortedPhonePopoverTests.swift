import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// Ported from MostafaAbdElFatah/iPhonePopover, iPhonePopover/ViewController.swift: a button shows a
// menu as a popover that stays a popover on iPhone, narrow and three times as tall as the button,
// above it (arrow down), because the delegate answers `.none` to both adaptive questions.
// Our own code of the same behaviour; the differences from a rename are marked `Port:`: the
// storyboard's button, menu and action, which the engine has no counterpart for. The delegate is a
// `PopoverPresentationControllerDelegate`, as in the original, with renames only.

private final class PopoverButtonViewController: ViewController {
    /// Port: `UIButton` wired in a storyboard; the engine has no button, so a plain view stands in
    /// and the test calls the action itself.
    let button = View(frame: CGRect(x: 150, y: 330, width: 80, height: 44))
    /// Port: `storyboard!.instantiateViewController(identifier:)`; the menu is made in code.
    private(set) var menu: ViewController?

    override func viewDidLoad() {
        view.addSubview(button)
    }

    /// Port: an `@IBAction` taking the `UIButton`.
    func showMenu(from sender: View) {
        let menu = ViewController()
        menu.title = "Menu"
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: sender.bounds.width, height: sender.bounds.width * 3)
        menu.popoverPresentationController?.permittedArrowDirections = [.down]
        menu.popoverPresentationController?.delegate = self
        menu.popoverPresentationController?.sourceView = sender
        menu.popoverPresentationController?.sourceRect = sender.bounds
        self.menu = menu
        present(menu, animated: true)
    }
}

extension PopoverButtonViewController: PopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        .none
    }

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        .none
    }
}

@Suite("Ported: a popover kept as a popover on iPhone (iPhonePopover)")
struct PortedPhonePopoverTests {
    private func stage(_ device: Device = .phone, _ orientation: Orientation = .portrait) throws
        -> (Window, PopoverButtonViewController) {
        let window = try Window(device: device, orientation: orientation)
        let host = PopoverButtonViewController()
        window.rootViewController = host
        return (window, host)
    }

    @Test("on a phone in portrait the menu stays a popover, 80 × 240, above the button with its arrow down (ADAPT-2, POP-3)")
    func staysAPopoverAboveTheButton() throws {
        let (window, host) = try stage()
        host.showMenu(from: host.button)
        let menu = try #require(host.menu)
        window.advance(by: 0.3)
        #expect(host.presentedViewController === menu)
        // Size (80, 80 · 3) = (80, 240). Above: y = 330 − 13 − 240 = 77 ≥ A.minY = 59 + 10;
        // x = clamp(190 − 40, 10, 383 − 80) = 150.
        #expect(menu.view.frameInWindow == CGRect(x: 150, y: 77, width: 80, height: 240))
        #expect(menu.popoverPresentationController?.arrowDirection == .down)
        // TINT-1: a popover shown as a popover dims the presenter.
        #expect(host.view.effectiveTintAdjustmentMode == .dimmed)
    }

    @Test("without the delegate the same menu adapts to a sheet on a phone (ADAPT-1), so the delegate is what keeps it")
    func withoutTheDelegateItAdapts() throws {
        let (window, host) = try stage()
        host.showMenu(from: host.button)
        let menu = try #require(host.menu)
        window.advance(by: 0.3)
        host.dismiss(animated: false)

        let plain = ViewController()
        plain.modalPresentationStyle = .popover
        plain.preferredContentSize = menu.preferredContentSize
        plain.popoverPresentationController?.permittedArrowDirections = [.down]
        plain.popoverPresentationController?.sourceView = host.button
        host.present(plain, animated: false)
        // SHEET-1 with the large detent: top = 59 + 10, M = 852 − 69 − 34 = 749, height 749 + 34.
        #expect(plain.view.frameInWindow == CGRect(x: 0, y: 69, width: 393, height: 783))
    }

    @Test("rotated to landscape (compact height) it is still a popover, placed again above the button (ADAPT-2, POP-1.c)")
    func rotation() throws {
        let (window, host) = try stage()
        host.showMenu(from: host.button)
        let menu = try #require(host.menu)
        window.advance(by: 0.3)
        #expect(window.rotate(to: .landscape))
        // Landscape 852 × 393, safe left/right 59, bottom 21: A = (69, 10) to (783, 362).
        // Above: y = 330 − 253 = 77 and 77 + 240 ≤ 362; x = clamp(150, 69, 703) = 150.
        #expect(menu.view.frameInWindow == CGRect(x: 150, y: 77, width: 80, height: 240))
        #expect(host.presentedViewController === menu)
        #expect(menu.popoverPresentationController?.arrowDirection == .down)
    }

    @Test("the view controller is the popover's delegate, as a popover delegate; its defaults let a tap outside dismiss (POP-2, LIFE-10)")
    func popoverDelegate() throws {
        let (window, host) = try stage()
        host.showMenu(from: host.button)
        let menu = try #require(host.menu)
        window.advance(by: 0.3)
        let popover = try #require(menu.popoverPresentationController)
        #expect(popover.popoverDelegate === host)
        #expect(popover.delegate === host)
        // The defaults the original leaves in place: it may be dismissed.
        #expect(host.popoverPresentationControllerShouldDismissPopover(popover))
        #expect(host.presentationControllerShouldDismiss(popover))
    }

    @Test("a tap outside the popover dismisses it, animated (POP-2)")
    func tapOutsideDismisses() throws {
        let (window, host) = try stage()
        host.showMenu(from: host.button)
        let menu = try #require(host.menu)
        window.advance(by: 0.3)
        let hit = window.tap(at: CGPoint(x: 30, y: 700))
        #expect(hit is DimmingView)
        #expect(window.isTransitionRunning)
        window.advance(by: 0.3)
        #expect(host.presentedViewController == nil)
        #expect(menu.view.window == nil)
        #expect(host.view.effectiveTintAdjustmentMode == .normal)
    }

    @Test("on a pad (regular) the popover is placed the same way; the delegate is not needed there (POP-3)")
    func pad() throws {
        let (window, host) = try stage(.pad)
        host.showMenu(from: host.button)
        let menu = try #require(host.menu)
        window.advance(by: 0.3)
        // Pad safe top 24: A.minY = 34; above: y = 330 − 253 = 77 ≥ 34; x = 150.
        #expect(menu.view.frameInWindow == CGRect(x: 150, y: 77, width: 80, height: 240))
    }
}
