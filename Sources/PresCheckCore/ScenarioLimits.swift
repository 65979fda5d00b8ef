/// The largest meaningful values a scenario file may hold. Beyond them a number says nothing a
/// smaller one does not (every window of the device catalogue is under 1,400 pt), and arithmetic on
/// it overflows to infinities that print alike, so validation refuses it with its field
/// (`Corpus/FORMAT.md`, Conventions). The space-coverage inventory reads the same bounds as each
/// numeric field's largest meaningful value.
/// Serves every rule ID: TRAIT-1 and TRAIT-2 for points, LIFE-6 for seconds, LIFE-10 for velocities,
/// SHEET-3 and DETENT-1 for detent values.
public enum ScenarioLimits {
    /// Window coordinates, translations, sizes, source rectangles and detent heights: at most this
    /// many points either side of zero.
    public static let points = 100_000.0
    /// Unit coordinates of a child frame (TRAIT-2) and detent fractions: at most this either side of
    /// zero (a hundred times the parent, or the sheet's maximum).
    public static let units = 100.0
    /// Pan velocities (LIFE-10, DETENT-4), points a second either side of zero.
    public static let velocity = 1_000_000.0
    /// One `advance` step (LIFE-6), seconds: an hour of virtual time.
    public static let seconds = 3600.0
    /// Containment depth of one node tree: the root is depth 1 (TRAIT-2, CTX-1).
    public static let treeDepth = 64
    /// Nesting of JSON objects and arrays in a file; a node of a tree takes two (its object and
    /// its `children` array), so every tree within `treeDepth` fits.
    public static let jsonDepth = 2 * treeDepth + 32

    /// The problem with `value` for a field that must lie in `range`, or nil when it does.
    public static func problem(_ value: Double, in range: ClosedRange<Double>) -> String? {
        guard !(value.isFinite && range.contains(value)) else { return nil }
        return "must be a finite number from \(range.lowerBound.compact) to \(range.upperBound.compact), is \(value)"
    }

    /// Window coordinates and translations.
    public static let pointRange = -points...points
    /// Sizes (`preferredContentSize`, a source rectangle's width and height).
    public static let sizeRange = 0...points
    /// A child frame's x and y (unit coordinates).
    public static let unitRange = -units...units
    /// A child frame's width and height (unit coordinates).
    public static let unitSizeRange = 0...units
    /// A pan's velocity components.
    public static let velocityRange = -velocity...velocity
    /// An `advance` step's seconds.
    public static let secondsRange = 0...seconds
}
