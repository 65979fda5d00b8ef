import Foundation

/// A scenario: a device, a tree of view controllers, a list of actions, and (for golden files)
/// explicit expectations. The unit that engine and oracle both run, and that the corpus stores.
/// The file grammar is written down in `Corpus/FORMAT.md`.
/// Serves every rule ID; TRAIT-1 for the device state.
public struct Scenario: Codable, Hashable, Sendable {
    /// The newest version this build writes; reading also accepts the older
    /// `supportedSchemaVersions` (see `Corpus/FORMAT.md`, Versions).
    public static let currentSchemaVersion = 3
    /// The versions this build reads. Version 1 has no `verdicts` and no `origin`; version 2 no
    /// `ownership`, node `tintAdjustmentMode` or actions `setTintAdjustmentMode` and `setModalInPresentation`.
    public static let supportedSchemaVersions = 1...3

    /// The version a write gives the file: the lowest that says everything in it, 3 when it uses a
    /// field of version 3 (`firstVersion3Field`), else 2. A version 1 file is upgraded to 2 as it is
    /// read and written back; an older build still reads every file that needs nothing newer.
    public var schemaVersion: Int { firstVersion3Field == nil ? 2 : 3 }
    /// Who keeps the view controllers alive (`Ownership`); `driver` when absent.
    public var ownership: Ownership
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
    /// What each subject is expected to do on each property; empty means the conforming engine
    /// passes every property (and golden expectations hold). Files list them in canonical order.
    public var verdicts: [Verdict]
    /// For a stored counterexample: the run and the finding it came from.
    public var origin: CounterexampleOrigin?

    @inlinable public init(
        name: String, summary: String? = nil, device: Device, orientation: Orientation = .portrait,
        splitWidth: Double? = nil, root: Node, actions: [Action] = [], expectations: [Expectation] = [],
        verdicts: [Verdict] = [], origin: CounterexampleOrigin? = nil, ownership: Ownership = .driver
    ) {
        self.ownership = ownership
        self.name = name
        self.summary = summary
        self.device = device
        self.orientation = orientation
        self.splitWidth = splitWidth
        self.root = root
        self.actions = actions
        self.expectations = expectations
        self.verdicts = verdicts
        self.origin = origin
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, name, summary, device, orientation, splitWidth, ownership, root, actions, expectations, verdicts
        case origin
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .schemaVersion)
        guard Scenario.supportedSchemaVersions.contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: .schemaVersion, in: container,
                debugDescription: "schemaVersion \(version) is not supported (this build reads \(Scenario.supportedVersionsText))")
        }
        name = try container.decode(String.self, forKey: .name)
        summary = try container.decodeIfPresent(String.self, forKey: .summary)
        device = try container.decode(Device.self, forKey: .device)
        orientation = try container.decodeIfPresent(Orientation.self, forKey: .orientation) ?? .portrait
        splitWidth = try container.decodeIfPresent(Double.self, forKey: .splitWidth)
        ownership = try container.decodeIfPresent(Ownership.self, forKey: .ownership) ?? .driver
        root = try container.decode(Node.self, forKey: .root)
        actions = try container.decode([Action].self, forKey: .actions)
        expectations = try container.decodeIfPresent([Expectation].self, forKey: .expectations) ?? []
        if version < 2 {
            for key in [CodingKeys.verdicts, .origin] where container.contains(key) {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "needs schemaVersion 2 (this file says \(version))")
            }
        }
        verdicts = try container.decodeIfPresent([Verdict].self, forKey: .verdicts) ?? []
        origin = try container.decodeIfPresent(CounterexampleOrigin.self, forKey: .origin)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(summary, forKey: .summary)
        try container.encode(device, forKey: .device)
        try container.encode(orientation, forKey: .orientation)
        try container.encodeIfPresent(splitWidth, forKey: .splitWidth)
        if ownership != .driver { try container.encode(ownership, forKey: .ownership) }
        try container.encode(root, forKey: .root)
        try container.encode(actions, forKey: .actions)
        if !expectations.isEmpty { try container.encode(expectations, forKey: .expectations) }
        if !verdicts.isEmpty { try container.encode(Set(verdicts).sorted(), forKey: .verdicts) }
        try container.encodeIfPresent(origin, forKey: .origin)
    }

    /// The first field, in document order, that only version 3 has: `ownership` other than the
    /// default, a node's `tintAdjustmentMode`, a `setTintAdjustmentMode` or `setModalInPresentation`
    /// action; nil when none.
    public var firstVersion3Field: String? {
        if ownership != .driver { return "ownership" }
        func tint(in node: Node, at field: String) -> String? {
            if node.tintAdjustmentMode != nil { return "\(field).tintAdjustmentMode" }
            for (index, child) in node.children.enumerated() {
                if let found = tint(in: child, at: "\(field).children[\(index)]") { return found }
            }
            return nil
        }
        if let found = tint(in: root, at: "root") { return found }
        for (index, action) in actions.enumerated() {
            switch action {
            case .present(let present):
                if let found = tint(in: present.node, at: "actions[\(index)].node") { return found }
                if let substitute = present.delegate?.substitute,
                   let found = tint(in: substitute, at: "actions[\(index)].delegate.substitute") { return found }
            case .setTintAdjustmentMode, .setModalInPresentation: return "actions[\(index)].do"
            case .pan(_, _, _, _, let velocities) where !velocities.isEmpty: return "actions[\(index)].through[0].vx"
            default: break
            }
        }
        return nil
    }

    /// `1 and 2`: the readable versions, for messages.
    static var supportedVersionsText: String {
        let versions = supportedSchemaVersions.map(String.init)
        return versions.count == 1 ? "version \(versions[0])"
            : "versions " + versions.dropLast().joined(separator: ", ") + " and " + versions[versions.count - 1]
    }

    /// The window geometry the scenario starts in, or nil if the catalogue has no such state.
    public var initialGeometry: WindowGeometry? {
        device.geometry(orientation: orientation, splitWidth: splitWidth.map { CGFloat($0) })
    }
}
