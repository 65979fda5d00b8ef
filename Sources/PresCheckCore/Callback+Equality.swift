/// Callback equality, written out: every observation compares its step's callbacks (the
/// differential check, `deterministic`), and a list's `==` copied each callback out of both lists
/// to compare them (each copy retains its strings, then releases them). Here each case reads its
/// payloads where they are stored (`equal(_:_:)` for lists). It compares every payload the
/// synthesized `==` would, so it is the same relation, and the synthesized `hash(into:)` still
/// agrees with it; `CallbackEqualityTests` checks each case against every other and a change to
/// every payload, one at a time and in lists.
/// Serves LIFE-3, LIFE-9, LIFE-10, ADAPT-5, ADAPT-6, ADAPT-9 and DETENT-4 (the callbacks compared).
extension Callback {
    public static func == (lhs: Callback, rhs: Callback) -> Bool {
        equal(CollectionOfOne(lhs), 0, CollectionOfOne(rhs), 0)
    }

    /// Whether `callback` equals the element at `index` of `list`, read where the list stores it:
    /// a step's callbacks compared one by one as they are read, with no list of them made.
    package static func equal(_ callback: Callback, _ list: [Callback], at index: Int) -> Bool {
        equal(CollectionOfOne(callback), 0, list, index)
    }

    /// Whether two lists of callbacks are equal, each element read in place.
    package static func equal(_ lhs: [Callback], _ rhs: [Callback]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var index = 0
        while index < lhs.count {
            guard equal(lhs, index, rhs, index) else { return false }
            index += 1
        }
        return true
    }

    /// The element at `left` of `lhs` and the one at `right` of `rhs` compared where they are
    /// stored: a list's `==` copies each element out to compare it.
    @inline(__always)
    private static func equal<Left: RandomAccessCollection<Callback>, Right: RandomAccessCollection<Callback>>(
        _ lhs: Left, _ left: Left.Index, _ rhs: Right, _ right: Right.Index
    ) -> Bool {
        switch lhs[left] {
        case .presentationWillBegin(let a):
            if case .presentationWillBegin(let b) = rhs[right] { return a == b }
        case .presentationDidEnd(let a, let completed):
            if case .presentationDidEnd(let b, let other) = rhs[right] { return completed == other && a == b }
        case .dismissalWillBegin(let a):
            if case .dismissalWillBegin(let b) = rhs[right] { return a == b }
        case .dismissalDidEnd(let a, let completed):
            if case .dismissalDidEnd(let b, let other) = rhs[right] { return completed == other && a == b }
        case .presentCompletion(let a):
            if case .presentCompletion(let b) = rhs[right] { return a == b }
        case .dismissCompletion(let a):
            if case .dismissCompletion(let b) = rhs[right] { return a == b }
        case .adaptiveStyleAsked(let a, let traits):
            if case .adaptiveStyleAsked(let b, let other) = rhs[right] { return traits == other && a == b }
        case .willPresentWithAdaptiveStyle(let a, let style):
            if case .willPresentWithAdaptiveStyle(let b, let other) = rhs[right] { return style == other && a == b }
        case .substituteAsked(let a, let style):
            if case .substituteAsked(let b, let other) = rhs[right] { return style == other && a == b }
        case .appearance(let a, let appearance):
            if case .appearance(let b, let other) = rhs[right] { return appearance == other && a == b }
        case .shouldDismissAsked(let a):
            if case .shouldDismissAsked(let b) = rhs[right] { return a == b }
        case .willDismiss(let a):
            if case .willDismiss(let b) = rhs[right] { return a == b }
        case .didDismiss(let a):
            if case .didDismiss(let b) = rhs[right] { return a == b }
        case .didAttemptToDismiss(let a):
            if case .didAttemptToDismiss(let b) = rhs[right] { return a == b }
        case .didChangeSelectedDetent(let a, let identifier):
            if case .didChangeSelectedDetent(let b, let other) = rhs[right] { return identifier == other && a == b }
        }
        return false
    }
}
