/// The custom presentation controllers ported from the source articles (behaviour catalogue, "Catalogue of custom presentation controllers").
/// Each case names the rules it exercises (CTX-3, FRAME-3, FRAME-4, LIFE-5, ADAPT-2).
public enum CatalogueController: String, Codable, Hashable, Sendable, CaseIterable {
    /// Bottom half of the context, `shouldPresentInFullscreen = false`, dimming 0.5 (CTX-3).
    case halfContext = "half-context"
    /// A card of (w/1.5, h/2) centred in the container, dimming 0.5 (FRAME-4).
    case centeredCard = "centered-card"
    /// A self-sizing toast above the bottom safe area, no dimming (FRAME-3, LIFE-5).
    case toast
    /// A popover that becomes a half-height `.overFullScreen` card when compact (ADAPT-2).
    case halfHeightAdaptive = "half-height-adaptive"
    /// Article 000's last workaround as one action: the source presents an invisible helper
    /// (`<node id>-helper`) over the current context; from its `viewDidAppear` the helper presents
    /// the node with a `half-context` controller, which dismisses the helper once the node's
    /// dismissal completes (CTX-3, LIFE-7, LIFE-9).
    case intermediateHelper = "intermediate-helper"
}

extension PresentAction {
    /// For an `intermediate-helper` present, the id of the helper node the action declares and
    /// presents (behaviour catalogue, `intermediate-helper`): `<node id>-helper`; nil otherwise.
    public var helperID: String? {
        controller == .intermediateHelper ? node.id + "-helper" : nil
    }
}
