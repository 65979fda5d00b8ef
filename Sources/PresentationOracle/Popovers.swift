import Foundation
import PresCheckCore

/// POP-1 (geometry, anchor) and the data POP-2 needs (passthrough views); POP-3 is in `PopoverArrows`.
package enum Popovers {
    /// The POP-2 dimming view's alpha [M].
    static let dimmingAlpha = 0.01

    /// POP-1: A (the safe area inset by 10) and the popover size (w, h): the preferred size where
    /// > 0, else 320×480, clamped to A.
    package static func areaAndSize(preferred: CGSize, window: WindowGeometry) -> (area: CGRect, size: CGSize) {
        let area = window.safeFrame.insetBy(dx: 10, dy: 10)
        let width = min(preferred.width > 0 ? preferred.width : 320, area.width)
        let height = min(preferred.height > 0 ? preferred.height : 480, area.height)
        return (area, CGSize(width: width, height: height))
    }

    /// POP-1: the popover frame for a source rect S in window coordinates.
    static func framePOP1(source s: CGRect, preferred: CGSize, window: WindowGeometry) -> CGRect {
        let (area, size) = areaAndSize(preferred: preferred, window: window)
        let (width, height) = (size.width, size.height)
        let x = clamp(s.midX - width / 2, area.minX, area.maxX - width)
        var y: CGFloat
        if s.maxY + 13 + height <= area.maxY {
            y = s.maxY + 13
        } else if s.minY - 13 - height >= area.minY {
            y = s.minY - 13 - height
        } else {
            y = s.maxY + 13
        }
        y = clamp(y, area.minY, area.maxY - height)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, high)) }

    /// POP-1: the anchor's options. Reading: (Reading POP-1.a) `half-height-adaptive` without `popover` options is
    /// anchored to its source's view bounds ("requested as `.popover` from the scenario's source").
    static func anchor(_ request: PresentAction) -> PopoverOptions? {
        if let options = request.popover { return options }
        return request.controller == .halfHeightAdaptive ? PopoverOptions(sourceView: request.source) : nil
    }

    /// POP-1 / LIFE-1: a `.popover` request with no source view is refused ("no anchor"). Reading: (Reading POP-1.b)
    /// checked for every popover request, whatever the traits (even one that would adapt).
    static func lacksAnchor(_ request: PresentAction) -> Bool {
        Adaptivity.requestedStyle(request) == .popover && anchor(request) == nil
    }
}

extension OracleState {
    /// POP-1: S, the `sourceRect` in window coordinates (default: the source view's bounds), now.
    /// Reading: (Reading POP-1.c) a popover reads its anchor (POP-1's S) only when it is laid out: at every layout pass
    /// (TRAIT-4) and when a transition ends, so a settled popover always follows POP-1, also once the
    /// layer holding its source view has been dismissed; while a transition runs it keeps its frame,
    /// even if its source view moves or leaves with that transition (UIKit repositions a popover when
    /// its container lays out, not as its source view animates).
    /// Reading: (Reading POP-1.e) a source view out of the window because a substitute replaced its
    /// layer's presented view (ADAPT-6) keeps the place TRAIT-2 gives it, the presentation's frame
    /// (the substitute's), so `viewFrame(of:)` answers for it as for any node in a layer.
    /// Reading: (Reading POP-1.f) a source view in the popover's own layer or in the layer of a presentation
    /// accepted after it counts as a view in no layer (as POP-1's reading d has it): zero size at the window's
    /// origin, `sourceRect` read from there.
    func popoverSourceRect(_ index: Int) -> CGRect {
        // The anchor fixed at acceptance, read without copying the request.
        let anchor = presentations[index].popoverAnchor
        let place = place(of: anchor.view)
        let isPlacedAfter = place.flatMap { layer(of: $0.tree) }.map { (self.index(of: $0) ?? index) >= index } ?? false
        let viewFrame = isPlacedAfter ? .zero : place.map { self.viewFrame(at: $0) } ?? .zero
        guard let rect = anchor.rect else { return viewFrame }
        return rect.offsetBy(dx: viewFrame.minX, dy: viewFrame.minY)
    }

    /// POP-2: the passthrough node ids of the presentation at `index`.
    func passthrough(_ index: Int) -> [String] {
        Popovers.anchor(presentations[index].request)?.passthrough ?? []
    }
}
