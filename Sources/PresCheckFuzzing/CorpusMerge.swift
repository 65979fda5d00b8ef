import Foundation
import PresCheck
import PresCheckCore

/// Shard corpora merged into one, without duplicates (`prescheck corpus merge`, the nightly job's
/// last step). Counterexamples are filed by content, as `fuzz` files them: a scenario already in
/// the target is stored once, with the verdicts of both files (a newer verdict replaces an older
/// one for the same subject and property with the other outcome) and the origin it had. Other
/// scenario files are copied to the same relative path; one that differs from a file already there
/// is a conflict and is left alone. Sources are read in the order given, files in path order, so
/// the result does not depend on timing.
/// Not a rule of the behaviour catalogue: it keeps what fuzz runs found.
package struct CorpusMerge {
    /// What happened to one file of a source.
    package enum Event: Equatable, Sendable {
        /// New in the target, at this file.
        case added(URL)
        /// Already there, now with more or newer verdicts.
        case updated(URL)
        /// Already there, byte for byte.
        case present(URL)
        /// A source folder or file that could not be read: the folder or the file's error.
        case unreadable(String)
        /// A plain scenario file that differs from the one at its path in the target, left alone.
        case conflict(URL)
    }

    /// The counts of a merge, for its closing line.
    package struct Tally: Equatable, Sendable {
        package var added = 0
        package var updated = 0
        package var present = 0
        package var unreadable = 0
        package var conflicts = 0

        package init(added: Int = 0, updated: Int = 0, present: Int = 0, unreadable: Int = 0, conflicts: Int = 0) {
            (self.added, self.updated, self.present, self.unreadable, self.conflicts) = (added, updated, present, unreadable, conflicts)
        }

        /// Nothing was lost: every file was read and none conflicted.
        package var isClean: Bool { unreadable == 0 && conflicts == 0 }

        mutating func count(_ event: Event) {
            switch event {
            case .added: added += 1
            case .updated: updated += 1
            case .present: present += 1
            case .unreadable: unreadable += 1
            case .conflict: conflicts += 1
            }
        }
    }

    /// The corpus merged into (created if missing).
    package let target: URL

    package init(into target: URL) {
        self.target = target.standardizedFileURL
    }

    /// Merges every source corpus into the target, in the order given, telling each file's event
    /// as it happens. A write that fails throws; what was merged before it stays.
    @discardableResult
    package func merge(_ sources: [URL], each: (Event) -> Void = { _ in }) throws -> Tally {
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        var tally = Tally()
        func tell(_ event: Event) {
            tally.count(event)
            each(event)
        }
        for source in sources {
            let root = source.standardizedFileURL
            guard FileManager.default.fileExists(atPath: root.path) else {
                tell(.unreadable("\(source.relativePath): no such folder"))
                continue
            }
            guard root.path != target.path else { continue }
            for entry in Corpus.load(root) {
                switch entry.result {
                case .failure(let error):
                    tell(.unreadable("\(error)"))
                case .success(let scenario):
                    let relative = String(entry.url.standardizedFileURL.path.dropFirst(root.path.count + 1))
                    tell(try merge(scenario, relative: relative))
                }
            }
        }
        return tally
    }

    /// One scenario of a source, at `relative` inside it.
    package func merge(_ scenario: Scenario, relative: String) throws -> Event {
        let isCounterexample = scenario.origin != nil || relative.hasPrefix(CounterexampleStore.folderName + "/")
        if isCounterexample {
            let before = (try? CounterexampleStore.storedFile(of: scenario, in: target))?.flatMap { try? Data(contentsOf: $0) }
            do {
                let saved = try CounterexampleStore.save(scenario, verdicts: [], origin: scenario.origin, in: target)
                if saved.isNew { return .added(saved.url) }
                return before != (try? Data(contentsOf: saved.url)) ? .updated(saved.url) : .present(saved.url)
            } catch CounterexampleStore.SaveError.noRule {
                // A hand-written file in a counterexamples folder without a rule: copied as it is.
            }
        }
        let destination = target.appendingPathComponent(relative)
        let data = try ScenarioFile.encode(scenario)
        if let existing = try? Data(contentsOf: destination) {
            let existingCanonical = (try? ScenarioFile.decode(existing, file: destination.path)).flatMap { try? ScenarioFile.encode($0) }
            return existingCanonical == data ? .present(destination) : .conflict(destination)
        }
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ScenarioFile.writeAtomically(data, to: destination)
        return .added(destination)
    }
}
