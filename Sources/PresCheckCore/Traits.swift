/// A size class, as UIKit's `UIUserInterfaceSizeClass` (TRAIT-1, ADAPT-1..3).
public enum SizeClass: String, Codable, Hashable, Sendable {
    case compact
    case regular
}

/// The device family, as UIKit's `UIUserInterfaceIdiom`.
/// Serves TRAIT-1.
public enum Idiom: String, Codable, Hashable, Sendable {
    case phone
    case pad
}

/// The traits every view controller and presentation controller sees, derived from the window
/// (TRAIT-1: size classes always come from the window).
public struct TraitCollection: Codable, Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var userInterfaceIdiom: Idiom

    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, userInterfaceIdiom: Idiom) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// True when either dimension is compact: the environment in which ADAPT-1 and ADAPT-2 apply.
    public var hasCompactDimension: Bool {
        horizontalSizeClass == .compact || verticalSizeClass == .compact
    }

    public var description: String {
        "\(horizontalSizeClass.rawValue)/\(verticalSizeClass.rawValue)"
    }
}
