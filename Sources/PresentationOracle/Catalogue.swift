import Foundation
import PresCheckCore

/// The catalogue's custom presentation controllers: frames of presented views (in container
/// coordinates) and dimming views (behaviour catalogue, "Catalogue of custom presentation controllers"; FRAME-1, FRAME-4).
enum Catalogue {
    /// Catalogue `half-context`: (0, h/2, w, h/2) of the container.
    static func halfContextFrame(_ bounds: CGSize) -> CGRect {
        CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    /// Catalogue `centered-card`: size (w/1.5, h/2), centred.
    static func centeredCardFrame(_ bounds: CGSize) -> CGRect {
        let width = bounds.width / 1.5
        let height = bounds.height / 2
        return CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }

    /// Catalogue `toast`: width = safe width − 32, height = preferred height or 60, bottom edge at
    /// height − safe.bottom − 16, x = safe.left + 16; `safe` are the container's TRAIT-3 insets.
    static func toastFrame(_ bounds: CGSize, safe: EdgeInsets, preferred: CGSize) -> CGRect {
        let height = preferred.height > 0 ? preferred.height : 60
        let width = bounds.width - safe.left - safe.right - 32
        return CGRect(x: safe.left + 16, y: bounds.height - safe.bottom - 16 - height, width: width, height: height)
    }

    /// Catalogue `half-height-adaptive`: the card inside the presented view (presented-view
    /// coordinates): its bounds as a popover, (0, h/2, w, h/2) when adapted.
    static func halfHeightCardFrame(_ presented: CGSize, adapted: Bool) -> CGRect {
        adapted ? CGRect(x: 0, y: presented.height / 2, width: presented.width, height: presented.height / 2)
            : CGRect(origin: .zero, size: presented)
    }

    /// Catalogue dimming: `half-context` and `centered-card` dim the container at alpha 0.5.
    static func dimmingAlpha(_ controller: CatalogueController?) -> Double? {
        switch controller {
        case .halfContext?, .centeredCard?: return 0.5
        default: return nil
        }
    }
}

extension OracleState {
    /// The target alpha of the presentation's dimming view, nil when it has none: catalogue 0.5,
    /// dimmed sheet 1 (DETENT-2), popover 0.01 (POP-2).
    func dimmingTargetAlpha(_ index: Int) -> Double? {
        switch behaviour(index) {
        case .custom(let controller): return Catalogue.dimmingAlpha(controller)
        case .sheet: return isDimmedSheet(index) == true ? 1 : nil
        case .popover: return Popovers.dimmingAlpha
        default: return nil
        }
    }

    /// ADAPT-2: the alpha now of the dimming view a catalogue controller added, while its
    /// presentation is adapted and so behaves as the answered style (the view is hidden, and its
    /// alpha follows LIFE-6 as it would unadapted); nil when not adapted or the controller adds none.
    func hiddenCatalogueDimmingAlphaNow(_ index: Int) -> Double? {
        let controller = presentations[index].controller
        guard let target = Catalogue.dimmingAlpha(controller), behaviour(index) != .custom(controller) else { return nil }
        return target * visibility(index)
    }
}
