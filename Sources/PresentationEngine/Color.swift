import Foundation

/// UIKit's `UIColor`, reduced to what a headless engine can keep: red, green, blue and alpha in
/// 0…1. Views store it (`View.backgroundColor`) and snapshots copy it; nothing is drawn.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat { min(1, max(0, value)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another alpha, like `withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0, alpha: 1)
    public static let white = Color(white: 1, alpha: 1)
    public static let gray = Color(white: 0.5, alpha: 1)
    public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    /// UIKit's `systemBackground` in the light appearance.
    public static let systemBackground = Color.white

    public var description: String { "Color(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }
}

/// UIKit's `CALayer`, reduced to the properties presentation code sets on a view's layer. They are
/// stored and copied by snapshots; nothing is drawn or clipped.
public final class Layer {
    public var cornerRadius: CGFloat = 0
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    public var borderColor: Color?
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3

    public init() {}
}
