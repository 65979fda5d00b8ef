/// Every UIKit modal presentation style (`UIModalPresentationStyle`), plus `none`, which ADAPT-2 uses
/// for "do not adapt". Raw values are UIKit's case names, as scenario files spell them.
public enum PresentationStyle: String, Codable, Hashable, Sendable, CaseIterable {
    case automatic
    case none
    case fullScreen
    case pageSheet
    case formSheet
    case currentContext
    case custom
    case overFullScreen
    case overCurrentContext
    case popover

    /// `.currentContext` and `.overCurrentContext` (CTX-1).
    public var isCurrentContextStyle: Bool { self == .currentContext || self == .overCurrentContext }

    /// `.pageSheet`, `.formSheet` and `.automatic` (= `.pageSheet`, CTX-2): the styles a sheet
    /// presentation controller serves (SHEET-1..4).
    public var isSheetStyle: Bool { self == .pageSheet || self == .formSheet || self == .automatic }
}

/// UIKit's `UIModalTransitionStyle` (LIFE-6, CTX-6).
public enum TransitionStyle: String, Codable, Hashable, Sendable, CaseIterable {
    case coverVertical
    case flipHorizontal
    case crossDissolve
    case partialCurl
}

/// UIKit's `UIView.TintAdjustmentMode` (TINT-1).
/// A view's `tintAdjustmentMode` (TINT-1): `.automatic` inherits the superview's effective mode;
/// `.normal` and `.dimmed` are explicit.
public enum TintAdjustmentMode: String, Codable, Hashable, Sendable, CaseIterable {
    case automatic
    case normal
    case dimmed

    /// Decodes the spelling, refusing any other with the three that exist (the field is named by
    /// the decoding error's path).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let spelling = try container.decode(String.self)
        guard let mode = TintAdjustmentMode(rawValue: spelling) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown tint adjustment mode \"\(spelling)\" (automatic, normal or dimmed)")
        }
        self = mode
    }
}
