import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// The canonical use of `presentationController(_:prepare:)`: a popover presented in a compact
// width adapts to a sheet (ADAPT-1), and the delegate configures that sheet's detents in `prepare`
// (Reading LIFE-10.a, ADAPT-8). Phone portrait, 393 × 852, safe area 59 / 34: M = 852 − 69 − 34 =
// 749; a detent of value v gives a sheet of height v + 34 at y = 852 − (v + 34); large is
// (0, 69, 393, 783).

/// Sets the adaptive sheet's detents (and what `configure` adds) in `prepare`, recording each call.
private final class PreparingDelegate: AdaptivePresentationControllerDelegate {
    let configure: (SheetPresentationController) -> Void
    private(set) var prepared: [(PresentationController, PresentationController)] = []
    private(set) var told: [ModalPresentationStyle] = []

    init(configure: @escaping (SheetPresentationController) -> Void) { self.configure = configure }

    func presentationController(_ presentationController: PresentationController,
                                prepare adaptivePresentationController: PresentationController) {
        prepared.append((presentationController, adaptivePresentationController))
        if let sheet = adaptivePresentationController as? SheetPresentationController { configure(sheet) }
    }

    func presentationController(_ controller: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
                                transitionCoordinator: TransitionCoordinator?) {
        told.append(style)
    }
}

@Suite("Detents set in presentationController(_:prepare:) reach the adapted popover's sheet (ADAPT-8, Reading LIFE-10.a)")
struct AdaptiveSheetPrepareTests {
    private let less = SheetPresentationController.Detent.Identifier("less")

    /// Presents a popover anchored at the stage's button on phone portrait with `delegate`.
    private func present(_ delegate: PreparingDelegate) throws -> (PopoverStage, ViewController, PopoverPresentationController) {
        let s = try PopoverStage(device: .phone)
        let p = s.popover()
        let popover = try #require(p.popoverPresentationController)
        popover.delegate = delegate
        s.retained.append(delegate)
        s.root.present(p, animated: false)
        return (s, p, popover)
    }

    @Test("A custom detent and large, the custom one undimmed: the sheet sits at M − 100 = 649, (0, 169, 393, 683), undimmed")
    func customDetent() throws {
        let delegate = PreparingDelegate { [less] sheet in
            sheet.detents = [.custom(identifier: less) { $0.maximumDetentValue - 100 }, .large()]
            sheet.largestUndimmedDetentIdentifier = less
        }
        let (s, p, popover) = try present(delegate)
        #expect(delegate.prepared.count == 1)
        #expect(delegate.prepared.first?.0 === popover)
        #expect(delegate.prepared.first?.1 === popover.adaptiveSheetPresentationController)
        #expect(delegate.told == [.formSheet])
        #expect(popover.adaptedStyle == .formSheet)
        #expect(popover.adaptiveSheetPresentationController.detents.map(\.identifier) == [less, .large])
        // 749 − 100 = 649: height 683, y = 852 − 683 = 169.
        #expect(p.view.frameInWindow == rect(0, 169, 393, 683))
        #expect(popover.isSheetDimmed == false)
        // Undimmed: a tap above the sheet reaches the presenter's view.
        #expect(s.window.tap(at: CGPoint(x: 300, y: 120)) === s.root.view)
    }

    @Test("Medium and large with large selected: (0, 69, 393, 783); medium alone: (0, 444, 393, 408)")
    func selectedDetent() throws {
        let large = PreparingDelegate { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
        }
        let (s, p, popover) = try present(large)
        #expect(p.presentingViewController === s.root)
        #expect(p.view.frameInWindow == rect(0, 69, 393, 783))
        #expect(popover.adaptiveSheetPresentationController.selectedDetentIdentifier == .large)

        let medium = PreparingDelegate { sheet in sheet.detents = [.medium()] }
        let (t, q, _) = try present(medium)
        #expect(q.presentingViewController === t.root)
        // Medium, as in AdaptivityTests: height 408 at y = 444.
        #expect(q.view.frameInWindow == rect(0, 444, 393, 408))
    }

    @Test("On a pad in split view: a popover while regular, the prepared sheet once resized to a compact width, a popover again")
    func padSplitView() throws {
        let fixed = SheetPresentationController.Detent.Identifier("fixed")
        let delegate = PreparingDelegate { sheet in
            sheet.detents = [.custom(identifier: fixed) { _ in 500 }, .large()]
        }
        let s = try PopoverStage(device: .padSplit, splitWidth: 678)
        let p = s.popover()
        let popover = try #require(p.popoverPresentationController)
        popover.delegate = delegate
        s.retained.append(delegate)
        s.root.present(p, animated: false)
        // Regular width: a popover, A = (10, 34, 658, 1116): (10, 157, 320, 480); no sheet to prepare.
        #expect(p.view.frameInWindow == rect(10, 157, 320, 480))
        #expect(delegate.prepared.isEmpty)
        #expect(s.window.resize(toWidth: 320))
        // Compact width: the sheet, prepared once. Pad safe area 24 / 20: a detent of 500 is a sheet
        // 500 + 20 = 520 high at y = 1180 − 520 = 660, the window's width wide.
        #expect(delegate.prepared.count == 1)
        #expect(delegate.told == [.none, .formSheet])   // ADAPT-5: told at present, and at the change
        #expect(p.view.frameInWindow == rect(0, 660, 320, 520))
        #expect(s.window.resize(toWidth: 678))
        #expect(p.view.frameInWindow == rect(10, 157, 320, 480))
    }
}
