import Foundation
import PresCheckCore
import PresentationEngine
import Testing

// The one-call read an observation makes of a view gives what the public properties give, to the
// bit, and a view controller's child count is its children's (HIT-3, TINT-1, TRAIT-3, CTX-5).

@Suite("A view's and a view controller's observed states agree with their properties")
struct ObservedStateTests {
    /// Every field of `view.observedState` against the property it stands for.
    private func expectAgrees(_ view: View, sourceLocation: SourceLocation = #_sourceLocation) {
        let state = view.observedState
        #expect(state.frame == view.frame, sourceLocation: sourceLocation)
        #expect(state.size == view.bounds.size, sourceLocation: sourceLocation)
        #expect(state.isTransformed == !view.transform.isIdentity, sourceLocation: sourceLocation)
        #expect(state.alpha == view.alpha, sourceLocation: sourceLocation)
        #expect(state.isHidden == view.isHidden, sourceLocation: sourceLocation)
        #expect(state.isUserInteractionEnabled == view.isUserInteractionEnabled, sourceLocation: sourceLocation)
        #expect(state.tintAdjustmentMode == view.tintAdjustmentMode, sourceLocation: sourceLocation)
        #expect(state.subviewCount == view.subviews.count, sourceLocation: sourceLocation)
        switch view.owningViewControllerTitle {
        case .none: #expect(view.owningViewController == nil, sourceLocation: sourceLocation)
        case .some(let title):
            #expect(view.owningViewController != nil, sourceLocation: sourceLocation)
            #expect(title == view.owningViewController?.title, sourceLocation: sourceLocation)
        }
    }

    @Test("Hidden, transformed, translucent, dimmed and plain views, in the window and out of it")
    func viewsAgree() throws {
        let hidden = View(frame: rect(10, 20, 30, 40))
        hidden.isHidden = true
        hidden.accessibilityIdentifier = "hidden"
        let transformed = View(frame: rect(5.5, 7.25, 100, 60))
        transformed.transform = CGAffineTransform(a: 0.5, b: 0.25, c: -0.25, d: 1.5, tx: 3, ty: -4)
        let translucent = View(frame: rect(0, 0, 50, 50))
        translucent.alpha = 0.35
        translucent.isUserInteractionEnabled = false
        translucent.tintAdjustmentMode = .dimmed
        transformed.addSubview(translucent)
        let s = try Stage { root in
            root.view.addSubview(hidden)
            root.view.addSubview(transformed)
        }
        let outside = View(frame: rect(-3, 4, 12.5, 8))
        outside.addSubview(View())
        let untitled = ViewController()
        for view in [s.window, s.root.view!, hidden, transformed, translucent, outside, untitled.view!] { expectAgrees(view) }
        #expect(s.root.view.owningViewControllerTitle == .some("R"))
        #expect(untitled.view.owningViewControllerTitle == .some(nil))
        #expect(hidden.owningViewControllerTitle == nil)
    }

    @Test("A sheet's container, dimming view and presented view agree")
    func presentationViewsAgree() throws {
        let s = try Stage()
        s.root.present(vc("P", style: .pageSheet), animated: false)
        let presentation = try #require(s.window.presentations.first)
        let container = try #require(presentation.containerView)
        expectAgrees(container)
        for view in container.subviews { expectAgrees(view) }
        if let dimming = presentation.dimmingViewInContainer { expectAgrees(dimming) }
    }

    @Test("A view controller's observed state agrees with its title, view and children")
    func controllerStatesAgree() throws {
        let s = try SplitStage()
        let presented = vc("P", style: .currentContext)
        s.bottom.present(presented, animated: false)
        for controller in [s.root, s.top, s.bottom, presented] {
            let state = controller.observedState
            #expect(state.childCount == controller.children.count)
            #expect(state.title == controller.title)
            #expect(state.loadedView == ObjectIdentifier(controller.view as View))
        }
        #expect(s.root.observedState.childCount == 2)
        let unloaded = ViewController()
        #expect(unloaded.observedState.loadedView == nil)
        #expect(!unloaded.isViewLoaded)
    }
}
