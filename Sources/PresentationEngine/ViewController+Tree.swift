import Foundation

/// Walks down a view controller's tree of children (TRAIT-1, TRAIT-2).
extension ViewController {
    /// TRAIT-2: lays out this controller's view and then each child's, whether or not in a window.
    func layoutTree() {
        viewWillLayoutSubviews()
        let view: View = self.view
        view.layoutSubviews()
        // The rest uses the view as the overridable calls left it (setting the frames runs none):
        // read again only if `layoutSubviews` replaced it, so that a view is retained once a pass.
        if loadedViewIfAny === view {
            layOutChildren(in: view)
            view.unmarkIfLaidOut()
        } else {
            layOutChildren(in: self.view)
        }
    }

    /// The rest of `layoutTree` once `view`, this controller's view, has laid out its subviews:
    /// each child's view that has a `relativeFrame` takes it, then `viewDidLayoutSubviews`, then
    /// each child's tree.
    private func layOutChildren(in view: View) {
        view.didLayOut()
        // A child's view that FRAME-2 took out of the window is no subview now; its frame still follows.
        // Both loops go by index, as every layout pass runs them (no generic iterator to make), and
        // a controller with no children, most of them, takes no list out for either.
        var index = 0
        if !children.isEmpty {
            let list = children
            while index < list.count {
                // A loaded view (nearly every one) is read where its controller holds it, so that a
                // frame already in place costs no retain; another is loaded, as `view` loads it.
                if let childView = list[index].loadedViewIfAny {
                    if let unit = childView.relativeFrame { childView.setFrameIfChanged(unit.mappedFromUnit(into: view.bounds)) }
                } else if let childView = list[index].view, let unit = childView.relativeFrame {
                    childView.setFrameIfChanged(unit.mappedFromUnit(into: view.bounds))
                }
                index += 1
            }
        }
        viewDidLayoutSubviews()
        guard !children.isEmpty else { return }
        let laidOut = children
        index = 0
        while index < laidOut.count {
            laidOut[index].layoutTree()
            index += 1
        }
    }

    /// Walks this controller's tree, parents before children.
    func forEachInTree(_ body: (ViewController) -> Void) {
        body(self)
        for child in children { child.forEachInTree(body) }
    }

    /// TRAIT-1: `viewWillTransition(to:with:)` for this controller with `size`, then for each child
    /// (parents first) with the size this controller gives it.
    func tellTreeWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
        viewWillTransition(to: size, with: coordinator)
        for child in children {
            child.tellTreeWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }
}

extension View {
    /// The engine has just laid this view out itself with everything below it (TRAIT-2). When
    /// neither it nor any of its subviews is marked for layout now, the walk that ends the
    /// run-loop turn (`layOutMarkedSubviews`) would enter it only to clear its mark and find
    /// nothing to lay out, so the mark is cleared here and that walk passes it by; a view marked
    /// later is marked again, with its ancestors. Only for the classes whose `layoutIfNeeded()`
    /// is the engine's own: a subclass's override is called by that walk, so its view is entered.
    func unmarkIfLaidOut() {
        guard subtreeNeedsLayout, !needsLayout else { return }
        let kind = type(of: self)
        guard kind == View.self || kind == ContainerView.self else { return }
        // By index, as the walk itself: every layout pass runs this (no generic iterator to make).
        let list = subviews
        var index = 0
        while index < list.count {
            if list[index].subtreeNeedsLayout { return }
            index += 1
        }
        subtreeNeedsLayout = false
    }
}
