import Foundation
import PresCheckFuzzing
import PresCheck
import PresCheckCore

/// `prescheck corpus merge`: shard corpora merged into one, without duplicates.
enum CorpusCommand {
    static var spec: VerbSpec {
        VerbSpec(
            name: "corpus", overview: "Work on corpus folders.",
            positionals: "<subcommand>",
            subcommands: [("merge", "Merge corpus folders (the corpora of fuzz shards) into one, without duplicates.")])
    }

    static var mergeSpec: VerbSpec {
        VerbSpec(
            name: "corpus merge",
            overview: "Merge corpus folders (the corpora of fuzz shards) into one, without duplicates.",
            discussion: """
                Counterexamples are filed by content, as fuzz files them: a scenario already in the \
                target is stored once, with the verdicts of both files (a newer verdict replaces an \
                older one for the same subject and property with the other outcome) and the origin it \
                had. Other scenario files are copied to the same relative path; one that differs from \
                a file already there is a conflict and is left alone. Sources are read in the order \
                given, files in path order, so the result does not depend on timing.

                Exit status: 0 when everything was merged, 1 when a file could not be read or \
                conflicted, 2 on bad usage.
                """,
            positionals: "<dir> ...",
            arguments: [("<dir>", "Corpus folders; without --into, the first is the target and the rest are merged into it.")],
            options: [.value("--into", "dir", "The corpus to merge into (created if missing); every <dir> is merged into it.")])
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let subverb = arguments.first else {
            throw UsageError("corpus needs a subcommand (accepted: merge)")
        }
        if subverb == "-h" || subverb == "--help" {
            print(spec.help)
            return 0
        }
        guard subverb == "merge" else { throw UsageError("corpus: unknown subcommand \"\(subverb)\" (accepted: merge)") }
        let parsed: VerbSpec.Parsed
        do {
            parsed = try mergeSpec.parse(Array(arguments.dropFirst()))
        } catch is VerbSpec.HelpRequested {
            print(mergeSpec.help)
            return 0
        }
        return try merge(parsed)
    }

    struct Tally {
        var added = 0
        var updated = 0
        var present = 0
        var unreadable = 0
        var conflicts = 0
    }

    static func merge(_ parsed: VerbSpec.Parsed) throws -> Int32 {
        var sources = parsed.positionals
        let target: String
        if let into = parsed.value("--into") {
            target = into
        } else {
            guard sources.count >= 2 else {
                throw UsageError("corpus merge needs a target and at least one corpus to merge into it (see 'prescheck corpus merge --help')")
            }
            target = sources.removeFirst()
        }
        guard !sources.isEmpty else { throw UsageError("corpus merge needs at least one corpus to merge") }
        let into = URL(fileURLWithPath: target, isDirectory: true).standardizedFileURL
        try FileManager.default.createDirectory(at: into, withIntermediateDirectories: true)
        var tally = Tally()
        for source in sources {
            let root = URL(fileURLWithPath: source, isDirectory: true).standardizedFileURL
            guard FileManager.default.fileExists(atPath: root.path) else {
                tally.unreadable += 1
                Output.error("SKIP \(source): no such folder")
                continue
            }
            guard root.path != into.path else { continue }
            for entry in Corpus.load(root) {
                switch entry.result {
                case .failure(let error):
                    tally.unreadable += 1
                    Output.error("SKIP \(error)")
                case .success(let scenario):
                    let relative = String(entry.url.standardizedFileURL.path.dropFirst(root.path.count + 1))
                    try merge(scenario, relative: relative, into: into, tally: &tally)
                }
            }
        }
        print("merged into \(Output.displayPath(into)): \(tally.added) added, \(tally.updated) given new verdicts, "
              + "\(tally.present) already there" + (tally.unreadable > 0 ? ", \(tally.unreadable) unreadable" : "")
              + (tally.conflicts > 0 ? ", \(tally.conflicts) conflicts" : ""))
        return tally.unreadable == 0 && tally.conflicts == 0 ? 0 : 1
    }

    static func merge(_ scenario: Scenario, relative: String, into: URL, tally: inout Tally) throws {
        let isCounterexample = scenario.origin != nil || relative.hasPrefix(CounterexampleStore.folderName + "/")
        if isCounterexample {
            let before = (try? CounterexampleStore.storedFile(of: scenario, in: into))?.flatMap { try? Data(contentsOf: $0) }
            do {
                let saved = try CounterexampleStore.save(scenario, verdicts: [], origin: scenario.origin, in: into)
                if saved.isNew {
                    tally.added += 1
                    print("added \(Output.displayPath(saved.url))")
                } else if before != (try? Data(contentsOf: saved.url)) {
                    tally.updated += 1
                    print("new verdicts in \(Output.displayPath(saved.url))")
                } else {
                    tally.present += 1
                }
                return
            } catch CounterexampleStore.SaveError.noRule {
                // A hand-written file in a counterexamples folder without a rule: copied as it is.
            }
        }
        let destination = into.appendingPathComponent(relative)
        let data = try ScenarioFile.encode(scenario)
        if let existing = try? Data(contentsOf: destination) {
            let existingCanonical = (try? ScenarioFile.decode(existing, file: destination.path)).flatMap { try? ScenarioFile.encode($0) }
            if existingCanonical == data {
                tally.present += 1
            } else {
                tally.conflicts += 1
                Output.error("CONFLICT \(Output.displayPath(destination)): differs from the file merged in; left as it was")
            }
            return
        }
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ScenarioFile.writeAtomically(data, to: destination)
        tally.added += 1
        print("added \(Output.displayPath(destination))")
    }
}
