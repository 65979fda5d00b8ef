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
    /// The article's workaround: an invisible helper presented over the current context, then the
    /// custom presentation over it with `shouldPresentInFullscreen == false` (CTX-3).
    case intermediateHelper = "intermediate-helper"
}
