/// An expected or an actual value of a finding, as the check found it: a frame stays a `Rect`, a
/// count or an alpha a number, a node or view a name. It becomes text only where it is shown
/// (`description`, and the `expected` and `actual` strings of a file's origin); a picture reads the
/// rectangle itself.
/// Serves every rule ID: every finding carries two.
public indirect enum FindingValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A frame, container or dimming rectangle.
    case rect(Rect)
    /// An alpha, a count, a progress.
    case number(Double)
    /// A flag (`isSettled`, `isDimmed`, `isHidden`, …).
    case flag(Bool)
    /// A node, a presented view controller, a view or a hit target, by its name.
    case identity(String)
    /// A list: callbacks, warnings.
    case texts([String])
    /// A dimming view: its frame and its alpha.
    case dimming(frame: FindingValue, alpha: FindingValue)
    /// A value with a note on where it comes from: `(0, 0, 393, 852) (the container's new bounds)`.
    case noted(FindingValue, String)
    /// Words: an absent value (`nil`, `not in window`), a style or a phase, a list of names, what a
    /// process did, or a value read back from a file's origin.
    case text(String)

    /// `rect`, or `absent` when there is none.
    public static func rect(_ rect: Rect?, absent: String) -> FindingValue {
        rect.map { .rect($0) } ?? .text(absent)
    }

    /// `number`, or `nil` when there is none.
    public static func number(_ number: Double?) -> FindingValue {
        number.map { .number($0) } ?? .text("nil")
    }

    /// `flag`, or `nil` when there is none.
    public static func flag(_ flag: Bool?) -> FindingValue {
        flag.map { .flag($0) } ?? .text("nil")
    }

    /// `identity`, or `nil` when there is none.
    public static func identity(_ name: String?) -> FindingValue {
        name.map { .identity($0) } ?? .text("nil")
    }

    /// The rectangle the value shows, if any (a dimming view's frame included).
    public var rect: Rect? {
        switch self {
        case .rect(let rect): return rect
        case .dimming(let frame, _): return frame.rect
        case .noted(let value, _): return value.rect
        default: return nil
        }
    }

    /// As messages, reports and files write it: `(0, 0, 393, 852)`, `0.5`, `true`, `P2`,
    /// `["P: viewWillAppear"]`, `(0, 0, 393, 852) alpha 0.5`.
    public var description: String {
        switch self {
        case .rect(let rect): return rect.description
        case .number(let number): return number.compact
        case .flag(let flag): return "\(flag)"
        case .identity(let name): return name
        case .texts(let texts): return "\(texts)"
        case .dimming(let frame, let alpha): return "\(frame) alpha \(alpha)"
        case .noted(let value, let note): return "\(value) (\(note))"
        case .text(let text): return text
        }
    }
}
