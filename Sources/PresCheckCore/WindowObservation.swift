import Foundation

/// The window's geometry after a step (TRAIT-1): its size, its orientation and, on `pad-split`,
/// its split width. Engine and oracle each report their own; the checker compares them under
/// TRAIT-1, and whoever needs to know whether a step changed the window reads it here.
public struct WindowObservation: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The window's bounds size, in points.
    public var size: Size
    public var orientation: Orientation
    /// On `pad-split`, the width the window takes in split multitasking (one of
    /// `Device.splitWidths`); absent on every other device.
    public var splitWidth: Double?

    public init(size: Size, orientation: Orientation, splitWidth: Double? = nil) {
        self.size = size
        self.orientation = orientation
        self.splitWidth = splitWidth
    }

    /// `393×852 portrait`, `507×1180 portrait, split width 507`.
    public var description: String {
        "\(size) \(orientation.rawValue)" + (splitWidth.map { ", split width \($0.compact)" } ?? "")
    }
}

extension Device {
    /// The catalogue's geometry (size, safe area, traits) of an observed window state; nil when the
    /// catalogue has no such state (TRAIT-1, TRAIT-3).
    public func geometry(of window: WindowObservation) -> WindowGeometry? {
        geometry(orientation: window.orientation, splitWidth: window.splitWidth.map { CGFloat($0) })
    }
}
