import Foundation
import PresCheckCore

/// The place the last climb out of the window went on to from a view (TRAIT-2, TRAIT-3): the
/// superview that view left with, or the window. A caller that lays out several views of one
/// observation hands it from one climb to the next, while the window's presentations, and the
/// views they took out, stay as they are. It holds the views it names, so that a view is told by
/// identity while it lives.
package struct LastFormerPlace {
    fileprivate var view: View?
    fileprivate var superview: View?
    fileprivate var isWindow = false

    /// No place asked yet.
    package init() {}

    fileprivate init(view: View, superview: View?, isWindow: Bool) {
        self.view = view
        self.superview = superview
        self.isWindow = isWindow
    }
}

/// Where views out of the window are placed: the climb through the superviews they left with (TRAIT-2, POP-1).
extension Window {
    /// A rectangle of `view` in window coordinates, also for a view FRAME-2 (or LIFE-2) took out of
    /// the window, which keeps its place there (POP-1's S, TRAIT-3). Nil for a view with no place:
    /// one whose view controller is in no layer.
    func placedRect(_ rect: CGRect, in view: View) -> CGRect? {
        var lastPlace = LastFormerPlace()
        return placedRect(rect, in: view, lastPlace: &lastPlace)
    }

    /// `placedRect(_:in:)`, which takes the place a climb goes on to from a view out of the
    /// window from `lastPlace` when it is that view's, and leaves there the last place it asked.
    private func placedRect(_ rect: CGRect, in view: View, lastPlace: inout LastFormerPlace) -> CGRect? {
        var x = rect.minX
        var y = rect.minY
        var current = view
        while current !== self {
            // Each view's frame is read once: every node out of the window in every observation
            // comes here. A view right in this window, or one that left it, ends the climb there,
            // told by identity with no retain of the window (slower than others': see `containerFrame(of:)`).
            let frame = current.frame
            x += frame.minX
            y += frame.minY
            if current.isSubview(of: self) { break }
            if let attached = current.superview {
                current = attached
                continue
            }
            let place: (superview: View?, isWindow: Bool)
            if let known = lastPlace.view, known === current {
                place = (lastPlace.superview, lastPlace.isWindow)
            } else {
                place = formerPlace(of: current)
                lastPlace = LastFormerPlace(view: current, superview: place.superview, isWindow: place.isWindow)
            }
            if place.isWindow { break }
            guard let superview = place.superview else { return nil }
            current = superview
        }
        return CGRect(x: x, y: y, width: rect.width, height: rect.height)
    }

    /// TRAIT-2: where the layout passes keep a view that is out of the window, in window
    /// coordinates, measured through the superviews it left with; nil for a view in the window or
    /// one with no place to go back to.
    /// Reading: (Reading TRAIT-2.c) a view out of the window keeps the frame its rules give it, measured
    /// through the views it left with (FRAME-2 removals, LIFE-2 intermediate views, and a presented
    /// view an ADAPT-6 substitute replaced, which has the substitute's place).
    package func laidOutFrame(of view: View) -> CGRect? {
        guard view.window == nil else { return nil }
        return laidOutFrame(ofViewOutsideWindow: view)
    }

    /// `laidOutFrame(of:)` for a view the caller knows is in no window (a walk did not meet it), with no climb to ask (TRAIT-2).
    package func laidOutFrame(ofViewOutsideWindow view: View) -> CGRect? {
        placedRect(CGRect(origin: .zero, size: view.frame.size), in: view)
    }

    /// `laidOutFrame(ofViewOutsideWindow:)` for one of several views laid out in one observation,
    /// handed the place the last one's climb asked (TRAIT-2, TRAIT-3): the climb of a child's view
    /// passes through its parent's, whose place was just asked. The frame is the same sum, taken
    /// in the same order; only the question of where a view left from is not asked again.
    package func laidOutFrame(ofViewOutsideWindow view: View, lastPlace: inout LastFormerPlace) -> CGRect? {
        placedRect(CGRect(origin: .zero, size: view.frame.size), in: view, lastPlace: &lastPlace)
    }

    /// Reading: (Reading POP-1.f) whether `view`, or a view it sits in (in the window or where it left from), is
    /// the container of `presentation` or of a presentation accepted after it.
    func isPlaced(_ view: View, after presentation: PresentationController) -> Bool {
        // By index, with no list of the later containers made (every popover placement asks).
        let list = presentations
        var index = 0
        while index < list.count, list[index] !== presentation { index += 1 }
        guard index < list.count else { return false }
        var current: View? = view
        while let candidate = current, candidate !== self {
            var later = index
            while later < list.count {
                if list[later].containerView === candidate { return true }
                later += 1
            }
            current = candidate.superview ?? formerSuperview(of: candidate)
        }
        return false
    }

    private func formerSuperview(of view: View) -> View? {
        let place = formerPlace(of: view)
        return place.isWindow ? self : place.superview
    }

    /// The superview `view` left with, where it keeps its place (TRAIT-2); `isWindow`, with no
    /// superview, when that is this window, told by identity with no retain of the window.
    private func formerPlace(of view: View) -> (superview: View?, isWindow: Bool) {
        // By index, with no generic iterator or search to make (every layout of a view out of the
        // window asks).
        let list = presentations
        var index = 0
        while index < list.count {
            let controller = list[index]
            index += 1
            if let kept = controller.keptPlace(of: view, in: self) { return kept }
            // Reading: (Reading POP-1.e) a presented view a substitute replaced has the substitute's place.
            if controller.hasSubstitute, controller.presentedViewController.isViewLoaded,
               controller.presentedViewController.view === view {
                let active: View = controller.activeViewController.view
                if let superview = active.superview { return (superview, false) }
                return formerPlace(of: active)
            }
            // Reading: (Reading TRAIT-2.c) a context container that left with its presenter's view,
            // as ADAPT-6's reading b has it, is measured from where that view is.
            if controller.isContextPresentation, controller.containerView === view {
                let presenterView: View = controller.presentingViewController.view
                if let superview = presenterView.superview { return (superview, false) }
                return formerPlace(of: presenterView)
            }
        }
        return (nil, false)
    }
}
