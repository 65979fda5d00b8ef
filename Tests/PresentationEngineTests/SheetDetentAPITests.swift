import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// UIKit's detent API on the engine (SHEET, SHEET-3, SHEET-4, DETENT-1, DETENT-3, TRAIT-4).
// phone portrait 852 high, safe (59, 0, 34, 0): top = 69, M = 852 − 69 − 34 = 749.
// phone landscape 852×393, safe (0, 59, 21, 59): top = 10, M = 393 − 10 − 21 = 362, safeW = 734.
// SHEET-1: frame height = value + safe.bottom, y = window height − frame height.

/// A value a resolver reads from outside its context (UIKit's "captured property").
private final class Box {
    var value: CGFloat?
    init(_ value: CGFloat?) { self.value = value }
}

/// Records every context a resolver is given.
private final class Contexts {
    var seen: [(maximum: CGFloat, vertical: SizeClass)] = []
}

private func sheet(_ title: String = "S", _ configure: (SheetPresentationController) -> Void)
    throws -> (ViewController, SheetPresentationController) {
    let presented = vc(title, style: .pageSheet)
    let controller = try #require(presented.sheetPresentationController)
    configure(controller)
    return (presented, controller)
}

private func layoutPasses(_ stage: Stage, since mark: Int) -> Int {
    stage.window.log.events[mark...].filter { event in
        if case .layoutPass = event { return true }
        return false
    }.count
}

@Suite("Sheet detents with UIKit's API (SHEET, DETENT-1, DETENT-3)")
struct SheetDetentAPITests {
    @Test("Identifiers are spelled as in UIKit")
    func identifiers() {
        typealias Identifier = SheetPresentationController.Detent.Identifier
        #expect(Identifier.medium.rawValue == "com.apple.UIKit.medium")
        #expect(Identifier.large.rawValue == "com.apple.UIKit.large")
        #expect(Identifier("small") == Identifier(rawValue: "small"))
        #expect(SheetPresentationController.Detent.medium().identifier == .medium)
        #expect(SheetPresentationController.Detent.large().identifier == .large)
        let first = SheetPresentationController.Detent.custom { _ in 100 }
        let second = SheetPresentationController.Detent.custom { _ in 100 }
        #expect(first.identifier != second.identifier)
        #expect(SheetPresentationController.Detent.custom(identifier: .init("c")) { _ in 1 }.identifier == Identifier("c"))
    }

    @Test("resolvedValue(in:): clamped to [1, M]; medium is inactive in compact height; nil stays nil")
    func resolvedValues() {
        let portrait = DetentContext(maximumDetentValue: 749)
        let landscape = DetentContext(
            maximumDetentValue: 362,
            containerTraitCollection: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact,
                                                      userInterfaceIdiom: .phone))
        typealias Detent = SheetPresentationController.Detent
        #expect(Detent.medium().resolvedValue(in: portrait) == 374)        // floor(749 / 2)
        #expect(Detent.medium().resolvedValue(in: landscape) == nil)       // SHEET-4: inactive
        #expect(Detent.large().resolvedValue(in: landscape) == 362)
        #expect(Detent.custom { _ in 5000 }.resolvedValue(in: portrait) == 749)
        #expect(Detent.custom { _ in -3 }.resolvedValue(in: portrait) == 1)
        #expect(Detent.custom { _ in .nan }.resolvedValue(in: portrait) == nil)
        #expect(Detent.custom { _ in nil }.resolvedValue(in: portrait) == nil)
        #expect(Detent.custom { $0.maximumDetentValue - 100 }.resolvedValue(in: landscape) == 262)
    }

    @Test("A custom detent resolves against M on phone portrait (749) and, edge-attached, landscape (362)")
    func customAgainstMaximum() throws {
        let contexts = Contexts()
        let portrait = try Stage()
        let (p, _) = try sheet("P") {
            $0.detents = [.custom(identifier: .init("less")) { context in
                contexts.seen.append((context.maximumDetentValue, context.containerTraitCollection.verticalSizeClass))
                return context.maximumDetentValue - 100
            }, .large()]
        }
        portrait.root.present(p, animated: false)
        // 749 − 100 = 649: height 683, y = 852 − 683 = 169.
        #expect(p.view.frameInWindow == rect(0, 169, 393, 683))
        #expect(contexts.seen.first?.maximum == 749)
        #expect(contexts.seen.first?.vertical == .regular)

        contexts.seen = []
        let landscape = try Stage(orientation: .landscape)
        let (l, _) = try sheet("L") {
            $0.prefersEdgeAttachedInCompactHeight = true
            $0.detents = [.custom(identifier: .init("less")) { context in
                contexts.seen.append((context.maximumDetentValue, context.containerTraitCollection.verticalSizeClass))
                return context.maximumDetentValue - 100
            }, .large()]
        }
        landscape.root.present(l, animated: false)
        // 362 − 100 = 262: height 283, y = 393 − 283 = 110; x = 59, w = safeW = 734.
        #expect(l.view.frameInWindow == rect(59, 110, 734, 283))
        #expect(contexts.seen.first?.maximum == 362)
        #expect(contexts.seen.first?.vertical == .compact)
    }

    @Test("Rotating re-resolves: the same resolver gives 649 in portrait and 262 edge-attached in landscape")
    func rotationReResolves() throws {
        let s = try Stage()
        let (p, _) = try sheet {
            $0.prefersEdgeAttachedInCompactHeight = true
            $0.detents = [.custom(identifier: .init("less")) { $0.maximumDetentValue - 100 }, .large()]
        }
        s.root.present(p, animated: false)
        #expect(p.view.frameInWindow == rect(0, 169, 393, 683))
        #expect(s.window.rotate(to: .landscape))
        #expect(p.view.frameInWindow == rect(59, 110, 734, 283))
        #expect(s.window.rotate(to: .portrait))
        #expect(p.view.frameInWindow == rect(0, 169, 393, 683))
    }

    @Test("A resolver answering nil: the detent is as if absent (SHEET-3 passes it over, DETENT-1 stays dimmed)")
    func nilResolver() throws {
        let s = try Stage()
        let (p, controller) = try sheet {
            $0.detents = [.custom(identifier: .init("none")) { _ in nil }, .medium(), .large()]
            $0.selectedDetentIdentifier = .init("none")
            $0.largestUndimmedDetentIdentifier = .init("none")
        }
        s.root.present(p, animated: false)
        // "none" is absent: the selection names no detent, so the smallest, medium (374): height 408.
        #expect(p.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(controller.isSheetDimmed == true)
        // Undimmed up to medium: the effective value 374 ≤ 374.
        controller.largestUndimmedDetentIdentifier = .medium
        #expect(controller.isSheetDimmed == false)
    }

    @Test("Every detent nil: the sheet behaves as with empty detents, [large]")
    func everyDetentNil() throws {
        let s = try Stage()
        let (p, controller) = try sheet {
            $0.detents = [.custom(identifier: .init("a")) { _ in nil }, .custom(identifier: .init("b")) { _ in nil }]
            $0.largestUndimmedDetentIdentifier = .large
        }
        s.root.present(p, animated: false)
        #expect(p.view.frameInWindow == rect(0, 69, 393, 783))
        #expect(controller.isSheetDimmed == false)
    }

    @Test("A resolver that is nil in compact height only: landscape drops it, portrait brings it back")
    func nilInCompactHeight() throws {
        let s = try Stage()
        let (p, _) = try sheet {
            $0.prefersEdgeAttachedInCompactHeight = true
            $0.detents = [.custom(identifier: .init("tall-only")) { context in
                context.containerTraitCollection.verticalSizeClass == .compact ? nil : 300
            }, .large()]
        }
        s.root.present(p, animated: false)
        #expect(p.view.frameInWindow == rect(0, 518, 393, 334))   // 300 + 34, y = 852 − 334
        #expect(s.window.rotate(to: .landscape))
        #expect(p.view.frameInWindow == rect(59, 10, 734, 383))   // large: 362 + 21, y = 10
        #expect(s.window.rotate(to: .portrait))
        #expect(p.view.frameInWindow == rect(0, 518, 393, 334))
    }

    @Test("invalidateDetents(): a captured value's change applies at the layout pass it asks for, not before")
    func invalidateDetents() throws {
        let s = try Stage()
        let box = Box(300)
        var asked = 0
        let (p, controller) = try sheet {
            $0.detents = [.custom(identifier: .init("box")) { _ in
                asked += 1
                return box.value
            }, .large()]
            $0.largestUndimmedDetentIdentifier = .init("box")
        }
        s.root.present(p, animated: false)
        #expect(p.view.frameInWindow == rect(0, 518, 393, 334))
        let askedAfterPresent = asked
        box.value = 400
        // Reading the state asks no resolver: the values of the last pass stay.
        #expect(controller.isSheetDimmed == false)
        #expect(p.view.frameInWindow == rect(0, 518, 393, 334))
        #expect(asked == askedAfterPresent)
        let mark = s.mark
        controller.invalidateDetents()
        #expect(layoutPasses(s, since: mark) == 1)
        #expect(asked == askedAfterPresent + 1)
        #expect(p.view.frameInWindow == rect(0, 418, 393, 434))   // 400 + 34, y = 852 − 434
        box.value = nil
        controller.invalidateDetents()
        // "box" is now absent: the smallest remaining detent is large; nothing undims it.
        #expect(p.view.frameInWindow == rect(0, 69, 393, 783))
        #expect(controller.isSheetDimmed == true)
    }

    @Test("invalidateDetents() while the sheet is being presented waits for the transition's end (DETENT-3)")
    func invalidateDuringTransition() throws {
        let s = try Stage()
        let box = Box(300)
        let (p, controller) = try sheet {
            $0.detents = [.custom(identifier: .init("box")) { _ in box.value }, .large()]
        }
        s.root.present(p, animated: true)
        box.value = 400
        let mark = s.mark
        controller.invalidateDetents()
        #expect(layoutPasses(s, since: mark) == 0)
        s.window.advance(by: 0.3)
        #expect(layoutPasses(s, since: mark) == 1)
        #expect(p.view.frameInWindow == rect(0, 418, 393, 434))
    }

    @Test("animateChanges(_:) selects a detent in the step, with one layout pass for the whole block")
    func animateChangesSelects() throws {
        let s = try Stage()
        var ran = 0
        let (p, controller) = try sheet {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        s.root.present(p, animated: false)
        #expect(p.view.frameInWindow == rect(0, 444, 393, 408))
        #expect(controller.isSheetDimmed == false)
        let mark = s.mark
        controller.animateChanges {
            ran += 1
            controller.selectedDetentIdentifier = .large
            controller.largestUndimmedDetentIdentifier = .large
            // Nothing applies inside the block.
            #expect(p.view.frameInWindow == rect(0, 444, 393, 408))
        }
        #expect(ran == 1)
        #expect(layoutPasses(s, since: mark) == 1)
        #expect(p.view.frameInWindow == rect(0, 69, 393, 783))
        #expect(controller.isSheetDimmed == false)
        controller.animateChanges { controller.selectedDetentIdentifier = .medium }
        #expect(p.view.frameInWindow == rect(0, 444, 393, 408))
    }

    @Test("animateChanges(_:) on a sheet not presented runs the block and asks for no pass")
    func animateChangesBeforePresent() throws {
        let s = try Stage()
        let (p, controller) = try sheet { $0.detents = [.medium(), .large()] }
        let mark = s.mark
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        #expect(layoutPasses(s, since: mark) == 0)
        s.root.present(p, animated: false)
        #expect(p.view.frameInWindow == rect(0, 69, 393, 783))
    }

    @Test("Stored sheet properties keep UIKit's defaults and what is set, and move no frame")
    func storedProperties() throws {
        let s = try Stage()
        let (p, controller) = try sheet { $0.detents = [.medium()] }
        #expect(controller.prefersGrabberVisible == false)
        #expect(controller.preferredCornerRadius == nil)
        #expect(controller.prefersScrollingExpandsWhenScrolledToEdge == true)
        #expect(controller.prefersPageSizing == true)
        #expect(controller.sourceView == nil)
        s.root.present(p, animated: false)
        let mark = s.mark
        controller.prefersGrabberVisible = true
        controller.preferredCornerRadius = 24
        controller.prefersScrollingExpandsWhenScrolledToEdge = false
        controller.prefersPageSizing = false
        controller.sourceView = s.root.view
        #expect(layoutPasses(s, since: mark) == 0)
        #expect(controller.prefersGrabberVisible && controller.preferredCornerRadius == 24)
        #expect(controller.sourceView === s.root.view)
        #expect(p.view.frameInWindow == rect(0, 444, 393, 408))
    }

    @Test("Stored popover properties: layout margins, background colour, a view as sourceItem")
    func popoverStoredProperties() throws {
        let s = try PopoverStage()
        let presented = vc("P", style: .popover)
        let popover = try #require(presented.popoverPresentationController)
        #expect(popover.popoverLayoutMargins == EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(popover.backgroundColor == nil)
        popover.backgroundColor = .white
        popover.sourceItem = s.button
        #expect(popover.sourceView === s.button)
        #expect(popover.backgroundColor == .white)
        s.root.present(presented, animated: false)
        #expect(s.warnings.isEmpty)
        #expect(presented.presentingViewController === s.root)
    }
}
