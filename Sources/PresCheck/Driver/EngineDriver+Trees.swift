import Foundation
import PresCheckCore
import PresentationEngine

extension EngineDriver {
    // MARK: Building trees

    /// Makes the view controllers of `node`'s tree and records them (`DriverNodes`): `strongly` for
    /// the root tree and substitutes, which nothing of UIKit's holds for the whole run.
    /// LIFE-9: each records its appearance callbacks into the window's log when the hook runs,
    /// not claimed by the engine (see `RecordingViewController`); ADAPT-5, ADAPT-6, ADAPT-9 and
    /// LIFE-3: so do the driver's delegates and presentation controllers with their calls.
    /// `isRootTree`: the root tree, whose node view controllers record no appearance callback of
    /// the root's installation (LIFE-9; see `RecordingViewController`).
    func makeTree(_ node: Node, isPresented: Bool, controller: CatalogueController?, strongly: Bool = false,
                  isRootTree: Bool = false) -> ViewController {
        let viewController: ViewController
        switch (node.kind, controller) {
        case (_, .halfHeightAdaptive?) where isPresented:
            // The catalogue's class stands in for the node's; the node's kind still decides the
            // default of `definesPresentationContext` (CTX-1: true for a navigation container).
            viewController = RecordingHalfHeightAdaptiveViewController(log: window.log)
            viewController.definesPresentationContext = node.kind == .navigation
        case (.navigation, _):
            viewController = RecordingNavigationController(log: window.log, installed: !isRootTree)
        case (.plain, _):
            viewController = RecordingViewController(log: window.log, installed: !isRootTree)
        }
        viewController.title = node.id
        // The view, loaded here, is read once: each read of `view` asks whether it is loaded.
        let view: View = viewController.view
        view.accessibilityIdentifier = node.id
        recordSystemControllers(of: viewController)
        if let defines = node.definesPresentationContext { viewController.definesPresentationContext = defines }
        if let provides = node.providesPresentationContextTransitionStyle {
            viewController.providesPresentationContextTransitionStyle = provides
        }
        if let style = node.transitionStyle { viewController.modalTransitionStyle = style }
        if let size = node.preferredContentSize { viewController.preferredContentSize = size.cgSize }
        if let modal = node.modalInPresentation { viewController.isModalInPresentation = modal }
        // TINT-1: the view's own mode, which a presentation dimming it restores when it stops.
        if let mode = node.tintAdjustmentMode { view.tintAdjustmentMode = mode }
        viewControllers.hold(viewController, as: node.id, strongly: strongly)
        nodesMadeSinceObservation = nodesMadeSinceObservation + 1
        for childNode in node.children {
            let child = makeTree(childNode, isPresented: false, controller: nil, strongly: strongly,
                                 isRootTree: isRootTree)
            viewController.addChild(child)
            let childView: View = child.view
            childView.relativeFrame = (childNode.frame ?? Rect(x: 0, y: 0, width: 1, height: 1)).cgRect
            view.addSubview(childView)
            child.didMove(toParent: viewController)
        }
        return viewController
    }
}
