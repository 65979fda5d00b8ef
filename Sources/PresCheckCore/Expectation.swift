/// Explicit expected values for one step of a golden scenario. Every field is optional; only what is
/// given is checked, against the engine and against the oracle separately. Dictionary fields are
/// checked in sorted key order.
/// Serves every rule ID; `rules` names the ones the step illustrates.
public struct Expectation: Codable, Hashable, Sendable {
    /// The step it applies to: 0 is the initial state, k follows the k-th action.
    public var step: Int
    /// The rule IDs this step illustrates (for reports and failure messages).
    public var rules: [String]?
    /// Node → window frame of its view, which must be in the window.
    public var frames: [String: Rect]?
    /// Node → its view's own alpha, to within 0.001 (LIFE-6); the view must be in the window.
    public var alpha: [String: Double]?
    /// Nodes whose views must not be in the window.
    public var notInWindow: [String]?
    /// Node → where the layout passes keep its view, which must be out of the window (TRAIT-2,
    /// Reading TRAIT-2.c), in window coordinates.
    public var layoutFrames: [String: Rect]?
    /// Node → its `presentingViewController` ("" for nil).
    public var presenting: [String: String]?
    /// Node → its `presentedViewController` ("" for nil).
    public var presented: [String: String]?
    /// Presented node → container frame.
    public var containers: [String: Rect]?
    /// Presented node → dimming frame ("none" expressed by `noDimming`).
    public var dimming: [String: Rect]?
    /// Presented node → dimming view alpha, to within 0.001 (LIFE-6, LIFE-4).
    public var dimmingAlpha: [String: Double]?
    /// Presented nodes whose presentation must have no dimming view in the window.
    public var noDimming: [String]?
    /// Presented node → whether the sheet is dimmed (DETENT-1).
    public var isDimmed: [String: Bool]?
    /// Node → effective tint of its view (TINT-1).
    public var tint: [String: TintAdjustmentMode]?
    /// Presented node → the popover's `arrowDirection` (POP-3); the presentation must be shown as a
    /// popover.
    public var arrowDirection: [String: PopoverArrow]?
    /// Presented node → ADAPT-7 style.
    public var adaptedStyle: [String: PresentationStyle]?
    /// The tap's target.
    public var hitTarget: String?
    /// The step's warnings, exactly.
    public var warnings: [String]?
    /// The step's callbacks, exactly.
    public var callbacks: [String]?
    /// Whether no transition runs.
    public var isSettled: Bool?

    public init(step: Int, rules: [String]? = nil) {
        self.step = step
        self.rules = rules
    }
}
