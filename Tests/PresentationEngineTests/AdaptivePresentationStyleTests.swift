import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// UIKit's `adaptivePresentationStyle(for:)` and `adaptivePresentationStyle` on a presentation
// controller: "the value provided by the presentation controller's delegate or `.none` if a delegate
// was not provided or does not return a valid value" (ADAPT-2, Reading ADAPT-2.a).

private let phonePortrait = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone)
private let padTraits = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad)

/// Answers `answer` from the trait-collection method and counts the asks.
private final class AnsweringDelegate: AdaptivePresentationControllerDelegate {
    let answer: ModalPresentationStyle
    private(set) var asks = 0
    init(_ answer: ModalPresentationStyle) { self.answer = answer }
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        asks += 1
        return answer
    }
}

/// Implements only the older method, without traits.
private final class OldStyleDelegate: AdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { .overFullScreen }
}

/// Implements neither method.
private final class QuietDelegate: AdaptivePresentationControllerDelegate {}

/// Falls back on the controller's own method, as articles often write it.
private final class FallingBackDelegate: AdaptivePresentationControllerDelegate {
    private(set) var asks = 0
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        asks += 1
        return controller.adaptivePresentationStyle(for: traitCollection)
    }
}

@Suite("adaptivePresentationStyle(for:) consults the delegate (ADAPT-2, Reading ADAPT-2.a)")
struct AdaptivePresentationStyleTests {
    @Test("No delegate: .none, for a popover too, in any environment")
    func noDelegate() throws {
        // A view controller keeps the controller made for its next presentation, which holds it weakly.
        let popoverOwner = vc("P", style: .popover)
        defer { withExtendedLifetime(popoverOwner) {} }
        let popover = try #require(popoverOwner.presentationController)
        #expect(popover.delegate == nil)
        #expect(popover.adaptivePresentationStyle(for: phonePortrait) == .none)
        #expect(popover.adaptivePresentationStyle(for: padTraits) == .none)
        #expect(popover.adaptivePresentationStyle == .none)
    }

    @Test("A delegate's valid answer is returned; an invalid one (.popover, .custom, a context style) is .none",
          arguments: [(ModalPresentationStyle.overFullScreen, ModalPresentationStyle.overFullScreen),
                      (.fullScreen, .fullScreen), (.formSheet, .formSheet), (.pageSheet, .pageSheet), (.none, .none),
                      (.popover, .none), (.custom, .none), (.overCurrentContext, .none), (.automatic, .none)])
    func delegateAnswer(answer: ModalPresentationStyle, expected: ModalPresentationStyle) throws {
        let custom = PresentationController(presentedViewController: vc("C"), presenting: nil)
        let delegate = AnsweringDelegate(answer)
        custom.delegate = delegate
        #expect(custom.adaptivePresentationStyle(for: phonePortrait) == expected)
        #expect(delegate.asks == 1)
    }

    @Test("adaptivePresentationStyle asks the delegate's adaptivePresentationStyle(for:), as Apple documents")
    func propertyAsksOldMethod() throws {
        let custom = PresentationController(presentedViewController: vc("C"), presenting: nil)
        let delegate = OldStyleDelegate()
        custom.delegate = delegate
        #expect(custom.adaptivePresentationStyle == .overFullScreen)
        // The trait-collection method falls back to it too.
        #expect(custom.adaptivePresentationStyle(for: phonePortrait) == .overFullScreen)
    }

    @Test("A delegate that answers nothing: the system adaptation (.formSheet for a compact popover, else .none)")
    func quietDelegate() throws {
        // A view controller keeps the controller made for its next presentation, which holds it weakly.
        let popoverOwner = vc("P", style: .popover)
        defer { withExtendedLifetime(popoverOwner) {} }
        let popover = try #require(popoverOwner.presentationController)
        let sheetOwner = vc("S", style: .pageSheet)
        defer { withExtendedLifetime(sheetOwner) {} }
        let sheet = try #require(sheetOwner.presentationController)
        let custom = PresentationController(presentedViewController: vc("C"), presenting: nil)
        let delegate = QuietDelegate()
        for controller in [popover, sheet, custom] { controller.delegate = delegate }
        // The popover's traits are the default ones outside a window: compact width (TRAIT-1).
        #expect(popover.adaptivePresentationStyle(for: phonePortrait) == .formSheet)
        #expect(sheet.adaptivePresentationStyle(for: phonePortrait) == .none)
        #expect(custom.adaptivePresentationStyle(for: phonePortrait) == .none)
        #expect(custom.adaptivePresentationStyle == .none)
    }

    @Test("A delegate that falls back on the controller's method is asked once, and gets the system adaptation")
    func noRecursion() throws {
        // A view controller keeps the controller made for its next presentation, which holds it weakly.
        let popoverOwner = vc("P", style: .popover)
        defer { withExtendedLifetime(popoverOwner) {} }
        let popover = try #require(popoverOwner.presentationController)
        let delegate = FallingBackDelegate()
        popover.delegate = delegate
        #expect(popover.adaptivePresentationStyle(for: phonePortrait) == .formSheet)
        #expect(delegate.asks == 1)
        #expect(popover.adaptivePresentationStyle(for: padTraits) == .none)
        #expect(delegate.asks == 2)
    }

    @Test("The engine's adaptation with such a delegate: asked once, the popover adapts to .formSheet (ADAPT-1)")
    func engineAdaptationUnchanged() throws {
        let s = try PopoverStage(device: .phone)
        let presented = s.popover()
        let delegate = FallingBackDelegate()
        s.retained.append(delegate)
        let controller = try #require(presented.presentationController)
        controller.delegate = delegate
        s.root.present(presented, animated: false)
        #expect(delegate.asks == 1)
        #expect(controller.adaptedStyle == .formSheet)
    }
}
