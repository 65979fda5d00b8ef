import Foundation
import PresCheckCore

/// TINT-1: tint adjustment modes of the modelled views.
extension OracleState {
    /// TINT-1: a popover shown as a popover, or a dimmed sheet that does not fill the window, sets
    /// its presenter's view to `.dimmed` from acceptance until its dismissal starts (or until it
    /// stops being so, DETENT-3/ADAPT-5). Pure function of the state, so a cancelled dismissal
    /// restores `.dimmed` (LIFE-4).
    func dimsPresenterTINT1(_ index: Int) -> Bool {
        guard presentations[index].phase != .dismissing else { return false }
        switch behaviour(index) {
        case .popover: return true
        case .sheet: return isDimmedSheet(index) == true && finalPresentedFrameFRAME1(index) != geometry.bounds
        default: return false
        }
    }

    /// TINT-1: a view's own mode: `.dimmed` while a presentation dims it, else `.automatic`.
    func ownTintMode(ofNode id: String) -> TintAdjustmentMode {
        for index in presentations.indices where presentations[index].presenter == id && dimsPresenterTINT1(index) {
            return .dimmed
        }
        return .automatic
    }

    /// TINT-1: the effective mode: the view's own unless `.automatic`, else its superview's
    /// (`.normal` at the window).
    static func effectiveTint(own: TintAdjustmentMode, inherited: TintAdjustmentMode) -> TintAdjustmentMode {
        own == .automatic ? inherited : own
    }
}
