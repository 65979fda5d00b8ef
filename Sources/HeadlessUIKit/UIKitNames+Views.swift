import PresCheckCore
import PresentationEngine

/// UIKit's `UIView` (views, hit testing, animation on the virtual clock).
public typealias UIView = View
/// UIKit's `UIWindow`, made from a catalogue device (`UIWindow(device: .phone)`).
public typealias UIWindow = Window
/// UIKit's `UIApplication`.
public typealias UIApplication = Application
/// UIKit's `UIScreen`.
public typealias UIScreen = Screen
/// UIKit's `UIEvent`.
public typealias UIEvent = Event
/// UIKit's `UIColor`.
public typealias UIColor = Color
/// UIKit's `UIControl`.
public typealias UIControl = Control
/// UIKit's `UIButton`.
public typealias UIButton = Button
/// UIKit's `UIVisualEffect`.
public typealias UIVisualEffect = VisualEffect
/// UIKit's `UIBlurEffect`.
public typealias UIBlurEffect = BlurEffect
/// UIKit's `UIVibrancyEffect`.
public typealias UIVibrancyEffect = VibrancyEffect
/// UIKit's `UIVisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView
/// UIKit's `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `UIStatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle

extension View {
    /// UIKit's `UIView.TintAdjustmentMode` (TINT-1). (`UIView.AutoresizingMask` the engine declares.)
    public typealias TintAdjustmentMode = PresCheckCore.TintAdjustmentMode
}
