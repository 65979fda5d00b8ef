/// How observations name a view, and what a tap hit (HIT-1, HIT-2, HIT-3, POP-2, DETENT-2): a node's
/// view, a presentation's container, dimming or `half-height-adaptive` card view, the window, or
/// nothing. Typed everywhere; spelled as a string only in files (`P`, `container(P)`,
/// `dimming(P)`, `card(P)`, `window`, `none`).
public enum HitTarget: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A node's view: spelled as the node id itself.
    case node(String)
    /// The dimming view of the presentation of the presented node.
    case dimming(String)
    /// The container view of the presentation of the presented node.
    case container(String)
    /// The card view `half-height-adaptive` lays out inside its presented view.
    case card(String)
    /// The window itself, when nothing in front of it qualifies.
    case window
    /// Nothing: the point is outside the window (spelled `none`).
    case outsideWindow

    public var description: String {
        switch self {
        case .node(let id): return id
        case .dimming(let presented): return "dimming(\(presented))"
        case .container(let presented): return "container(\(presented))"
        case .card(let presented): return "card(\(presented))"
        case .window: return "window"
        case .outsideWindow: return "none"
        }
    }

    /// Reads a spelling back (files only).
    public init(spelling: String) {
        for (prefix, make) in [("dimming(", HitTarget.dimming), ("container(", HitTarget.container), ("card(", HitTarget.card)]
        where spelling.hasPrefix(prefix) && spelling.hasSuffix(")") {
            self = make(String(spelling.dropFirst(prefix.count).dropLast()))
            return
        }
        switch spelling {
        case "window": self = .window
        case "none": self = .outsideWindow
        default: self = .node(spelling)
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(spelling: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
