import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// Reading POP-1.f on `pad` portrait (820×1180, safe 24,0,20,0): A = (10, 34, 800, 1116).
// A source view in no layer counts as zero size at the window's origin (Reading POP-1.d):
// S = (0, 0, 0, 0), x = clamp(−160, 10, 490) = 10; below: 0 + 13 + 480 ≤ 1150, y = 13, clamped to 34.

@Suite("Popover anchors placed after the popover (Reading POP-1.f)")
struct PopoverAnchorPlacementTests {
    @Test("A popover anchored to its own presented view places it as an anchor in no layer: (10, 34, 320, 480)")
    func anchoredToItself() throws {
        let s = try PopoverStage(device: .pad)
        let p = vc("P", style: .popover)
        let controller = try #require(p.presentationController as? PopoverPresentationController)
        controller.sourceView = p.view
        s.root.present(p, animated: false)
        #expect(p.view.frameInWindow == rect(10, 34, 320, 480))
        s.window.rotate(to: .landscape)
        #expect(p.view.frameInWindow == rect(10, 34, 320, 480))
    }

    @Test("A popover that presents its own anchor in its context stays where the anchor in no layer put it")
    func presentsItsAnchor() throws {
        let s = try PopoverStage(device: .pad)
        let anchor = vc("A", style: .overCurrentContext)
        let p = vc("P", style: .popover)
        let controller = try #require(p.presentationController as? PopoverPresentationController)
        controller.sourceView = anchor.view
        controller.sourceRect = rect(100, 200, 10, 10)
        s.root.present(p, animated: false)
        // S = sourceRect from the origin: x = clamp(105 − 160, 10, 490) = 10; y = 210 + 13 = 223.
        #expect(p.view.frameInWindow == rect(10, 223, 320, 480))
        p.present(anchor, animated: false)
        #expect(anchor.view.frameInWindow == rect(10, 223, 320, 480))
        #expect(p.view.frameInWindow == rect(10, 223, 320, 480))
        s.window.rotate(to: .landscape)
        #expect(p.view.frameInWindow == rect(10, 223, 320, 480))
    }
}
