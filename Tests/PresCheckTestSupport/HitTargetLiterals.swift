import PresCheckCore

/// Test fixtures spell hit targets and view names as files do (`"P"`, `"dimming(P)"`, `"window"`),
/// read as `HitTarget(spelling:)` reads them (HIT-1..3).
extension HitTarget: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(spelling: value) }
}
