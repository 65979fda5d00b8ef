import Foundation

/// A scenario: a device, a tree of view controllers, a list of actions, and (for golden files)
/// explicit expectations. The unit that engine and oracle both run, and that the corpus stores.
/// The file grammar is written down in `Corpus/FORMAT.md`.
/// Serves every rule ID; TRAIT-1 for the device state.
public struct Scenario: Codable, Hashable, Sendable {
    /// The version this build reads and writes. Files with another version are refused by name.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var name: String
    /// Free text: where the story comes from, what it shows.
    public var summary: String?
    public var device: Device
    public var orientation: Orientation
    /// For `pad-split`: the window width (TRAIT-1); 678 when absent.
    public var splitWidth: Double?
    /// The window's root view controller tree.
    public var root: Node
    public var actions: [Action]
    public var expectations: [Expectation]

    public init(
        name: String, summary: String? = nil, device: Device, orientation: Orientation = .portrait,
        splitWidth: Double? = nil, root: Node, actions: [Action] = [], expectations: [Expectation] = []
    ) {
        self.schemaVersion = Scenario.currentSchemaVersion
        self.name = name
        self.summary = summary
        self.device = device
        self.orientation = orientation
        self.splitWidth = splitWidth
        self.root = root
        self.actions = actions
        self.expectations = expectations
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, name, summary, device, orientation, splitWidth, root, actions, expectations
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        guard schemaVersion == Scenario.currentSchemaVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .schemaVersion, in: container,
                debugDescription: "schemaVersion \(schemaVersion) is not supported (this build reads \(Scenario.currentSchemaVersion))")
        }
        name = try container.decode(String.self, forKey: .name)
        summary = try container.decodeIfPresent(String.self, forKey: .summary)
        device = try container.decode(Device.self, forKey: .device)
        orientation = try container.decodeIfPresent(Orientation.self, forKey: .orientation) ?? .portrait
        splitWidth = try container.decodeIfPresent(Double.self, forKey: .splitWidth)
        root = try container.decode(Node.self, forKey: .root)
        actions = try container.decode([Action].self, forKey: .actions)
        expectations = try container.decodeIfPresent([Expectation].self, forKey: .expectations) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(summary, forKey: .summary)
        try container.encode(device, forKey: .device)
        try container.encode(orientation, forKey: .orientation)
        try container.encodeIfPresent(splitWidth, forKey: .splitWidth)
        try container.encode(root, forKey: .root)
        try container.encode(actions, forKey: .actions)
        if !expectations.isEmpty { try container.encode(expectations, forKey: .expectations) }
    }

    /// The window geometry the scenario starts in, or nil if the catalogue has no such state.
    public var initialGeometry: WindowGeometry? {
        device.geometry(orientation: orientation, splitWidth: splitWidth.map { CGFloat($0) })
    }
}
