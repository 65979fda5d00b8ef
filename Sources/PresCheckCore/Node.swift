/// One view controller of a scenario's tree: the window's root tree, or a tree a `present` action
/// brings in (TRAIT-2 for child frames, CTX-1 for `definesPresentationContext`).
public struct Node: Codable, Hashable, Sendable {
    /// What kind of view controller a node is.
    /// Serves CTX-1 (the default of `definesPresentationContext`).
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// A plain view controller: `definesPresentationContext` defaults to false (CTX-1).
        case plain
        /// A navigation-style container: `definesPresentationContext` defaults to true (CTX-1).
        case navigation
    }

    /// A stable id, unique in the scenario; observations and expectations name nodes by it.
    public var id: String
    public var kind: Kind
    /// The child's view frame in unit coordinates of its parent's view bounds (TRAIT-2). Ignored
    /// (and normally absent) on a root or presented node, whose frame a presentation rule gives.
    public var frame: Rect?
    /// Overrides the kind's default (CTX-1).
    public var definesPresentationContext: Bool?
    /// CTX-6; false when absent.
    public var providesPresentationContextTransitionStyle: Bool?
    /// The view controller's `modalTransitionStyle`; `coverVertical` when absent (LIFE-6).
    public var transitionStyle: TransitionStyle?
    /// `preferredContentSize`; zero when absent (SHEET-2, POP-1, `toast`).
    public var preferredContentSize: Size?
    /// `isModalInPresentation`; false when absent. A presented layer root's refuses the user's
    /// dismissal attempts (LIFE-10).
    public var modalInPresentation: Bool?
    /// The view's own `tintAdjustmentMode` (TINT-1); `.automatic` when absent. `.automatic`
    /// inherits the superview's effective mode; `.normal` and `.dimmed` are the view's own, and a
    /// presentation that dims the view restores this value, the previous mode, when it stops.
    public var tintAdjustmentMode: TintAdjustmentMode?
    /// Children in containment order; later ones are in front (TRAIT-2).
    public var children: [Node]

    public init(
        id: String, kind: Kind = .plain, frame: Rect? = nil, definesPresentationContext: Bool? = nil,
        providesPresentationContextTransitionStyle: Bool? = nil, transitionStyle: TransitionStyle? = nil,
        preferredContentSize: Size? = nil, modalInPresentation: Bool? = nil,
        tintAdjustmentMode: TintAdjustmentMode? = nil, children: [Node] = []
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.definesPresentationContext = definesPresentationContext
        self.providesPresentationContextTransitionStyle = providesPresentationContextTransitionStyle
        self.transitionStyle = transitionStyle
        self.preferredContentSize = preferredContentSize
        self.modalInPresentation = modalInPresentation
        self.tintAdjustmentMode = tintAdjustmentMode
        self.children = children
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, frame, definesPresentationContext, providesPresentationContextTransitionStyle
        case transitionStyle, preferredContentSize, modalInPresentation, tintAdjustmentMode, children
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        kind = try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .plain
        frame = try container.decodeIfPresent(Rect.self, forKey: .frame)
        definesPresentationContext = try container.decodeIfPresent(Bool.self, forKey: .definesPresentationContext)
        providesPresentationContextTransitionStyle = try container.decodeIfPresent(
            Bool.self, forKey: .providesPresentationContextTransitionStyle)
        transitionStyle = try container.decodeIfPresent(TransitionStyle.self, forKey: .transitionStyle)
        preferredContentSize = try container.decodeIfPresent(Size.self, forKey: .preferredContentSize)
        modalInPresentation = try container.decodeIfPresent(Bool.self, forKey: .modalInPresentation)
        tintAdjustmentMode = try container.decodeIfPresent(TintAdjustmentMode.self, forKey: .tintAdjustmentMode)
        children = try container.decodeIfPresent([Node].self, forKey: .children) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        if kind != .plain { try container.encode(kind, forKey: .kind) }
        try container.encodeIfPresent(frame, forKey: .frame)
        try container.encodeIfPresent(definesPresentationContext, forKey: .definesPresentationContext)
        try container.encodeIfPresent(providesPresentationContextTransitionStyle, forKey: .providesPresentationContextTransitionStyle)
        try container.encodeIfPresent(transitionStyle, forKey: .transitionStyle)
        try container.encodeIfPresent(preferredContentSize, forKey: .preferredContentSize)
        try container.encodeIfPresent(modalInPresentation, forKey: .modalInPresentation)
        try container.encodeIfPresent(tintAdjustmentMode, forKey: .tintAdjustmentMode)
        if !children.isEmpty { try container.encode(children, forKey: .children) }
    }

    /// `definesPresentationContext` with the kind's default applied (CTX-1).
    public var effectiveDefinesPresentationContext: Bool {
        definesPresentationContext ?? (kind == .navigation)
    }

    /// This node and its descendants, parents before children, in containment order.
    public var preorder: [Node] {
        var nodes: [Node] = []
        appendPreorder(to: &nodes)
        return nodes
    }

    private func appendPreorder(to nodes: inout [Node]) {
        nodes.append(self)
        for child in children { child.appendPreorder(to: &nodes) }
    }

    /// The ids of `preorder`, each node read in place rather than copied.
    package var preorderIDs: [String] {
        var ids = [id]
        Self.appendPreorderIDs(of: children, to: &ids)
        return ids
    }

    /// (Through a buffer: an unoptimised build, which every `swift test` runs, copies a whole node
    /// for each field it reads through an array, and pays for a generic `indices` on every call.)
    private static func appendPreorderIDs(of nodes: [Node], to ids: inout [String]) {
        nodes.withUnsafeBufferPointer { nodes in
            var index = 0
            while index < nodes.count {
                ids.append(nodes[index].id)
                appendPreorderIDs(of: nodes[index].children, to: &ids)
                index += 1
            }
        }
    }
}
