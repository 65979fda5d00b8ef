import PresCheckCore

/// A scenario in a few readable lines, for failure messages: the device state, the root tree in
/// one line, then one line per action in UIKit's words.
/// Serves every rule ID.
package enum ScenarioSummary {
    package static func lines(_ scenario: Scenario) -> [String] {
        var device = "\(scenario.device.rawValue) \(scenario.orientation.rawValue)"
        if let width = scenario.splitWidth { device += " width \(width.compact)" }
        // The scenario's `Ownership`, when not the default.
        if scenario.ownership != .driver { device += ", \(scenario.ownership.rawValue) ownership" }
        var lines = ["\(device); root \(tree(scenario.root))"]
        for (index, action) in scenario.actions.enumerated() {
            lines.append("\(index + 1). \(describe(action))")
        }
        return lines
    }

    /// The number of view-controller nodes a scenario declares: the root tree, presented trees
    /// and substitutes.
    package static func nodeCount(_ scenario: Scenario) -> Int {
        var ids = scenario.root.preorder.map(\.id)
        for action in scenario.actions {
            guard case .present(let present) = action else { continue }
            for node in present.node.preorder where !ids.contains(node.id) { ids.append(node.id) }
            for node in present.delegate?.substitute?.preorder ?? [] where !ids.contains(node.id) { ids.append(node.id) }
        }
        return ids.count
    }

    package static func tree(_ node: Node) -> String {
        var text = node.id
        var traits: [String] = []
        if node.kind == .navigation { traits.append("navigation") }
        if let frame = node.frame, frame != Rect(x: 0, y: 0, width: 1, height: 1) {
            traits.append("(\(frame.x.compact), \(frame.y.compact), \(frame.width.compact), \(frame.height.compact))")
        }
        if let defines = node.definesPresentationContext { traits.append("definesPresentationContext=\(defines)") }
        if node.providesPresentationContextTransitionStyle == true { traits.append("providesTransitionStyle") }
        if let style = node.transitionStyle { traits.append(style.rawValue) }
        if let size = node.preferredContentSize { traits.append("preferred \(size)") }
        if node.modalInPresentation == true { traits.append("modalInPresentation") }
        if let mode = node.tintAdjustmentMode { traits.append("tint \(mode.rawValue)") }
        if !traits.isEmpty { text += " " + traits.joined(separator: " ") }
        if !node.children.isEmpty { text += " [" + node.children.map(tree).joined(separator: "; ") + "]" }
        return text
    }

    package static func describe(_ action: Action) -> String {
        switch action {
        case .present(let present):
            var options: [String] = []
            if let controller = present.controller { options.append(controller.rawValue) } else { options.append(".\(present.style.rawValue)") }
            if let flag = present.shouldPresentInFullscreen { options.append("shouldPresentInFullscreen=\(flag)") }
            if let flag = present.shouldRemovePresentersView { options.append("shouldRemovePresentersView=\(flag)") }
            if let sheet = present.sheet { options.append("sheet \(describe(sheet))") }
            if let sheet = present.adaptiveSheet { options.append("adaptiveSheet \(describe(sheet))") }
            if let popover = present.popover {
                var anchor = "anchor \(popover.sourceView ?? present.source)"
                if let rect = popover.sourceRect { anchor += " \(rect)" }
                if let passthrough = popover.passthrough, !passthrough.isEmpty { anchor += " passthrough \(passthrough.joined(separator: ","))" }
                options.append(anchor)
            }
            if let delegate = present.delegate {
                options.append("delegate answers .\(delegate.adaptiveStyle.rawValue)"
                               + (delegate.substitute.map { " with substitute \(tree($0))" } ?? "")
                               + (delegate.shouldDismiss.map { " shouldDismiss=\($0)" } ?? ""))
            }
            return "\(present.source).present(\(tree(present.node)), \(options.joined(separator: ", ")), animated: \(present.animated))"
        case .dismiss(let node, let animated): return "\(node).dismiss(animated: \(animated))"
        case .beginInteractiveDismissal(let node): return "begin interactive dismissal of \(node)"
        case .updateInteractiveDismissal(let progress): return "update interactive dismissal to \(progress.compact)"
        case .finishInteractiveDismissal: return "finish interactive dismissal"
        case .cancelInteractiveDismissal: return "cancel interactive dismissal"
        case .advance(let seconds): return "advance \(seconds.compact) s"
        case .rotate(let orientation): return "rotate to \(orientation.rawValue)"
        case .resize(let width): return "resize to width \(width.compact)"
        case .selectDetent(let node, let identifier): return "\(node)'s sheet selects detent \(identifier ?? "nil")"
        case .setDetents(let node, let detents): return "\(node)'s sheet detents = [\(detents.map(\.description).joined(separator: ", "))]"
        case .setPreferredContentSize(let node, let size): return "\(node).preferredContentSize = \(size)"
        case .setTintAdjustmentMode(let node, let mode): return "\(node).view.tintAdjustmentMode = .\(mode.rawValue)"
        case .setModalInPresentation(let node, let modal): return "\(node).isModalInPresentation = \(modal)"
        case .tap(let point): return "tap at \(point)"
        case .pan(let start, let translation, let velocity, let through, let throughVelocities):
            let points = through.indices.map { index in
                through[index].description + (index < throughVelocities.count ? " at \(throughVelocities[index]) pt/s" : "")
            }
            return "pan from \(start)" + (through.isEmpty ? "" : " through \(points.joined(separator: ", "))")
                + " by \(translation)" + (velocity == Point(x: 0, y: 0) ? "" : " lifted at \(velocity) pt/s")
        case .swipe(let start, let direction):
            return "swipe \(direction.rawValue) from \(start)"
        }
    }

    static func describe(_ sheet: SheetOptions) -> String {
        var parts = ["[\(sheet.detents.map(\.description).joined(separator: ", "))]"]
        if let selected = sheet.selectedDetentIdentifier { parts.append("selected \(selected)") }
        if let undimmed = sheet.largestUndimmedDetentIdentifier { parts.append("undimmed up to \(undimmed)") }
        if sheet.prefersEdgeAttachedInCompactHeight { parts.append("edge-attached") }
        if sheet.widthFollowsPreferredContentSizeWhenEdgeAttached { parts.append("width follows") }
        return parts.joined(separator: " ")
    }
}
