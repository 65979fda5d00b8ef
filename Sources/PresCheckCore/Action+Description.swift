/// One description of an action, in its long and short forms, for everything that tells a scenario
/// in words: failure messages and summaries, `explain`'s step titles, the pictures' thumbnails and
/// the narration of what a touch hit. Adding an action means adding it here once.
/// Serves every rule ID (each action names its rules in `Action`).
extension Action {
    /// The action in UIKit's words, with every field: `P.dismiss(animated: true)`, `tap at (10, 20)`,
    /// `home.present(card, centered-card, animated: false)`.
    package var summary: String {
        switch self {
        case .present(let present): return present.summary
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

    /// The action in a thumbnail's few words, numbers rounded (`Double.roundedText`): `present P2`,
    /// `cancel dismissal`, `tap 196, 400`.
    package var shortSummary: String {
        switch self {
        case .present(let present): return "present \(present.node.id)"
        case .dismiss(let node, _): return "dismiss \(node)"
        case .beginInteractiveDismissal: return "begin dismissal"
        case .updateInteractiveDismissal(let progress): return "update \(progress.roundedText)"
        case .finishInteractiveDismissal: return "finish dismissal"
        case .cancelInteractiveDismissal: return "cancel dismissal"
        case .advance(let seconds): return "advance \(seconds.roundedText) s"
        case .rotate(let orientation): return "rotate \(orientation.rawValue)"
        case .resize(let width): return "resize \(width.roundedText)"
        case .selectDetent(_, let identifier): return "detent \(identifier ?? "nil")"
        case .setDetents: return "set detents"
        case .setPreferredContentSize(let node, _): return "size \(node)"
        case .setTintAdjustmentMode(let node, let mode): return "tint \(node) \(mode.rawValue)"
        case .setModalInPresentation(let node, let modal): return "modal \(node) \(modal)"
        case .tap(let point): return "tap \(point.x.roundedText), \(point.y.roundedText)"
        case .pan(let start, let translation, _, _, _):
            return "pan \(start.x.roundedText), \(start.y.roundedText) by \(translation.x.roundedText), \(translation.y.roundedText)"
        case .swipe(let start, let direction):
            return "swipe \(direction.rawValue) \(start.x.roundedText), \(start.y.roundedText)"
        }
    }

    /// For a touch (HIT; LIFE-10 for a swipe), the sentence that says what it hit, given the hit
    /// target in words: `The tap hits P's view.`, `The pan starts on …`; nil for any other action.
    package func touchNarration(hit: String) -> String? {
        switch self {
        case .tap: return "The tap hits \(hit)."
        case .pan: return "The pan starts on \(hit)."
        case .swipe(_, let direction):
            return "The swipe \(direction.rawValue) starts on \(hit); pan recognizers see a drag of 40 pt at 1500 pt/s (LIFE-10)."
        default: return nil
        }
    }
}

extension PresentAction {
    /// `source.present(tree, style or controller, options…, animated: …)` (CTX, ADAPT, SHEET, POP).
    package var summary: String {
        var options: [String] = []
        if let controller { options.append(controller.rawValue) } else { options.append(".\(style.rawValue)") }
        if let flag = shouldPresentInFullscreen { options.append("shouldPresentInFullscreen=\(flag)") }
        if let flag = shouldRemovePresentersView { options.append("shouldRemovePresentersView=\(flag)") }
        if let sheet { options.append("sheet \(sheet.summary)") }
        if let adaptiveSheet { options.append("adaptiveSheet \(adaptiveSheet.summary)") }
        if let popover {
            var anchor = "anchor \(popover.sourceView ?? source)"
            if let rect = popover.sourceRect { anchor += " \(rect)" }
            if let passthrough = popover.passthrough, !passthrough.isEmpty { anchor += " passthrough \(passthrough.joined(separator: ","))" }
            options.append(anchor)
        }
        if let delegate {
            options.append("delegate answers .\(delegate.adaptiveStyle.rawValue)"
                           + (delegate.substitute.map { " with substitute \($0.summary)" } ?? "")
                           + (delegate.shouldDismiss.map { " shouldDismiss=\($0)" } ?? ""))
        }
        return "\(source).present(\(node.summary), \(options.joined(separator: ", ")), animated: \(animated))"
    }
}

extension SheetOptions {
    /// `[medium, large] selected medium undimmed up to medium edge-attached` (SHEET, DETENT).
    package var summary: String {
        var parts = ["[\(detents.map(\.description).joined(separator: ", "))]"]
        if let selectedDetentIdentifier { parts.append("selected \(selectedDetentIdentifier)") }
        if let largestUndimmedDetentIdentifier { parts.append("undimmed up to \(largestUndimmedDetentIdentifier)") }
        if prefersEdgeAttachedInCompactHeight { parts.append("edge-attached") }
        if widthFollowsPreferredContentSizeWhenEdgeAttached { parts.append("width follows") }
        return parts.joined(separator: " ")
    }
}

extension Node {
    /// A tree in one line: `R navigation [A (0, 0, 1, 0.5) definesPresentationContext=true; B]`.
    package var summary: String {
        var text = id
        var traits: [String] = []
        if kind == .navigation { traits.append("navigation") }
        if let frame, frame != Rect(x: 0, y: 0, width: 1, height: 1) {
            traits.append("(\(frame.x.compact), \(frame.y.compact), \(frame.width.compact), \(frame.height.compact))")
        }
        if let definesPresentationContext { traits.append("definesPresentationContext=\(definesPresentationContext)") }
        if providesPresentationContextTransitionStyle == true { traits.append("providesTransitionStyle") }
        if let transitionStyle { traits.append(transitionStyle.rawValue) }
        if let preferredContentSize { traits.append("preferred \(preferredContentSize)") }
        if modalInPresentation == true { traits.append("modalInPresentation") }
        if let tintAdjustmentMode { traits.append("tint \(tintAdjustmentMode.rawValue)") }
        if !traits.isEmpty { text += " " + traits.joined(separator: " ") }
        if !children.isEmpty { text += " [" + children.map(\.summary).joined(separator: "; ") + "]" }
        return text
    }
}
