extension Action: Codable {
    private enum CodingKeys: String, CodingKey {
        case action = "do"
        case node, animated, progress, seconds, orientation, width, identifier, detents, size, x, y
        case dx, dy, vx, vy, through, direction, mode, modalInPresentation
    }

    /// One intermediate translation of a `pan`, spelled `{"dx": …, "dy": …}` (LIFE-10).
    /// An intermediate point of a pan: its translation, and the finger's velocity there when given.
    private struct Translation: Codable {
        var dx: Double
        var dy: Double
        var vx: Double?
        var vy: Double?
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .action)
        switch name {
        case "present":
            self = .present(try PresentAction(from: decoder))
        case "dismiss":
            self = .dismiss(node: try container.decode(String.self, forKey: .node),
                            animated: try container.decode(Bool.self, forKey: .animated))
        case "beginInteractiveDismissal":
            self = .beginInteractiveDismissal(node: try container.decode(String.self, forKey: .node))
        case "updateInteractiveDismissal":
            self = .updateInteractiveDismissal(progress: try container.decode(Double.self, forKey: .progress))
        case "finishInteractiveDismissal":
            self = .finishInteractiveDismissal
        case "cancelInteractiveDismissal":
            self = .cancelInteractiveDismissal
        case "advance":
            self = .advance(seconds: try container.decode(Double.self, forKey: .seconds))
        case "rotate":
            self = .rotate(to: try container.decode(Orientation.self, forKey: .orientation))
        case "resize":
            self = .resize(width: try container.decode(Double.self, forKey: .width))
        case "selectDetent":
            self = .selectDetent(node: try container.decode(String.self, forKey: .node),
                                 identifier: try container.decodeIfPresent(String.self, forKey: .identifier))
        case "setDetents":
            self = .setDetents(node: try container.decode(String.self, forKey: .node),
                               detents: try container.decode([Detent].self, forKey: .detents))
        case "setPreferredContentSize":
            self = .setPreferredContentSize(node: try container.decode(String.self, forKey: .node),
                                            size: try container.decode(Size.self, forKey: .size))
        case "setTintAdjustmentMode":
            self = .setTintAdjustmentMode(node: try container.decode(String.self, forKey: .node),
                                          mode: try container.decode(TintAdjustmentMode.self, forKey: .mode))
        case "setModalInPresentation":
            self = .setModalInPresentation(node: try container.decode(String.self, forKey: .node),
                                           modalInPresentation: try container.decode(Bool.self, forKey: .modalInPresentation))
        case "tap":
            self = .tap(at: Point(x: try container.decode(Double.self, forKey: .x),
                                  y: try container.decode(Double.self, forKey: .y)))
        case "pan":
            let through = try container.decodeIfPresent([Translation].self, forKey: .through) ?? []
            self = .pan(from: Point(x: try container.decode(Double.self, forKey: .x),
                                    y: try container.decode(Double.self, forKey: .y)),
                        translation: Point(x: try container.decode(Double.self, forKey: .dx),
                                           y: try container.decode(Double.self, forKey: .dy)),
                        velocity: Point(x: try container.decodeIfPresent(Double.self, forKey: .vx) ?? 0,
                                        y: try container.decodeIfPresent(Double.self, forKey: .vy) ?? 0),
                        through: through.map { Point(x: $0.dx, y: $0.dy) },
                        throughVelocities: through.contains { $0.vx != nil || $0.vy != nil }
                            ? through.map { Point(x: $0.vx ?? 0, y: $0.vy ?? 0) } : [])
        case "swipe":
            let spelling = try container.decode(String.self, forKey: .direction)
            guard let direction = SwipeDirection(rawValue: spelling) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .direction, in: container,
                    debugDescription: "unknown direction \"\(spelling)\" (up, down, left or right)")
            }
            self = .swipe(from: Point(x: try container.decode(Double.self, forKey: .x),
                                      y: try container.decode(Double.self, forKey: .y)),
                          direction: direction)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .action, in: container, debugDescription: "unknown action \"\(name)\"")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .action)
        switch self {
        case .present(let present):
            try present.encode(to: encoder)
        case .dismiss(let node, let animated):
            try container.encode(node, forKey: .node)
            try container.encode(animated, forKey: .animated)
        case .beginInteractiveDismissal(let node):
            try container.encode(node, forKey: .node)
        case .updateInteractiveDismissal(let progress):
            try container.encode(progress, forKey: .progress)
        case .finishInteractiveDismissal, .cancelInteractiveDismissal:
            break
        case .advance(let seconds):
            try container.encode(seconds, forKey: .seconds)
        case .rotate(let orientation):
            try container.encode(orientation, forKey: .orientation)
        case .resize(let width):
            try container.encode(width, forKey: .width)
        case .selectDetent(let node, let identifier):
            try container.encode(node, forKey: .node)
            try container.encodeIfPresent(identifier, forKey: .identifier)
        case .setDetents(let node, let detents):
            try container.encode(node, forKey: .node)
            try container.encode(detents, forKey: .detents)
        case .setPreferredContentSize(let node, let size):
            try container.encode(node, forKey: .node)
            try container.encode(size, forKey: .size)
        case .setTintAdjustmentMode(let node, let mode):
            try container.encode(node, forKey: .node)
            try container.encode(mode, forKey: .mode)
        case .setModalInPresentation(let node, let modal):
            try container.encode(node, forKey: .node)
            try container.encode(modal, forKey: .modalInPresentation)
        case .tap(let point):
            try container.encode(point.x, forKey: .x)
            try container.encode(point.y, forKey: .y)
        case .pan(let start, let translation, let velocity, let through, let throughVelocities):
            try container.encode(start.x, forKey: .x)
            try container.encode(start.y, forKey: .y)
            try container.encode(translation.x, forKey: .dx)
            try container.encode(translation.y, forKey: .dy)
            if velocity.x != 0 { try container.encode(velocity.x, forKey: .vx) }
            if velocity.y != 0 { try container.encode(velocity.y, forKey: .vy) }
            // Omitted when empty, so a pan without intermediate points reads as before.
            // A point's velocity is written only when the pan gives them (zero components omitted).
            if !through.isEmpty {
                let entries = through.indices.map { index in
                    let velocity = index < throughVelocities.count ? throughVelocities[index] : nil
                    return Translation(dx: through[index].x, dy: through[index].y,
                                       vx: velocity.map(\.x).flatMap { $0 == 0 ? nil : $0 },
                                       vy: velocity.map(\.y).flatMap { $0 == 0 ? nil : $0 })
                }
                try container.encode(entries, forKey: .through)
            }
        case .swipe(let start, let direction):
            try container.encode(start.x, forKey: .x)
            try container.encode(start.y, forKey: .y)
            try container.encode(direction, forKey: .direction)
        }
    }
}
