import Foundation

/// One of `count` disjoint parts of a run's case space: shard `index` runs the cases whose index is
/// `index` modulo `count`, so machines given the same seed and different shards never repeat each
/// other's cases. `--shard I/N` or `PRESCHECK_SHARD=I/N`; a Kubernetes indexed job passes
/// `JOB_COMPLETION_INDEX` as `I`.
/// Serves every rule ID: it only chooses which cases run.
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 0-based, below `count`.
    package let index: Int
    package let count: Int

    /// The whole case space: one shard.
    package static let whole = Shard(uncheckedIndex: 0, count: 1)

    /// A shard; nil unless `0 ≤ index < count`.
    package init?(index: Int, count: Int) {
        guard count >= 1, index >= 0, index < count else { return nil }
        self.index = index
        self.count = count
    }

    private init(uncheckedIndex: Int, count: Int) {
        index = uncheckedIndex
        self.count = count
    }

    /// Parses `I/N` (`0/4` … `3/4`); the error says what is accepted.
    package init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              let shard = Shard(index: index, count: count) else {
            throw ConfigurationError("\"\(text)\" is not a shard (accepted: I/N with 0 ≤ I < N, e.g. 0/4)")
        }
        self = shard
    }

    /// The shard `PRESCHECK_SHARD` gives, else nil.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Shard? {
        guard let value = environment["PRESCHECK_SHARD"], !value.isEmpty else { return nil }
        do {
            return try Shard(parsing: value)
        } catch let error as ConfigurationError {
            throw ConfigurationError("PRESCHECK_SHARD: \(error.description)")
        }
    }

    /// The case index of this shard's `offset`-th case (0-based), counting from `firstCase`.
    package func caseIndex(_ offset: Int, from firstCase: UInt64 = 0) -> UInt64 {
        firstCase + UInt64(index) + UInt64(offset) * UInt64(count)
    }

    /// `I/N`.
    package var description: String { "\(index)/\(count)" }
}
