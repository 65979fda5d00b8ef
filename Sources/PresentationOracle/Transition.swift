import Foundation
import PresCheckCore

/// LIFE-6/LIFE-8: the running transition. Presentations are named by their presented node.
struct Transition: Sendable {
    enum Kind: Sendable {
        /// An animated presentation.
        case presentation(String)
        /// A dismissal (LIFE-2, LIFE-9).
        case dismissal(Dismissal)
    }

    /// How progress is driven.
    enum Drive: Sendable, Equatable {
        /// LIFE-6: p = min(1, elapsed / 0.3).
        case animated
        /// LIFE-8: an interactive dismissal tracking a finger at progress p.
        case tracking(Double)
        /// LIFE-8: finishing from progress p over (1 − p) · 0.3 s.
        case finishing(from: Double)
    }

    static let duration = 0.3
    static let epsilon = 1e-9

    var kind: Kind
    var drive: Drive
    var elapsed: Double = 0

    /// LIFE-6/LIFE-8: the progress p in [0, 1].
    var progress: Double {
        switch drive {
        case .animated: return min(1, elapsed / Transition.duration)
        case .tracking(let p): return p
        case .finishing(let p): return min(1, p + elapsed / Transition.duration)
        }
    }

    /// LIFE-6/LIFE-8: whether the transition has run its course (checked in `advance` steps only).
    var hasEnded: Bool {
        switch drive {
        case .animated: return elapsed >= Transition.duration - Transition.epsilon
        case .tracking: return false
        case .finishing(let p): return elapsed >= (1 - p) * Transition.duration - Transition.epsilon
        }
    }

    /// The presentation whose presented view animates: the presented one, or the top dismissed one.
    var animatingPresentation: String? {
        switch kind {
        case .presentation(let id): return id
        case .dismissal(let dismissal): return dismissal.layers.first
        }
    }

    var dismissedLayers: [String] {
        if case .dismissal(let dismissal) = kind { return dismissal.layers }
        return []
    }
}

/// LIFE-2/LIFE-9: one dismissal, as decided when it starts.
struct Dismissal: Sendable {
    /// The dismissed layers, named by their presented nodes, top to bottom (LIFE-2).
    var layers: [String]
    /// The receiver of the `dismiss` whose completion runs at the end (nil for taps, interactive
    /// dismissals and the catalogue's own calls).
    var completionNode: String?
    /// LIFE-9: the view controllers that heard `viewWillDisappear`, one group per dismissed layer,
    /// top to bottom: the layer root (or its active substitute, ADAPT-6) followed by its containment
    /// children in preorder; by their keys (`NodeTable`), the presentations' own key lists.
    var disappearing: [[Int]]
    /// LIFE-9: the presenter of the bottom layer and its containment children in preorder, when its
    /// view came back at the start (they heard `viewWillAppear`); empty otherwise. By their keys.
    var reappearing: [Int]
    /// LIFE-10: the presentation (by its presented node) whose delegate hears
    /// `presentationControllerDidDismiss` when this user dismissal completes; nil for the others.
    var userDismissed: String? = nil
}
