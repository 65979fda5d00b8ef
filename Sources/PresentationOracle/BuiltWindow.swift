import Foundation
import PresCheckCore

/// What the window shows in one state (HIT-3, TINT-1, FRAME-2, LIFE-6) and, once a step observed
/// it, the observation's nodes (CTX-5, TRAIT-2, TRAIT-3) and presentations, and the rules that
/// observation reads (`ObservedRules`): built once, and kept by `OracleState.builtWindow` while
/// nothing they are built from changes.
struct BuiltWindow: Sendable {
    /// The window's views with their places and facts (`windowViewsHIT3()`).
    var snapshot: WindowSnapshot
    /// The observation's nodes, nil until a step observes this window.
    var nodes: [NodeObservation]?
    /// The observation's presentations, nil until a step observes this window.
    var presentations: [PresentationObservation]?
    /// The rules the observation reads, nil until a step observes this window.
    var rules: ObservedRules?
}
