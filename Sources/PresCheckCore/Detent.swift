/// A sheet detent as a scenario spells it (SHEET, DETENT).
///
/// `large` and `medium` are the system detents; any other identifier is a custom detent and needs
/// exactly one resolver: `fraction` (the article's `fraction(f)`, value floor(f · M)) or `height`
/// (`height(h)`, value min(h, M)). Values are clamped to [1, M].
/// Serves SHEET-1..4 and DETENT-1..3.
public struct Detent: Codable, Hashable, Sendable, CustomStringConvertible {
    public var identifier: String
    public var fraction: Double?
    public var height: Double?

    public init(identifier: String, fraction: Double? = nil, height: Double? = nil) {
        self.identifier = identifier
        self.fraction = fraction
        self.height = height
    }

    public static let large = Detent(identifier: "large")
    public static let medium = Detent(identifier: "medium")
    public static func fraction(_ identifier: String, _ value: Double) -> Detent { Detent(identifier: identifier, fraction: value) }
    public static func height(_ identifier: String, _ value: Double) -> Detent { Detent(identifier: identifier, height: value) }

    /// Whether the detent is well formed: a system identifier alone, or a custom one with one resolver.
    public var isWellFormed: Bool {
        switch identifier {
        case "large", "medium": return fraction == nil && height == nil
        default: return (fraction == nil) != (height == nil)
        }
    }

    public var description: String {
        if let fraction { return "\(identifier)=fraction(\(fraction.compact))" }
        if let height { return "\(identifier)=height(\(height.compact))" }
        return identifier
    }
}

/// Sheet settings of a presentation, as `UISheetPresentationController` exposes them (SHEET, DETENT,
/// ADAPT-8).
public struct SheetOptions: Codable, Hashable, Sendable {
    /// Empty means `[large]`.
    public var detents: [Detent]
    public var selectedDetentIdentifier: Optional<String>
    public var largestUndimmedDetentIdentifier: Optional<String>
    public var prefersEdgeAttachedInCompactHeight: Bool
    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool

    public init(
        detents: [Detent] = [], selectedDetentIdentifier: String? = nil, largestUndimmedDetentIdentifier: String? = nil,
        prefersEdgeAttachedInCompactHeight: Bool = false, widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false
    ) {
        self.detents = detents
        self.selectedDetentIdentifier = selectedDetentIdentifier
        self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
        self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        self.widthFollowsPreferredContentSizeWhenEdgeAttached = widthFollowsPreferredContentSizeWhenEdgeAttached
    }

    private enum CodingKeys: String, CodingKey {
        case detents, selectedDetentIdentifier, largestUndimmedDetentIdentifier
        case prefersEdgeAttachedInCompactHeight, widthFollowsPreferredContentSizeWhenEdgeAttached
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        detents = try container.decodeIfPresent([Detent].self, forKey: .detents) ?? []
        selectedDetentIdentifier = try container.decodeIfPresent(String.self, forKey: .selectedDetentIdentifier)
        largestUndimmedDetentIdentifier = try container.decodeIfPresent(String.self, forKey: .largestUndimmedDetentIdentifier)
        prefersEdgeAttachedInCompactHeight = try container.decodeIfPresent(Bool.self, forKey: .prefersEdgeAttachedInCompactHeight) ?? false
        widthFollowsPreferredContentSizeWhenEdgeAttached = try container.decodeIfPresent(
            Bool.self, forKey: .widthFollowsPreferredContentSizeWhenEdgeAttached) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !detents.isEmpty { try container.encode(detents, forKey: .detents) }
        try container.encodeIfPresent(selectedDetentIdentifier, forKey: .selectedDetentIdentifier)
        try container.encodeIfPresent(largestUndimmedDetentIdentifier, forKey: .largestUndimmedDetentIdentifier)
        if prefersEdgeAttachedInCompactHeight {
            try container.encode(true, forKey: .prefersEdgeAttachedInCompactHeight)
        }
        if widthFollowsPreferredContentSizeWhenEdgeAttached {
            try container.encode(true, forKey: .widthFollowsPreferredContentSizeWhenEdgeAttached)
        }
    }
}
