import Foundation
import PresCheckCore
import PresCheckTestSupport
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


/// LIFE-9 spellings: one appearance callback to each of `ids`, in order.
func told(_ ids: [String], _ callback: Callback.Appearance) -> [Callback] { ids.map { Callback.appearance($0, callback) } }

/// The split fixture's root and its containment children in preorder (LIFE-9 order).
let splitTree = ["R", "T", "B", "C"]

/// An expected `views` entry (frame as x, y, width, height).
func view(_ name: HitTarget, in superview: HitTarget, _ x: Double, _ y: Double, _ w: Double, _ h: Double, alpha: Double = 1,
          hidden: Bool = false, tint: TintAdjustmentMode = .normal) -> ViewObservation {
    ViewObservation(name: name, superview: superview, frame: Fixture.rect(x, y, w, h), alpha: alpha, isHidden: hidden,
                    isUserInteractionEnabled: true, tint: tint)
}

/// `views` equal in order, names, superviews, flags and tints, frames and alphas within 0.001.
func close(_ actual: [ViewObservation], _ expected: [ViewObservation]) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { a, e in
        a.name == e.name && a.superview == e.superview && a.frame.isClose(to: e.frame) && abs(a.alpha - e.alpha) <= 0.001
            && a.isHidden == e.isHidden && a.isUserInteractionEnabled == e.isUserInteractionEnabled && a.tint == e.tint
    }
}

/// The split fixture's views on the phone in portrait, with nothing presented (HIT-3, TRAIT-2).
let splitViews = [
    view("R", in: HitTarget.window, 0, 0, 393, 852), view("T", in: "R", 0, 0, 393, 426),
    view("B", in: "R", 0, 426, 393, 426), view("C", in: "B", 0, 426, 393, 426),
]
