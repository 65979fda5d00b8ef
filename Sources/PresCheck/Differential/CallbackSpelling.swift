import PresCheckCore

/// Whether a recorded callback is spelled as a golden scenario's `callbacks` list expects
/// (LIFE-3, LIFE-9, LIFE-10, ADAPT-5, ADAPT-6, ADAPT-9, DETENT-4), told by reading the expected
/// text's bytes against the callback's parts instead of writing its `description`: text that is
/// the parts byte for byte is the description. Anything else (strings compare by canonical
/// equivalence, so other bytes may still spell it), and the traits of `adaptiveStyleAsked`, are
/// told by writing the description and comparing as before: the answer is always
/// `callback.description == text`.
package struct CallbackSpelling {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// `callback.description == text`.
    package static func matches(_ callback: Callback, _ text: String) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
            var spelling = CallbackSpelling(bytes)
            return spelling.matches(callback)
        }
        return answer == true || callback.description == text
    }

    /// Whether the text is the callback's parts byte for byte (false also when not told so).
    private mutating func matches(_ callback: Callback) -> Bool {
        switch callback {
        case .presentationWillBegin(let presented): return spells(presented, ": presentationTransitionWillBegin")
        case .presentationDidEnd(let presented, let completed):
            return spells(presented, ": presentationTransitionDidEnd(", completed ? "true" : "false", ")")
        case .dismissalWillBegin(let presented): return spells(presented, ": dismissalTransitionWillBegin")
        case .dismissalDidEnd(let presented, let completed):
            return spells(presented, ": dismissalTransitionDidEnd(", completed ? "true" : "false", ")")
        case .presentCompletion(let presented): return spells(presented, ": present completion")
        case .dismissCompletion(let node): return spells(node, ": dismiss completion")
        case .adaptiveStyleAsked: return false
        case .willPresentWithAdaptiveStyle(let presented, let style):
            return spells(presented, ": willPresentWithAdaptiveStyle(", style.rawValue, ")")
        case .substituteAsked(let presented, let style):
            return spells(presented, ": viewControllerForAdaptivePresentationStyle(", style.rawValue, ")")
        case .appearance(let viewController, let callback): return spells(viewController, ": ", callback.rawValue)
        case .shouldDismissAsked(let presented): return spells(presented, ": presentationControllerShouldDismiss")
        case .willDismiss(let presented): return spells(presented, ": presentationControllerWillDismiss")
        case .didDismiss(let presented): return spells(presented, ": presentationControllerDidDismiss")
        case .didAttemptToDismiss(let presented): return spells(presented, ": presentationControllerDidAttemptToDismiss")
        case .didChangeSelectedDetent(let presented, let identifier):
            return spells(presented, ": sheetPresentationControllerDidChangeSelectedDetentIdentifier(", identifier ?? "nil", ")")
        }
    }

    /// Whether the text is exactly the parts one after another.
    private mutating func spells(_ first: String, _ second: String, _ third: String = "", _ fourth: String = "") -> Bool {
        take(first) && take(second) && take(third) && take(fourth) && position == bytes.count
    }

    /// Reads `part` from the text: whether the text goes on with its bytes.
    private mutating func take(_ part: String) -> Bool {
        part.utf8.withContiguousStorageIfAvailable { take($0) } ?? false
    }

    private mutating func take(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        guard part.count <= bytes.count - position else { return false }
        var index = 0
        while index < part.count {
            if bytes[position + index] != part[index] { return false }
            index += 1
        }
        position += part.count
        return true
    }
}
