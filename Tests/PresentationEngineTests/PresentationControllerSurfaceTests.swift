import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// UIKit's names on the presentation controller: presentationStyle, adaptivePresentationStyle(for:),
// adaptivePresentationStyle, traitCollectionDidChange, preferredContentSizeDidChange(forChildContentContainer:)
// (ADAPT-1, ADAPT-2, ADAPT-7, TRAIT-1, TRAIT-4).

private final class Lines { var lines: [String] = [] }

/// A view controller that writes `traitCollectionDidChange` to a shared list.
private final class TraitRecorder: ViewController {
    let trace: Lines
    init(_ title: String, trace: Lines) {
        self.trace = trace
        super.init()
        self.title = title
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        trace.lines.append("\(title!): traitCollectionDidChange")
    }
}

/// A `.custom` controller that records the content-container hooks.
private final class HookController: PresentationController {
    var trace: Lines?
    var callsSuper = true
    var previousTraits: [TraitCollection?] = []
    var traitsWhenTold: [TraitCollection] = []
    var sizeChanges: [any ContentContainer] = []

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        trace?.lines.append("controller: traitCollectionDidChange")
        previousTraits.append(previousTraitCollection)
        traitsWhenTold.append(traitCollection)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {
        sizeChanges.append(container)
        if callsSuper { super.preferredContentSizeDidChange(forChildContentContainer: container) }
    }
}

/// A `.custom` controller whose `adaptivePresentationStyle(for:)` answers `.overFullScreen` in a compact environment.
private final class SelfAdaptingController: PresentationController {
    override func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        traitCollection.hasCompactDimension ? .overFullScreen : .none
    }
}

/// A delegate that implements none of the optional methods (Reading ADAPT-2.a).
private final class SilentDelegate: AdaptivePresentationControllerDelegate {}

private let phonePortrait = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone)
private let phoneLandscape = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, userInterfaceIdiom: .phone)
private let padTraits = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad)

private func layoutPasses(_ stage: Stage, since mark: Int) -> Int {
    stage.window.log.events[mark...].filter { event in
        if case .layoutPass = event { return true }
        return false
    }.count
}

@Suite("Presentation controller: UIKit's names (ADAPT-1, ADAPT-2, TRAIT-1, TRAIT-4)")
struct PresentationControllerSurfaceTests {
    @Test("adaptivePresentationStyle(for:) without a delegate: .none for every controller, as Apple documents (ADAPT-2)")
    func adaptiveStyleForTraits() throws {
        // A view controller keeps the controller made for its next presentation, which holds it weakly.
        let popoverOwner = vc("P", style: .popover)
        defer { withExtendedLifetime(popoverOwner) {} }
        let popover = try #require(popoverOwner.presentationController)
        #expect(popover.adaptivePresentationStyle(for: phonePortrait) == .none)
        #expect(popover.adaptivePresentationStyle(for: phoneLandscape) == .none)
        #expect(popover.adaptivePresentationStyle(for: padTraits) == .none)
        // A view controller keeps the controller made for its next presentation, which holds it weakly.
        let sheetOwner = vc("S", style: .formSheet)
        defer { withExtendedLifetime(sheetOwner) {} }
        let sheet = try #require(sheetOwner.presentationController)
        #expect(sheet.adaptivePresentationStyle(for: phonePortrait) == .none)
        let custom = PresentationController(presentedViewController: vc("C"), presenting: nil)
        #expect(custom.adaptivePresentationStyle(for: phonePortrait) == .none)
    }

    @Test("adaptivePresentationStyle without a delegate: .none; the popover on the pad stays a popover")
    func adaptiveStyleProperty() throws {
        let s = try PopoverStage()
        let presented = s.popover()
        s.root.present(presented, animated: false)
        let popover = try #require(presented.presentationController)
        #expect(popover.traitCollection == padTraits)
        #expect(popover.adaptivePresentationStyle == .none)
        #expect(popover.adaptedStyle == .none)   // on the pad it is still a popover
    }

    @Test("A delegate that answers nothing answers the controller's system adaptation (Reading ADAPT-2.a)")
    func silentDelegate() throws {
        let s = try PopoverStage(device: .phone)
        let presented = s.popover()
        let delegate = SilentDelegate()
        presented.presentationController?.delegate = delegate
        let controller = try #require(presented.presentationController)
        #expect(delegate.adaptivePresentationStyle(for: controller, traitCollection: phonePortrait) == .formSheet)
        s.root.present(presented, animated: false)
        #expect(controller.adaptedStyle == .formSheet)
    }

    @Test("An override of adaptivePresentationStyle(for:) changes what it returns, not the engine's adaptation; without a delegate a .custom presentation does not adapt (ADAPT-2, Reading ADAPT-2.a)")
    func overrideChangesOnlyTheMethod() throws {
        let withDelegate = try Stage()
        let p = vc("P")
        withDelegate.custom(p, ControllerFactory { SelfAdaptingController(presentedViewController: $0, presenting: $1) })
        let delegate = SilentDelegate()
        p.presentationController?.delegate = delegate
        withDelegate.root.present(p, animated: false)
        #expect(p.presentationController?.adaptedStyle == ModalPresentationStyle.none)
        #expect(p.presentationController?.adaptivePresentationStyle(for: phonePortrait) == .overFullScreen)

        let without = try Stage()
        let q = vc("Q")
        without.custom(q, ControllerFactory { SelfAdaptingController(presentedViewController: $0, presenting: $1) })
        without.root.present(q, animated: false)
        #expect(q.presentationController?.adaptedStyle == ModalPresentationStyle.none)
    }

    @Test("presentationStyle: the presented VC's style before present, the requested style after, whatever ADAPT-7 reports")
    func presentationStyle() throws {
        let s = try PopoverStage(device: .phone)
        let presented = s.popover()
        let controller = try #require(presented.presentationController)
        #expect(controller.presentationStyle == .popover)
        s.root.present(presented, animated: false)
        #expect(controller.presentationStyle == .popover)
        #expect(controller.adaptedStyle == .formSheet)
        let automatic = vc("A")
        #expect(automatic.presentationController?.presentationStyle == .automatic)
    }

    @Test("traitCollectionDidChange on rotation: layer 0, then the presentation controller, then its presented tree")
    func traitCollectionDidChangeOrder() throws {
        let trace = Lines()
        let root = TraitRecorder("R", trace: trace)
        let s = try Stage(root: root)
        let presented = TraitRecorder("P", trace: trace)
        let child = TraitRecorder("C", trace: trace)
        presented.addChild(child)
        presented.view.addSubview(child.view)
        child.didMove(toParent: presented)
        var made: HookController?
        s.custom(presented, ControllerFactory {
            let controller = HookController(presentedViewController: $0, presenting: $1)
            controller.trace = trace
            made = controller
            return controller
        })
        s.root.present(presented, animated: false)
        #expect(trace.lines.isEmpty)
        #expect(s.window.rotate(to: .landscape))
        #expect(trace.lines == ["R: traitCollectionDidChange", "controller: traitCollectionDidChange",
                                "P: traitCollectionDidChange", "C: traitCollectionDidChange"])
        let controller = try #require(made)
        #expect(controller.previousTraits == [phonePortrait])
        #expect(controller.traitsWhenTold == [phoneLandscape])
        // Rotating to the current orientation changes nothing (Reading TRAIT-1.a).
        #expect(s.window.rotate(to: .landscape))
        #expect(trace.lines.count == 4)
    }

    @Test("preferredContentSizeDidChange(forChildContentContainer:) runs TRAIT-4's layout pass; an override without super runs none")
    func preferredContentSizeDidChange() throws {
        let s = try Stage()
        let presented = vc("P")
        var made: HookController?
        s.custom(presented, ControllerFactory {
            let controller = HookController(presentedViewController: $0, presenting: $1)
            made = controller
            return controller
        })
        s.root.present(presented, animated: false)
        let controller = try #require(made)
        var mark = s.mark
        presented.preferredContentSize = CGSize(width: 100, height: 200)
        #expect(controller.sizeChanges.count == 1)
        #expect(controller.sizeChanges.first === presented)
        #expect(layoutPasses(s, since: mark) == 1)

        mark = s.mark
        presented.preferredContentSize = CGSize(width: 100, height: 200)   // same value: nothing
        #expect(controller.sizeChanges.count == 1)
        #expect(layoutPasses(s, since: mark) == 0)

        mark = s.mark
        s.root.preferredContentSize = CGSize(width: 10, height: 10)        // not a presented VC
        #expect(controller.sizeChanges.count == 1)
        #expect(layoutPasses(s, since: mark) == 0)

        controller.callsSuper = false
        mark = s.mark
        presented.preferredContentSize = CGSize(width: 120, height: 200)
        #expect(controller.sizeChanges.count == 2)
        #expect(layoutPasses(s, since: mark) == 0)
    }
}
