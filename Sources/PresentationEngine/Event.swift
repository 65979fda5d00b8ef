/// A touch event passed to hit testing; the engine's touches carry no state beyond their point.
/// Serves HIT-1.
public struct Event: Sendable {
    public init() {}
}
