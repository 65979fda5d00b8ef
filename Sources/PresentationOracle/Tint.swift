import Foundation
import PresCheckCore

/// TINT-1: one presentation holding its presenter's view `.dimmed`, and the mode it restores.
struct TintHold: Sendable {
    /// The presentation, by its presented node.
    var presented: String
    var presenter: String
    /// The presenter view's own mode when the presentation dimmed it: *the previous mode*.
    var previous: TintAdjustmentMode
}

/// TINT-1: tint adjustment modes of the modelled views.
extension OracleState {
    /// TINT-1: a popover shown as a popover, or a dimmed sheet that does not fill the window, sets
    /// its presenter's view to `.dimmed` from acceptance until its dismissal starts (or until it
    /// stops being so, DETENT-3/ADAPT-5). Pure function of the state, so a cancelled dismissal
    /// dims again (LIFE-4).
    func dimsPresenterTINT1(_ index: Int) -> Bool {
        guard presentations[index].phase != .dismissing else { return false }
        switch behaviour(index) {
        case .popover: return true
        case .sheet:
            guard isDimmedSheet(index) == true else { return false }
            return finalPresentedFrameFRAME1(index) != geometry.bounds
        default: return false
        }
    }

    /// TINT-1: settles, at the end of a step, what the step's changes did to presenters' views:
    /// first every presentation that stopped dimming its presenter writes back the mode it saved
    /// (the latest first), then every one that started saves the view's mode and sets `.dimmed`.
    ///
    /// Reading: (Reading TINT-1.a) *the mode it had before* is the view's own mode at the moment
    /// the presentation dimmed it (the scenario's `tintAdjustmentMode`, or what an action set last).
    /// A mode set on the view while a presentation holds it dimmed shows at once, and the
    /// restoration writes the saved mode over it.
    ///
    /// While the window is kept (`builtWindow`), nothing the last settling read has changed since
    /// (the presentations, the window, the transition: any change drops the kept window, which is
    /// built only after a settling), and a settled state settles to itself: nothing is asked again.
    mutating func reconcileTintTINT1() {
        guard builtWindow == nil else { return }
        var position = tintHolds.count
        while position > 0 {
            position -= 1
            let hold = tintHolds[position]
            if let index = index(of: hold.presented), presentations[index].presenter == hold.presenter,
               dimsPresenterTINT1(index) { continue }
            setOwnTintMode(hold.previous, ofNode: hold.presenter)
            tintHolds.remove(at: position)
            apply(.tint1)
        }
        // Only a presentation that may dim its presenter is asked: one not being dismissed that
        // behaves as a popover or a sheet (read from its fields).
        for index in 0..<presentations.count where presentations[index].phase != .dismissing {
            switch presentations[index].adaptation.behaviour {
            case .popover, .sheet: break
            default: continue
            }
            guard dimsPresenterTINT1(index) else { continue }
            let presented = presentations[index].presented
            guard !tintHolds.contains(where: { $0.presented == presented }) else { continue }
            let presenter = presentations[index].presenter
            tintHolds.append(TintHold(presented: presented, presenter: presenter, previous: ownTintMode(ofNode: presenter)))
            setOwnTintMode(.dimmed, ofNode: presenter)
        }
    }

    /// Keeps `tinted` (`explicitlyTinted`) as the own mode of the node with `key` changes from `old` (nil:
    /// never set) to `new`; returns whether the mode a view reads changes (the kept window must go).
    static func noteTintChange(of key: Int, from old: TintAdjustmentMode?, to new: TintAdjustmentMode,
                               tinted: inout [Int]) -> Bool {
        let wasTinted = old.map { $0 != .automatic } ?? false
        let isTinted = new != .automatic
        if wasTinted && !isTinted, let position = tinted.firstIndex(of: key) {
            tinted.remove(at: position)
        } else if isTinted && !wasTinted {
            tinted.append(key)
        }
        return (old ?? .automatic) != new
    }

    /// TINT-1: app code sets a node's view's `tintAdjustmentMode`, in or out of the window.
    ///
    /// Reading: (Reading TINT-1.b) the value is the view's own from then on: an explicit `.normal`
    /// or `.dimmed` holds whatever its superviews are, `.automatic` inherits again; a view out of
    /// the window keeps it for when it comes back. Setting it runs no layout pass (TRAIT-4) and
    /// changes no presentation.
    mutating func setTintAdjustmentMode(node: String, mode: TintAdjustmentMode) {
        apply(.tint1)
        setOwnTintMode(mode, ofNode: node)
    }

    /// TINT-1: a view's own mode, as the scenario, actions and dimming presentations last set it.
    func ownTintMode(ofNode id: String) -> TintAdjustmentMode {
        guard !explicitlyTinted.isEmpty, let key = nodes.key(of: id) else { return .automatic }
        return ownTintMode(ofKey: key)
    }

    /// `ownTintMode(ofNode:)` of the node with `key` (`NodeTable`), without hashing its id.
    func ownTintMode(ofKey key: Int) -> TintAdjustmentMode {
        for position in 0..<explicitlyTinted.count where explicitlyTinted[position] == key {
            return nodes[key: key].tint ?? .automatic
        }
        return .automatic
    }

    /// TINT-1: the effective mode: the view's own unless `.automatic`, else its superview's
    /// (`.normal` at the window).
    static func effectiveTint(own: TintAdjustmentMode, inherited: TintAdjustmentMode) -> TintAdjustmentMode {
        own == .automatic ? inherited : own
    }
}
