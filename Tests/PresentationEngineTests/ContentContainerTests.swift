import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// UIKit's `UIContentContainer` on the engine: `ContentContainer`, adopted by view controllers and
// presentation controllers, with `willTransition(to:with:)` before every trait change (TRAIT-1,
// Reading TRAIT-1.c) and the child-container calls (TRAIT-1, TRAIT-4).

private final class Lines { var lines: [String] = [] }

/// A view controller that writes its content-container and trait hooks to a shared list.
private final class HookViewController: ViewController {
    let trace: Lines
    var childScale: CGFloat = 1
    private(set) var traitsWhenToldWill: [TraitCollection] = []
    private(set) var newTraits: [TraitCollection] = []
    private(set) var childSizeChanges: [any ContentContainer] = []

    init(_ title: String, trace: Lines) {
        self.trace = trace
        super.init()
        self.title = title
    }

    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        trace.lines.append("\(title!): willTransition")
        traitsWhenToldWill.append(traitCollection)
        newTraits.append(newCollection)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        trace.lines.append("\(title!): viewWillTransition \(Int(size.width))x\(Int(size.height))")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        trace.lines.append("\(title!): traitCollectionDidChange")
    }

    override func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width * childScale, height: parentSize.height)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {
        childSizeChanges.append(container)
    }
}

/// A `.custom` controller that writes its hooks to the same list and gives its presented view
/// controller half the width.
private final class HookPresentationController: PresentationController {
    var trace: Lines?
    private(set) var newTraits: [TraitCollection] = []
    /// The container's bounds when the alongside animation given in `willTransition` ran.
    private(set) var boundsAlongside: [CGRect] = []

    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        trace?.lines.append("controller: willTransition")
        newTraits.append(newCollection)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.boundsAlongside.append(self?.containerView?.bounds ?? .zero)
        })
    }

    override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        trace?.lines.append("controller: viewWillTransition \(Int(size.width))x\(Int(size.height))")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        trace?.lines.append("controller: traitCollectionDidChange")
    }

    override func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width / 2, height: parentSize.height)
    }
}

private let phonePortrait = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone)
private let phoneLandscape = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, userInterfaceIdiom: .phone)

/// R (with child RC) presents P (with child C) through a `HookPresentationController`.
private func hookStage(device: Device = .phone, splitWidth: CGFloat? = nil) throws
    -> (Stage, Lines, HookViewController, HookViewController, HookPresentationController) {
    let trace = Lines()
    let root = HookViewController("R", trace: trace)
    let s = try Stage(device: device, splitWidth: splitWidth, root: root)
    let rootChild = HookViewController("RC", trace: trace)
    root.addChild(rootChild)
    root.view.addSubview(rootChild.view)
    rootChild.didMove(toParent: root)
    let presented = HookViewController("P", trace: trace)
    let child = HookViewController("C", trace: trace)
    presented.addChild(child)
    presented.view.addSubview(child.view)
    child.didMove(toParent: presented)
    var made: HookPresentationController?
    s.custom(presented, ControllerFactory {
        let controller = HookPresentationController(presentedViewController: $0, presenting: $1)
        controller.trace = trace
        made = controller
        return controller
    })
    s.root.present(presented, animated: false)
    return (s, trace, root, presented, try #require(made))
}

@Suite("ContentContainer: UIKit's UIContentContainer (TRAIT-1, TRAIT-4, Reading TRAIT-1.c)")
struct ContentContainerTests {
    @Test("view controllers and presentation controllers are content containers with UIKit's defaults")
    func defaults() throws {
        let s = try Stage()
        let presented = vc("P")
        presented.preferredContentSize = CGSize(width: 200, height: 300)
        s.custom(presented, ControllerFactory { PresentationController(presentedViewController: $0, presenting: $1) })
        s.root.present(presented, animated: false)
        let controller = try #require(presented.presentationController)
        let containers: [any ContentContainer] = [s.root, controller]
        let parentSize = CGSize(width: 393, height: 852)
        #expect(containers.map { $0.size(forChildContentContainer: presented, withParentContainerSize: parentSize) }
            == [parentSize, parentSize])
        #expect(containers.map(\.preferredContentSize) == [.zero, CGSize(width: 200, height: 300)])
        // The defaults of the calls the engine makes change nothing.
        let mark = s.mark
        for container in containers {
            container.preferredContentSizeDidChange(forChildContentContainer: presented)
            container.systemLayoutFittingSizeDidChange(forChildContentContainer: presented)
        }
        #expect(s.trace(since: mark).isEmpty)
        #expect(presented.view.frameInWindow == rect(0, 0, 393, 852))
    }

    @Test("a rotation that changes the traits: every willTransition, then every viewWillTransition, then every traitCollectionDidChange (Reading TRAIT-1.c)")
    func order() throws {
        let (s, trace, root, presented, controller) = try hookStage()
        #expect(trace.lines.isEmpty)
        #expect(s.window.rotate(to: .landscape))
        // 852 × 393 for the root tree; the controller halves the width for P, and P's child hears
        // P's size (the default `size(forChildContentContainer:)`).
        #expect(trace.lines == [
            "R: willTransition", "RC: willTransition", "controller: willTransition", "P: willTransition", "C: willTransition",
            "R: viewWillTransition 852x393", "RC: viewWillTransition 852x393", "controller: viewWillTransition 852x393",
            "P: viewWillTransition 426x393", "C: viewWillTransition 426x393",
            "R: traitCollectionDidChange", "RC: traitCollectionDidChange", "controller: traitCollectionDidChange",
            "P: traitCollectionDidChange", "C: traitCollectionDidChange",
        ])
        // Told the new traits while `traitCollection` still gives the old ones.
        #expect(root.newTraits == [phoneLandscape])
        #expect(root.traitsWhenToldWill == [phonePortrait])
        #expect(presented.newTraits == [phoneLandscape])
        #expect(controller.newTraits == [phoneLandscape])
        // An alongside animation given in willTransition runs after the step's layout pass.
        #expect(controller.boundsAlongside == [rect(0, 0, 852, 393)])

        trace.lines = []
        #expect(s.window.rotate(to: .portrait))
        #expect(trace.lines.prefix(5) == ["R: willTransition", "RC: willTransition", "controller: willTransition",
                                          "P: willTransition", "C: willTransition"])
        #expect(root.newTraits == [phoneLandscape, phonePortrait])
        #expect(root.traitsWhenToldWill == [phonePortrait, phoneLandscape])

        // Rotating to the current orientation changes nothing (Reading TRAIT-1.a).
        trace.lines = []
        #expect(s.window.rotate(to: .portrait))
        #expect(trace.lines.isEmpty)
    }

    @Test("a resize that keeps the traits calls viewWillTransition only; one that changes them calls willTransition first")
    func resizeWithoutTraitChange() throws {
        // pad-split 507 and 678 are both regular/regular; 405 is compact/regular.
        let (s, trace, _, _, controller) = try hookStage(device: .padSplit, splitWidth: 507)
        #expect(s.window.resize(toWidth: 678))
        #expect(trace.lines == ["R: viewWillTransition 678x1180", "RC: viewWillTransition 678x1180",
                                "controller: viewWillTransition 678x1180", "P: viewWillTransition 339x1180",
                                "C: viewWillTransition 339x1180"])
        #expect(controller.newTraits.isEmpty)
        trace.lines = []
        #expect(s.window.resize(toWidth: 405))
        #expect(trace.lines.first == "R: willTransition")
        #expect(controller.newTraits == [TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                                         userInterfaceIdiom: .pad)])
        #expect(trace.lines.filter { $0.hasSuffix("willTransition") }.count == 5)
    }

    @Test("a parent view controller gives each child its size in viewWillTransition")
    func childSizeFromParent() throws {
        let (s, trace, root, _, _) = try hookStage()
        root.childScale = 0.5
        #expect(s.window.rotate(to: .landscape))
        #expect(trace.lines.contains("R: viewWillTransition 852x393"))
        #expect(trace.lines.contains("RC: viewWillTransition 426x393"))
    }

    @Test("a child's preferredContentSize change tells its parent, asking for no layout pass (TRAIT-4)")
    func childPreferredContentSize() throws {
        let (s, _, root, presented, _) = try hookStage()
        let rootChild = try #require(root.children.first)
        let child = try #require(presented.children.first)
        let mark = s.mark
        rootChild.preferredContentSize = CGSize(width: 10, height: 20)
        rootChild.preferredContentSize = CGSize(width: 10, height: 20)   // same value: nothing
        child.preferredContentSize = CGSize(width: 30, height: 40)
        #expect(root.childSizeChanges.map(ObjectIdentifier.init) == [ObjectIdentifier(rootChild)])
        #expect(presented.childSizeChanges.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
        #expect(!s.window.log.events[mark...].contains { if case .layoutPass = $0 { true } else { false } })
    }
}
