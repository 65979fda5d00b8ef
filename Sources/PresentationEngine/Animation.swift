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

/// One animated property change of a view, with the values it runs between (LIFE-6): a typed
/// value the recorder keeps inline, applied by a switch that calls the view's setter.
enum AnimatedChange {
    case frame(from: CGRect, to: CGRect)
    case transform(from: CGAffineTransform, to: CGAffineTransform)
    case alpha(from: CGFloat, to: CGFloat)
    case backgroundColor(from: Color?, to: Color?)

    /// Whether the change is of the frame, the one property whose size change autoresizes.
    var isFrame: Bool {
        if case .frame = self { return true }
        return false
    }

    /// This change, ending where `later` ends, when `later` changes the same property: a second
    /// change of one property in one block keeps the first starting value. Nil for another property.
    func ending(as later: AnimatedChange) -> AnimatedChange? {
        switch (self, later) {
        case let (.frame(from, _), .frame(_, to)): .frame(from: from, to: to)
        case let (.transform(from, _), .transform(_, to)): .transform(from: from, to: to)
        case let (.alpha(from, _), .alpha(_, to)): .alpha(from: from, to: to)
        case let (.backgroundColor(from, _), .backgroundColor(_, to)): .backgroundColor(from: from, to: to)
        default: nil
        }
    }

    /// Sets the property of `view` to its value at `progress` (0 = before the block, 1 = after).
    func apply(to view: View, progress: CGFloat) {
        switch self {
        case let .frame(from, to): view.frame = .interpolate(from, to, progress)
        case let .transform(from, to): view.transform = .interpolate(from, to, progress)
        case let .alpha(from, to): view.alpha = .interpolate(from, to, progress)
        case let .backgroundColor(from, to): view.backgroundColor = .interpolate(from, to, progress)
        }
    }
}

/// The property changes recorded for a replay (LIFE-6), in the order they were first made: held
/// inline by what replays them, a transition's alongside animations or an animation block's recorder.
struct RecordedChanges {
    /// A recorded change and the view it changes, held through its handle (`ObjectHandle`).
    private struct Track {
        let view: ObjectHandle<View>
        let target: ObjectIdentifier
        var change: AnimatedChange
    }

    private var tracks: [Track] = []

    /// Records `change` of `view`, a typed value with no closure and no boxed starting value.
    mutating func record(_ view: View, _ change: AnimatedChange) {
        let target = ObjectIdentifier(view)
        for index in tracks.indices where tracks[index].target == target {
            if let ending = tracks[index].change.ending(as: change) {
                tracks[index].change = ending
                return
            }
        }
        tracks.append(Track(view: view.handle, target: target, change: change))
    }

    /// Whether a property of `view` was changed.
    func changes(_ view: View) -> Bool {
        let target = ObjectIdentifier(view)
        return tracks.contains { $0.target == target }
    }

    /// Sets every recorded property to its value at `progress` (0 = before the changes, 1 = after).
    func apply(progress: CGFloat) {
        // Every recorded view has its own track, so autoresizing must not move a view again.
        guard !tracks.isEmpty else { return }
        // Only a frame's size change autoresizes: a replay with no frame track (a dimming view's
        // alpha, nearly every one) runs without binding the suppression.
        guard tracks.contains(where: { $0.change.isFrame }) else {
            applyTracks(progress: progress)
            return
        }
        AutoresizingScope.suppressed { applyTracks(progress: progress) }
    }

    private func applyTracks(progress: CGFloat) {
        for track in tracks {
            if let view = track.view.object { track.change.apply(to: view, progress: progress) }
        }
    }
}

/// Records the property changes made inside an animation block (`View.animate`), so the clock can
/// replay them at any progress (LIFE-6: linear, p = min(1, elapsed / 0.3)).
final class AnimationRecorder {
    /// Only read and assigned (`record` takes the changes out and puts them back), so that accesses
    /// need no run-time exclusivity check.
    private var recorded = RecordedChanges()
    /// The window of the first view recorded, which drives a `View.animate` animation. Held, as
    /// every view here, through its handle (`ObjectHandle`): a recorder keeps nothing alive.
    var window: Window? { windowHandle?.object }
    private var windowHandle: ObjectHandle<Window>?
    /// The first view recorded: an interaction controller scrubs the animation when it is in the
    /// transition's container (LIFE-8).
    var firstView: View? { firstViewHandle?.object }
    private var firstViewHandle: ObjectHandle<View>?

    /// Records `change` of `view`.
    func record(_ view: View, _ change: AnimatedChange) {
        if window == nil { windowHandle = view.window?.windowHandle }
        if firstView == nil { firstViewHandle = view.handle }
        var changes = recorded
        recorded = RecordedChanges()
        changes.record(view, change)
        recorded = changes
    }

    /// Whether the block changed a property of `view`.
    func changes(_ view: View) -> Bool { recorded.changes(view) }

    /// Sets every recorded property to its value at `progress` (0 = before the block, 1 = after).
    func apply(progress: CGFloat) { recorded.apply(progress: progress) }
}
