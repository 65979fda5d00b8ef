import PresCheckCore

/// Engine configuration. With no defect on, the engine obeys the behaviour catalogue.
/// Serves the defect table: CTX-1, CTX-3, CTX-4, HIT-2, FRAME-3, FRAME-4, LIFE-4, LIFE-5, DETENT-1, DETENT-2, ADAPT-1, ADAPT-2.
public struct EngineOptions: Hashable, Sendable {
    public var defects: Set<Defect>

    public init(defects: Set<Defect> = []) {
        self.defects = defects
    }

    /// Whether `defect` is on. The conforming engine (no defect) answers without hashing: layout
    /// code asks this on every pass.
    public func has(_ defect: Defect) -> Bool { !defects.isEmpty && defects.contains(defect) }
}
