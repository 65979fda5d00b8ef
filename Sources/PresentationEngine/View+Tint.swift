import Foundation
import PresCheckCore

extension View {
    /// The first mode other than `.automatic` going up the superviews; `.normal` at the top (TINT-1).
    public var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: View? = self
        while let current = view {
            if current.tintAdjustmentMode != .automatic { return current.tintAdjustmentMode }
            view = current.superview
        }
        return .normal
    }
}

extension View: CustomStringConvertible {
    public var description: String {
        "\(type(of: self))(\(accessibilityIdentifier ?? "?"), \(Rect(frame)))"
    }
}
