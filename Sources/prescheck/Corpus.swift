import Foundation
import PresCheckFuzzing
import PresCheck
import PresCheckCore

/// `prescheck corpus merge`: its arguments; the merge itself is `CorpusMerge`.
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
        let merge = CorpusMerge(into: URL(fileURLWithPath: target, isDirectory: true))
        let tally = try merge.merge(sources.map { URL(fileURLWithPath: $0, isDirectory: true) }) { event in
            switch event {
            case .added(let url): print("added \(Output.displayPath(url))")
            case .updated(let url): print("new verdicts in \(Output.displayPath(url))")
            case .present: break
            case .unreadable(let problem): Output.error("SKIP \(problem)")
            case .conflict(let url): Output.error("CONFLICT \(Output.displayPath(url)): differs from the file merged in; left as it was")
            }
        }
        print("merged into \(Output.displayPath(merge.target)): \(tally.added) added, \(tally.updated) given new verdicts, "
              + "\(tally.present) already there" + (tally.unreadable > 0 ? ", \(tally.unreadable) unreadable" : "")
              + (tally.conflicts > 0 ? ", \(tally.conflicts) conflicts" : ""))
        return tally.isClean ? 0 : 1
    }
}
