import PresCheckCore

/// One value inside a scenario and how to build the scenario with another value in its place:
/// how every shrink pass edits one field without knowing where it sits.
struct ScenarioSlot<Value> {
    let value: Value
    let replace: (Value) -> Scenario

    /// The slot of one part of this value.
    func focus<Part>(_ path: WritableKeyPath<Value, Part>) -> ScenarioSlot<Part> {
        ScenarioSlot<Part>(value: value[keyPath: path]) { part in
            var copy = value
            copy[keyPath: path] = part
            return replace(copy)
        }
    }
}

extension Scenario {
    /// Every node written in the scenario (root tree, presented trees and references,
    /// substitutes), parents before children.
    var nodeSlots: [ScenarioSlot<Node>] {
        var slots = Self.treeSlots(ScenarioSlot(value: root) { root in
            var copy = self
            copy.root = root
            return copy
        })
        for slot in actionSlots {
            guard case .present(let present) = slot.value else { continue }
            let presentSlot = ScenarioSlot(value: present) { slot.replace(.present($0)) }
            slots += Self.treeSlots(presentSlot.focus(\.node))
            if present.delegate?.substitute != nil {
                slots += Self.treeSlots(presentSlot.focus(\.delegate!.substitute!))
            }
        }
        return slots
    }

    /// Every action, in order.
    var actionSlots: [ScenarioSlot<Action>] {
        actions.indices.map { index in
            ScenarioSlot(value: actions[index]) { action in
                var copy = self
                copy.actions[index] = action
                return copy
            }
        }
    }

    /// Every present action's fields, in order.
    var presentSlots: [ScenarioSlot<PresentAction>] {
        actionSlots.compactMap { slot in
            guard case .present(let present) = slot.value else { return nil }
            return ScenarioSlot(value: present) { slot.replace(.present($0)) }
        }
    }

    private static func treeSlots(_ slot: ScenarioSlot<Node>) -> [ScenarioSlot<Node>] {
        [slot] + slot.value.children.indices.flatMap { treeSlots(slot.focus(\.children[$0])) }
    }
}
