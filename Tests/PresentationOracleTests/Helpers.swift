import Foundation
import PresCheckCore
@testable import PresentationOracle

/// Shared fixtures: a phone whose root R is split into T (top half) and B (bottom half, defines the
/// presentation context), as in the first source article.
enum Fixture {
    static let split = Node(id: "R", children: [
        Node(id: "T", frame: Rect(x: 0, y: 0, width: 1, height: 0.5)),
        Node(id: "B", frame: Rect(x: 0, y: 0.5, width: 1, height: 0.5), definesPresentationContext: true,
             children: [Node(id: "C", frame: Rect(x: 0, y: 0, width: 1, height: 1))]),
    ])

    static func scenario(_ actions: [Action]) -> Scenario { scenario(.phone, root: split, actions) }

    static func scenario(root: Node, _ actions: [Action]) -> Scenario { scenario(.phone, root: root, actions) }

    static func scenario(_ device: Device, _ orientation: Orientation = .portrait, splitWidth: Double? = nil,
                         root: Node = split, _ actions: [Action]) -> Scenario {
        Scenario(name: "test", device: device, orientation: orientation, splitWidth: splitWidth, root: root, actions: actions)
    }

    static func present(_ id: String, from source: String, _ style: PresentationStyle, animated: Bool = false,
                        controller: CatalogueController? = nil, node: Node? = nil, sheet: SheetOptions? = nil,
                        popover: PopoverOptions? = nil, delegate: AdaptiveDelegateOptions? = nil,
                        fullscreen: Bool? = nil, removes: Bool? = nil) -> Action {
        .present(PresentAction(source: source, node: node ?? Node(id: id), style: style, animated: animated,
                               controller: controller, shouldPresentInFullscreen: fullscreen,
                               shouldRemovePresentersView: removes, sheet: sheet, popover: popover, delegate: delegate))
    }

    static func last(_ scenario: Scenario) -> Observation { Oracle.run(scenario).last! }

    static func frame(_ observation: Observation, _ id: String) -> Rect? { observation.node(id)?.frame }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    static var phone: WindowGeometry { Device.phone.geometry(orientation: .portrait)! }
    static var phoneLandscape: WindowGeometry { Device.phone.geometry(orientation: .landscape)! }
    static var pad: WindowGeometry { Device.pad.geometry(orientation: .portrait)! }
}

func close(_ a: Rect?, _ b: Rect) -> Bool { a.map { $0.isClose(to: b) } ?? false }
func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) <= 0.001 } ?? false }
