/// How often each controller property was checked on the user's controller, and how often a
/// declared trait skipped it: what a passing check actually covered.
/// Serves FRAME-3, FRAME-4, LIFE-4, FRAME-5, LIFE-5, HIT-2, LIFE-1 and LIFE-6.
package struct ControllerTally: Hashable, Sendable, CustomStringConvertible {
    /// Per property, in `ControllerProperty.allCases` order.
    private var checked = [Int](repeating: 0, count: ControllerProperty.allCases.count)
    private var skipped = [Int](repeating: 0, count: ControllerProperty.allCases.count)

    package init() {}

    /// Checks made: steps, pairs of steps, taps or runs, as the property counts them.
    package func checks(of property: ControllerProperty) -> Int { checked[index(property)] }

    /// Checks a declared trait skipped (HIT-2 only).
    package func skips(of property: ControllerProperty) -> Int { skipped[index(property)] }

    mutating func count(_ property: ControllerProperty, skipped isSkipped: Bool = false) {
        if isSkipped { skipped[index(property)] += 1 } else { checked[index(property)] += 1 }
    }

    mutating func add(_ other: ControllerTally) {
        for index in checked.indices {
            checked[index] += other.checked[index]
            skipped[index] += other.skipped[index]
        }
    }

    private func index(_ property: ControllerProperty) -> Int { ControllerProperty.allCases.firstIndex(of: property)! }

    /// `frames-kept 812, relayout-on-resize 96, …`, with skips where there were any.
    package var description: String {
        ControllerProperty.allCases.map { property in
            let skips = skips(of: property)
            return "\(property.rawValue) \(checks(of: property))" + (skips > 0 ? " (\(skips) skipped)" : "")
        }.joined(separator: ", ")
    }
}
