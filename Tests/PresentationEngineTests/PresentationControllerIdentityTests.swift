import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// UIKit's `presentationController` is one object for a presentation's whole life: after the
// dismissal ends, the presented view controller (and its children) still answer it, until the view
// controller is presented again or its `modalPresentationStyle` is set.

/// Records what the presented view controller answers for `presentationController` when told that
/// a user's dismissal completed.
private final class DidDismissProbe: AdaptivePresentationControllerDelegate {
    weak var presented: ViewController?
    weak var child: ViewController?
    private(set) var seen: [PresentationController?] = []
    private(set) var childSeen: [PresentationController?] = []
    private(set) var given: [PresentationController] = []

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        given.append(presentationController)
        seen.append(presented?.presentationController)
        childSeen.append(child?.presentationController)
    }
}

/// Records `presentationController` in `viewDidDisappear`.
private final class DisappearProbe: ViewController {
    private(set) var seenOnDisappear: [PresentationController?] = []
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        seenOnDisappear.append(presentationController)
    }
}

@Suite("One presentation controller for a presentation's whole life")
struct PresentationControllerIdentityTests {
    @Test("Inside presentationControllerDidDismiss the VC and its child answer the dismissed presentation's controller")
    func sameInDidDismiss() throws {
        let s = try Stage()
        let child = vc("C")
        let nav = NavigationController(rootViewController: child)
        nav.title = "N"
        nav.modalPresentationStyle = .pageSheet
        let probe = DidDismissProbe()
        probe.presented = nav
        probe.child = child
        s.retained.append(probe)
        let controller = try #require(nav.presentationController)
        controller.delegate = probe
        s.root.present(nav, animated: false)
        // A dimming tap (LIFE-10) dismisses the page sheet (0, 69, 393, 783) on phone portrait.
        _ = s.window.tap(at: CGPoint(x: 196, y: 30))
        s.window.advance(by: 0.3)
        #expect(nav.presentingViewController == nil)
        #expect(probe.given.count == 1)
        #expect(probe.given.first === controller)
        #expect(probe.seen.count == 1 && probe.seen[0] === controller)
        #expect(probe.childSeen.count == 1 && probe.childSeen[0] === controller)
        // Still the same afterwards; the sheet variant too.
        #expect(nav.presentationController === controller)
        #expect(nav.sheetPresentationController === controller)
    }

    @Test("In the dismiss completion and in viewDidDisappear the VC answers the dismissed presentation's controller")
    func sameInCompletionAndDisappear() throws {
        let s = try Stage()
        let sheet = DisappearProbe()
        sheet.title = "S"
        sheet.modalPresentationStyle = .formSheet
        s.root.present(sheet, animated: true)
        s.window.advance(by: 0.5)
        let controller = try #require(sheet.presentationController)
        var inCompletion: [PresentationController?] = []
        sheet.dismiss(animated: true) { inCompletion.append(sheet.presentationController) }
        s.window.advance(by: 0.5)
        #expect(sheet.presentingViewController == nil)
        #expect(inCompletion.count == 1 && inCompletion[0] === controller)
        #expect(sheet.seenOnDisappear.count == 1 && sheet.seenOnDisappear[0] === controller)
    }

    @Test("Presented again, the VC gets a new controller; setting the style forgets the old one")
    func newPresentationNewController() throws {
        let s = try Stage()
        let sheet = vc("S", style: .formSheet)
        s.root.present(sheet, animated: false)
        let first = try #require(sheet.presentationController)
        sheet.dismiss(animated: false)
        #expect(sheet.presentationController === first)
        // Presented again without touching the style: a new controller for the new presentation.
        s.root.present(sheet, animated: false)
        let second = try #require(sheet.presentationController)
        #expect(second !== first)
        #expect(second.presentingViewController === s.root)
        sheet.dismiss(animated: false)
        #expect(sheet.presentationController === second)
        // Setting the style (to any value) makes the next read a controller for the next presentation.
        sheet.modalPresentationStyle = .formSheet
        let next = try #require(sheet.sheetPresentationController)
        #expect(next !== second)
        next.detents = [.medium()]
        s.root.present(sheet, animated: false)
        #expect(sheet.presentationController === next)
        // Setting the style while presented changes nothing about the live presentation.
        sheet.modalPresentationStyle = .fullScreen
        #expect(sheet.presentationController === next)
    }

    @Test("Through an animated presentation and a dismissal without animation, one controller")
    func oneControllerThroughout() throws {
        let s = try Stage()
        let sheet = vc("S", style: .pageSheet)
        let controller = try #require(sheet.presentationController)
        s.root.present(sheet, animated: true)
        #expect(sheet.presentationController === controller)
        s.window.advance(by: 0.5)
        sheet.dismiss(animated: false)
        #expect(sheet.presentingViewController == nil)
        #expect(sheet.presentationController === controller)
    }
}
