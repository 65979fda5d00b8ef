import Foundation

/// A window orientation (TRAIT-1).
public enum Orientation: String, Codable, Hashable, Sendable, CaseIterable {
    case portrait
    case landscape
}

/// The devices of the behaviour catalogue ("Devices"; TRAIT-1).
public enum Device: String, Codable, Hashable, Sendable, CaseIterable {
    case phoneSE = "phone-se"
    case phone
    case phoneMax = "phone-max"
    case pad
    case padSplit = "pad-split"

    /// The widths a `pad-split` window can take.
    public static let splitWidths: [CGFloat] = [320, 405, 507, 678]

    /// Whether the window can rotate (TRAIT-1: `pad-split` resizes only; rotation is refused).
    public var canRotate: Bool { self != .padSplit }

    /// Whether the window can be resized to another split width (TRAIT-1).
    public var canResize: Bool { self == .padSplit }

    public var idiom: Idiom {
        switch self {
        case .phoneSE, .phone, .phoneMax: return .phone
        case .pad, .padSplit: return .pad
        }
    }

    /// The window's geometry for an orientation, or for a split width on `pad-split`.
    ///
    /// Returns nil for a combination the catalogue does not list: landscape `pad-split`, a split width
    /// on another device, or a split width not in `splitWidths`.
    public func geometry(orientation: Orientation, splitWidth: CGFloat? = nil) -> WindowGeometry? {
        switch self {
        case .padSplit:
            guard orientation == .portrait, let width = splitWidth ?? Device.splitWidths.last,
                  Device.splitWidths.contains(width) else { return nil }
            return WindowGeometry(
                size: CGSize(width: width, height: 1180),
                safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                traits: TraitCollection(
                    horizontalSizeClass: width < 500 ? .compact : .regular,
                    verticalSizeClass: .regular, userInterfaceIdiom: .pad))
        default:
            guard splitWidth == nil else { return nil }
            let (portrait, portraitSafe, landscapeSafe, landscapeWidthClass): (CGSize, EdgeInsets, EdgeInsets, SizeClass) = {
                switch self {
                case .phoneSE:
                    return (CGSize(width: 375, height: 667), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .zero, .compact)
                case .phone:
                    return (CGSize(width: 393, height: 852), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                            EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), .compact)
                case .phoneMax:
                    return (CGSize(width: 430, height: 932), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                            EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), .regular)
                default:
                    let safe = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
                    return (CGSize(width: 820, height: 1180), safe, safe, .regular)
                }
            }()
            switch orientation {
            case .portrait:
                let widthClass: SizeClass = idiom == .pad ? .regular : .compact
                return WindowGeometry(
                    size: portrait, safeArea: portraitSafe,
                    traits: TraitCollection(horizontalSizeClass: widthClass, verticalSizeClass: .regular, userInterfaceIdiom: idiom))
            case .landscape:
                let heightClass: SizeClass = idiom == .pad ? .regular : .compact
                return WindowGeometry(
                    size: CGSize(width: portrait.height, height: portrait.width), safeArea: landscapeSafe,
                    traits: TraitCollection(horizontalSizeClass: landscapeWidthClass, verticalSizeClass: heightClass, userInterfaceIdiom: idiom))
            }
        }
    }
}

/// A window's size, safe area and traits for one device state (TRAIT-1, TRAIT-3).
public struct WindowGeometry: Hashable, Sendable {
    public var size: CGSize
    public var safeArea: EdgeInsets
    public var traits: TraitCollection

    public init(size: CGSize, safeArea: EdgeInsets, traits: TraitCollection) {
        self.size = size
        self.safeArea = safeArea
        self.traits = traits
    }

    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The window bounds inset by the safe area.
    public var safeFrame: CGRect { bounds.inset(by: safeArea) }
}
