import Foundation
@testable import PresCheck
import PresCheckCore
import Testing

/// Space coverage (`SpaceInventory`): the inventory follows the format's types, and a `dev`-profile
/// run reaches every item (every rule ID: what the generator can say).
@Suite("Space coverage")
struct SpaceCoverageTests {
    /// The keys a value encodes to (its fields, as files spell them).
    static func keys<T: Encodable>(_ value: T) throws -> [String] {
        let data = try JSONEncoder().encode(value)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return object.keys.sorted()
    }

    /// One value of each object of the format with every optional field set.
    static func fullSamples() -> [(String, any Encodable)] {
        let node = Node(id: "N", kind: .navigation, frame: Rect(x: 0, y: 0, width: 1, height: 1), definesPresentationContext: true,
                        providesPresentationContextTransitionStyle: true, transitionStyle: .crossDissolve,
                        preferredContentSize: Size(width: 1, height: 1), modalInPresentation: true, tintAdjustmentMode: .normal,
                        children: [Node(id: "C")])
        let sheet = SheetOptions(detents: [.large], selectedDetentIdentifier: "large", largestUndimmedDetentIdentifier: "large",
                                 prefersEdgeAttachedInCompactHeight: true, widthFollowsPreferredContentSizeWhenEdgeAttached: true)
        let popover = PopoverOptions(sourceView: "N", sourceRect: Rect(x: 0, y: 0, width: 1, height: 1), passthrough: ["N"],
                                     permittedArrowDirections: [.up])
        let delegate = AdaptiveDelegateOptions(adaptiveStyle: .formSheet, substitute: Node(id: "S"), shouldDismiss: false)
        let present = PresentAction(source: "R", node: node, style: .custom, animated: true, controller: .toast,
                                    shouldPresentInFullscreen: false, shouldRemovePresentersView: true, sheet: sheet,
                                    adaptiveSheet: sheet, popover: popover, delegate: delegate)
        return [("Node", node), ("PresentAction", present), ("SheetOptions", sheet), ("Detent", Detent(identifier: "f", fraction: 0.5, height: 1)),
                ("PopoverOptions", popover), ("AdaptiveDelegateOptions", delegate)]
    }

    /// One action of each kind with every optional field set.
    static func fullAction(_ kind: ActionKind) -> Action {
        switch kind {
        case .present: return .present(PresentAction(source: "R", node: Node(id: "P"), style: .fullScreen))
        case .dismiss: return .dismiss(node: "P", animated: true)
        case .beginInteractiveDismissal: return .beginInteractiveDismissal(node: "P")
        case .updateInteractiveDismissal: return .updateInteractiveDismissal(progress: 0.5)
        case .finishInteractiveDismissal: return .finishInteractiveDismissal
        case .cancelInteractiveDismissal: return .cancelInteractiveDismissal
        case .advance: return .advance(seconds: 1)
        case .rotate: return .rotate(to: .landscape)
        case .resize: return .resize(width: 320)
        case .selectDetent: return .selectDetent(node: "P", identifier: "large")
        case .setDetents: return .setDetents(node: "P", detents: [.large])
        case .setPreferredContentSize: return .setPreferredContentSize(node: "P", size: Size(width: 1, height: 1))
        case .setTintAdjustmentMode: return .setTintAdjustmentMode(node: "P", mode: .dimmed)
        case .setModalInPresentation: return .setModalInPresentation(node: "P", modalInPresentation: true)
        case .tap: return .tap(at: Point(x: 1, y: 1))
        case .pan: return .pan(from: Point(x: 1, y: 1), translation: Point(x: 1, y: 1), velocity: Point(x: 1, y: 1),
                               through: [Point(x: 1, y: 1)])
        case .swipe: return .swipe(from: Point(x: 1, y: 1), direction: .down)
        }
    }

    @Test("the inventory lists every field of every object and action, as the encoder writes them")
    func inventoryFollowsTheFormat() throws {
        let listed = Dictionary(uniqueKeysWithValues: SpaceInventory.objectFields.map { ($0.object, $0.fields.sorted()) })
        for (object, sample) in Self.fullSamples() {
            #expect(try Self.keys(sample) == listed[object], "\(object): add its new fields to SpaceInventory.objectFields")
        }
        for kind in ActionKind.allCases where kind != .present {
            let fields = try Self.keys(Self.fullAction(kind)).filter { $0 != "do" }
            #expect(fields == SpaceInventory.actionFields(kind).sorted(), "\(kind): add its new fields to SpaceInventory.actionFields")
        }
        #expect(Set(SpaceInventory.items).count == SpaceInventory.items.count)
    }

    @Test("a space set survives its wire form")
    func wire() throws {
        var set = SpaceSet()
        set.insert("do:tap")
        set.insert(SpaceInventory.items[SpaceInventory.items.count - 1])
        #expect(SpaceSet(wire: set.wire[...]) == set)
        #expect(set.count == 2)
        #expect(SpaceSet(wire: "zz") == nil)
    }

    @Test("a dev-profile run reaches every item of the inventory")
    func devRunReachesEverything() throws {
        let profile = Profile.named(.dev)
        var reached = SpaceSet()
        for index in 0..<UInt64(profile.cases) {
            reached.formUnion(ScenarioGenerator.generate(seed: ControllerConformance.defaultSeed, index: index, maxActions: profile.maxActions).space)
        }
        let missing = SpaceInventory.items.filter { !reached.items.contains($0) }
        #expect(missing.isEmpty, "not reached in \(profile.cases) cases of seed \(ControllerConformance.defaultSeed): \(missing.joined(separator: ", "))")
    }
}
