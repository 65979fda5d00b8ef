import Foundation

/// A value the virtual clock can interpolate linearly (LIFE-6).
protocol Interpolatable {
    static func interpolate(_ from: Self, _ to: Self, _ progress: CGFloat) -> Self
}

extension CGFloat: Interpolatable {
    static func interpolate(_ from: CGFloat, _ to: CGFloat, _ progress: CGFloat) -> CGFloat {
        from + (to - from) * progress
    }
}

extension CGRect: Interpolatable {
    static func interpolate(_ from: CGRect, _ to: CGRect, _ progress: CGFloat) -> CGRect {
        CGRect(x: .interpolate(from.minX, to.minX, progress), y: .interpolate(from.minY, to.minY, progress),
               width: .interpolate(from.width, to.width, progress), height: .interpolate(from.height, to.height, progress))
    }
}

extension Optional: Interpolatable where Wrapped == Color {
    /// UIKit animates a background colour component by component; no colour is clear. The end
    /// value is kept exactly (nil stays nil once the animation ends).
    static func interpolate(_ from: Color?, _ to: Color?, _ progress: CGFloat) -> Color? {
        if progress >= 1 { return to }
        if progress <= 0 { return from }
        let start = from ?? .clear, end = to ?? .clear
        return Color(red: .interpolate(start.red, end.red, progress), green: .interpolate(start.green, end.green, progress),
                     blue: .interpolate(start.blue, end.blue, progress), alpha: .interpolate(start.alpha, end.alpha, progress))
    }
}

/// Records the property changes made inside a transition's animation blocks, so the clock can
/// replay them at any progress (LIFE-6: linear, p = min(1, elapsed / 0.3)).
final class AnimationRecorder {
    /// The view properties an animation block animates (LIFE-6).
    enum Property {
        case frame, transform, alpha, backgroundColor
    }

    private struct Track {
        var apply: (CGFloat) -> Void
        var from: Any
        var target: ObjectIdentifier
        var property: Property
    }

    /// Only read and assigned (`record` takes the list out and puts it back), so that accesses
    /// need no run-time exclusivity check.
    private var tracks: [Track] = []
    /// The window of the first view recorded, which drives a `View.animate` animation. Held, as
    /// every view here, through its handle (`ObjectHandle`): a recorder keeps nothing alive.
    var window: Window? { windowHandle?.object }
    private var windowHandle: ObjectHandle<Window>?
    /// The first view recorded: an interaction controller scrubs the animation when it is in the
    /// transition's container (LIFE-8).
    var firstView: View? { firstViewHandle?.object }
    private var firstViewHandle: ObjectHandle<View>?

    /// Records a change of `property` of `view` from `from` to `to`; `set` sets the property (a
    /// direct call, where a key path would go through the runtime on every frame replayed).
    func record<Value: Interpolatable>(
        _ view: View, _ property: Property, from: Value, to: Value, set: @escaping (View, Value) -> Void
    ) {
        let target = ObjectIdentifier(view)
        if window == nil { windowHandle = view.window?.windowHandle }
        if firstView == nil { firstViewHandle = view.handle }
        let viewHandle = view.handle
        var list = tracks
        tracks = []
        defer { tracks = list }
        if let index = list.firstIndex(where: { $0.target == target && $0.property == property }) {
            // A second change of the same property in one block keeps the first starting value.
            guard let original = list[index].from as? Value else { return }
            list[index].apply = { progress in
                if let view = viewHandle.object { set(view, Value.interpolate(original, to, progress)) }
            }
            return
        }
        list.append(Track(apply: { progress in
            if let view = viewHandle.object { set(view, Value.interpolate(from, to, progress)) }
        }, from: from, target: target, property: property))
    }

    /// Whether the block changed a property of `view`.
    func changes(_ view: View) -> Bool {
        let target = ObjectIdentifier(view)
        return tracks.contains { $0.target == target }
    }

    /// Sets every recorded property to its value at `progress` (0 = before the block, 1 = after).
    func apply(progress: CGFloat) {
        // Every recorded view has its own track, so autoresizing must not move a view again.
        guard !tracks.isEmpty else { return }
        // Only a frame's size change autoresizes: a replay with no frame track (a dimming view's
        // alpha, nearly every one) runs without binding the suppression.
        guard tracks.contains(where: { $0.property == .frame }) else {
            for track in tracks { track.apply(progress) }
            return
        }
        AutoresizingScope.suppressed { for track in tracks { track.apply(progress) } }
    }

}
