import Foundation

extension View {
    /// Moves `view` in front of its siblings; nothing happens if it is not a subview (UIKit's rule).
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` behind its siblings; nothing happens if it is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// A stand-in that looks like the view now: a new view, in no superview, with the view's frame
    /// size, transform, alpha, background colour and layer properties, and a snapshot of each
    /// subview at its place. It has no gesture recognizers and takes no part in layout (no
    /// relative frames). The engine draws nothing, so `afterScreenUpdates` changes nothing: the
    /// state is read when the call is made.
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: bounds.size))
        copyLook(to: snapshot)
        snapshot.transform = .identity
        for subview in subviews {
            guard let copy = subview.snapshotView(afterScreenUpdates: afterScreenUpdates) else { continue }
            copy.frame = CGRect(origin: .zero, size: subview.bounds.size)
            copy.center = subview.center
            copy.transform = subview.transform
            snapshot.addSubview(copy)
        }
        return snapshot
    }

    private func copyLook(to snapshot: View) {
        snapshot.alpha = alpha
        snapshot.isHidden = isHidden
        snapshot.backgroundColor = backgroundColor
        snapshot.tintAdjustmentMode = tintAdjustmentMode
        snapshot.accessibilityIdentifier = accessibilityIdentifier.map { "snapshot(\($0))" }
        snapshot.layer.cornerRadius = layer.cornerRadius
        snapshot.layer.masksToBounds = layer.masksToBounds
        snapshot.layer.borderWidth = layer.borderWidth
        snapshot.layer.borderColor = layer.borderColor
        snapshot.layer.shadowOpacity = layer.shadowOpacity
        snapshot.layer.shadowRadius = layer.shadowRadius
    }
}

/// What `snapshotView(afterScreenUpdates:)` returns: a plain view that does not take touches, as
/// a UIKit snapshot does not forward them to the original.
public final class SnapshotView: View {
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
