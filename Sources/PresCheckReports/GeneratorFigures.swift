import Foundation
import PresCheck
import PresCheckCore

/// What a run generated, read back from its PBT observations file: the distributions the
/// generator page of `index.html` charts. Every count follows the file's line order, so the same
/// file gives the same figures.
/// Serves every rule ID: rule coverage counts each.
package struct GeneratorFigures: Sendable, Equatable {
    /// A category's counts, most frequent first (ties by name).
    package struct Distribution: Sendable, Equatable {
        package var title: String
        package var counts: [(label: String, count: Int)]

        package static func == (a: Distribution, b: Distribution) -> Bool {
            a.title == b.title && a.counts.map(\.label) == b.counts.map(\.label) && a.counts.map(\.count) == b.counts.map(\.count)
        }
    }

    package var cases = 0
    package var passed = 0
    package var failed = 0
    package var gaveUp = 0
    /// Cases whose scenario an earlier line of the file already had.
    package var duplicates = 0
    /// By `how_generated`.
    package var origins: Distribution
    package var categorical: [Distribution]
    /// Sizes per case (actions, tree depth, layers, rules applied), as distributions of the value.
    package var sizes: [Distribution]
    /// Per catalogue rule, in catalogue order: the cases that applied it.
    package var ruleCases: [(rule: String, cases: Int)]
    /// The most space-coverage items one case reached, and the items reached by any case.
    package var spaceItems: [String]
    /// Seconds per timing key, summed over the cases (empty when the file has no timing).
    package var timing: [(key: String, seconds: Double)]
    /// After each case that failed: (its place in the file, failed cases so far).
    package var failuresOverTime: [(caseNumber: Int, failures: Int)]
    /// Lines that could not be read, with their number and why.
    package var unreadable: [String]

    package static func == (a: GeneratorFigures, b: GeneratorFigures) -> Bool {
        a.cases == b.cases && a.passed == b.passed && a.failed == b.failed && a.gaveUp == b.gaveUp && a.duplicates == b.duplicates
            && a.origins == b.origins && a.categorical == b.categorical && a.sizes == b.sizes
            && a.ruleCases.map(\.cases) == b.ruleCases.map(\.cases) && a.spaceItems == b.spaceItems
            && a.timing.map(\.key) == b.timing.map(\.key) && a.failuresOverTime.map(\.caseNumber) == b.failuresOverTime.map(\.caseNumber)
            && a.unreadable == b.unreadable
    }

    /// Reads an observations file line by line; a line that is not a `test_case` or `info` object
    /// is named in `unreadable` and skipped.
    package static func read(_ url: URL) throws -> GeneratorFigures {
        let text = try String(contentsOf: url, encoding: .utf8)
        var builder = Builder()
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            builder.add(String(line), number: number + 1, file: url.lastPathComponent)
        }
        return builder.figures
    }

    private struct Builder {
        var cases = 0, passed = 0, failed = 0, gaveUp = 0, duplicates = 0
        var seen = Set<String>()
        var origins = Tally()
        var categories: [String: Tally] = [:]
        var sizes: [String: Tally] = [:]
        var rules = [Int](repeating: 0, count: RuleCatalogue.all.count)
        var space = Set<String>()
        var timing: [String: Double] = [:]
        var failuresOverTime: [(Int, Int)] = []
        var unreadable: [String] = []

        static let categoryKeys = [("device", "device"), ("orientation", "orientation"), ("styles", "requested style"),
                                   ("controllers", "catalogue controller")]
        static let sizeKeys = [("actions", "actions per case"), ("tree_depth", "tree depth"), ("layers", "most layers at once"),
                               ("rules_applied", "rules applied per case")]

        mutating func add(_ line: String, number: Int, file: String) {
            guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
                  let type = object["type"] as? String else {
                unreadable.append("\(file):\(number): not a JSON object with a type")
                return
            }
            guard type == "test_case" else { return }
            guard let status = object["status"] as? String, let features = object["features"] as? [String: Any] else {
                unreadable.append("\(file):\(number): a test_case without status or features")
                return
            }
            cases += 1
            switch status {
            case "passed": passed += 1
            case "failed":
                failed += 1
                failuresOverTime.append((cases, failed))
            default: gaveUp += 1
            }
            if let arguments = object["arguments"],
               let data = try? JSONSerialization.data(withJSONObject: arguments, options: [.sortedKeys]),
               !seen.insert(String(decoding: data, as: UTF8.self)).inserted {
                duplicates += 1
            }
            origins.add(object["how_generated"] as? String ?? "unknown")
            for (key, title) in Self.categoryKeys {
                if let value = features[key] as? String { categories[title, default: Tally()].add(value) }
                if let values = features[key] as? [String] { for value in values { categories[title, default: Tally()].add(value) } }
            }
            if let kinds = features["actions_by_kind"] as? [String: Int] {
                for kind in kinds.keys.sorted() { categories["action kind", default: Tally()].add(kind, kinds[kind] ?? 0) }
            }
            for (key, title) in Self.sizeKeys {
                if let value = features[key] as? Int { sizes[title, default: Tally()].add(String(value)) }
            }
            for rule in features["rules"] as? [String] ?? [] {
                if let index = RuleCatalogue.all.firstIndex(where: { $0.id == rule }) { rules[index] += 1 }
            }
            space.formUnion(features["space_items"] as? [String] ?? [])
            for (key, seconds) in object["timing"] as? [String: Double] ?? [:] { timing[key, default: 0] += seconds }
        }

        var figures: GeneratorFigures {
            let categoryTitles = Self.categoryKeys.map(\.1) + ["action kind"]
            return GeneratorFigures(
                cases: cases, passed: passed, failed: failed, gaveUp: gaveUp, duplicates: duplicates,
                origins: origins.distribution("how generated", numeric: false),
                categorical: categoryTitles.compactMap { categories[$0]?.distribution($0, numeric: false) },
                sizes: Self.sizeKeys.compactMap { sizes[$0.1]?.distribution($0.1, numeric: true) },
                ruleCases: RuleCatalogue.all.indices.map { (RuleCatalogue.all[$0].id, rules[$0]) },
                spaceItems: SpaceInventory.items.filter(space.contains),
                timing: timing.keys.sorted().map { ($0, timing[$0] ?? 0) },
                failuresOverTime: failuresOverTime, unreadable: unreadable)
        }
    }

    /// Counts per label; read out in a fixed order, never in a dictionary's.
    private struct Tally {
        var counts: [String: Int] = [:]
        mutating func add(_ label: String, _ count: Int = 1) { counts[label, default: 0] += count }

        /// Most frequent first, ties by label; numeric labels in numeric order instead.
        func distribution(_ title: String, numeric: Bool) -> Distribution {
            let labels = counts.keys.sorted { a, b in
                if numeric, let x = Int(a), let y = Int(b) { return x < y }
                let (ca, cb) = (counts[a] ?? 0, counts[b] ?? 0)
                return ca != cb ? ca > cb : a < b
            }
            return Distribution(title: title, counts: labels.map { ($0, counts[$0] ?? 0) })
        }
    }
}
