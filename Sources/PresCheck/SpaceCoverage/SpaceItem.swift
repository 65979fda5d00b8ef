import PresCheckCore

/// An item of `SpaceInventory.items` by its position: what `SpaceClassifier` records while the
/// generator draws, so that recording one sets a bit in a `SpaceSet`. Each item is looked up by its
/// name once, the first time it is used; names are what sets print and save (`SpaceSet.items`), and
/// a name outside the inventory is a programming error, caught when it is first looked up.
/// Serves every rule ID: space coverage.
struct SpaceItem: Equatable, Sendable {
    let index: Int

    init(_ name: String) {
        guard let index = SpaceInventory.index[name] else { preconditionFailure("space item \(name) is not in the inventory") }
        self.index = index
    }

    /// The items `prefix:<raw value>` of an enumeration's cases (`device:pad`, `nodeTint:dimmed`).
    struct Family<Value: CaseIterable & RawRepresentable & Equatable & Sendable>: Sendable where Value.RawValue == String {
        private let cases: [Value]
        private let items: [SpaceItem]

        /// Every case of `Value`, but `excluded` (which has no item).
        init(_ prefix: String, excluding excluded: [Value] = []) {
            cases = Value.allCases.filter { !excluded.contains($0) }
            items = cases.map { SpaceItem("\(prefix):\($0.rawValue)") }
        }

        subscript(value: Value) -> SpaceItem {
            items[Self.position(of: value, in: cases)]
        }

        /// The position of `value` in `cases`, by an index loop through a buffer (an unoptimised
        /// build, which every `swift test` runs, spends far more on a generic `firstIndex(of:)`).
        static func position(of value: Value, in cases: [Value]) -> Int {
            cases.withUnsafeBufferPointer { cases in
                var position = 0
                while position < cases.count, cases[position] != value { position += 1 }
                guard position < cases.count else { preconditionFailure("\(value) has no space item") }
                return position
            }
        }
    }

    /// The unusual subjects (`SpaceInventory.Subject`) of one node-naming field (`dismiss.node`).
    struct Subjects: Sendable {
        let substitute: SpaceItem
        let outOfLayers: SpaceItem
        let childInPresentedLayer: SpaceItem

        init(_ field: String) {
            substitute = SpaceItem("subject:\(field):substitute")
            outOfLayers = SpaceItem("subject:\(field):outOfLayers")
            childInPresentedLayer = SpaceItem("subject:\(field):childInPresentedLayer")
        }
    }

    /// An action's field (`field:pan.vx`) and what it takes for an action to give it: most fields are
    /// always there; an identifier, a velocity component and intermediate points only when set.
    struct ActionField: Sendable {
        enum Presence: Sendable { case always, identifier, vx, vy, through }

        let item: SpaceItem
        let presence: Presence

        /// Whether `action` (of the field's kind) gives the field.
        func isPresent(in action: Action) -> Bool {
            // The presence first, so that the common field asks nothing of the action (matching a
            // pair would copy the action into it).
            switch presence {
            case .always: return true
            case .identifier:
                guard case .selectDetent(_, let identifier) = action else { return true }
                return identifier != nil
            case .vx:
                guard case .pan(_, _, let velocity, _, _) = action else { return true }
                return velocity.x != 0
            case .vy:
                guard case .pan(_, _, let velocity, _, _) = action else { return true }
                return velocity.y != 0
            case .through:
                guard case .pan(_, _, _, let through, _) = action else { return true }
                return !through.isEmpty
            }
        }
    }
}

extension SpaceItem {
    // MARK: Enumerations, split widths and arrow subsets

    static let device = Family<Device>("device")
    static let orientation = Family<Orientation>("orientation")
    static let ownership = Family<Ownership>("ownership")
    static let nodeKind = Family<Node.Kind>("nodeKind")
    static let transitionStyle = Family<TransitionStyle>("transitionStyle")
    static let nodeTint = Family<TintAdjustmentMode>("nodeTint")
    static let setTint = Family<TintAdjustmentMode>("setTint")
    static let controller = Family<CatalogueController>("controller")
    /// A requested style: every one but `.none`, which is never requested.
    static let style = Family<PresentationStyle>("style", excluding: [.none])
    static let delegateAnswer = Family<PresentationStyle>("delegateAnswer")
    static let rotate = Family<Orientation>("rotate")
    static let swipe = Family<SwipeDirection>("swipe")
    static let action = Family<ActionKind>("do")

    /// `splitWidth:<w>` and `resize:<w>`, in `Device.splitWidths` order.
    static let splitWidth = Device.splitWidths.map { SpaceItem("splitWidth:\(Double($0).compact)") }
    static let resize = Device.splitWidths.map { SpaceItem("resize:\(Double($0).compact)") }
    static let resizeNotInCatalogue = SpaceItem("resize:notInCatalogue")
    /// `arrows:<subset>` by the subset's mask (`SpaceInventory.arrowSubsetName(mask:)`); nil for 0.
    static let arrows: [SpaceItem?] = (0..<16).map { $0 == 0 ? nil : SpaceItem("arrows:\(SpaceInventory.arrowSubsetName(mask: $0))") }

    /// Each action kind's fields (`SpaceInventory.actionFields`), by kind.
    static let actionFields: Family<ActionKind>.Table<[ActionField]> = Family<ActionKind>.Table { kind in
        SpaceInventory.actionFields(kind).map { field in
            let presence: ActionField.Presence
            switch (kind, field) {
            case (.selectDetent, "identifier"): presence = .identifier
            case (.pan, "vx"): presence = .vx
            case (.pan, "vy"): presence = .vy
            case (.pan, "through"): presence = .through
            default: presence = .always
            }
            return ActionField(item: SpaceItem("field:\(kind.rawValue).\(field)"), presence: presence)
        }
    }

    // MARK: Subjects

    static let presentSource = Subjects("present.source")
    static let dismissNode = Subjects("dismiss.node")
    static let beginNode = Subjects("beginInteractiveDismissal.node")
    static let selectDetentNode = Subjects("selectDetent.node")
    static let setDetentsNode = Subjects("setDetents.node")
    static let preferredSizeNode = Subjects("setPreferredContentSize.node")
    static let setTintNode = Subjects("setTintAdjustmentMode.node")
    static let setModalNode = Subjects("setModalInPresentation.node")
    static let popoverSourceView = Subjects("popover.sourceView")
    static let popoverPassthrough = Subjects("popover.passthrough")
}

extension SpaceItem.Family {
    /// One value per case of `Value`, looked up as the family's items are.
    struct Table<Element: Sendable>: Sendable {
        private let cases = Array(Value.allCases)
        private let elements: [Element]

        init(_ make: (Value) -> Element) { elements = Value.allCases.map(make) }

        subscript(value: Value) -> Element {
            elements[SpaceItem.Family<Value>.position(of: value, in: cases)]
        }
    }
}
