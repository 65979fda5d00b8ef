import Foundation
import PresCheckCore
import PresentationEngine

/// A scenario's detents as UIKit code writes them (SHEET, SHEET-3, DETENT-1): the system detents
/// by their constructors, and the source article's `fraction(f)` and `height(h)` as custom
/// resolvers, floor(f · M) and min(h, M), which never answer nil (the engine clamps to [1, M]).
extension EngineDriver {
    static func engineDetent(_ detent: Detent) -> SheetPresentationController.Detent {
        let identifier = engineIdentifier(detent.identifier)
        if let fraction = detent.fraction {
            let f = CGFloat(fraction)
            return .custom(identifier: identifier) { context in (f * context.maximumDetentValue).rounded(.down) }
        }
        if let height = detent.height {
            let h = CGFloat(height)
            return .custom(identifier: identifier) { context in min(h, context.maximumDetentValue) }
        }
        return detent.identifier == "medium" ? .medium() : .large()
    }

    /// `large` and `medium` name the system detents; any other name a custom detent. Custom names
    /// get a prefix so that none can equal a system identifier's raw value.
    static func engineIdentifier(_ name: String) -> SheetPresentationController.Detent.Identifier {
        switch name {
        case "large": return .large
        case "medium": return .medium
        default: return SheetPresentationController.Detent.Identifier(rawValue: "scenario." + name)
        }
    }

    /// The scenario name of an engine identifier, as `engineIdentifier` made it (DETENT-4's callback).
    static func scenarioIdentifier(_ identifier: SheetPresentationController.Detent.Identifier) -> String {
        switch identifier {
        case .large: return "large"
        case .medium: return "medium"
        default:
            let raw = identifier.rawValue
            return raw.hasPrefix("scenario.") ? String(raw.dropFirst("scenario.".count)) : raw
        }
    }
}
