import Foundation
import PresCheckCore

/// `half-height-adaptive`, ported from the fourth source article: a view controller presented as a
/// `.popover` that is its own adaptive delegate. Regular: a popover (POP-1) whose card fills the
/// presented view. Compact: the delegate answers `.overFullScreen` whenever asked (ADAPT-2) and the
/// card sits in the bottom half of the presented view. The card is laid out on
/// `willPresentWithAdaptiveStyle` and whenever the view's size changes.
open class HalfHeightAdaptiveViewController: ViewController, AdaptivePresentationControllerDelegate {
    /// The visible card; the rest of the view is transparent in compact environments.
    public let cardView = View()
    public private(set) var currentAdaptiveStyle: ModalPresentationStyle {
        get { storedAdaptiveStyle }
        set { storedAdaptiveStyle = newValue }
    }
    /// Read at every layout; only read and assigned (no run-time exclusivity check).
    private var storedAdaptiveStyle: ModalPresentationStyle = .none

    public override init() {
        super.init()
        modalPresentationStyle = .popover
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        cardView.accessibilityIdentifier = "card"
        view.addSubview(cardView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutCard()
    }

    private func layoutCard() {
        let bounds = view.bounds
        if currentAdaptiveStyle == .none {
            cardView.frame = bounds
        } else {
            cardView.frame = CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
    }

    open func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        .overFullScreen
    }

    open func presentationController(
        _ controller: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {
        currentAdaptiveStyle = style
        layoutCard()
    }

    /// ADAPT-6: no substitute; the card adapts in place. Implemented (rather than left to the
    /// protocol's default) so a subclass can override it.
    open func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        nil
    }

    /// LIFE-10: the catalogue's delegate lets the user dismiss. Implemented (rather than left to
    /// the protocol's defaults) so a subclass can override these.
    open func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }

    open func presentationControllerWillDismiss(_ presentationController: PresentationController) {}

    open func presentationControllerDidDismiss(_ presentationController: PresentationController) {}

    open func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
