import Foundation
import PresCheckCore
import PresentationEngine
import Testing

@Suite("ViewController: sheet, popover and navigation controller accessors")
struct ViewControllerSurfaceTests {
    @Test("sheetPresentationController answers for sheet styles only, and is the presentation's controller")
    func sheetAccessor() throws {
        let s = try Stage()
        let sheet = vc("S", style: .pageSheet)
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium()]
        s.root.present(sheet, animated: false)
        #expect(sheet.presentationController === controller)
        #expect(vc("F", style: .fullScreen).sheetPresentationController == nil)
        #expect(vc("A", style: .automatic).sheetPresentationController != nil)
        #expect(vc("P", style: .popover).sheetPresentationController == nil)
    }

    @Test("A present from a view controller in no window is refused: presenter not in window, in the key window's log (LIFE-1)")
    func presentFromNoWindow() throws {
        let s = try Stage()
        s.window.makeKeyAndVisible()
        let loose = vc("L", style: .fullScreen)
        let other = vc("O", style: .fullScreen)
        var completed = false
        loose.present(other, animated: false) { completed = true }
        #expect(s.window.log.warnings == [Warning.presenterNotInWindow])
        #expect(!completed && other.presentingViewController == nil && loose.presentedViewController == nil)
        #expect(s.window.presentations.isEmpty)
    }

    @Test("popoverPresentationController answers for .popover only; its anchor carries into the presentation")
    func popoverAccessor() throws {
        let s = try PopoverStage()
        let popover = vc("P", style: .popover)
        popover.popoverPresentationController?.sourceView = s.button
        s.root.present(popover, animated: false)
        #expect(s.root.presentedViewController === popover)
        #expect(popover.popoverPresentationController === popover.presentationController)
        #expect(vc("S", style: .pageSheet).popoverPresentationController == nil)
    }

    @Test("navigationController is the nearest navigation controller among the parents")
    func navigationAccessor() {
        let navigation = NavigationController()
        let child = vc("C")
        let grandchild = vc("G")
        navigation.addChild(child)
        child.addChild(grandchild)
        #expect(grandchild.navigationController === navigation)
        #expect(child.navigationController === navigation)
        #expect(navigation.navigationController == nil)
        #expect(vc("X").navigationController == nil)
    }
}
