import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// Ported from AAASASN/Surf_task, testTaskForSurf/ViewController.swift: on appearing, a view
// controller presents a sheet with three custom detents (330 pt, 515 pt and the whole view's height),
// a corner radius of 24, and itself as the sheet's delegate, which hides a label of the sheet at the
// small detent and shows it at the others. Our own code of the same behaviour; lines that are not a
// rename are marked `Port:`. The three resolvers (`Detent.custom(identifier:resolver:)`, the last
// read at every layout) and the delegate (`sheet.delegate = self`, told when the user drags the sheet
// to another detent, DETENT-4) port with renames only.

/// The sheet's content: a label at its bottom.
private final class FootnoteSheetViewController: ViewController {
    let footnote = View(frame: CGRect(x: 16, y: 200, width: 200, height: 30))

    override func viewDidLoad() {
        view.addSubview(footnote)
    }
}

private final class ThreeDetentHostViewController: ViewController, SheetPresentationControllerDelegate {
    // Port: `UIImageView` with a `UIImage(named:)`; the engine draws nothing, so a plain view.
    var backdrop: View!
    let sheetContent = FootnoteSheetViewController()

    let compactID = SheetPresentationController.Detent.Identifier("small")
    let regularID = SheetPresentationController.Detent.Identifier("medium")
    let tallID = SheetPresentationController.Detent.Identifier("large")

    override func viewDidLoad() {
        super.viewDidLoad()
        configureBackdrop()
        configureSheet()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        present(sheetContent, animated: true)
    }

    func configureBackdrop() {
        backdrop = View(frame: CGRect(origin: .zero, size: view.frame.size))
        view.addSubview(backdrop)
    }

    func configureSheet() {
        let compact = SheetPresentationController.Detent.custom(identifier: compactID) { _ in 330 }
        let regular = SheetPresentationController.Detent.custom(identifier: regularID) { _ in 515 }
        let tall = SheetPresentationController.Detent.custom(identifier: tallID) { [unowned self] _ in view.frame.maxY }

        guard let sheet = sheetContent.sheetPresentationController else { return }
        sheet.detents = [regular, compact, tall]
        sheet.preferredCornerRadius = 24
        sheet.delegate = self
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {
        switch sheetPresentationController.selectedDetentIdentifier {
        case tallID: sheetContent.footnote.isHidden = false
        case regularID: sheetContent.footnote.isHidden = false
        case compactID: sheetContent.footnote.isHidden = true
        default: break
        }
    }
}

/// The resolution context of a phone in portrait: M = 852 − 69 − 34 = 749 (SHEET).
private struct PortraitPhoneContext: SheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat = 749
    let containerTraitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                                   userInterfaceIdiom: .phone)
}

@Suite("Ported: a sheet with three custom detents (Surf_task)")
struct PortedCustomDetentsTests {
    /// The app's window setup: the window is made key and visible, so the root's view loads with
    /// the window's bounds (the original reads `view.frame` in `viewDidLoad`) and the root hears
    /// `viewDidAppear` when it becomes the root of the shown window, where it presents the sheet.
    private func stage() throws -> (Window, ThreeDetentHostViewController) {
        let window = try Window(device: .phone)
        window.makeKeyAndVisible()
        let root = ThreeDetentHostViewController()
        window.rootViewController = root
        return (window, root)
    }

    @Test("on appearing it presents the sheet at the smallest detent, 330 pt (SHEET-1, SHEET-3, LIFE-9)")
    func presentsAtTheSmallDetent() throws {
        let (window, root) = try stage()
        // The root's viewDidAppear presented the sheet.
        #expect(root.presentedViewController === root.sheetContent)
        window.advance(by: 0.3)
        // Height 330 + 34, at y = 852 − 364 = 488.
        #expect(root.sheetContent.view.frameInWindow == CGRect(x: 0, y: 488, width: 393, height: 364))
        #expect(root.sheetContent.footnote.frameInWindow == CGRect(x: 16, y: 688, width: 200, height: 30))
        #expect(root.backdrop.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("each detent is selected by its own identifier; the whole-height detent is clamped to the maximum (SHEET, SHEET-3)")
    func detentValues() throws {
        let (window, root) = try stage()
        window.advance(by: 0.3)
        let sheet = try #require(root.sheetContent.sheetPresentationController)
        #expect(sheet.preferredCornerRadius == 24)
        // The detents resolve against M = 749: 515, 330 and min(852, 749) = 749.
        #expect(sheet.detents.map { $0.resolvedValue(in: PortraitPhoneContext()) } == [515, 330, 749])
        sheet.selectedDetentIdentifier = root.regularID
        #expect(root.sheetContent.view.frameInWindow == CGRect(x: 0, y: 303, width: 393, height: 549))
        sheet.selectedDetentIdentifier = root.tallID
        #expect(root.sheetContent.view.frameInWindow == CGRect(x: 0, y: 69, width: 393, height: 783))
        sheet.selectedDetentIdentifier = root.compactID
        #expect(root.sheetContent.view.frameInWindow == CGRect(x: 0, y: 488, width: 393, height: 364))
    }

    @Test("the user drags the sheet between its detents and the delegate shows or hides the footnote (DETENT-4)")
    func dragBetweenDetents() throws {
        let (window, root) = try stage()
        window.advance(by: 0.3)
        let sheet = try #require(root.sheetContent.sheetPresentationController)
        root.sheetContent.footnote.isHidden = true
        // At 330 (height 364, top 488): dragged up 150, H = 514, nearest 515 + 34 = 549 of 364, 549, 783.
        window.pan(from: CGPoint(x: 200, y: 600), translations: [CGPoint(x: 0, y: -150)])
        #expect(sheet.selectedDetentIdentifier == root.regularID)
        #expect(root.sheetContent.view.frameInWindow == CGRect(x: 0, y: 303, width: 393, height: 549))
        #expect(root.sheetContent.footnote.isHidden == false)
        // A flick up (−1000 pt/s) moves one detent: to the whole height.
        window.pan(from: CGPoint(x: 200, y: 400), translations: [CGPoint(x: 0, y: -10)], velocity: CGPoint(x: 0, y: -1000))
        #expect(sheet.selectedDetentIdentifier == root.tallID)
        #expect(root.sheetContent.view.frameInWindow == CGRect(x: 0, y: 69, width: 393, height: 783))
        // Down 400 from 783: H = 383, nearest 364 (19 away, 549 is 166): the small detent hides it.
        window.pan(from: CGPoint(x: 200, y: 300), translations: [CGPoint(x: 0, y: 400)])
        #expect(sheet.selectedDetentIdentifier == root.compactID)
        #expect(root.sheetContent.view.frameInWindow == CGRect(x: 0, y: 488, width: 393, height: 364))
        #expect(root.sheetContent.footnote.isHidden == true)
        // Setting the detent in code does not tell the delegate, as in UIKit.
        sheet.selectedDetentIdentifier = root.tallID
        #expect(root.sheetContent.footnote.isHidden == true)
        #expect(root.presentedViewController === root.sheetContent)
    }
}
