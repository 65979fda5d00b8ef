import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// Ported from AAASASN/Surf_task, testTaskForSurf/ViewController.swift: on appearing, a view
// controller presents a sheet with three custom detents (330 pt, 515 pt and the whole view's height),
// a corner radius of 24, and itself as the sheet's delegate, which hides a label of the sheet at the
// small detent and shows it at the others. Our own code of the same behaviour; lines that are not a
// rename are marked `Port:`, lines that cannot be ported yet `Missing:`. The three resolvers port
// with renames only (`Detent.custom(identifier:resolver:)`), the last read at every layout.

/// The sheet's content: a label at its bottom.
private final class FootnoteSheetViewController: ViewController {
    let footnote = View(frame: CGRect(x: 16, y: 200, width: 200, height: 30))

    override func viewDidLoad() {
        view.addSubview(footnote)
    }
}

private final class ThreeDetentHostViewController: ViewController {
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
        // Missing: `sheet.delegate = self` as a `UISheetPresentationControllerDelegate`, and its
        // `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, which compared the
        // selected identifier with `tallID`, `regularID` and `compactID` and set
        // `sheetContent.footnote.isHidden` to false, false and true.
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
}
