import Foundation

/// UIKit's `UIVisualEffect`: what a visual effect view shows (stored; nothing is drawn).
open class VisualEffect {
    public init() {}
}

/// UIKit's `UIBlurEffect` with its style (stored; nothing is drawn).
public final class BlurEffect: VisualEffect {
    public enum Style: Sendable, Hashable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
    }
}

/// UIKit's `UIVibrancyEffect`: the vibrancy of content over a blur, made from that blur and,
/// optionally, a style (stored; nothing is drawn). Put it on a `VisualEffectView` inside the blur
/// view's `contentView`, as UIKit code does.
public final class VibrancyEffect: VisualEffect {
    /// UIKit's `UIVibrancyEffectStyle`.
    public enum Style: Sendable, Hashable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }

    /// The blur the vibrancy is over.
    public let blurEffect: BlurEffect
    /// The style, or nil for `init(blurEffect:)`'s default vibrancy.
    public let style: Style?

    public init(blurEffect: BlurEffect) {
        self.blurEffect = blurEffect
        self.style = nil
    }

    public init(blurEffect: BlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.style = style
    }
}

/// UIKit's `UIVisualEffectView`: a view with an effect and a `contentView` that fills it. It takes
/// touches like any other view, so ported dimming views made of a blur work unchanged.
open class VisualEffectView: View {
    public var effect: VisualEffect?
    /// Fills the effect view and follows its size.
    public let contentView = View()

    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
