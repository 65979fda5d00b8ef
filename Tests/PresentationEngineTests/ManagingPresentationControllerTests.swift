import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// UIKit's `presentationController`, `sheetPresentationController` and `popoverPresentationController`
// on a view controller inside a presented tree: the controller that manages the nearest managed
// ancestor (the layer root), live; the sheet and popover variants only when it is of that kind.

@Suite("The managing presentation controller of a child view controller")
struct ManagingPresentationControllerTests {
    /// A navigation controller around `root`, with a containment child `inner` inside `root`.
    private func navigation(root: ViewController, inner: ViewController, style: ModalPresentationStyle)
        -> NavigationController {
        let navigation = NavigationController(rootViewController: root)
        navigation.title = "N"
        navigation.modalPresentationStyle = style
        root.addChild(inner)
        root.view.addSubview(inner.view)
        inner.didMove(toParent: root)
        return navigation
    }

    @Test("A child of a sheet-presented navigation controller answers the sheet's controller")
    func childOfSheet() throws {
        let s = try Stage()
        // The child's own style is .popover: the managed ancestor's controller wins all the same.
        let root = vc("C", style: .popover)
        let inner = vc("I")
        let nav = navigation(root: root, inner: inner, style: .formSheet)
        let sheet = try #require(nav.sheetPresentationController)
        s.root.present(nav, animated: false)
        #expect(nav.presentationController === sheet)
        for child in [root, inner] {
            #expect(child.presentationController === sheet)
            #expect(child.sheetPresentationController === sheet)
            #expect(child.popoverPresentationController == nil)
        }
        // Setting the delegate through a child reaches the live presentation.
        let delegate = RecordingAdaptiveDelegate()
        root.presentationController?.delegate = delegate
        #expect(sheet.delegate === delegate)
    }

    @Test("A child of a popover-presented navigation controller answers the popover's controller")
    func childOfPopover() throws {
        let s = try PopoverStage(device: .pad)
        let root = vc("C")
        let inner = vc("I", style: .formSheet)
        let nav = navigation(root: root, inner: inner, style: .popover)
        let popover = try #require(nav.popoverPresentationController)
        popover.sourceView = s.button
        s.root.present(nav, animated: false)
        #expect(nav.presentingViewController === s.root)
        for child in [root, inner] {
            #expect(child.presentationController === popover)
            #expect(child.popoverPresentationController === popover)
            #expect(child.sheetPresentationController == nil)
        }
    }

    @Test("A child of an unpresented view controller answers a controller of its own, as before")
    func childOfUnpresented() throws {
        let s = try Stage()
        let inner = vc("I", style: .formSheet)
        s.root.addChild(inner)
        s.root.view.addSubview(inner.view)
        inner.didMove(toParent: s.root)
        let own = try #require(inner.sheetPresentationController)
        #expect(own.presentedViewController === inner)
        #expect(inner.presentationController === own)
        #expect(s.root.presentationController !== own)
    }
}
